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
    "meditate": "Meditate", "pass": "pass", "end_turn": "end your turn", "end_run": "end the run",
}


# The turn panel holds two lines of about 32 characters ("You can: " and the phrases joined by " · "): past this
# many characters the phrases take their short forms, so the line reads whole at any text size (blind testers:
# "You can: attack · play a Comma…").
LONG_LINE = 44
SHORT_FORMS = {
    "place a unit": "place", "play a Command": "a Command", "resolve the attack": "resolve",
    "raise or lower equal dice": "move equal dice", "take Legacy points or Honor": "take LP or Honor",
    "replenish Cadences": "replenish", "redraw your hand": "redraw", "make a Cadence Eternal": "an Eternal",
    "use your clan's Meditation": "your clan's", "end your turn": "end turn", "go on without one": "No Cadence",
    "discard cards to pay for the attack": "discard to pay", "lay one Cadence face up": "show a Cadence",
    "discard one Cadence": "discard a Cadence",
}


def summarize_actions(view, seat: int, legal: Sequence[Action], clan_meditation: str = "") -> list[str]:
    words = dict(WORDS)
    words["pass"] = f"pass ({view.pass_cost} LP)"
    if clan_meditation:
        words["med_clan"] = f"use {clan_meditation}"
    phrases = group_by_kind(legal, words, ordered=True)
    if len(" · ".join(phrases)) <= LONG_LINE:
        return phrases
    return [clan_meditation if clan_meditation and p == f"use {clan_meditation}" else SHORT_FORMS.get(p, p)
            for p in phrases]
