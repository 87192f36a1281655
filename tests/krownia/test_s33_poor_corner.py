"""A setup village on a corner of poor numbers was marked at most "inaccuracy", its Why the judge's taste (issue
41, blind testers: Analyse 6): a setup placement was never a named fault, so the paired play-outs with more pairs
that grade a named fault never ran where the pooled setup chart held still. A setup corner paying on at most half
the rolls of the richest open one is now a named fault (mark_words.poor_setup_corner), graded by its paired drop."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.krownia import RULES
from baraza.game.krownia.analysis import make_analyser
from baraza.game.krownia.mark_words import corner_yield, fault, mark_reason

SEED = 3  # a two-seat board whose richest open corner pays on 12 rolls in 36
POOREST, POOR = 1, 11  # corners paying on 1 roll (forest 2) and on 4 (hills 5)


def _start():
    state = RULES.initial_state(RULES.default_options(), SEED, 2)
    return state, RULES.active_seats(state)[0]


def test_a_poor_setup_corner_is_a_named_fault_with_its_numbers() -> None:
    state, seat = _start()
    richest = max(RULES.setup_spots(state), key=lambda c: corner_yield(state, c)[0])
    assert corner_yield(state, richest)[0] == 12 and corner_yield(state, POOR)[0] == 4
    best = Action("place_village", (richest,))
    named = fault(RULES, state, seat, Action("place_village", (POOR,)), best)
    assert named == "the better corner (west pasture 6, hills 5, mountains 10) pays on 12 rolls in 36; this one " \
                    "(hills 5) on 4"
    assert named == mark_reason(RULES, state, seat, Action("place_village", (POOR,)), best)
    assert "this one (forest 2) on 1" in fault(RULES, state, seat, Action("place_village", (POOREST,)), best)
    # a corner near as rich as the best is no fault: which is better is the judge's taste (a harbour, room to grow)
    near = next(c for c in RULES.setup_spots(state) if c != richest and corner_yield(state, c)[0] >= 10)
    assert fault(RULES, state, seat, Action("place_village", (near,)), best) is None


def test_the_poorest_setup_corner_is_graded_by_its_drop() -> None:
    state, seat = _start()
    mark = judge_move(RULES, state, 2, seat, Action("place_village", (POOREST,)), make_analyser(0.25))
    assert mark in ("mistake", "blunder")
