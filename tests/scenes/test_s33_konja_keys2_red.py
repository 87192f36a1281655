"""Konja by keys at 150 % text, the red dice (a keys-only blind tester, keyboard 7): Left from "Done with red dice"
went down to a Relic, not the dice beside it (72-left.png), and after a red die was picked the cursor went to Done
instead of the lit dice it can replace (71-red4.png)."""

from __future__ import annotations

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames, make_app

from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)


def _red_dice(values, red):
    """Nia places her red dice on Kofi's `values` in his Collection, at 150 % text."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 1})
    state = match.state
    state.phase, state.turn_seat, state.attacker = "red_assign", 1, 0
    state.dice = [Die("green", v) for v in values]
    state.action_dice, state.action_used = ["blank", "blank"], [True, True]
    state.red, state.red_used = list(red), [False, False]
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    _settle(app, scene)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    return app, match, scene


def _lit(match, red: int | None = None) -> set:
    return {a.args[1] for a in match.legal_actions(0) if a.kind == "red_replace" and red in (None, a.args[0])}


def test_left_from_done_with_red_dice_goes_to_the_dice_beside_it_not_a_relic(baraza_home):
    app, match, scene = _red_dice((6, 6, 3, 6, 3), (1, 4))
    geo = scene.geometry
    walk_to(app, scene, geo.red_rect(1))  # the red 4 picked, as the tester had (71-red4.png)
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    assert scene.picks.red_pick == 1
    done = scene.prompt_panel.button_rect(scene.current_view(), "Done with red dice")
    walk_to(app, scene, done)
    press(app, pygame.K_LEFT)
    frames(app, 2)
    view = scene.current_view()
    dice = {tuple(geo.die_rect(d.index)) for d in view.dice} | {tuple(geo.red_rect(r)) for r in range(2)}
    assert scene.focus.current.rect in dice, scene.focus.current.label  # "Violet Lantern is used in the Bones…"


def test_after_a_red_die_is_picked_the_cursor_goes_to_a_lit_die_it_can_replace(baraza_home):
    # red 4 may replace the 1 or the 2, and either helps Kofi: the cursor still goes to those dice, not to Done
    app, match, scene = _red_dice((4, 6, 1, 5, 2), (4, 4))
    geo = scene.geometry
    walk_to(app, scene, geo.red_rect(1))
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    assert scene.picks.red_pick == 1
    lit = {tuple(geo.die_rect(i)) for i in _lit(match, 1)}
    assert scene.focus.current.rect in lit, scene.focus.current.label
