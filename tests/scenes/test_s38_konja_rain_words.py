"""Konja: equal Clouds said once with their count (blind tester konja23, lesson step 39: the Bones panel read "Now
worth: a 3-point Cloud, a 3-point Cloud")."""

from __future__ import annotations

import json
from pathlib import Path

from scene_helpers import make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.cloud_words import clouds_said
from baraza.scenes.konja.prompt_words import collect_words
from baraza.scenes.konja.table import KonjaScene

RECORD = Path(__file__).parents[1] / "konja" / "data" / "konja15_record.json"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def test_equal_clouds_are_grouped():
    assert clouds_said([3, 3]) == ["two 3-point Clouds"]
    assert clouds_said([3, 5, 3]) == ["two 3-point Clouds", "a 5-point Cloud"]
    assert clouds_said([7]) == ["a 7-point Cloud"]
    assert clouds_said([]) == []


def test_the_bones_panel_says_two_3_point_clouds(baraza_home):
    record = json.loads(RECORD.read_text())
    match = new_match("konja", ["human", "ai:normal"], record["seed"], record["options"])
    for move in record["moves"][:21]:  # Nia's Bones, turn 3
        assert match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"]))).ok
    assert match.state.phase == "bones"
    match.state.dice = [Die("green", v) for v in (3, 3, 3, 4, 4, 4)]  # two sets of three
    app = make_app()
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    view = scene.current_view()
    worth = scene.plan.summary(scene.plan.best(view))
    assert worth == "two 3-point Clouds", worth
    assert collect_words(view, worth) == "You gain two 3-point Clouds."
