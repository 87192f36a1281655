"""Why the Hint's move, in a few words a new player can check on the board: "it stops Black's line on c3", "it
threatens a line on c4", "it covers Black's piece on d3". A playtester's first hint read only "Hint: a6 → b6".

Each reason is one move of a side tried once on the board (nothing is searched): the words say what the move does,
never that it wins; the proven verdict, when there is one, is the Hint's note beside them.
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.kona.rules import (
    BLACK,
    COLOUR_NAMES,
    NO_SQUARE,
    NUM_SQUARES,
    POP,
    PUSH,
    SQUARES,
    TOP,
    KonaView,
    generate_moves,
    lines_of,
    square_index,
    stack_code,
)


def _line_landings(board: list[int], colour: int, first: bool, forbidden: int) -> list[str]:
    """The squares `colour` could land on next to make a line of its own, in board order."""
    found: set[int] = set()
    for f, t in generate_moves(board, colour, first, forbidden):
        after = list(board)
        after[f] = POP[after[f]]
        after[t] = PUSH[after[t]][colour]
        if lines_of(after, colour):
            found.add(t)
    return [SQUARES[s] for s in sorted(found)]


def _words(squares: list[str]) -> str:
    return squares[0] if len(squares) == 1 else ", ".join(squares[:-1]) + " or " + squares[-1]


def hint_reason(view: KonaView, action: Action) -> str | None:
    """A short reason for `action` by the side to move in `view`, or None when the move does nothing a glance can
    name (it keeps the position: the arrow alone)."""
    me = view.to_move
    if me is None or action.kind != "move" or view.is_over:
        return None
    other = 1 - me
    board = [stack_code(view.stacks[SQUARES[i]]) for i in range(NUM_SQUARES)]
    f, t = square_index(action.args[0]), square_index(action.args[1])
    after = list(board)
    after[f] = POP[after[f]]
    covered = TOP[board[t]] == other
    after[t] = PUSH[after[t]][me]
    if lines_of(after, me):
        return "it makes your line of three"
    other_first = view.first_move_pending[other]
    forbidden = (square_index(view.forbidden_square) if other == BLACK and other_first and view.forbidden_square
                 else NO_SQUARE)
    theirs_before = _line_landings(board, other, other_first, forbidden)
    theirs_after = _line_landings(after, other, other_first, forbidden)
    if theirs_before and not theirs_after:
        return f"it stops {COLOUR_NAMES[other]}'s line on {_words(theirs_before)}"
    mine = _line_landings(after, me, False, NO_SQUARE)
    if mine and not theirs_after:
        return f"it threatens a line on {_words(mine)}"
    if covered:
        return f"it covers {COLOUR_NAMES[other]}'s piece on {action.args[1]}"
    return None
