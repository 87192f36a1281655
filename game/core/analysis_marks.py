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


# A fall the chart shows, confirmed by paired play-outs (a judge opts in with `confirms_falls`): KROWNIA's long
# 3-seat matches ended with no move marked though the chart fell (blind testers, issue 41): with three seats a
# chance is shared three ways, a bad move's fall is smaller, and the marks' 0.10 beyond the noise was seldom reached.
# A move the judge would not have made, after which the mover's chance on the chart fell by CONFIRM_FALL of the even
# share's worth (0.10 at two seats, 0.067 at three), is marked when the pairs of the played move against the best
# one put its cost CONFIRM_ERRORS standard errors above nothing and at least CONFIRM_SHARE of that fall: a real
# cost, not the chart's noise alone.
CONFIRM_FALL, CONFIRM_ERRORS, CONFIRM_SHARE = INACCURACY, 2.0, 0.5


def confirm_fall(seats: int) -> float:
    """The chart's fall a confirmed mark asks at a table of `seats`: INACCURACY at two, less with more seats, as
    each seat's even share of the chances is smaller (2 / seats of it)."""
    return CONFIRM_FALL * 2.0 / max(2, seats)


def confirmed_fall(plain: float, mean: float, error: float, seats: int) -> bool:
    """Whether a chart fall of `plain` is a mark's worth that paired play-outs (mean drop `mean`, its standard error
    `error`) confirm: the fall at least `confirm_fall(seats)`, the pairs' cost CONFIRM_ERRORS errors above nothing
    and at least CONFIRM_SHARE of the fall asked."""
    need = confirm_fall(seats)
    return plain >= need - 1e-9 and mean - CONFIRM_ERRORS * error > 0.0 and mean >= CONFIRM_SHARE * need
