"""Practise's numbers and verdict as the player reads them (scenes/kona/exercise.py shows them).

Every difference is the difference of the numbers shown ("35 %" and "41 %" read "5 points more": each chance was
rounded apart from the gap), and a right answer that is not the best move says where Analysis's marks put it, by
the same thresholds (game/core/analysis_marks.py: 10, 20 and 30 points): "Good enough: no mistake (48 %), though the
best move keeps 64 %" read as a pass for a 16-point drop beside a 23-point "mistake" (a Kona playtest)."""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.core.analysis_marks import BLUNDER, INACCURACY, MISTAKE
from baraza.game.kona.exercises import Answer

GOOD_ENOUGH = "Good enough: no mistake ("  # the judge's words for an answer marked an inaccuracy


def percent(p: float) -> int:
    """A chance as the player reads it: the number "{p:.0%}" shows."""
    return int(f"{p:.0%}"[:-1])


def points_between(p_best: float, p_answer: float) -> int:
    """How far the answer is below the best move, in the points the two shown numbers differ by."""
    return percent(p_best) - percent(p_answer)


def compare_words(answer: Answer, describe: Callable[[Action], str], reveal: bool = True) -> str | None:
    """Which ring is which and by how much (Answer.comparison), its gap the difference of the numbers shown."""
    words = answer.comparison(describe, reveal)
    if words is None or answer.shown_better is None or not reveal:
        return words
    head = words.rsplit(", ", 1)[0]  # "…Better (green), c3 → d4: 64%" without its own rounded gap
    gap = points_between(answer.p_best, answer.p_answer)
    return f"{head}, {gap} point{'s' if gap != 1 else ''} more."


def verdict_words(answer: Answer) -> str:
    """The answer's words, an inaccuracy's said by Analysis's thresholds."""
    why = answer.why
    if not (answer.right and why.startswith(GOOD_ENOUGH) and answer.p_best is not None
            and answer.p_answer is not None):
        return why
    rest = why.split("%", 2)[-1].strip() if why.count("%") >= 2 else ""  # "because it stops …" or "."
    rest = rest.removeprefix("because ").rstrip(".")
    also = f" {rest[0].upper()}{rest[1:]}." if rest else ""
    gap = points_between(answer.p_best, answer.p_answer)
    return (f"Good enough: {percent(answer.p_answer)}%, {gap} points below the best move's {percent(answer.p_best)}%: "
            f"{_level(gap)} (Analysis marks a drop of {percent(INACCURACY)} points an inaccuracy, {percent(MISTAKE)} "
            f"a mistake, {percent(BLUNDER)} a blunder).{also}")


def _level(gap: int) -> str:
    """The mark Analysis shows for a drop of `gap` points (game/core/analysis_marks.as_shown: at least an
    inaccuracy once the judge marks it)."""
    if gap >= percent(BLUNDER):
        return "a blunder's drop"
    return "a mistake's drop" if gap >= percent(MISTAKE) else "an inaccuracy, not a mistake"
