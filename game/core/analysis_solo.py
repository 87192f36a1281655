"""The marks of a solo run's moves (a one-seat game: Khedu's high-score mode), by its expected final score."""

from __future__ import annotations

# A solo run has no one to beat: its chance is always 100 % and no move was ever marked, though a Khedu run passed
# for -3 LP nine times as its expected score slid 85 → 7 (a playtest). Its moves are marked by the fall of the
# expected final score, in points: big enough to stand beyond the play-outs' noise (a few points at the budget).
SOLO_MARKS = ((8.0, "blunder"), (5.0, "mistake"), (3.0, "inaccuracy"))


def solo_mark(score_before: float, score_after: float, played_best: bool) -> str | None:
    """The mark of a solo move by the fall of the run's expected final score."""
    if played_best:
        return None
    fall = score_before - score_after
    return next((mark for points, mark in SOLO_MARKS if fall >= points), None)
