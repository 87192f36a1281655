"""A unit placed with the last Influence is asked first (a blind tester's match ended at turn 10 of 15 on one
click)."""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402


def _solo(influence: int | None = None):
    app = make_app()
    match = new_match("khedu", ["human"], 3, {})
    if influence is not None:
        match.state.players[0].influence = influence  # before the table reads its first view
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.ai.cancel()
    frames(app, 2)
    return app, match, scene


def test_placing_with_the_last_influence_asks_and_the_button_places():
    app, match, scene = _solo(influence=1)
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    view = scene.current_view()
    assert scene.clicks.ends_the_song(view, place)
    before = len(match.records)
    for rect in scene.tutorial_clicks(place, view):
        frames(app, 40)
        frames(app, 1, click(pygame.Rect(rect).center))
    frames(app, 5)
    assert len(match.records) == before  # asked, not placed
    scene.prompt.sync(scene.current_view())
    ask = next(b for b in scene.prompt.buttons if b.text == "Place: my last turn")
    frames(app, 40)
    frames(app, 1, click(ask.rect.center))
    frames(app, 5)
    assert match.records[-1].action == place


def test_with_influence_to_spare_a_place_is_not_asked():
    _app, match, scene = _solo()
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    assert match.state.players[0].influence > 1
    assert not scene.clicks.ends_the_song(scene.current_view(), place)
