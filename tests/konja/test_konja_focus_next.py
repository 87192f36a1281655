"""Keyboard playtest C at 150 % text: the cursor jumped about in Konja's Spell and Relic rows. After Enter on a
Spell it leapt to the next Spell (a second Enter picked that one), after a chip to the other chip, after Cast to
End Bones. It goes on to what the choice asks next and, after the move, back beside what was chosen. And the
lesson's ring round "☁ 0 / 21" is measured: at 150 % the fixed ring cut the "1" off."""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from keyboard_player import press, walk_to  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.konja.state import Cloud, Die, Relic  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402
from baraza.scenes.table.tutorial import lesson_table  # noqa: E402
from baraza.scenes.ui import theme  # noqa: E402


def _bones_table(clouds=((), ())):
    """Nia in her Bones with 2 3 4 6 6, Tilt, Awaken and Second Wind in hand, four Relics ready."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:normal"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in (2, 3, 4, 6, 6)]
    state.action_dice, state.action_used, state.collected = ["blank", "gold"], [False, False], []
    nia = state.players[0]
    nia.spells, nia.magick, nia.power = ["tilt", "awaken", "second_wind"], 5, 3
    nia.relics = [Relic("fie_ah"), Relic("oodoo"), Relic("at"), Relic("bone_flute")]
    for player, held in zip(state.players, clouds, strict=True):
        player.clouds = [Cloud(points) for points in held]
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.ai.close()
    frames(app, 3)
    return app, match, scene


def _enter_on(app, scene, rect) -> None:
    walk_to(app, scene, rect)
    frames(app, 40)  # a moment after the last Enter, as a player takes
    press(app, pygame.K_RETURN)
    frames(app, 3)


def _on(scene) -> pygame.Rect:
    scene.focus.targets()
    return pygame.Rect(scene.focus.current.rect)


def test_a_spells_choice_goes_on_to_its_chip_then_cast_then_back_to_its_die(baraza_home):
    app, match, scene = _bones_table()
    _enter_on(app, scene, scene.geometry.die_rect(0))  # the 2
    _enter_on(app, scene, scene.geometry.spell_rect("my", 0, 3))  # Tilt
    assert scene.picks.sel_card == ("spell", "tilt")
    chip = scene.prompt_panel.button("−1")
    assert _on(scene) == chip.rect, scene.focus.current.label  # not Second Wind, the next card in the row
    _enter_on(app, scene, scene.prompt_panel.button("+1").rect)
    assert _on(scene) == scene.prompt_panel.button("Cast").rect, scene.focus.current.label  # not the −1 chip
    _enter_on(app, scene, scene.prompt_panel.button("Cast").rect)
    assert match.records[-1].action == Action("play_spell", ("tilt", (0, 1)))
    frames(app, 3)
    assert _on(scene) == scene.geometry.die_rect(0), scene.focus.current.label  # not End Bones
    _enter_on(app, scene, scene.geometry.die_rect(3))  # the next choice starts where the player went
    assert scene.picks.marked == [3] and _on(scene) == scene.geometry.die_rect(3), scene.focus.current.label


def test_a_relics_choice_goes_on_to_use_then_back_to_the_dice_it_rerolled(baraza_home):
    app, match, scene = _bones_table()
    _enter_on(app, scene, scene.geometry.die_rect(0))
    _enter_on(app, scene, scene.geometry.die_rect(1))
    _enter_on(app, scene, scene.geometry.relic_rect("my", 0))  # Fie-Ah: reroll the 2 and the 3
    assert scene.picks.sel_card == ("relic", 0)
    use = scene.prompt_panel.button("Use")
    assert use.enabled and _on(scene) == use.rect, scene.focus.current.label  # not Oodoo beside it
    _enter_on(app, scene, use.rect)
    assert match.records[-1].action.kind == "use_relic"
    frames(app, 3)
    assert _on(scene) == scene.geometry.die_rect(0), scene.focus.current.label


def test_the_lessons_ring_round_the_cloud_line_holds_its_words_at_150(baraza_home):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    table = lesson_table(app, "konja")
    app.stack.reset(table)
    app.stack.apply_pending()
    frames(app, 3)
    view = table.current_view()
    for side in ("my", "opp"):
        ring = table.tutorial_spot(f"score:{side}", view)[0]
        player = view.players[0 if side == "my" else 1]
        w, h = app.fonts.get(theme.MIN_TEXT, "bold").size(f"☁ {player.cloud_points} / {view.target}")
        words = pygame.Rect(table.geometry.score_topleft(side), (w, h))
        assert ring.contains(words), (side, ring, words)


def test_clouds_keep_below_the_cloud_line_at_150(baraza_home):
    app, match, scene = _bones_table(clouds=((3,), (5,)))
    view = scene.current_view()
    for side in ("my", "opp"):
        w, h = app.fonts.get(theme.MIN_TEXT, "bold").size("☁ 3 / 21")
        words = pygame.Rect(scene.geometry.score_topleft(side), (w, h))
        cloud = scene.geometry.cloud_rects(view, side)[0][1]
        assert cloud.top >= words.bottom, (side, cloud, words)
