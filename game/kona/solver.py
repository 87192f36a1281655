"""Exact search for Kona: which positions are won or lost with best play, and in how many plies.

The solver is a depth-first alpha-beta over results only (win, loss, not known) with iterative
deepening on the number of plies, a transposition table of proven results, and the search's move
ordering (winning moves first, then the transposition move, killers and history).

Why its answers are proofs:
- A position that occurred before (earlier in the game or on the current line) is "not known", never
  a win for anybody. So a proven win never relies on a repetition: following its moves, every
  position of the game from here on is new, and no draw can interrupt it.
- Proven results are stored with their distance ("win in n plies") and are reused wherever the same
  position recurs. A proven win's move always leads to a position proven lost in fewer plies, so
  playing the stored moves can never cycle.
- A draw is only claimed when a whole iteration ran without meeting its depth limit or an unproven
  stored entry, i.e. when every line was followed to a finished game or a repetition (the side that
  can repeat can always repeat again, so treating the first repetition as the draw is exact).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from baraza.game.kona.bitboard import extras_hash, line_through
from baraza.game.kona.rules import SQUARES, TOP
from baraza.game.kona.search import INF, WIN, WIN_THRESHOLD, Search, Timeout

# Transposition-table entry kinds: a proven result; "nothing within this many plies" (found by a
# search of every move); only a move to try first (the search was cut off).
PROVEN, UNPROVEN, ORDER_ONLY = 0, 1, 2


@dataclass(frozen=True)
class Outcome:
    """The solver's answer for the side to move: `value` is "win", "loss", "draw" or "unknown"."""

    value: str
    plies: int  # a win or loss: how many plies (moves of either side) until the game ends
    best: tuple[int, int] | None  # the move that proves it (or the most stubborn one in a loss)
    nodes: int
    seconds: float
    depth: int  # the deepest iteration completed (every result within this many plies was found)
    pv: tuple[tuple[int, int], ...] = ()

    @property
    def proven(self) -> bool:
        return self.value != "unknown"


