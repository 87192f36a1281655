"""A KROWNIA hint's facts (the goal it keeps cards for, an offer's cards) cross the AI worker's pipe beside its
words, typed (AIResult.facts, from the agent's `explained`), not inside a str subclass: the table's runner result
carries plain words and the facts as data."""

from __future__ import annotations

import pickle

from test_s34_hint_plan import _seat

from baraza.game.core.action import Action
from baraza.game.krownia import RULES as R
from baraza.game.krownia.hint_facts import HintFacts
from baraza.game.krownia.rules import COST_TOWN
from baraza.scenes.table.ai_runner import AIRequest, _decide


def test_the_worker_answers_with_words_and_typed_facts() -> None:
    state = _seat((0, 0, 0, 1, 2))  # a town's Ore and Wheat partly held: the hint keeps them
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    request = AIRequest(1, "hint", "krownia", "ai:expert", 0, 7, view, legal)
    result = pickle.loads(pickle.dumps(_decide({}, request)))  # as it crosses the pipe
    assert result.error is None and result.action in legal
    assert result.words is None or type(result.words) is str
    assert isinstance(result.facts, HintFacts) or result.facts is None


def test_the_hard_ai_explains_an_ended_turn_with_its_goal() -> None:
    from baraza.game.krownia.ai import KrowniaAI

    state = _seat((0, 0, 0, 1, 2))
    said = KrowniaAI("hard", 0, 1).explained(R.view(state, 0), Action("end_turn"))
    assert said is not None and type(said.text) is str and said.text
    assert said.facts.goal == COST_TOWN, said
