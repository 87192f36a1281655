"""Issue 40: score rows the scores file does not take before the app quits are not lost. The keeper writes those
still queued at close to pending-scores.json in a pending folder; the next keeper reads it back bounded and
checked, writes them, and removes the file once all have landed, never writing a row twice (even when a run is
killed between a row landing and the file saying so); a damaged or forged file is refused in one line.

The scores file's refusal is a replaced ScoreBook write (it holds when the tests run as root, where chmod stops
nothing), as in test_record_retry.py."""

from __future__ import annotations

import json
import logging
import sqlite3
import threading

import pytest

from baraza.game.persistence import score_keeper as keeper_module
from baraza.game.persistence import scores
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.record_retry import PENDING_SCORES, PendingRecords, pending_dirs
from baraza.game.persistence.score_keeper import ScoreKeeper, wait_until
from baraza.game.persistence.scores import ScoreBook

FULL = "Scores cannot be saved (database or disk is full); playing on without them."
MATCH = ("kona", ["human", "ai:easy"], (0,), (1.0, 0.5), 10, 20, 60.25, 7)


def _refusing(monkeypatch):
    """The scores file takes no row (reads still work, as on a full disk)."""
    def refuse(book, *args):
        raise scores.ScoresUnavailable(FULL)

    monkeypatch.setattr(scores.ScoreBook, "record_match", refuse)
    monkeypatch.setattr(scores.ScoreBook, "add_high_score", refuse)


def _rows(path):
    with sqlite3.connect(path) as db:
        matches = db.execute("SELECT game, seats, winners, turns, actions, seconds, seed FROM matches").fetchall()
        high = db.execute("SELECT game, category, score, seed, player FROM high_scores").fetchall()
    return matches, high


def _pending_file():
    return pending_dirs()[0] / PENDING_SCORES


def _left_waiting(monkeypatch, path, matches=(MATCH,), high=(("khedu", "Lions", 40, 3),)):
    """A run whose scores file refuses every row, closed with them still queued."""
    with monkeypatch.context() as m:
        _refusing(m)
        keeper = ScoreKeeper(path, retry_seconds=0.01)
        for match in matches:
            keeper.record_match(*match)
        for score in high:
            keeper.add_high_score(*score)
        assert wait_until(lambda: keeper.problem() is not None)
        keeper.close(0.1)
        assert not keeper._thread.is_alive()


def test_rows_the_file_refused_until_quit_land_at_the_next_start_and_the_pending_file_goes(baraza_home, monkeypatch):
    path = baraza_home / "scores.sqlite3"
    main = threading.current_thread()
    on_main = []
    for name in ("write_json_atomic", "read_user_json"):
        real = getattr(keeper_module, name)
        monkeypatch.setattr(keeper_module, name, lambda *a, _real=real, _name=name: (
            on_main.append(_name) if threading.current_thread() is main else None, _real(*a))[1])

    _left_waiting(monkeypatch, path)
    waiting = _pending_file()
    data = json.loads(waiting.read_text())
    assert [w["kind"] for w in data["writes"]] == ["match", "high_score"]
    assert _rows(path) == ([], [])  # not the scores file itself: it took nothing

    keeper = ScoreKeeper(path)  # the next start, the disk has room again
    assert keeper.settle(60)
    assert keeper.stats("kona").played == 1 and keeper.record_against_ai("kona", ["easy"])[0].won == 1
    assert [s.score for s in keeper.top_scores("khedu", "Lions")] == [40]
    assert not waiting.exists()
    keeper.close()
    assert _rows(path) == ([("kona", '["human", "ai:easy"]', "[0]", 10, 20, 60.25, 7)],
                           [("khedu", "Lions", 40, 3, "Player")])
    book = ScoreBook(path)
    assert book.stats("kona").played == 1 and book.best_score("khedu", "Lions") == 40
    assert on_main == []  # every file read and write was on the keeper's thread


def test_the_last_runs_rows_show_at_once_and_are_queued_ahead_of_new_ones(baraza_home, monkeypatch):
    path = baraza_home / "scores.sqlite3"
    _left_waiting(monkeypatch, path)
    order = []
    real = scores.ScoreBook.add_high_score
    monkeypatch.setattr(scores.ScoreBook, "add_high_score",
                        lambda book, game, category, score, *a: (order.append(score), real(book, game, category,
                                                                                          score, *a))[1])
    keeper = ScoreKeeper(path)
    keeper.add_high_score("khedu", "Lions", 55, 9)
    assert keeper.flush(60) and keeper.settle(60)
    assert order == [40, 55]
    assert [s.score for s in keeper.top_scores("khedu", "Lions")] == [55, 40]
    keeper.close()