class Solver(Search):
    """Exact search on the search's board and make/unmake. Build it like a `Search`."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.proof_tt: dict[int, tuple[int, int, tuple[int, int] | None]] = {}
        self.horizon_hit = False

    def prove(self, side: int, depth: int, alpha: int, beta: int, ply: int, h: int) -> int:
        """A negamax value: WIN - plies (a win for `side`), -(WIN - plies) (a loss) or 0 (not known)."""
        self.nodes += 1
        if not self.nodes & 63:
            self._tick()
        entry = self.proof_tt.get(h)
        if entry is not None:
            kind, value, _ = entry
            if kind == PROVEN:
                return value - ply if value > 0 else value + ply
            if kind == UNPROVEN and value >= depth:  # searched this deep before without a result
                self.horizon_hit = True
                return 0
        moves = self.moves(side)
        if not moves:
            return -(WIN - ply)  # blocked: the side to move loses
        masks = self.masks
        hot = self.hot(masks[side])
        if hot:
            for f, t in moves:
                if (hot >> t) & 1 and self.is_win(side, f, t):
                    self.proof_tt[h] = (PROVEN, WIN - 1, (f, t))
                    return WIN - ply - 1
        if depth <= 1:  # no win on this move: nothing more is known within the horizon
            self.horizon_hit = True
            return 0
        tt_move = entry[2] if entry is not None else None
        ordered = self._order(moves, tt_move, ply)
        opp = 1 - side
        opp_hot = self.hot(masks[opp])
        board, path = self.board, self.path
        old_extras = extras_hash(self.pending, self.forbidden)
        best, best_move = -INF, None
        # callers keep the window within (-1, 1); see the note where results are stored
        for f, t in ordered:
            undo = self.make(side, f, t)
            if (opp_hot >> f) & 1 and TOP[board[f]] == opp and line_through(masks[opp], f):
                score = -(WIN - ply - 1)  # the move uncovered an opponent's line
            else:
                nh = self.child_hash(h, f, t, undo, old_extras)
                if nh in path or nh in self.game_counts:
                    score = 0  # a repetition: never part of a proof
                else:
                    path.append(nh)
                    try:
                        score = -self.prove(opp, depth - 1, -beta, -alpha, ply + 1, nh)
                    finally:
                        path.pop()
            self.unmake(side, f, t, undo)
            if score > best or best_move is None:
                best, best_move = score, (f, t)
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self.killers[ply] = (f, t)
                        self.history_score[(f, t)] = self.history_score.get((f, t), 0) + depth * depth
                        break
        # The window always lies within (-1, 1), so a value of 1 or more is a proven win (some move
        # leads to a proven loss) and -1 or less a proven loss (every move was searched, none
        # cut off, and each leads to a proven win); 0 proves nothing.
        if best >= WIN_THRESHOLD:
            self.proof_tt[h] = (PROVEN, best + ply, best_move)
        elif best <= -WIN_THRESHOLD:
            self.proof_tt[h] = (PROVEN, best - ply, best_move)
        elif alpha < beta:
            self.proof_tt[h] = (UNPROVEN, depth, best_move)
        else:
            self.proof_tt[h] = (ORDER_ONLY, 0, best_move)
        return best

    def solve(
        self, max_plies: int = 200, seconds: float | None = None, nodes: int | None = None
    ) -> Outcome:
        """Deepen one ply at a time until the position is proven or a budget (CPU seconds, nodes) ends."""
        start = time.process_time()
        if seconds is not None:
            self.cpu_deadline = start + seconds
        if nodes is not None:
            self.node_limit = nodes
        side = self.side
        h = self.root_hash()
        value, best, reached = 0, None, 0
        # prove() makes and unmakes moves without try/finally (it is the hot path), so a timeout
        # leaves the board mid-line: keep the root position to put back
        root = (list(self.board), list(self.masks), list(self.pending), self.forbidden)
        try:
            for depth in range(1, max_plies + 1):
                self.horizon_hit = False
                self.path = [h]
                value = self.prove(side, depth, -1, 1, 0, h)
                reached = depth
                entry = self.proof_tt.get(h)
                best = entry[2] if entry else None
                if abs(value) >= WIN_THRESHOLD or not self.horizon_hit:
                    break
        except Timeout:
            self.board[:], self.masks[:], self.pending[:] = root[0], root[1], root[2]
            self.forbidden = root[3]
            self.path = []
        elapsed = time.process_time() - start
        if abs(value) >= WIN_THRESHOLD:
            kind = "win" if value > 0 else "loss"
            return Outcome(kind, WIN - abs(value), best, self.nodes, elapsed, reached, self.principal_variation())
        if reached and not self.horizon_hit:
            return Outcome("draw", 0, best, self.nodes, elapsed, reached)
        return Outcome("unknown", 0, best, self.nodes, elapsed, reached)

    def principal_variation(self, limit: int = 60) -> tuple[tuple[int, int], ...]:
        """The stored proof moves from the root: the winner's choices and the loser's longest defence."""
        line: list[tuple[int, int]] = []
        side = self.side
        undos = []
        h = self.root_hash()
        for _ in range(limit):
            entry = self.proof_tt.get(h)
            if entry is None or entry[0] != PROVEN or entry[2] is None:
                break
            f, t = entry[2]
            old_extras = extras_hash(self.pending, self.forbidden)
            undo = self.make(side, f, t)
            undos.append((side, f, t, undo))
            line.append((f, t))
            h = self.child_hash(h, f, t, undo, old_extras)
            side = 1 - side
        for side_, f, t, undo in reversed(undos):
            self.unmake(side_, f, t, undo)
        return tuple(line)


def solver_for(
    board: Sequence[int], side: int, pending: Sequence[bool], forbidden: int, history: dict[int, int] | None = None
) -> Solver:
    return Solver(board, side, pending, forbidden, history)


def move_text(move: tuple[int, int] | None) -> str:
    return f"{SQUARES[move[0]]}-{SQUARES[move[1]]}" if move else ""
