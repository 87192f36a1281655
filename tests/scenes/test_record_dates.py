"""Record dates (issue 40): a date Baraza could not have written (outside 2000..2200, or an offset past ±14 h)
is refused with a line; every screen that shows dates survives the widest dates the check lets through; a
record dated at the ends of the calendar no longer breaks Run history or the rank lines of later results;
the calendar pages as far as anyone likes without raising."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta

import pytest
from scene_helpers import frames, make_app

from baraza.game.core.agent import RandomAgent
from baraza.game.persistence.paths import history_dir
from baraza.game.persistence.run_keeper import RunKeeper
from baraza.game.persistence.runs import RunList, RunRecord, parse_record, rank_lines, read_runs, solo_plugin
from baraza.game.registry import GAMES, get_game, new_match

TODAY = date(2026, 12, 2)
EDGES = ("2000-01-01T00:00:00+14:00", "2200-12-31T23:59:59-14:00")  # the widest dates let through
REFUSED = ("0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00", "1999-12-31T23:59:59+00:00",
           "2201-01-01T00:00:00+00:00", "2026-12-02T12:00:00+15:00", "2026-12-02T12:00:00-23:59")


def _daily_game():
    for name in sorted(GAMES):
        spec = get_game(name)
        plugin = solo_plugin(spec)
        if plugin is not None and hasattr(plugin, "today_deal") and spec.min_seats == 1:
            return spec, plugin
    pytest.skip("no game here deals a daily")


def _record(game: str, when: str, daily: str | None = None, name: str = "x") -> dict:
    return {"format": "baraza-match-record", "format_version": 1, "app_version": "1", "game": game,
            "seats": ["human"], "options": {}, "seed": 1, "moves": [],
            "result": {"winners": [], "scores": [5], "reason": "", "finished": True}, "date": when,
            "duration": 10.0, "category": "A", "code": None,
            "daily": {"date": daily, "counted": True} if daily else None, "score_parts": [], "score_curve": [5],
            "turns": 3, "match_id": f"{game}-{name}"}


@pytest.mark.parametrize("when", REFUSED)
def test_dates_baraza_never_wrote_are_refused_with_a_line(when):
    with pytest.raises(ValueError, match="rec.json: no valid date"):
        parse_record(_record("g", when), "rec.json")


@pytest.mark.parametrize("day", ["0001-01-01", "9999-12-31", "1999-12-31", "2201-01-01"])
def test_daily_dates_out_of_range_are_refused(day):
    with pytest.raises(ValueError, match="rec.json: an invalid daily date"):
        parse_record(_record("g", EDGES[0], daily=day), "rec.json")


def _edge_runs(game: str) -> RunList:
    runs = []
    for i, when in enumerate(EDGES):
        run = parse_record(_record(game, when, daily=when[:10], name=str(i)), f"{game}-{i}.json")
        runs.append(run)
    runs.append(RunRecord(game, ("human",), {}, 2, (), 9, True, datetime(2026, 12, 2, 12, tzinfo=UTC),
                          60.0, "A", 4, "C", TODAY, True, match_id=f"{game}-today"))
    return RunList(runs)


def test_every_date_screen_survives_the_widest_dates_let_through(baraza_home):
    spec, _plugin = _daily_game()
    runs = _edge_runs(spec.name)
    for run in runs.runs:
        assert len(rank_lines(runs.runs, run, TODAY)) == 2
    app = make_app()
    for name, args in (("run_history", (runs,)), ("daily_calendar", (runs, TODAY))):
        scene = app.make_screen(name, *args)
        app.stack.reset(scene)
        frames(app, 2)
    calendar = app.stack.top
    for run in runs.runs:  # each far day selected, shown and drawn
        calendar.select(run.daily)
        frames(app, 1)
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    app.stack.reset(app.make_screen("run_breakdown", runs.runs[0], runs))
    frames(app, 2)


def test_run_history_with_a_record_of_the_year_one_opens_and_names_it(baraza_home):
    spec, _plugin = _daily_game()
    (history_dir() / f"{spec.name}-far.json").write_text(json.dumps(_record(spec.name, REFUSED[0], name="far")))
    app = make_app()
    scene = app.make_screen("run_history")
    app.stack.reset(scene)
    frames(app, 3)
    assert app.stack.top is scene
    assert any(f"{spec.name}-far.json" in p and "date" in p for p in scene.runs.problems)


def test_a_far_dated_record_leaves_the_rank_lines_of_later_results(baraza_home):
    spec, _plugin = _daily_game()
    (history_dir() / f"{spec.name}-far.json").write_text(json.dumps(_record(spec.name, REFUSED[1], name="far")))
    match = new_match(spec.name, ["human"], 7, {})
    keeper = RunKeeper.for_match(match, spec, lambda path, data: path.write_text(json.dumps(data)), TODAY)
    agent = RandomAgent(3)
    while not match.is_over():
        match.submit(0, agent.choose(match.rules, match.view(0), 0, match.legal_actions(0)))
    lines = keeper.finish()
    assert any(line.startswith("Rank: ") for line in lines)
    assert len(read_runs(spec.name).runs) == 1


def test_the_calendar_pages_to_its_ends_without_raising(baraza_home):
    spec, _plugin = _daily_game()
    app = make_app()
    scene = app.make_screen("daily_calendar", RunList(), TODAY)
    app.stack.reset(scene)
    for step in (1, -1):
        for _ in range(100_000):  # past the year 9999, then before the year 1
            scene.shift_month(step)
        frames(app, 2)
        assert app.stack.top is scene
        for _ in range(3000):  # a day at a time, by the keys, past the ends
            scene.select(scene.selected + timedelta(days=7 * step))
        frames(app, 1)
    first, last = scene.bounds()
    scene.select(last)
    frames(app, 1)
    assert scene.selected == last and first.year <= 2000 and last.year >= 2200
