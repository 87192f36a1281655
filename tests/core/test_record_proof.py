"""A record is only what its moves prove (issue 40): every derived field of a genuine record of every game,
edited, is refused in one line naming the file and the field, on import and when History reads it; genuine
records are accepted; the issue's forged daily run (a real score edited to 999999, "today's daily, counted")
is refused, and a genuine run imported from elsewhere is practice."""

from __future__ import annotations

import copy
import functools
import json
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from matches import played

from baraza.game.core.agent import RandomAgent
from baraza.game.persistence import history
from baraza.game.persistence.paths import history_dir
from baraza.game.persistence.runs import daily_status, read_runs, solo_plugin
from baraza.game.registry import GAMES, get_game, new_match

TODAY = date(2026, 12, 2)


def _seats(spec) -> list[str]:
    return ["human"] + ["ai:easy"] * (spec.min_seats - 1) if spec.min_seats > 1 else ["human"]


def _daily_plugin(spec):
    plugin = solo_plugin(spec)
    return plugin if plugin is not None and hasattr(plugin, "today_deal") and spec.min_seats == 1 else None


@functools.cache
def genuine(game: str) -> tuple[tuple[str, str], ...]:
    """(kind, JSON text) of genuine records of `game`: a finished match and, for a game with daily deals, a
    day's run in progress (its curve not drawn yet, as the run keeper writes it between turns)."""
    spec = get_game(game)
    match = played(game, 3, _seats(spec))
    plugin = solo_plugin(spec)
    code = plugin.deal_code(match.options, match.seed) if plugin is not None and len(match.seats) == 1 else None
    out = [("finished", json.dumps(history.record_data(match, code=code)))]
    daily = _daily_plugin(spec)
    if daily is not None:
        deal = daily.today_deal(TODAY)
        run = new_match(game, ["human"], deal["seed"], spec.check_options(deal["options"]))
        agent = RandomAgent(5)
        for _ in range(40):
            if run.is_over():
                break
            run.submit(0, agent.choose(run.rules, run.view(0), 0, run.legal_actions(0)))
        out.append(("daily", json.dumps(history.record_data(run, code=deal["code"], daily=TODAY, counted=True,
                                                            curve=False))))
    return tuple(out)


def _records() -> list[tuple[str, str]]:
    """Every game's finished record, and a day's run for each game that deals a daily."""
    return [(game, kind) for game in sorted(GAMES) for kind in ("finished", "daily")
            if kind == "finished" or _daily_plugin(get_game(game)) is not None]


def _changed_list(values: list, fallback: list) -> list:
    return [*values[:-1], values[-1] + 1] if values else fallback


def _edit(data: dict, field: str) -> None:
    """Change `field` of `data` to a value its moves do not give (whatever the game)."""
    result = data["result"]
    if field == "finished":
        result["finished"] = not result["finished"]
    elif field == "winners":
        result["winners"] = [] if result["winners"] else [0]
    elif field == "scores":
        result["scores"] = [result["scores"][0] + 1, *result["scores"][1:]]
    elif field == "turns":
        data["turns"] += 1
    elif field == "category":
        data["category"] += "x"
    elif field == "score_parts":
        parts = data["score_parts"]
        data["score_parts"] = [[parts[0][0], parts[0][1] + 1], *parts[1:]] if parts else [["Extra", 3]]
    elif field == "score_curve":
        data["score_curve"] = _changed_list(data["score_curve"], [7])
    elif field == "roll_totals":
        totals = data["roll_totals"]
        data["roll_totals"] = {k: v + 1 for k, v in totals.items()} if totals else {"7": 1}
    elif field == "code":
        data["code"] = "ZZZ-ZZZ-ZZZ"
    elif field == "daily":
        day = date.fromisoformat(data["daily"]["date"]) + timedelta(days=1) if data["daily"] else TODAY
        data["daily"] = {"date": day.isoformat(), "counted": True}
    else:
        raise AssertionError(field)


FIELDS = ("finished", "winners", "scores", "turns", "category", "score_parts", "score_curve", "roll_totals", "code",
          "daily")


def _record(game: str, kind: str) -> dict:
    return json.loads(dict(genuine(game))[kind])


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("game, kind", _records())
def test_each_derived_field_edited_is_refused_in_one_line(game, kind, field, baraza_home, tmp_path):
    data = _record(game, kind)
    before = copy.deepcopy(data)
    _edit(data, field)
    assert data != before
    path = tmp_path / f"{game}-{kind}-{field}.json"
    path.write_text(json.dumps(data))
    for read in (history.import_record, history.read_entry):
        with pytest.raises(ValueError) as info:
            read(path)
        said = str(info.value)
        assert "\n" not in said and path.name in said and field in said, said
    assert not list(history_dir().iterdir())  # nothing joined the history


