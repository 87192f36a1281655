"""The analysis marks a thrown-away win: a few planted blunders per game (tools/planted_blunders.py found them in
AI-vs-AI matches from fixed seeds: one move kept a near-certain win, the planted one threw it away), each judged
as `analyse` judges a move, at the app's budget. The positions are options + seed + moves, kept in
planted_blunders.json beside this file; the marks must stay at "mistake" or worse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyser_for, mark_for, terminal_evaluation
from baraza.game.registry import GAMES, get_game

PLANTED = json.loads((Path(__file__).parent / "planted_blunders.json").read_text())
SECONDS = 0.5  # the app's analysis budget per position (AnalysisJob)


def _mark(planted: dict) -> str | None:
    spec = get_game(planted["game"])
    rules, seats = spec.rules, planted["seats"]
    state = rules.initial_state(planted["options"], planted["seed"], seats)
    for seat, action in planted["moves"]:
        rules.apply(state, seat, Action.from_json(action))
    analyser = analyser_for(GAMES[planted["game"]], SECONDS)
    seat, throw = planted["seat"], Action.from_json(planted["throw"])
    assert Action.from_json(planted["keep"]) in rules.legal_actions(state, seat)
    before = analyser.evaluate(rules, state, seats)
    rules.apply(state, seat, throw)
    after = terminal_evaluation(rules, state, seats) if rules.is_terminal(state) else analyser.evaluate(rules, state, seats)
    return mark_for(before, after, seat, before.best == throw)


def test_every_game_has_planted_blunders() -> None:
    assert {p["game"] for p in PLANTED} >= set(GAMES)


@pytest.mark.parametrize("planted", PLANTED, ids=[f"{p['game']}-seed{p['seed']}-ply{len(p['moves'])}" for p in PLANTED])
def test_a_thrown_away_win_is_marked(planted: dict) -> None:
    assert _mark(planted) in ("blunder", "mistake")
