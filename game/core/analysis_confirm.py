"""A fall marked only where paired play-outs confirm it (a judge opts in with `confirms_marks`).

A judge whose chart is a dozen whole play-outs a position tells a chance to about ±0.3: a blind tester's chart fell
90 → 28 % on an attack won at over 99 % (the play-outs after it ran the rest of the match worse by luck) and it was
marked a blunder, and a Meditation was marked "a blunder" whose Why could only say the play-outs went worse. For such
a judge the chart's drop alone marks nothing: the played move is played out against the judge's best one in pairs on
common seeds (analysis_paired.py), and the mark is what the pairs vouch for, never shown stronger than the chart's
own fall (analysis_marks.as_shown). A judge may ask more of the pairs for a move it can name no reason for
(`confirm_need(rules, state, seat, action, best) -> float`, INACCURACY when it has none). A fault the board alone
proves (the hook `board_mark`) keeps the level the judge gave it: the points at stake, not the chart. A move the
judge names a fault in is marked as `analysis.paired_mark` marks it. A proven result is judged as ever.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_marks import INACCURACY, MARKS, as_shown, drop_mark, stronger
from baraza.game.core.analysis_paired import (
    FAULT_TIMES,
    fault_vouched,
    margin_vouched,
    named_fault,
    paired_drop,
    paired_evidence,
)
from baraza.game.core.evaluation import Evaluation


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
    mark = drop_mark(evidence) if evidence >= asked - 1e-9 else None
    if mark is None and fault is not None and (fault_vouched(paired[0], paired[1]) or margin_vouched(paired, margins)):
        mark = "inaccuracy"
    # never shown stronger than the chart's own fall ("a blunder: 78% → 71%" could not be squared)
    mark = weaker(mark, as_shown(mark, before, after, seat)) if mark is not None else None
    return stronger(board, mark)
