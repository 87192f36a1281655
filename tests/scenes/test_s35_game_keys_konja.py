"""S35 Konja by keys at 150 % text (blind tester keys15): after End Bones and the opponent's red dice the cursor
waited on "Do not answer" while the Hint advised Storm Veil; Down from a card's last option went to Back, beside
Use under it; Enter on an option already chosen did nothing, and its words did not say so."""

from __future__ import annotations

import pygame
from keyboard_player import play_by_keys, press, wait_for_turn, walk_to
from scene_helpers import frames
from test_s34_konja_keys_land import _oodoo, _settle, _table

from baraza.game.core.action import Action
from baraza.game.konja.state import Die


def _bones(match) -> None:
    """Nia's Bones: five dice, four of them 2s, Storm Veil in hand to answer Kofi's red dice; nothing else to do."""
    s = match.state
    s.turn_seat, s.phase = 0, "bones"
    s.dice = [Die("green", v) for v in (2, 2, 2, 2, 5)]
    s.action_dice, s.action_used, s.collected = ["blank", "blank"], [True, True], []
    s.players[0].spells, s.players[0].magick, s.players[0].relics = ["storm_veil", "patrons_gift"], 2, []
    s.rng.seed(5)  # Kofi's red dice show 5 and 3, which may take a 2 (red 1 and 1 take nothing: never asked about)


def test_the_red_dice_to_answer_open_on_the_answering_spell_never_do_not_answer(baraza_home):
    app, match, scene = _table(_bones, first=0)
    play_by_keys(app, scene, Action("end_bones"))  # the cursor on End Bones, where "Do not answer" comes
    wait_for_turn(app, scene)
    _settle(app, scene)
    assert [r.action.kind for r in match.records][-2:] == ["end_bones", "roll_red"], match.records[-2:]
    view = scene.current_view()
    assert view.phase == "red_reply"
    no_reply = scene.prompt_panel.button_rect(view, "Do not answer")
    assert scene.focus.current.rect != tuple(no_reply), scene.focus.current.label  # (was)
    spells = {tuple(scene.tutorial_clicks(a, view)[0]) for a in match.legal_actions(0) if a.kind == "play_spell"}
    assert scene.focus.current.rect in spells, scene.focus.current.label


def test_the_red_dice_to_answer_open_on_the_hints_answer(baraza_home):
    app, match, scene = _table(_bones, first=0)
    play_by_keys(app, scene, Action("end_bones"))
    wait_for_turn(app, scene)
    _settle(app, scene)
    view = scene.current_view()
    scene.hint = Action("no_reply")
    assert tuple(scene.focus_next._phase_start(view)) == tuple(scene.prompt_panel.button_rect(view, "Do not answer"))
    veil = next(a for a in match.legal_actions(0) if a.kind == "play_spell")
    scene.hint = veil
    assert tuple(scene.focus_next._phase_start(view)) == tuple(scene.tutorial_clicks(veil, view)[0])


def _oodoo_open(hinted_power: int):
    """Oodoo picked on a marked 4, with the Hint's +1 (and its Power) marked chosen: its options, Use and Back."""
    app, match, scene = _table(_oodoo, first=0)
    ways = [a for a in match.legal_actions(0) if a.kind == "use_relic" and a.args[0] == 1 and a.args[3][0] == 0]
    walk_to(app, scene, scene.geometry.die_rect(0))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # the 4 marked
    _settle(app, scene)
    scene.hint = next(a for a in ways if a.args[3][1] > 0 and a.args[2] == hinted_power)
    walk_to(app, scene, scene.geometry.relic_rect("my", 1))
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # Oodoo picked
    _settle(app, scene)
    panel = scene.prompt_panel
    panel.sync(scene.current_view())
    return app, match, scene, {b.text.removeprefix("● "): b for b in panel.buttons}


def test_down_from_a_cards_last_option_goes_to_use_not_back(baraza_home):
    app, match, scene, buttons = _oodoo_open(0)
    last = buttons["Ready for 1 Power"]
    walk_to(app, scene, last.rect)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_DOWN)
    frames(app, 2)
    assert scene.focus.current.rect == tuple(buttons["Use"].rect), scene.focus.current.label  # Back (was)
    press(app, pygame.K_UP)
    frames(app, 2)
    assert scene.focus.current.rect == tuple(last.rect), scene.focus.current.label


def test_down_goes_through_every_option_in_turn(baraza_home):
    app, match, scene, buttons = _oodoo_open(1)
    order = [b for b in scene.prompt_panel.buttons[:-1]]  # the options, then Use (Back lies beside Use)
    walk_to(app, scene, order[0].rect)
    for button in order[1:]:
        frames(app, 1, dt=0.5)
        press(app, pygame.K_DOWN)
        frames(app, 2)
        assert scene.focus.current.rect == tuple(button.rect), (button.text, scene.focus.current.label)


def test_an_option_already_chosen_says_what_enter_does_there(baraza_home):
    app, match, scene, buttons = _oodoo_open(0)
    chosen = next(b for b in scene.prompt_panel.buttons if b.text.startswith("● "))
    walk_to(app, scene, chosen.rect)
    label = scene.focus.current.label
    assert "Enter keeps it" in label and "Use, below, plays the card" in label, label  # "+1 → 5, chosen" (was)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    assert not any(r.action.kind == "use_relic" for r in match.records)  # a choice never plays the card itself
