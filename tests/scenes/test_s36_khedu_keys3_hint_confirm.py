"""Keys playtest 17 at 150 %: H at the "Place: my last turn / Cancel" question (placing the last Influence asks
first) left the cursor on Cancel, so Enter cancelled, and H+Enter went round (card, slot, Cancel…). When the Hint's
own move is the one asked about, H puts the cursor on the confirming button (the Khedu table's `focus_hint` hook)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "khedu"))
from keyboard_player import press, walk_to  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_khedu_last_place import _solo  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402


def _asked(app, scene, place: Action) -> None:
    """The unit, then its Cadre slot, by keys: the last-Influence question opens."""
    for rect in scene.tutorial_clicks(place, scene.current_view()):
        walk_to(app, scene, pygame.Rect(rect))
        frames(app, 40)
        press(app, pygame.K_RETURN)
        frames(app, 3)
    frames(app, 40)
    scene.prompt.sync(scene.current_view())
    assert [b.text for b in scene.prompt.buttons] == ["Place: my last turn", "Cancel"]
    assert scene.focus.current.label.startswith("Cancel")


def test_a_hint_at_the_question_puts_the_cursor_on_the_confirm(baraza_home):
    app, match, scene = _solo(influence=1)
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    _asked(app, scene, place)
    before = len(match.records)
    scene.hint = Action(place.kind, place.args)  # H: the Hint is this very placing (a new object, as from the AI)
    frames(app, 3)
    scene.prompt.sync(scene.current_view())
    confirm = next(b for b in scene.prompt.buttons if b.text == "Place: my last turn")
    assert pygame.Rect(scene.focus.current.rect) == pygame.Rect(confirm.rect), scene.focus.current.label
    frames(app, 30, dt=1 / 30)
    press(app, pygame.K_RETURN)
    frames(app, 5)
    assert len(match.records) == before + 1 and match.records[-1].action == place


def test_a_hint_for_another_move_leaves_the_cursor_on_cancel(baraza_home):
    """The question is about a unit the Hint does not name: the cursor stays on the safe answer."""
    app, match, scene = _solo(influence=1)
    places = [a for a in match.legal_actions(0) if a.kind == "place"]
    other = next((a for a in match.legal_actions(0) if a.kind != "place"), None)
    _asked(app, scene, places[0])
    scene.hint = other or next(a for a in places if a != places[0])
    frames(app, 3)
    assert scene.focus.current.label.startswith("Cancel"), scene.focus.current.label


def test_h_and_enter_from_nothing_chosen_places_the_hint(baraza_home):
    """H then Enter, again and again: the Hint's placing is made (it went round card, slot, Cancel)."""
    app, match, scene = _solo(influence=1)
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    press(app, pygame.K_RIGHT)  # the cursor shows
    frames(app, 30, dt=1 / 30)
    before = len(match.records)
    for _ in range(5):
        if len(match.records) > before:
            break
        scene.hint = Action(place.kind, place.args)  # H, each time a new Hint
        frames(app, 3)
        frames(app, 30, dt=1 / 30)
        press(app, pygame.K_RETURN)
        frames(app, 30, dt=1 / 30)
    assert len(match.records) > before and match.records[before].action == place