@pytest.mark.parametrize("game, kind", _records())
def test_genuine_records_are_accepted_with_the_fields_their_moves_give(game, kind, baraza_home, tmp_path):
    data = _record(game, kind)
    path = tmp_path / f"{game}-{kind}.json"
    path.write_text(json.dumps(data))
    entry = history.import_record(path)
    assert entry.path.parent == history_dir()
    assert list(entry.winners) == data["result"]["winners"] and entry.run.finished == data["result"]["finished"]
    assert list(entry.scores) == data["result"]["scores"] and entry.run.turns == data["turns"]
    assert [list(p) for p in entry.run.score_parts] == data["score_parts"]
    assert {str(k): v for k, v in entry.roll_totals.items()} == data["roll_totals"]
    assert entry.run.code == data["code"]
    if data["score_curve"]:
        assert list(entry.run.score_curve) == data["score_curve"]
    assert history.replay_entry(entry).moves == history.match_from_file(path).moves
    listed = history.read_history()
    assert not listed.problems and [e.run.match_id for e in listed.entries] == [data["match_id"]]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(sorted(GAMES)), which=st.sampled_from(("scores", "turns", "score_curve")),
       delta=st.integers(min_value=-50_000, max_value=50_000).filter(bool))
def test_any_number_but_the_proved_one_is_refused(game, which, delta, tmp_path):
    data = _record(game, "finished")
    if which == "scores":
        data["result"]["scores"][0] += delta
    elif which == "turns":
        data["turns"] = max(0, data["turns"] + delta)
    else:
        data["score_curve"] = [*data["score_curve"][:-1], (data["score_curve"] or [0])[-1] + delta]
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    if data == _record(game, "finished"):
        return  # turns clamped to the real value: nothing edited
    with pytest.raises(ValueError, match=which):
        history.parse_entry(data, path)


def _daily_game():
    for name in sorted(GAMES):
        spec = get_game(name)
        if _daily_plugin(spec) is not None:
            return spec, _daily_plugin(spec)
    pytest.skip("no game here deals a daily")


def test_the_forged_daily_run_of_the_issue_is_refused_and_a_genuine_one_imports_as_practice(
        baraza_home, tmp_path, capsys):
    from baraza.scenes.cli import main

    spec, plugin = _daily_game()
    today = date.today()
    deal = plugin.today_deal(today)
    run = new_match(spec.name, ["human"], deal["seed"], spec.check_options(deal["options"]))
    agent = RandomAgent(9)
    while not run.is_over():
        run.submit(0, agent.choose(run.rules, run.view(0), 0, run.legal_actions(0)))
    real = run.score_key()[1]
    genuine_data = history.record_data(run, code=deal["code"], daily=today, counted=True)
    forged = copy.deepcopy(genuine_data)
    forged["result"]["scores"] = [999999]
    forged["score_curve"][-1] = 999999
    forged_path = tmp_path / "forged.json"
    forged_path.write_text(json.dumps(forged))
    assert main(["import", str(forged_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "forged.json" in err and "scores" in err
    assert not read_runs(spec.name).runs

    genuine_path = tmp_path / "from-a-friend.json"
    genuine_path.write_text(json.dumps(genuine_data))
    assert main(["import", str(genuine_path)]) == 0
    out = capsys.readouterr().out
    assert "imported" in out and "Seat 1" in out and "a person" in out  # the seats, for the player to check
    status = daily_status(plugin, read_runs(spec.name).runs, today)
    assert status.run is None and status.streak == 0  # not this machine's run: the day is still to play
    assert [r.score for r in status.practice] == [real]


def test_an_unfinished_record_may_leave_its_curve_out_but_a_finished_one_may_not(baraza_home, tmp_path):
    for game in sorted(GAMES):
        data = _record(game, "finished")
        if not data["score_curve"]:
            continue
        data["score_curve"] = []
        with pytest.raises(ValueError, match="score_curve"):
            history.parse_entry(data, tmp_path / "cut.json")
    spec, _plugin = _daily_game()
    data = _record(spec.name, "daily")
    assert data["score_curve"] == [] and not data["result"]["finished"]
    entry = history.parse_entry(data, tmp_path / "running.json")
    assert entry.run.score_curve  # derived from the moves
