"""Issue 41, a blind tester's sixth Konja match, on the table: a reroll hint naming two dice ringed only one,
the Spells Chaac! discarded were marked "Tilt cast…", and Violet Lantern's panel showed "Use it" beside "Use"
with no word on what either (or "Keep ready") does."""

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die, Relic
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui import theme


def _bones(values, scale: int = 100, spells=None, relics=None):
    """Nia's Bones with `values`; her Spells and Relics set before the table first lays them out."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in values]
    state.action_dice, state.action_used, state.collected = ["magick", "gold"], [False, False], []
    nia = state.players[0]
    nia.magick, nia.power = 5, 2
    if spells is not None:
        nia.spells = list(spells)
    if relics is not None:
        nia.relics = [Relic(card) for card in relics]
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, match, scene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 3)


def test_a_reroll_hint_rings_every_die_it_names(monkeypatch, baraza_home):
    app, match, scene = _bones((1, 2, 5, 5, 3))
    assert match.view(0).players[0].relics[0].card == "fie_ah"
    scene.hint = Action("use_relic", (0, -1, 0, (0, 1)))  # "Use Fie-Ah: reroll the 1 and 2"
    ringed: list[pygame.Rect] = []
    monkeypatch.setattr(scene.sprites, "hint_ring", lambda surface, rect: ringed.append(pygame.Rect(rect)))
    scene.draw(app.screen)
    for die in (0, 1):
        assert scene.geometry.die_rect(die) in ringed, die
    assert scene.geometry.die_rect(2) not in ringed


def test_spells_chaac_took_read_discarded_and_whole(monkeypatch, baraza_home):
    # since konja22 (tests/scenes/test_s38_konja_spells_list.py) the places a Chaac! that drew Spells left are laid
    # small: each shows its Spell's name, struck through and whole, and never "cast"
    for scale in (100, 150):
        app, match, scene = _bones((1, 2, 5, 5, 3), scale, spells=["chaac", "tilt", "second_wind"])
        assert match.submit(0, Action("play_spell", ("chaac", ("second_wind", "tilt")))).ok
        _settle(app, scene)
        app.fonts.placed = []
        scene.draw(app.screen)
        told = [(text, rect) for rect, text, _size, _face in app.fonts.placed]
        app.fonts.placed = None
        places = {card: rect for rect, card in scene.geometry.spell_gaps(len(match.view(0).players[0].spells))}
        for card, name in (("tilt", "Tilt"), ("second_wind", "Second Wind")):
            drawn = [rect for text, rect in told if text == name]
            assert drawn and places[card].contains(drawn[0]), (scale, name, told)  # whole, in its place
        assert not any(text.startswith(("Tilt cast", "Second Wind cast")) or "…" in text and
                       text.startswith(("Tilt", "Second")) for text, _rect in told), (scale, told)


def test_violet_lanterns_choices_have_distinct_names_and_tooltips(baraza_home):
    app, match, scene = _bones((3, 6, 4, 2, 2), relics=["fie_ah", "violet_lantern"])
    frames(app, 1, click(scene.geometry.relic_rect("my", 1).center))
    frames(app, 3)
    scene.prompt_panel.sync(scene.current_view())
    labels = [b.text.removeprefix("● ") for b in scene.prompt_panel.buttons]
    assert "Use it" not in labels and "Violet die" in labels and "Use" in labels, labels
    for button in scene.prompt_panel.buttons:
        if button.text.removeprefix("● ") in ("Violet die", "Let it be spent", "Keep ready (2 Power)", "Use"):
            tip = scene._button_tip(button.rect.center)
            assert tip is not None and tip[0] and tip[1] == button.rect, button.text
    keep = next(b for b in scene.prompt_panel.buttons if "Keep ready (2 Power)" in b.text)
    assert "2 Power" in scene._button_tip(keep.rect.center)[0]


def test_red_dice_left_over_after_the_attack_say_they_went_unused(monkeypatch, baraza_home):
    app, match, scene = _bones((2, 1, 4, 6, 4))
    assert match.submit(0, Action("end_bones")).ok
    assert match.submit(1, Action("roll_red")).ok
    for action in (Action("red_done"),):
        if action in match.legal_actions(1):
            assert match.submit(1, action).ok
    scene.viewer = 0
    _settle(app, scene)
    view = match.view(0)
    assert view.phase == "collect" and view.red_dice and not all(view.red_used)
    told: list[str] = []
    real = theme.draw_text_box
    monkeypatch.setattr(theme, "draw_text_box", lambda surface, fonts, text, *a, **k: (
        told.append(text), real(surface, fonts, text, *a, **k))[1])
    scene.draw(app.screen)
    assert "left unused" in told  # a red die still in the tray read as one already traded
