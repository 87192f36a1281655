"""Khedu's judge on a blind tester's match (khedu16, 2 players against the normal AI, Analyse rated 5/10).

- Move 95 (the AI's roll) was blamed for the fall while its choice after it (turning 3-2-3 down to lose on purpose,
  the fight it provoked at its own hero) made the swing: the fight's chance node priced the roll with the equal dice
  raised. It now weighs the roll as its instigator will move the dice (game/khedu/analysis_settle.py).
- Move 23 (1 Honor stacked at turn 2 of 15) read 21 % → 0 %: the look one move ahead, meant for the end of a
  match, charted the luckiest of 13 moves' two play-outs. It is kept to the last turns (analysis.SCAN_BUDGET).
"""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.evaluation import Evaluation
from baraza.game.khedu.analysis import make_analyser
from baraza.game.khedu.analysis_settle import fight_outcomes
from baraza.game.khedu.dice import win_probability
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "s34_khedu_analysis_record.json").read_text())
BEFORE_ROLL = 94  # the position before move 95: the AI's provoked Desert unit at its own Khana Ekkubana, 3 dice +6 vs 14
QUIET = 24  # the position after move 24 (the player's turn ended at turn 2 of 15)
MIDGAME_PLAYOUT = 100.0  # a Khedu play-out's length from there (about 100 moves, measured on this match)


def _match():
    from baraza.game.core.match import Match

    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def test_the_fight_node_prices_the_roll_as_the_provoker_will_move_the_dice():
    rules = get_game("khedu").rules
    state = _match().state_at(BEFORE_ROLL)
    c = state.combat
    assert c.step == "roll" and c.instigator == 1 and c.defender[:2] == ("cadre", 1) and c.attacker[0] == "desert"
    outcomes = fight_outcomes(rules, state, "hard", 1)
    assert outcomes is not None and len(outcomes) == 2
    lowered, raised = win_probability(3, 6, 14, True), win_probability(3, 6, 14)
    assert abs(lowered - raised) > 0.1  # the two readings differ: the test tells them apart
    assert abs(outcomes[0][0] - lowered) < 1e-9, outcomes[0][0]
    # each outcome is the fight settled as listed: the Desert unit won, then the AI's own hero held
    assert outcomes[0][1].combat is None or outcomes[0][1].combat.winner == c.attacker
    assert outcomes[1][1].combat is None or outcomes[1][1].combat.winner == c.defender


def test_the_look_one_move_ahead_spends_nothing_mid_match():
    rules = get_game("khedu").rules
    state = _match().state_at(QUIET)
    mover = rules.active_seats(state)[0]
    legal = rules.legal_actions(state, mover)
    analyser = make_analyser(0.5)
    spent = []

    def playouts(*args, **kwargs):
        spent.append(1)
        return [0.0, 2.0], 2

    analyser._playouts = playouts
    judged = Evaluation((0.1, 0.9), legal[0], False, 10)
    assert analyser._scan(rules, state, 2, mover, legal, judged, MIDGAME_PLAYOUT) is judged
    assert not spent, "the look ran play-outs at turn 2 of 15"
    # near the end too (s35: the look judged one side of a move only, the chart read 47 → 0 %): no look at all
    assert analyser._scan(rules, state, 2, mover, legal, judged, 10.0) is judged
    assert not spent
