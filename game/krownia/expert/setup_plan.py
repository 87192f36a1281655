"""The expert's first setup village, chosen with its second in mind.

A first village is worth what it makes together with the second, and the second comes only after the
other seats have placed theirs in between (in snake order, 2n - 2 - 2p villages for the seat in position
p: six for the first to place in a game of four, none for the last). For each of the first villages the
value function likes best, this plays those in-between picks as greedy ones (each takes the free spot
with the most pips by the seat's own resource weights, the way strong players and catanatron's bots
largely do), then scores the pair with the seat's best remaining second spot. The roads are left out:
each village's road is placed after it by the value function as before.
"""

from __future__ import annotations

from baraza.game.krownia import board as B
from baraza.game.krownia.expert.value import Evaluator, _spot_ok
from baraza.game.krownia.rules import KrowniaRules, KrowniaState

FIRST_WIDTH = 12  # first villages weighed with a second


def picks_between(order: tuple[int, ...] | list[int], seat: int) -> int:
    """Villages the other seats place between the seat's first and second (snake order)."""
    n, p = len(order), list(order).index(seat)
    return 2 * n - 2 - 2 * p


def _put(rules: KrowniaRules, state: KrowniaState, seat: int, c: int) -> None:
    state.corner_owner[c] = seat
    state.corner_level[c] = 1
    state.vp_build[seat] += 1
    rules._update_ports(state, seat)


def best_first_village(rules: KrowniaRules, state: KrowniaState, seat: int, ev: Evaluator,
                       spots: list[int]) -> int:
    """Of `spots` (free corners the seat may take), the first village whose best pair is worth most."""
    order = state.order
    between = picks_between(order, seat)
    others = [s for s in order if s != seat] or [seat]
    worth = ev.corner_worth
    quick = []
    for c in spots:
        child = rules.clone(state)
        _put(rules, child, seat, c)
        quick.append((ev.value(child), -c, c, child))
    quick.sort(reverse=True)
    best, best_score = quick[0][2], float("-inf")
    for _, _, c, child in quick[:FIRST_WIDTH]:
        co = child.corner_owner
        free = [x for x in range(B.NUM_CORNERS) if _spot_ok(co, x)]
        for i in range(between):
            if not free:
                break
            taken = max(free, key=lambda x: (worth[x], -x))
            _put(rules, child, others[i % len(others)], taken)
            free = [x for x in free if _spot_ok(co, x)]
        score = float("-inf")
        for c2 in free:
            trial = rules.clone(child)
            _put(rules, trial, seat, c2)
            score = max(score, ev.value(trial))
        if score == float("-inf"):
            score = ev.value(child)
        if score > best_score:
            best, best_score = c, score
    return best
