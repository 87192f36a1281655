"""S33: a judge may call a position a chance node (`chance_node(rules, state) -> [(p, state)]`): the position is
worth Σ p × value(outcome) (game/core/analysis_chance.py). A stand-in game whose outcomes are finished matches."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from baraza.game.core.analysis_chance import node_outcomes, node_value
from baraza.game.core.rules import MatchResult


@dataclass
class _Ended:
    winner: int


class _Rules:
    def is_terminal(self, state) -> bool:
        return True

    def result(self, state) -> MatchResult:
        return MatchResult(winners=(state.winner,), scores=(0, 0))


class _Judge:
    move_budget, min_playouts, playouts = 100, 2, 6

    def __init__(self, outcomes):
        self.outcomes = outcomes

    def chance_node(self, rules, state):
        return self.outcomes


def test_a_chance_node_is_worth_the_expectation_over_its_outcomes():
    judge = _Judge([(0.26, _Ended(0)), (0.74, _Ended(1))])
    chances, samples, _length, _scores = node_value(judge, _Rules(), object(), 2, 0)
    assert chances == pytest.approx((0.26, 0.74))
    assert samples == 0  # exact outcomes: no play-out noise


def test_outcomes_that_do_not_sum_to_one_are_not_weighed():
    assert node_outcomes(_Judge([(0.5, _Ended(0))]), _Rules(), object()) is None
    assert node_value(_Judge(None), _Rules(), object(), 2, 0) is None


def test_a_judge_without_the_hook_has_no_chance_nodes():
    assert node_outcomes(object(), _Rules(), object()) is None
