"""The Hint says why, in words a player can check on the board (a playtester's first hint read only "a6 → b6")."""

from kona_helpers import position

from baraza.game.core.action import Action
from baraza.game.kona.agent import KonaAgent
from baraza.game.kona.rules import RULES


def _why(diagram: str, move: str):
    state = position(diagram, 0)
    return KonaAgent("easy", seed=1).explain(RULES.view(state, 0), Action("move", tuple(move.split("-"))))


def test_a_move_that_breaks_the_rivals_coming_line_says_so():
    board = """
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . w b . .
        b b . . . .
    """  # Black threatens d2 -> c1, making a1 b1 c1
    assert _why(board, "c2-b1") == "it stops Black's line on c1"  # b1 covered: no Black line is left to make
    assert _why(board, "c2-c3") is None  # a move that leaves the threat says nothing of it


def test_a_move_that_threatens_a_line_says_where():
    assert _why("""
        . . . . . .
        . . . . . .
        . . . . . .
        w w . . . .
        . . . . . .
        . . . . w .
    """, "e1-d2") == "it threatens a line on c3"


def test_a_move_that_covers_a_piece_or_makes_the_line_says_so():
    assert _why("""
        . . . . . b
        . . . . . .
        . . . . . .
        . . . . . .
        . . b . . .
        . . w . . .
    """, "c1-c2") == "it covers Black's piece on c2: a covered piece can neither move nor count in a line"
    assert _why("""
        . . . . . b
        . . . . . .
        . . . . . .
        . . . . . .
        . w . . . .
        w . w . . .
    """, "b2-b1") == "it makes your line of three"
