"""Blind tester kona17's marks (data/kona17_game2.json, kona17_game3.json).

Game 3, move 5 c1 → d2 (a blunder, c1 → b2 better): the Why ran to 169 characters, so the caption before the
move dropped it and read "better: c1 → b2" alone (93-g3m5.png), while Practise explained c1 → b2 ("else Black
could play a1 → d4 and threaten a line on d5", 89). Game 2, move 11 a6 → a3 skipped e3 → e5's line with the game
still won and read "stayed at 100 %, but the better move would have gained more" (74-easy-m11.png)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.exercises import _why_it_works
from baraza.game.kona.rules import RULES

DATA = Path(__file__).parent / "data"


def _before(game: str, ply: int) -> tuple[Match, int, Action]:
    record = json.loads((DATA / f"{game}.json").read_text("utf-8"))
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    match = Match.from_moves(RULES, record["seats"], record["seed"], record["options"], moves[: ply - 1])
    seat, action = moves[ply - 1]
    return match, seat, action


def test_the_blunders_why_is_practises_reason_and_names_the_reply_that_beat_it() -> None:
    match, seat, action = _before("kona17_game3", 5)
    better = Action("move", ("c1", "b2"))
    words = analysis.mark_reason(RULES, match.state, seat, action, better)
    practise = _why_it_works(match, seat, better)  # " because else Black could play a1 → d4 and threaten …."
    reason = practise.removeprefix(" because ").rstrip(".")
    assert reason.startswith("else Black could play a1 → d4"), practise
    assert words is not None and reason in words, words
    assert "after c1 → d2, Black's a1 → d4 wins by force" in words, words
    # short enough for the caption before the move beside the mark's own words (about 120 characters there)
    assert len(words) <= 120, (len(words), words)


def test_a_skipped_line_in_a_won_game_says_so_in_one_wording() -> None:
    match, seat, action = _before("kona17_game2", 11)
    words = analysis.mark_reason(RULES, match.state, seat, action, Action("move", ("e3", "e5")))
    assert words == "White had a win in one: e3 → e5 makes a line (the game stayed won)", words


def test_a_won_chance_that_stayed_won_claims_no_gain_for_the_better_move() -> None:
    from baraza.scenes.replay.captions import chance_moved

    assert chance_moved(1.0, 1.0, 1.0) == "stayed at 100%"
    assert chance_moved(1.0, 1.0, None, short=True) == "stayed at 100%"
    assert chance_moved(0.58, 0.581, None) == "stayed at 58%, but the better move would have gained more"
