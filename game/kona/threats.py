"""Lines a colour could make with its very next move: the table's calm warning for a new player ("Black can make a
line on d4 next move") and the practise's words for a move that let the opponent win at once.

Pure functions of a KonaView: each move of the colour is tried once; only the warning's stopping moves are checked
with the solver (a worker's job at the table: scenes/kona/warning_words.py). The warning shows
at the easy and normal levels (and against people) while "Show legal moves" is on; against a hard or expert AI it
stays off, as the other helps a strong opponent would not give (docs/rules/kona.md, Interpretations).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import (
    BLACK,
    COLOUR_NAMES,
    HEIGHT,
    MAX_HEIGHT,
    NO_SQUARE,
    NUM_SQUARES,
    POP,
    PUSH,
    SQUARES,
    TOP,
    WHITE,
    KonaView,
    generate_moves,
    lines_of,
    square_index,
    stack_code,
    stack_colours,
)

QUIET_LEVELS = ("hard", "expert")  # AI levels at whose table the warning stays off
# the solver's budget for each stopping move the warning names: the mark's "win by force" budget
# (mark_words.REPLY_NODES) and more than the judge's share, so Analyse never proves lost a move the warning advised
STOP_NODES = 20_000


@dataclass(frozen=True)
class LineThreat:
    """A move of `colour` from `start` to `end` that makes the line `line` (its squares, a1 end first)."""

    colour: int
    start: str
    end: str
    line: tuple[str, ...]


def board_of(view: KonaView) -> list[int]:
    """The view's squares as stack codes, a1 first."""
    return [stack_code(view.stacks[SQUARES[i]]) for i in range(NUM_SQUARES)]


def next_moves(view: KonaView, colour: int, board: list[int]) -> list[tuple[int, int]]:
    """The moves `colour` could make on `board` as if it were its turn (its first-move freedom, Black's forbidden
    square and a first move by lot as the view has them)."""
    first = view.first_move_pending[colour]
    if colour == WHITE and view.lot_move is not None:
        return [(square_index(view.lot_move[0]), square_index(view.lot_move[1]))]
    forbidden = (square_index(view.forbidden_square) if colour == BLACK and first and view.forbidden_square
                 else NO_SQUARE)
    return generate_moves(board, colour, first, forbidden)


def moved(board: Sequence[int], f: int, t: int, colour: int) -> list[int]:
    """`board` after `colour` moves its top piece from square `f` onto square `t` (a copy)."""
    after = list(board)
    after[f] = POP[after[f]]
    after[t] = PUSH[after[t]][colour]
    return after


def board_threats(board: list[int], colour: int, moves: list[tuple[int, int]]) -> list[LineThreat]:
    """Those of `moves` (by `colour`, on `board`) that make a line of its own."""
    found = []
    for f, t in moves:
        after = moved(board, f, t, colour)
        lines = lines_of(after, colour)  # the mover's line comes first (rules: checked before the other side's)
        if lines:
            line = next((ln for ln in lines if t in ln), lines[0])
            found.append(LineThreat(colour, SQUARES[f], SQUARES[t], tuple(SQUARES[s] for s in line)))
    return found


def line_threats(view: KonaView, colour: int) -> list[LineThreat]:
    """Every move `colour` could make next from the position of `view` that wins with a line of its own, as if it
    were `colour`'s turn (its first-move freedom, Black's forbidden square and a first move by lot included)."""
    if view.is_over:
        return []
    board = board_of(view)
    return board_threats(board, colour, next_moves(view, colour, board))


def squares_words(squares: Sequence[str]) -> str:
    return squares[0] if len(squares) == 1 else ", ".join(squares[:-1]) + " or " + squares[-1]


def landing_squares(threats: Sequence[LineThreat]) -> list[str]:
    """The squares the threatening moves land on, each once, in board order."""
    return sorted({t.end for t in threats}, key=square_index)


