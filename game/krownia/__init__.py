"""KROWNIA: build roads, villages and towns on an island; first to the victory target wins."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.krownia.rules import KrowniaRules

RULES = KrowniaRules()


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is "easy", "normal" or "hard"."""
    from baraza.game.krownia.ai import make_ai

    return make_ai(level, seat, seed)
