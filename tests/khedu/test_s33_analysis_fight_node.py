"""S33 (blind tester, Analyse 4-7/10): a provocation at 26 % with a far surer fight open rose the chart and was named
a fault but not marked; play-outs from one fight's positions swung 79 → 4 → 66 %, each rolling the dice at random.
A fight declared and not yet rolled is now a chance node (analysis_settle.py): p_win × won + (1 − p_win) × lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.khedu import RULES, make_agent
from baraza.game.khedu.analysis import make_analyser
from baraza.game.khedu.analysis_settle import fight_outcomes
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.mark_words import fault


def _match_at(seed: int, moves: int):
    """The position after the first `moves` moves of a normal-vs-normal match (tools/khedu_bad_moves.py's seating,
    seed 1), replayed from its record: the AI's later changes move no position of it."""
    record = json.loads((Path(__file__).parent / "s33_long_shot_record.json").read_text())
    assert seed == record["seed"] and moves <= len(record["moves"])
    state = RULES.initial_state(record["options"], seed, 2)
    for seat, action in record["moves"][:moves]:
        RULES.apply(state, seat, Action.from_json(action))
    return state


LONG_SHOT = Action("attack", (("desert", 1), ("cadre", 1, 1)))  # seed 1, move 64: a provocation at 34 %


def test_a_declared_fight_lists_its_won_and_lost_positions_at_its_exact_odds():
    state = _match_at(1, 63)
    RULES.apply(state, 0, LONG_SHOT)
    outcomes = fight_outcomes(RULES, state, "normal", 1)
    assert outcomes is not None and len(outcomes) == 2
    (p_won, won), (p_lost, lost) = outcomes
    assert p_won + p_lost == pytest.approx(1.0) and 0.0 < p_won < 0.5
    for child in (won, lost):  # each settled: the fight rolled, no longer before its dice
        assert child.combat is None or child.combat.step not in ("pay", "cadences", "roll", "adjust")
    # the odds are the fight's as it stood at the roll, its payments and songs played as the play-outs play them
    assert state.combat is not None and state.combat.step == "pay"  # the position itself left as it was
    assert p_won == pytest.approx(win_probability(*RULES.combat_numbers(_at_roll(state))))


def _at_roll(state):
    sim = RULES.clone(state)
    agents = {}
    while sim.combat.step != "roll":
        seat = RULES.active_seats(sim)[0]
        legal = RULES.legal_actions(sim, seat)
        agent = agents.setdefault(seat, make_agent("normal", seat, 1 + seat))
        RULES.apply(sim, seat, legal[0] if len(legal) == 1 else agent.choose(RULES, RULES.view(sim, seat), seat, legal))
    return sim


def test_no_chance_node_outside_a_fight():
    assert fight_outcomes(RULES, _match_at(1, 63), "normal", 1) is None


def test_a_long_shot_provocation_with_a_sure_fight_open_is_marked():
    state = _match_at(1, 63)
    analyser = make_analyser(0.5)
    best = analyser.evaluate(RULES, state, 2).best
    assert "when a fight at over 99% was open" in fault(RULES, state, 0, LONG_SHOT, best)
    assert judge_move(RULES, state, 2, 0, LONG_SHOT, analyser) is not None

