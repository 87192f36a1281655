"""Concrete reasons for a quiet Kona move, each checked on the board: the reply it takes away, the cover it escapes,
the line it prepares, the pieces it keeps on top, the centre it takes. A blind tester (round 9) read "it is the
strongest move the search finds here" and "it keeps Black's pieces under yours covered" (which pieces?) as no
reason at all: every sentence here names squares the player can look at.

Nothing is searched: each side's moves are tried once or twice on the board (a "setup" is a move after which its
side could make a line with its next move). "else Black could …" speaks of what Black could do if it were Black's
turn in the position before the move, which the move takes away.
"""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.kona.rules import (
    COLOUR_NAMES,
    NO_SQUARE,
    POP,
    SQUARES,
    TOP,
    KonaView,
    generate_moves,
    lines_of,
)
from baraza.game.kona.threats import (
    board_of,
    board_threats,
    landing_squares,
    moved,
    next_moves,
    squares_words,
)

CENTRE = frozenset(("c3", "d3", "c4", "d4"))
Move = tuple[int, int]


def move_text(move: Move) -> str:
    return f"{SQUARES[move[0]]} → {SQUARES[move[1]]}"


def setups(view: KonaView, board: list[int], colour: int, moves: list[Move] | None = None) -> dict[Move, list[str]]:
    """The moves of `colour` on `board` (as if its turn) after which it could make a line next move, each with the
    squares that line would land on; a move that uncovers a line of the other side's is left out (it loses)."""
    found: dict[Move, list[str]] = {}
    for f, t in moves if moves is not None else next_moves(view, colour, board):
        after = moved(board, f, t, colour)
        if lines_of(after, colour) or lines_of(after, 1 - colour):
            continue  # a line at once is a line, not a setup
        squares = landing_squares(board_threats(after, colour, generate_moves(after, colour, False, NO_SQUARE)))
        if squares:
            found[(f, t)] = squares
    return found


def reply_words(board: list[int], move: Move, colour: int) -> str:
    """What `colour`'s move does, in a few words: "cover your c4 (a6 → c4)", else "play a6 → c4"."""
    f, t = move
    if TOP[board[t]] == 1 - colour:
        return f"cover your {SQUARES[t]} ({move_text(move)})"
    return f"play {move_text(move)}"


def quiet_plan(view: KonaView, board: list[int], after: list[int], f: int, t: int) -> str | None:
    """The first true concrete reason among: the setup the move takes away from the other side, the cover the moved
    piece escapes, the setup it makes for its own side; None when none holds."""
    me = view.to_move
    other = 1 - me
    theirs_before = setups(view, board, other)
    if theirs_before:
        theirs_after = setups(view, after, other)
        gone = [m for m in theirs_before if m not in theirs_after]
        if gone and len(theirs_after) < len(theirs_before):
            m = gone[0]
            return (f"else {COLOUR_NAMES[other]} could play {move_text(m)}{_covering(board, m, other)} and threaten "
                    f"a line on {squares_words(theirs_before[m])}")
    if TOP[board[f]] == me:
        covers = [m for m in next_moves(view, other, board) if m[1] == f]
        if covers and not [m for m in next_moves(view, other, after) if m[1] == t]:
            return (f"it moves your piece from {SQUARES[f]}, where {move_text(covers[0])} could cover it, to "
                    f"{SQUARES[t]}, where nothing can")
    mine_before = setups(view, board, me, generate_moves(board, me, False, NO_SQUARE))
    mine_after = setups(view, after, me, generate_moves(after, me, False, NO_SQUARE))
    new = [m for m in mine_after if m not in mine_before and m[0] == t]
    if new:
        m = new[0]
        return f"it prepares {move_text(m)}, which would threaten a line on {squares_words(mine_after[m])}"
    return None


def _covering(board: list[int], move: Move, colour: int) -> str:
    return f", covering your {SQUARES[move[1]]}," if TOP[board[move[1]]] == 1 - colour else ""


def kept_on_top(board: list[int], after: list[int], me: int, f: int) -> list[str]:
    """The squares where a piece of `me`'s still sits right on top of the other side's after the move from `f`
    (moving any of them would uncover the other side's piece); none when the move itself uncovers one."""
    other = 1 - me
    if TOP[after[f]] == other:
        return []
    return [SQUARES[s] for s in range(len(board))
            if s != f and TOP[board[s]] == me and TOP[POP[board[s]]] == other]


def kept_words(view: KonaView, board: list[int], after: list[int], me: int, f: int) -> str | None:
    """"it keeps your pieces on a1, d3 and f6 on top of Black's: lifting d3 would let Black threaten a line on e2
    and b5 at once" (kept_on_top's squares, and the worst a lift would give the other side, every landing tried:
    a line threat, else a setup); "moving them would uncover Black's piece" alone read as a reason by elimination
    (kona15). None when the move keeps nothing on top."""
    kept = kept_on_top(board, after, me, f)
    if not kept:
        return None
    other = 1 - me
    name = COLOUR_NAMES[other]
    head = f"it keeps your piece{'s' if len(kept) > 1 else ''} on {squares_words(kept).replace(' or ', ' and ')} " \
           f"on top of {name}'s"
    worst: tuple[int, str] | None = None  # (how bad, words) of the least bad landing of the worst lift
    for square in kept:
        s = SQUARES.index(square)
        lifts = [_lift_harm(view, moved(board, s, t, me), other) for start, t in next_moves(view, me, board)
                 if start == s]
        if lifts:
            harm = min(lifts)
            if harm[0] > 0 and (worst is None or harm[0] > worst[0]):
                worst = (harm[0], f"lifting {square} would let {name} {harm[1]}")
    if worst is None:
        return f"{head}: moving {'them' if len(kept) > 1 else 'it'} would uncover {name}'s piece"
    return f"{head}: {worst[1]}"


