"""The app starts whatever the player's folders hold (FIFOs, device links, deep files, a database that is a
device), and Continue, Load and Scores stay usable; every unfinished match keeps its own autosave."""

import faulthandler
import json
import os
import random

import pygame
import pytest
from scene_helpers import frames, make_app, random_event

from baraza.game.persistence.autosaves import autosave_file, list_autosaves
from baraza.game.persistence.saves import write_save
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions

DEEP = "[" * 100_000 + "]" * 100_000


@pytest.fixture(autouse=True)
def no_hang():
    faulthandler.dump_traceback_later(240, exit=True)  # a hang fails the run instead of stalling it
    yield
    faulthandler.cancel_dump_traceback_later()


def _hostile_home(home):
    data, config = home / "data", home / "config"
    for folder in (data / "saves", data / "autosaves", config):
        folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(data / "saves" / "pipe.json")
    (data / "saves" / "zero.json").symlink_to("/dev/zero")
    (data / "saves" / "deep.json").write_text(DEEP)
    (data / "saves" / "notsave.json").write_text(json.dumps({"format": "baraza-save", "format_version": True}))
    os.mkfifo(data / "autosaves" / "pipe.json")
    (data / "autosaves" / "deep.json").write_text(DEEP)
    os.mkfifo(data / "autosave.json")
    (config / "settings.json").write_text(DEEP)
    (data / "scores.sqlite3").symlink_to("/dev/zero")
    (data / "saves" / ".x.json.abcd.tmp").write_text("{")


def test_a_hostile_home_starts_and_load_and_scores_open(baraza_home):
    from baraza.scenes.app import App
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.screens.scores import ScoresScene

    _hostile_home(baraza_home)
    good = new_match("kona", ["human", "ai:easy"], 3)
    play_actions(good, 4)
    write_save(good, baraza_home / "data" / "saves" / "good.json")
    app = App()  # reads the deep settings file itself
    app.strict = True
    assert not (baraza_home / "data" / "saves" / ".x.json.abcd.tmp").exists()
    menu = MainMenuScene(app)
    app.stack.reset(menu)
    frames(app, 2)
    assert menu.continue_label == ""  # nothing usable to continue, and no crash finding that out
    app.stack.push(LoadScene(app))
    frames(app, 2)
    load = app.stack.top
    reasons = {path.name: error for path, _data, error, _auto in load.entries}
    assert reasons["good.json"] is None
    for name in ("pipe.json", "zero.json", "deep.json", "notsave.json"):
        assert reasons[name] and "\n" not in reasons[name]
    assert "regular file" in reasons["zero.json"] and "deeper" in reasons["deep.json"]
    load.selected = next(i for i, e in enumerate(load.entries) if e[0].name == "pipe.json")
    load.load_selected()
    frames(app, 2)
    assert "Cannot load" in getattr(app.stack.top, "title", "")
    app.stack.reset(ScoresScene(app))
    frames(app, 3, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    assert isinstance(app.stack.top, ScoresScene)


def test_a_home_that_cannot_be_written_still_plays(tmp_path, monkeypatch):
    blocker = tmp_path / "home-is-a-file"
    blocker.write_text("")
    monkeypatch.setenv("BARAZA_HOME", str(blocker))
    monkeypatch.setenv("BARAZA_FALLBACK", str(blocker))  # and no other folder either
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    assert app.saving_problem and any("Saving is off" in t.text for t in app.toasts)
    app.stack.reset(MainMenuScene(app))
    frames(app, 2)
    match = new_match("kona", ["human", "human"], 2)
    scene = scene_class("kona")(app, match)
    app.stack.reset(scene)
    frames(app, 1)
    seat = match.active_seats()[0]
    scene.submit_intent(match.legal_actions(seat)[0])
    app.autosaver.flush()
    frames(app, 2)
    assert len(match.records) == 1 and any("Autosave failed" in t.text for t in app.toasts)


def _move(app, match, n=1):
    for _ in range(n):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    frames(app, 1)


def test_every_unfinished_match_keeps_its_autosave(baraza_home):
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.screens.pause import PauseScene
    from baraza.scenes.table.launch import start_match

    app = make_app()
    khedu = new_match("khedu", ["human"], 8)
    start_match(app, khedu)
    frames(app, 2)
    _move(app, khedu, 2)
    table = app.stack.top
    app.stack.push(PauseScene(app, table))
    frames(app, 1)
    app.stack.top.quit_to_menu()
    frames(app, 1)
    assert isinstance(app.stack.top, MainMenuScene) and any("Match kept" in t.text for t in app.toasts)
    kona_save = write_save(new_match("kona", ["human", "ai:easy"], 4), baraza_home / "data" / "saves" / "k.json")
    app.stack.push(LoadScene(app))
    frames(app, 1)
    load = app.stack.top
    assert [e[3] for e in load.entries].count(True) == 1  # the Khedu match, unfinished
    load.selected = next(i for i, e in enumerate(load.entries) if e[0] == kona_save)
    load.load_selected()
    frames(app, 1)
    kona = app.stack.top.match
    _move(app, kona, 1)
    app.autosaver.flush()
    games = sorted(data["game"] for _p, data, _e in list_autosaves())
    assert games == ["khedu", "kona"]
    # Continue resumes the most recent: the Kona match.
    app.stack.reset(MainMenuScene(app))
    frames(app, 1)
    app.stack.top.continue_game()
    frames(app, 1)
    assert app.stack.top.match.game == "kona" and app.stack.top.match.moves == kona.moves


def test_a_finished_match_clears_its_autosave(baraza_home):
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    match = new_match("kona", ["human", "human"], 6)
    play_actions(match, 5)
    scene = scene_class("kona")(app, match)
    scene.table_saver.autosave()
    app.autosaver.flush()
    assert autosave_file(match).exists()
    play_actions(match, 5000)
    assert match.is_over()
    scene.table_saver.autosave()
    app.autosaver.flush()
    assert not autosave_file(match).exists()


def test_continue_in_hot_seat_opens_on_the_cover(baraza_home):
    from baraza.scenes.screens.handoff import HandoffScene
    from baraza.scenes.screens.menu import MainMenuScene

    app = make_app()
    match = new_match("konja", ["human", "human"], 3)
    play_actions(match, 3)
    write_save(match, autosave_file(match))
    menu = MainMenuScene(app)
    app.stack.reset(menu)
    frames(app, 1)
    menu.continue_game()
    frames(app, 1)
    assert isinstance(app.stack.top, HandoffScene)
    assert app.stack.scenes[0].match.moves == match.moves


RESIZES = [pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600),
           pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1080)]


