"""Practise's numbers and verdict as the player reads them (scenes/kona/exercise.py shows them).

Every difference is the difference of the numbers shown ("35 %" and "41 %" read "5 points more": each chance was
rounded apart from the gap), and a right answer that is not the best move says where Analysis's marks put it, by
the same thresholds (game/core/analysis_marks.py: 10, 20 and 30 points): "Good enough: no mistake (48 %), though the
best move keeps 64 %" read as a pass for a 16-point drop beside a 23-point "mistake" (a Kona playtest)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from baraza.game.core.action import Action
from baraza.game.core.analysis_marks import BLUNDER, INACCURACY, MISTAKE
from baraza.game.kona.exercises import Answer

GOOD_ENOUGH = "Good enough: no mistake ("  # the judge's words for an answer marked an inaccuracy
PASSED = (GOOD_ENOUGH, "Good: that keeps your chances (")  # the judge's passes that a shown drop may contradict
NOT_QUITE = "Not quite: "


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


def judged(answer: Answer) -> Answer:
    """The judge's answer as the screen reads it: a pass whose shown numbers differ by a mistake's worth (or more)
    is a wrong try. The judge takes the play-outs' noise off a drop before marking it, so "Good enough" came beside
    "32%, 20 points below the best move's 52%: a mistake's drop" (kona16): verdict and numbers now agree."""
    if not (answer.right and answer.why.startswith(PASSED) and answer.p_best is not None
            and answer.p_answer is not None):
        return answer
    gap = points_between(answer.p_best, answer.p_answer)
    if gap < percent(MISTAKE):
        return answer
    # the judge's reason praised the try ("it keeps your pieces on a6 and f6…"): beside "Not quite" it read as
    # being about another try, so the numbers alone say why
    why = f"{NOT_QUITE}{percent(answer.p_answer)}%, {_below(answer, gap)}."
    return replace(answer, right=False, why=why, mark="blunder" if gap >= percent(BLUNDER) else "mistake")


def _below(answer: Answer, gap: int, scale: bool = True) -> str:
    """"20 points below the best move's 52%: a mistake's drop (Analysis marks …)"; `scale` False leaves out the
    marks' scale (a drawback said after it would not fit the banner's two lines)."""
    below = f"{gap} points below the best move's {percent(answer.p_best)}%: {_level(gap)}"
    if not scale:
        return below
    return (f"{below} (Analysis marks a drop of {percent(INACCURACY)} points an inaccuracy, {percent(MISTAKE)} a "
            f"mistake, {percent(BLUNDER)} a blunder)")


def verdict_words(answer: Answer) -> str:
    """The answer's words, an inaccuracy's said by Analysis's thresholds."""
    why = answer.why
    if not (answer.right and why.startswith(GOOD_ENOUGH) and answer.p_best is not None
            and answer.p_answer is not None):
        return why
    # what the try gives the other side, in the Hint's words, said last (kona21: "Good enough" for a1 → a3 beside
    # a Hint that warned lifting a1 would let Black threaten a line)
    but = f" But {answer.drawback}." if answer.drawback else ""
    why = why.replace(but, "") if but else why
    rest = why.split("%", 2)[-1].strip() if why.count("%") >= 2 else ""  # "because it stops …" or "."
    rest = rest.removeprefix("because ").rstrip(".")
    also = f" {rest[0].upper()}{rest[1:]}." if rest else ""
    gap = points_between(answer.p_best, answer.p_answer)
    return f"Good enough: {percent(answer.p_answer)}%, {_below(answer, gap, scale=not but)}.{also}{but}"


def shown_move_words(answer: Answer) -> str:
    """A right try that is the move "Show a better move" just gave: said so, with the judge's reason and no praise
    ("Good: that keeps your chances" read as praise for copying the answer, kona17)."""
    reason = answer.why.split(" because ", 1)[1].rstrip(".") if " because " in answer.why else ""
    return f"That is the move shown: {reason}." if reason else "That is the move shown."


def _level(gap: int) -> str:
    """The mark Analysis shows for a drop of `gap` points (game/core/analysis_marks.as_shown: at least an
    inaccuracy once the judge marks it)."""
    if gap >= percent(BLUNDER):
        return "a blunder's drop"
    return "a mistake's drop" if gap >= percent(MISTAKE) else "an inaccuracy, not a mistake"


# how an exercise's first try went, for the end's words
RIGHT, PASSED_SHORT, WRONG, AFTER_SHOWN = "right", "good enough", "wrong", "shown"


def first_try(answer: Answer, given: Action | None) -> str:
    """How an exercise's first judged try went (after `judged`): right (the judge's best move, or one whose shown
    chance equals it); good enough (a pass with a better move shown beside it: kona22 read "right at the first try:
    well done" for a try 5 points below the best); wrong; or made after "Show a better move" gave a move
    (`given`)."""
    if given is not None:
        return AFTER_SHOWN
    if not answer.right:
        return WRONG
    return PASSED_SHORT if answer.mark == "inaccuracy" or answer.shown_better is not None else RIGHT


def end_words(first_tries: Sequence[str]) -> str:
    """What the last exercise's Finish says of the exercises tried (`first_try` of each): praise only when every
    first try was right, else the count of each kind, and that the exercises stay for another go. kona21 read
    "You tried 1 exercise, it right at the first try: well done." for a try only good enough."""
    last = "That was the last one."
    if not first_tries:
        return f"{last} The exercises stay here: try them another time."
    count = len(first_tries)
    tried = f"You tried {count} exercise{'s' if count > 1 else ''}"
    right = first_tries.count(RIGHT)
    if right == count:
        got = "got it" if count == 1 else f"got all {count}"
        return f"{last} {tried} and {got} right at the first try: well done."
    parts = [f"{right} right at the first try"]
    for kind, words in ((PASSED_SHORT, "good enough (a better move was there)"), (WRONG, "missed at the first try"),  # kona23: "1 wrong" of one found at the second
                        (AFTER_SHOWN, "answered after the better move was shown")):
        if first_tries.count(kind):
            parts.append(f"{first_tries.count(kind)} {words}")
    tally = ", ".join(parts[:-1]) + " and " + parts[-1]
    them = "it" if count == 1 else "them"
    if right + first_tries.count(PASSED_SHORT) == count:  # no mistake among them, only not always the best move
        return f"{last} {tried}; {tally}. No mistake: try {them} again later for the best move."
    return f"{last} {tried}; {tally}. Try {them} again later."
