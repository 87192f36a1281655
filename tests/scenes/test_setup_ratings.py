"""Setup shows the rating of the AI level chosen for a seat, from the game's ladder file."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.core.ladder import LevelRating
from baraza.game.registry import get_game
from baraza.scenes.screens import setup as setup_screen

RATINGS = {level: LevelRating(level, elo, (elo - 100, elo + 100), 20)
           for level, elo in (("random", 0), ("easy", 400), ("normal", 1210), ("hard", 1400), ("expert", 1600))}


def test_setup_names_the_chosen_levels_rating(baraza_home, monkeypatch):
    monkeypatch.setattr(setup_screen, "load_ladder", lambda game, package: RATINGS)
    app = make_app()
    scene = setup_screen.SetupScene(app, get_game("kona"))
    assert scene.rating_line() == "normal: about 1200, beats easy 99 games in 100"  # the default AI seat
    scene._set_kind(1, "ai:hard")
    assert scene.rating_line() == "hard: about 1400, beats normal 3 games in 4"
    app.stack.reset(scene)
    frames(app, 2)  # and it draws


def test_setup_without_a_ladder_shows_no_rating(baraza_home, monkeypatch):
    monkeypatch.setattr(setup_screen, "load_ladder", lambda game, package: {})
    scene = setup_screen.SetupScene(make_app(), get_game("kona"))
    assert scene.rating_line() == ""
