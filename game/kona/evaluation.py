"""Kona's static evaluation: counted patterns of three on the top-piece bitboards.

Every pattern is a triple of neighbouring squares in a line (80 of them). The counts come from
shifted masks (`bitboard.forward_masks`), never from a loop over squares, which keeps a leaf cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.kona.bitboard import FULL, forward_masks
from game.kona.rules import HEIGHT, NUM_SQUARES


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


def pairs(m: int, gap: int, fm: tuple, fg: tuple) -> int:
    """How many triples hold two squares of `m` and one of `gap` (fm, fg: their `forward_masks`)."""
    count = 0
    for (mf1, mf2), (gf1, gf2) in zip(fm, fg, strict=True):
        # triples (x, x+D, x+2D): the odd square out is the last, the middle or the first one
        count += ((m & mf1 & gf2) | (m & gf1 & mf2) | (gap & mf1 & mf2)).bit_count()
    return count


def singles(m: int, empty: int, fm: tuple, fe: tuple) -> int:
    """How many triples hold one square of `m` and two empty squares."""
    count = 0
    for (mf1, mf2), (ef1, ef2) in zip(fm, fe, strict=True):
        count += ((m & ef1 & ef2) | (empty & mf1 & ef2) | (empty & ef1 & mf2)).bit_count()
    return count


def evaluate(
    board: Sequence[int], masks: Sequence[int], side: int, my_count: int, opp_count: int, threats: int,
    w: Weights = DEFAULT_WEIGHTS,
) -> int:
    """Static score for `side` (to move, no immediate win). `threats`: the squares where the other
    side could complete a line on its next move."""
    opp = 1 - side
    mine, theirs, full = masks[side], masks[opp], masks[2]
    empty = FULL & ~(mine | theirs)
    my_cover, their_cover = theirs & ~full, mine & ~full
    fm, ft, fe = forward_masks(mine), forward_masks(theirs), forward_masks(empty)
    score = w.open_two * (pairs(mine, empty, fm, fe) - pairs(theirs, empty, ft, fe))
    # the odd square is the other colour's top but can still be covered (not a full stack)
    score += w.cover_two * (pairs(mine, my_cover, fm, forward_masks(my_cover))
                            - pairs(theirs, their_cover, ft, forward_masks(their_cover)))
    score += w.one * (singles(mine, empty, fm, fe) - singles(theirs, empty, ft, fe))
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
