"""Kona rules, one rule at a time, on hand-built positions."""

from __future__ import annotations

import json
import random

import pytest
from kona_helpers import move, position, targets

from baraza.game.core.action import Action
from baraza.game.kona import RULES, path_squares
from baraza.game.kona.rules import HEIGHT, TOP, stack_colours

EMPTY_ROW = ". . . . . ."


def test_setup() -> None:
    state = RULES.initial_state({}, seed=5, num_seats=2)
    view = RULES.view(state, 0)
    assert view.stacks["a6"] == (0, 1, 0) and view.stacks["f1"] == (0, 1, 0)
    assert view.stacks["f6"] == (1, 0, 1) and view.stacks["a1"] == (1, 0, 1)
    assert sum(len(s) for s in view.stacks.values()) == 12
    assert [sq for sq, s in view.stacks.items() if s] == ["a1", "f1", "a6", "f6"]
    assert view.to_move == 0 and RULES.active_seats(state) == (0,)
    assert view.first_move_pending == (True, True)
    assert RULES.seat_names(2) == ["White", "Black"]
    assert state.rng is not None


def test_first_move_goes_one_two_or_three_squares() -> None:
    state = RULES.initial_state({}, 1, 2)
    assert targets(state, "f1") == {"f2", "f3", "f4", "e1", "d1", "c1", "e2", "d3", "c4"}
    assert targets(state, "a6") == {"a5", "a4", "a3", "b6", "c6", "d6", "b5", "c4", "d3"}
    assert targets(state, "a1") == set()  # Black on top: not White's
    assert len(RULES.legal_actions(state, 0)) == 18
    assert RULES.legal_actions(state, 1) == []  # not Black's turn


def test_black_first_move_may_not_land_on_whites_landing_square() -> None:
    state = RULES.initial_state({}, 1, 2)
    RULES.apply(state, 0, move("f1", "f2"))  # f1 is now White-Black: Black on top, height 2
    assert RULES.view(state, 1).forbidden_square == "f2"
    assert "f2" not in targets(state, "f1")
    # The same board without the first-move restriction allows landing on the single piece.
    free = RULES.state_from_board(state.board, 1, (False, True))
    assert "f2" in targets(free, "f1")
    # A height-2 stack still reaches 3 squares on a first move.
    assert {"e1", "d1", "c1", "e2", "d3", "c4"} <= targets(state, "f1")


def test_black_first_move_may_not_pass_over_the_forbidden_square() -> None:
    diagram = """
        . . . . . b
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        bwb . . . . .
    """
    state = position(diagram, to_move=1, first=(False, True), forbidden="b2")
    assert "c3" not in targets(state, "a1") and "b2" not in targets(state, "a1")
    assert "d4" not in targets(state, "a1")
    free = position(diagram, to_move=1, first=(False, True))
    assert {"b2", "c3", "d4"} <= targets(free, "a1")


def test_forbidden_square_clears_after_blacks_first_move() -> None:
    state = RULES.initial_state({}, 1, 2)
    RULES.apply(state, 0, move("f1", "f2"))
    RULES.apply(state, 1, move("a1", "a2"))
    view = RULES.view(state, 0)
    assert view.forbidden_square is None and view.first_move_pending == (False, False)
    # White's next move from a6 (height 3) now goes exactly 3 squares.
    assert targets(state, "a6") == {"a3", "d6", "d3"}


DIAGRAM_MOVES = """
    w . . . . b
    . . . . . .
    . . . . . .
    . . bw . . .
    . . . . . .
    . . . . . .
"""


def test_a_piece_moves_exactly_the_height_of_its_stack() -> None:
    state = position(DIAGRAM_MOVES)
    assert targets(state, "c3") == {"c5", "c1", "a3", "e3", "a5", "e5", "a1", "e1"}
    assert targets(state, "a6") == {"a5", "b6", "b5"}
    assert targets(state, "f6") == set()  # Black's, and White is to move


def test_path_must_be_empty_and_landing_below_three() -> None:
    diagram = """
        w . . . . b
        . . . . . .
        . . w . . .
        bb . bw . bwb .
        . . . . . .
        . . . . . .
    """
    state = position(diagram)
    reach = targets(state, "c3")
    assert "c5" not in reach  # c4 is in the way
    assert "e3" not in reach  # a full stack of three
    assert "a3" in reach  # landing on a stack of two is fine
    assert "a1" in reach and "e1" in reach


