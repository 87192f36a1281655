"""A finished analysis that marked none of the player's moves, while their chance fell far, says in the caption
where it fell, also beside a mark of the AI's: a Konja tester playing badly on purpose (konja-6d3c846085ee) fell
84 -> 0 % and the caption read only "yours: none; AI normal: 1 mistake" and where the dots are (3/10)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from matches import played

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.captions import fall_gist, verdict_words
from baraza.scenes.replay.practise_words import analysis_summary

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import make_app  # noqa: E402

FIXTURE = Path(__file__).with_name("s34_konja_fall_judgements.json")
NAMES = ["You", "AI normal"]


def _judgements() -> list[MoveJudgement]:
    """The record's judgements as its analysis kept them (the fixture holds seat 1's chances; two seats)."""
    out = []
    for ply, seat, action, best, mark, before, after in json.loads(FIXTURE.read_text("utf-8"))["moves"]:
        cb, ca = (before, round(1.0 - before, 3)), (after, round(1.0 - after, 3))
        out.append(MoveJudgement(ply, seat, action, None, cb[seat], ca[seat], best, mark, cb, ca))
    return out


def test_the_summary_names_where_the_players_chance_fell() -> None:
    summary = analysis_summary(_judgements(), NAMES)
    assert summary.startswith("Analysis done: yours: none; AI normal: 1 mistake.")
    assert "Your chance fell from 84% to 0%" in summary and "move 119" in summary, summary


def test_the_caption_keeps_the_fall_before_where_the_dots_are() -> None:
    summary = analysis_summary(_judgements(), NAMES)
    two_lines = lambda t: len(t) <= 250  # noqa: E731 - about what the bar's caption holds in two lines
    said = verdict_words(summary, two_lines)
    assert said.startswith("Analysis done: yours: none; AI normal: 1 mistake."), said
    assert "fell from 84% to 0%" in said and all(f"move {n}" in said for n in (102, 119, 123)), said
    assert two_lines(said)


def test_the_falls_gist_cuts_only_the_moves_details() -> None:
    sentence = ("Your chance fell from 84% to 0%, most of it at move 102 (AI normal: Use At! (paying the blank Action "
                "die): reroll the 3, 69% → 33%) and move 123 (AI normal: Roll the dice, 27% → 0%).")
    assert fall_gist(sentence) == "Your chance fell from 84% to 0%, most of it at move 102 and move 123."


def test_the_replays_caption_says_the_fall_in_the_real_font(baraza_home) -> None:
    from baraza.scenes.screens.replay import ReplayScene

    match = played("konja", 3, ["human", "ai:easy"], limit=8)
    scene = ReplayScene(make_app(), match)
    scene.verdict = (analysis_summary(_judgements(), NAMES), scene.ply)
    said = scene._caption()
    assert "yours: none" in said and "fell from 84% to 0%" in said and "move 119" in said, said
