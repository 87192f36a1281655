"""Konja's analysis, konja17 (data/konja17_record.json): the summary named "your move 84", a red-dice roll of 1, 1,
among the player's largest falls. Each judged move now says whether it was a choice (MoveJudgement.luck,
game/core/analysis_falls.luck_move): the red roll is luck, a card's reroll is a choice."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.core.analysis_falls import luck_move
from baraza.game.konja import RULES, analysis
from tests.konja.test_s35_analysis3_reroll import _args, before_move


def test_the_red_roll_is_luck_and_thunder_drum_a_choice(baraza_home):
    state, (seat, roll_red) = before_move(84)
    assert roll_red.kind == "roll_red" and len(RULES.legal_actions(state, seat)) > 1  # it could be skipped
    assert luck_move(RULES, state, seat, roll_red, drew=True)
    state, (seat, drum) = before_move(91)
    assert not luck_move(RULES, state, seat, drum, drew=True)
    state, (seat, roll) = before_move(89)
    assert roll.kind == "roll" and luck_move(RULES, state, seat, roll, drew=True)


def test_the_analysis_records_which_moves_were_luck(baraza_home):
    record = json.loads((Path(__file__).parent / "data" / "konja17_record.json").read_text("utf-8"))
    moves = [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in record["moves"][:12]]
    judged = analyse(RULES, record["options"], record["seed"], 2, moves, analysis.make_analyser(0.02))
    rolls = [j for j in judged if j.action_json["kind"] in ("roll", "roll_red")]
    assert rolls and all(j.luck for j in rolls)
    assert any(not j.luck for j in judged)
