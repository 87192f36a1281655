"""A blind tester (khedu21) read an AI's mark in the replay without its numbers: the caption after the move was cut
at "AI normal's chance of winning…", and the chart's dot (the position before the move) showed "Move 6 (ringed:
better): an inaccuracy; better: …", no chance and no Why, where their own mark showed both. An AI's mark reads
like the player's, whole at 100 % and 150 % text: the mark, whose chance and how it moved, the better move, Why."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402

RECORD = Path(__file__).resolve().parents[1] / "khedu" / "data" / "khedu21_record.json"
BETTER = {6: "Okavian Raider (P2 slot 1) attacks Himbua Wanderer (Desert 1)",
          55: "Okavian Raider (P2 slot 1) attacks Khana KuDjani (P1 slot 1)"}
# the tester's analysis of these two moves: (seat, chances before, after, the better move's chance)
MARKS = {6: (1, (0.32, 0.68), (0.32, 0.68), 0.689), 55: (0, (0.355, 0.645), (0.073, 0.927), 0.315)}


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    return Match.from_moves(get_game("khedu").rules, data["seats"], data["seed"], dict(data["options"]), moves)


def _judged(match) -> list:
    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.replay import Replay

    out = []
    for m in Replay(match).moves:
        seat, before, after, better = MARKS.get(m.ply, (m.seat, (0.3, 0.7), (0.3, 0.7), None))
        mark = "inaccuracy" if m.ply in MARKS else None
        out.append(MoveJudgement(m.ply, m.seat, m.text, None, before[m.seat], after[m.seat], BETTER.get(m.ply, m.text),
                                 mark, before, after, p_better=better))
    return out


def _whys(match) -> dict:
    """Each mark's Why as the game words it (what the caption's thread works out)."""
    from baraza.game.khedu.analysis import mark_reason
    from baraza.scenes.replay.move_rings import better_action

    whys = {}
    for ply, better in BETTER.items():
        state, record = match.state_at(ply - 1), match.records[ply - 1]
        best = better_action(match.rules, state, record.seat, better)
        whys[ply] = mark_reason(match.rules, state, record.seat, record.action, best)
    return whys


@pytest.mark.parametrize("scale", [100, 150])
def test_an_ais_mark_shows_its_chance_and_why_like_the_players(baraza_home, scale: int) -> None:
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = _match()
    viewer = app.show("replay", match)
    frames(app, 1)
    judged = _judged(match)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    whys = _whys(match)
    assert all(whys.values()), whys
    viewer._mark_whys = (judged, whys)  # worked out as its thread would
    frames(app, 1)
    for ply, chance in ((6, "68%"), (55, "36% → 7%")):
        for before in (True, False):  # the chart's dot (the position before, ringed) and the move made
            viewer.jump(ply, before_mark=before)
            frames(app, 1)
            text = viewer._caption()
            assert viewer.bar.caption_fits(app.fonts, text), (scale, ply, before, text)
            assert "an inaccuracy" in text and chance in text and BETTER[ply] in text, (scale, ply, before, text)
            assert f"Why: {whys[ply]}." in text, (scale, ply, before, text)
            if ply == 6:
                assert "by AI normal" in text, text  # whose mark and whose chance
    viewer.on_exit()
