"""Blind mouse playtest, round 2: the prompt panel names its buttons as they read and the cost a card takes, its
buttons end clear of the phase track, and a hint to use a card rings the next click it takes (the die, the chip),
not the card alone; the hint's words name the button as it reads and say why where the reason is known."""

import re
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.konja import RULES  # noqa: E402
from baraza.game.konja.hint_words import hint_words  # noqa: E402
from baraza.game.konja.state import Cloud, Die  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402
from konja.helpers import act, at_bones, give_relics, new_state  # noqa: E402

TRACK_TOP = 60  # the phase track's bars lie this far above the prompt panel's bottom
RING = 10  # a lit button's ring (the lesson's 6 px and its line, the hint's) reaches this far out


def _scene(state_setup, scale: float = 1.0):
    app = make_app()
    app.fonts.set_scale(scale)
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    state_setup(match)
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    frames(app, 2)
    return app, match, scene


def _pressed_names(text: str) -> list[str]:
    """The X of every "Press X." / "Press X to …" / "press X, …" in the words."""
    return [m.group(1) for m in re.finditer(r"[Pp]ress ([A-Z][\w&! ]*?)(?=[.,;(]| to |$)", text)]


def _assert_names_buttons(panel, text: str) -> None:
    labels = [b.text.removeprefix("● ") for b in panel.buttons]
    named = _pressed_names(text)
    assert named, text
    for name in named:
        assert name in labels, (name, labels, text)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_collect_and_end_turn_ends_clear_of_the_phase_track(baraza_home, scale):
    def setup(match):
        at_bones(match.state, [2, 3, 4, 6, 6])
        for action in (Action("end_bones"), Action("skip_red")):
            assert match.submit(match.active_seats()[0], action).ok

    _app, match, scene = _scene(setup, scale)
    assert match.view(0).phase == "collect"
    panel = scene.prompt_panel
    button = panel.button("Collect & end turn")
    assert button is not None
    assert button.rect.bottom + RING <= panel.zone.bottom - TRACK_TOP, (button.rect, panel.zone)
    assert panel.unplaced == []


def test_no_cloud_to_flip_says_press_done_flipping(baraza_home, monkeypatch):
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_pass"})  # plays the Rain's lone Done/Pass itself
    def setup(match):
        state = match.state
        state.players[0].clouds = []
        act(state, "choose_ancestor", "rain")

    _app, match, scene = _scene(setup)
    view = scene.current_view()
    assert view.phase == "rain_upgrade"
    text = scene.prompt_panel.sync(view)
    assert "Press Done flipping." in text
    _assert_names_buttons(scene.prompt_panel, text)


def _reed_shield(match) -> None:
    state = match.state
    at_bones(state, [2, 4, 1, 2, 2])
    give_relics(state, 0, "reed_shield")
    state.players[0].power = 3


def test_a_card_that_takes_power_with_no_power_chip_names_the_cost(baraza_home):
    _app, _match, scene = _scene(_reed_shield)
    scene.picks.marked = [0, 3, 4]  # three dice on a card that guards two: the third costs 1 Power
    scene.picks.sel_card = ("relic", 0)
    text = scene.prompt_panel.sync(scene.current_view())
    assert "1 Power" in text, text
    _assert_names_buttons(scene.prompt_panel, text)


def test_a_hint_to_use_a_card_rings_the_next_click_once_the_card_is_picked(baraza_home):
    app, match, scene = _scene(_reed_shield)
    view = scene.current_view()
    hint = next(a for a in match.legal_actions(0) if a.kind == "use_relic" and sorted(a.args[3]) == [0, 3])
    scene.hint = hint
    scene.picks.sel_card = ("relic", 0)  # the card picked first, as the hint's ring on it invited
    rings: list[pygame.Rect] = []
    scene.sprites.hint_ring = lambda surface, rect: rings.append(pygame.Rect(rect))
    scene._draw_all(pygame.Surface(app.screen.get_size()))
    card = scene.geometry.relic_rect("my", 0)
    following = scene.lesson.clicks(hint, view)[0]
    assert following != card
    assert following in rings, (following, rings)


def test_the_hint_names_the_button_it_means_as_it_reads(baraza_home):
    state = new_state(4)
    act(state, "choose_ancestor", "merchant")
    view = RULES.view(state, 0)
    assert "Done selling" in (hint_words(view, Action("done_selling")) or "")
    assert "Collect & end turn" in (hint_words(view, Action("finish_collection")) or "")


def test_the_hint_says_why_for_a_guard_and_a_red_die_that_breaks_a_set(baraza_home):
    state = new_state(4)
    give_relics(state, 0, "reed_shield")
    at_bones(state, [2, 4, 1, 2, 2])
    view = RULES.view(state, 0)
    assert "safe" in (hint_words(view, Action("use_relic", (0, -1, 0, (0, 3)))) or "")
    state.dice = [Die("green", v) for v in (1, 1, 1, 5, 6)]
    state.players[0].clouds = [Cloud(3)]
    view = RULES.view(state, 1)
    assert "breaks Nia's set of 1s" in (hint_words(view, Action("red_replace", (0, 0))) or "")  # the seat named
