"""The plan a KROWNIA Hint names, kept across the player's turns (s33, a blind tester, Hint 5/10): "keep your cards
for a town (you still need 1 Wheat + 1 Ore)" one turn, "give 1 Ore for 1 Wood + 1 Sheep" the next; "keep for a
village" and then "Buy a development card", spending the village's Sheep. A goal the Hint names ("keep your cards
for a town", "… toward a road") is the player's plan until it is built, can no longer be built, or the hand holds
none of its cards. A later hint that gives away or spends what the plan still needs gives way to one keeping to it
(game/krownia/hint_agree.py `kept_hint`), unless it says why the plan changes: a Warrior that would win Largest
Army, a Victory Point card that would win the game, a swap paying for a village or a town now. The table keeps the
plan per seat (scenes/krownia/hint_agree.py); this module only reads views and words."""

from __future__ import annotations

import re
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.krownia.constants import ARMY_MIN, RESOURCES
from baraza.game.krownia.hint_agree import kept_hint
from baraza.game.krownia.hint_words import GOAL_NAMES, end_turn_words, village_open
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView

Cost = tuple[int, ...]
GOALS_BY_NAME = {name: cost for cost, name in GOAL_NAMES.items()}
_NAMED = re.compile(r"(?:keep your cards for|toward) (" + "|".join(GOALS_BY_NAME) + ")")
_OFFER = re.compile(r"give (.+?) for (.+?)(?: toward |, to |$)")
_CARD = re.compile(r"(\d+) (" + "|".join(RESOURCES) + ")")
SPENDS = ("bank_trade", "open_trade", "counter_trade", "buy_dev")  # the hinted moves checked against the plan


@dataclass(frozen=True)
class PlanStep:
    """A hint after the plan has had its say: the move, its words ("" for none) and the plan from now on."""
    action: Action
    words: str
    plan: Cost | None


def named_goal(words: str) -> Cost | None:
    """The build a hint's words name as what the cards are for ("keep your cards for a town", "toward a road")."""
    found = _NAMED.search(words or "")
    return GOALS_BY_NAME[found.group(1)] if found else None


def parse_cards(text: str) -> Cost:
    """"1 Brick + 2 Ore" (hint_words.cards) back into a vector."""
    vec = [0] * 5
    for n, name in _CARD.findall(text):
        vec[RESOURCES.index(name)] += int(n)
    return tuple(vec)


def swap_of(view: KrowniaView, seat: int, action: Action, words: str) -> tuple[Cost, Cost] | None:
    """What a hinted move gives away or spends, and what it brings (None: a move the plan does not check). An
    offer's cards are read from its words (hint_words.offer_words): the plan behind them stays in the AI."""
    if action.kind == "bank_trade":
        g, r = action.args
        rate = view.players[seat].trade_rates[g]
        return tuple(rate if i == g else 0 for i in range(5)), tuple(1 if i == r else 0 for i in range(5))
    if action.kind == "buy_dev":
        return COST_DEV, (0,) * 5
    if action.kind in ("open_trade", "counter_trade"):
        found = _OFFER.search(words or "")
        return (parse_cards(found.group(1)), parse_cards(found.group(2))) if found else None
    return None


def affordable(hand: Cost | list[int], cost: Cost) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=True))


def plan_open(view: KrowniaView, seat: int, cost: Cost) -> bool:
    """Whether a plan still stands: the hand holds some of its cards, cannot pay for it yet (then the hint builds
    it, or something better) and the board still has room for it."""
    hand, me = view.hand, view.players[seat]
    if hand is None or not any(h and c for h, c in zip(hand, cost, strict=True)) or affordable(hand, cost):
        return False
    return {COST_VILLAGE: bool(me.villages_left) and village_open(view, seat),
            COST_TOWN: bool(me.villages) and bool(me.towns_left),
            COST_ROAD: bool(me.roads_left),
            COST_DEV: view.deck_count > 0}.get(tuple(cost), True)


def breaks(hand: Cost, give: Cost, cost: Cost) -> bool:
    """Whether giving `give` leaves the hand fewer of a kind the plan needs than it holds toward it now."""
    return any(g and hand[r] - g < min(hand[r], cost[r]) for r, g in enumerate(give))


def change_reason(view: KrowniaView, seat: int, action: Action, give: Cost, get: Cost) -> str | None:
    """Why a move spending the plan's cards is worth changing the plan for, or None."""
    me, hand = view.players[seat], view.hand
    if action.kind == "buy_dev":
        if view.my_vp_total is not None and view.my_vp_total + 1 >= view.target:
            return "a Victory Point card from it would win the game"
        if not me.has_largest_army and me.warriors_played + 1 >= army_needed(view, seat):
            return "a Warrior from it would win Largest Army"
        return None
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    for cost in (COST_TOWN, COST_VILLAGE):
        if affordable(after, cost) and not affordable(hand, cost) and plan_open_for_points(view, seat, cost):
            return f"it pays for {GOAL_NAMES[cost]} now, a point this turn"
    return None


def plan_open_for_points(view: KrowniaView, seat: int, cost: Cost) -> bool:
    me = view.players[seat]
    if cost == COST_TOWN:
        return bool(me.villages) and bool(me.towns_left)
    return bool(me.villages_left) and village_open(view, seat)


def army_needed(view: KrowniaView, seat: int) -> int:
    """Warriors played that take Largest Army from its holder (or claim it): at least ARMY_MIN, one more than any
    rival's."""
    rivals = max((p.warriors_played for p in view.players if p.seat != seat), default=0)
    return max(ARMY_MIN, rivals + 1)


def keep_plan(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
              legal: list[Action]) -> PlanStep:
    """The hint kept to `plan` (the goal an earlier hint named): an ended turn says what the plan still needs; a
    move giving away or spending what it needs gives way to one keeping to it, unless it says why the plan
    changes. The goal the hint finally names becomes the plan."""
    if plan is not None and (view.hand is None or not plan_open(view, seat, plan)):
        plan = None
    if plan is None:
        return PlanStep(action, words, named_goal(words))
    if action.kind == "end_turn":
        return PlanStep(action, end_turn_words(view, seat, plan), plan)
    swap = swap_of(view, seat, action, words) if action.kind in SPENDS else None
    if swap is None or not breaks(view.hand, swap[0], plan):
        return PlanStep(action, words, named_goal(words) or plan)
    reason = change_reason(view, seat, action, *swap)
    if reason is not None:
        said = f"a change of plan, since {reason}"
        return PlanStep(action, f"{words}; {said}" if words else said, named_goal(words))
    kept = kept_hint(view, seat, plan, legal)
    if kept is None:
        return PlanStep(action, words, named_goal(words) or plan)
    return PlanStep(kept[0], kept[1], plan)