def test_no_move_off_the_board() -> None:
    diagram = """
        . . . . . b
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        bbw . . . . .
    """
    state = position(diagram)
    assert targets(state, "a1") == {"a4", "d4", "d1"}


def test_buried_pieces_cannot_move() -> None:
    diagram = """
        . . . . . b
        . . . . . .
        . . . . . .
        . . wb . . .
        . . . . . .
        w . . . . .
    """
    state = position(diagram)
    froms = {a.args[0] for a in RULES.legal_actions(state, 0)}
    assert froms == {"a1"}


def test_uncovered_piece_counts_again_and_gives_the_opponent_a_line() -> None:
    diagram = """
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . b
        w wb w . . .
    """
    state = position(diagram, to_move=1)
    assert not RULES.is_terminal(state)  # the buried White piece does not count yet
    events = RULES.apply(state, 1, move("b1", "b3"))
    assert state.winner == 0 and state.reason == "uncovered line"
    assert events[-1].kind == "win" and events[-1].data["line"] == ("a1", "b1", "c1")
    assert RULES.result(state).winners == (0,)
    assert RULES.active_seats(state) == () and RULES.legal_actions(state, 1) == []


def test_both_sides_lines_at_once_the_mover_wins() -> None:
    diagram = """
        . . . . . .
        . b . . . .
        . b . . . .
        . . . . . .
        . . . . . .
        w wb w . . .
    """
    state = position(diagram, to_move=1)
    events = RULES.apply(state, 1, move("b1", "b3"))
    assert state.winner == 1 and state.reason == "line"
    assert set(RULES.view(state, 0).winning_line) == {"b3", "b4", "b5"}
    assert events[-1].seat == 1


def test_line_of_four_and_diagonal() -> None:
    row = """
        . . bw . . .
        . . . . . .
        w w . w . .
        . . . . . .
        . . . . . .
        . . . . . b
    """
    state = position(row)
    events = RULES.apply(state, 0, move("c6", "c4"))
    assert state.winner == 0 and events[-1].data["line"] == ("a4", "b4", "c4", "d4")
    assert "wins" in events[-1].text

    diagonal = """
        . . . . . .
        . . bw . . .
        . . . . . .
        . . . . . .
        . w . . . .
        w . . . . b
    """
    state = position(diagonal)
    RULES.apply(state, 0, move("c5", "c3"))
    view = RULES.view(state, 1)
    assert view.winner == 0 and view.is_over and view.winning_line == ("a1", "b2", "c3")
    assert view.to_move is None


def test_two_in_a_row_is_not_a_line_and_colours_must_match() -> None:
    diagram = """
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . w
        w b w . . b
    """
    state = position(diagram)
    RULES.apply(state, 0, move("f2", "f3"))
    assert not RULES.is_terminal(state)


def test_a_side_without_legal_moves_loses() -> None:
    diagram = """
        . . . . . w
        . . . . . .
        . . . . . .
        . . . . . .
        bbw bbw . . . .
        b bbw . . . .
    """
    state = position(diagram)
    events = RULES.apply(state, 0, move("f6", "f5"))
    assert state.winner == 0 and state.reason == "blocked"
    assert events[-1].kind == "win" and "no legal move" in events[-1].text
    assert RULES.result(state).scores == (1.0, 0.0)


def test_a_side_with_no_pieces_on_top_is_blocked() -> None:
    diagram = """
        wb . . . . .
        . . . . . .
        . . . . . .
        . . bb . . .
        . . . . . .
        . . w . . .
    """
    state = position(diagram, to_move=1)
    RULES.apply(state, 1, move("c3", "c1"))  # covers White's last free piece
    assert state.winner == 1 and state.reason == "blocked"


def test_third_repetition_is_a_draw() -> None:
    diagram = """
        w . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . b
    """
    state = position(diagram)
    cycle = [(0, "a6", "a5"), (1, "f1", "f2"), (0, "a5", "a6"), (1, "f2", "f1")]
    events = []
    for seat, a, b in cycle * 2:
        assert not RULES.is_terminal(state)
        events = RULES.apply(state, seat, move(a, b))
    assert state.draw and RULES.is_terminal(state)
    assert events[-1].kind == "draw" and events[-1].text
    assert RULES.result(state).winners == () and RULES.result(state).scores == (0.5, 0.5)
    assert RULES.view(state, 0).repetitions == 3


