"""Blind tester kona18 (94-dblskip-last, 110-race3, 111-fin2): on the LAST exercise a fast double click on Finish or
Skip closed Practise and then the replay too, landing in History with "That was the last one". Both presses came
in one batch of events: the scene stack changes between frames, so Practise (still on top) took the second press
as a second Finish and popped the replay as well. With a frame between the presses, the replay's resume guard
counted from before the first press (that frame's time was spent waiting on Practise) and could let the second
press through onto the chart. The real sequence is DOWN, UP, DOWN, UP within 0.3 s."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.scenes.scene import Scene  # noqa: E402

RECORD = Path(__file__).resolve().parents[1] / "kona" / "data" / "kona17_game3.json"


class Below(Scene):
    """Stands for History under the replay."""


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    return Match.from_moves(get_game("kona").rules, data["seats"], data["seed"], dict(data["options"]), moves)


def _judged(match) -> list:
    """One blunder (move 5): Practise has one exercise, so its Finish and Skip are the last one's."""
    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.replay import Replay

    out = []
    for m in Replay(match).moves:
        if m.ply == 5:
            out.append(MoveJudgement(5, 0, m.text, None, 0.55, 0.0, "c1 → b2", "blunder", (0.55, 0.45), (0.0, 1.0)))
        else:
            chances = (0.5, 0.5) if m.ply < 5 else (0.0, 1.0)
            out.append(MoveJudgement(m.ply, m.seat, m.text, None, chances[m.seat], chances[m.seat], m.text, None,
                                     chances, chances))
    return out


def _practise(button: str):
    app = make_app()
    below = Below(app)
    app.stack.push(below)
    match = _match()
    viewer = app.show("replay", match)
    frames(app, 1)
    judged = _judged(match)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    viewer.jump(9, before_mark=False)
    frames(app, 60)
    viewer.open_practise()
    frames(app, 1)
    practise = app.stack.top
    assert practise is not viewer and len(practise.exercises) == 1
    practise.tried = button == "Finish"  # an answer was judged: Finish stands where Skip's row is not
    frames(app, 60)  # past the wait of a button that just appeared
    shown = next(b for b in practise.buttons if b.text == button)
    return app, viewer, shown.rect.center


@pytest.mark.parametrize("button", ["Finish", "Skip"])
def test_a_double_click_in_one_batch_closes_practise_only(baraza_home, button: str) -> None:
    app, viewer, spot = _practise(button)
    ply, before = viewer.ply, viewer.before_mark
    frames(app, 1, events=click(spot) + click(spot))  # the window was busy: all four in one pass of the loop
    assert app.stack.top is viewer, "the second press closed the replay too"
    assert (viewer.ply, viewer.before_mark) == (ply, before)
    assert sum("last one" in t.text for t in app.toasts) == 1
    viewer.on_exit()


@pytest.mark.parametrize("button", ["Finish", "Skip"])
@pytest.mark.parametrize("waited", [1 / 60, 0.3, 0.6])
def test_a_double_click_with_frames_between_never_reaches_the_replay(baraza_home, button: str, waited: float) -> None:
    """`waited`: how long the window slept on Practise before the first press (that pass's dt, at most IDLE_POLL
    and a tenth); the second press comes 0.15 s later, in the next pass."""
    app, viewer, spot = _practise(button)
    ply, before = viewer.ply, viewer.before_mark
    frames(app, 1, events=click(spot)[:1], dt=waited)
    frames(app, 1, events=click(spot)[1:], dt=0.05)
    assert app.stack.top is viewer
    frames(app, 1, events=click(spot), dt=0.1)
    assert app.stack.top is viewer and (viewer.ply, viewer.before_mark) == (ply, before)
    if button == "Finish":  # the spot is on the replay's chart: a press there later is the player's own
        frames(app, 30)
        frames(app, 1, events=click(spot))
        assert viewer.ply != ply, "the spot is not on the chart: the test proves nothing"
    viewer.on_exit()
