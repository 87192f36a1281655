"""The analysis marks a thrown-away win: a few planted blunders per game (tools/planted_blunders.py found them in
AI-vs-AI matches from fixed seeds: one move kept a near-certain win, the planted one threw it away), each judged
as `analyse` judges a move, at the app's budget. The positions are options + seed + moves, kept in
planted_blunders.json beside this file; the marks must stay at "mistake" or worse."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.registry import GAMES, get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import planted_blunders  # noqa: E402 - the tool's own judge: the test and the figures judge alike

PLANTED = json.loads((Path(__file__).parent / "planted_blunders.json").read_text())
SECONDS = 0.5  # the app's analysis budget per position (AnalysisJob)


def _mark(planted: dict) -> str | None:
    rules, seat = get_game(planted["game"]).rules, planted["seat"]
    state = planted_blunders.replayed(planted)
    assert Action.from_json(planted["keep"]) in rules.legal_actions(state, seat)
    return planted_blunders.judge(planted, SECONDS)


def test_every_game_has_planted_blunders() -> None:
    assert {p["game"] for p in PLANTED} >= set(GAMES)


@pytest.mark.parametrize("planted", PLANTED, ids=[f"{p['game']}-seed{p['seed']}-ply{len(p['moves'])}" for p in PLANTED])
def test_a_thrown_away_win_is_marked(planted: dict) -> None:
    assert _mark(planted) in ("blunder", "mistake")
