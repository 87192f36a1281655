"""Issue 25, failure 1 on screen: the menu, Load and Scores draw whatever text the player's files hold, and a
screen that fails anyway shows a message with the way back instead of failing on every frame."""

import json
import os
import sqlite3

from scene_helpers import frames, make_app

from baraza.game.persistence.paths import autosaves_dir, data_dir, saves_dir
from baraza.game.persistence.saves import save_data
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions

NASTY = "a\x00b \ud800 \x1b[2J \u202e" + "w" * 500


def _hostile_files():
    match = new_match("kona", ["human", "human"], 5)
    play_actions(match, 2)
    data = save_data(match)
    data.update(name=NASTY, summary=NASTY, saved_at=NASTY)
    (autosaves_dir() / "nasty.json").write_text(json.dumps(data), encoding="utf-8")
    del data["summary"]
    with open(os.path.join(os.fsencode(autosaves_dir()), b"\xff\xfe.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(data))
    with open(os.path.join(os.fsencode(saves_dir()), b"bad \xff.json"), "w", encoding="utf-8") as handle:
        handle.write("{")


def test_menu_load_and_scores_draw_nul_surrogates_and_bad_file_names(baraza_home):
    from baraza.game.persistence.scores import ScoreBook
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.screens.scores import ScoresScene

    _hostile_files()
    with sqlite3.connect(ScoreBook().path) as db:
        db.execute("INSERT INTO high_scores (game, category, score, seed, player, achieved_at)"
                   " VALUES ('khedu', ?, 5, 1, ?, CAST(x'ff' AS TEXT))", ("Li\x00ons", "p\x00"))
    app = make_app()  # strict: any draw that raises fails the test
    app.stack.reset(MainMenuScene(app))
    frames(app, 2)
    assert app.stack.top.continue_label  # drawn (strict app) even when it is a file name that is not UTF-8
    app.stack.push(LoadScene(app))
    frames(app, 2)
    assert len(app.stack.top.entries) == 3
    app.stack.reset(ScoresScene(app, "khedu"))
    app.scores.settle()
    frames(app, 3)
    assert isinstance(app.stack.top, ScoresScene) and app.stack.top.categories


def test_a_screen_that_fails_every_frame_shows_a_message_and_logs_once(baraza_home, monkeypatch):
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.ui.error_screen import ErrorScene

    app = make_app()
    app.strict = False

    def broken(self, surface):
        raise ValueError("cannot draw this")

    works = MainMenuScene.draw
    monkeypatch.setattr(MainMenuScene, "draw", broken)
    app.stack.reset(MainMenuScene(app))
    frames(app, 600)
    assert isinstance(app.stack.top, ErrorScene)
    log = (data_dir() / "error.log").read_text()
    assert log.count("ValueError: cannot draw this") == 1
    assert (data_dir() / "error.log").stat().st_size < 20_000
    monkeypatch.setattr(MainMenuScene, "draw", works)
    app.stack.top.back()  # the way back: the menu, which draws again now
    frames(app, 2)
    assert isinstance(app.stack.top, MainMenuScene)
    assert (data_dir() / "error.log").read_text().count("ValueError: cannot draw this") == 1