def test_random_events_with_resizes_over_load_and_scores(baraza_home):
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.screens.save_name import SaveNameScene
    from baraza.scenes.screens.scores import ScoresScene
    from baraza.scenes.table.launch import scene_class

    _hostile_home(baraza_home)
    app = make_app()
    rng = random.Random(9)
    table = scene_class("kona")(app, new_match("kona", ["human", "human"], 1))
    for factory in (LoadScene, ScoresScene, MainMenuScene, lambda app: SaveNameScene(app, table)):
        scene = factory(app)
        app.stack.reset(scene)
        for i in range(300):  # bounded for CI
            event = rng.choice(RESIZES) if i % 25 == 0 else random_event(rng)
            app.frame(1 / 30, events=[event])
            if app.stack.top is not scene:
                app.stack.reset(scene)
                app.stack.apply_pending()


def test_an_old_single_autosave_is_adopted_and_continue_offers_it(baraza_home):
    from baraza.scenes.screens.menu import MainMenuScene

    old = new_match("kona", ["human", "ai:easy"], 5)
    play_actions(old, 3)
    (baraza_home / "data").mkdir(parents=True, exist_ok=True)
    write_save(old, baraza_home / "data" / "autosave.json")
    app = make_app()
    assert not (baraza_home / "data" / "autosave.json").exists()
    menu = MainMenuScene(app)
    app.stack.reset(menu)
    frames(app, 1)
    assert menu.continue_label
    menu.continue_game()
    frames(app, 1)
    assert app.stack.top.match.moves == old.moves


def test_a_remembered_window_size_never_stops_the_first_draw(baraza_home):
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.screens.menu import MainMenuScene

    for size in ((1000, 700), (9000, 9000), (300, 200)):
        app = App(Settings(window_width=size[0], window_height=size[1]))
        app.strict = True
        app.stack.reset(MainMenuScene(app))
        frames(app, 2)
        pygame.display.flip()
        assert app.screen.get_size() == (1280, 720)


def test_closing_the_window_writes_the_open_match(baraza_home):
    from baraza.game.persistence.saves import read_save_data
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    match = new_match("kona", ["human", "human"], 2)
    play_actions(match, 3)
    scene = scene_class("kona")(app, match)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(scene)  # one frame, the window closes, App.close flushes the autosave
    data = read_save_data(autosave_file(match))
    assert len(data["moves"]) == 3 and data["thumbnail"]
