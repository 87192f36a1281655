"""What a KROWNIA hint is for, in words, when its action alone does not say.

"End the turn" beside a road the player could afford read as a wrong hint (a playtest): the AI keeps its
cards for what it is saving for, so the hint says so.
"""

from __future__ import annotations

from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView

GOAL_NAMES = {COST_TOWN: "a town", COST_VILLAGE: "a village", COST_ROAD: "a road", COST_DEV: "a development card"}


def offer_words(view: KrowniaView, plan: tuple | None) -> str | None:
    """A planned offer in words: "1 Brick for 1 Ore, to everyone"."""
    if plan is None:
        return None
    give, get, to = plan
    whom = "everyone" if to < 0 else view.names[to]
    return f"{cards(give)} for {cards(get)}, to {whom}"


def cards(vec: tuple[int, ...] | list[int]) -> str:
    """"1 Brick + 2 Ore", or "nothing"."""
    return " + ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(vec) if n) or "nothing"


def saving_words(hand: tuple[int, ...] | list[int], goal: tuple[int, ...]) -> str:
    """Why a turn ends with cards in hand: "keep your cards for a village (1 Wheat still to come)"."""
    name = GOAL_NAMES.get(tuple(goal), "your next build")
    missing = [max(0, c - h) for h, c in zip(hand, goal, strict=True)]
    if not any(missing):
        return f"keep your cards for {name}"
    return f"keep your cards for {name} ({cards(missing)} still to come)"