def drawback_words(view: KonaView, move: Move, reply: Move | None = None) -> str | None:
    """What the mover's `move` gives the other side, in the words of the Hint's reason for keeping a piece on top
    (`kept_words`): "lifting a1 lets Black play a1 → a2 and threaten a line on c4" (kona21's Practise passed a1 → a3
    as "Good enough" beside a Hint that warned of just that). A line to make at once, else a setup the other side
    did not have before the move, the judge's `reply` first when it is one; None when the board shows neither."""
    me = view.to_move
    if me is None or view.is_over:
        return None
    other, name = 1 - me, COLOUR_NAMES[1 - me]
    board = board_of(view)
    f, t = move
    after = moved(board, f, t, me)
    lifted = TOP[board[f]] == me and TOP[after[f]] == other  # the move uncovered the other side's piece
    lines = landing_squares(board_threats(after, other, next_moves(view, other, after)))
    if lines:
        had = landing_squares(board_threats(board, other, next_moves(view, other, board)))
        if set(lines) <= set(had):
            return f"it leaves {name} a line to make at once on {squares_words(lines)}"
        return f"{f'lifting {SQUARES[f]}' if lifted else 'it'} lets {name} make a line at once on " \
               f"{squares_words(lines)}"
    before = setups(view, board, other)
    new = {m: squares for m, squares in setups(view, after, other).items() if m not in before}
    if not new:
        return None
    m = reply if reply in new else min(new, key=lambda m: m[0] != f)  # the uncovered piece's own move first
    who = f"lifting {SQUARES[f]}" if lifted and m[0] == f else "it"
    return f"{who} lets {name} play {move_text(m)}{_covering(after, m, other)} and threaten a line on " \
           f"{squares_words(new[m])}"


def _lift_harm(view: KonaView, board: list[int], other: int) -> tuple[int, str]:
    """What `other` could do on `board` (its turn), worst first: a line threat on two squares or more (3), on one
    (2), a setup (1), else nothing (0), with its words."""
    squares = landing_squares(board_threats(board, other, next_moves(view, other, board)))
    if len(squares) > 1:
        return 3, f"threaten a line on {' and '.join(squares)} at once"
    if squares:
        return 2, f"threaten a line on {squares[0]}"
    found = setups(view, board, other)
    if found:
        m, on = next(iter(found.items()))
        return 1, f"play {move_text(m)} and threaten a line on {squares_words(on)}"
    return 0, ""


def centre_words(view: KonaView, after: list[int], me: int, t: int) -> str | None:
    """For a side's first move onto one of the four centre squares: how far the piece reaches from there."""
    if not view.first_move_pending[me] or SQUARES[t] not in CENTRE:
        return None
    ways = sum(1 for s, _ in generate_moves(after, me, False, NO_SQUARE) if s == t)
    return f"it takes the centre early: from {SQUARES[t]} your piece can move {ways} ways, more than from the edge"


def reach_words(view: KonaView, board: list[int], after: list[int], f: int, t: int) -> str | None:
    """"from d4 your piece can go to 8 squares next (from c4: 5)" when the moved piece reaches more squares than
    before; "on d4 nothing of Black's can land on it" when it cannot be covered there; else None."""
    me, other = view.to_move, 1 - view.to_move
    now = sum(1 for s, _ in generate_moves(after, me, False, NO_SQUARE) if s == t)
    was = sum(1 for s, _ in generate_moves(board, me, False, NO_SQUARE) if s == f)
    if now > was:
        return f"from {SQUARES[t]} your piece can go to {now} squares next (from {SQUARES[f]}: {was})"
    if not [m for m in next_moves(view, other, after) if m[1] == t]:
        return f"on {SQUARES[t]} your piece is out of reach: nothing of {COLOUR_NAMES[other]}'s can land on it"
    theirs_now, theirs_then = len(next_moves(view, other, board)), len(next_moves(view, other, after))
    if theirs_then < theirs_now:
        return f"it takes room from {COLOUR_NAMES[other]}: {theirs_then} moves left to it instead of {theirs_now}"
    mine_now = len(generate_moves(board, me, False, NO_SQUARE))
    mine_then = len(generate_moves(after, me, False, NO_SQUARE))
    if mine_then > mine_now:
        return f"it gives you more room: {mine_then} moves next instead of {mine_now}"
    return None


def lost_line(view: KonaView, board: list[int], pv: list[Move], mover: int) -> list[str]:
    """The squares of the line the winner has at the end of the principal variation `pv` (moves alternate from
    `mover`), or [] when the line is not a clean sequence of legal-looking moves."""
    side = mover
    for f, t in pv:
        if TOP[board[f]] != side:
            return []
        board = moved(board, f, t, side)
        mine = lines_of(board, side)
        lines, near = (mine, t) if mine else (lines_of(board, 1 - side), f)  # landed on, else uncovered
        if lines:
            run = next((run for run in lines if near in run), lines[0])
            return three_of([SQUARES[s] for s in run], SQUARES[near])
        side = 1 - side
    return []


def three_of(run: Sequence[str], *near: str) -> list[str]:
    """A line of three out of `run` (squares in a row, three or more), the first three holding every square of
    `near` (the square the line was made on, the one uncovered) when one does, else the most of them: "a line on
    a1-b2-c3-d4" named four squares where b2-c3-d4 was made (kona22)."""
    run = list(run)
    threes = [run[i:i + 3] for i in range(max(1, len(run) - 2))]
    return max(threes, key=lambda three: sum(square in three for square in near))
