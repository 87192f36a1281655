"""A proven win one move later is a proven win one move sooner where nothing is rolled or hidden: a tester's losing
move was marked an inaccuracy (54 % → 38 %) while the position after the rival's reply read 0 %, proven
(game/core/analysis_hindsight.py). The games are found by what their specs declare, never by name."""

from __future__ import annotations

from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.core.analysis_hindsight import proven_back
from baraza.game.core.evaluation import Evaluation
from baraza.game.registry import available_games

MOVE = Action("move", ())


def _chain(spec) -> list[Evaluation]:
    """Seat 0 moves (0.54 → 0.38 estimated), seat 1 replies into a proven win for seat 1, then seat 0 again."""
    evaluations = [Evaluation((0.54, 0.46)), Evaluation((0.38, 0.62)), Evaluation((0.0, 1.0), proven=True),
                   Evaluation((0.0, 1.0), proven=True)]
    proven_back(SimpleNamespace(name=spec.name), evaluations, [(0, MOVE), (1, MOVE), (0, MOVE)])
    return evaluations


def test_a_reply_into_a_proven_win_proves_the_move_before_it_lost():
    exact = [s for s in available_games() if s.chance is False and s.hidden_information is False]
    assert exact, "a game without chance or hidden information is installed"
    evaluations = _chain(exact[0])
    assert evaluations[1].proven and evaluations[1].chances == (0.0, 1.0)  # after seat 0's move: lost, proven
    assert not evaluations[0].proven and evaluations[0].chances == (0.54, 0.46)  # before it: seat 0 chose


def test_nothing_is_carried_back_where_dice_or_hidden_cards_play():
    for spec in available_games():
        if spec.chance or spec.hidden_information:
            evaluations = _chain(spec)
            assert evaluations[1] == Evaluation((0.38, 0.62)), spec.name
