"""The analysis marked the normal AI's own setup villages (2 seats, seed 6: "inaccuracy"). The AI was wrong, not
the judge: it placed by pips alone, ties broken by the corner's number, so its second village went on Brick 6,
Wheat 10, Wheat 4 (two kinds it already had) over Wood 6, Ore 9, Brick 11 (Ore new) at the same 11 rolls in 36, and
the paired play-outs saw the loss. Normal setup villages now count each kind of resource new to the seat (ai.py
NEW_KIND); over 1000 games against the old normal it wins no less (docs/records/krownia-setup-2026-12-07). The
judge is unchanged: the poor corners its tests mark are still marked."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.krownia import RULES, make_agent
from baraza.game.krownia.analysis import make_analyser
from baraza.game.krownia.constants import SETUP_ROAD, SETUP_VILLAGE
from baraza.game.krownia.mark_words import corner_yield
from baraza.game.krownia.setup_judge import board_mark, corner_worth


def _setup(seed: int, seats: int) -> list[tuple[int, Action]]:
    """The setup's moves of normal AIs in every seat (seeded as `baraza simulate` seeds them)."""
    state = RULES.initial_state(RULES.default_options(), seed, seats)
    agents = [make_agent("normal", s, seed * 31 + s) for s in range(seats)]
    moves = []
    while state.phase in (SETUP_VILLAGE, SETUP_ROAD):
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else agents[seat].choose(RULES, RULES.view(state, seat), seat, legal)
        moves.append((seat, action))
        RULES.apply(state, seat, action)
    return moves


def _kinds(state, corners) -> set[str]:
    return {part.split()[0] for c in corners for part in corner_yield(state, c)[1].split(", ")}


def test_the_second_village_adds_a_kind_where_an_equal_corner_does() -> None:
    moves = _setup(6, 2)
    state = RULES.initial_state(RULES.default_options(), 6, 2)
    for seat, action in moves[:4]:
        RULES.apply(state, seat, action)
    seat, second = moves[4]
    first = next(a.args[0] for s, a in moves[:4] if s == seat and a.kind == "place_village")
    assert _kinds(state, [first, second.args[0]]) > _kinds(state, [first])
    # never fewer rolls than the richest open corner's by more than a new kind is worth
    richest = max(corner_yield(state, c)[0] for c in RULES.setup_spots(state))
    assert corner_yield(state, second.args[0])[0] >= richest - 3


def test_no_normal_setup_village_is_marked_on_seeds_6_and_8() -> None:
    for seed in (6, 8):
        state = RULES.initial_state(RULES.default_options(), seed, 2)
        for seat, action in _setup(seed, 2):
            if action.kind == "place_village":
                assert judge_move(RULES, state, 2, seat, action, make_analyser(0.25)) is None, (seed, action)
            RULES.apply(state, seat, action)


def test_the_board_never_marks_a_normal_setup_village() -> None:
    for seats in (2, 3, 4):
        for seed in range(1, 31):
            state = RULES.initial_state(RULES.default_options(), seed, seats)
            for seat, action in _setup(seed, seats):
                if action.kind == "place_village":
                    assert board_mark(RULES, state, seat, action, None) is None, (seed, seats, action)
                RULES.apply(state, seat, action)


def test_the_poor_corners_are_still_marked_by_the_board() -> None:
    tester = RULES.initial_state({"target": 10, "discard_limit": 7, "friendly_pirate": False, "beginner": False,
                                  "turn_timer": 0, "lesson_deck": False, "lesson_dice": False}, 913928, 3)
    assert board_mark(RULES, tester, 0, Action("place_village", (0,)), None) == "mistake"  # hills 2 alone (s34)
    seed3 = RULES.initial_state(RULES.default_options(), 3, 2)
    seat = RULES.active_seats(seed3)[0]
    best = max(RULES.setup_spots(seed3), key=lambda c: corner_worth(seed3, c))
    assert board_mark(RULES, seed3, seat, Action("place_village", (1,)), None) is not None  # Wood 2 (s33)
    assert board_mark(RULES, seed3, seat, Action("place_village", (best,)), None) is None
