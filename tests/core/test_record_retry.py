"""Issue 40: nothing finished is lost without being told. A History record the history folder does not take is
kept in memory and tried again, and waits on disk elsewhere (a pending copy) so the next start writes it; a
pending copy is read back guarded and proved like any user file, a bad one refused in one line; a score row the
scores file does not take says why while it waits.

Failures are simulated so that they hold when the tests run as root (chmod does not stop root): the history
folder is a file, or the atomic write is replaced by one that fails."""

from __future__ import annotations

import errno
import json
import logging

from matches import played

from baraza.game.persistence import autosave_writer, history, record_retry, scores
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.paths import data_dir, history_dir
from baraza.game.persistence.record_retry import PendingRecords, pending_dirs
from baraza.game.persistence.runs import record_path
from baraza.game.persistence.score_keeper import ScoreKeeper, wait_until


def _history_is_a_file():
    """history/ cannot take a file, whoever runs the test: a plain file stands where the folder goes."""
    folder = data_dir() / "history"
    if folder.is_dir():
        folder.rmdir()
    folder.write_text("")
    return folder


def _failing(real, under, err=errno.EACCES, text="Permission denied"):
    def write(path, data):
        if str(path).startswith(str(under)):
            raise OSError(err, text)
        return real(path, data)
    return write


def test_a_record_history_refuses_waits_on_disk_and_the_next_start_writes_it(baraza_home):
    match = played("kona", 3, ["human", "ai:easy"])
    blocker = _history_is_a_file()
    path = record_path(match.match_id)
    pending = PendingRecords()
    writer = AutosaveWriter(settle_seconds=0, retry_seconds=60, pending=pending)
    writer.write_json(path, history.record_data(match))
    writer.flush()
    assert writer.problem(path) and writer.waiting(path) and pending.holds(path)
    assert writer.take_errors() == []  # a record's failure is not an autosave's: the results screen says it
    copy = pending_dirs()[0] / path.name
    assert copy.is_file() and json.loads(copy.read_text())["match_id"] == match.match_id
    writer.close(1.0)  # the app quits with the record still not in history/

    blocker.unlink()  # the next start: the folder takes files again
    pending = PendingRecords()
    writer = AutosaveWriter(settle_seconds=0, pending=pending)
    assert pending.retry(writer) == 1
    assert writer.flush()
    entry = history.read_entry(record_path(match.match_id))
    assert entry.run.match_id == match.match_id and entry.run.finished
    assert history.replay_entry(entry).moves == match.moves
    assert not copy.exists() and not pending.holds(path)
    writer.close()


def test_a_record_lands_in_memory_when_no_folder_takes_a_copy(baraza_home, monkeypatch):
    match = played("kona", 5, ["human", "ai:easy"])
    real = autosave_writer.write_json_atomic
    monkeypatch.setattr(autosave_writer, "write_json_atomic", _failing(real, history_dir()))
    monkeypatch.setattr(record_retry, "write_json_atomic", _failing(real, baraza_home))
    pending = PendingRecords()
    writer = AutosaveWriter(settle_seconds=0, retry_seconds=0.01, pending=pending)
    path = record_path(match.match_id)
    writer.write_json(path, history.record_data(match))
    writer.flush()
    assert writer.problem(path) == "Permission denied" and not pending.holds(path)  # memory only, and said so
    assert not any(p.exists() and any(p.iterdir()) for p in pending_dirs())
    monkeypatch.setattr(autosave_writer, "write_json_atomic", real)  # the folder takes files again: it lands
    assert wait_until(lambda: writer.problem(path) is None and path.exists())
    assert history.read_entry(path).run.match_id == match.match_id
    writer.close()


def test_bad_pending_copies_are_refused_in_one_line_and_the_good_one_is_written(baraza_home, caplog):
    good = played("kona", 7, ["human", "ai:easy"])
    other = played("kona", 8, ["human", "ai:easy"])
    folder = pending_dirs()[0]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "good.json").write_text(json.dumps(history.record_data(good)))
    (folder / "broken.json").write_text("{\"format\": ")
    tampered = history.record_data(other)
    tampered["result"]["winners"] = [1 - w for w in tampered["result"]["winners"]] or [0]
    (folder / "tampered.json").write_text(json.dumps(tampered))
    (folder / "deep.json").write_text("[" * 100_000)
    (folder / "a-folder.json").mkdir()
    pending = PendingRecords()
    writer = AutosaveWriter(settle_seconds=0, pending=pending)
    with caplog.at_level(logging.WARNING, logger="baraza"):
        assert pending.retry(writer) == 1
    writer.flush()
    refusals = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    assert len(refusals) == 4 and all("\n" not in line for line in refusals)
    assert [p.name for p in history_dir().iterdir()] == [record_path(good.match_id).name]
    assert (folder / "broken.json.refused").exists() and (folder / "tampered.json.refused").exists()
    assert not (folder / "good.json").exists()  # written into history/, so its copy went
    assert pending.retry(writer) == 0  # refused ones are not read again
    writer.close()


def test_a_copy_older_than_the_history_record_is_dropped_not_written(baraza_home):
    match = played("kona", 9, ["human", "ai:easy"])
    data = history.record_data(match)
    folder = pending_dirs()[0]
    folder.mkdir(parents=True, exist_ok=True)
    old = dict(data, date="2001-01-01T10:00:00+00:00")
    (folder / record_path(match.match_id).name).write_text(json.dumps(old))
    path = history.write_match(match)
    before = path.read_text()
    writer = AutosaveWriter(settle_seconds=0, pending=PendingRecords())
    assert writer.pending.retry(writer) == 0
    writer.flush()
    assert path.read_text() == before and not any(folder.iterdir())
    writer.close()


def test_a_score_the_file_does_not_take_says_why_and_lands_later(tmp_path, monkeypatch):
    real = scores.ScoreBook.record_match
    state = {"refuse": True}

    def record_match(book, *args):
        if state["refuse"]:
            raise scores.ScoresUnavailable("Scores cannot be saved (attempt to write a readonly database).")
        return real(book, *args)

    monkeypatch.setattr(scores.ScoreBook, "record_match", record_match)
    keeper = ScoreKeeper(tmp_path / "scores.sqlite3", retry_seconds=0.01)
    keeper.record_match("kona", ["human", "ai:easy"], (0,), (1.0, 0.0), 10, 20, 60.0, 1)
    assert wait_until(lambda: keeper.problem() is not None)
    assert "readonly database" in keeper.problem() and keeper.pending() == 1
    notes = keeper.take_notes()
    assert notes and not any("kept" in note for note in notes)  # in memory only: not called kept
    state["refuse"] = False
    assert keeper.flush(10) and keeper.problem() is None
    assert keeper.stats("kona").played == 1
    keeper.close()
