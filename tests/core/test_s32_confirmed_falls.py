"""Session 32: a fall the chart shows that paired play-outs confirm is marked (a judge opting in: KROWNIA's), with
the fall asked scaled to the table (long 3-seat KROWNIA matches ended with nothing marked, blind testers)."""

from __future__ import annotations

import pytest

from baraza.game.core import analysis
from baraza.game.core.action import Action
from baraza.game.core.analysis_marks import confirm_fall, confirmed_fall
from baraza.game.core.evaluation import Evaluation


def test_the_fall_asked_is_the_even_shares_worth() -> None:
    assert confirm_fall(2) == pytest.approx(0.10)
    assert confirm_fall(3) == pytest.approx(0.0667, abs=1e-3)
    assert confirm_fall(4) == pytest.approx(0.05)
    assert confirmed_fall(0.08, 0.05, 0.01, 3)
    assert not confirmed_fall(0.08, 0.05, 0.03, 3)  # the pairs cannot tell the cost from nothing
    assert not confirmed_fall(0.08, 0.02, 0.005, 3)  # a sure cost, but far under the fall: the chart's noise
    assert not confirmed_fall(0.05, 0.05, 0.01, 3)  # the chart barely fell
    assert not confirmed_fall(0.08, 0.05, 0.01, 2)  # two seats ask 0.10


def _mark(monkeypatch, judge, before: float, after: float, paired: tuple) -> str | None:
    monkeypatch.setattr(analysis, "paired_drop", lambda *a, **k: paired)
    rest = (1 - before) / 2, (1 - after) / 2
    return analysis.paired_mark(judge, None, None, 3, 0, Action("build_road", (3,)),
                                Evaluation((before, rest[0], rest[0]), Action("build_village", (5,)), False, 600),
                                Evaluation((after, rest[1], rest[1]), None, False, 600), False)


class Judge:
    _playouts = True
    confirms_falls = True


class OtherJudge:
    _playouts = True


def test_a_confirmed_fall_is_marked_by_a_judge_that_opts_in(monkeypatch) -> None:
    # 40 % → 32 % at three seats, the pairs put the cost at 0.05 ± 0.012: under the 0.10 the drop alone asks
    assert _mark(monkeypatch, Judge(), 0.40, 0.32, (0.05, 0.012, 96)) == "inaccuracy"
    assert _mark(monkeypatch, OtherJudge(), 0.40, 0.32, (0.05, 0.012, 96)) is None
    assert _mark(monkeypatch, Judge(), 0.40, 0.32, (0.05, 0.03, 96)) is None  # not confirmed
    assert _mark(monkeypatch, Judge(), 0.40, 0.36, (0.05, 0.012, 96)) is None  # the chart fell too little
