"""Kona on bitboards: bit i of a mask is square i (a1 = 0, f6 = 35).

A position is the rules module's list of stack codes plus four masks kept in step with it:
White tops, Black tops, full stacks (height 3) and tall stacks (height 2 or 3). The search, the
solver and the perft tool share the tables and helpers here: move lists and move counts from
precomputed jump tables, "hot" squares (where one more top completes a line of three), and the
Zobrist keys that hash a position.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from baraza.game.kona.rules import BLACK, DIRECTIONS, HEIGHT, NUM_SQUARES, RAYS, TOP, TRIPLES_AT, WHITE

FULL = (1 << NUM_SQUARES) - 1
FILE_A = sum(1 << (rank * 6) for rank in range(6))
NOT_A = FULL & ~FILE_A  # shifting east must not wrap a square from file f onto file a
NOT_F = FULL & ~(FILE_A << 5)

_Z = random.Random(0x4B6F6E61)  # fixed seed: the keys are constants, the same in every process
ZOBRIST = tuple(tuple(_Z.getrandbits(64) for _ in range(16)) for _ in range(NUM_SQUARES))
Z_SIDE = _Z.getrandbits(64)
Z_PENDING = (_Z.getrandbits(64), _Z.getrandbits(64))
Z_FORBIDDEN = tuple(_Z.getrandbits(64) for _ in range(NUM_SQUARES))
del _Z


def extras_hash(pending: Sequence[bool], forbidden: int) -> int:
    """The hash part for the opening-only state (first moves pending, Black's forbidden square)."""
    h = 0
    if pending[0]:
        h ^= Z_PENDING[0]
    if pending[1]:
        h ^= Z_PENDING[1]
    if forbidden >= 0:
        h ^= Z_FORBIDDEN[forbidden]
    return h


def position_hash(board: Sequence[int], side: int, pending: Sequence[bool], forbidden: int) -> int:
    h = Z_SIDE if side == BLACK else 0
    for sq in range(NUM_SQUARES):
        h ^= ZOBRIST[sq][board[sq]]
    return h ^ extras_hash(pending, forbidden)


def dir_masks(m: int) -> tuple[tuple[int, int, int, int], ...]:
    """For the 4 line directions D: (squares x with x+D in m, x+2D in m, x-D in m, x-2D in m)."""
    e1 = (m >> 1) & NOT_F
    e2 = (e1 >> 1) & NOT_F
    w1 = (m << 1) & NOT_A
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


def forward_masks(m: int) -> tuple[tuple[int, int], ...]:
    """The first half of `dir_masks` only (x+D and x+2D in m): all that counting triples needs."""
    e1 = (m >> 1) & NOT_F
    ne1 = (m >> 7) & NOT_F
    nw1 = (m >> 5) & NOT_A
    return ((e1, (e1 >> 1) & NOT_F), (m >> 6, m >> 12), (ne1, (ne1 >> 7) & NOT_F), (nw1, (nw1 >> 5) & NOT_A))


def _steps() -> tuple[tuple[int, int, int, int, int], ...]:
    # For the 4 line directions (east, north, north-east, north-west) as a bit step s: the squares
    # x for which x+s, x+2s, x-s and x-2s are on the board (and on the same line as x).
    steps = []
    for (f1, f2, b1, b2), s in zip(dir_masks(FULL), (1, 6, 7, 5), strict=True):
        steps.append((s, f1, f2, b1, b2))
    return tuple(steps)


# STEPS: (s, K1, K2, B1, B2). Shifting twice by one step equals shifting once by two steps and
# masking with K2 (or B2), so "x+2D is in m" is `(m >> 2s) & K2`: one shift instead of two.
STEPS = _steps()


# hot_mask with the four directions side by side: lane k (64 bits) of `m * _HOT_REP[i] >> 14` is m
# shifted by -s, -2s, +s, +2s (i = 0..3) for the k-th direction's step s; _HOT_ON[i] keeps the squares
# whose neighbour that far along the line is on the board (bits pushed across lanes fall outside).
_HOT_REP = tuple(sum(1 << (64 * k + 14 + sign * j * step[0]) for k, step in enumerate(STEPS))
                 for sign, j in ((-1, 1), (-1, 2), (1, 1), (1, 2)))
_HOT_ON = tuple(sum(step[i] << (64 * k) for k, step in enumerate(STEPS)) for i in (1, 2, 3, 4))


def hot_mask(m: int, dm: tuple | None = None) -> int:
    """Squares outside `m` that would complete a line of three with two squares of `m`."""
    x1 = (m * _HOT_REP[0] >> 14) & _HOT_ON[0]  # x+D in m
    x2 = (m * _HOT_REP[1] >> 14) & _HOT_ON[1]  # x+2D in m
    y1 = (m * _HOT_REP[2] >> 14) & _HOT_ON[2]  # x-D in m
    hot = x1 & (x2 | y1) | y1 & (m * _HOT_REP[3] >> 14) & _HOT_ON[3]
    hot |= hot >> 128
    hot |= hot >> 64
    return hot & FULL & ~m


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
# NEIGHBOURS[sq]: the squares one step away (where a lone piece may go unless they are full).
NEIGHBOURS = tuple(sum(bit for _, _, bit in JUMPS[sq][1]) for sq in range(NUM_SQUARES))
# LINE_NEAR[sq]: squares sharing a line of three with sq (whose colour can matter for its lines).
LINE_NEAR = tuple(
    sum(1 << x for d in range(8) for x in RAYS[sq][d][:2]) for sq in range(NUM_SQUARES)
)

# LINE_PAIRS[sq]: for every line of three through sq, the mask of its other two squares.
LINE_PAIRS = tuple(
    tuple(sum(1 << x for x in triple if x != sq) for triple in TRIPLES_AT[sq]) for sq in range(NUM_SQUARES)
)


def line_through(mask: int, sq: int) -> bool:
    """Whether `mask` (one colour's tops, sq included) holds a line of three through sq."""
    for pair in LINE_PAIRS[sq]:
        if mask & pair == pair:
            return True
    return False


def top_masks(board: Sequence[int]) -> tuple[int, int, int, int]:
    """(White tops, Black tops, full stacks, tall stacks = height 2 or 3) as bitboards."""
    white = black = full = tall = 0
    for sq, code in enumerate(board):
        top = TOP[code]
        if top == WHITE:
            white |= 1 << sq
        elif top == BLACK:
            black |= 1 << sq
        h = HEIGHT[code]
        if h == 3:
            full |= 1 << sq
        if h >= 2:
            tall |= 1 << sq
    return white, black, full, tall


def _build_steps() -> dict[int, tuple[tuple[int, int], ...]]:
    # STEP_MOVES[targets << 6 | sq]: a lone piece's moves from sq onto the squares of `targets` (a
    # subset of NEIGHBOURS[sq]), in the order of JUMPS (the order the search has always used).
    table = {}
    for sq in range(NUM_SQUARES):
        steps = JUMPS[sq][1]
        for subset in range(1 << len(steps)):
            chosen = [steps[i] for i in range(len(steps)) if subset >> i & 1]
            targets = sum(bit for _, _, bit in chosen)
            table[targets << 6 | sq] = tuple((sq, t) for t, _, _ in chosen)
    return table


STEP_MOVES = _build_steps()


def list_moves(board: Sequence[int], masks: Sequence[int], side: int) -> list[tuple[int, int]]:
    """Every ordinary (not first) move of `side` as (from, to), by square, then in JUMPS order."""
    occupied = masks[0] | masks[1]
    full = masks[2]
    tall = masks[3]
    open_ = FULL ^ full
    moves: list[tuple[int, int]] = []
    m = masks[side]
    while m:
        low = m & -m
        m ^= low
        sq = low.bit_length() - 1
        if low & tall:
            for t, between, tbit in JUMPS[sq][HEIGHT[board[sq]]]:
                if not (occupied & between or full & tbit):
                    moves.append((sq, t))
        else:  # a lone piece: one step onto any neighbour that is not full
            moves += STEP_MOVES[(NEIGHBOURS[sq] & open_) << 6 | sq]
    return moves


# All moves of one kind at once. Lane k (LANE8 bits) of `pieces * SHIFT[j] >> SHIFT_BASE` holds
# `pieces` moved j squares along direction k (its bit step STEPS8[k]); the lanes go in increasing
# step, so the copies a multiplication makes never overlap, and bits pushed out of a lane land in
# the neighbouring lane's unused top bits. ON[j] keeps, per lane, the squares that a j-square move
# can land on without leaving the board on the way (no wrap from file f to file a or back).
STEPS8 = (-7, -6, -5, -1, 1, 5, 6, 7)
LANE8 = 64
SHIFT_BASE = 24  # at least 3 * 7, the longest move's shift
_STEP_OF = {df + 6 * dr: d for d, (df, dr) in enumerate(DIRECTIONS)}  # bit step -> index in RAYS
SHIFT = (0,) + tuple(sum(1 << (LANE8 * k + SHIFT_BASE + j * s) for k, s in enumerate(STEPS8)) for j in (1, 2, 3))
ON = (0,) + tuple(
    sum(sum(1 << RAYS[sq][_STEP_OF[s]][j - 1] for sq in range(NUM_SQUARES) if len(RAYS[sq][_STEP_OF[s]]) >= j)
        << (LANE8 * k) for k, s in enumerate(STEPS8))
    for j in (1, 2, 3)
)
LANES = sum(1 << (LANE8 * k) for k in range(8))  # mask * LANES: `mask` in every lane


def move_lanes(masks: Sequence[int], side: int) -> tuple[int, int]:
    """`side`'s ordinary moves as lane bits: (the lone pieces' steps, the tall stacks' moves).

    A lone piece steps onto any neighbour that is not full; a stack of height h moves its top
    exactly h squares over empty squares onto a square that is not full. Each move is one bit
    (one lane per direction); `tall` is 0 when `side` has no tall stack on top."""
    mine, full, tall = masks[side], masks[2], masks[3]
    open8 = (FULL ^ full) * LANES
    lone = (((mine & ~tall) * SHIFT[1]) >> SHIFT_BASE) & ON[1] & open8
    tall &= mine
    if not tall:
        return lone, 0
    empty = FULL ^ (masks[0] | masks[1])
    over1 = (empty * SHIFT[1]) >> SHIFT_BASE  # squares whose previous square is empty
    moves = (((tall & ~full) * SHIFT[2]) >> SHIFT_BASE) & over1 & ON[2] & open8
    if tall & full:
        over2 = (empty * SHIFT[2]) >> SHIFT_BASE
        moves |= (((tall & full) * SHIFT[3]) >> SHIFT_BASE) & over1 & over2 & ON[3] & open8
    return lone, moves


def lanes_union(lanes: int) -> int:
    """The squares that moves given as lane bits land on (the eight lanes merged)."""
    lanes |= lanes >> (4 * LANE8)
    lanes |= lanes >> (2 * LANE8)
    lanes |= lanes >> LANE8
    return lanes & FULL


def count_moves(board: Sequence[int], masks: Sequence[int], side: int) -> tuple[int, int]:
    """(number of ordinary moves of `side`, mask of their landing squares)."""
    lone, tall = move_lanes(masks, side)
    return lone.bit_count() + tall.bit_count(), lanes_union(lone | tall)


def move_count(masks: Sequence[int], side: int) -> int:
    """The number of ordinary moves of `side` (`count_moves` without the landing squares)."""
    lone, tall = move_lanes(masks, side)
    return lone.bit_count() + tall.bit_count() if tall else lone.bit_count()
