"""The normal AI's counter-offer to a swap it declines (a part of `Dealing.plan_counter`).

s34 (a tester's 14 offers drew no counter) brought a one-for-one counter; krownia18 (0 counters to 6 offers) found
it too narrow: to "2 Sheep for 1 Wheat" a seat holding the Wheat and lacking the Wood the player held never said
"1 Wheat for 1 Wood + 1 Sheep". Now the counter gives what was asked (all of it, or one card of it) for up to as
many cards as the offerer would have paid at its own rate, at least one of them a card the seat lacks for its
goal, and only cards the offerer surely holds: those it offered, or those the table has counted into its hand
and no Pirate could have taken (never a card the player lacks).
"""

from __future__ import annotations

from itertools import product

from baraza.game.krownia.ai_spend import deficit
from baraza.game.krownia.constants import MAX_OFFER_CARDS
from baraza.game.krownia.rules import KrowniaView
from baraza.game.krownia.tally import least

Plan = tuple[tuple[int, ...], tuple[int, ...], int]


def surely_holds(view: KrowniaView, other: int, kind: int) -> int:
    """How many cards of `kind` the view's seat can be sure `other` holds: its count of them, less every card the
    Pirate took from it unseen (tally.least: a stolen card's kind the seat did not see may have been one of
    these; one it stole itself it knows)."""
    return least(view, other, kind)


def _asks(sure: list[int], kinds: list[int], cap: int) -> list[tuple[int, ...]]:
    """Every ask of 1 to `cap` cards of `kinds`, no more of a kind than `sure` counts."""
    out = []
    for counts in product(*(range(min(sure[r], cap) + 1) for r in kinds)):
        if 1 <= sum(counts) <= cap:
            get = [0] * 5
            for r, n in zip(kinds, counts, strict=True):
                get[r] = n
            out.append(tuple(get))
    return out


def plan_counter(ai, view: KrowniaView, seat: int) -> Plan | None:
    """The counter `seat` (played by `ai`, a `Dealing`) sends back to the offer on the table, or None: the one best
    for its goal among those it `welcomes` and that spare the leader (ties: the ask nearest what was offered)."""
    tv = view.trade
    hand = list(view.hand)
    need = deficit(hand, ai.trade_goal(view, seat))  # the plan its answer and reason name
    sure = [max(tv.give[r], surely_holds(view, tv.offerer, r)) for r in range(5)]
    asked, price = sum(tv.get), sum(tv.give)
    gives = [tuple(int(r == g) for r in range(5)) for g in range(5) if tv.get[g] and hand[g]]
    if asked > 1 and all(h >= n for h, n in zip(hand, tv.get, strict=True)):
        gives.append(tuple(tv.get))
    best, best_key = None, None
    for give in gives:
        cap = min(MAX_OFFER_CARDS, max(1, price * sum(give) // max(1, asked)))  # never dearer than its own rate
        kinds = [r for r in range(5) if not give[r] and sure[r]]  # the rules forbid a kind both ways
        for get in _asks(sure, kinds, cap):
            if not any(get[r] and need[r] for r in range(5)) or (give, get) == (tuple(tv.get), tuple(tv.give)):
                continue
            if not ai.welcomes(view, seat, get, give):
                continue
            after = [h - a + b for h, a, b in zip(hand, give, get, strict=True)]
            if not ai.spares_leader(view, seat, tv.offerer, hand, after):
                continue
            offered = sum(min(n, tv.give[r]) for r, n in enumerate(get))
            key = (ai._value(view, seat, after), offered, -sum(get), sum(give), tuple(-n for n in get))
            if best_key is None or key > best_key:
                best, best_key = (give, get, -1), key
    return best
