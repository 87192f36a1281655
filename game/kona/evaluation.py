"""Kona's static evaluation: counted patterns of three on the top-piece bitboards.

Every pattern is a triple of neighbouring squares in a line (80 of them). The counts come from
shifted masks, never from a loop over squares, and all four directions and both colours are packed
into one integer, which keeps a leaf cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from baraza.game.kona.bitboard import FULL, STEPS
from baraza.game.kona.rules import HEIGHT, NUM_SQUARES


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


# The four line directions share one big integer: lane k (LANE bits wide) holds direction k, and each
# lane has two halves of 36 bits, one per colour counted (the side to move, then the other side). A
# pattern is then counted for all four directions and both colours with a handful of operations.
# In every half a bit stands for a triple (x, x+D, x+2D) by its first square x. The lanes are in
# order of decreasing step so that the shifted copies made by one multiplication never overlap.
LANE = 80
_HALF = (1 << 36) - 1
_ORDER = sorted(STEPS, key=lambda step: -step[0])
_REP = sum(1 << (LANE * k) for k in range(4))  # Q * _REP: Q copied into every lane
_PAD = 14  # 2 * the largest step: the copies are made shifted up, then all shifted down by _PAD
_REP1 = sum(1 << (LANE * k + _PAD - step[0]) for k, step in enumerate(_ORDER))  # lane k: Q >> s
_REP2 = sum(1 << (LANE * k + _PAD - 2 * step[0]) for k, step in enumerate(_ORDER))  # lane k: Q >> 2s
# the triple starts (x with x+2D on the board, on x's line) in both halves of every lane; the bits a
# shift carries across a half or a lane boundary all fall outside this mask
_STARTS = sum((step[2] | step[2] << 36) << (LANE * k) for k, step in enumerate(_ORDER))
_SECOND = sum(_HALF << (36 + LANE * k) for k in range(4))  # the other colour's halves


def evaluate(
    board: Sequence[int], masks: Sequence[int], side: int, my_count: int, opp_count: int, threats: int,
    w: Weights = DEFAULT_WEIGHTS,
) -> int:
    """Static score for `side` (to move, no immediate win). `threats`: the squares where the other
    side could complete a line on its next move."""
    mine, theirs, full = masks[side], masks[1 - side], masks[2]
    empty = FULL ^ (mine | theirs)
    open_ = ~full
    # per half: the colour counted (x), the other colour's tops that a move could still cover (c), empty (e)
    # each quantity q (two halves) becomes (x in q, x+D in q, x+2D in q) for every lane's direction D
    q = mine | theirs << 36
    xa, xb, xc = q * _REP & _STARTS, (q * _REP1 >> _PAD) & _STARTS, (q * _REP2 >> _PAD) & _STARTS
    # (c and e need no mask: every pattern below includes an x, which is masked)
    q = theirs & open_ | (mine & open_) << 36
    ca, cb, cc = q * _REP, q * _REP1 >> _PAD, q * _REP2 >> _PAD
    q = empty | empty << 36
    ea, eb, ec = q * _REP, q * _REP1 >> _PAD, q * _REP2 >> _PAD
    # two of a colour and an empty square (the odd square is the last, the middle or the first)
    p = xa & xb & ec | xa & eb & xc | ea & xb & xc
    open_two = p.bit_count() - 2 * (p & _SECOND).bit_count()
    # two of a colour and the other colour's top that can still be covered (not a full stack)
    p = xa & xb & cc | xa & cb & xc | ca & xb & xc
    cover_two = p.bit_count() - 2 * (p & _SECOND).bit_count()
    # one of a colour and two empty squares
    p = xa & eb & ec | ea & xb & ec | ea & eb & xc
    one = p.bit_count() - 2 * (p & _SECOND).bit_count()
    score = w.open_two * open_two + w.cover_two * cover_two + w.one * one
    score += w.tall_top * ((mine & full).bit_count() - (theirs & full).bit_count())
    if w.under:
        for sq in range(NUM_SQUARES):
            code = board[sq]
            if code >= 4:  # two pieces or more: compare the top with the one below it
                h = HEIGHT[code]
                top, below = (code >> (h - 1)) & 1, (code >> (h - 2)) & 1
                if top != below:
                    score += w.under if below == side else -w.under
    score += w.mobility * (my_count - opp_count)
    if threats:
        score -= w.threat * threats
        if threats >= 2:
            score -= w.double_threat
    return score
