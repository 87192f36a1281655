"""Konja: a two-player dice game of Ancestors, Relics, Spells and Clouds."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.core.spec import GameSpec
from baraza.game.konja.rules import KonjaRules

RULES = KonjaRules()


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is easy | normal | hard | expert; its own rng comes from seed and seat."""
    if level == "expert":
        from baraza.game.konja.expert import make_expert

        return make_expert(seat, seed)
    from baraza.game.konja.hint_sure import (
        make_agent as make,  # the AI, with a Hint that takes a sure win first
    )

    return make(level, seat, seed)


SPEC = GameSpec(
    rules=RULES,
    chance=True,
    hidden_information=True,
    menu_order=30,
    blurb="A dice duel under the Ancestors' eyes: Relics, Spells and the Summoning Pyramid bring rain.",
    agent_factory=make_agent,
    ai_levels=("easy", "normal", "hard", "expert"),
    table="baraza.scenes.konja",
)
