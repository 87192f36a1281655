"""Kona AI: negamax alpha-beta on the rules module's integer board.

All three levels share one search and one evaluation:
- easy: one ply; a random legal move 30% of the time, but an immediate win is always taken.
- normal: a fixed two-ply search (deterministic for a given seed).
- hard: iterative deepening, principal variation search, a transposition table, killer/history move
  ordering, and a per-move budget of CPU time (0.6 s by default) capped by the wall clock (0.95 s).

Search internals: the board is the rules module's list of stack codes plus three bitboards (White
tops, Black tops, full stacks) kept up to date by make/unmake. A move can only win by landing on a
"hot" square (two same-coloured tops beside it in a line), so win checks are a mask test first.

The agent only reads the view: it rebuilds the integer board from `view.stacks`, and the game's earlier
positions from `view.position_counts` so that it neither walks into nor misses a third repetition.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.core.rules import Rules
from baraza.game.kona.rules import (
    BLACK,
    HEIGHT,
    NO_SQUARE,
    NUM_SQUARES,
    POP,
    PUSH,
    RAYS,
    SQUARES,
    TOP,
    WHITE,
    KonaView,
    generate_moves,
    has_line_through,
    square_index,
    stack_code,
)

WIN = 1_000_000
WIN_THRESHOLD = WIN - 1000  # scores beyond this are "win in n plies"
INF = 10 * WIN


@dataclass(frozen=True)
class Weights:
    """Evaluation weights (tuned with the arena; see docs/benchmarks-kona.md)."""

    open_two: int = 40  # two of mine on top in a triple whose third square is empty
    cover_two: int = 12  # two of mine, the third is the opponent's top but can still be covered
    one: int = 3  # one of mine, two empty
    mobility: int = 3  # per legal move more than the opponent
    tall_top: int = 6  # my piece on top of a full stack: it can never be covered
    threat: int = 150  # per square where the side not to move could complete a line next move
    double_threat: int = 600  # extra when it has two or more such squares
    under: int = 0  # the opponent's top sits on my piece: moving it would reveal mine


DEFAULT_WEIGHTS = Weights()

_Z = random.Random(0x4B6F6E61)  # fixed seed: the tables are constants, the same in every process
ZOBRIST = tuple(tuple(_Z.getrandbits(64) for _ in range(16)) for _ in range(NUM_SQUARES))
Z_SIDE = _Z.getrandbits(64)
Z_PENDING = (_Z.getrandbits(64), _Z.getrandbits(64))
Z_FORBIDDEN = tuple(_Z.getrandbits(64) for _ in range(NUM_SQUARES))
del _Z


def position_hash(board: Sequence[int], side: int, pending: Sequence[bool], forbidden: int) -> int:
    h = Z_SIDE if side == BLACK else 0
    for sq in range(NUM_SQUARES):
        h ^= ZOBRIST[sq][board[sq]]
    return h ^ _extras(pending, forbidden)


def _extras(pending: Sequence[bool], forbidden: int) -> int:
    """The hash part for the opening-only state (first moves pending, Black's forbidden square)."""
    h = 0
    if pending[0]:
        h ^= Z_PENDING[0]
    if pending[1]:
        h ^= Z_PENDING[1]
    if forbidden >= 0:
        h ^= Z_FORBIDDEN[forbidden]
    return h


# Bitboards: bit i is square i. Shifting a mask by one square in a direction must drop the bits
# that would wrap around the board's left or right edge.
FULL = (1 << NUM_SQUARES) - 1
FILE_A = sum(1 << (rank * 6) for rank in range(6))
NOT_A = FULL & ~FILE_A
NOT_F = FULL & ~(FILE_A << 5)


def _dir_masks(m: int) -> tuple[tuple[int, int, int, int], ...]:
    """For the 4 line directions D: (squares x with x+D in m, x+2D in m, x-D in m, x-2D in m)."""
    e1 = (m >> 1) & NOT_F  # x+1 (east) in m
    e2 = (e1 >> 1) & NOT_F
    w1 = (m << 1) & NOT_A  # x-1 in m
    w2 = (w1 << 1) & NOT_A
    n1 = m >> 6
    n2 = m >> 12
    s1 = (m << 6) & FULL
    s2 = (m << 12) & FULL
    ne1 = (m >> 7) & NOT_F
    ne2 = (ne1 >> 7) & NOT_F
    sw1 = (m << 7) & NOT_A
    sw2 = (sw1 << 7) & NOT_A
    nw1 = (m >> 5) & NOT_A
    nw2 = (nw1 >> 5) & NOT_A
    se1 = (m << 5) & NOT_F
    se2 = (se1 << 5) & NOT_F
    return ((e1, e2, w1, w2), (n1, n2, s1, s2), (ne1, ne2, sw1, sw2), (nw1, nw2, se1, se2))


def hot_mask(m: int, dm: tuple | None = None) -> int:
    """Squares outside `m` that would complete a line of three with two squares of `m`."""
    hot = 0
    for f1, f2, b1, b2 in dm or _dir_masks(m):
        hot |= (f1 & f2) | (f1 & b1) | (b1 & b2)
    return hot & ~m


def _build_jumps() -> tuple:
    # JUMPS[sq][d]: (target, mask of the squares passed over, target bit) for each direction in
    # which a move of exactly d squares stays on the board.
    table = []
    for sq in range(NUM_SQUARES):
        per_distance: list[tuple] = [()]
        for d in range(1, 4):
            entries = []
            for ray in RAYS[sq]:
                if len(ray) >= d:
                    between = 0
                    for x in ray[: d - 1]:
                        between |= 1 << x
                    entries.append((ray[d - 1], between, 1 << ray[d - 1]))
            per_distance.append(tuple(entries))
        table.append(tuple(per_distance))
    return tuple(table)


JUMPS = _build_jumps()


def top_masks(board: Sequence[int]) -> tuple[int, int, int]:
    """(White tops, Black tops, full stacks) as bitboards."""
    white = black = full = 0
    for sq, code in enumerate(board):
        top = TOP[code]
        if top == WHITE:
            white |= 1 << sq
        elif top == BLACK:
            black |= 1 << sq
        if HEIGHT[code] == 3:
            full |= 1 << sq
    return white, black, full


def _pairs(m: int, gap: int, dm: tuple, dg: tuple) -> int:
    """How many triples hold two squares of `m` and one of `gap` (dm, dg: their `_dir_masks`)."""
    count = 0
    for (mf1, mf2, _, _), (gf1, gf2, _, _) in zip(dm, dg, strict=True):
        # triples (x, x+D, x+2D): the odd square out is the last, the middle or the first one
        count += ((m & mf1 & gf2) | (m & gf1 & mf2) | (gap & mf1 & mf2)).bit_count()
    return count


def _singles(m: int, empty: int, dm: tuple, de: tuple) -> int:
    """How many triples hold one square of `m` and two empty squares."""
    count = 0
    for (mf1, mf2, _, _), (ef1, ef2, _, _) in zip(dm, de, strict=True):
        count += ((m & ef1 & ef2) | (empty & mf1 & ef2) | (empty & ef1 & mf2)).bit_count()
    return count


class _Timeout(Exception):
    pass


class Search:
    """One position under search: a mutable board with make/unmake, a TT and ordering tables."""

    def __init__(
        self,
        board: Sequence[int],
        side: int,
        pending: Sequence[bool],
        forbidden: int,
        history: dict[int, int] | None = None,
        deadline: float = float("inf"),
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        self.w = weights
        self.board = list(board)
        self.side = side
        self.pending = list(pending)
        self.forbidden = forbidden
        self.masks = list(top_masks(self.board))  # White tops, Black tops, full stacks
        self.game_counts = history or {}  # hash -> occurrences before this search
        self.path: list[int] = []
        self.deadline = deadline  # wall clock (time.perf_counter)
        self.cpu_deadline = float("inf")  # this process's CPU time (time.process_time)
        self.nodes = 0
        self.tt: dict[int, tuple[int, int, int, tuple[int, int] | None]] = {}
        self.killers: dict[int, tuple[int, int]] = {}
        self.history_score: dict[tuple[int, int], int] = {}

    # -- move helpers ------------------------------------------------------------------------
    def moves(self, side: int) -> list[tuple[int, int]]:
        """The legal moves of `side` (the same set as the rules give, found with bitboards)."""
        first = self.pending[side]
        if first:
            forbidden = self.forbidden if side == BLACK else NO_SQUARE
            return generate_moves(self.board, side, first, forbidden)
        masks = self.masks
        occupied = masks[0] | masks[1]
        full = masks[2]
        board = self.board
        moves = []
        m = masks[side]
        while m:
            low = m & -m
            m ^= low
            sq = low.bit_length() - 1
            for t, between, tbit in JUMPS[sq][HEIGHT[board[sq]]]:
                if not (occupied & between or full & tbit):
                    moves.append((sq, t))
        return moves

    def _count_and_threats(self, side: int, hot: int) -> tuple[int, set[int]]:
        """How many moves `side` has, and the squares where one of them would complete its line."""
        if self.pending[side]:
            moves = self.moves(side)
            return len(moves), {t for _, t in self.winning_moves(side, moves)}
        masks = self.masks
        occupied = masks[0] | masks[1]
        full = masks[2]
        board = self.board
        count = 0
        threats: set[int] = set()
        m = masks[side]
        while m:
            low = m & -m
            m ^= low
            sq = low.bit_length() - 1
            for t, between, tbit in JUMPS[sq][HEIGHT[board[sq]]]:
                if not (occupied & between or full & tbit):
                    count += 1
                    if hot & tbit and t not in threats:
                        of, ot = board[sq], board[t]
                        board[sq] = POP[of]
                        board[t] = PUSH[ot][side]
                        if has_line_through(board, side, (t,)):
                            threats.add(t)
                        board[sq] = of
                        board[t] = ot
        return count, threats

    def winning_moves(self, side: int, moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Moves that complete a line for `side` right away.

        Only a landing square that already has two of `side`'s tops beside it in some triple can
        complete a line (the square a piece leaves keeps or loses that colour, it never gains it), so
        the exact check runs only for those few moves.
        """
        board = self.board
        hot = hot_mask(self.masks[side])
        if not hot:
            return []
        wins = []
        for f, t in moves:
            if not (hot >> t) & 1:
                continue
            of, ot = board[f], board[t]
            board[f] = POP[of]
            board[t] = PUSH[ot][side]
            if has_line_through(board, side, (t,)):
                wins.append((f, t))
            board[f] = of
            board[t] = ot
        return wins

    def _make(self, side: int, f: int, t: int) -> tuple:
        board = self.board
        masks = self.masks
        undo = (board[f], board[t], self.pending[side], self.forbidden, masks[0], masks[1], masks[2])
        new_f = board[f] = POP[undo[0]]
        new_t = board[t] = PUSH[undo[1]][side]
        bf, bt = 1 << f, 1 << t
        clear = ~(bf | bt)
        masks[0] &= clear
        masks[1] &= clear
        masks[side] |= bt
        top_f = TOP[new_f]
        if top_f >= 0:
            masks[top_f] |= bf
        masks[2] &= ~bf  # the square left behind is never full
        if HEIGHT[new_t] == 3:
            masks[2] |= bt
        if self.pending[side]:
            self.pending[side] = False
            self.forbidden = t if side == WHITE else NO_SQUARE
        return undo

    def _unmake(self, side: int, f: int, t: int, undo: tuple) -> None:
        board, masks = self.board, self.masks
        board[f], board[t], self.pending[side], self.forbidden, masks[0], masks[1], masks[2] = undo

    def _child_hash(self, h: int, f: int, t: int, undo: tuple, old_extras: int) -> int:
        board = self.board
        return (h ^ Z_SIDE ^ ZOBRIST[f][undo[0]] ^ ZOBRIST[f][board[f]] ^ ZOBRIST[t][undo[1]]
                ^ ZOBRIST[t][board[t]] ^ old_extras ^ _extras(self.pending, self.forbidden))

    def _repeats(self, h: int) -> bool:
        # A position seen before (in the game or on the current path) is scored as a draw: the
        # third occurrence is one, and steering into repeats is how the weaker side saves a game.
        return h in self.game_counts or h in self.path

    # -- evaluation --------------------------------------------------------------------------
    def evaluate(self, side: int, my_count: int) -> int:
        """Static score for `side` (to move, with `my_count` moves and no immediate win)."""
        opp = 1 - side
        mine, theirs, full = self.masks[side], self.masks[opp], self.masks[2]
        empty = FULL & ~(mine | theirs)
        my_cover, their_cover = theirs & ~full, mine & ~full
        dm, dt, de = _dir_masks(mine), _dir_masks(theirs), _dir_masks(empty)
        w = self.w
        score = w.open_two * (_pairs(mine, empty, dm, de) - _pairs(theirs, empty, dt, de))
        # the odd square is the other colour's top but can still be covered (not a full stack)
        score += w.cover_two * (_pairs(mine, my_cover, dm, _dir_masks(my_cover))
                                - _pairs(theirs, their_cover, dt, _dir_masks(their_cover)))
        score += w.one * (_singles(mine, empty, dm, de) - _singles(theirs, empty, dt, de))
        score += w.tall_top * ((mine & full).bit_count() - (theirs & full).bit_count())
        if w.under:
            board = self.board
            for sq in range(NUM_SQUARES):
                code = board[sq]
                if code >= 4:  # two pieces or more: compare the top with the one below it
                    h = HEIGHT[code]
                    top, below = (code >> (h - 1)) & 1, (code >> (h - 2)) & 1
                    if top != below:
                        score += w.under if below == side else -w.under
        opp_count, threats = self._count_and_threats(opp, hot_mask(theirs, dt))
        score += w.mobility * (my_count - opp_count)
        if threats:
            score -= w.threat * len(threats)
            if len(threats) >= 2:
                score -= w.double_threat
        return score

    # -- search ------------------------------------------------------------------------------
    def negamax(self, side: int, depth: int, alpha: int, beta: int, ply: int, h: int) -> int:
        self.nodes += 1
        if not self.nodes & 31 and (time.process_time() > self.cpu_deadline or time.perf_counter() > self.deadline):
            raise _Timeout
        if depth <= 0:  # a leaf: count moves instead of listing them
            count, wins = self._count_and_threats(side, hot_mask(self.masks[side]))
            if not count:
                return -(WIN - ply)  # blocked: the side to move loses
            if wins:
                return WIN - ply - 1
            return self.evaluate(side, count)
        moves = self.moves(side)
        if not moves:
            return -(WIN - ply)
        if self.winning_moves(side, moves):
            return WIN - ply - 1

        alpha_orig = alpha
        tt_move = None
        entry = self.tt.get(h)
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                value = _from_tt(e_value, ply)
                if e_flag == 0:
                    return value
                if e_flag == 1 and value >= beta:
                    return value
                if e_flag == 2 and value <= alpha:
                    return value

        ordered = self._order(moves, tt_move, ply)
        opp = 1 - side
        best, best_move = -INF, None
        old_extras = _extras(self.pending, self.forbidden)
        for f, t in ordered:
            undo = self._make(side, f, t)
            try:
                if TOP[self.board[f]] == opp and has_line_through(self.board, opp, (f,)):
                    score = -(WIN - ply - 1)  # the move uncovered an opponent's line
                else:
                    nh = self._child_hash(h, f, t, undo, old_extras)
                    if self._repeats(nh):
                        score = 0
                    else:
                        self.path.append(nh)
                        try:
                            if best_move is None:
                                score = -self.negamax(opp, depth - 1, -beta, -alpha, ply + 1, nh)
                            else:  # principal variation search: prove the rest worse with a null window
                                score = -self.negamax(opp, depth - 1, -alpha - 1, -alpha, ply + 1, nh)
                                if alpha < score < beta:
                                    score = -self.negamax(opp, depth - 1, -beta, -alpha, ply + 1, nh)
                        finally:
                            self.path.pop()
            finally:
                self._unmake(side, f, t, undo)
            if score > best or best_move is None:
                best, best_move = score, (f, t)
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self.killers[ply] = (f, t)
                        self.history_score[(f, t)] = self.history_score.get((f, t), 0) + depth * depth
                        break
        flag = 0 if alpha_orig < best < beta else (1 if best >= beta else 2)
        self.tt[h] = (depth, _to_tt(best, ply), flag, best_move)
        return best

    def _order(self, moves: list[tuple[int, int]], tt_move, ply: int) -> list[tuple[int, int]]:
        killer = self.killers.get(ply)
        hist = self.history_score

        def key(m: tuple[int, int]) -> int:
            if m == tt_move:
                return -10**9
            if m == killer:
                return -10**8
            return -hist.get(m, 0)

        return sorted(moves, key=key)

    def root_scores(self, moves: list[tuple[int, int]], depth: int) -> list[tuple[int, tuple[int, int]]]:
        """Search every root move to `depth` (full window for each, so the scores are exact)."""
        side = self.side
        h = position_hash(self.board, side, self.pending, self.forbidden)
        old_extras = _extras(self.pending, self.forbidden)
        results = []
        for f, t in moves:
            undo = self._make(side, f, t)
            try:
                if has_line_through(self.board, side, (t, f)):
                    score = WIN - 1
                elif TOP[self.board[f]] == 1 - side and has_line_through(self.board, 1 - side, (f,)):
                    score = -(WIN - 1)
                else:
                    nh = self._child_hash(h, f, t, undo, old_extras)
                    if self.game_counts.get(nh, 0) >= 2:
                        score = 0  # this move would complete a third repetition
                    else:
                        self.path.append(nh)
                        try:
                            score = -self.negamax(1 - side, depth - 1, -INF, INF, 1, nh)
                        finally:
                            self.path.pop()
            finally:
                self._unmake(side, f, t, undo)
            results.append((score, (f, t)))
        return results

    def best_move_iterative(
        self, moves: list[tuple[int, int]], max_depth: int, rng: random.Random
    ) -> tuple[tuple[int, int], int, int]:
        """Iterative deepening with alpha-beta at the root; returns (move, score, depth reached)."""
        side = self.side
        h = position_hash(self.board, side, self.pending, self.forbidden)
        old_extras = _extras(self.pending, self.forbidden)
        order = list(moves)
        rng.shuffle(order)  # variety between games; deterministic for a seed
        best_move, best_score, reached = order[0], -INF, 0
        for depth in range(1, max_depth + 1):
            alpha = -INF
            iter_best, iter_score = None, -INF
            try:
                for f, t in order:
                    undo = self._make(side, f, t)
                    try:
                        if has_line_through(self.board, side, (t, f)):
                            score = WIN - 1
                        elif TOP[self.board[f]] == 1 - side and has_line_through(self.board, 1 - side, (f,)):
                            score = -(WIN - 1)
                        else:
                            nh = self._child_hash(h, f, t, undo, old_extras)
                            if nh in self.game_counts:
                                score = 0
                            else:
                                self.path.append(nh)
                                try:
                                    score = -self.negamax(1 - side, depth - 1, -INF, -alpha, 1, nh)
                                finally:
                                    self.path.pop()
                    finally:
                        self._unmake(side, f, t, undo)
                    if score > iter_score:
                        iter_best, iter_score = (f, t), score
                        alpha = max(alpha, score)
            except _Timeout:
                # A move that beat the previous best in the unfinished iteration is still better
                # (it was searched deeper), so keep it; otherwise keep the last full iteration's.
                if iter_best is not None:
                    best_move, best_score = iter_best, iter_score
                break
            best_move, best_score, reached = iter_best, iter_score, depth
            order.remove(best_move)
            order.insert(0, best_move)
            if abs(best_score) >= WIN_THRESHOLD:
                break  # a forced result is known: deeper search will not change it
        return best_move, best_score, reached


def _to_tt(score: int, ply: int) -> int:
    if score >= WIN_THRESHOLD:
        return score + ply
    if score <= -WIN_THRESHOLD:
        return score - ply
    return score


def _from_tt(score: int, ply: int) -> int:
    if score >= WIN_THRESHOLD:
        return score - ply
    if score <= -WIN_THRESHOLD:
        return score + ply
    return score


def search_from_view(
    view: KonaView, seat: int, deadline: float = float("inf"), weights: Weights = DEFAULT_WEIGHTS
) -> Search:
    """Build a search position (integer board, opening flags, earlier positions) from a view."""
    board = [stack_code(view.stacks[name]) for name in SQUARES]
    forbidden = square_index(view.forbidden_square) if view.forbidden_square else NO_SQUARE
    history: dict[int, int] = {}
    for key, count in view.position_counts.items():
        codes, side, pending, forb = key
        history[position_hash(codes, side, pending, forb)] = count
    return Search(board, seat, view.first_move_pending, forbidden, history, deadline, weights)


class KonaAgent(Agent):
    """A Kona AI seat. `level` is "easy", "normal" or "hard".

    Hard thinks for `budget` seconds of CPU time per move, and never longer than `max_wall` seconds
    on the wall clock (both capped at one second). Counting CPU time keeps its strength steady on a
    busy machine; the wall-clock cap keeps every move under a second for the player.
    """

    def __init__(
        self,
        level: str = "normal",
        seed: int = 0,
        budget: float = 0.6,
        max_wall: float = 0.95,
        max_depth: int = 30,
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        if level not in ("easy", "normal", "hard"):
            raise ValueError(f"unknown Kona AI level {level!r}")
        self.level = level
        self.label = f"AI ({level})"
        self.rng = random.Random(seed)
        self.budget = min(budget, 1.0)  # the house limit: at most one second per move
        self.max_wall = min(max(max_wall, self.budget), 1.0)
        self.max_depth = max_depth
        self.weights = weights
        self.last_depth = 0
        self.last_score = 0

    def choose(self, rules: Rules, view: KonaView, seat: int, legal: list[Action]) -> Action:
        start, cpu_start = time.perf_counter(), time.process_time()
        search = search_from_view(view, seat, weights=self.weights)
        by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal}
        moves = [m for m in search.moves(seat) if m in by_squares]
        if not moves:  # the view and the legal list disagree: trust the legal list
            return legal[self.rng.randrange(len(legal))]
        wins = search.winning_moves(seat, moves)
        if wins:
            self.last_depth, self.last_score = 1, WIN - 1
            return by_squares[wins[0]]
        if self.level == "easy":
            if self.rng.random() < 0.3:
                return by_squares[moves[self.rng.randrange(len(moves))]]
            return by_squares[self._pick(search.root_scores(moves, 1), noise=30)]
        if self.level == "normal":
            return by_squares[self._pick(search.root_scores(moves, 2), noise=10)]
        search.deadline = start + self.max_wall
        search.cpu_deadline = cpu_start + self.budget
        move, score, depth = search.best_move_iterative(moves, self.max_depth, self.rng)
        self.last_depth, self.last_score = depth, score
        return by_squares[move]

    def _pick(self, scored: list[tuple[int, tuple[int, int]]], noise: int) -> tuple[int, int]:
        """The best move after a little seeded noise (so equal-looking moves vary between games)."""
        best, best_value = scored[0][1], -INF
        for score, move in scored:
            value = score + (self.rng.randint(0, noise) if abs(score) < WIN_THRESHOLD else 0)
            if value > best_value:
                best, best_value = move, value
        return best


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """The registry's hook: an AI seat of the given level, seeded per match and seat."""
    return KonaAgent(level, seed=seed * 1_000_003 + seat * 7919 + 17)
