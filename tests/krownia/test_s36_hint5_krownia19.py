"""S36, blind tester krownia19 (Hint 6/10): the Hint inside the offer dialog judged afresh and contradicted the Hint
outside it ("Offer 1 Wood for 1 Sheep" outside, "Drop the offer: no swap … brings a build closer" on exactly that
draft; the same on a counter drafted as Blue's own offer, which completed the development card); after the hinted
trade paid for the card, "End the turn: … a development card would spend the Wheat and Ore kept for it"; and a
step in the dialog said "Take 1 Wood off the offer: to make the offer: give 2 Wheat …", naming one of four changes.
The positions are the tester's own match (data/krownia19_red.json)."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import R, replayed

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.hint_facts import HintFacts, HintWords, facts_of
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.rules import COST_DEV, COST_TOWN, COST_VILLAGE

RECORD = Path(__file__).parent / "data" / "krownia19_red.json"
DROP_WORDS = "no swap of your cards brings a build closer that a player is likely to take now"


def _at(moves: int):
    state = replayed(RECORD, moves)
    return state, R.view(state, 0), R.legal_actions(state, 0)


def test_the_hinted_offer_drafted_in_the_dialog_is_sent_not_dropped():
    state, view, legal = _at(130)  # turn 16: 1 Wood for 1 Sheep drafted, as the Hint outside had said
    assert state.phase == "trade_compose" and view.trade.draft_give == (1, 0, 0, 0, 0)
    step = keep_plan(view, 0, Action("offer_abandon"), DROP_WORDS, COST_DEV, legal)
    assert step.action == Action("offer_send", (-1,)), step
    assert "completes the cards for a development card" in step.words
    assert step.plan == COST_DEV


def test_a_counter_drafted_as_the_offer_that_completes_the_plan_is_sent():
    state, view, legal = _at(35)  # turn 2: Red counters Blue's 1 Wheat for 1 Wood, the draft its mirror
    assert view.trade.draft_give == (1, 0, 0, 0, 0) and view.trade.draft_get == (0, 0, 0, 1, 0)
    step = keep_plan(view, 0, Action("offer_abandon"), DROP_WORDS, COST_DEV, legal)
    assert step.action.kind == "offer_send", step
    assert "completes the cards for a development card" in step.words


def test_a_counter_asking_more_gives_way_to_accepting_the_offer_that_completes_the_plan():
    _state, view, legal = _at(34)
    words = HintWords("give 1 Wood for 1 Sheep + 1 Wheat toward a development card, to Blue",
                      HintFacts(COST_DEV, (1, 0, 0, 0, 0), (0, 0, 1, 1, 0), 1))
    step = keep_plan(view, 0, Action("counter_trade"), words, COST_DEV, legal)
    assert step.action == Action("accept_trade"), step
    assert "completes the cards" in step.words


def test_a_send_of_a_draft_that_gives_away_the_plan_says_why_it_is_dropped():
    _state, view, legal = _at(189)  # turn 25: 1 Wood + 1 Wheat for 1 Ore drafted, a village planned
    step = keep_plan(view, 0, Action("offer_send", (-1,)), "", COST_VILLAGE, legal)
    assert step.action == Action("offer_abandon"), step
    assert "gives away the Wood kept for a village" in step.words


def test_a_draft_step_names_every_change_to_the_offer():
    _state, view, legal = _at(189)
    target = HintWords("to make the offer: give 2 Wheat for 1 Sheep toward a village, to everyone",
                       HintFacts(COST_VILLAGE, (0, 0, 0, 2, 0), (0, 0, 1, 0, 0), -1))
    step = keep_plan(view, 0, Action("offer_take_back", (0,)), target, COST_VILLAGE, legal)
    assert step.action == Action("offer_take_back", (0,))
    assert "to make the offer:" not in step.words
    for change in ("take 1 Wood and 1 Ore off", "offer 1 more Wheat", "ask for 1 Sheep"):
        assert change in step.words, step.words


def test_the_ai_draft_step_words_carry_the_offer_cards():
    state, view, legal = _at(186)
    ai = KrowniaAI("hard", 0, 1)
    ai.plan = ((0, 0, 0, 2, 0), (0, 0, 1, 0, 0), -1)
    facts = facts_of(ai.explain(view, Action("offer_get", (2,))))
    assert facts.give == (0, 0, 0, 2, 0) and facts.get == (0, 0, 1, 0, 0)


def test_the_card_the_turn_traded_toward_is_bought_not_left_for_the_end_of_turn():
    _state, view, legal = _at(134)  # the hinted trade done: Sheep + Wheat + Ore in hand
    assert tuple(view.hand) == (0, 0, 1, 1, 1)
    words = HintWords("keep your cards for a town (you still need 1 Wheat + 3 Ore)", HintFacts(goal=COST_TOWN))
    step = keep_plan(view, 0, Action("end_turn"), words, COST_DEV, legal)
    assert step.action == Action("buy_dev"), step
    assert "traded toward this turn" in step.words
