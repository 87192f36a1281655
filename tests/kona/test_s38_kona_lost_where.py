"""Blind tester kona19 lost to AI normal in 18 moves: the chart showed 38 % after their move 9, then 0 % after the AI's
move 10, the caption blamed that move ("no single move lost enough to be marked") and Practise had nothing. Kona has
no dice: the position was lost already. The analysis now walks the proof back over the player's decisions
(game.kona.lost_where) to the last one where a move held: move 7, c3 → d4, where the Hint said a6 → d6."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.core.match import Match
from baraza.game.kona import analysis
from baraza.game.kona.analysis import KonaAnalyser
from baraza.game.kona.exercises import exercises_from
from baraza.game.kona.lost_where import Budget, walk_back
from baraza.game.kona.rules import RULES

RECORD = Path(__file__).resolve().parent / "data" / "s38_kona19_normal_record.json"


def _moves() -> tuple[dict, list[tuple[int, Action]]]:
    data = json.loads(RECORD.read_text())
    return data, [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]


def _match() -> Match:
    data, moves = _moves()
    return Match.from_moves(RULES, data["seats"], data["seed"], dict(data["options"]), moves)


@pytest.fixture(scope="module")
def judged() -> list:
    data, moves = _moves()
    return analyse(RULES, data["options"], data["seed"], 2, moves, KonaAnalyser())


def test_the_move_that_lost_is_marked_with_the_move_that_held(judged) -> None:
    seventh = judged[6]
    assert seventh.action == "c3 → d4" and seventh.mark == "blunder" and seventh.best == "a6 → d6", seventh
    assert seventh.p_before > 0.3 and seventh.p_after == 0.0
    # chart and words agree: from move 7 on the position is proven lost, so the AI's move 10 took nothing
    for j in judged[6:]:
        assert j.chances_after[0] == 0.0, j
    assert judged[9].chances_before[0] == 0.0 and not judged[9].mark
    assert [j.ply for j in judged if j.mark] == [7]


def test_practise_gets_the_exercise(judged) -> None:
    exercises = exercises_from(_match(), judged, 0)
    assert [e.ply for e in exercises] == [7] and exercises[0].played == Action("move", ("c3", "d4"))


def test_the_why_names_the_reply_and_the_better_move() -> None:
    match = _match()
    state, record, reply = match.state_at(6), match.records[6], match.records[7]
    why = analysis.mark_reason(RULES, state, 0, record.action, Action("move", ("a6", "d6")), answered=reply.action)
    assert why is not None and why.startswith("c3 → d4 let Black play f6 → e5, then win by force"), why
    assert "a6 → d6" in why, why


def test_a_walk_out_of_budget_says_it_could_not_pin_the_loss_down() -> None:
    """With no budget to decide the player's move 11, that move is marked (it went into a proven loss), no better
    move named, the AI's move 10 not blamed for the whole fall, and the Why says the loss may have come sooner."""
    data, moves = _moves()

    class Poor(KonaAnalyser):
        def walk_back(self, rules, states, played, evaluations) -> None:
            walk_back(self, rules, states, played, evaluations, Budget(0))

    judged = analyse(RULES, data["options"], data["seed"], 2, moves, Poor())
    eleventh = judged[10]
    assert eleventh.mark == "blunder" and eleventh.best is None, eleventh
    assert judged[9].chances_after[0] > 0.2  # the fall is not all on the AI's move 10
    match = _match()
    why = analysis.mark_reason(RULES, match.state_at(10), 0, match.records[10].action, None,
                               answered=match.records[11].action)
    assert why is not None and "could not pin it down" in why, why
