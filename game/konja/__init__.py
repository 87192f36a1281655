"""Konja: a two-player dice game of Ancestors, Relics, Spells and Clouds."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.konja.rules import KonjaRules

RULES = KonjaRules()


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is easy | normal | hard; its own rng comes from seed and seat."""
    from baraza.game.konja.ai import make_konja_agent

    return make_konja_agent(level, seat, seed)
