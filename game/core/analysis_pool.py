"""Positions worth the same, judged as one: their play-outs pooled (a play-out judge opts in, `pools`).

A chance "with best play" does not move when the best move is played and nothing is drawn: the position after it
is worth what the position before it is worth. Play-outs judge each of the two apart, so their luck alone moved
the chart 10-25 points between quiet moves (Khedu, KROWNIA playtests, issue 41). A judge that `pools` links such
neighbours (the judge's own best move, or one its `same_move` says does the same, that drew no dice or hidden
card) and gives every position of a linked run the run's pooled estimate: a flat chart where nothing happened,
and more play-outs behind the positions either side of a real mistake, so its noise allowance is smaller.

A judge may also name `calm` stretches (KROWNIA's setup: nothing is rolled or drawn), where a move whose change
is within the play-outs' noise of every seat's chance links too: a placement as good as the best within what
the play-outs can tell is not a drop in the chart, nor marked.

A judge may name moves that change the value whoever plays them (its optional hook `changes_value`: Khedu's song
that moves a fight's odds, valued at the odds as they stand): never linked, so the chart moves with them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Rules

POSITION_SEED_STEP = 15_485_863  # a pooling judge's positions are seeded apart (`seeded_apart`)
# a calm move keeps the value unless some seat's chance moved by this many standard errors: a setup has a dozen
# placements and up to four seats, and two errors let luck through about once a setup (KROWNIA: a step of 0.26
# where 160 play-outs a position found none)
CALM_ERRORS = 3.0


def seeded_apart(analyser: Any, position: int, pools: bool, judge: Callable[[], Any]) -> Any:
    """`judge()`, for a pooling judge with its play-outs seeded apart for each position (its best move chosen as
    ever): a linked run judged with one seed shares one future's luck, as unsure as one position's play-outs."""
    if not pools or not hasattr(analyser, "apart"):
        return judge()
    analyser.apart = POSITION_SEED_STEP * position
    try:
        return judge()
    finally:
        analyser.apart = 0


def played_best(analyser: Any, rules: Rules, state: Any, seat: int, action: Action, best: Action | None) -> bool:
    """Whether `action` is the judge's best move `best`, or one its `same_move` says does the same (KROWNIA's
    "Place for me" on the corner the judge would have chosen), or the table's Hint's move where the judge's look
    ahead named another (`hint_kept`: never marked, though the chance may fall after it)."""
    if _keeps_value(analyser, rules, state, seat, action, best):
        return True
    kept = getattr(analyser, "hint_kept", None)  # analysis.PlayoutAnalyser.hint_kept
    return bool(best is not None and kept is not None and kept(rules, state, seat, action))


def _keeps_value(analyser: Any, rules: Rules, state: Any, seat: int, action: Action, best: Action | None) -> bool:
    """Whether `action` is the judge's best move or does the same: the position after it is worth the same."""
    if best is None:
        return False
    if action == best:
        return True
    same = getattr(analyser, "same_move", None)
    return bool(same is not None and same(rules, state, seat, action, best))


def within_noise(a: Any, b: Any, errors: float = CALM_ERRORS) -> bool:
    """Every seat's chance moved from `a` to `b` by no more than `errors` standard errors of their difference,
    taken at the two estimates' common chance (a handful of play-outs all lost says little of a chance near 0)."""
    n1, n2 = a.samples, b.samples
    for p, q in zip(a.chances, b.chances, strict=True):
        common = (p * n1 + q * n2 + 0.5) / (n1 + n2 + 1.0)
        if abs(p - q) > errors * math.sqrt(common * (1.0 - common) * (1.0 / n1 + 1.0 / n2)):
            return False
    return True


def links(analyser: Any, rules: Rules, states: Sequence[Any], moves: Sequence[tuple[int, Action]],
          forced: Sequence[bool], drew: Sequence[bool], own: Sequence[Any]) -> list[bool]:
    """For each move: whether the positions before and after it are worth the same (see the module's text)."""
    calm, changes = getattr(analyser, "calm", None), getattr(analyser, "changes_value", None)
    out = []
    run = own[0]  # the linked run so far, pooled: a calm move is weighed against all of it
    for i, (seat, action) in enumerate(moves):
        a, b = own[i], own[i + 1]
        if rules.is_terminal(states[i + 1]) or not a.samples or not b.samples or a.proven or b.proven:
            out.append(False)  # a result, or a judgement without play-outs, is its own
        elif drew[i] or (changes is not None and changes(rules, states[i], seat, action)):
            out.append(False)  # dice rolled, a hidden card seen or the judge's own say: the chance may move
        elif forced[i]:
            out.append(True)  # already worth what follows it
        else:
            out.append(_keeps_value(analyser, rules, states[i], seat, action, a.best)
                       or (calm is not None and calm(rules, states[i]) and within_noise(run, b)))
        run = b if not out[-1] else run if forced[i] or not b.samples else _pool(run, b)
    return out


def _pool(a: Any, b: Any) -> Any:
    """Two estimates as one, weighed by their play-outs."""
    n = a.samples + b.samples
    return type(a)(tuple((p * a.samples + q * b.samples) / n for p, q in zip(a.chances, b.chances, strict=True)),
                   a.best, False, n)


def pooled(own: Sequence[Any], linked: Sequence[bool], forced: Sequence[bool]) -> list[Any]:
    """Every position's evaluation: a linked run's play-outs pooled (weighed by play-outs), each position keeping
    its own best move. A forced position's own judgement is a copy of the next one's: not counted twice."""
    from baraza.game.core.evaluation import Evaluation

    out = list(own)
    start = 0
    for end in range(len(own)):
        if end < len(linked) and linked[end]:
            continue
        members = range(start, end + 1)
        start = end + 1
        if len(members) < 2:
            continue
        counted = [own[m] for m in members if not (m < len(forced) and forced[m])] or [own[end]]
        n = sum(e.samples for e in counted)
        if not n:
            continue
        chances = tuple(sum(e.chances[s] * e.samples for e in counted) / n for s in range(len(counted[0].chances)))
        scores = tuple(sum(e.scores[s] * e.samples for e in counted) / n for s in range(len(counted[0].scores))) \
            if all(len(e.scores) == len(counted[0].scores) for e in counted) else own[end].scores
        for m in members:
            out[m] = Evaluation(chances, own[m].best, False, n, scores)
    return out
