"""Konja by keys at 150 % text (a keys-only blind tester, keyboard 7): Violet Lantern's panel opened with the cursor
on Use and the Power die and "Spend the Relic" chosen while the Hint advised the Magick die and Ready for 2 Power."""

from __future__ import annotations

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames, make_app

from baraza.game.konja.state import Die, Relic
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui import theme


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait and the second-Enter guard


def _bones(setup=None):
    """Nia's Bones phase at 150 % text, against the AI, the state changed by `setup(state)`."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in (1, 3, 6, 6, 6)]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    if setup is not None:
        setup(state)
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    _settle(app, scene)
    return app, match, scene


def _enter(app, scene) -> None:
    press(app, pygame.K_RETURN)
    _settle(app, scene)


def _lantern(state) -> None:
    state.players[0].relics = [Relic("violet_lantern")]
    state.players[0].power = 3
    state.action_dice = ["power", "magick"]


def test_a_cards_panel_opens_on_its_first_option_with_the_hints_options_picked(baraza_home):
    app, match, scene = _bones(_lantern)
    hinted = next(a for a in match.legal_actions(0) if a.kind == "use_relic" and a.args[1] == 1 and a.args[2] == 2)
    scene.hint = hinted  # the Hint: the Magick die and Ready for 2 Power
    walk_to(app, scene, scene.geometry.relic_rect("my", 0))
    _enter(app, scene)
    assert scene.picks.sel_card == ("relic", 0)
    view = scene.current_view()
    panel = scene.prompt_panel
    panel.sync(view)
    chips = panel.buttons[:-2]
    assert chips, [b.text for b in panel.buttons]
    use = panel.button("Use").rect
    assert scene.focus.current.rect != tuple(use), scene.focus.current.label  # it landed on Use (91-vl-pick.png)
    assert scene.focus.current.rect == tuple(chips[0].rect), scene.focus.current.label
    action, _chips, _need = scene.card_use.resolve(view, match.legal_actions(0))
    assert action == hinted, action  # the Power die and "Spend the Relic" stood chosen
    assert any(b.text == "● Ready for 2 Power" for b in panel.buttons), [b.text for b in panel.buttons]


def test_without_a_hint_the_panel_still_opens_on_its_first_option(baraza_home):
    app, match, scene = _bones(_lantern)
    walk_to(app, scene, scene.geometry.relic_rect("my", 0))
    _enter(app, scene)
    panel = scene.prompt_panel
    panel.sync(scene.current_view())
    assert scene.focus.current.rect == tuple(panel.buttons[0].rect), scene.focus.current.label


def _chaac(state) -> None:
    state.players[0].spells = ["violet_twin", "patrons_gift", "chaac"]
    state.players[0].magick = 4


def test_chaac_by_keys_a_spell_says_enter_marks_it_and_the_cursor_goes_on_to_cast(baraza_home):
    app, match, scene = _bones(_chaac)
    geo = scene.geometry
    hand = list(scene.current_view().players[0].spells)
    walk_to(app, scene, geo.spell_rect("my", hand.index("chaac"), len(hand)))
    _enter(app, scene)
    assert scene.picks.sel_card == ("spell", "chaac")
    gift = geo.spell_rect("my", hand.index("patrons_gift"), len(hand))
    walk_to(app, scene, gift)
    words = scene.focus.current.label
    assert not words.startswith("Cast"), words  # "Cast Chaac!: discard Patron's Gift…" (84-pg.png)
    assert "Enter marks it to discard" in words and "Cast" in words, words
    moves = len(match.records)
    _enter(app, scene)
    assert scene.picks.marked_spells == [hand.index("patrons_gift")] and len(match.records) == moves
    scene.prompt_panel.sync(scene.current_view())
    cast = scene.prompt_panel.button("Cast").rect
    assert scene.focus.current.rect == tuple(cast), scene.focus.current.label  # a second Enter un-marked it
    walk_to(app, scene, gift)
    assert "marked to discard" in scene.focus.current.label and "unmarks" in scene.focus.current.label
    walk_to(app, scene, cast)
    _enter(app, scene)
    last = match.records[-1].action
    assert last.kind == "play_spell" and last.args[0] == "chaac" and tuple(last.args[1]) == ("patrons_gift",), last


def test_a_spell_marked_to_discard_looks_marked_not_only_ringed(baraza_home):
    app, match, scene = _bones(_chaac)
    geo = scene.geometry
    hand = list(scene.current_view().players[0].spells)
    gift = geo.spell_rect("my", hand.index("patrons_gift"), len(hand))
    scene.picks.sel_card = ("spell", "chaac")
    frames(app, 2)
    before = app.screen.subsurface(gift.inflate(6, 6)).copy()
    scene.picks.marked_spells = [hand.index("patrons_gift")]
    frames(app, 2)
    after = app.screen.subsurface(gift.inflate(6, 6)).copy()
    red = sum(1 for x in range(after.get_width()) for y in range(after.get_height())
              if tuple(after.get_at((x, y)))[:3] == theme.BAD and tuple(before.get_at((x, y)))[:3] != theme.BAD)
    assert red > gift.w, red  # a thick red edge and a ticked badge


def _last_spell(state) -> None:
    state.players[0].relics = []
    state.players[0].spells = ["whirlwind"]
    state.players[0].magick = 1


def test_when_end_bones_is_the_only_move_left_the_cursor_lands_on_it(baraza_home):
    from keyboard_player import play_by_keys

    app, match, scene = _bones(_last_spell)
    cast = next(a for a in match.legal_actions(0) if a.kind == "play_spell")
    play_by_keys(app, scene, cast)
    _settle(app, scene)
    assert [a.kind for a in match.legal_actions(0)] == ["end_bones"]
    view = scene.current_view()
    end = scene.prompt_panel.button_rect(view, "End Bones")
    assert scene.focus.current.rect == tuple(end), scene.focus.current.label  # it stayed on the tokens (104.png)
