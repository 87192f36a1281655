"""A marked Kona move says why in the replay's caption (issue 41: marks showed only numbers): what the move left
the other side, else what the better move did, in the Hint's words. The caption asks the game's analysis module."""

from kona_helpers import position

from baraza.game.core.action import Action
from baraza.game.kona import analysis
from baraza.game.kona.rules import RULES

BOARD = """
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . w b . .
    b b . . . .
"""  # White to move; Black threatens d2 -> c1, making a1 b1 c1


def _why(move: str, best: str | None):
    state = position(BOARD, 0)
    better = Action("move", tuple(best.split("-"))) if best else None
    return analysis.mark_reason(RULES, state, 0, Action("move", tuple(move.split("-"))), better)


def test_a_move_that_leaves_the_rival_a_line_says_where():
    assert _why("c2-c3", "c2-b1") == "it left Black a line of three on c1"


def test_otherwise_the_better_move_is_named_with_what_it_does():
    board = """
        . . . . . .
        . . . . . .
        . . . . . .
        w w . . . .
        . . . . . .
        . . . . w .
    """
    state = position(board, 0)
    words = analysis.mark_reason(RULES, state, 0, Action("move", ("a3", "a4")), Action("move", ("e1", "d2")))
    assert words == "e1 → d2 wins by force: it threatens a line on c3"  # Black has no piece left (kona18: says it wins)


def test_nothing_is_made_up_when_neither_move_shows_anything():
    quiet = """
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        w . . . . b
    """
    state = position(quiet, 0)
    assert analysis.mark_reason(RULES, state, 0, Action("move", ("a1", "a2")), Action("move", ("a1", "b2"))) is None
