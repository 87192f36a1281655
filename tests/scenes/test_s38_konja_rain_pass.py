"""Konja: the Rain's questions with one answer are answered for the player (blind tester konja23: "No Cloud of
yours can flip now … Press Done flipping", then "Summon a Cloud? You hold 1 Gold." with only Pass). The table plays
Done flipping / Pass and says why in a toast; a Cloud that can flip is still asked about, and an undo back to the
question leaves it to the player. The moves are the rules' own (saved records hold them)."""

from __future__ import annotations

import json
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.auto_pass import BLESSING_WORDS, FAVOUR_WORDS, lone_move
from baraza.scenes.konja.table import KonjaScene

DATA = Path(__file__).parents[1] / "konja" / "data"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _at(name: str, moves: int):
    """A recorded match after `moves` moves, Nia (seat 0) the human, on a table."""
    record = json.loads((DATA / name).read_text())
    match = new_match("konja", ["human", "ai:normal"], record["seed"], record["options"])
    for move in record["moves"][:moves]:
        assert match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"]))).ok
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


def _seat0(match) -> list[Action]:
    return [r.action for r in match.records if r.seat == 0]


def test_lone_move_is_only_the_done_or_pass_left_alone():
    assert lone_move("rain_upgrade", [Action("done_upgrading")]) == Action("done_upgrading")
    assert lone_move("rain_summon", [Action("pass_blessing")]) == Action("pass_blessing")
    assert lone_move("rain_upgrade", [Action("upgrade_cloud", (0,)), Action("done_upgrading")]) is None
    assert lone_move("rain_summon", [Action("summon_cloud", (3,)), Action("pass_blessing")]) is None
    assert lone_move("merchant_buy", [Action("pass_blessing")]) is None  # the Merchant's question is not this one


def test_no_cloud_to_flip_and_no_gold_to_summon_are_not_asked(baraza_home):
    app, match, scene = _at("konja15_record.json", 45)
    assert match.state.phase == "rain_upgrade" and match.legal_actions(0) == [Action("done_upgrading")]
    _settle(app, scene)
    mine = _seat0(match)[-2:]
    assert mine == [Action("done_upgrading"), Action("pass_blessing")], mine
    assert match.state.phase not in ("rain_upgrade",) and not (
        match.state.phase == "rain_summon" and match.state.blessing_queue[0] == 0)
    told = [t.text for t in app.toasts]
    assert FAVOUR_WORDS in told or BLESSING_WORDS in told, told
    assert BLESSING_WORDS in told, told  # the last answer's toast (one toast key: the later replaces the earlier)


def test_a_cloud_that_can_flip_is_still_asked_about(baraza_home):
    app, match, scene = _at("konja17_record.json", 60)
    assert match.state.phase == "rain_upgrade" and Action("done_upgrading") in match.legal_actions(0)
    assert len(match.legal_actions(0)) > 1
    before = len(match.records)
    _settle(app, scene)
    assert len(match.records) == before and match.state.phase == "rain_upgrade"


def test_an_undo_back_to_the_question_leaves_it_to_the_player(baraza_home):
    app, match, scene = _at("konja15_record.json", 46)
    assert match.state.phase == "rain_summon" and match.legal_actions(0) == [Action("pass_blessing")]
    _settle(app, scene)
    assert _seat0(match)[-1] == Action("pass_blessing")
    while not (match.state.phase == "rain_summon" and match.state.blessing_queue[0] == 0):
        assert match.undo()
    _settle(app, scene)
    assert match.state.phase == "rain_summon" and match.state.blessing_queue[0] == 0  # asked now, not answered


def test_no_answer_in_a_lesson(baraza_home, monkeypatch):
    _app, match, scene = _at("konja15_record.json", 45)
    lone = next(a for a in scene.answered.answerers if a.name == "lone_pass")
    view = scene.current_view()
    assert lone.answer(scene, view) is not None
    monkeypatch.setattr(scene, "tutorial", object(), raising=False)  # a lesson's steps are scripted
    assert lone.answer(scene, view) is None
