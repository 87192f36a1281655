"""Solo run history: records kept and read back across restarts, the day's daily run counted once, hostile
history files skipped with one line."""

from __future__ import annotations

import json
import os
from datetime import date, datetime, timedelta

import pytest

from baraza.game.core.agent import RandomAgent
from baraza.game.khedu.daily import daily_deal
from baraza.game.persistence.paths import history_dir
from baraza.game.persistence.run_keeper import RunKeeper
from baraza.game.persistence.runs import (
    FORMAT_VERSION,
    RUN_FORMAT,
    day_runs,
    rank_lines,
    read_runs,
    record_data,
    streak,
    summary,
    write_record,
)
from baraza.game.registry import get_game, new_match

TODAY = date(2026, 12, 2)
SPEC = get_game("khedu")


def write_now(path, data):
    write_record(data, path)


def play(match, moves: int, seed: int = 3) -> None:
    agent = RandomAgent(seed)
    for _ in range(moves):
        if match.is_over():
            return
        match.submit(0, agent.choose(match.rules, match.view(0), 0, match.legal_actions(0)))


def daily_match():
    deal = daily_deal(TODAY)
    return new_match("khedu", ["human"], deal.seed, deal.options)


def test_the_first_daily_run_counts_and_a_later_one_is_practice(baraza_home):
    first = daily_match()
    keeper = RunKeeper.for_match(first, SPEC, write_now, TODAY)
    assert keeper.counted and keeper.daily == TODAY and keeper.label() == "Daily deal · 2 Dec"
    assert day_runs(read_runs("khedu").runs)[TODAY].finished is False  # the day is taken from the start
    play(first, 20000)
    assert first.is_over()
    lines = keeper.finish()
    assert "this is the day's score" in lines[0] and lines[-1].startswith("Deal code 4GG-12E-NYA")
    second = daily_match()
    again = RunKeeper.for_match(second, SPEC, write_now, TODAY)
    assert again.daily == TODAY and not again.counted and again.label() == "Practice · daily 2 Dec"
    assert "practice" in again.start_line()
    play(second, 20000, seed=11)
    lines = again.finish()
    assert "Practice" in lines[0]
    runs = read_runs("khedu").runs  # read back as after a restart
    assert len(runs) == 2 and [r.counted for r in runs] == [True, False]
    kept = day_runs(runs)[TODAY]
    assert kept.match_id == first.match_id and kept.score == first.score_key()[1] and kept.finished


def test_leaving_the_days_run_counts_its_score_so_far_and_restarting_does_not_replace_it(baraza_home):
    first = daily_match()
    RunKeeper.for_match(first, SPEC, write_now, TODAY)
    play(first, 120)
    assert not first.is_over()
    so_far = first.score_key()[1]
    kept = day_runs(read_runs("khedu").runs)[TODAY]
    assert (kept.finished, kept.score, kept.turns) == (False, so_far, first.turn_number())
    restart = daily_match()
    keeper = RunKeeper.for_match(restart, SPEC, write_now, TODAY)
    assert not keeper.counted
    play(restart, 20000, seed=5)
    keeper.finish()
    assert day_runs(read_runs("khedu").runs)[TODAY].match_id == first.match_id


def test_a_resumed_days_run_is_still_the_days_run(baraza_home):
    first = daily_match()
    RunKeeper.for_match(first, SPEC, write_now, TODAY)
    play(first, 30)
    from baraza.game.core.match import Match

    resumed = Match.from_moves(first.rules, ["human"], first.seed, first.options, first.moves)
    resumed.match_id = first.match_id  # as load_autosave does
    keeper = RunKeeper.for_match(resumed, SPEC, write_now, TODAY)
    assert keeper.counted and keeper.daily == TODAY


def test_other_runs_and_matches(baraza_home):
    match = new_match("khedu", ["human"], 77, {"clan_1": "Wuqri"})
    keeper = RunKeeper.for_match(match, SPEC, write_now, TODAY)
    assert keeper.daily is None and keeper.label() == "Solo · high score" and keeper.code
    assert not list(history_dir().iterdir())  # nothing is written before a plain run ends
    assert RunKeeper.for_match(new_match("khedu", ["human", "ai:easy"], 1), SPEC, write_now, TODAY) is None
    assert RunKeeper.for_match(new_match("kona", ["human", "ai:easy"], 1), get_game("kona"), write_now) is None


def finished_run(seed: int, clan: str, when: datetime, moves: int = 20000):
    match = new_match("khedu", ["human"], seed, {"clan_1": clan})
    play(match, moves, seed)
    data = record_data(match, code="X", when=when)
    write_record(data)
    return match, data


