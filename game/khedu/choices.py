"""What a Khedu player may do now, in words: the phrases of the table's "You can: …" line."""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.action import Action
from baraza.game.core.rules import group_by_kind

# In the order a player weighs them.
WORDS = {
    "reveal_cadence": "lay one Cadence face up", "discard_cadence": "discard one Cadence",
    "bind_cadence": "wake a Desert Cadence",
    "place": "place a unit", "attack": "attack", "command": "play a Command",
    "pay": "discard cards to pay for the attack",
    "cadence": "sing a Cadence", "cadence_done": "go on without one",
    "roll": "roll the attack dice",
    "adjust": "raise or lower equal dice", "resolve": "resolve the attack",
    "reward": "take Legacy points or Honor",
    "med_replenish": "replenish Cadences", "med_redraw": "redraw your hand",
    "med_clan": "use your clan's Meditation", "med_eternal": "make a Cadence Eternal",
    "meditate": "Meditate", "pass": "pass", "end_turn": "end your turn",
}


def summarize_actions(view, seat: int, legal: Sequence[Action], clan_meditation: str = "") -> list[str]:
    words = dict(WORDS)
    words["pass"] = f"pass ({view.pass_cost} LP)"
    if clan_meditation:
        words["med_clan"] = f"use {clan_meditation}"
    return group_by_kind(legal, words, ordered=True)
