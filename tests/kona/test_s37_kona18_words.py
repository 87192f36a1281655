"""Blind tester kona18's marks (data/kona18_normal.json): words that left the player asking. "a6 → b6 takes White's
a6 out of reach" (of what? 51-mark7.png), "f6 → d6 lines up two of White's toward d5" (d5 lies between them,
56-mark5.png), "which later goes a1 → b1" told as a fact what is one line of the proof, and the better move that
wins by force given as a plan, "f6 → d4 prepares d4 → d3, which would threaten a line on b5" (54-mark11.png)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.hint_reason import hint_reason
from baraza.game.kona.rules import RULES

RECORD = json.loads((Path(__file__).parent / "data" / "kona18_normal.json").read_text("utf-8"))


def _why(ply: int, better: tuple[str, str]) -> str:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(RULES, RECORD["seats"], RECORD["seed"], RECORD["options"], moves[: ply - 1])
    seat, played = moves[ply - 1]
    words = analysis.mark_reason(RULES, match.state, seat, played, Action("move", better))
    assert words is not None
    return words


def test_the_uncovered_piece_could_go_and_the_better_move_says_from_whom_it_escapes() -> None:
    words = _why(7, ("a6", "b6"))  # a1 → a3, a blunder
    assert "which could then go a1 → b1: Black wins by force (e.g. a line on b1-c1-d1)" in words, words
    assert "later goes" not in words and "out of reach" not in words, words
    assert words.endswith("; a6 → b6 moves White's piece where Black cannot cover it"), words


def test_a_pair_in_line_names_both_pieces_and_the_square_that_makes_three() -> None:
    words = _why(5, ("f6", "d6"))  # f1 → c4, an inaccuracy
    assert words == "f6 → d6 lines up White's pieces on d6 and d4: one more on d5 makes a line of three", words


def test_a_better_move_that_wins_by_force_says_so() -> None:
    words = _why(11, ("f6", "d4"))  # a6 → a5 let the forced win slip
    assert words.startswith("f6 → d4 wins by force (e.g. a line on "), words
    assert "prepares" not in words, words


def test_the_hint_for_a_pair_in_line_speaks_to_the_mover() -> None:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(RULES, RECORD["seats"], RECORD["seed"], RECORD["options"], moves[:4])
    view = RULES.view(match.state, None)
    assert hint_reason(view, Action("move", ("f6", "d6"))) == \
        "it lines up your pieces on d6 and d4: one more on d5 makes a line of three"
