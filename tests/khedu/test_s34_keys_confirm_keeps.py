"""A keys tester (keys15, 150 %) picked a unit and a Cadre slot with the last Influence: the question "your last
turn?" opened with the cursor on "Place: my last turn", so two Enters ended the game. The cursor waits on Cancel."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from keyboard_player import press, walk_to  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_khedu_last_place import _solo  # noqa: E402


def test_the_last_influence_question_opens_on_cancel(baraza_home):
    app, match, scene = _solo(influence=1)
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    before = len(match.records)
    for rect in scene.tutorial_clicks(place, scene.current_view()):  # the unit, then its Cadre slot
        walk_to(app, scene, pygame.Rect(rect))
        frames(app, 40)
        press(app, pygame.K_RETURN)
        frames(app, 3)
    frames(app, 40)
    scene.prompt.sync(scene.current_view())
    assert [b.text for b in scene.prompt.buttons] == ["Place: my last turn", "Cancel"]  # asked, not placed
    assert scene.focus.current.label.startswith("Cancel"), scene.focus.current.label
    press(app, pygame.K_RETURN)  # one Enter too many cancels
    frames(app, 5)
    assert len(match.records) == before
