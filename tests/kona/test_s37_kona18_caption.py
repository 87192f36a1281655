"""Blind tester kona18 (54-mark11.png): the replay's caption joined the move's sentence and its mark as "…onto an
empty square. · a blunder", a full stop and a separator. The move's words now lose their full stop before " · "; a
caption with nothing after the move keeps it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_judgement import MoveJudgement
from baraza.game.core.match import Match
from baraza.game.kona.rules import RULES
from baraza.scenes.replay.captions import move_caption

RECORD = json.loads((Path(__file__).parent / "data" / "kona18_normal.json").read_text("utf-8"))
MARKED = 11  # White's a6 → a5, a blunder (f6 → d4 better)


def test_the_move_and_its_mark_are_joined_once(baraza_home) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
    from scene_helpers import frames, make_app

    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(RULES, RECORD["seats"], RECORD["seed"], RECORD["options"], moves)
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    even = (0.5, 0.5)
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even) for m in viewer.replay.moves]
    move = viewer.replay.moves[MARKED - 1]
    judged[MARKED - 1] = MoveJudgement(MARKED, move.seat, move.text, None, 1.0, 0.46, "f6 → d4", "blunder",
                                       (1.0, 0.0), (0.46, 0.54))
    viewer.timeline.judgements = judged
    viewer.jump(MARKED)  # the position before the marked move
    assert viewer.before_mark
    before = move_caption(viewer)
    viewer.jump(MARKED, before_mark=False)  # the move made
    after = move_caption(viewer)
    for caption in (before, after):
        assert "onto an empty square · " in caption, caption
        assert ". ·" not in caption, caption
    viewer.jump(MARKED + 1)  # not marked: the move's sentence ends as it did
    assert move_caption(viewer).endswith("."), move_caption(viewer)
