"""The quiet window (issue 40) on the screens around the tables: History, Statistics, Scores, Load, Replay,
Rules, Glossary, Keys, a run's breakdown and the small dialogs say when they look different by themselves
(Scene.next_frame), so an idle one draws nothing; a blinking caret wakes the window for its blinks only; a
replay playing on draws each move with no input; and the answers of workers (History's reader, the score
keeper, the proof of an imported record) are looked for by next_poll and drawn without any input.

The loop runs on the made-up clock of test_quiet_window (no real waiting, no durations asserted)."""

from __future__ import annotations

import threading
from datetime import date
from pathlib import Path

import pygame
import pytest
from matches import played as finished_match

from baraza.game.persistence import history
from baraza.game.persistence.history_reader import HistoryReader
from baraza.game.persistence.paths import history_dir, saves_dir
from baraza.game.persistence.saves import write_save
from baraza.game.registry import get_game, new_match
from baraza.scenes.table.context import CALM_AFTER
from tests.scenes.test_quiet_window import quiet_app, run_for, waiting_table

GAME = "kona"
SETTLE = CALM_AFTER + 2  # seconds of made-up time after which a table under a dialog has stopped blinking


def _records(n: int = 3) -> None:
    for seed in range(1, n + 1):
        history.write_match(finished_match(GAME, seed, ["human", "ai:easy"]))


def _join_workers() -> None:
    """Let the history reader and an import's proof finish (real threads, real time)."""
    for t in threading.enumerate():
        if t.name in ("baraza-history", "baraza-import-check", "baraza-analysis-read"):
            t.join(60)


def _settle(app, time, seconds: float = 2.0) -> None:
    run_for(app, time, 0.5)
    _join_workers()
    app.scores.settle()
    run_for(app, time, seconds)


def _history(app):
    app.show("history")
    return None


def _history_stats(app):
    app.show("history")
    _join_workers()
    app.stack.apply_pending()
    app.stack.update(0.0)
    app.show("history_stats", app.stack.top.history, GAME)


def _scores(app):
    app.scores.record_match(GAME, ["human", "ai:easy"], (0,), (1.0, 0.0), 30, 40, 300.0, 7)
    app.show("scores", GAME)


def _load(app):
    write_save(new_match(GAME, ["human", "ai:easy"], 4), saves_dir() / "k.json")
    app.show("load")


def _run_breakdown(app):
    from baraza.scenes.shots_history import sample_runs

    runs = sample_runs(get_game("khedu"), date(2026, 12, 2), days=2)
    app.show("run_breakdown", runs.runs[0], runs)


def _replay(app):
    app.show("replay", finished_match(GAME, 3, ["human", "ai:easy"]), title="A match")


def _import_box(app):
    app.show("history")
    app.show("import_record", lambda _path: False)


def _pause(app):
    app.show("pause", waiting_table(app))


def _save_name(app):
    table = waiting_table(app)
    app.show("pause", table)
    app.show("save_name", table)


STILL = {
    "history": _history,
    "history_stats": _history_stats,
    "scores": _scores,
    "load": _load,
    "rules": lambda app: app.show("rules", GAME),
    "glossary": lambda app: app.show("glossary", GAME),
    "keys": lambda app: app.show("keys"),
    "run_breakdown": _run_breakdown,
    "replay": _replay,
    "import_record": _import_box,
    "pause": _pause,
    "save_name": _save_name,
}


@pytest.mark.parametrize("name", list(STILL))
def test_an_idle_screen_with_content_draws_nothing_and_says_so(baraza_home, name):
    _records()
    app, time = quiet_app()
    app.stack.reset(app.make_screen("menu"))
    run_for(app, time, 0.5)
    STILL[name](app)
    _settle(app, time, SETTLE if name in ("pause", "save_name", "replay") else 2.0)
    top = app.stack.top
    assert app.stack.next_frame() is None, (name, top)  # still: nothing due by itself
    assert app.stack.next_poll() is None, name  # and no worker to ask
    assert run_for(app, time, 5.0) == [], name  # five seconds idle: not one frame
    waits = time.waits[-5:]
    assert all(w > 0.2 for w in waits), (name, waits)  # the loop sleeps between its passes
    # a hover or a key still brings a frame at once
    before = app.frames_drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 1), buttons=(0, 0, 0)))
    app.run_once()
    assert app.frames_drawn == before + 1, name


def test_the_history_screen_shows_its_records_once_read_with_no_input(baraza_home, monkeypatch):
    """The reader's WAKE_EVENT is kept from the window: only next_poll finds the answer, and update asks for
    the frame that shows it."""
    from baraza.scenes.screens import history as history_screen

    _records()
    gate = threading.Event()

    def folder() -> Path:
        gate.wait(30)  # the read stays under way until the test lets it go
        return history_dir()

    monkeypatch.setattr(history_screen, "wake_window", lambda: None)
    app, time = quiet_app()
    app.history_reader = HistoryReader(folder)
    scene = app.make_screen("history")
    app.stack.reset(scene)
    run_for(app, time, 1.0)
    assert scene.history is None and app.history_reader.reading
    assert scene.next_frame() is None  # "Reading your matches…" does not move
    assert 0 < scene.next_poll() <= 0.1 and app.next_wake() <= 0.1  # but the reader is looked at often
    assert run_for(app, time, 2.0) == []  # looked at, not drawn
    reading = pygame.image.tobytes(app.screen, "RGB")
    gate.set()
    _join_workers()
    start = time.now
    drawn = run_for(app, time, 1.0)
    assert len(scene.history.entries) == 3 and len(scene.list.entries) == 3
    assert drawn and drawn[0] - start <= 0.15  # found by the next poll and drawn at once, with no input
    assert pygame.image.tobytes(app.screen, "RGB") != reading  # the list, not "Reading your matches…"
    assert scene.next_poll() is None and app.stack.next_frame() is None
    assert run_for(app, time, 3.0) == []


