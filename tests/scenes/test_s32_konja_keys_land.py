"""Konja by keys only at 150 % text (a keys-only blind tester): where the cursor lands after a choice. It opened the
red dice on "Red 4 replaces the 2" (five 4s for the opponent) and went back to such a swap after one; it landed on
"Sacrifice Fie-Ah for 2 Gold", "Discard ..." and, after Esc out of a Relic's panel, on End Bones; an empty tray slot
in the Collection read "Exchange a single high die: 5" and Enter there pulled the 5 out of the run."""

from __future__ import annotations

import pygame
from keyboard_player import play_by_keys, press, walk_to
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Cloud, Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _table(prepare, first: int = 1):
    """Nia (the player) against the AI at 150 % text; `prepare(match)` sets the state and makes the move that leads
    to the position (the table opens after it, and a first key shows the cursor where it landed)."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": first})
    prepare(match)
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    _settle(app, scene)
    press(app, pygame.K_RIGHT)  # the first key only shows the cursor
    frames(app, 2)
    return app, match, scene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait


def _enter(app, scene) -> None:
    frames(app, 1, dt=0.5)  # a deliberate press, never the quick second Enter the cursor swallows
    press(app, pygame.K_RETURN)
    _settle(app, scene)


def _on(scene) -> tuple:
    return scene.focus.current.rect


def _red_dice(match) -> None:
    """Kofi's dice 5, 4, 4, 4, 2 and Nia's red 4 and 6: the red 4 only fits on the 2 (four 4s for Kofi), the red 6
    breaks his three 4s. Kofi does not answer them."""
    state = match.state
    state.turn_seat, state.phase, state.attacker = 1, "red_reply", 0
    state.dice = [Die("green", v) for v in (5, 4, 4, 4, 2)]
    state.action_dice, state.action_used, state.collected = ["magick", "gold"], [False, False], []
    state.red, state.red_used = [4, 6], [False, False]
    assert match.submit(1, Action("no_reply")).ok
    assert match.view(0).phase == "red_assign"


def test_the_red_dice_start_on_the_swap_that_hurts_and_never_go_back_to_one_that_helps(baraza_home):
    app, match, scene = _table(_red_dice)
    geo = scene.geometry
    assert _on(scene) == tuple(geo.red_rect(1)), scene.focus.current.label  # the red 6, never the red 4 (was)
    _enter(app, scene)  # the red 6 picked: on to the die it hurts most, one of the three 4s
    assert scene.picks.red_pick == 1
    assert _on(scene) in [tuple(geo.die_rect(i)) for i in (1, 2, 3)], scene.focus.current.label
    _enter(app, scene)
    assert match.view(0).dice[1].value == 6 and match.view(0).phase == "red_assign"
    # the red 4 left only makes Kofi's 2 a 4: the cursor waits on Done, never on that swap (it went back there)
    done = scene.prompt_panel.button_rect(scene.current_view(), "Done with red dice")
    assert _on(scene) == tuple(done), scene.focus.current.label


def test_the_red_dice_start_on_done_when_every_swap_helps_the_opponent(baraza_home):
    def helping(match) -> None:
        _red_dice(match)
        match.state.red = [4, 3]  # the red 4 and 3 only fit on the 2: both help Kofi
        match.state.dice = [Die("green", v) for v in (4, 4, 4, 5, 2)]

    app, match, scene = _table(helping)
    done = scene.prompt_panel.button_rect(scene.current_view(), "Done with red dice")
    assert _on(scene) == tuple(done), scene.focus.current.label


def test_the_merchant_starts_on_done_selling_never_on_a_sacrifice(baraza_home):
    app, match, scene = _table(lambda match: None, first=0)
    play_by_keys(app, scene, Action("choose_ancestor", ("merchant",)))
    _settle(app, scene)
    view = scene.current_view()
    assert view.phase == "merchant_sell" and any(a.kind == "sell_relic" for a in match.legal_actions(0))
    assert _on(scene) == tuple(scene.prompt_panel.button_rect(view, "Done selling")), scene.focus.current.label


def test_the_spell_ancestor_starts_on_keep_the_rest_never_on_a_discard(baraza_home):
    app, match, scene = _table(lambda match: None, first=0)
    play_by_keys(app, scene, Action("choose_ancestor", ("spell",)))
    _settle(app, scene)
    view = scene.current_view()
    assert view.phase == "spell_discard" and any(a.kind == "discard_spell" for a in match.legal_actions(0))
    assert _on(scene) == tuple(scene.prompt_panel.button_rect(view, "Keep the rest")), scene.focus.current.label


def test_after_a_cloud_is_flipped_the_cursor_waits_on_done_flipping_not_the_next_flip(baraza_home):
    def rain(match) -> None:
        state = match.state
        state.turn_seat, state.phase, state.turn_count = 0, "rain_upgrade", 3
        player = state.players[0]
        player.clouds, player.gold = [Cloud(3), Cloud(3), Cloud(5)], 9

    app, match, scene = _table(rain, first=0)
    play_by_keys(app, scene, Action("upgrade_cloud", (0,)))
    _settle(app, scene)
    view = scene.current_view()
    assert view.phase == "rain_upgrade" and any(a.kind == "upgrade_cloud" for a in match.legal_actions(0))
    assert _on(scene) == tuple(scene.prompt_panel.button_rect(view, "Done flipping")), scene.focus.current.label


def _bones_with_oodoo_picked():
    """Nia's Bones (seed 5: Fie-Ah, Oodoo, At!), Oodoo picked by keys and a die marked for it: the cursor on its
    first chip, "Use Oodoo on the 1 (+1)"."""
    app, match, scene = _table(lambda match: None, first=0)
    for action in (Action("choose_ancestor", ("resource",)), Action("choose_resource", ("magick",)), Action("roll")):
        play_by_keys(app, scene, action)
        _settle(app, scene)
    view = scene.current_view()
    slot = next(i for i, relic in enumerate(view.players[0].relics) if relic.name == "Oodoo")
    relic = scene.geometry.relic_rect("my", slot)
    walk_to(app, scene, relic)
    _enter(app, scene)
    _enter(app, scene)  # on to the first die, marked
    assert scene.picks.sel_card == ("relic", slot) and scene.picks.marked
    assert scene.focus.current.label.startswith("Use Oodoo"), scene.focus.current.label
    return app, match, scene, relic


def test_esc_out_of_a_relics_panel_puts_the_cursor_back_on_the_relic_never_on_end_bones(baraza_home):
    app, match, scene, relic = _bones_with_oodoo_picked()
    moves = len(match.records)
    press(app, pygame.K_ESCAPE)
    _settle(app, scene)
    assert scene.picks.sel_card is None and len(match.records) == moves
    assert _on(scene) == tuple(relic), scene.focus.current.label  # was End Bones


def test_back_out_of_a_relics_panel_puts_the_cursor_back_on_the_relic(baraza_home):
    app, match, scene, relic = _bones_with_oodoo_picked()
    walk_to(app, scene, scene.prompt_panel.button("Back").rect)
    _enter(app, scene)
    assert scene.picks.sel_card is None
    assert _on(scene) == tuple(relic), scene.focus.current.label


def _collection(match) -> None:
    """Nia's dice 2, 3, 4, 5, 6 (the best split lays them all in a run); Kofi leaves his red dice alone."""
    state = match.state
    state.turn_seat, state.phase, state.attacker = 0, "red_roll", 1
    state.dice = [Die("green", v) for v in (2, 3, 4, 5, 6)]
    state.action_dice, state.action_used, state.collected = ["magick", "gold"], [False, False], []
    assert match.submit(1, Action("skip_red")).ok
    assert match.view(0).phase == "collect"


def test_the_collection_starts_on_the_pyramid_row_and_an_empty_slot_says_what_enter_does(baraza_home):
    app, match, scene = _table(_collection, first=0)
    geo = scene.geometry
    assert _on(scene) == tuple(geo.row_rect("run")), scene.focus.current.label  # was the 2's empty tray slot
    slot = next(t for t in scene.focus.targets() if t.rect == tuple(geo.die_rect(3)))
    # Enter there takes the run off the pyramid: the words say so, never "Exchange a single high die: 5"
    assert "Exchange" not in slot.label and "takes the run back" in slot.label, slot.label
