"""Playtest J8: a hint shown "without its die". A hint to collect dice that lie on the pyramid lit only their
empty places in the tray, and a red die's hint lit nothing. The hint's dice are lit where they are drawn."""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.sprites import HINT_COLOUR  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402
from konja.helpers import at_bones  # noqa: E402


def _table(values, seed: int = 5):
    app = make_app()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    at_bones(match.state, values)
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    assert match.submit(0, Action("end_bones")).ok
    return app, match, scene


def _lit(app, scene, rect: pygame.Rect) -> int:
    """How many pixels in the hint's colour are drawn round `rect`."""
    surface = pygame.Surface(app.screen.get_size())
    scene._draw_all(surface)
    area = rect.inflate(12, 12).clip(surface.get_rect())
    return sum(surface.get_at((x, y))[:3] == HINT_COLOUR for x in range(area.left, area.right)
               for y in range(area.top, area.bottom))


def test_a_hint_to_collect_dice_on_the_pyramid_lights_them_there(baraza_home):
    app, match, scene = _table([2, 3, 4, 6, 6])
    assert match.submit(1, Action("skip_red")).ok
    scene.viewer = 0
    frames(app, 2)
    assert ("pair", (3, 4)) in scene.plan.groups  # the best split lays the pair on its row: none in the tray
    scene.hint = Action("collect", ("pair", (3, 4)))
    g = scene.plan.groups.index(("pair", (3, 4)))
    for j in range(2):
        assert _lit(app, scene, scene.geometry.plan_die_rect(scene.plan.groups, "pair", g, j)) > 20, j


def test_a_red_dice_hint_lights_the_red_die_and_the_die_it_replaces(baraza_home):
    for seed in range(1, 60):
        app, match, scene = _table([1, 1, 2, 2, 3], seed)
        assert match.submit(1, Action("roll_red")).ok
        if list(match.active_seats()) == [0]:  # Nia may answer with Storm Veil: she lets them be
            assert match.submit(0, Action("no_reply")).ok
        moves = [a for a in match.legal_actions(1) if a.kind == "red_replace"] if list(match.active_seats()) == [1] else []
        if moves:
            break
    else:
        raise AssertionError("no red die beat a die")
    scene.viewer = 1
    frames(app, 2)
    scene.hint = moves[0]
    red, die = moves[0].args
    assert _lit(app, scene, scene.geometry.red_rect(red)) > 20
    assert _lit(app, scene, scene.geometry.die_rect(die)) > 20
