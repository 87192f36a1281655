"""Why the Hint's move, in a few words a new player can check on the board: "it stops Black's line on c3", "it
threatens a line on c4", "it covers Black's piece on d3". A playtester's first hint read only "Hint: a6 → b6".

Each reason is one move of a side tried once on the board (nothing is searched): the words say what the move does,
never that it wins; the proven verdict, when there is one, is the Hint's note beside them.
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.kona.rules import (
    COLOUR_NAMES,
    NO_SQUARE,
    POP,
    PUSH,
    TOP,
    KonaView,
    generate_moves,
    lines_of,
    square_index,
)
from baraza.game.kona.threats import board_of, board_threats, landing_squares, next_moves, squares_words


def hint_reason(view: KonaView, action: Action) -> str | None:
    """A short reason for `action` by the side to move in `view`, or None when the move does nothing a glance can
    name (it keeps the position: the arrow alone)."""
    me = view.to_move
    if me is None or action.kind != "move" or view.is_over:
        return None
    other = 1 - me
    board = board_of(view)
    f, t = square_index(action.args[0]), square_index(action.args[1])
    after = list(board)
    after[f] = POP[after[f]]
    covered = TOP[board[t]] == other
    after[t] = PUSH[after[t]][me]
    if lines_of(after, me):
        return "it makes your line of three"
    theirs_before = landing_squares(board_threats(board, other, next_moves(view, other, board)))
    theirs_after = landing_squares(board_threats(after, other, next_moves(view, other, after)))
    if theirs_before and not theirs_after:
        return f"it stops {COLOUR_NAMES[other]}'s line on {squares_words(theirs_before)}"
    mine = landing_squares(board_threats(after, me, generate_moves(after, me, False, NO_SQUARE)))
    if mine and not theirs_after:
        return f"it threatens a line on {squares_words(mine)}"
    if covered:
        return f"it covers {COLOUR_NAMES[other]}'s piece on {action.args[1]}"
    return None
