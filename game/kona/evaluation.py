"""Kona's static evaluation: counted patterns of three on the top-piece bitboards.

Every pattern is a triple of neighbouring squares in a line (80 of them). The counts come from
shifted masks (`bitboard.forward_masks`), never from a loop over squares, which keeps a leaf cheap.
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


def evaluate(
    board: Sequence[int], masks: Sequence[int], side: int, my_count: int, opp_count: int, threats: int,
    w: Weights = DEFAULT_WEIGHTS,
) -> int:
    """Static score for `side` (to move, no immediate win). `threats`: the squares where the other
    side could complete a line on its next move."""
    opp = 1 - side
    mine, theirs, full = masks[side], masks[opp], masks[2]
    empty = FULL & ~(mine | theirs)
    my_cover, their_cover = theirs & ~full, mine & ~full  # tops that a move could still cover
    open_two = cover_two = one = 0
    # Every triple is (x, x+D, x+2D) for one of 4 directions D; m1/m2 mark the x whose x+D/x+2D is mine.
    for s, k1, k2, _, _ in STEPS:
        s2 = s + s
        m1, m2 = (mine >> s) & k1, (mine >> s2) & k2
        t1, t2 = (theirs >> s) & k1, (theirs >> s2) & k2
        e1, e2 = k1 & ~(m1 | t1), k2 & ~(m2 | t2)
        mm, tt = m1 & m2, t1 & t2
        # two of a colour and an empty square (the odd square is the last, the middle or the first)
        open_two += (((mine & m1 & e2) | (mine & e1 & m2) | (empty & mm)).bit_count()
                     - ((theirs & t1 & e2) | (theirs & e1 & t2) | (empty & tt)).bit_count())
        # two of a colour and the other colour's top that can still be covered (not a full stack)
        nf1, nf2 = ~(full >> s), ~(full >> s2)
        cover_two += (((mine & m1 & t2 & nf2) | (mine & t1 & nf1 & m2) | (my_cover & mm)).bit_count()
                      - ((theirs & t1 & m2 & nf2) | (theirs & m1 & nf1 & t2) | (their_cover & tt)).bit_count())
        # one of a colour and two empty squares
        ee = e1 & e2
        one += (((mine & ee) | (empty & m1 & e2) | (empty & e1 & m2)).bit_count()
                - ((theirs & ee) | (empty & t1 & e2) | (empty & e1 & t2)).bit_count())
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
