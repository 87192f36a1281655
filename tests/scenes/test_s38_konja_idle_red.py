"""Konja: red dice that can take none of the player's dice are never asked about (blind tester konja22, move 24 of
tests/konja/data/konja22_record.json: Kofi's red 1 and 1 against Nia's 2 5 5 5 5 came with "Do not answer" and Storm
Veil lit, though no red die beat a die it could replace). The table answers "Do not answer" for the player and says
why; red dice that can take a die are still asked about, and an undo back to the question leaves it to the player."""

from __future__ import annotations

import json
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.ask_end import idle_red
from baraza.scenes.konja.table import KonjaScene

RECORD = Path(__file__).parents[1] / "konja" / "data" / "konja22_record.json"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _at_reply(moves: int = 24, red: list[int] | None = None):
    """The tester's match after `moves` moves (Nia, seat 0, asked to answer Kofi's red dice), on a table."""
    record = json.loads(RECORD.read_text())
    match = new_match("konja", ["human", "ai:normal"], record["seed"], record["options"])
    for move in record["moves"][:moves]:
        assert match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"]))).ok
    if red is not None:
        match.state.red = list(red)
    app = make_app()
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    return app, match, scene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)


def test_red_one_and_one_are_not_asked_about(baraza_home):
    app, match, scene = _at_reply()
    assert match.state.phase == "red_reply" and match.state.red == [1, 1], (match.state.phase, match.state.red)
    assert idle_red(scene.current_view())
    _settle(app, scene)
    assert match.records[-1].action == Action("no_reply") and match.records[-1].seat == 0
    assert match.state.phase != "red_reply"
    told = [t.text for t in app.toasts]
    assert "Red 1 and 1 can take none of your dice: nothing to answer." in told, told


def test_red_dice_that_can_take_a_die_are_still_asked_about(baraza_home):
    app, match, scene = _at_reply(red=[3, 1])  # a red 3 may take Nia's 2
    assert not idle_red(scene.current_view())
    _settle(app, scene)
    assert match.state.phase == "red_reply"
    assert match.records[-1].action.kind == "roll_red"


def test_an_undo_back_to_the_question_leaves_it_to_the_player(baraza_home):
    app, match, scene = _at_reply()
    _settle(app, scene)
    assert match.records[-1].action == Action("no_reply")
    assert match.undo()
    _settle(app, scene)
    assert match.state.phase == "red_reply", match.state.phase  # taken back: asked now, not answered again
