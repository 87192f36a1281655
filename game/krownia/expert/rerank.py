"""Re-ranking the planner's best first moves with a model of what a move buys (issue 28, session 16).

The turn planner rates the ends of its lines with the hand-tuned value. A model fitted on *differences
within one decision* (tools/krownia_train.py --rerank: at sampled decisions the planner's best few lines,
each played out to the end of the game many times on common dice, so the rows of one decision differ only
by the move) scores those same line ends; the expert plays the first move of the line it scores highest.
It is used only where it was fitted: among the planner's few best first moves at a main-phase decision,
never inside the search, so the planner cannot steer into positions the model never saw.
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.expert.features import FeatureMaker
from baraza.game.krownia.expert.learned import LinearModel
from baraza.game.krownia.expert.planner import Planner
from baraza.game.krownia.expert.value import Evaluator
from baraza.game.krownia.rules import MAIN, ROAD_BUILDING, YEAR_OF_PLENTY, KrowniaRules, KrowniaState

_PLANNED = (MAIN, ROAD_BUILDING, YEAR_OF_PLENTY)


def follow(rules: KrowniaRules, state: KrowniaState, seat: int, moves: list[Action]) -> KrowniaState:
    """Play `moves` on `state` (changed) while the turn goes on and each is legal (a line planned on one
    guess of the hidden cards may not fit another); returns the state."""
    for move in moves:
        if state.phase not in _PLANNED or move not in rules.legal_actions(state, seat):
            break
        rules.apply(state, seat, move)
    return state


def line_end(rules: KrowniaRules, state: KrowniaState, seat: int, first: Action | None,
             planner: Planner) -> KrowniaState:
    """The position the planner's line starting with `first` ends in (None: the turn ends now)."""
    return follow(rules, rules.clone(state), seat, [first, *planner.line(first)] if first is not None else [])


def rerank(rules: KrowniaRules, state: KrowniaState, seat: int, close: list[Action | None], planner: Planner,
           ev: Evaluator, model: LinearModel) -> Action | None:
    """Of the candidate first moves (the planner's best first), the one whose line end the model scores
    highest; ties keep the planner's order."""
    maker = FeatureMaker(state)
    best, best_score = close[0], float("-inf")
    for move in close:
        end = line_end(rules, state, seat, move, planner)
        score = model.logit(maker.vector(end, seat, ev.value(end)))
        if score > best_score:
            best, best_score = move, score
    return best
