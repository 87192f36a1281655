"""Kona: stacks of three, moves as long as the stack is tall, three in a row on top wins."""

from __future__ import annotations

from game.core.agent import Agent
from game.core.spec import GameSpec
from game.kona.rules import RULES, KonaRules, KonaState, KonaView, path_squares


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat of the given level (the search tables are built on first use, not at import)."""
    from game.kona.ai import make_agent as make

    return make(level, seat, seed)


SPEC = GameSpec(
    rules=RULES,
    blurb="Stack and slide: a tower's height is how far its top piece travels. Three tops in a row wins.",
    agent_factory=make_agent,
    table="scenes.kona",
)

__all__ = ["RULES", "SPEC", "KonaRules", "KonaState", "KonaView", "make_agent", "path_squares"]