def test_events_texts_and_describe() -> None:
    state = RULES.initial_state({}, 1, 2)
    action = move("a6", "c4")
    assert RULES.describe_action(state, 0, action) == "a6 → c4"
    events = RULES.apply(state, 0, action)
    assert events[0].kind == "move" and events[0].seat == 0
    assert events[0].data["from"] == "a6" and events[0].data["to"] == "c4"
    assert events[0].data["path"] == ("b5",)
    assert events[0].text == "White moved a6→c4 onto an empty square, uncovering a Black piece"


def test_path_squares() -> None:
    assert path_squares("a6", "d3") == ("b5", "c4")
    assert path_squares("c3", "c4") == ()
    assert path_squares("f1", "f4") == ("f2", "f3")
    with pytest.raises(ValueError):
        path_squares("a1", "b3")


def test_illegal_moves_are_refused() -> None:
    state = RULES.initial_state({}, 1, 2)
    with pytest.raises(ValueError):
        RULES.apply(state, 0, move("a1", "a2"))  # Black's stack
    with pytest.raises(ValueError):
        RULES.apply(state, 1, move("a1", "a2"))  # not Black's turn
    with pytest.raises(ValueError):
        RULES.apply(state, 0, move("a6", "a2"))  # four squares on a first move
    assert not RULES.is_legal(state, 0, Action("jump", ("a6", "a5")))


def test_actions_round_trip_through_json() -> None:
    state = RULES.initial_state({}, 1, 2)
    rng = random.Random(3)
    while not RULES.is_terminal(state):
        legal = RULES.legal_actions(state, state.to_move)
        for action in legal:
            assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
        RULES.apply(state, state.to_move, legal[rng.randrange(len(legal))])


def test_view_contents() -> None:
    state = RULES.initial_state({}, 1, 2)
    RULES.apply(state, 0, move("a6", "c4"))
    view = RULES.view(state, None)
    assert len(view.stacks) == 36 and view.stacks["c4"] == (0,) and view.stacks["a6"] == (0, 1)
    assert view.top("a6") == 1 and view.height("a6") == 2 and view.top("b2") is None
    assert view.to_move == 1 and view.first_move_pending == (False, True)
    assert view.forbidden_square == "c4"
    assert view.last_move == ("a6", "c4") and view.last_path == ("b5",)
    assert view.move_number == 1 and view.move_history == (("a6", "c4"),)
    assert view.winner is None and not view.is_over and not view.is_draw and view.reason == ""
    assert view.winning_line == () and view.repetitions == 1


def test_clone_is_independent() -> None:
    state = RULES.initial_state({}, 1, 2)
    copy = RULES.clone(state)
    RULES.apply(copy, 0, move("a6", "c4"))
    assert state.moves == [] and state.first_pending == [True, True]
    assert copy.rng.random() == state.rng.random()


def test_random_matches_keep_invariants() -> None:
    rng = random.Random(11)
    for seed in range(60):
        state = RULES.initial_state({}, seed, 2)
        while not RULES.is_terminal(state):
            seat = state.to_move
            legal = RULES.legal_actions(state, seat)
            assert legal, "a side without moves should already have lost"
            events = RULES.apply(state, seat, legal[rng.randrange(len(legal))])
            assert events and all(e.text for e in events)
            pieces = [c for code in state.board for c in stack_colours(code)]
            assert pieces.count(0) == 6 and pieces.count(1) == 6
            assert max(HEIGHT[c] for c in state.board) <= 3
        assert RULES.result(state).reason in ("line", "uncovered line", "blocked", "repetition")
        if state.winner is not None and state.reason != "blocked":
            line = state.winning_line
            assert len(line) >= 3 and all(TOP[state.board[s]] == state.winner for s in line)


def test_registry_exposes_kona() -> None:
    from baraza.game.registry import get_game

    entry = get_game("kona")
    assert entry.rules is RULES and entry.title == "Kona"
    for kind in ("ai:easy", "ai:normal", "ai:hard"):
        assert entry.make_agent(kind, 1, 5).choose