def test_records_summaries_and_charts_survive_a_restart(baraza_home):
    start = datetime(2026, 11, 20, 18, 0).astimezone()
    made = [finished_run(seed, clan, start + timedelta(days=seed))
            for seed, clan in [(1, "Wuqri"), (2, "Wuqri"), (3, "Hadimi"), (4, "Wuqri")]]
    runs = read_runs("khedu").runs
    assert [r.seed for r in runs] == [1, 2, 3, 4]
    wuqri = [m.score_key()[1] for m, _ in made if m.options["clan_1"] == "Wuqri"]
    s = summary(runs, "Wuqri")
    assert (s.count, s.best, s.last) == (3, max(wuqri), tuple(wuqri))
    assert s.median == sorted(wuqri)[1]
    for run, (match, data) in zip(runs, made, strict=True):
        assert run.score_curve and run.score_curve[-1] == match.score_key()[1]  # the chart's last point
        assert sum(v for _, v in run.score_parts) == run.score
        assert run.moves == tuple(match.moves)  # the moves rebuild the run
        assert {"format", "format_version", "app_version", "game", "seats", "options", "seed", "moves", "result",
                "date", "duration", "code", "daily", "score_parts", "score_curve"} <= set(data)


def run_on(day: date, score: int, counted: bool = True, category: str = "Wuqri", finished: bool = True):
    from baraza.game.persistence.runs import RunRecord

    when = datetime(day.year, day.month, day.day, 12).astimezone()
    return RunRecord("khedu", ("human",), {}, 1, (), score, finished, when, 60.0, category, 25, "C", day, counted,
                     match_id=f"khedu-{day}-{score}")


def test_streaks_and_ranks():
    days = {r.daily: r for r in [run_on(TODAY - timedelta(days=i), 10) for i in (1, 2, 3, 5)]}
    assert streak(days, TODAY) == 3  # today still to play: the streak runs to yesterday
    days[TODAY] = run_on(TODAY, 12)
    assert streak(days, TODAY) == 4
    assert streak(days, TODAY + timedelta(days=2)) == 0
    older = [run_on(TODAY - timedelta(days=i), s) for i, s in ((3, 40), (2, 55), (1, 61))]
    lines = rank_lines(older, run_on(TODAY, 58), TODAY)
    assert lines[0] == "Rank: today #1 of 1 · Wuqri #2 of 4 · all time #2 of 4."
    assert lines[1].startswith("It beat 2 of your 3 earlier Wuqri runs (the best of them 55")
    lines = rank_lines(older, run_on(TODAY, 70), TODAY)
    assert lines[1].startswith("A new Wuqri best: it beat your 61 of")


def good_record(day: int) -> dict:
    when = datetime(2026, 11, day, 12).astimezone().isoformat()
    return {"format": RUN_FORMAT, "format_version": FORMAT_VERSION, "app_version": "1", "game": "khedu",
            "seats": ["human"], "options": {"clan_1": "Wuqri"}, "seed": day, "moves": [],
            "result": {"winners": [0], "scores": [day], "reason": "", "finished": True}, "date": when,
            "duration": 10.0, "category": "Wuqri", "code": None, "daily": None, "score_parts": [],
            "score_curve": [1, 2], "turns": 25, "match_id": f"khedu-{day}"}


@pytest.mark.parametrize("name, content, reason", [
    ("khedu-bad-json.json", b'{"format": "baraza-match-record", ', "damaged or cut short"),
    ("khedu-deep.json", b"[" * 100_000 + b"]" * 100_000, "nests deeper"),
    ("khedu-huge.json", b" " * (5 * 1024 * 1024), "too large"),
    ("khedu-empty.json", b"", "empty"),
    ("khedu-other.json", b'{"format": "something-else"}', "not a Baraza match record"),
    ("khedu-newer.json", None, "newer Baraza"),
    ("khedu-nan.json", None, "no valid score"),
    ("khedu-badmove.json", None, "move 1 is malformed"),
    ("khedu-baddate.json", None, "no valid date"),
    ("khedu-binary.json", b"\xff\xfe\x00garbage", "not UTF-8"),
])
def test_hostile_history_files_are_skipped_with_a_line(baraza_home, name, content, reason):
    folder = history_dir()
    write_record(good_record(1), folder / "khedu-good-1.json")
    if content is None:
        data = good_record(2)
        if "newer" in name:
            data["format_version"] = FORMAT_VERSION + 1
        elif "nan" in name:
            data["result"]["scores"] = ["lots"]
        elif "badmove" in name:
            data["moves"] = [{"seat": 7, "action": {"kind": "roll", "args": []}}]
        else:
            data["date"] = "yesterday-ish"
        content = json.dumps(data).encode()
    (folder / name).write_bytes(content)
    listed = read_runs("khedu")
    assert [r.seed for r in listed.runs] == [1]
    assert len(listed.problems) == 1 and name in listed.problems[0] and reason in listed.problems[0]
    assert "\n" not in listed.problems[0] and listed.problems[0].endswith("it is skipped")


def test_pipes_links_and_folders_in_the_history_are_skipped(baraza_home):
    folder = history_dir()
    write_record(good_record(3), folder / "khedu-good-3.json")
    os.mkfifo(folder / "khedu-fifo.json")
    os.symlink("/dev/zero", folder / "khedu-zero.json")
    (folder / "khedu-folder.json").mkdir()
    listed = read_runs("khedu")
    assert [r.seed for r in listed.runs] == [3]
    assert len(listed.problems) == 3 and all("not a regular file" in p for p in listed.problems)
