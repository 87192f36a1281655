"""Every scene renders headless, and survives thousands of random clicks and keys."""

import random

import pygame
import pytest
from scene_helpers import frames, make_app, random_event

from baraza.game.core.match import Match
from baraza.scenes.game_scenes import playable_games, scene_class


def _scene_factories():
    from baraza.scenes.dialog import MessageScene
    from baraza.scenes.game_select import GameSelectScene
    from baraza.scenes.handoff import HandoffScene
    from baraza.scenes.load_screen import LoadScene
    from baraza.scenes.menu import MainMenuScene
    from baraza.scenes.rules_screen import RulesScene
    from baraza.scenes.scores_screen import ScoresScene
    from baraza.scenes.settings_screen import SettingsScene
    from baraza.scenes.setup_screen import SetupScene

    factories = {
        "menu": MainMenuScene,
        "select": GameSelectScene,
        "settings": SettingsScene,
        "rules": RulesScene,
        "scores": ScoresScene,
        "load": LoadScene,
        "message": lambda app: MessageScene(app, "Hello", "A message for the player.", [("OK", None), ("No", None)]),
        "handoff": lambda app: HandoffScene(app, "Blue", (0, 0, 255)),
    }
    for entry in playable_games():
        factories[f"setup-{entry.name}"] = lambda app, e=entry: SetupScene(app, e)
        factories[f"match-{entry.name}"] = lambda app, e=entry: _match_scene(app, e)
    return factories


def _match_scene(app, entry):
    rules = entry.rules
    n = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
    match = Match(entry.name, ["human"] + ["ai:easy"] * (n - 1), 11)
    return scene_class(entry.name)(app, match)


def _variety(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


@pytest.mark.parametrize("name", sorted(_scene_factories()))
def test_scene_renders(baraza_home, name):
    app = make_app()
    app.stack.reset(_scene_factories()[name](app))
    frames(app, 3)
    assert _variety(app.screen) > 12, f"{name} looks blank"


def test_pause_and_results_render_over_a_match(baraza_home):
    from baraza.scenes.pause import PauseScene
    from baraza.scenes.results import ResultsScene

    app = make_app()
    entry = playable_games()[0]
    scene = _match_scene(app, entry)
    app.stack.reset(scene)
    app.stack.push(PauseScene(app, scene))
    frames(app, 2)
    assert _variety(app.screen) > 12
    app.stack.push(ResultsScene(app, scene))
    frames(app, 2)
    assert _variety(app.screen) > 12


@pytest.mark.parametrize("name", sorted(_scene_factories()))
def test_random_input_never_raises(baraza_home, name):
    app = make_app()
    rng = random.Random(name)
    factory = _scene_factories()[name]
    scene = factory(app)
    app.stack.reset(scene)
    frames(app)
    for i in range(2000):
        app.frame(1 / 30, events=[random_event(rng)])
        if app.stack.top is not scene or not app.running:
            app.running = True
            if name.startswith("match-") and i % 400 == 399:
                scene = factory(app)  # now and then a fresh match, so play reaches new positions
            app.stack.reset(scene)
            app.stack.apply_pending()
