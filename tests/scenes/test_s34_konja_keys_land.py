"""Konja by keys at 150 % text (a keys-only blind tester, keyboard 5/10): where the cursor starts when a choice
opens. The Merchant's Blessing opened on "Buy Moon Mirror" (a spend the Hint advised against: 217-bless.png),
Oodoo's panel opened on "-1 → 3" with "+1 → 5" marked as chosen (150-oodoo-menu.png), and after Kofi answered
the red dice with Storm Veil the cursor waited on "Done with red dice" while a red die still broke his set
(239-red.png)."""

from __future__ import annotations

import random

import pygame
from keyboard_player import play_by_keys, press, wait_for_turn, walk_to
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die, Relic
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait


def _table(prepare, first: int = 1, other: str = "ai:easy"):
    """Nia against the AI at 150 % text; `prepare(match)` leads to the position before the table opens."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", other], 5, {"first_player": first})
    prepare(match)
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    _settle(app, scene)
    press(app, pygame.K_RIGHT)  # the first key only shows the cursor
    frames(app, 2)
    return app, match, scene


def _merchant(app, match, scene):
    """Nia takes the Merchant and is done selling: the Blessing opens, with Relics she can buy."""
    match.state.players[0].gold = 9
    play_by_keys(app, scene, Action("choose_ancestor", ("merchant",)))
    _settle(app, scene)
    if scene.current_view().phase == "merchant_sell":
        play_by_keys(app, scene, Action("done_selling"))
        _settle(app, scene)
    view = scene.current_view()
    assert view.phase == "merchant_buy" and any(a.kind == "buy_relic" for a in match.legal_actions(0))
    return view


def test_the_merchants_blessing_opens_on_pass_never_on_a_buy(baraza_home):
    app, match, scene = _table(lambda match: None, first=0)
    view = _merchant(app, match, scene)
    buys = {tuple(r) for a in match.legal_actions(0) if a.kind == "buy_relic" for r in scene.tutorial_clicks(a, view)}
    assert scene.focus.current.rect not in buys, scene.focus.current.label  # "Buy Moon Mirror for 5 Gold" (was)
    assert scene.focus.current.rect == tuple(scene.prompt_panel.button_rect(view, "Pass")), scene.focus.current.label


def test_a_choice_opens_on_the_hints_choice_when_a_hint_is_known(baraza_home):
    app, match, scene = _table(lambda match: None, first=0)
    view = _merchant(app, match, scene)
    buy = [a for a in match.legal_actions(0) if a.kind == "buy_relic"][-1]
    scene.hint = buy
    spot = scene.focus_next._phase_start(view)
    assert spot is not None and tuple(spot) == tuple(scene.tutorial_clicks(buy, view)[0])
    scene.hint = Action("pass_blessing")
    assert tuple(scene.focus_next._phase_start(view)) == tuple(scene.prompt_panel.button_rect(view, "Pass"))


def _oodoo(match) -> None:
    state = match.state
    state.phase, state.turn_seat = "bones", 0
    state.dice = [Die("green", v) for v in (4, 4, 2, 2, 5)]
    state.action_dice, state.action_used, state.collected = ["blank", "power"], [False, False], []
    state.players[0].relics = [Relic("fie_ah"), Relic("oodoo")]
    state.players[0].power = 2


def test_an_options_panel_opens_on_the_option_marked_chosen(baraza_home):
    app, match, scene = _table(_oodoo, first=0)
    # the Hint: Oodoo's +1 on the first 4 (its second way): the panel marks it chosen
    ways = [a for a in match.legal_actions(0) if a.kind == "use_relic" and a.args[0] == 1 and a.args[3][0] == 0]
    assert len({a.args[3] for a in ways}) >= 2, ways
    walk_to(app, scene, scene.geometry.die_rect(0))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # the 4 marked
    _settle(app, scene)
    hinted = next(a for a in ways if a.args[3][1] > 0)
    scene.hint = hinted
    walk_to(app, scene, scene.geometry.relic_rect("my", 1))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    assert scene.picks.sel_card == ("relic", 1)
    panel = scene.prompt_panel
    panel.sync(scene.current_view())
    chosen = [b for b in panel.buttons[:-2] if b.text.startswith("● ")]
    assert chosen and not panel.buttons[0].text.startswith("● "), [b.text for b in panel.buttons]
    # the hinted option is the one chosen, so the cursor follows the Hint on to Use, where Enter plays it (s35,
    # keys16: on the chosen option Enter did nothing); never the first option, which would change the choice
    use = panel.button_rect(scene.current_view(), "Use")
    assert scene.focus.current.rect in (tuple(chosen[0].rect), tuple(use)), (scene.focus.current.label,
                                                                             [b.text for b in panel.buttons])


def _roll(rng: random.Random) -> list[int]:
    return [rng.randint(1, 6) for _ in range(2)]


def _red_roll(match) -> None:
    """Kofi's five 2s; Nia to roll the red dice (they come up 4 and 3); Kofi holds Storm Veil to answer them."""
    state = match.state
    state.turn_seat, state.phase, state.attacker = 1, "red_roll", 0
    state.dice = [Die("green", 2) for _ in range(5)]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [True, True], []
    state.players[1].spells, state.players[1].magick = ["storm_veil"], 2
    seed = next(s for s in range(500) if _roll(random.Random(s)) == [4, 3])
    state.rng = random.Random(seed)


def test_after_the_opponent_answers_the_red_dice_the_cursor_starts_on_a_die_that_breaks_his_set(baraza_home):
    app, match, scene = _table(_red_roll, other="ai:normal")
    play_by_keys(app, scene, Action("roll_red"))  # the cursor on Roll red dice, in the prompt
    # Kofi (the AI) answers with Storm Veil on one red die while the table is open: the other is left to place
    wait_for_turn(app, scene)
    _settle(app, scene)
    assert [r.action.kind for r in match.records][-2:] == ["roll_red", "play_spell"], match.records[-2:]
    assert match.view(0).phase == "red_assign"
    geo = scene.geometry
    swaps = [a for a in match.legal_actions(0) if a.kind == "red_replace"]
    assert swaps
    starts = {tuple(geo.red_rect(a.args[0])) for a in swaps} | {tuple(geo.die_rect(a.args[1])) for a in swaps}
    assert scene.focus.current.rect in starts, scene.focus.current.label  # "Done with red dice" (was)


def test_oodoos_panel_keeps_its_buttons_in_place_as_its_power_chips_come(baraza_home):
    app, match, scene = _table(_oodoo, first=0)
    walk_to(app, scene, scene.geometry.die_rect(0))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # the 4 marked
    _settle(app, scene)
    walk_to(app, scene, scene.geometry.relic_rect("my", 1))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # Oodoo picked: its two ways, Use greyed (158-om.png)
    _settle(app, scene)
    panel = scene.prompt_panel
    view = scene.current_view()
    before = {b.text.removeprefix("● "): tuple(b.rect) for b in panel.buttons}
    assert "+1 → 5" in before and "Use" in before, before
    walk_to(app, scene, pygame.Rect(before["+1 → 5"]))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # the way picked: the Power chips come (159-o.png)
    _settle(app, scene)
    panel.sync(scene.current_view())
    after = {b.text.removeprefix("● "): tuple(b.rect) for b in panel.buttons}
    assert len(after) > len(before), (before, after)
    assert {k: after[k] for k in before} == before, (before, after)  # "+1 → 5" went up, Use down (was)
    assert view.phase == "bones"