def threat_warning(view: KonaView, colour: int, nodes: int | None = STOP_NODES) -> str | None:
    """"Black can make a line by landing on b5 next move: cover its piece on b4 or c3 to stop it." for the colour
    about to move after the player, or None. A tester read "a line on b5", put a piece on b5 and Black simply
    landed on it: the words name only what stops every such line in this position (the player's moves tried
    once), and of those only the moves the solver does not prove lost within `nodes` nodes each (a tester played
    the advised "move onto c3" and the game was lost by force). When every such move is proven lost, the words
    say so. `nodes` None: the words that need no solver, the stopping moves left out (while the solver works)."""
    threats = line_threats(view, colour)
    squares = landing_squares(threats)
    if not squares:
        return None
    said = f"{COLOUR_NAMES[colour]} can make a line by landing on {squares_words(squares)} next move"
    own = line_threats(view, 1 - colour)
    if own:  # "move onto e2 to stop it" undersold e2, which made the player's own line and won (a Kona playtest)
        return win_first_words(own, colour, squares)
    stops = stopping_moves(view, colour, threats)
    if not stops:
        return f"{said}; nothing stops it now."
    if nodes is None:
        return f"{said}."
    held = [(f, t) for f, t in stops if holds(view, f, t, nodes)]
    if not held:
        return f"{said}; the game is lost by force."  # "no move stops it now: …" was cut at 100 % text
    return f"{said}: {_stopping_words(view, colour, threats, stops, held)} to stop it."


def win_first_words(own: Sequence[LineThreat], colour: int, squares: Sequence[str]) -> str:
    """"You win first: land on e4 (line c4–d4–e4). Black could land on c6 next for a line." The player's own
    win comes first, one landing named with its line: the panel cut "…land on e4 for a line of you…" at 150 %
    text, and the table drops the second sentence where the two do not fit whole (a blind tester)."""
    first = min(own, key=lambda t: square_index(t.end))
    others = [s for s in landing_squares(own) if s != first.end]
    more = f" or on {others[0]}" if len(others) == 1 else ""
    return (f"You win first: land on {first.end} (line {'–'.join(first.line)}){more}. "
            f"{COLOUR_NAMES[colour]} could land on {squares_words(squares)} next for a line.")


def stopping_moves(view: KonaView, colour: int, threats: Sequence[LineThreat]) -> list[tuple[int, int]]:
    """The player's (the other colour's) moves after which `colour` has no line to make at once, each tried once:
    neither uncovering a line of `colour`'s nor leaving one to make."""
    me = 1 - colour
    board = board_of(view)
    found = []
    for f, t in next_moves(view, me, board):
        after = moved(board, f, t, me)
        if lines_of(after, colour) and not lines_of(after, me):
            continue  # it uncovers a line of theirs: the player loses at once
        if not lines_of(after, me) and board_threats(after, colour, next_moves(view, colour, after)):
            continue  # a line is still there to make
        found.append((f, t))
    return found


def view_after(view: KonaView, f: int, t: int) -> KonaView:
    """The position of `view` after its mover moves from square `f` to `t`, the other side to move, as the
    solver takes it (the game's earlier positions kept, no swap to come)."""
    me = view.to_move
    after = moved(board_of(view), f, t, me)
    pending = list(view.first_move_pending)
    pending[me] = False
    stacks = {SQUARES[i]: stack_colours(after[i]) for i in range(NUM_SQUARES)}
    return dataclasses.replace(view, stacks=stacks, to_move=1 - me, first_move_pending=tuple(pending),
                               forbidden_square=SQUARES[t] if view.move_number == 0 else None, can_swap=False,
                               lot_move=None, move_number=view.move_number + 1)


def holds(view: KonaView, f: int, t: int, nodes: int = STOP_NODES) -> bool:
    """Whether the mover's move from `f` to `t` is not proven lost: the solver, given `nodes` nodes, finds no
    forced win for the other side after it."""
    return solve_view(view_after(view, f, t), nodes=nodes).value != "win"


