"""What a KROWNIA hint is for, in words, when its action alone does not say.

"End the turn" beside a road the player could afford read as a wrong hint (a playtest): the AI keeps its
cards for what it is saving for, so the hint says so.
"""

from __future__ import annotations

from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView

GOAL_NAMES = {COST_TOWN: "a town", COST_VILLAGE: "a village", COST_ROAD: "a road", COST_DEV: "a development card"}


# the builds a hint may name, the dearest first (a swap or a kept hand serving several names the dearest)
BUILDS = (COST_TOWN, COST_VILLAGE, COST_DEV, COST_ROAD)


def _missing(hand: tuple[int, ...] | list[int], cost: tuple[int, ...]) -> int:
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def served_build(hand: tuple[int, ...] | list[int], give: tuple[int, ...], get: tuple[int, ...],
                 goal: tuple[int, ...] | None = None, every_card: bool = False) -> tuple[int, ...] | None:
    """The build a swap brings closer (fewer cards still to come after it), `goal` first; None when it brings
    none closer (issue 41: "2 Wheat for 1 Brick" was hinted to a player holding 4 Brick and lacking Wood).
    With `every_card`, only a build using every kind received (round 7: "1 Sheep + 1 Wheat toward a town",
    which needs no Sheep, is a swap toward a village)."""
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    for cost in ((goal,) if goal else ()) + BUILDS:
        if every_card and any(n and not cost[r] for r, n in enumerate(get)):
            continue
        if _missing(after, cost) < _missing(hand, cost):
            return cost
    return None


def offer_words(view: KrowniaView, plan: tuple | None, goal: tuple[int, ...] | None = None) -> str | None:
    """A planned offer in words, which way the cards go and what for: "give 1 Brick for 1 Ore toward a town, to
    everyone" ("1 Brick for 1 Ore" alone read either way round: issue 41)."""
    if plan is None:
        return None
    give, get, to = plan
    build = served_build(view.hand, give, get, goal, every_card=True) if view.hand is not None else None
    aim = f" toward {GOAL_NAMES[build]}" if build else ""
    return f"give {cards(give)} for {cards(get)}{aim}, to {'everyone' if to < 0 else view.names[to]}"


def cards(vec: tuple[int, ...] | list[int]) -> str:
    """"1 Brick + 2 Ore", or "nothing"."""
    return " + ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(vec) if n) or "nothing"


def saving_words(hand: tuple[int, ...] | list[int], goal: tuple[int, ...]) -> str:
    """Why a turn ends with cards in hand: "keep your cards for a village (1 Wheat still to come)". Only a build
    the kept cards serve is named (issue 41: "for a town (2 Wheat + 3 Ore still to come)" over a hand of 4
    Brick): the goal when they serve it, else the nearest build they do, else why ending is best."""
    if not any(h and c for h, c in zip(hand, goal, strict=True)):
        served = [c for c in BUILDS if any(h and n for h, n in zip(hand, c, strict=True))]
        if not served:
            return "nothing to build or trade for now"
        goal = min(served, key=lambda c: _missing(hand, c))
    name = GOAL_NAMES.get(tuple(goal), "your next build")
    missing = [max(0, c - h) for h, c in zip(hand, goal, strict=True)]
    if not any(missing):
        return f"keep your cards for {name}"
    return f"keep your cards for {name} ({cards(missing)} still to come)"
