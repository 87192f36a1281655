"""The daily run is claimed once (issue 40): the daily ledger, not a record's "counted", says which run is the
day's; two windows starting the day's deal together get exactly one counted run, and which one counts never
flips as both keep writing; records written before the ledger keep their days; an imported run is practice."""

from __future__ import annotations

import threading
from datetime import date, datetime, timedelta

import pytest

from baraza.game.core.agent import RandomAgent
from baraza.game.core.processes import safe_context
from baraza.game.persistence import daily_ledger, history
from baraza.game.persistence.run_keeper import RunKeeper
from baraza.game.persistence.runs import day_runs, read_runs, solo_plugin, write_record
from baraza.game.registry import GAMES, get_game, new_match

TODAY = date(2026, 12, 2)


def _daily_game():
    for name in sorted(GAMES):
        spec = get_game(name)
        plugin = solo_plugin(spec)
        if plugin is not None and hasattr(plugin, "today_deal") and spec.min_seats == 1:
            return spec, plugin
    pytest.skip("no game here deals a daily")


def _days_match(spec, plugin, day: date = TODAY):
    deal = plugin.today_deal(day)
    return new_match(spec.name, ["human"], deal["seed"], spec.check_options(deal["options"]))


def _claim_in_process(args) -> bool:
    home, game, match_id, start = args
    import os

    os.environ["BARAZA_HOME"] = home
    start.wait(10)
    return daily_ledger.claim(game, TODAY, match_id)


def test_two_processes_claiming_the_day_get_one_winner_and_it_never_changes(baraza_home):
    ctx = safe_context()  # never fork: this process runs threads (a forked child hung on one's lock)
    with ctx.Manager() as manager:
        start = manager.Event()
        with ctx.Pool(4) as pool:
            waiting = pool.map_async(_claim_in_process,
                                     [(str(baraza_home), "game", f"run-{i}", start) for i in range(8)])
            start.set()
            won = waiting.get(60)
    assert sum(won) == 1
    winner = f"run-{won.index(True)}"
    assert daily_ledger.holder("game", TODAY) == winner
    for i in range(8):  # claiming again changes nothing, for the winner or the others
        assert daily_ledger.claim("game", TODAY, f"run-{i}") == (f"run-{i}" == winner)
    assert daily_ledger.holder("game", TODAY) == winner
    assert daily_ledger.holder("game", TODAY + timedelta(days=1)) is None


def test_threads_claiming_the_day_get_one_winner(baraza_home):
    start = threading.Barrier(6)
    won: dict[int, bool] = {}

    def claim(i: int) -> None:
        start.wait(10)
        won[i] = daily_ledger.claim("game", TODAY, f"run-{i}")

    threads = [threading.Thread(target=claim, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(won.values()) == [False] * 5 + [True]


def test_two_windows_starting_the_days_deal_count_one_run_and_it_never_flips(baraza_home):
    """Each window's record reaches the disk later (its writer is a background thread): before the ledger,
    both runs saw no record of the day and both counted, and the one listed as the day's flipped with every
    write."""
    spec, plugin = _daily_game()
    pending: list = []

    def later(path, data):  # a background writer that has not written yet
        pending.append((path, data))

    first, second = _days_match(spec, plugin), _days_match(spec, plugin)
    one = RunKeeper.for_match(first, spec, later, TODAY)
    two = RunKeeper.for_match(second, spec, later, TODAY)
    assert [one.counted, two.counted] == [True, False]
    assert "practice" in two.start_line()
    agents = RandomAgent(1), RandomAgent(2)
    for step in range(30):
        for match, keeper, agent in ((first, one, agents[0]), (second, two, agents[1])):
            if not match.is_over():
                match.submit(0, agent.choose(match.rules, match.view(0), 0, match.legal_actions(0)))
            keeper.keep()  # both records rewritten: each is the newer one in turn
            while pending:
                path, data = pending.pop(0)
                write_record(data, path)
        runs = read_runs(spec.name).runs
        assert day_runs(runs)[TODAY].match_id == first.match_id, f"the day's run changed at step {step}"
        assert [r.match_id for r in runs if r.practice] == [second.match_id]


def test_a_record_saying_it_counts_does_not_make_it_count(baraza_home):
    spec, plugin = _daily_game()
    read_runs(spec.name)  # the ledger exists (nothing to adopt)
    match = _days_match(spec, plugin)
    data = history.record_data(match, code=plugin.today_deal(TODAY)["code"], daily=TODAY, counted=True)
    write_record(data)
    (run,) = read_runs(spec.name).runs
    assert run.daily == TODAY and not run.counted and run.practice
    assert TODAY not in day_runs([run])


def test_records_written_before_the_ledger_keep_their_days(baraza_home):
    spec, plugin = _daily_game()
    days = [TODAY - timedelta(days=i) for i in (2, 1)]
    made = []
    for day in days:
        for n in range(2):  # two runs claimed the day in their files: the first started counts, as before
            match = _days_match(spec, plugin, day)
            when = datetime(day.year, day.month, day.day, 10 + n).astimezone()
            write_record(history.record_data(match, code=plugin.today_deal(day)["code"], daily=day, counted=True,
                                             when=when))
            made.append(match)
    kept = day_runs(read_runs(spec.name).runs)
    assert [kept[d].match_id for d in days] == [made[0].match_id, made[2].match_id]
    assert daily_ledger.holder(spec.name, days[0]) == made[0].match_id
    later = _days_match(spec, plugin, TODAY)  # adopted once: a file claiming a day afterwards is not believed
    write_record(history.record_data(later, code=plugin.today_deal(TODAY)["code"], daily=TODAY, counted=True))
    assert TODAY not in day_runs(read_runs(spec.name).runs)


def test_a_resumed_days_run_still_counts_and_a_read_only_ledger_makes_practice(baraza_home, monkeypatch):
    spec, plugin = _daily_game()
    match = _days_match(spec, plugin)
    keeper = RunKeeper.for_match(match, spec, lambda path, data: write_record(data, path), TODAY)
    assert keeper.counted
    again = RunKeeper.for_match(match, spec, lambda path, data: write_record(data, path), TODAY)
    assert again.counted  # its record names the day; the ledger agrees
    other = _days_match(spec, plugin, TODAY + timedelta(days=1))

    def no_room(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(daily_ledger, "_make_once", no_room)
    tomorrow = RunKeeper.for_match(other, spec, lambda path, data: write_record(data, path),
                                   TODAY + timedelta(days=1))
    assert tomorrow.daily == TODAY + timedelta(days=1) and not tomorrow.counted
