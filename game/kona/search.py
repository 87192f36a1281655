"""Kona's heuristic search: negamax alpha-beta on bitboards with make/unmake.

Iterative deepening, principal variation search, a transposition table and killer/history move
ordering. A move can only win by landing on a "hot" square (two same-coloured tops beside it in a
line), so win checks are a mask test first. The search stops on a CPU deadline, a wall-clock
deadline or a node budget (the budget makes arena games exactly reproducible).
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Sequence

from baraza.game.kona.bitboard import (
    FULL,
    JUMPS,
    LANE8,
    LANES,
    LINE_NEAR,
    LINE_PAIRS,
    NEIGHBOURS,
    ON,
    SHIFT,
    SHIFT_BASE,
    Z_SIDE,
    ZOBRIST,
    extras_hash,
    hot_mask,
    line_through,
    list_moves,
    move_lanes,
    position_hash,
    top_masks,
)
from baraza.game.kona.evaluation import DEFAULT_WEIGHTS, Weights, evaluate
from baraza.game.kona.rules import (
    BLACK,
    HEIGHT,
    NO_SQUARE,
    POP,
    PUSH,
    TOP,
    WHITE,
    generate_moves,
    has_line_through,
)

WIN = 1_000_000
# PUSH_BY_SIDE[side][code]: the stack after `side` lands a piece on it. The hash change of a move is
# POP_KEYS[f][code at f] ^ PUSH_KEYS[side][t][code at t] (^ Z_SIDE): the old key out, the new one in.
SHIFT1, SHIFT2, SHIFT3 = SHIFT[1:]
ON1, ON2, ON3 = ON[1:]
PUSH_BY_SIDE = tuple(tuple(PUSH[code][side] for code in range(16)) for side in (WHITE, BLACK))
POP_KEYS = tuple(tuple(keys[code] ^ keys[POP[code]] for code in range(16)) for keys in ZOBRIST)
PUSH_KEYS = tuple(tuple(tuple(keys[code] ^ keys[PUSH[code][side]] for code in range(16)) for keys in ZOBRIST)
                  for side in (WHITE, BLACK))
WIN_THRESHOLD = WIN - 1000  # scores beyond this are "win in n plies"
INF = 10 * WIN


class Timeout(Exception):
    """The search ran out of time or nodes."""


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
        self.masks = list(top_masks(self.board))  # White tops, Black tops, full stacks, tall stacks
        self.game_counts = history or {}  # hash -> occurrences before this search
        self.path: list[int] = []
        self.deadline = deadline  # wall clock (time.perf_counter)
        self.cpu_deadline = float("inf")  # this process's CPU time (time.process_time)
        self.node_limit = float("inf")
        self.nodes = 0
        self.tt: dict[int, tuple[int, int, int, tuple[int, int] | None]] = {}
        # Leaf values by position hash: a leaf's value depends on the position alone, and the same
        # leaves come back in re-searches (principal variation search) and through transpositions.
        self.leaf_cache: dict[int, int] = {}
        # hot_mask by mask: one colour's tops change only when that colour moves, so most come back
        self.hot_cache: dict[int, int] = {}
        self.step_cache: dict[int, int] = {}  # see _threats
        self.threat_extensions = 0  # how many one-ply extensions for threats one line may get
        self._extended = 0
        self.killers: dict[int, tuple[int, int]] = {}
        # a move without a score reads as 0 (and is then stored as 0: ordering sorts by item lookup)
        self.history_score: dict[tuple[int, int], int] = defaultdict(int)

    # -- move helpers ------------------------------------------------------------------------
    def moves(self, side: int) -> list[tuple[int, int]]:
        """The legal moves of `side` (the same set as the rules give, found with bitboards)."""
        if self.pending[side]:
            forbidden = self.forbidden if side == BLACK else NO_SQUARE
            return generate_moves(self.board, side, True, forbidden)
        return list_moves(self.board, self.masks, side)

    def is_win(self, side: int, f: int, t: int) -> bool:
        """Whether moving f -> t (t hot for `side`) completes a line for `side`."""
        if not (LINE_NEAR[t] >> f) & 1:
            return True  # the two tops that make t hot stay where they are
        mine = self.masks[side]
        if TOP[POP[self.board[f]]] != side:
            mine &= ~(1 << f)  # the piece leaves f and uncovers another colour (or nothing)
        return line_through(mine | (1 << t), t)

    def hot(self, m: int) -> int:
        """`hot_mask(m)`, remembered."""
        hot = self.hot_cache.get(m)
        if hot is None:
            hot = self.hot_cache[m] = hot_mask(m)
        return hot

    def winning_moves(self, side: int, moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Moves that complete a line for `side` right away (only landings on hot squares can)."""
        hot = self.hot(self.masks[side])
        if not hot:
            return []
        return [(f, t) for f, t in moves if (hot >> t) & 1 and self.is_win(side, f, t)]

    def count_and_threats(self, side: int, hot: int) -> tuple[int, int]:
        """How many moves `side` has, and on how many squares one of them completes its line.

        `hot` is `hot_mask` of `side`'s tops: only a landing there can complete a line."""
        if self.pending[side]:
            moves = self.moves(side)
            return len(moves), len({t for _, t in self.winning_moves(side, moves)})
        masks = self.masks
        lone, tall = move_lanes(masks, side)
        count = lone.bit_count() + tall.bit_count()
        hot &= ~masks[2]
        if not hot:
            return count, 0
        return count, self._threats(side, hot, tall)

    def _threats(self, side: int, hot: int, tall_lanes: int, first_only: bool = False) -> int:
        """On how many of the `hot` squares (not full) one of `side`'s moves completes a line.

        `tall_lanes`: the tall stacks' moves as `bitboard.move_lanes` gives them. With
        `first_only`, stop at the first such square (the answer is then 0 or 1)."""
        masks = self.masks
        mine = masks[side]
        lone = mine & ~masks[3]
        tall_reach = -1  # the squares that the tall stacks' moves reach, once needed
        step_cache = self.step_cache
        threats = 0
        while hot:
            tbit = hot & -hot
            hot ^= tbit
            t = tbit.bit_length() - 1
            near = lone & NEIGHBOURS[t]
            if near:
                # A lone piece stepping from f to t leaves f empty, so it completes a line unless f
                # belongs to every pair of my tops that makes t hot. Which squares those are
                # depends only on my tops near t: remembered.
                key = (mine & LINE_NEAR[t]) << 6 | t
                leavers = step_cache.get(key)
                if leavers is None:
                    common = FULL
                    for pair in LINE_PAIRS[t]:
                        if mine & pair == pair:
                            common &= pair
                    leavers = step_cache[key] = FULL ^ common
                if near & leavers:
                    threats += 1
                    if first_only:
                        break
                    continue
            if not tall_lanes:
                continue
            if tall_reach < 0:
                tall_lanes |= tall_lanes >> (4 * LANE8)
                tall_lanes |= tall_lanes >> (2 * LANE8)
                tall_lanes |= tall_lanes >> LANE8
                tall_reach = tall_lanes & FULL
            if tall_reach & tbit and self._tall_wins(side, mine & masks[3], t):
                threats += 1
                if first_only:
                    break
        return threats

    def _tall_wins(self, side: int, tall: int, t: int) -> bool:
        """Whether one of the stacks in `tall` (`side`'s tops) moves to t and completes a line."""
        board, masks = self.board, self.masks
        occupied = masks[0] | masks[1]
        while tall:
            low = tall & -tall
            tall ^= low
            f = low.bit_length() - 1
            for target, between, _ in JUMPS[f][HEIGHT[board[f]]]:
                if target == t and not occupied & between and self.is_win(side, f, t):
                    return True
        return False

    def make(self, side: int, f: int, t: int) -> tuple:
        board = self.board
        masks = self.masks
        undo = (board[f], board[t], self.pending[side], self.forbidden, masks[0], masks[1], masks[2], masks[3])
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
        if HEIGHT[new_f] < 2:
            masks[3] &= ~bf
        h = HEIGHT[new_t]
        if h >= 2:
            masks[3] |= bt
            if h == 3:
                masks[2] |= bt
        if self.pending[side]:
            self.pending[side] = False
            self.forbidden = t if side == WHITE else NO_SQUARE
        return undo

    def unmake(self, side: int, f: int, t: int, undo: tuple) -> None:
        board, masks = self.board, self.masks
        (board[f], board[t], self.pending[side], self.forbidden,
         masks[0], masks[1], masks[2], masks[3]) = undo

    # old names, kept for callers and tests written against them
    _make = make
    _unmake = unmake

    def child_hash(self, h: int, f: int, t: int, undo: tuple, old_extras: int) -> int:
        board = self.board
        h ^= (Z_SIDE ^ ZOBRIST[f][undo[0]] ^ ZOBRIST[f][board[f]] ^ ZOBRIST[t][undo[1]] ^ ZOBRIST[t][board[t]])
        if old_extras or self.pending[0] or self.pending[1]:
            h ^= old_extras ^ extras_hash(self.pending, self.forbidden)
        return h

    def _repeats(self, h: int) -> bool:
        # A position seen before (in the game or on the current path) is scored as a draw: the
        # third occurrence is one, and steering into repeats is how the weaker side saves a game.
        return h in self.game_counts or h in self.path

    def leaf_value(self, side: int) -> int:
        """The value of this position for `side` to move at the horizon: -WIN if it cannot move,
        WIN - 1 if it wins on this move, else the static evaluation."""
        if self.pending[0] or self.pending[1]:
            count, wins = self.count_and_threats(side, self.hot(self.masks[side]))
            if not count:
                return -WIN
            if wins:
                return WIN - 1
            return self.evaluate(side, count)
        # `count_and_threats` for both sides, written out (this is the search's hot path): every
        # move at once, one bit per move in eight direction lanes (see bitboard.move_lanes)
        masks, hot_cache = self.masks, self.hot_cache
        full, tall = masks[2], masks[3]
        open8 = (FULL ^ full) * LANES
        step_to = ON1 & open8  # where a one-square move may land
        empty = FULL ^ (masks[0] | masks[1])
        over1 = over2 = 0
        # the side to move: blocked, or a winning move, or how many moves
        mine = masks[side]
        count = (((mine & ~tall) * SHIFT1 >> SHIFT_BASE) & step_to).bit_count()
        stacks = mine & tall
        lanes = 0
        if stacks:
            over1 = empty * SHIFT1 >> SHIFT_BASE  # squares whose previous square is empty
            lanes = ((stacks & ~full) * SHIFT2 >> SHIFT_BASE) & over1 & ON2 & open8
            if stacks & full:
                over2 = empty * SHIFT2 >> SHIFT_BASE
                lanes |= ((stacks & full) * SHIFT3 >> SHIFT_BASE) & over1 & over2 & ON3 & open8
            count += lanes.bit_count()
        if not count:
            return -WIN  # blocked: the side to move loses (plies are added by the caller)
        hot = hot_cache.get(mine)
        if hot is None:
            hot = hot_cache[mine] = hot_mask(mine)
        hot &= ~full
        if hot and self._threats(side, hot, lanes, True):
            return WIN - 1
        # the other side: how many moves, and on how many squares it threatens to complete a line
        mine = masks[1 - side]
        opp_count = (((mine & ~tall) * SHIFT1 >> SHIFT_BASE) & step_to).bit_count()
        stacks = mine & tall
        lanes = 0
        if stacks:
            if not over1:
                over1 = empty * SHIFT1 >> SHIFT_BASE
            lanes = ((stacks & ~full) * SHIFT2 >> SHIFT_BASE) & over1 & ON2 & open8
            if stacks & full:
                if not over2:
                    over2 = empty * SHIFT2 >> SHIFT_BASE
                lanes |= ((stacks & full) * SHIFT3 >> SHIFT_BASE) & over1 & over2 & ON3 & open8
            opp_count += lanes.bit_count()
        hot = hot_cache.get(mine)
        if hot is None:
            hot = hot_cache[mine] = hot_mask(mine)
        hot &= ~full
        threats = self._threats(1 - side, hot, lanes) if hot else 0
        return evaluate(self.board, masks, side, count, opp_count, threats, self.w)

    def evaluate(self, side: int, my_count: int) -> int:
        """Static score for `side` (to move, with `my_count` moves and no immediate win)."""
        opp = 1 - side
        opp_count, threats = self.count_and_threats(opp, self.hot(self.masks[opp]))
        return evaluate(self.board, self.masks, side, my_count, opp_count, threats, self.w)

    def root_hash(self) -> int:
        return position_hash(self.board, self.side, self.pending, self.forbidden)

    # -- search ------------------------------------------------------------------------------
    def _tick(self) -> None:
        if len(self.hot_cache) > 200_000:  # a long solve would otherwise keep every mask it met
            self.hot_cache.clear()
        if len(self.step_cache) > 200_000:
            self.step_cache.clear()
        if (time.process_time() > self.cpu_deadline or time.perf_counter() > self.deadline
                or self.nodes > self.node_limit):
            raise Timeout

    def negamax(self, side: int, depth: int, alpha: int, beta: int, ply: int, h: int) -> int:
        self.nodes += 1
        if not self.nodes & 31:
            self._tick()
        masks = self.masks
        if depth <= 0 and self.threat_extensions and self._extended < self.threat_extensions:
            # expert: a leaf where the opponent threatens to complete a line is searched one ply
            # more, so that a threat is answered (or found unanswerable) before it is scored
            opp = 1 - side
            if not self.count_and_threats(side, self.hot(masks[side]))[1] and \
                    self.count_and_threats(opp, self.hot(masks[opp]))[1]:
                self._extended += 1
                try:
                    return self.negamax(side, 1, alpha, beta, ply, h)
                finally:
                    self._extended -= 1
        if depth <= 0:  # a leaf: count moves instead of listing them
            value = self.leaf_cache.get(h)
            if value is None:
                value = self.leaf_cache[h] = self.leaf_value(side)
            if value >= WIN_THRESHOLD:
                return value - ply
            if value <= -WIN_THRESHOLD:
                return value + ply
            return value
        pending = self.pending
        moves = self.moves(side) if pending[side] else list_moves(self.board, masks, side)
        if not moves:
            return -(WIN - ply)
        hot_cache = self.hot_cache
        m = masks[side]
        hot = hot_cache.get(m)
        if hot is None:
            hot = hot_cache[m] = hot_mask(m)
        if hot:
            for f, t in moves:
                if (hot >> t) & 1 and self.is_win(side, f, t):
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
        m = masks[opp]
        opp_hot = hot_cache.get(m)
        if opp_hot is None:
            opp_hot = hot_cache[m] = hot_mask(m)
        board = self.board
        best, best_move = -INF, None
        # the opening-only part of the hash (first moves pending, a forbidden square)
        hashed_extras = pending[0] or pending[1] or self.forbidden >= 0
        old_extras = extras_hash(pending, self.forbidden) if hashed_extras else 0
        path, game_counts = self.path, self.game_counts
        # Children at the horizon are scored here, without a call: the same node count, the same
        # clock checks and the same values as calling negamax on them (threat extensions aside).
        leaf_children = depth == 1 and not self.threat_extensions
        leaf_cache = self.leaf_cache
        # `make` written out (the search's hot path): the masks before the move, to restore after it
        white, black, full, tall = masks
        forbidden = self.forbidden
        first_move = pending[side]
        h_side = h ^ Z_SIDE
        push = PUSH_BY_SIDE[side]
        push_key = PUSH_KEYS[side]
        for f, t in ordered:
            code_f, code_t = board[f], board[t]
            new_f = board[f] = POP[code_f]
            new_t = board[t] = push[code_t]
            bf, bt = 1 << f, 1 << t
            keep = ~(bf | bt)
            masks[0], masks[1] = white & keep, black & keep
            masks[side] |= bt
            top_f = TOP[new_f]
            if top_f >= 0:
                masks[top_f] |= bf
            height = HEIGHT[new_t]
            masks[2] = full & ~bf | (bt if height == 3 else 0)
            masks[3] = (tall & ~bf if HEIGHT[new_f] < 2 else tall) | (bt if height >= 2 else 0)
            if first_move:
                pending[side] = False
                self.forbidden = t if side == WHITE else NO_SQUARE
            try:
                if (opp_hot >> f) & 1 and top_f == opp and line_through(masks[opp], f):
                    score = -(WIN - ply - 1)  # the move uncovered an opponent's line
                else:
                    nh = h_side ^ POP_KEYS[f][code_f] ^ push_key[t][code_t]
                    if hashed_extras:
                        nh ^= old_extras ^ extras_hash(pending, self.forbidden)
                    if nh in path or nh in game_counts:
                        score = 0
                    elif leaf_children:
                        # negamax(opp, 0, ...) is the leaf's value whatever the window; the
                        # principal variation re-search below visits it a second time
                        nodes = self.nodes = self.nodes + 1
                        if not nodes & 31:
                            self._tick()
                        value = leaf_cache.get(nh)
                        if value is None:
                            value = leaf_cache[nh] = self.leaf_value(opp)
                        if value >= WIN_THRESHOLD:
                            score = ply + 1 - value
                        elif value <= -WIN_THRESHOLD:
                            score = -(value + ply + 1)
                        else:
                            score = -value
                        if best_move is not None and alpha < score < beta:
                            nodes = self.nodes = self.nodes + 1
                            if not nodes & 31:
                                self._tick()
                    else:
                        path.append(nh)
                        try:
                            if best_move is None:
                                score = -self.negamax(opp, depth - 1, -beta, -alpha, ply + 1, nh)
                            else:  # principal variation search: prove the rest worse with a null window
                                score = -self.negamax(opp, depth - 1, -alpha - 1, -alpha, ply + 1, nh)
                                if alpha < score < beta:
                                    score = -self.negamax(opp, depth - 1, -beta, -alpha, ply + 1, nh)
                        finally:
                            path.pop()
            finally:
                board[f], board[t] = code_f, code_t
                masks[0], masks[1], masks[2], masks[3] = white, black, full, tall
                if first_move:
                    pending[side] = True
                    self.forbidden = forbidden
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
        if not hist and tt_move is None and killer is None:
            return moves
        # by history, highest first; `reverse` keeps ties in generation order
        if isinstance(hist, defaultdict):
            keyed = sorted(moves, key=hist.__getitem__, reverse=True)
        else:
            keyed = sorted(moves, key=lambda m: hist.get(m, 0), reverse=True)
        for first in (killer, tt_move):  # the TT move first, then the killer
            if first is not None and first in moves:
                keyed.remove(first)
                keyed.insert(0, first)
        return keyed

    def _root_child(self, f: int, t: int, h: int, old_extras: int, search_child, seen_draws: int = 1) -> int:
        """The score of root move f -> t; `search_child(nh)` searches the position it leads to.

        A move into a position the game has already seen `seen_draws` times or more scores 0."""
        side = self.side
        undo = self.make(side, f, t)
        try:
            if has_line_through(self.board, side, (t, f)):
                return WIN - 1
            if TOP[self.board[f]] == 1 - side and has_line_through(self.board, 1 - side, (f,)):
                return -(WIN - 1)
            nh = self.child_hash(h, f, t, undo, old_extras)
            if self.game_counts.get(nh, 0) >= seen_draws:
                return 0
            self.path.append(nh)
            try:
                return search_child(nh)
            finally:
                self.path.pop()
        finally:
            self.unmake(side, f, t, undo)

    def root_scores(self, moves: list[tuple[int, int]], depth: int) -> list[tuple[int, tuple[int, int]]]:
        """Search every root move to `depth` (full window for each, so the scores are exact)."""
        h = self.root_hash()
        old_extras = extras_hash(self.pending, self.forbidden)
        opp = 1 - self.side
        return [(self._root_child(f, t, h, old_extras,
                                  lambda nh: -self.negamax(opp, depth - 1, -INF, INF, 1, nh), 2), (f, t))
                for f, t in moves]

    def best_move_iterative(
        self, moves: list[tuple[int, int]], max_depth: int, rng: random.Random
    ) -> tuple[tuple[int, int], int, int]:
        """Iterative deepening with alpha-beta at the root; returns (move, score, depth reached)."""
        h = self.root_hash()
        old_extras = extras_hash(self.pending, self.forbidden)
        opp = 1 - self.side
        order = list(moves)
        rng.shuffle(order)  # variety between games; deterministic for a seed
        best_move, best_score, reached = order[0], -INF, 0
        self.iteration_scores: list[int] = []  # each depth's score, as returned (the analysis averages the last two)
        for depth in range(1, max_depth + 1):
            alpha = -INF
            iter_best, iter_score = None, -INF
            try:
                for f, t in order:
                    score = self._root_child(
                        f, t, h, old_extras, lambda nh, a=alpha, d=depth: -self.negamax(opp, d - 1, -INF, -a, 1, nh))
                    if score > iter_score:
                        iter_best, iter_score = (f, t), score
                        alpha = max(alpha, score)
            except Timeout:
                # A move that beat the previous best in the unfinished iteration is still better
                # (it was searched deeper), so keep it; otherwise keep the last full iteration's.
                if iter_best is not None:
                    best_move, best_score = iter_best, iter_score
                    self.iteration_scores.append(iter_score)
                break
            best_move, best_score, reached = iter_best, iter_score, depth
            self.iteration_scores.append(iter_score)
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


def position_key_hash(key: tuple) -> int:
    """The search hash of a rules `position_key` tuple (board codes, side, pending, forbidden)."""
    codes, side, pending, forbidden = key
    return position_hash(codes, side, pending, forbidden)