def test_statistics_opened_during_a_read_fill_in_with_no_input(baraza_home):
    _records()
    gate = threading.Event()

    def folder() -> Path:
        gate.wait(30)
        return history_dir()

    app, time = quiet_app()
    app.history_reader = HistoryReader(folder)
    app.history_reader.start()  # no WAKE_EVENT: the screen must look for itself
    stats = app.make_screen("history_stats", None, GAME)
    app.stack.reset(stats)
    run_for(app, time, 1.0)
    assert stats.stats.games == 0 and stats.next_poll() is not None and stats.next_frame() is None
    gate.set()
    _join_workers()
    start = time.now
    drawn = run_for(app, time, 1.0)
    assert stats.stats.games == 3 and drawn and drawn[0] - start <= 0.15
    assert stats.next_poll() is None and run_for(app, time, 2.0) == []


def test_scores_draw_a_landed_write_with_no_input(baraza_home):
    app, time = quiet_app()
    scores = app.make_screen("scores", GAME)
    app.stack.reset(scores)
    _settle(app, time)
    assert app.stack.next_frame() is None and app.stack.next_poll() is None
    app.scores.record_match(GAME, ["human", "ai:easy"], (0,), (1.0, 0.0), 30, 40, 300.0, 7)
    assert scores.next_poll() is not None  # a write queued: the keeper is looked at until it lands
    app.scores.flush()
    drawn = run_for(app, time, 1.0)
    assert scores.stats.played == 1 and drawn  # drawn with no input
    assert scores.next_poll() is None and run_for(app, time, 2.0) == []


def test_an_imported_record_is_answered_with_no_input(baraza_home):
    app, time = quiet_app()
    app.stack.reset(app.make_screen("menu"))
    run_for(app, time, 0.5)
    box = app.show("import_record", lambda _path: False)
    run_for(app, time, 1.0)
    box.text = str(baraza_home / "no-such-record.json")
    box.submit()
    assert box.next_poll() is not None and box.next_frame() is None
    _join_workers()
    drawn = run_for(app, time, 1.0)
    assert box.checking is None and drawn  # the refusal is drawn (a toast) with no input
    assert app.toasts and "no-such-record" in app.toasts[0].text


@pytest.mark.parametrize("name", ["save_name", "play_code"])
def test_a_blinking_caret_wakes_the_window_for_its_blinks_only(baraza_home, name):
    app, time = quiet_app()
    if name == "save_name":
        table = waiting_table(app)
        app.show("save_name", table)
        run_for(app, time, SETTLE)
        dialog = app.stack.top
        assert dialog.next_frame() is None  # the suggested name is selected: no caret yet
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
        run_for(app, time, 0.1)
    else:
        app.stack.reset(app.make_screen("menu"))
        app.show("play_code", "khedu")
        run_for(app, time, 1.0)
    wait = app.stack.next_frame()
    assert wait is not None and 0 < wait <= 0.51  # the next flip of the caret
    drawn = run_for(app, time, 5.0)
    assert 2 <= len(drawn) <= 5 * 2 + 2  # its blinks (at most twice a second), not 60 a second


def test_a_replay_playing_on_draws_each_move_with_no_input_then_rests(baraza_home):
    from baraza.scenes.screens.replay import SPEEDS

    app, time = quiet_app()
    viewer = app.show("replay", finished_match(GAME, 3, ["human", "ai:easy"]), title="A match")
    run_for(app, time, SETTLE)
    assert app.stack.next_frame() is None  # at rest on the last move
    viewer.jump(0)
    viewer.toggle_play()
    run_for(app, time, 0.5)
    assert viewer.playing
    wait = app.stack.next_frame()
    assert wait is not None and wait <= SPEEDS[viewer.speed]  # the next move is due: the window wakes for it
    ply = viewer.ply
    drawn = run_for(app, time, 4.0)
    moves = viewer.ply - ply
    assert moves >= 4  # it played on with no input
    assert moves <= len(drawn) <= 4 * moves + 4  # each move drawn (and a settled picture), not 60 a second
    viewer.toggle_play()  # paused: still again once the last position has settled
    run_for(app, time, SETTLE)
    assert app.stack.next_frame() is None and run_for(app, time, 2.0) == []


def test_a_new_position_is_drawn_now_and_once_more_when_it_settles(baraza_home):
    from baraza.scenes.replay.board import SETTLE as BOARD_SETTLE

    app, time = quiet_app()
    viewer = app.show("replay", finished_match(GAME, 3, ["human", "ai:easy"]), title="A match")
    run_for(app, time, SETTLE)
    viewer.jump(2)
    assert viewer.next_frame() == 0.0  # a position not drawn yet: a frame is due now
    start = time.now
    drawn = run_for(app, time, 1.0)
    assert drawn[0] - start < 0.05  # drawn at once, quickly scaled
    assert any(BOARD_SETTLE - 0.03 <= t - start <= BOARD_SETTLE + 0.05 for t in drawn[1:])  # then smooth
