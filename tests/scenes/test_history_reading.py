"""The History screens read through the app's one reader: leaving History cancels its read, coming back does
not prove unchanged records again, and Statistics opened during a read fills in when the read completes."""

from __future__ import annotations

import threading

from matches import played as finished_match
from scene_helpers import frames, make_app

from baraza.game.persistence import history
from baraza.game.registry import GAMES

GAME = next(iter(GAMES))


def _history_at_rest():
    """History opened with its own read stopped: the test hands the reader what it "read" (app, scene, reader)."""
    app = make_app()
    scene = app.show("history")
    app.stack.apply_pending()
    reader = app.history_reader
    reader.cancel()
    _wait(reader)
    return app, scene, reader


def _wait(reader) -> None:
    for t in [t for t in threading.enumerate() if t.name == "baraza-history"]:
        t.join(60)


def test_statistics_opened_during_a_read_fills_in_when_it_completes(baraza_home) -> None:
    from baraza.scenes.screens.history_stats import HistoryStatsScene

    history.write_match(finished_match(GAME, 1, ["human", "ai:easy"]))
    app = make_app()
    stats = HistoryStatsScene(app, None, GAME)  # opened before any read finished
    app.stack.reset(stats)
    frames(app, 1)
    assert stats.stats.games == 0
    app.history_reader.start()
    _wait(app.history_reader)
    frames(app, 1)
    assert stats.stats.games == 1


def test_leaving_history_cancels_its_read_and_a_second_visit_reuses_what_was_proven(baraza_home) -> None:
    from baraza.scenes.screens.history import HistoryScene
    from baraza.scenes.screens.menu import MainMenuScene

    for seed in (1, 2):
        history.write_match(finished_match(GAME, seed, ["human", "ai:easy"]))
    app = make_app()
    app.stack.reset(MainMenuScene(app))
    frames(app, 1)
    app.stack.push(HistoryScene(app))
    frames(app, 1)
    _wait(app.history_reader)
    frames(app, 1)
    assert app.history_reader.proven_last == 2 and len(app.stack.top.history.entries) == 2
    app.stack.pop()
    frames(app, 1)
    assert not app.history_reader.reading  # leaving stopped any read
    for _ in range(5):  # Open / Back, five times: one read at a time, nothing proven twice
        app.stack.push(HistoryScene(app))
        frames(app, 1)
        app.stack.pop()
        frames(app, 1)
    app.stack.push(HistoryScene(app))
    frames(app, 1)
    _wait(app.history_reader)
    frames(app, 1)
    assert app.history_reader.proven_last == 0 and len(app.stack.top.history.entries) == 2


def test_a_read_still_going_on_never_says_there_are_no_matches(baraza_home) -> None:
    """The list is shown as a long read goes on; before, an empty first batch said "No matches here yet"."""
    from baraza.game.persistence.history import History

    entry = history.read_entry(history.write_match(finished_match(GAME, 1, ["human", "ai:easy"])))
    app, scene, reader = _history_at_rest()
    said: list[str] = []
    render = app.fonts.render

    def spy(text, *args, **kwargs):
        said.append(text)
        return render(text, *args, **kwargs)

    app.fonts.render = spy
    for shown, words in ((History([], [], False, 300), "Reading your matches…"),
                         (History([entry], [], False, 300), "Still reading: 1 of 300 matches listed so far.")):
        reader.history, reader.version = shown, reader.version + 1
        said.clear()
        frames(app, 2)
        assert words in said and not any(s.startswith("No matches here yet") for s in said), said
    scene.result_row.index = next(i for i, (v, _) in enumerate(scene.result_row.choices) if v == "drawn")
    scene.refilter()  # a filter none of those read so far matches
    said.clear()
    frames(app, 1)
    assert any("still reading" in s for s in said) and not any(s.startswith("No matches here yet") for s in said)


def test_rows_a_read_adds_keep_the_players_pick_and_otherwise_the_top(baraza_home) -> None:
    from dataclasses import replace
    from datetime import timedelta

    from baraza.game.persistence.history import History

    entry = history.read_entry(history.write_match(finished_match(GAME, 1, ["human", "ai:easy"])))
    rows = [replace(entry, path=entry.path.with_name(f"m{i}.json"),
                    run=replace(entry.run, when=entry.run.when - timedelta(minutes=i))) for i in range(40)]
    app, scene, reader = _history_at_rest()

    def show(entries, complete=False):
        reader.history, reader.version = History(entries, [], complete, 40), reader.version + 1
        frames(app, 1)

    show(rows[20:30])  # older ones first (a file whose time is older than its date)
    show(rows[10:30])  # newer ones come in above: nobody picked, so the top stays in view and chosen
    assert scene.list.selected == 0 and scene.list.top == 0
    scene.list.move(3)  # the player picks a row
    picked = scene.list.current()
    show(rows[0:30], complete=True)
    assert scene.list.current() is picked


def test_history_is_reached_by_keys_filters_and_buttons_with_a_ring(baraza_home):
    """A keys tester reached only the Game filter with Tab, and neither the other filters nor Statistics, Export,
    Import or Back; no ring showed where the keys were. Tab now stops at each, ←/→ change a filter, Enter presses."""
    import pygame
    from scene_helpers import frames, key, make_app

    app = make_app()
    scene = app.show("history")
    app.stack.apply_pending()
    frames(app, 2)
    labels = []
    for _ in range(len(scene.stops)):
        frames(app, 1, [key(pygame.K_TAB)])
        focused = [getattr(s, "text", getattr(s, "label", None)) for s in scene.stops if getattr(s, "focused", False)]
        labels.append(focused)
    assert all(len(f) <= 1 for f in labels), labels  # one ring at a time (none on the list: its row is lit)
    reached = {f[0] for f in labels if f}
    assert {"Opponent", "Result", "Statistics", "Back"} <= reached, reached
    scene.stop = scene.stops.index(scene.result_row)
    scene._mark_focus()
    before = scene.result_row.value
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert scene.result_row.value != before
    scene.stop = scene.stops.index(scene.buttons["back"])
    frames(app, 1, [key(pygame.K_RETURN)])
    app.stack.apply_pending()
    assert app.stack.top is not scene