def _flaky(real, calls):
    """A scores file that refuses every other row."""
    def write(book, *args):
        calls["n"] += 1
        if calls["n"] % 2:
            raise scores.ScoresUnavailable(FULL)
        return real(book, *args)
    return write


def test_closing_and_reopening_again_and_again_writes_each_row_once(baraza_home, monkeypatch):
    path = baraza_home / "scores.sqlite3"
    twin = ("kona", ["human", "ai:hard"], (1,), (0.0, 2.0), 12, 30, 90.0, 4)
    _left_waiting(monkeypatch, path, matches=(MATCH, twin, twin), high=(("khedu", "Lions", 40, 3),
                                                                         ("khedu", "Lions", 40, 3)))
    real_match, real_score = scores.ScoreBook.record_match, scores.ScoreBook.add_high_score
    for run in range(8):
        with monkeypatch.context() as m:
            calls = {"n": run % 2}
            m.setattr(scores.ScoreBook, "record_match", _flaky(real_match, calls))
            m.setattr(scores.ScoreBook, "add_high_score", _flaky(real_score, calls))
            if run % 3 == 1:  # killed: a row lands, the pending file is never told, nothing is kept at close
                m.setattr(ScoreKeeper, "_unhold", lambda self, write: None)
                m.setattr(ScoreKeeper, "_keep_waiting", lambda self: None)
            keeper = ScoreKeeper(path, retry_seconds=0.01)
            if run == 2:
                keeper.record_match("kona", ["human", "ai:easy"], (1,), (0.0, 1.0), 3, 3, 5.0, 11)  # a new one too
            wait_until(lambda calls=calls: calls["n"] >= 2, 1.0)  # a try or two (some runs make none: no wait)
            keeper.close(0.02)
            assert not keeper._thread.is_alive()
    keeper = ScoreKeeper(path)
    assert keeper.flush(60) and keeper.settle(60)
    keeper.close()
    matches, high = _rows(path)
    assert sorted(row[6] for row in matches) == [4, 4, 7, 11]  # the twins are two matches, each written once
    assert high == [("khedu", "Lions", 40, 3, "Player")] * 2
    assert not _pending_file().exists()
    assert keeper.stats("kona").played == 4


def test_a_row_the_file_took_just_before_a_kill_is_not_written_again(baraza_home, monkeypatch):
    path = baraza_home / "scores.sqlite3"
    ScoreBook(path).record_match(*MATCH)  # an equal match from long ago
    _left_waiting(monkeypatch, path)
    with monkeypatch.context() as m:  # lands both, killed before the pending file says so
        m.setattr(ScoreKeeper, "_unhold", lambda self, write: None)
        m.setattr(ScoreKeeper, "_keep_waiting", lambda self: None)
        keeper = ScoreKeeper(path)
        assert keeper.flush(60)
        keeper.close()
    assert [w.get("rows_before") for w in json.loads(_pending_file().read_text())["writes"]] == [1, 0]
    keeper = ScoreKeeper(path)
    assert keeper.flush(60) and keeper.settle(60)
    assert keeper.stats("kona").played == 2 and len(keeper.top_scores("khedu", "Lions")) == 1
    keeper.close()
    matches, high = _rows(path)
    assert len(matches) == 2 and len(high) == 1
    assert not _pending_file().exists()


def _folders():
    folders = pending_dirs()
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
    return folders


