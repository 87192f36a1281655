"""Issue 41, a blind tester's ninth Konja match: Bone Flute's panel cut the words that said which white die pays
("2 → 3. Press Use (Magick white die…", 101.png), and Bone Flute took the Gold die while the Magick one lay free, the
player never asked (149.png); the lesson rang a chip before it showed, its card lay where a bought Relic lands, a
move's caption covered the Ancestors' names, and casting the first of two alike Spells marked the second."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from konja.helpers import at_bones  # noqa: E402
from scene_helpers import frames, make_app, open_table  # noqa: E402

from baraza.game.konja.state import Relic  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.hand_slots import HandSlots  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402

FLUTE = 3  # Bone Flute's slot in Nia's Relic row
LESSON = Path(__file__).resolve().parents[2] / "assets" / "tutorials" / "konja.toml"


def _flute(scale: int, action_dice=("gold", "magick")):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0, "shayka": "off"})
    at_bones(match.state, [6, 3, 2, 5, 3], action_dice)
    match.state.players[0].relics = [Relic("fie_ah"), Relic("oodoo"), Relic("at"), Relic("bone_flute")]
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    scene.picks.sel_card = ("relic", FLUTE)
    scene.picks.marked = [2]
    chips = scene.card_use.resolve(scene.current_view(), match.legal_actions(0))[1]
    scene.picks.target_pick = next(value for label, value, _power in chips if label.startswith("+1"))  # 2 → 3
    frames(app, 2)
    return app, match, scene


def _words(app, scene) -> tuple[str, list[str]]:
    panel = scene.prompt_panel
    app.fonts.shortened.clear()
    panel.draw(app.screen, scene.current_view())
    cut = [text for rect, text in app.fonts.shortened if panel.zone.contains(rect)]
    return panel._text, cut


def test_bone_flute_pays_with_the_die_worth_least_and_says_so(baraza_home):
    for scale in (100, 150):
        app, match, scene = _flute(scale)
        view, legal = scene.current_view(), match.legal_actions(0)
        action = scene.card_use.resolve(view, legal)[0]
        assert action is not None and view.action_dice[action.args[1]] == "magick", action  # the Gold die is kept
        text, cut = _words(app, scene)
        assert not cut, (scale, cut)
        assert "the Magick die pays" in text or "the Magick white die pays" in text, (scale, text)
        assert scale > 100 or "(choose the Gold one instead)" in text, text


def test_a_picked_white_die_pays_instead(baraza_home):
    app, match, scene = _flute(100)
    scene.picks.action_pick = 0  # the Gold die, clicked
    frames(app, 2)
    action = scene.card_use.resolve(scene.current_view(), match.legal_actions(0))[0]
    assert action is not None and action.args[1] == 0
    text, _cut = _words(app, scene)
    assert "Gold white die pays (choose the Magick one instead)" in text, text


def test_the_lesson_card_keeps_off_the_relic_row_where_reed_shield_lands(baraza_home):
    # 26.png: step 18's card lay over Nia's Relic row, where the Reed Shield she buys then lands
    from test_lesson_placement import walk

    relics = pygame.Rect(open_table(make_app(), "konja").layout.zones["my_relics"])
    step = next(s for s in walk("konja") if s["step"] == 18)
    assert not step["card"].colliderect(relics), (tuple(step["card"]), tuple(relics))


def test_the_oodoo_step_rings_its_chip_only_once_it_shows():
    # 17 → 18.png: "Let it be spent is ringed" was read before the −1 that shows it was picked
    import tomllib

    steps = tomllib.loads(LESSON.read_text())["step"]
    oodoo = steps[9]["text"]
    assert "Let it be spent ringed" in oodoo, oodoo  # (s35: reworded, the garbled "two more choices appear" gone)
    assert oodoo.index("then −1") < oodoo.index("Let it be spent"), oodoo


def test_a_move_caption_keeps_off_the_ancestor_names(baraza_home):
    # 66.png: "Blessing: Kofi buys Idol Mask" sat over the Ancestors' names, above the Offering card
    app, _match, scene = _flute(100)
    spot = scene.geometry.offer_rect(1)
    bubble = scene.action_spots._place(pygame.Rect(0, 0, 290, 44), spot, app.screen.get_rect().inflate(-8, -8))
    tiles = [pygame.Rect(r) for r in scene.geometry.tile_rects.values()]
    assert not any(bubble.colliderect(t) for t in tiles), (tuple(bubble), tuple(spot))


def test_casting_the_first_of_two_alike_spells_leaves_its_own_place():
    # 51.png: casting the first of two Violet Twins turned the second card into "Violet Twin cast"
    slots = HandSlots(99, trim=False, first_leaves=True)
    slots.update("bones", ["violet_twin", "violet_twin", "second_wind"])
    assert slots.update("bones", ["violet_twin", "second_wind"]) == [1, 2]  # the first place is the gap
    assert slots.update("bones", ["violet_twin", "violet_twin", "second_wind"]) == [0, 1, 2]  # an undo
