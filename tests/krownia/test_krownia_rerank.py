"""Re-ranking the planner's best first moves with a model of what a move buys (expert/rerank.py)."""

from __future__ import annotations

import itertools

from krownia_helpers import R

from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.features import FEATURES
from baraza.game.krownia.expert.learned import LinearModel
from baraza.game.krownia.rules import MAIN


def tick_clock(step: float = 1e-3):
    reads = itertools.count()
    return lambda: next(reads) * step


def _on_hand_value(sign: float) -> LinearModel:
    return LinearModel(0.0, tuple(sign if f == "hand_value" else 0.0 for f in FEATURES))


def _main_phase_choices(seeds: range, **settings) -> tuple[list, list]:
    """The shipped expert's and a re-ranking expert's choices at seat 0's main-phase decisions of hard games."""
    shipped, reranked = [], []
    for seed in seeds:
        state = R.initial_state(R.default_options(), seed, 4)
        agents = {s: KrowniaAI("hard", s, seed) for s in range(4)}
        while not R.is_terminal(state):
            seat = R.active_seats(state)[0]
            legal = R.legal_actions(state, seat)
            if seat == 0 and state.phase == MAIN and len(legal) > 2:
                view = R.view(state, 0)
                shipped.append(ExpertAI(0, 7, clock=tick_clock()).choose(R, view, 0, legal))
                choice = ExpertAI(0, 7, clock=tick_clock(), **settings).choose(R, view, 0, legal)
                assert choice in legal
                reranked.append(choice)
            R.apply(state, seat, agents[seat].choose(R, R.view(state, seat), seat, legal))
    return shipped, reranked


def test_a_model_that_is_the_hand_value_changes_nothing():
    shipped, reranked = _main_phase_choices(range(2), rerank=4, model=_on_hand_value(1.0))
    assert len(shipped) > 20
    assert shipped == reranked


def test_a_different_model_picks_other_moves_among_the_planners_best():
    shipped, reranked = _main_phase_choices(range(2), rerank=4, model=_on_hand_value(-1.0))
    assert sum(a != b for a, b in zip(shipped, reranked, strict=True)) > len(shipped) // 5


def test_rerank_needs_a_linear_model_and_is_off_as_shipped():
    assert ExpertAI(0, 1).rerank_model is None
    assert ExpertAI(0, 1, rerank=4).rerank_model is None  # no model: the planner's choice stands
