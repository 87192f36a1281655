"""Blind tester kona17 (90-dbl-finish.png): a double click on Finish closed Practise with its first press, and the
second press landed on the chance chart of the replay that came back under the pointer, jumping it to "Before move
3". Back from Practise, the replay ignores mouse presses for a double click's time (scenes/replay/resume_guard.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402

RECORD = Path(__file__).resolve().parents[1] / "kona" / "data" / "kona17_game3.json"


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    return Match.from_moves(get_game("kona").rules, data["seats"], data["seed"], dict(data["options"]), moves)


def _judged(match) -> list:
    """The tester's analysis in short: move 5 (c1 → d2) a blunder, 55 % → 0 %, c1 → b2 better."""
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


def test_a_double_click_on_finish_leaves_the_replay_where_it_was(baraza_home) -> None:
    app = make_app()
    match = _match()
    viewer = app.show("replay", match)
    frames(app, 1)
    judged = _judged(match)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    viewer.jump(9, before_mark=False)
    frames(app, 60)  # past Practise's own wait after it woke
    ply, before = viewer.ply, viewer.before_mark
    viewer.open_practise()
    frames(app, 1)
    practise = app.stack.top
    assert practise is not viewer and practise.next_button.text == "Finish"
    practise.tried = True  # an answer was judged: Finish shows where the tester double-clicked it
    frames(app, 60)  # past the wait of a button that just appeared
    spot = practise.next_button.rect.center
    frames(app, 1, events=click(spot))  # the first press: Practise closes
    assert app.stack.top is viewer
    frames(app, 1, events=click(spot), dt=0.2)  # the second, 0.2 s later, where the chart is now
    assert (viewer.ply, viewer.before_mark) == (ply, before)
    # the guard is a double click's time only: a press there later is the player's, and it goes to a move
    frames(app, 30)
    frames(app, 1, events=click(spot))
    assert viewer.ply != ply, "the spot is not on the chart: the test proves nothing"
    viewer.on_exit()
