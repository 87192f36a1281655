"""Blind tester kona18 (data/kona18_normal.json, human White against AI normal): after White's a1 → a3 (move 7) the
Hint rightly said Black wins by force, in 3 moves, but normal's two-ply search and its noise played b2 → a3, then
a1 → a2 after d4 → c4 (still a win in 3), and lost. Normal now plays a win its solver proves within a few plies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona.agent import KonaAgent, make_agent
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import RULES, square_index
from baraza.game.kona.threats import view_after

RECORD = json.loads((Path(__file__).parent / "data" / "kona18_normal.json").read_text("utf-8"))


def _before(ply: int) -> Match:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(RULES, RECORD["seats"], RECORD["seed"], RECORD["options"], moves[: ply - 1])


@pytest.mark.parametrize("ply", [8, 10])  # b2 → a3 and a1 → a2 in the record, both throwing the win away
def test_normal_plays_the_forced_win_its_solver_proves(ply: int) -> None:
    match = _before(ply)
    seat = match.rules.active_seats(match.state)[0]
    view = match.rules.view(match.state, seat)
    assert solve_view(view, nodes=20_000).value == "win"  # the Hint's verdict: Black wins in 3 moves
    played = Action.from_json(RECORD["moves"][ply - 1]["action"])
    legal = match.rules.legal_actions(match.state, seat)
    agent = make_agent("normal", seat, RECORD["seed"])  # the very seat the tester played against
    move = agent.choose(match.rules, view, seat, legal)
    assert move != played
    after = view_after(view, square_index(move.args[0]), square_index(move.args[1]))
    assert solve_view(after, nodes=20_000).value == "loss", move  # White, to move after it, is lost


def test_without_the_look_normal_still_plays_as_the_record_did() -> None:
    """The test's own check: `proof_plies=0` is normal before kona18 (what the arena's `normal@0` measures)."""
    match = _before(8)
    seat = match.rules.active_seats(match.state)[0]
    legal = match.rules.legal_actions(match.state, seat)
    agent = KonaAgent("normal", seed=RECORD["seed"] * 1_000_003 + seat * 7919 + 17, proof_plies=0)
    assert agent.choose(match.rules, match.rules.view(match.state, seat), seat, legal) == Action("move", ("b2", "a3"))
