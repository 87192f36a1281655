"""A blind tester (round 10) saw a blunder (79 % → 4 %, ending the turn with a 98 % attack open) with no Why on the
replay's caption: the reason was too long for the caption's place, which then leaves it out. The reason now fits."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402
from test_s32_khedu_fight_marks import OPTIONS, SEED, _moves  # noqa: E402


def test_the_skipped_sure_attacks_mark_shows_its_why(baraza_home) -> None:
    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.match import Match
    from baraza.game.core.replay import Replay
    from baraza.game.registry import get_game

    match = Match.from_moves(get_game("khedu").rules, ["human", "ai:normal"], SEED, dict(OPTIONS), _moves())
    better = "Rahala Fighter (P1 slot 1) attacks Himbua Wanderer (Desert 2)"
    judged = []
    for m in Replay(match).moves:
        mark, before, after, best = ("blunder", 0.79, 0.04, better) if m.ply == 9 else (None, 0.5, 0.5, m.text)
        pair = (before, 1 - before), (after, 1 - after)
        if m.seat == 1:
            pair = tuple(p[::-1] for p in pair)
        judged.append(MoveJudgement(m.ply, m.seat, m.text, None, before, after, best, mark, *pair))
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    frames(app, 1)
    viewer.jump(9, before_mark=False)
    viewer._caption()  # the reasons are worked out on a thread of their own
    for _ in range(200):
        if "Why:" in viewer._caption():
            break
        time.sleep(0.02)
    caption = viewer._caption()
    assert "a blunder" in caption and "Why: this gave up an attack 98% to win" in caption, caption
    viewer.on_exit()