def _stopping_words(view: KonaView, colour: int, threats: Sequence[LineThreat], stops: Sequence[tuple[int, int]],
                    held: Sequence[tuple[int, int]]) -> str:
    """The ways the player (the other colour) can stop every line of `threats` with one of the moves `held` (of the
    stopping moves `stops`): covering one of the line's pieces, a full tower of 3 on the landing square, else the
    squares a stopping move lands on. A square another stopping move reaches too, one the solver proves lost,
    names where to come from: "c3 (from d2)"."""
    me = 1 - colour
    board = board_of(view)
    pieces = {square_index(s) for t in threats for s in t.line if s != t.end and TOP[board[square_index(s)]] == colour}
    ends = {square_index(t.end) for t in threats}
    covers, towers, others = set(), set(), set()
    for f, t in held:
        if t in pieces:
            covers.add(t)
        elif t in ends and HEIGHT[moved(board, f, t, me)[t]] == MAX_HEIGHT:
            towers.add(t)
        else:
            others.add(t)

    def named(square: int) -> str:
        starts = sorted(f for f, t in held if t == square)
        whole = len(starts) == sum(1 for _f, t in stops if t == square)
        return SQUARES[square] if whole else f"{SQUARES[square]} (from {squares_words([SQUARES[f] for f in starts])})"

    ways = []
    if covers:
        names = [named(s) for s in sorted(covers)]
        ways.append(f"cover {'its piece' if len(names) == 1 else 'one of its pieces'} on {squares_words(names)}")
    if towers:
        ways.append(f"make a full tower of 3 on {squares_words([named(s) for s in sorted(towers)])}")
    if others and not ways:
        ways.append(f"move onto {squares_words([named(s) for s in sorted(others)])}")
    return " or ".join(ways)


def warns_at(seats: Sequence[str], hints_on: bool) -> bool:
    """Whether a table with these seats shows the warning: with the player's hints on, unless an AI seat plays at
    a strong level."""
    return hints_on and not any(kind.startswith("ai:") and kind[3:] in QUIET_LEVELS for kind in seats)


def lets_line_words(view: KonaView) -> str | None:
    """For the position right after a move: "it lets White make a line at once (on d4)" when the side now to move
    can make a line with its next move, else None."""
    if view.to_move is None:
        return None
    squares = landing_squares(line_threats(view, view.to_move))
    if not squares:
        return None
    return f"it lets {COLOUR_NAMES[view.to_move]} make a line at once (on {squares_words(squares)})"


def lift_warning(view: KonaView, square: str) -> str | None:
    """Words for the player who picked up the top piece on `square` when moving it uncovers a line of the other
    side's (which wins at once): a new player lost twice to such a move with nothing on the table to warn of it.
    None when no move of that piece uncovers a line."""
    me = view.to_move
    if me is None or view.is_over:
        return None
    other, board = 1 - me, board_of(view)
    f = square_index(square)
    lifted = list(board)
    lifted[f] = POP[lifted[f]]
    shown = lines_of(lifted, other)
    if not shown:
        return None
    losing, safe = [], []
    for start, t in next_moves(view, me, board):
        if start != f:
            continue
        after = list(lifted)
        after[t] = PUSH[after[t]][me]
        (safe if lines_of(after, me) or not lines_of(after, other) else losing).append(SQUARES[t])
    if not losing:
        return None
    line = "–".join(SQUARES[s] for s in shown[0])
    said = f"Careful: moving this piece uncovers {COLOUR_NAMES[other]}'s line {line}, and {COLOUR_NAMES[other]} wins"
    return f"{said} unless it lands on {squares_words(sorted(safe, key=square_index))}." if safe else f"{said}."


def missed_line(view: KonaView, action: Action, best: Action | None = None) -> LineThreat | None:
    """When the mover could make a line of three at once in `view` and `action` does not: the line it skipped (the
    one `best` makes when it makes one), else None. A blind tester skipped f2 → e3 twice, each time a win on the
    spot, and the analysis said nothing (the forced win was still there after: the chance stayed 100 %)."""
    if view.is_over or view.to_move is None or action.kind != "move":
        return None
    wins = line_threats(view, view.to_move)
    if not wins or any((t.start, t.end) == tuple(action.args) for t in wins):
        return None
    chosen = [t for t in wins if best is not None and best.kind == "move" and (t.start, t.end) == tuple(best.args)]
    return (chosen or wins)[0]
