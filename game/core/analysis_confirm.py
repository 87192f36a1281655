"""A fall marked only where paired play-outs confirm it (a judge opts in with `confirms_marks`).

A judge whose chart is a dozen whole play-outs a position tells a chance to about ±0.3: a blind tester's chart fell
90 → 28 % on an attack won at over 99 % (the play-outs after it ran the rest of the match worse by luck) and it was
marked a blunder, and a Meditation was marked "a blunder" whose Why could only say the play-outs went worse. For such
a judge the chart's drop alone marks nothing: the played move is played out against the judge's best one in pairs on
common seeds (analysis_paired.py), and the mark is what the pairs vouch for, never shown stronger than the chart's
own fall (analysis_marks.as_shown). A judge may ask more of the pairs for a move it can name no reason for
(`confirm_need(rules, state, seat, action, best) -> float`, INACCURACY when it has none). A fault the board alone
proves (the hook `board_mark`) keeps the level the judge gave it: the points at stake, not the chart. A move the
judge names a fault in is marked as `analysis.paired_mark` marks it. A proven result is judged as ever. A chart fall
of a mistake or more that one look's pairs leave short of the ask is looked at longer (LONGER_TIMES) first.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_marks import INACCURACY, MARKS, MISTAKE, as_shown, drop_mark, stronger
from baraza.game.core.analysis_paired import (
    FAULT_TIMES,
    fault_vouched,
    margin_vouched,
    named_fault,
    paired_drop,
    paired_evidence,
)
from baraza.game.core.evaluation import Evaluation

# A chart fall this large that one paired look does not vouch for is looked at LONGER_TIMES as long: a dozen-odd
# pairs tell a drop to about ±0.1, and the larger a fall the chart shows, the dearer leaving it unexplained
LONGER_FALL, LONGER_TIMES = MISTAKE, FAULT_TIMES


def confirming(analyser: Any, before: Evaluation, after: Evaluation) -> bool:
    """Whether this move's mark is the pairs' to give: the judge `confirms_marks` and both positions are
    play-outs' estimates (a proven position, a search's judgement, marks by its own numbers)."""
    return bool(getattr(analyser, "confirms_marks", False) and before.samples and after.samples
                and not before.proven and not after.proven and before.best is not None)


def weaker(a: str | None, b: str | None) -> str | None:
    """The weaker of two marks."""
    return a if MARKS.index(a) <= MARKS.index(b) else b


def confirmed_mark(analyser: Any, rules: Any, state: Any, seats: int, seat: int, action: Action,
                   before: Evaluation, after: Evaluation, played_best: bool, seen: dict | None = None) -> str | None:
    """The mark of `seat` playing `action` in `state` for a judge that `confirms_marks` (see the module's text);
    `seen`, when given, gets the pairs' mean drop ("drop")."""
    if played_best:
        return None
    best = before.best
    hook = getattr(analyser, "board_mark", None)
    board = hook(rules, state, seat, action, best) if hook is not None else None
    fault = named_fault(analyser, rules, state, seat, action, best)
    margins: list[float] | None = [] if fault is not None else None
    paired = paired_drop(analyser, rules, state, seats, seat, action, best,
                         FAULT_TIMES if fault is not None else 1, margins=margins)
    if paired is None:
        return board
    if seen is not None:
        seen["drop"] = paired[0]
    evidence = paired_evidence(paired[0], paired[1])
    need = getattr(analyser, "confirm_need", None)
    asked = need(rules, state, seat, action, best) if need is not None and fault is None else INACCURACY
    if evidence < asked - 1e-9 and fault is None and before.chances[seat] - after.chances[seat] >= LONGER_FALL:
        # the chart fell a mistake's worth and one look's pairs fell short of the ask: a look LONGER_TIMES as long
        # (its first pairs the same) before the fall goes unmarked (khedu18 move 118: 0.20 ± 0.09 at 23 pairs)
        paired = paired_drop(analyser, rules, state, seats, seat, action, best, LONGER_TIMES) or paired
        if seen is not None:
            seen["drop"] = paired[0]
        evidence = paired_evidence(paired[0], paired[1])
    mark = drop_mark(evidence) if evidence >= asked - 1e-9 else None
    if mark is None and fault is not None and (fault_vouched(paired[0], paired[1]) or margin_vouched(paired, margins)):
        mark = "inaccuracy"
    # never shown stronger than the chart's own fall ("a blunder: 78% → 71%" could not be squared)
    mark = weaker(mark, as_shown(mark, before, after, seat)) if mark is not None else None
    return stronger(board, mark)


def shown_mark(analyser: Any, rules: Any, state: Any, seat: int, action: Action, before: Evaluation,
               after: Evaluation, played_best: bool, mark: str | None) -> str | None:
    """`mark` as the caption shows it (analysis_marks.as_shown: by the chart's own fall); but a judge that
    `keeps_board_level` has a fault the board alone proves (its hook `board_mark`) keep the level it gave, in a
    position the play-outs judged or one a search judged alike. In a match the chart calls decided the chance
    hardly moves whatever is played, yet a move that hands the opponent Cloud points is the fault it was: a blind
    tester at 5 % left a red 6 unplaced beside five 3s (a 7-point Cloud kept where 5 was), the Hint's own move,
    and nothing was marked after the chart fell under 5 %."""
    shown = as_shown(mark, before, after, seat)
    if played_best or before.best is None or not getattr(analyser, "keeps_board_level", False):
        return shown
    hook = getattr(analyser, "board_mark", None)
    return stronger(shown, hook(rules, state, seat, action, before.best) if hook is not None else None)
