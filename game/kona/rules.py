"""Kona: a 6x6 stacking game where the height of a stack is how far its top piece moves.

Internal board: a list of 36 small ints, one per square (index = rank * 6 + file, a1 = 0, f6 = 35).
A stack is coded as `(1 << height) | colour bits`, bit i being the colour of the i-th piece from the
bottom (0 = White, 1 = Black). So an empty square is 1 and every code fits in 1..15; the tables
HEIGHT / TOP / PUSH / POP below turn stack operations into lookups, which keeps move generation fast
enough for the AI's search and the perft tool (both reuse these helpers).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, new_rng
from baraza.game.kona import choices, landing

SIZE = 6
NUM_SQUARES = SIZE * SIZE
FILES = "abcdef"
WHITE, BLACK = 0, 1
COLOUR_NAMES = ("White", "Black")
MAX_HEIGHT = 3
EMPTY = 1  # the code of an empty square
NO_SQUARE = -1
SWAP = Action("swap")  # the pie rule: Black takes over White's position after White's first move
PIE_HELP = ("Pie rule: right after White's first move, Black may swap colours and take over that position, so"
            " White should open with a fair move rather than the strongest one.")
OPENING_HELP = ("Free: White's first move is White's choice, as in the classic game. By lot: it is drawn from ten"
                " (the diagonal ones and the three-square straight ones), which evens the colours between strong"
                " players; the pie rule is then off.")
# The lot's moves: the six diagonal first moves (White wins about 85 % of hard-vs-hard games after them)
# and the four three-square straight ones (Black wins all), so White's chance over the draw is about one
# half (docs/rules/kona.md, Interpretations; assets/data/kona/openings.toml has the evidence).
LOT_MOVES = ("f1-e2", "a6-b5", "f1-d3", "a6-c4", "f1-c4", "a6-d3", "f1-f4", "f1-c1", "a6-a3", "a6-d6")

# (file step, rank step) for the 8 straight directions, in a fixed order (legal moves follow it).
DIRECTIONS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


def square_name(index: int) -> str:
    """0 -> 'a1', 35 -> 'f6'."""
    return FILES[index % SIZE] + str(index // SIZE + 1)


def square_index(name: str) -> int:
    """'a1' -> 0; raises ValueError for anything that is not a square of the board."""
    if len(name) != 2 or name[0] not in FILES or name[1] not in "123456":
        raise ValueError(f"not a Kona square: {name!r}")
    return (int(name[1]) - 1) * SIZE + FILES.index(name[0])


SQUARES: tuple[str, ...] = tuple(square_name(i) for i in range(NUM_SQUARES))


def _build_rays() -> tuple[tuple[tuple[int, ...], ...], ...]:
    rays = []
    for sq in range(NUM_SQUARES):
        f0, r0 = sq % SIZE, sq // SIZE
        per_dir = []
        for df, dr in DIRECTIONS:
            ray = []
            f, r = f0 + df, r0 + dr
            while 0 <= f < SIZE and 0 <= r < SIZE:
                ray.append(r * SIZE + f)
                f, r = f + df, r + dr
            per_dir.append(tuple(ray))
        rays.append(tuple(per_dir))
    return tuple(rays)


# RAYS[sq][d]: the squares met walking from sq in direction d, nearest first (sq itself excluded).
RAYS = _build_rays()


def _build_triples() -> tuple[tuple[int, int, int], ...]:
    triples = []
    for sq in range(NUM_SQUARES):
        # Only the four "forward" directions, so each triple appears once.
        for d in (0, 1, 2, 3):
            ray = RAYS[sq][d]
            if len(ray) >= 2:
                triples.append((sq, ray[0], ray[1]))
    return tuple(triples)


# Every run of three neighbouring squares in a row, column or diagonal (80 of them). A line of four
# or more contains one of these, so "has a line" means "some triple has one colour on top".
TRIPLES = _build_triples()
TRIPLES_AT: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(t for t in TRIPLES if sq in t) for sq in range(NUM_SQUARES)
)

# Stack code tables.
HEIGHT = tuple((c.bit_length() - 1) if c else 0 for c in range(16))
TOP = tuple(((c >> (HEIGHT[c] - 1)) & 1) if c > 1 else -1 for c in range(16))


def _push(code: int, colour: int) -> int:
    h = HEIGHT[code]
    return (1 << (h + 1)) | (code & ((1 << h) - 1)) | (colour << h)


def _pop(code: int) -> int:
    h = HEIGHT[code]
    return (1 << (h - 1)) | (code & ((1 << (h - 1)) - 1)) if h else code


PUSH = tuple((_push(c, 0), _push(c, 1)) if 1 <= c and HEIGHT[c] < MAX_HEIGHT else (0, 0) for c in range(16))
POP = tuple(_pop(c) if c >= 1 else 0 for c in range(16))


def stack_code(colours: Sequence[int]) -> int:
    """Bottom-to-top colours -> stack code."""
    code = 1 << len(colours)
    for i, colour in enumerate(colours):
        code |= colour << i
    return code


def stack_colours(code: int) -> tuple[int, ...]:
    """Stack code -> bottom-to-top colours."""
    return tuple((code >> i) & 1 for i in range(HEIGHT[code]))


def initial_board() -> list[int]:
    """The fixed setup: a6 and f1 White-Black-White, f6 and a1 Black-White-Black (bottom to top)."""
    board = [EMPTY] * NUM_SQUARES
    for name in ("a6", "f1"):
        board[square_index(name)] = stack_code((WHITE, BLACK, WHITE))
    for name in ("f6", "a1"):
        board[square_index(name)] = stack_code((BLACK, WHITE, BLACK))
    return board


def path_squares(from_square: str, to_square: str) -> tuple[str, ...]:
    """The squares strictly between two squares on one straight line (for drawing a move's path).

    Raises ValueError when the squares are equal or not on a row, column or diagonal.
    """
    a, b = square_index(from_square), square_index(to_square)
    for ray in RAYS[a]:
        if b in ray:
            return tuple(SQUARES[s] for s in ray[: ray.index(b)])
    raise ValueError(f"{from_square} and {to_square} are not on one straight line")


def generate_moves(board: Sequence[int], side: int, first: bool, forbidden: int = NO_SQUARE) -> list[tuple[int, int]]:
    """Every legal (from, to) for `side`, in square order then direction order then distance.

    `first`: this side's first move (distance 1, 2 or 3, or the stack height). `forbidden`: a square
    the move may neither land on nor pass over (White's first landing square, for Black's first move).
    """
    moves: list[tuple[int, int]] = []
    for sq in range(NUM_SQUARES):
        code = board[sq]
        if TOP[code] != side:
            continue
        h = HEIGHT[code]
        if first:
            reach = max(h, 3)
            for ray in RAYS[sq]:
                for k in range(min(reach, len(ray))):
                    t = ray[k]
                    if t == forbidden:
                        break
                    tc = board[t]
                    if (k < 3 or k + 1 == h) and HEIGHT[tc] < MAX_HEIGHT:
                        moves.append((sq, t))
                    if tc != EMPTY:
                        break
        else:
            for ray in RAYS[sq]:
                if len(ray) < h:
                    continue
                for k in range(h - 1):
                    if board[ray[k]] != EMPTY:
                        break
                else:
                    t = ray[h - 1]
                    if HEIGHT[board[t]] < MAX_HEIGHT:
                        moves.append((sq, t))
    return moves


def has_line_through(board: Sequence[int], colour: int, squares: Iterable[int]) -> bool:
    """Whether some line of three with `colour` on top passes through one of `squares`."""
    top = TOP
    for sq in squares:
        for a, b, c in TRIPLES_AT[sq]:
            if top[board[a]] == colour and top[board[b]] == colour and top[board[c]] == colour:
                return True
    return False


def lines_of(board: Sequence[int], colour: int) -> list[tuple[int, ...]]:
    """The maximal lines (3 or more squares, nearest-to-a1 end first) with `colour` on top."""
    runs: list[tuple[int, ...]] = []
    for sq in range(NUM_SQUARES):
        if TOP[board[sq]] != colour:
            continue
        for d in (0, 1, 2, 3):
            back = RAYS[sq][d + 4]  # the opposite direction: skip if the run starts further back
            if back and TOP[board[back[0]]] == colour:
                continue
            run = [sq]
            for t in RAYS[sq][d]:
                if TOP[board[t]] != colour:
                    break
                run.append(t)
            if len(run) >= 3:
                runs.append(tuple(run))
    return runs


PositionKey = tuple  # (board codes, side to move, first moves pending, forbidden square)


def position_key(board: Sequence[int], side: int, pending: Sequence[bool], forbidden: int) -> PositionKey:
    return (tuple(board), side, tuple(pending), forbidden)


@dataclass
class KonaState:
    """A whole Kona match. `board` uses the stack codes described at the top of this module."""

    board: list[int]
    rng: random.Random
    to_move: int = WHITE
    first_pending: list[bool] = field(default_factory=lambda: [True, True])
    forbidden: int = NO_SQUARE  # White's first landing square while Black's first move is pending
    last_move: tuple[int, int] | None = None
    moves: list[tuple[int, int]] = field(default_factory=list)
    winner: int | None = None
    draw: bool = False
    reason: str = ""
    winning_line: tuple[int, ...] = ()
    winning_lines: tuple[tuple[int, ...], ...] = ()
    position_counts: dict[PositionKey, int] = field(default_factory=dict)
    pie: bool = False  # the pie rule is on: Black may swap after White's first move
    swapped: bool = False  # Black swapped: seat 0 now plays Black and seat 1 plays White
    lot_move: tuple[int, int] | None = None  # first move by lot: the only first move White may play

    @property
    def over(self) -> bool:
        return self.winner is not None or self.draw

    def seat_of(self, colour: int) -> int:
        """The seat that plays `colour` (colours are White = 0, Black = 1; a swap exchanges them)."""
        return colour ^ self.swapped

    def may_swap(self) -> bool:
        """Whether the pie rule's swap is open: Black to play its first turn right after White's first move."""
        return self.pie and not self.swapped and not self.over and len(self.moves) == 1

    def key(self) -> PositionKey:
        return position_key(self.board, self.to_move, self.first_pending, self.forbidden)


@dataclass(frozen=True)
class KonaView:
    """Everything about a Kona position (there is no hidden information).

    Colours: 0 = White, 1 = Black; `stacks`, `to_move`, `winner` and `first_move_pending` speak of
    colours. Seat 0 plays White and seat 1 Black unless Black swapped under the pie rule: then
    `seat_colours` is (1, 0). Squares are names "a1".."f6"; a1 is White's bottom-left corner.
    """

    seat: int | None  # who is looking (None: a spectator)
    stacks: Mapping[str, tuple[int, ...]]  # every square -> seats of its pieces, bottom to top; () empty
    to_move: int | None  # None once the match is over
    first_move_pending: tuple[bool, bool]  # per seat: may its next move still go 1, 2 or 3 squares
    forbidden_square: str | None  # Black's first move may not land on or pass over it (None otherwise)
    last_move: tuple[str, str] | None  # (from, to) of the latest move
    last_path: tuple[str, ...]  # squares passed over by the latest move
    move_number: int  # number of moves played so far
    move_history: tuple[tuple[str, str], ...]  # every (from, to) played, in order
    winner: int | None
    is_draw: bool
    is_over: bool
    reason: str  # "line", "uncovered line", "blocked", "repetition" or "" while playing
    winning_line: tuple[str, ...]  # the squares of the winning line (one of them if several)
    winning_lines: tuple[tuple[str, ...], ...]  # all winning lines
    repetitions: int  # how often the current position has occurred (3 means a draw)
    # For AI search: how often each position occurred; keys are `position_key(...)` tuples.
    position_counts: Mapping[PositionKey, int] = field(default_factory=dict)
    seat_colours: tuple[int, int] = (WHITE, BLACK)  # the colour each seat plays
    pie: bool = False  # the pie rule is on for this match
    can_swap: bool = False  # the side to move may swap colours now (its legal actions include SWAP)
    lot_move: tuple[str, str] | None = None  # White's first move drawn by lot, while it is still to play

    def top(self, square: str) -> int | None:
        """The seat whose piece is on top of `square`, or None when it is empty."""
        stack = self.stacks[square]
        return stack[-1] if stack else None

    def height(self, square: str) -> int:
        return len(self.stacks[square])

    @property
    def moves_made(self) -> int:
        """Moves so far, a pie swap counted as one, as the move list and Practise count them (kona21)."""
        return self.move_number + (self.seat_colours[0] != WHITE)

    def why_not_landing(self, start: str, end: str) -> str:
        """Why the top piece on `start` cannot land on `end`, in words a new player can act on (landing.py)."""
        try:
            between: tuple[str, ...] | None = path_squares(start, end)
        except ValueError:
            between = None
        return landing.why_not_landing(self, start, end, between, MAX_HEIGHT)


class KonaRules(Rules[KonaState, KonaView]):
    name = "kona"
    title = "Kona"
    min_seats = 2
    max_seats = 2
    key_events = {"swap": "the pie swap", "win": "the winning line"}

    def seat_names(self, num_seats: int) -> list[str]:
        return list(COLOUR_NAMES)

    def option_specs(self) -> list[OptionSpec]:
        # Saves of format 1 may predate these options: their matches were played with a free first move
        # (the option came later) and, before that, without the pie rule (OptionSpec.since / legacy).
        return [OptionSpec("opening", "First move", (("free", "Free"), ("lot", "By lot")), "free",
                           help=OPENING_HELP, since=2, legacy="free"),
                OptionSpec("pie", "Pie rule", (("off", "Off"), ("on", "On")), "off", help=PIE_HELP,
                           needs=("opening", "free"),  # by lot, the first move is not White's choice: no swap
                           since=2, legacy="off")]

    def seat_colour_names(self, state: KonaState) -> list[str]:
        """What each seat is called as played: a swap under the pie rule exchanges the names."""
        return [COLOUR_NAMES[seat ^ state.swapped] for seat in range(2)]

    def seat_names_as_played(self, state: KonaState, num_seats: int) -> list[str]:
        """Each seat's name as the match stands: Black first after a pie swap (kona21's replay said "White")."""
        return self.seat_colour_names(state)

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int = 2) -> KonaState:
        if num_seats != 2:
            raise ValueError("Kona is played by exactly two seats")
        pie = options.get("pie", "off")  # engine-level callers (solver, perft, tests) get the classic start
        if pie not in ("off", "on", True, False):
            raise ValueError(f"pie must be 'on' or 'off', not {pie!r}")
        opening = options.get("opening", "free")
        if opening not in ("free", "lot"):
            raise ValueError(f"opening must be 'free' or 'lot', not {opening!r}")
        state = KonaState(board=initial_board(), rng=new_rng(seed), pie=pie in ("on", True) and opening == "free")
        if opening == "lot":  # drawn from the match's seeded rng, so the match replays from its seed
            f, t = state.rng.choice(LOT_MOVES).split("-")
            state.lot_move = (square_index(f), square_index(t))
        state.position_counts[state.key()] = 1
        return state

    def state_from_board(
        self,
        board: Sequence[int],
        to_move: int = WHITE,
        first_pending: Sequence[bool] = (False, False),
        forbidden: int = NO_SQUARE,
        seed: int = 0,
    ) -> KonaState:
        """A match starting from any position (tests, puzzles). Game-over checks are not run here."""
        state = KonaState(
            board=list(board), rng=new_rng(seed), to_move=to_move,
            first_pending=list(first_pending), forbidden=forbidden,
        )
        state.position_counts[state.key()] = 1
        return state

    def active_seats(self, state: KonaState) -> tuple[int, ...]:
        return () if state.over else (state.seat_of(state.to_move),)

    def _moves(self, state: KonaState) -> list[tuple[int, int]]:
        if state.lot_move is not None and not state.moves:
            return [state.lot_move]
        side = state.to_move
        forbidden = state.forbidden if side == BLACK and state.first_pending[BLACK] else NO_SQUARE
        return generate_moves(state.board, side, state.first_pending[side], forbidden)

    def legal_actions(self, state: KonaState, seat: int) -> list[Action]:
        if state.over or seat != state.seat_of(state.to_move):
            return []
        actions = [Action("move", (SQUARES[f], SQUARES[t])) for f, t in self._moves(state)]
        if state.may_swap():
            actions.append(SWAP)
        return actions

    def _parse(self, action: Action) -> tuple[int, int]:
        if action.kind != "move" or len(action.args) != 2:
            raise ValueError(f"not a Kona move: {action}")
        return square_index(action.args[0]), square_index(action.args[1])

    def apply(self, state: KonaState, seat: int, action: Action) -> list[Event]:
        if state.over:
            raise ValueError("the match is over")
        if seat != state.seat_of(state.to_move):
            raise ValueError(f"it is not seat {seat}'s turn")
        if action == SWAP:
            if not state.may_swap():
                raise ValueError("swapping colours is only allowed as Black's first action under the pie rule")
            state.swapped = True
            return [Event("swap", seat, {"seat_colours": (BLACK, WHITE)},
                          "Colours swapped (pie rule): the second player now plays White's position, "
                          "and the first player plays Black.")]
        colour = state.to_move
        f, t = self._parse(action)
        if (f, t) not in self._moves(state):
            raise ValueError(f"illegal move {SQUARES[f]}-{SQUARES[t]}")
        board = state.board
        landed_on = HEIGHT[board[t]]
        board[f] = POP[board[f]]
        board[t] = PUSH[board[t]][colour]
        uncovered = TOP[board[f]]
        was_first = state.first_pending[colour]
        if colour == WHITE and was_first:
            state.forbidden = t  # Black's first move must avoid it
        elif colour == BLACK and was_first:
            state.forbidden = NO_SQUARE
        state.first_pending[colour] = False
        state.last_move = (f, t)
        state.moves.append((f, t))
        state.to_move = 1 - colour

        name = COLOUR_NAMES[colour]
        onto = f"a stack of {landed_on}" if landed_on else "an empty square"
        text = f"{name} moved {SQUARES[f]}→{SQUARES[t]} onto {onto}"
        if uncovered >= 0:
            text += f", uncovering a {COLOUR_NAMES[uncovered]} piece"
        events = [Event("move", seat, {
            "from": SQUARES[f], "to": SQUARES[t], "path": path_squares(SQUARES[f], SQUARES[t]),
            "colour": colour, "landed_on_height": landed_on, "height_after": landed_on + 1,
            "uncovered": uncovered if uncovered >= 0 else None, "first_move": was_first,
        }, text)]

        # Outcome, in the fixed order: the mover's line, then a line the move uncovered for the
        # opponent, then the opponent having no move at all, then a third repetition.
        mover_lines = lines_of(board, colour)
        opp_lines = lines_of(board, 1 - colour) if not mover_lines else []
        if mover_lines or opp_lines:
            winner = colour if mover_lines else 1 - colour
            lines = mover_lines or opp_lines
            state.winner = winner
            state.reason = "line" if mover_lines else "uncovered line"
            state.winning_lines = tuple(lines)
            state.winning_line = lines[0]
            squares = [SQUARES[s] for s in lines[0]]
            how = "" if mover_lines else f" uncovered by {name}'s move"
            events.append(Event("win", state.seat_of(winner), {
                "winner": winner, "reason": state.reason, "line": tuple(squares),
                "lines": tuple(tuple(SQUARES[s] for s in ln) for ln in lines),
            }, f"{COLOUR_NAMES[winner]} wins with the line {'–'.join(squares)}{how}."))
            return events
        if not self._moves(state):
            loser = state.to_move
            state.winner = colour
            state.reason = "blocked"
            events.append(Event("win", seat, {"winner": colour, "reason": "blocked", "line": (), "lines": ()},
                                f"{COLOUR_NAMES[loser]} has no legal move: {name} wins."))
            return events
        key = state.key()
        count = state.position_counts.get(key, 0) + 1
        state.position_counts[key] = count
        if count >= 3:
            state.draw = True
            state.reason = "repetition"
            events.append(Event("draw", None, {"reason": "repetition"},
                                "The same position has occurred three times: the match is drawn."))
        return events

    def event_seen_by(self, event: Event, viewer: int | None) -> Event | None:
        """Kona hides nothing: a table at another machine gets each event whole and animates it."""
        return event

    def action_seen_by(self, mover: int, action: Action, viewer: int | None) -> Action | None:
        return action

    def view(self, state: KonaState, seat: int | None) -> KonaView:
        lm = state.last_move
        last = (SQUARES[lm[0]], SQUARES[lm[1]]) if lm else None
        return KonaView(
            seat=seat,
            stacks={SQUARES[i]: stack_colours(c) for i, c in enumerate(state.board)},
            to_move=None if state.over else state.to_move,
            first_move_pending=(state.first_pending[0], state.first_pending[1]),
            forbidden_square=SQUARES[state.forbidden] if state.forbidden >= 0 and state.first_pending[BLACK] else None,
            last_move=last,
            last_path=path_squares(*last) if last else (),
            move_number=len(state.moves),
            move_history=tuple((SQUARES[f], SQUARES[t]) for f, t in state.moves),
            winner=state.winner,
            is_draw=state.draw,
            is_over=state.over,
            reason=state.reason,
            winning_line=tuple(SQUARES[s] for s in state.winning_line),
            winning_lines=tuple(tuple(SQUARES[s] for s in ln) for ln in state.winning_lines),
            repetitions=state.position_counts.get(state.key(), 0),
            position_counts=dict(state.position_counts),
            seat_colours=(WHITE ^ state.swapped, BLACK ^ state.swapped),
            pie=state.pie,
            can_swap=state.may_swap(),
            lot_move=(SQUARES[state.lot_move[0]], SQUARES[state.lot_move[1]])
            if state.lot_move is not None and not state.moves else None,
        )

    def is_terminal(self, state: KonaState) -> bool:
        return state.over

    def result(self, state: KonaState) -> MatchResult:
        if state.winner is not None:
            seat = state.seat_of(state.winner)
            scores = [0.0, 0.0]
            scores[seat] = 1.0
            return MatchResult((seat,), tuple(scores), state.reason)
        if state.draw:
            return MatchResult((), (0.5, 0.5), state.reason)
        return MatchResult((), (0.0, 0.0), "")

    def clone(self, state: KonaState) -> KonaState:
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        return KonaState(
            board=list(state.board), rng=rng, to_move=state.to_move,
            first_pending=list(state.first_pending), forbidden=state.forbidden,
            last_move=state.last_move, moves=list(state.moves), winner=state.winner, draw=state.draw,
            reason=state.reason, winning_line=state.winning_line, winning_lines=state.winning_lines,
            position_counts=dict(state.position_counts), pie=state.pie, swapped=state.swapped,
            lot_move=state.lot_move,
        )

    def result_tallies(self, state: KonaState) -> dict[str, dict[str, int]]:
        """Wins per colour as played (after any swap), for the arena's `colour_wins`."""
        wins = {name: 0 for name in COLOUR_NAMES}
        if state.winner is not None:
            wins[COLOUR_NAMES[state.winner]] = 1
        return {"colour_wins": wins}

    def result_lines(self, state: KonaState) -> list[str]:
        """How the match ended, in squares and turns, then who covered whom and who held the tops."""
        if not state.over:
            return []
        n = len(state.moves)
        mover = (n - 1) % 2  # White makes the odd-numbered moves, after a swap too
        names = COLOUR_NAMES
        turn = self.turn_number(state)  # the same count as the results screen's "N turns" (each move is a turn)
        squares = "–".join(SQUARES[s] for s in state.winning_line)
        word = {3: "three", 4: "four", 5: "five", 6: "six"}.get(len(state.winning_line), str(len(state.winning_line)))
        more = len(state.winning_lines) - 1
        extra = f" (and {more} more line{'s' if more > 1 else ''})" if more > 0 else ""
        if state.reason == "line":
            lines = [f"{names[state.winner]} made a line of {word} on {squares} on turn {turn}{extra}."]
        elif state.reason == "uncovered line":
            lines = [f"{names[mover]}'s move on turn {turn} uncovered a {names[state.winner]} line of {word} "
                     f"on {squares}{extra}: {names[state.winner]} wins."]
        elif state.reason == "blocked":
            lines = [f"{names[1 - mover]} had no legal move after {names[mover]}'s move on turn {turn}: "
                     f"{names[state.winner]} wins."]
        else:
            lines = [f"The same position came up a third time on turn {turn}: a draw."]
        covered, board = [0, 0], initial_board()
        for i, (f, t) in enumerate(state.moves):
            colour = i % 2
            covered[colour] += TOP[board[t]] == 1 - colour
            board[f] = POP[board[f]]
            board[t] = PUSH[board[t]][colour]
        lines.append(f"White covered {_pieces(covered[WHITE], 'Black')}; Black covered {_pieces(covered[BLACK], 'White')}.")
        tops = [sum(1 for code in state.board if TOP[code] == c) for c in (WHITE, BLACK)]
        lines.append(f"At the end White topped {tops[WHITE]} stacks and Black {tops[BLACK]}.")
        if state.swapped:
            lines.append("The second player swapped colours after the first move (pie rule): from then on it "
                         "played White.")
        return lines

    def turn_label(self, state: KonaState) -> str:
        return f"move {self.turn_number(state) + 1}"  # the table counts moves ("Move 13")

    def turn_number(self, state: KonaState) -> int:
        return len(state.moves) + state.swapped

    def summarize_actions(self, view: KonaView, seat: int, legal: Sequence[Action]) -> list[str]:
        return choices.summarize_actions(view, seat, legal)

    def describe_action(self, state: KonaState, seat: int, action: Action) -> str:
        if action == SWAP:
            return "swap colours (pie rule)"
        f, t = action.args
        return f"{f} → {t}"


def _pieces(count: int, colour: str) -> str:
    return f"{count} {colour} piece{'' if count == 1 else 's'}"


RULES = KonaRules()
