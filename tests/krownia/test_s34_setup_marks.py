"""A blind tester's setup village on a coast corner touching one land tile (hills 2, 1 roll in 36) beside an open
corner paying on 12 was not marked: the chart read 28 % before and after, and the paired play-outs (scored by the
learned standing, blind to a setup corner's worth) put the poor corner ahead, so the named fault was never vouched
(Analyse 4/10). A setup village far poorer than the best open corner by its static worth (setup_judge.py) is now
marked from the board alone, with its Why; a corner near as good as the best never is."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.krownia import RULES
from baraza.game.krownia.analysis import make_analyser
from baraza.game.krownia.mark_words import mark_reason
from baraza.game.krownia.setup_judge import SURE_SHARE, board_mark, corner_worth

# the tester's match (krownia-e147d9de256a): three seats, the human first to place
SEED, SEATS = 913928, 3
OPTIONS = {"target": 10, "discard_limit": 7, "friendly_pirate": False, "beginner": False, "turn_timer": 0,
           "lesson_deck": False, "lesson_dice": False}
HILLS_2 = 0  # the tester's corner: hills 2 alone
MOVES = [(0, Action("place_village", (HILLS_2,))), (0, Action("place_road", (1,)))]


def _start():
    return RULES.initial_state(dict(OPTIONS), SEED, SEATS)


def _best_corner(state) -> int:
    return max(RULES.setup_spots(state), key=lambda c: corner_worth(state, c))


def test_the_testers_one_tile_corner_is_a_poor_corner_by_the_board() -> None:
    state = _start()
    best = Action("place_village", (_best_corner(state),))
    assert board_mark(RULES, state, 0, MOVES[0][1], best) == "mistake"  # 1 roll in 36 beside 12: at most 0.2 of it
    why = mark_reason(RULES, state, 0, MOVES[0][1], best)
    assert why is not None and "this one (hills 2) on 1" in why


def test_the_testers_setup_village_is_marked_in_the_analysis() -> None:
    judged = analyse(RULES, dict(OPTIONS), SEED, SEATS, MOVES, make_analyser(0.1))
    assert judged[0].mark is not None
    assert judged[1].mark is None  # the road after it is no fault


def test_a_setup_near_the_best_corner_is_never_marked_by_the_board() -> None:
    for seed in (SEED, 3, 11, 27, 101):
        for seats in (2, 3, 4):
            state = RULES.initial_state(RULES.default_options(), seed, seats)
            seat = RULES.active_seats(state)[0]
            top = _best_corner(state)
            best = Action("place_village", (top,))
            top_worth = corner_worth(state, top)
            for c in RULES.setup_spots(state):
                marked = board_mark(RULES, state, seat, Action("place_village", (c,)), best)
                if corner_worth(state, c) > SURE_SHARE * top_worth:
                    assert marked is None, (seed, seats, c)
            assert board_mark(RULES, state, seat, best, best) is None


def test_the_best_corner_played_is_not_marked_in_the_analysis() -> None:
    state = _start()
    top = Action("place_village", (_best_corner(state),))
    after = RULES.clone(state)
    RULES.apply(after, 0, top)
    road = RULES.legal_actions(after, 0)[0]
    judged = analyse(RULES, dict(OPTIONS), SEED, SEATS, [(0, top), (0, road)], make_analyser(0.1))
    assert judged[0].mark is None
