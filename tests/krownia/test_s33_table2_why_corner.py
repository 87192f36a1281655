"""The Why of a poor setup village named another corner than the ringed better move (blind tester, KROWNIA
analysis: "better: a village by pasture 5, mountains 5, south forest 8", then "Why: a corner still open (Sheep 6,
Sheep 5, Wheat 10) pays on 12 rolls in 36"). The Why now compares with the better move's own corner, and names
the richest open corner as such only when the better one is not far richer."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import RULES
from baraza.game.krownia.describe import corner_words
from baraza.game.krownia.mark_words import corner_yield, fault, mark_reason

SEED = 3  # a two-seat board whose richest open corner (12) pays on 12 rolls in 36
POOREST = 1  # Wood 2: pays on 1 roll


def _start():
    state = RULES.initial_state(RULES.default_options(), SEED, 2)
    return state, RULES.active_seats(state)[0]


def test_the_why_compares_with_the_ringed_better_corner_not_the_richest() -> None:
    state, seat = _start()
    richest = max(RULES.setup_spots(state), key=lambda c: corner_yield(state, c)[0])
    better = next(c for c in RULES.setup_spots(state) if c != richest and corner_yield(state, c)[0] == 11)
    played, best = Action("place_village", (POOREST,)), Action("place_village", (better,))
    why = mark_reason(RULES, state, seat, played, best)
    assert why == f"the better corner ({corner_yield(state, better)[1]}) pays on 11 rolls in 36; this one " \
                  f"(forest 2) on 1"
    assert corner_yield(state, richest)[1] not in why  # the richest corner is not the one ringed
    assert fault(RULES, state, seat, played, best) == why
    assert corner_words(state, better)  # the caption's "better: …" names the same corner


def test_a_better_move_not_far_richer_leaves_the_richest_corner_named_as_such() -> None:
    state, seat = _start()
    spots = RULES.setup_spots(state)
    richest = max(spots, key=lambda c: corner_yield(state, c)[0])
    # the judge's better corner pays on 2 rolls: the fault stands (12 open), but it is not "the better corner"
    meagre = next(c for c in spots if c != POOREST and corner_yield(state, c)[0] <= 2)
    why = mark_reason(RULES, state, seat, Action("place_village", (POOREST,)), Action("place_village", (meagre,)))
    assert why == f"the richest open corner ({corner_yield(state, richest)[1]}) pays on 12 rolls in 36; this one " \
                  f"on 1"  # cut to fit the caption: the corner not ringed keeps its tiles
    assert "better corner" not in why
