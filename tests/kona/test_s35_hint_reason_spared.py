"""The Hint's reason names a move that loses by force when the solver proves one: replaying from move 15, a tester
(kona14) got "it keeps your piece on d4 on top of Black's", equally true of the f1 → e2 the analysis had shown lost
to Black's a1 → a4. When every other move is proven lost, the Hint says it is the only one."""

from __future__ import annotations

import time

import baraza.game.kona.hint_reason as hint_reason
from baraza.game.core.action import Action
from baraza.game.kona.hint_reason import hint_words
from baraza.game.kona.solver import Outcome
from baraza.game.registry import get_game

SEED = 28554
MOVES = [("f1", "d3"), ("f6", "e5"), ("d3", "c3"), ("e5", "e4"), ("f6", "d4"), ("e4", "d4"), ("a6", "d6"),
         ("a6", "c4"), ("c3", "c4"), ("f1", "d3"), ("d6", "c5"), ("d3", "c4"), ("c5", "d4"), ("f6", "e6")]


def _before_move_15():
    rules = get_game("kona").rules
    state = rules.initial_state({"opening": "free", "pie": "off"}, SEED, 2)
    for i, move in enumerate(MOVES):
        rules.apply(state, i % 2, Action("move", move))
    return rules.view(state, 0)


def test_the_hint_names_a_move_that_lets_black_force_a_win() -> None:
    view = _before_move_15()
    started = time.process_time()
    words = hint_words(view, Action("move", ("a6", "b5")))  # the judge's move there
    # a6 → b5 is not proven safe, only searched: the words say how far (kona17, test_s37_kona_hint_claim.py)
    assert words is not None and "after it Black has no win within" in words, words
    assert "4 of your 6 other moves" in words and "lets Black play a1 → a4 and win by force" in words, words
    assert "on top of Black's" not in words
    assert time.process_time() - started < 5.0  # a worker's job, yet within a few of the judge's budgets


def test_the_only_move_that_holds_says_so(monkeypatch) -> None:
    view = _before_move_15()

    def solved(then, nodes=None, seconds=None):
        held = then.stacks.get("b5") and then.stacks.get("a6") == ()  # after the Hint's a6 → b5: proven no loss
        return Outcome("draw" if held else "win", 3, None, 100, 0.0, 3, [] if held else [(0, 18), (1, 2)])

    monkeypatch.setattr(hint_reason, "solve_view", solved)  # every other move proven lost
    words = hint_words(view, Action("move", ("a6", "b5")))
    assert words is not None and words.startswith("it is the only move that does not let Black force a win"), words

