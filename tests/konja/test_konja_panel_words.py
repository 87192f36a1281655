"""Readability (the 150 % keyboard playtest): the Collection panel's words ran on under its buttons. The panel's
words end above its highest button at every text size, frame after frame, and what the split pays comes first."""

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402
from konja.helpers import at_bones  # noqa: E402


def _collection(scale: float):
    app = make_app()
    app.fonts.set_scale(scale)
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    at_bones(match.state, [2, 3, 4, 6, 6])  # a run and a pair: "You gain 3 Gold, 2 Magick"
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    for action in (Action("end_bones"), Action("skip_red")):
        assert match.submit(match.active_seats()[0], action).ok
    scene.viewer = 0
    frames(app, 2)
    return app, match, scene


def _placed_words(app, scene) -> list[tuple[pygame.Rect, str]]:
    app.fonts.placed = []
    try:
        scene._draw_all(pygame.Surface(app.screen.get_size()))
        return [(pygame.Rect(p[0]), p[1]) for p in app.fonts.placed]
    finally:
        app.fonts.placed = None


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_collection_panels_words_never_run_under_its_buttons(baraza_home, scale):
    app, match, scene = _collection(scale)
    assert match.view(0).phase == "collect"
    panel = scene.prompt_panel
    for _frame in range(3):  # the panel is laid out once and drawn each frame: every frame counts
        words = _placed_words(app, scene)
        buttons = [b.rect for b in panel.buttons]
        assert len(buttons) == 3, [b.text for b in panel.buttons]
        for rect, text in words:
            if not panel.zone.collidepoint(rect.center) or any(b.collidepoint(rect.center) for b in buttons):
                continue  # another panel's words, or a button's own label
            ink = rect.inflate(-2, -max(2, rect.h // 3))  # the glyphs, without the line's blank padding
            under = [b for b in buttons if b.colliderect(ink)]
            assert not under, (scale, text, rect, under)
        frames(app, 1)
    assert panel.sync(scene.current_view()).startswith("You gain 3 Gold, 2 Magick.")
