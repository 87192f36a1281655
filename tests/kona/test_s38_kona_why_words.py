"""kona19's match against AI easy: Black's move 10 blunder read "instead, f5 → e4 lines up Black's pieces on e4 and
f3", where its point was a defence (from e4 Black covers d4, stopping White's d2-d3-d4); move 11's Why (167
characters) did not fit the caption and was dropped; a wrong try's reply read "threatens a line on e4" alone, though
no move of White's stopped it."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.exercises import MISSED_WIN, Exercise, check_answer
from baraza.game.kona.mark_words import WHY_CHARS
from baraza.game.kona.rules import RULES

RECORD = Path(__file__).resolve().parent / "data" / "s38_kona19_easy_record.json"


def _data() -> tuple[dict, list[tuple[int, Action]]]:
    data = json.loads(RECORD.read_text())
    return data, [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]


def _match() -> Match:
    data, moves = _data()
    return Match.from_moves(RULES, data["seats"], data["seed"], dict(data["options"]), moves)


def _why(ply: int, better: tuple[str, str]) -> str | None:
    match = _match()
    record = match.records[ply - 1]
    return analysis.mark_reason(RULES, match.state_at(ply - 1), record.seat, record.action, Action("move", better),
                                answered=match.records[ply].action)


def test_a_defending_better_move_says_what_it_stops() -> None:
    why = _why(10, ("f5", "e4"))
    assert why is not None and "f5 → e4 can cover d4 next, stopping White's line d2-d3-d4" in why, why
    assert "lines up" not in why and len(why) <= WHY_CHARS


def test_a_blunders_why_is_short_enough_for_the_caption() -> None:
    why = _why(11, ("f1", "e1"))
    assert why is not None and why.startswith("a2 → a3 did not stop Black's a6 → c4"), why
    assert len(why) <= WHY_CHARS, why


def test_a_wrong_try_names_every_line_the_reply_threatens_and_that_nothing_stops_it() -> None:
    data, moves = _data()
    exercise = Exercise(dict(data["options"]), data["seed"], tuple(data["seats"]), tuple(moves[:8]), 0, moves[8][1],
                        1.0, True, MISSED_WIN, 0.44)
    answer = check_answer(exercise, Action("move", ("d4", "b4")))
    assert not answer.right
    assert "Black plays f3 → f4 and threatens a line on e4 (d4-e4-f4), which no move of yours stops" in answer.why, \
        answer.why
