"""A KROWNIA hint that agrees with itself (s33, a blind tester, Hint 7): one hint said to trade 4 Sheep to the bank,
the next "keep your cards for a village (you still need 1 Sheep)". A hinted bank trade must bring a build closer
from cards that build does not need; one giving away what the build it aims at still needs is replaced by a trade
from spare cards toward that build, else by ending the turn and saying what the cards are kept for. The build it
aims at is the one the hint level saves for (`goal_cost`): the next hint's "keep your cards for …" names it.
krownia15: keeping to a build the hand already pays for builds it, and a hand a 7 would halve is spent
(hint_spend.py), never "End the turn: keep your cards for a town" beside a lit Town button."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_spend import pays, spend_now
from baraza.game.krownia.hint_words import GOAL_NAMES, cards, end_turn_words, served_build, village_open
from baraza.game.krownia.rules import COST_TOWN, COST_VILLAGE, KrowniaView


def _swap(view: KrowniaView, seat: int, action: Action) -> tuple[tuple[int, ...], tuple[int, ...]]:
    g, r = action.args
    rate = view.players[seat].trade_rates[g]
    return tuple(rate if i == g else 0 for i in range(5)), tuple(1 if i == r else 0 for i in range(5))


def trade_aim(view: KrowniaView, seat: int, action: Action) -> tuple[int, ...] | None:
    """The build a bank trade brings closer from spare cards only (None: it gives away what it aims at)."""
    give, get = _swap(view, seat, action)
    return served_build(view.hand, give, get, spare_only=True, village=village_open(view, seat))


def agreed_hint(view: KrowniaView, seat: int, action: Action, legal: list[Action]) -> tuple[Action, str] | None:
    """A replacement for a hinted bank `action` that gives away cards the build it aims at needs, with its words;
    None when the hint stands."""
    if action.kind != "bank_trade" or view.hand is None:
        return None
    from baraza.game.krownia.ai import (
        KrowniaAI,  # the goal the Hint's end-of-turn words name (ai_trade.explain)
    )

    goal = KrowniaAI("hard", seat, 0).goal_cost(view, seat)
    near = nearest_point_build(view, seat)
    if near is not None and _short_hand(view.hand, near) < _short_hand(view.hand, goal) \
            and not _keeps(view, seat, action, near) and not _pays_point(view, seat, action):
        return kept_hint(view, seat, near, legal)  # krownia21: 4 Sheep of a village 1 Wheat away, toward a town
    if _keeps(view, seat, action, goal) and trade_aim(view, seat, action) is not None:
        return None
    return kept_hint(view, seat, goal, legal)


def nearest_point_build(view: KrowniaView, seat: int) -> tuple[int, ...] | None:
    """The village or town with a place that the hand is fewest cards from (a village on a tie: it is cheaper),
    None when neither has one. A bank trade giving away its cards is no step toward a farther goal (krownia21:
    4 Sheep for 1 Wheat "toward a town", 2 cards away, gave away the Sheep of a village 1 Wheat away; the Hint
    that kept the village and the judge that named the trade disagreed)."""
    me, hand = view.players[seat], view.hand
    open_ = [c for c, ok in ((COST_VILLAGE, bool(me.villages_left) and village_open(view, seat)),
                             (COST_TOWN, bool(me.villages) and bool(me.towns_left))) if ok]
    return min(open_, key=lambda c: _short_hand(hand, c), default=None) if hand is not None else None


def _short_hand(hand, cost: tuple[int, ...]) -> int:
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def _pays_point(view: KrowniaView, seat: int, action: Action) -> bool:
    """Whether a bank trade pays for a village or a town the hand could not pay for before (a point now)."""
    give, get = _swap(view, seat, action)
    after = [h - g + t for h, g, t in zip(view.hand, give, get, strict=True)]
    return any(pays(after, c) and not pays(view.hand, c) for c in (COST_VILLAGE, COST_TOWN))


def kept_hint(view: KrowniaView, seat: int, goal: tuple[int, ...], legal: list[Action]) -> tuple[Action, str] | None:
    """The move keeping to `goal`: building it when the hand pays for it, else a bank trade from cards it does not
    need toward a build, else spending a hand a 7 would halve, else ending the turn, with its words; None when
    none is legal."""
    now = spend_now(view, seat, goal, legal)
    if now is not None and pays(view.hand, goal):
        return now
    spare = [(trade_aim(view, seat, a), a) for a in legal if a.kind == "bank_trade" and _keeps(view, seat, a, goal)]
    spare = [(aim, a) for aim, a in spare if aim is not None]
    if spare:  # the goal's build first, then the build left fewest cards short
        aim, best = min(spare, key=lambda t: (t[0] != tuple(goal), _short(view, seat, t[1], t[0]), t[1].args))
        give, get = _swap(view, seat, best)
        return best, HintWords(f"{cards(give)} you can spare, toward {GOAL_NAMES[aim]}", HintFacts(goal=aim))
    if now is not None:
        return now
    end = Action("end_turn")
    if end not in legal:
        return None
    return end, end_turn_words(view, seat, goal)


def _keeps(view: KrowniaView, seat: int, action: Action, goal: tuple[int, ...]) -> bool:
    """Whether a bank trade leaves the hand every card of `goal`'s kinds it holds toward it."""
    give, _get = _swap(view, seat, action)
    return all(not g or view.hand[r] - g >= goal[r] for r, g in enumerate(give))


def _short(view: KrowniaView, seat: int, action: Action, cost: tuple[int, ...]) -> int:
    give, get = _swap(view, seat, action)
    return sum(max(0, c - (h - g + t)) for h, g, t, c in zip(view.hand, give, get, cost, strict=True))