@pytest.mark.parametrize("forged", [
    "{\"format\": \"baraza-pending-scores\", \"writes\": [{\"kind\": \"match\", ",  # cut short
    "[" * 100_000,  # nested deep
    "{\"format\": \"something-else\", \"writes\": []}",
    "x" * (keeper_module.MAX_PENDING_BYTES + 10),
])
def test_a_damaged_pending_file_is_refused_in_one_line_and_set_aside(baraza_home, monkeypatch, caplog, forged):
    path = baraza_home / "scores.sqlite3"
    _left_waiting(monkeypatch, path)  # the good file waits in the first folder
    bad = _folders()[1] / PENDING_SCORES  # a damaged one in the next
    bad.write_text(forged)
    with caplog.at_level(logging.WARNING, logger="baraza"):
        keeper = ScoreKeeper(path)
        assert keeper.flush(60) and keeper.settle(60)
    lines = [r.getMessage() for r in caplog.records if r.name == "baraza"]
    assert len(lines) == 1 and "refused" in lines[0] and "\n" not in lines[0]
    assert not bad.exists() and bad.with_name(PENDING_SCORES + ".refused").exists()
    assert keeper.stats("kona").played == 1 and keeper.best_score("khedu", "Lions") == 40  # the good ones land
    assert not _pending_file().exists()
    keeper.close()


def test_forged_entries_are_skipped_one_line_each_and_the_good_ones_written(baraza_home, monkeypatch, caplog):
    path = baraza_home / "scores.sqlite3"
    _left_waiting(monkeypatch, path)
    waiting = _pending_file()
    data = json.loads(waiting.read_text())
    good_match, good_score = data["writes"]
    deep: list = []
    for _ in range(40):
        deep = [deep]
    data["writes"] += [
        dict(good_match, turns=10**400),  # a huge number
        dict(good_score, score=10**30),  # past SQLite's integers
        dict(good_score, seed=-(2**70)),
        dict(good_match, seconds="@inf@"),  # 1e999 in the file: read as infinity
        dict(good_match, kind="drop_table"),  # a wrong kind
        dict(good_match, seats=deep),  # nested deep
        dict(good_match, winners=[True]),
        dict(good_score, player="x" * 10_000),
        dict(good_score, game=None),
        dict(good_score, rows_before=-1),
        "not an entry",
    ]
    waiting.write_text(json.dumps(data).replace('"@inf@"', "1e999"))
    with caplog.at_level(logging.WARNING, logger="baraza"):
        keeper = ScoreKeeper(path)
        assert keeper.flush(60) and keeper.settle(60)
    lines = [r.getMessage() for r in caplog.records if r.name == "baraza"]
    assert len(lines) == 11 and all("skipped" in line and "\n" not in line for line in lines)
    assert all(len(line) < 200 for line in lines)
    keeper.close()
    matches, high = _rows(path)
    assert len(matches) == 1 and high == [("khedu", "Lions", 40, 3, "Player")]
    assert not waiting.exists()


def test_a_file_of_only_forged_entries_is_set_aside(baraza_home, caplog):
    waiting = _folders()[0] / PENDING_SCORES
    waiting.write_text(json.dumps({"format": "baraza-pending-scores", "writes": [{"kind": "match"}]}))
    with caplog.at_level(logging.WARNING, logger="baraza"):
        keeper = ScoreKeeper(baraza_home / "scores.sqlite3")
        assert keeper.settle(60)
    keeper.close()
    assert not waiting.exists() and waiting.with_name(PENDING_SCORES + ".refused").exists()
    assert ScoreBook(baraza_home / "scores.sqlite3").stats("kona").played == 0


def test_the_pending_records_retry_leaves_the_scores_file_alone(baraza_home, monkeypatch):
    _left_waiting(monkeypatch, baraza_home / "scores.sqlite3")
    before = _pending_file().read_text()
    writer = AutosaveWriter(settle_seconds=0, pending=PendingRecords())
    assert writer.pending.retry(writer) == 0
    writer.flush()
    writer.close()
    assert _pending_file().read_text() == before
    assert not _pending_file().with_name(PENDING_SCORES + ".refused").exists()


def test_the_next_folder_keeps_them_when_the_first_takes_nothing(baraza_home, monkeypatch):
    path = baraza_home / "scores.sqlite3"
    first = pending_dirs()[0]
    real = keeper_module.write_json_atomic

    def write(target, data):
        if target.parent == first:
            raise OSError(28, "No space left on device")
        return real(target, data)

    monkeypatch.setattr(keeper_module, "write_json_atomic", write)
    _left_waiting(monkeypatch, path)
    assert not (first / PENDING_SCORES).exists() and (pending_dirs()[1] / PENDING_SCORES).is_file()
    keeper = ScoreKeeper(path)
    assert keeper.flush(60) and keeper.settle(60)
    keeper.close()
    assert keeper.stats("kona").played == 1 and not (pending_dirs()[1] / PENDING_SCORES).exists()
