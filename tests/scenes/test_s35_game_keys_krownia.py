"""S35 KROWNIA by keys at 150 % text (blind tester keys15): "Place for me" by keys (Tab to it, Enter) placed the
village only, at the usual animation speed (the village's picture left no one "to act" for the road); after the
dice the cursor stayed where Roll was, on End turn, while the Hint advised otherwise."""

from __future__ import annotations

import pygame
from keyboard_player import play_by_keys, press, walk_to
from scene_helpers import frames, make_app
from test_krownia_scene import _advance, _dismiss_cover

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _table(cond=None, seed: int = 3, speed: str = "instant"):
    app = make_app()
    app.settings.text_scale = 150
    app.settings.animation_speed = speed
    app.apply_look()
    match = new_match("krownia", ["human", "human"], seed)
    if cond is not None:
        _advance(match, cond, seed)
    scene = KrowniaScene(app, match)
    app.stack.reset(scene)
    frames(app, 3)
    _dismiss_cover(app, scene)  # hot seat: the next player clicks the cover away
    frames(app, 5, dt=0.2)
    return app, match, scene


def test_place_for_me_by_keys_places_the_village_and_its_road(baraza_home):
    app, match, scene = _table(speed="normal")
    seat = scene.human_to_act()
    assert seat is not None and match.state.phase == "setup_village"
    press(app, pygame.K_RIGHT)  # the first key shows the cursor
    walk_to(app, scene, scene.control("auto_place").rect)
    frames(app, 1, dt=0.5)
    before = len(match.records)
    press(app, pygame.K_RETURN)
    made = [(r.seat, r.action.kind) for r in match.records[before:]]
    assert made == [(seat, "place_village"), (seat, "place_road")], made  # the village only (was)


def _rolled(app, match, scene):
    play_by_keys(app, scene, Action("roll"))
    frames(app, 10, dt=0.2)
    assert match.state.phase == "main", match.state.phase


def _at_roll(match) -> bool:
    return match.state.phase == "roll" and match.state.turn > 6


def test_after_the_dice_the_cursor_is_never_left_on_end_turn(baraza_home):
    app, match, scene = _table(_at_roll)
    _rolled(app, match, scene)
    end_turn = [tuple(r) for a in scene.legal_actions() if a.kind == "end_turn"
                for r in scene.tutorial_clicks(a, scene.current_view())[:1]]
    assert end_turn and scene.focus.current.rect not in end_turn, scene.focus.current.label  # End turn (was)
    assert scene.focus.current.rect == tuple(scene.geometry.hand_card_rect(0)), scene.focus.current.label


def test_after_the_dice_the_cursor_starts_on_the_hints_move(baraza_home):
    app, match, scene = _table(_at_roll)
    _rolled(app, match, scene)
    view = scene.current_view()
    hint = next(a for a in scene.legal_actions() if a.kind != "end_turn")
    scene.hint = hint  # known as the dice land (a Hint asked while they rolled: early_hint.py)
    scene.keys._opened = -1
    spot = scene.keys.turn_opening(view)
    assert spot is not None and tuple(spot) == tuple(scene.tutorial_clicks(hint, view)[0])
