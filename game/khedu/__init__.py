"""Khedu: champions, Cadences and dice in the singing desert (1-4 players, solo high scores)."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.core.spec import GameSpec
from baraza.game.khedu.rules import KheduRules

RULES = KheduRules()


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is "easy", "normal", "hard" or "expert" (play-outs of determinised hidden cards)."""
    if level == "expert":
        from baraza.game.khedu.expert import make_expert

        return make_expert(seat, seed)
    from baraza.game.khedu.ai import make_agent as make

    return make(level, seat, seed)


SPEC = GameSpec(
    rules=RULES,
    chance=True,
    hidden_information=True,
    playout_moves_per_second=2000,  # analysis: play-outs on a budget of moves (budgeted_playouts)
    menu_order=40,
    blurb="Lead units through the desert with cards and dice; leave the greatest Legacy, alone or against AI.",
    agent_factory=make_agent,
    ai_levels=("easy", "normal", "hard", "expert"),
    table="baraza.scenes.khedu",
    solo_runs="baraza.game.khedu.daily",
)

__all__ = ["RULES", "SPEC", "make_agent", "KheduRules"]
