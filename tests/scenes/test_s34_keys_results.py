"""Keys-only tester at 150 %: on the results panel Down did nothing (its row of buttons took only Left/Right and
Tab). The arrows go through the panel's buttons by their places, at 100 % (side by side) and 150 % (stacked)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.registry import game_names, new_match
from baraza.scenes.screens.results import APPEARED_SECONDS, ResultsScene
from baraza.scenes.table.launch import scene_class


def _results(scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    name = game_names()[0]
    seats = ["human", "human"]
    scene = scene_class(name)(app, new_match(name, seats, 3, {}))
    scene.results_shown = True
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 2)
    results.shown_for = APPEARED_SECONDS + 1  # past the moment the buttons ignore keys
    return app, results


def _on(results):
    return results.menu.buttons[results.menu.focus]


@pytest.mark.parametrize("scale", [100, 150])
def test_down_and_up_go_through_the_panels_buttons(baraza_home, scale):
    app, results = _results(scale)
    assert _on(results) is results.rematch_button  # the ring starts on Rematch, the next thing to do (kona20)
    results.menu.focus = results.menu.buttons.index(results.hide_button)  # the walk down begins at the panel's top
    seen = [_on(results)]
    for _ in range(len(results.menu.buttons) + 1):
        frames(app, 1, [key(pygame.K_DOWN)])
        if any(_on(results) is b for b in seen):
            break
        seen.append(_on(results))
    assert all(any(b is s for s in seen) for b in (results.rematch_button, results.menu_button)), [b.text for b in seen]
    tops = [b.rect.top for b in seen]
    assert tops == sorted(tops), [b.text for b in seen]  # downwards on the screen
    assert _on(results) is seen[0]  # round from the last to the first
    frames(app, 1, [key(pygame.K_UP)])
    assert _on(results) is seen[-1]
    frames(app, 1, [key(pygame.K_UP)])
    assert _on(results) is seen[-2]  # and back up
