"""Blind tester kona20's Whys. Match 2's move 3, f6 → f4, read "Why: it left Black a line of three on d4": the move
lifted White's piece off Black's on f6, and the line d4-e5-f6 runs through it (Practise said so of the same move:
"lifting your piece off f6 uncovers Black's piece there"). The cause now comes first. Match 1's move 7, the losing
move the walk back finds once every move before move 9 is proven lost (test_s38_kona_tie), gets a Why: the reply
the match saw, proven deeper."""

from __future__ import annotations

import json
from pathlib import Path

from kona_helpers import move, position

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.rules import RULES

DATA = Path(__file__).resolve().parent / "data"


def _match(name: str) -> Match:
    data = json.loads((DATA / name).read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    return Match.from_moves(RULES, data["seats"], data["seed"], dict(data["options"]), moves)


def _why(match: Match, ply: int, best: Action | None) -> str | None:
    record = match.records[ply - 1]
    answered = match.records[ply].action if ply < len(match.records) else None
    return analysis.mark_reason(RULES, match.state_at(ply - 1), record.seat, record.action, best, answered=answered)


def test_a_move_that_uncovers_the_piece_a_line_needs_says_so_first() -> None:
    match = _match("s38_kona20_match2_record.json")
    assert match.records[2].action == move("f6", "f4")
    why = _why(match, 3, move("d3", "c3"))
    assert why is not None and why.startswith("it uncovered Black's piece on f6"), why
    assert "line of three on d4" in why and "d4-e5-f6" in why, why


def test_the_uncovered_piece_is_named_only_where_the_line_uses_it() -> None:
    """White lifts its tower off Black's f6, but Black's line to come is a1-b2-c3 (c4 → c3), not through f6: the
    words stay those of a line left open (test_kona_mark_words has the plain case)."""
    state = position("""
        . . . . . bw
        . . . . . .
        . . b . . .
        . . . . . .
        . b . . . .
        b . . . . .
    """, to_move=0)
    assert move("f6", "f4") in RULES.legal_actions(state, 0)
    why = analysis.mark_reason(RULES, state, 0, move("f6", "f4"), None)
    assert why == "it left Black a line of three on c3", why


def test_the_losing_move_the_walk_finds_has_a_why() -> None:
    match = _match("s38_kona20_record.json")
    why = _why(match, 7, move("f1", "f4"))
    assert why is not None and why.startswith("c3 → d3 let Black play f6 → e5, then win by force"), why
    assert "f1 → f4" in why, why
