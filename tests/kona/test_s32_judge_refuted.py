"""The judge (and so the Hint) drops a move the solver proves lost once made: a tester played the Hint's b6 → c5 and
saw the chart fall 40 % → 0 % with no mark (the search had not seen Black's forced reply)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.kona.analysis import KonaAnalyser
from baraza.game.kona.mark_words import view_after
from baraza.game.kona.proof import solve_view
from baraza.game.registry import get_game

SEED = 113125
MOVES = [("a6", "c4"), ("a1", "d4"), ("c4", "d4"), ("a6", "a4"), ("d4", "d6"), ("a4", "b4"), ("a6", "b6"),
         ("b4", "a3"), ("f1", "f4"), ("f1", "d3")]


def _before_move_11():
    rules = get_game("kona").rules
    state = rules.initial_state({"opening": "free", "pie": "off"}, SEED, 2)
    for i, move in enumerate(MOVES):
        rules.apply(state, i % 2, Action("move", move))
    return rules, state


def test_the_move_proven_lost_is_not_the_judges_best():
    rules, state = _before_move_11()
    view = rules.view(state, None)
    lost = Action("move", ("b6", "c5"))
    assert lost in rules.legal_actions(state, 0)
    assert solve_view(view_after(view, lost)[1], nodes=20_000).value == "win"  # Black wins by force after it
    judged = KonaAnalyser().evaluate(rules, state, 2)
    assert judged.best is not None and judged.best != lost, judged
    assert solve_view(view_after(view, judged.best)[1], nodes=20_000).value != "win"
