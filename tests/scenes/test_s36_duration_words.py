"""A blind tester (konja18) read "13:48 played" on the results panel as a clock time: a length of time is said
in units ("13 min 48 s", "1 h 5 min"), written by one function every screen imports."""

from __future__ import annotations

import inspect
from datetime import UTC, datetime

from baraza.game.persistence.runs import RunRecord
from baraza.scenes.screens import results, run_breakdown
from baraza.scenes.ui.words import format_duration


def test_a_duration_is_said_in_units_never_like_a_clock():
    assert format_duration(13 * 60 + 48) == "13 min 48 s"
    assert format_duration(45) == "45 s"
    assert format_duration(0) == "0 s"
    assert format_duration(5 * 60) == "5 min"
    assert format_duration(3600 + 5 * 60 + 30) == "1 h 5 min"
    assert format_duration(2 * 3600) == "2 h"
    for odd in (-3, float("nan"), None):
        assert format_duration(odd) == "0 s"
    assert format_duration(1e12) == "99 h 59 min"
    assert ":" not in format_duration(828)


def test_the_results_panel_and_a_run_breakdown_use_the_one_function():
    assert results.format_duration is format_duration
    assert "def format_duration" not in inspect.getsource(results)
    run = RunRecord("konja", ("human",), {}, 1, (), 9, True, datetime(2026, 12, 2, 12, tzinfo=UTC), 828.0, turns=12)
    assert "13 min 48 s played" in run_breakdown.run_subline(run)
