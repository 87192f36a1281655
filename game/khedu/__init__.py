"""Khedu: champions, Cadences and dice in the singing desert (1-4 players, solo high scores)."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.khedu.ai import KheduAgent
from baraza.game.khedu.rules import KheduRules

RULES = KheduRules()


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is "easy", "normal" or "hard"."""
    if level not in ("easy", "normal", "hard"):
        raise ValueError(f"unknown Khedu AI level '{level}'")
    return KheduAgent(level, seed * 7919 + seat * 31 + 17)


__all__ = ["RULES", "make_agent", "KheduRules", "KheduAgent"]
