"""Issue 40: a finished match whose History record (or score) cannot be written is told plainly on the results
screen, with a button that writes the record to another folder; nothing says "kept" before it is on disk; a
record left waiting by the last run is written at the next start, and a bad waiting copy never stops the app.

The failure is a replaced atomic write (it holds when the tests run as root, where chmod stops nothing)."""

from __future__ import annotations

import errno
import json

from scene_helpers import frames, make_app

from baraza.game.persistence import autosave_writer, history, scores
from baraza.game.persistence.paths import fallback_dir, history_dir
from baraza.game.persistence.record_retry import pending_dirs
from baraza.game.persistence.runs import record_path
from baraza.game.persistence.score_keeper import wait_until
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def _refusing_history(monkeypatch):
    """history/ refuses every write; returns the real write, to put back (monkeypatch.undo would also undo the
    test's BARAZA_HOME)."""
    real = autosave_writer.write_json_atomic

    def write(path, data):
        if str(path).startswith(str(history_dir())):
            raise OSError(errno.EACCES, "Permission denied")
        return real(path, data)

    monkeypatch.setattr(autosave_writer, "write_json_atomic", write)
    return real


def _finished_at_the_table(app, seed=3):
    """A hot-seat match played to its end at a live table: the table records it and opens the results."""
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.table.launch import scene_class

    match = new_match("kona", ["human", "human"], seed)
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app, 1)
    play_actions(match, 20_000)
    assert match.is_over()
    assert wait_until(lambda: frames(app, 1) or isinstance(app.stack.top, ResultsScene), 20)
    return match, app.stack.top


def _no_kept(app) -> None:
    assert not any("kept" in t.text.lower() for t in app.toasts), [t.text for t in app.toasts]


def test_an_unwritable_history_is_said_on_the_results_and_the_record_saves_elsewhere(baraza_home, monkeypatch):
    from baraza.scenes.ui.dialog import MessageScene

    real = _refusing_history(monkeypatch)
    app = make_app()
    app.autosaver.retry_seconds = 0.05
    match, results = _finished_at_the_table(app)
    path = record_path(match.match_id)
    app.autosaver.flush()
    frames(app, 2)
    assert app.stack.top is results  # no "Saving failed" dialog over it: the results say it themselves
    line = results.trouble_lines[0]
    assert line.startswith("This match is not in your History yet") and "Permission denied" in line
    assert "also after a restart" in line and line in results.lines and line in results.alarm_lines
    assert (pending_dirs()[0] / path.name).is_file()  # waits on disk for the next start
    assert results.save_record_button in results.menu.buttons
    _no_kept(app)

    results.save_record_button.on_click()
    frames(app, 1)
    dialog = app.stack.top
    assert isinstance(dialog, MessageScene) and dialog.title == "Not in History yet"
    dialog.menu.buttons[0].on_click()  # "Save there"
    frames(app, 2)
    copy = fallback_dir() / "records" / path.name
    entry = history.check_record(copy)  # a valid record, proved against its moves
    assert entry.run.match_id == match.match_id and history.replay_entry(entry).moves == match.moves
    assert app.stack.top is results and any(str(copy.parent) in line for line in results.lines)
    assert any("History's Import" in t.text for t in app.toasts)
    _no_kept(app)
    assert not path.exists()

    monkeypatch.setattr(autosave_writer, "write_json_atomic", real)  # the folder takes files again: it lands
    assert wait_until(lambda: frames(app, 1) or "This match is in your History now." in results.lines, 10)
    assert history.read_entry(path).run.match_id == match.match_id
    assert results.save_record_button not in results.menu.buttons
    assert not (pending_dirs()[0] / path.name).exists()
    app.close()


def test_a_score_the_file_does_not_take_is_said_on_the_results(baraza_home, monkeypatch):
    def refuse(book, *args):
        raise scores.ScoresUnavailable("Scores cannot be saved (attempt to write a readonly database).")

    monkeypatch.setattr(scores.ScoreBook, "record_match", refuse)
    app = make_app()
    _match, results = _finished_at_the_table(app, seed=5)
    assert wait_until(lambda: frames(app, 1) or any("not in Scores yet" in line for line in results.lines), 10)
    assert any("readonly database" in line for line in results.alarm_lines)
    assert not any("not in your History" in line for line in results.lines)  # the record itself landed
    assert results.save_record_button not in results.menu.buttons
    _no_kept(app)
    app.scores.close(0.1)
    app.autosaver.close()


def test_a_record_waiting_from_the_last_run_is_written_at_start_and_a_bad_one_refused(baraza_home):
    from matches import played

    match = played("kona", 11, ["human", "ai:easy"])
    folder = pending_dirs()[0]
    folder.mkdir(parents=True, exist_ok=True)
    waiting = folder / record_path(match.match_id).name
    waiting.write_text(json.dumps(history.record_data(match)))
    (folder / "damaged.json").write_text("{\"format\": \"baraza-match-record\", ")
    app = make_app()  # the start: nothing here may stop it
    assert app.pending_records.settle(20)
    assert app.autosaver.flush()
    assert history.read_entry(record_path(match.match_id)).run.match_id == match.match_id
    assert not waiting.exists() and (folder / "damaged.json.refused").exists()
    assert [p.name for p in history_dir().iterdir()] == [waiting.name]
    app.close()
