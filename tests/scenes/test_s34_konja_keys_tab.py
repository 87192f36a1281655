"""Konja by keys at 150 % text (a keys-only blind tester, keyboard 5/10): Tab into the Relics landed on "Spend the
Spirit token on Fie-Ah" (a spent Relic, whose Enter spends the token at once: 180-t.png). Tab lands on the first
Relic that does not spend; the spent ones the token would recharge come with the tokens, whose move it is."""

from __future__ import annotations

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames, make_app

from baraza.game.konja.state import Die, Relic
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)


def test_tab_into_the_relics_lands_on_a_relic_not_on_spending_the_spirit_token(baraza_home):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in (1, 3, 6, 6, 4)]
    state.action_dice, state.action_used, state.collected = ["blank", "power"], [False, False], []
    state.players[0].relics = [Relic("fie_ah", spent=True), Relic("oodoo", spent=True), Relic("at")]
    state.spirit_holder = 0
    assert any(a.kind == "use_spirit" for a in match.legal_actions(0))
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    _settle(app, scene)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    geo = scene.geometry
    spent = {tuple(geo.relic_rect("my", i)) for i in (0, 1)}
    seen = []
    for _ in range(12):
        press(app, pygame.K_TAB)
        frames(app, 1)
        here = scene.focus.current
        seen.append(here.label)
        if here.region == "my_relics":
            break
    assert here.region == "my_relics", seen
    assert here.rect not in spent and "Spirit token" not in here.label, seen  # "Spend the Spirit token…" (was)
    assert here.rect == tuple(geo.relic_rect("my", 2)), seen
    # the spent Relics stay within reach by keys, with the tokens
    walk_to(app, scene, geo.relic_rect("my", 0))
    assert scene.focus.current.region == "my_tokens", scene.focus.current
    assert "Spirit token" in scene.focus.current.label, scene.focus.current.label


def test_during_the_opponents_bones_his_dice_never_say_enter_marks_them(baraza_home):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 1})
    state = match.state
    state.phase, state.turn_seat, state.dice = "bones", 1, [Die("green", v) for v in (1, 3, 6, 6, 4)]
    state.action_dice, state.action_used, state.collected = ["blank", "power"], [False, False], []
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0  # Nia watches Kofi's Bones
    _settle(app, scene)
    view = scene.current_view()
    words = dict((tuple(r), w) for r, w in scene.focus_spots.extras(view))
    dice = [words.get(tuple(scene.geometry.die_rect(d.index))) for d in view.dice]
    assert all(w is None or ("Enter" not in w and "Kofi" in w) for w in dice), dice  # "Green die 3: Enter marks it"
