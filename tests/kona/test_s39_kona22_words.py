"""Practise and Hint words a blind tester (kona22) found untrue or overstated: a "keeps your piece on a1 on top"
reason beside a better move that lifts a1; a reach ("from a4 your piece can go to 5 squares next") as the reason
where the game's move lost by force; "Every move loses now; this one holds out longest" of the only legal move;
"a line on a1-b2-c3-d4" for a line of three; "right at the first try: well done" for a try 5 points below the best."""

from __future__ import annotations

from kona_helpers import position
from test_s35_hint_reason_spared import _before_move_15

import baraza.game.kona.exercises as exercises
from baraza.game.core.action import Action
from baraza.game.kona import analysis
from baraza.game.kona.exercises import Answer
from baraza.game.kona.hint_reason import hint_reason
from baraza.game.kona.plans import lost_line
from baraza.game.kona.rules import RULES, square_index
from baraza.game.kona.threats import board_of
from baraza.scenes.kona.practise_verdict import PASSED_SHORT, RIGHT, end_words, first_try

ONLY_MOVE = """
. . . . . b
. . . . . .
. . . . . .
. . . . . .
bbb bbb . . . .
w . . . . .
"""


def test_the_only_legal_move_is_called_so() -> None:
    state = position(ONLY_MOVE, 0)
    assert RULES.legal_actions(state, 0) == [Action("move", ("a1", "b1"))]
    words = analysis.hint_verdict(RULES.view(state, None))
    assert words == "Your only move, and it loses: Black needs 3 moves to win", words
    assert "holds out longest" not in words and "Every move" not in words


def test_only_move_words() -> None:
    assert analysis.only_move_words("Black wins in 1 move", "Black") == \
        "Your only move, and it loses: Black wins next move"
    assert analysis.only_move_words(None, "Black") == "Your only move"
    assert analysis.only_move_words("White wins in 1 move", "Black") == "Your only move, and it wins now"


def test_three_of_a_run() -> None:
    # new with the fix: imported here, so the other tests run without it
    from baraza.game.kona.plans import three_of

    assert three_of(("a1", "b2", "c3", "d4"), "d4") == ["b2", "c3", "d4"]
    assert three_of(("a1", "b2", "c3", "d4"), "a1") == ["a1", "b2", "c3"]
    assert three_of(("c1", "c2", "c3")) == ["c1", "c2", "c3"]


def test_a_line_of_three_names_three_squares() -> None:
    # Black lands on c3 between a1-b2 and d4: the run is four long, the words name a line of three through c3
    diagram = """
    . . . . . w
    . . . . . .
    . . b b . .
    . . . . . .
    . b . . . .
    b . . . . w
    """
    state = position(diagram, 1)
    view = RULES.view(state, None)
    line = lost_line(view, board_of(view), [(square_index("c4"), square_index("c3"))], 1)
    assert len(line) == 3 and "c3" in line, line


def test_a_kept_piece_the_better_move_lifts_is_not_the_reason() -> None:
    view = _before_move_15()
    tried = Action("move", ("a6", "a5"))
    assert "keeps your piece on d4" in hint_reason(view, tried)  # the Hint's own words for it
    better = Action("move", ("d4", "d1"))  # lifts d4
    why = exercises._quiet_why(view, tried, None, better)
    assert why is None or "d4 on top" not in why, why
    # a better move that leaves d4 where it is does not contradict the reason
    assert "keeps your piece on d4" in exercises._quiet_why(view, tried, None, Action("move", ("a6", "b6")))


def test_the_game_moves_forced_loss_comes_before_the_reach(monkeypatch) -> None:
    view = _before_move_15()
    answer, played = Action("move", ("a6", "b5")), Action("move", ("f1", "e2"))
    reach = "from b5 your piece can go to 5 squares next (from a6: 3)"
    monkeypatch.setattr(exercises, "hint_reason", lambda v, a, minor=True: reach if minor else None)
    why = exercises._quiet_why(view, answer, played, None)
    assert why is not None and why.startswith("f1 → e2, the move played, let Black play a1 → a4 and win by force; "
                                              "after a6 → b5 Black"), why
    assert "squares next" not in why


def test_a_try_below_the_best_is_not_right_at_the_first_try() -> None:
    yours, better = Action("move", ("d5", "e5")), Action("move", ("a1", "a4"))
    short = Answer(True, "Good: that keeps your chances (43%).", None, yours, better, 0.43, 0.48)
    assert first_try(short, None) == PASSED_SHORT
    assert "well done" not in end_words([first_try(short, None)])
    best = Answer(True, "Good: that keeps your chances (48%).", None, yours, None, 0.48, 0.48)
    assert first_try(best, None) == RIGHT
    assert "well done" in end_words([first_try(best, None)])
    same = Answer(True, "Good: that keeps your chances (48%).", None, yours, better, 0.481, 0.479)  # shown equal
    assert first_try(same, None) == RIGHT


