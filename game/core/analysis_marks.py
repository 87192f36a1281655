"""A mark's level: by the drop in the mover's chance, the stronger of two, and as the caption shows it."""

from __future__ import annotations

from baraza.game.core.evaluation import Evaluation

INACCURACY, MISTAKE, BLUNDER = 0.10, 0.20, 0.30
MARKS = (None, "inaccuracy", "mistake", "blunder")  # weakest first


def as_shown(mark: str | None, before: Evaluation, after: Evaluation, seat: int) -> str | None:
    """A mark's level by the drop the caption shows (the evidence only decides whether there is one): "an
    inaccuracy: 42% → 6%" beside "a mistake: 78% → 71%" could not be squared (a playtest). A proven loss or a
    proven win thrown away stays a blunder."""
    if mark is None or (mark == "blunder" and after.proven):
        return mark
    return drop_mark(max(before.chances[seat] - after.chances[seat], INACCURACY))


def drop_mark(drop: float) -> str | None:
    """The mark of a drop in the mover's chance (after any allowance for noise is taken off)."""
    return "blunder" if drop >= BLUNDER else "mistake" if drop >= MISTAKE else "inaccuracy" if drop >= INACCURACY \
        else None


def stronger(a: str | None, b: str | None) -> str | None:
    """The stronger of two marks."""
    return a if MARKS.index(a) >= MARKS.index(b) else b
