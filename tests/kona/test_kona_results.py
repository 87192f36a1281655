"""Kona's results-screen lines: how the match ended in squares and turns, never a bare reason."""

from __future__ import annotations

from baraza.game.core.rules import replay
from baraza.game.kona.rules import RULES, SQUARES, square_index
from baraza.game.simulate import play_match


def _finished(seed: int, seats=("ai:easy", "random"), options=None):
    rec = play_match("kona", list(seats), seed, options)
    state, _ = replay(RULES, rec.options, rec.seed, 2, rec.moves)
    return state


def test_a_line_win_names_the_colour_the_squares_and_the_turn_the_header_counts():
    for seed in range(1, 6):
        state = _finished(seed)
        lines = RULES.result_lines(state)
        if state.reason != "line":
            continue
        winner = ("White", "Black")[state.winner]
        squares = "–".join(SQUARES[s] for s in state.winning_line)
        turn = RULES.turn_number(state)  # the results screen's "N turns": the two must agree
        assert lines[0].startswith(f"{winner} made a line of ") and squares in lines[0]
        assert f"on turn {turn}" in lines[0]
        assert "covered" in lines[1] and "topped" in lines[2]
        assert not any(line in ("line", "uncovered line") for line in lines)


def test_other_endings_say_what_happened():
    state = _finished(2)
    state.reason, state.winner = "uncovered line", 1 - (len(state.moves) - 1) % 2
    assert "uncovered a" in RULES.result_lines(state)[0] and "wins" in RULES.result_lines(state)[0]
    state.reason, state.winning_line, state.winning_lines = "blocked", (), ()
    assert "had no legal move" in RULES.result_lines(state)[0]
    state.reason, state.winner, state.draw = "repetition", None, True
    assert "third time" in RULES.result_lines(state)[0] and "draw" in RULES.result_lines(state)[0]


def test_covers_are_counted_from_the_moves():
    state = RULES.initial_state({}, 1, 2)
    assert RULES.result_lines(state) == []  # nothing before the end
    # White f1→f4 and Black a1→a4 land on empty squares; White a6→a4 lands on Black's piece: one cover.
    for f, t in (("f1", "f4"), ("a1", "a4"), ("a6", "a4")):
        state.moves.append((square_index(f), square_index(t)))
    state.winner, state.reason = 0, "blocked"
    lines = RULES.result_lines(state)
    assert "White covered 1 Black piece;" in lines[1] and "Black covered 0 White pieces" in lines[1]
