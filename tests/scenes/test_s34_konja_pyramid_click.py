"""Konja by mouse (the keys-only tester's two mouse traps, 150 % text): after a group on the pyramid went back to
the tray, the row's later dice slid left under the pointer, and a quick second click took the next group back
too. A second press there within a double click's time is held; a later, deliberate one is taken. (Since konja15
the row's later dice keep their places after a put-back: the later press is on the next single, where it lies.)"""

from __future__ import annotations

from scene_helpers import click, frames, make_app

from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui.click_guard import DOUBLE_CLICK_SECONDS


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)


def _collection():
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "collect", [Die("green", v) for v in (6, 5, 1, 2, 2)]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [True, True], []
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    _settle(app, scene)
    scene.plan.ensure(scene.current_view())
    return app, match, scene


def _singles(scene) -> list:
    return [idx for kind, idx in scene.plan.groups if kind == "power"]


def test_a_quick_second_click_after_a_group_returns_does_not_take_the_next_one(baraza_home):
    app, match, scene = _collection()
    singles = _singles(scene)
    assert len(singles) == 2, scene.plan.groups
    first = scene.geometry.plan_die_rect(scene.plan.groups, "power", scene.plan.groups.index(("power", singles[0])), 0)
    second = scene.geometry.plan_die_rect(scene.plan.groups, "power", scene.plan.groups.index(("power", singles[1])), 0)
    frames(app, 1, click(first.center), dt=DOUBLE_CLICK_SECONDS / 3)  # (the table's clock moves after the events)
    assert _singles(scene) == singles[1:], scene.plan.groups  # the first single back in the tray
    frames(app, 1, click(first.center))  # a double click's second half
    assert _singles(scene) == singles[1:], scene.plan.groups  # the next single stays (it was lifted)
    frames(app, 1, dt=DOUBLE_CLICK_SECONDS)
    frames(app, 1, click(second.center), dt=1 / 60)  # a deliberate click later on the next single is taken
    assert _singles(scene) == [], scene.plan.groups
