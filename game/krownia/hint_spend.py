"""Spending beats holding (krownia15, a blind tester, Hint 5/10): with 2 Wheat + 3 Ore in a hand of 8, the Town
button lit, the Hint said "End the turn: keep your cards for a town". The hint level had hinted a bank trade giving
the town's Ore away; the agreement check (hint_agree.py) replaced it by keeping to the town, and keeping turned into
ending the turn. A hint never ends the turn while the build it names is paid for and has a place, nor while the
hand holds more cards than a 7 spares and pays for a build that leaves the named build's cards alone."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_words import BUILDS, GOAL_NAMES, point_now
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaRules, KrowniaView

Cost = tuple[int, ...]
BUILD_KINDS = {COST_TOWN: "build_town", COST_VILLAGE: "build_village", COST_DEV: "buy_dev", COST_ROAD: "build_road"}
POINTS = (COST_TOWN, COST_VILLAGE)  # the builds that are a point on the table


def pays(hand: Cost | list[int], cost: Cost) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=True))


def spend_now(view: KrowniaView, seat: int, goal: Cost | None, legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The build to hint instead of ending the turn (None: ending it stands): `goal` itself when the hand pays for
    it and a place for it is legal; else, in a hand a 7 would halve, the dearest build it pays for that gives away
    none of what `goal` still uses."""
    hand = view.hand
    if hand is None:
        return None
    goal = tuple(goal) if goal else None
    if goal in BUILD_KINDS and pays(hand, goal):
        pick = pick_build(view, seat, goal, legal)
        if pick is not None:
            why = f"you hold its cards, {point_now(view, seat)}" if goal in POINTS else "you hold its cards"
            return pick, HintWords(why, HintFacts(goal=goal))
    held = sum(hand)
    if held <= view.discard_limit:  # a 7 takes half of a hand of more cards than the limit (7 or 9)
        return None
    for cost in BUILDS:
        if not pays(hand, cost) or (goal is not None and _takes(hand, cost, goal)):
            continue
        pick = pick_build(view, seat, cost, legal)
        if pick is not None:
            kept = f", and keeps what {GOAL_NAMES[goal]} needs" if goal in GOAL_NAMES and goal != cost else ""
            return pick, HintWords(f"a 7 would take half of your {held} cards: spending them beats holding"
                                   f"{kept}", HintFacts(goal=goal if goal in GOAL_NAMES else None))
    return None


def _takes(hand: Cost | list[int], cost: Cost, goal: Cost) -> bool:
    """Whether paying `cost` leaves fewer of a kind `goal` needs than the hand holds toward it."""
    return any(c and hand[r] - c < min(hand[r], goal[r]) for r, c in enumerate(cost))


def pick_build(view: KrowniaView, seat: int, cost: Cost, legal: list[Action]) -> Action | None:
    """The legal move making `cost`'s build, its place chosen as the AI's own builds are (None: no place)."""
    moves = [a for a in legal if a.kind == BUILD_KINDS[cost]]
    if len(moves) <= 1:
        return moves[0] if moves else None
    from baraza.game.krownia.ai import KrowniaAI  # where to build (as hint_agree.py asks the goal)

    pick = KrowniaAI("hard", seat, 0).choose(KrowniaRules(), view, seat, moves)
    return pick if pick in moves else moves[0]
