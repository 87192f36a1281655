"""Khedu's analysis chart on a blind tester's lost match (khedu25, 2 players against the normal AI, 0-26).

The chart fell 14 → 4 % on the player's Stack Honor at move 14 (the Hint: Take Legacy points), stayed at 4 % after the
End turn and climbed back to 13 % at move 16, the AI's quiet placement, and the summary named move 14 as the largest
fall. The 4 % was the play-outs' luck (a position's own play-outs tell a chance near 10 % to about ±0.02), and a
paired look cannot tell the Stack Honor from the Hint's move (about 0.05 at 118 pairs). A quiet move the pairs cannot
tell from the judge's is now judged with the position before it (analysis.KheduAnalyser.quiet_alike): the chart
stays level over it, and a move with a real cost (move 72: a turn ended beside an 84 % attack) stays marked.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.core.analysis_falls import OWN_MIN, falls_said
from baraza.game.khedu import analysis
from baraza.game.khedu.analysis import make_analyser
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s38_khedu25_record.json").read_text())
RULES = get_game("khedu").rules
SEATS = len(RECORD["seats"])
HONOR, LP = Action("reward", ("honor",)), Action("reward", ("lp",))
STACKED, PLACED, ENDED = 14, 16, 72  # the Stack Honor, the AI's placement, the End turn beside an 84 % attack
LEVEL = 0.02  # a quiet move's step on the chart at most (the positions either side judged as one: none)


@pytest.fixture(scope="module")
def judged() -> list:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return analyse(RULES, dict(RECORD["options"]), RECORD["seed"], SEATS, moves, make_analyser(0.5))


def _before(ply: int):
    state = RULES.initial_state(dict(RECORD["options"]), RECORD["seed"], SEATS)
    for m in RECORD["moves"][:ply - 1]:
        RULES.apply(state, m["seat"], Action.from_json(m["action"]))
    return state


def test_the_stack_honor_is_neither_marked_nor_a_fall(judged) -> None:
    j = judged[STACKED - 1]
    assert Action.from_json(j.action_json) == HONOR and j.best == "Take Legacy points"
    assert j.mark is None
    assert j.chances_before[0] - j.chances_after[0] < LEVEL, (j.chances_before, j.chances_after)


def test_the_chart_does_not_bounce_back_on_the_ais_placement(judged) -> None:
    j = judged[PLACED - 1]
    assert j.seat == 1 and Action.from_json(j.action_json).kind == "place"
    assert abs(j.chances_after[0] - j.chances_before[0]) < LEVEL, (j.chances_before, j.chances_after)


def test_the_summary_names_no_fall_at_the_stack_honor(judged) -> None:
    # the tester's analysis marked nothing, and the summary named "your move 14 (…, 14% → 4%)": with the marks
    # taken off, as there, move 14 is no fall the summary could name
    unmarked = [replace(j, mark=None) for j in judged]
    j = unmarked[STACKED - 1]
    assert j.chances_before[0] - j.chances_after[0] < OWN_MIN
    assert "move 14 " not in falls_said(unmarked, ["You", "AI normal"])


def test_a_turn_ended_beside_a_likely_attack_stays_marked(judged) -> None:
    j = judged[ENDED - 1]
    assert Action.from_json(j.action_json).kind == "end_turn"
    assert j.mark is not None  # the Legacy points it gave up (mark_points.py): a mistake with the normal AI of today


def test_a_quiet_move_is_judged_with_the_one_before_only_where_the_pairs_see_no_cost(monkeypatch) -> None:
    state = _before(STACKED)
    seen: list[tuple] = []

    def pairs(result: tuple[float, float, int]):
        def look(*args, **kwargs):
            seen.append(args[5:7])
            return result
        return look

    monkeypatch.setattr(analysis, "paired_drop", pairs((0.03, 0.05, 18)))  # under two errors: cannot tell them apart
    assert make_analyser(0.5).same_move(RULES, state, 0, HONOR, LP)
    monkeypatch.setattr(analysis, "paired_drop", pairs((0.08, 0.02, 60)))  # a cost the pairs see: its own step
    assert not make_analyser(0.5).same_move(RULES, state, 0, HONOR, LP)
    monkeypatch.setattr(analysis, "paired_drop", pairs((0.15, 0.1, 18)))  # an inaccuracy's worth: the marks judge it
    assert not make_analyser(0.5).same_move(RULES, state, 0, HONOR, LP)
    assert seen == [(HONOR, LP)] * 3


def test_an_attack_or_a_turn_ended_beside_one_is_never_judged_alike() -> None:
    judge = make_analyser(0.5)
    state = _before(ENDED)
    attack = Action.from_json({"kind": "attack", "args": [["cadre", 0, 0], ["desert", 0]]})
    assert not judge.quiet_alike(RULES, state, 0, Action("end_turn"), attack)
    assert not judge.quiet_alike(RULES, state, 0, attack, Action("end_turn"))
