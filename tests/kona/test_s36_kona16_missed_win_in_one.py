"""A move that skips a win at once is marked and practised (blind tester kona16, data/kona16_game2.json).

Against easy the player twice played another move where f2 → e3 made a line of three on the spot (moves 13 and
15). The forced win was still there after each, so the chart stayed at 100 %: the analysis said "yours: none" and
Practise "well played", though the README promises any win you had and missed becomes an exercise."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.analysis import KonaAnalyser
from baraza.game.kona.exercises import check_answer, exercises_from
from baraza.game.kona.rules import RULES

RECORD = json.loads((Path(__file__).parent / "data" / "kona16_game2.json").read_text("utf-8"))
MOVES = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
SKIPPED = (13, 15)  # White's moves that skipped f2 → e3


def _match(plies: int = len(MOVES)) -> Match:
    return Match.from_moves(RULES, RECORD["seats"], RECORD["seed"], RECORD["options"], MOVES[:plies])


@cache
def _judged() -> tuple:
    return tuple(analyse(RULES, RECORD["options"], RECORD["seed"], 2, MOVES, KonaAnalyser()))


def test_a_skipped_win_at_once_is_marked_though_the_chart_stays_at_100() -> None:
    judged = _judged()
    for ply in SKIPPED:
        j = judged[ply - 1]
        assert j.p_before == j.p_after == 1.0 and j.mark in ("inaccuracy", "mistake", "blunder"), (ply, j.mark)
    assert judged[16].mark is None  # the move that took the line


def test_the_why_says_which_move_won_at_once() -> None:
    for ply in SKIPPED:
        seat, action = MOVES[ply - 1]
        words = analysis.mark_reason(RULES, _match(ply - 1).state, seat, action, Action("move", ("f2", "e3")))
        assert words is not None and words.startswith("White had a win in one: f2 → e3 makes a line"), words


def test_each_skipped_win_is_an_exercise_only_the_line_answers() -> None:
    match = _match()
    exercises = {e.ply: e for e in exercises_from(match, list(_judged()), 0)}
    assert set(SKIPPED) <= set(exercises)
    exercise = exercises[13]
    assert exercise.missed_win and exercise.at_once == "f2 → e3" and "line of three at once" in exercise.prompt()
    assert check_answer(exercise, Action("move", ("f2", "e3"))).right
    # a1 → a3 (the move the player made two moves later) keeps the forced win, yet is no answer here
    answer = check_answer(exercise, Action("move", ("a1", "a3")))
    assert not answer.right and "line of three" in answer.why


def test_an_older_analysis_that_marked_nothing_still_offers_them() -> None:
    older = [dataclasses.replace(j, mark=None) for j in _judged()]
    assert set(SKIPPED) <= {e.ply for e in exercises_from(_match(), older, 0) if e.missed_win}
