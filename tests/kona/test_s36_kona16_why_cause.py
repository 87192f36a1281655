"""A Kona Why names what the marked move changed, never a reply that was there before it (blind tester kona16,
data/kona16_game1.json and kona16_game3.json).

Game 1, White's move 3 a6 → a3 read "let Black cover White's d3 (f1 → d3)": f1 → d3 was legal before the move;
what a6 → a3 did was uncover Black's piece on a6, which later went a6 → c4 for the winning fork. Game 3, the AI's
a1 → a2 read "let White play a6 → d3": a6 → d3 won already; a1 → a2 only failed to stop it."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.rules import RULES

DATA = Path(__file__).parent / "data"


def _why(game: str, ply: int, better: str) -> str | None:
    record = json.loads((DATA / f"{game}.json").read_text("utf-8"))
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    match = Match.from_moves(RULES, record["seats"], record["seed"], record["options"], moves[: ply - 1])
    seat, action = moves[ply - 1]
    return analysis.mark_reason(RULES, match.state, seat, action, Action("move", tuple(better.split("-"))))


def test_the_why_names_the_piece_the_move_uncovered_not_a_reply_legal_before() -> None:
    words = _why("kona16_game1", 3, "d3-c3")
    assert words is not None and words.startswith("a6 → a3 uncovered Black's piece on a6"), words
    assert "a6 → c4" in words and "win" in words
    assert "f1 → d3" not in words and "let Black" not in words


def test_a_reply_that_won_before_the_move_is_not_one_the_move_let() -> None:
    words = _why("kona16_game3", 6, "e5-f6")
    assert words is not None and words.startswith("a1 → a2 did not stop White's a6 → d3, which wins by force"), words
    assert "let White" not in words

