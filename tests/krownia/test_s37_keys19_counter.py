"""S37, blind tester keys19 (data/keys19_red.json; Red, seat 0, is the player). On Blue's 1 Wood for Red's 1
Wheat the Hint said "Make a counter-offer: give 1 Wheat for 1 Ore, to Blue" (98-h1); with exactly that counter
drafted, "Decline the offer" (98-h2). Red held 1 Wood + 1 Brick + 1 Sheep + 1 Wheat, a village with a spot open:
the counter gives its Wheat for an Ore that brings no build closer, so the dialog was right. The hinted counter is
now judged by its cards before it is drafted, by the dialog's own judge: the Hint never proposes a counter it
would tell the player to drop once drafted, and one it does propose, drafted, is "Send the counter-offer"."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_draft import judge_draft
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_words import offer_words
from baraza.game.krownia.rules import COST_VILLAGE, KrowniaRules

R = KrowniaRules()
DATA = Path(__file__).parent / "data"
COUNTER = Action("counter_trade")
SEARCH = "no swap of your cards brings a build closer that a player is likely to take now"


def _at(record: str, moves: int):
    state = replayed(DATA / record, moves)
    return state, R.view(state, 0), R.legal_actions(state, 0)


def test_a_counter_the_dialog_would_drop_is_not_hinted() -> None:
    _state, view, legal = _at("keys19_red.json", 33)  # Blue offers 1 Wood for Red's 1 Wheat
    assert view.hand == (1, 1, 1, 1, 0) and (view.trade.give, view.trade.get) == ((1, 0, 0, 0, 0), (0, 0, 0, 1, 0))
    said = offer_words(view, ((0, 0, 0, 1, 0), (0, 0, 0, 0, 1), -1))  # the search's counter, as the worker words it
    assert str(said) == "give 1 Wheat for 1 Ore, to Blue"
    for plan in (None, COST_VILLAGE):
        step = keep_plan(view, 0, COUNTER, said, plan, legal)
        assert step.action == Action("decline_trade"), step
        # s38 (krownia23): the decline's reason is the offer's own, not the dropped counter's ("1 Wheat for 1 Ore
        # brings no build closer" spoke of cards nobody had drafted)
        assert step.words == "you need your Wheat for a village", step.words
    # drafted, the dialog says the same (98-h2): outside and inside agree
    state, view, legal = _at("keys19_red.json", 36)
    assert (view.trade.draft_give, view.trade.draft_get) == ((0, 0, 0, 1, 0), (0, 0, 0, 0, 1))
    assert not judge_draft(view, 0, None)[0]
    assert keep_plan(view, 0, Action("offer_abandon"), SEARCH, None, legal).action == Action("offer_abandon")


def test_a_counter_the_dialog_would_send_stays_hinted_and_drafted_is_sent() -> None:
    # krownia20: Blue offered 1 Wood for Red's Brick; the Hint's counter 1 Wood + 1 Ore for 1 Wheat (a village)
    _state, view, legal = _at("krownia20_red.json", 86)
    give, get = (1, 0, 0, 0, 1), (0, 0, 0, 1, 0)
    said = HintWords("give 1 Wood + 1 Ore for 1 Wheat toward a village, to Blue",
                     HintFacts(COST_VILLAGE, give, get, view.trade.offerer))
    for plan in (None, COST_VILLAGE):
        assert keep_plan(view, 0, COUNTER, said, plan, legal).action == COUNTER
    state, view, legal = _at("krownia20_red.json", 92)  # the same cards drafted
    assert (view.trade.draft_give, view.trade.draft_get) == (give, get)
    for plan in (None, COST_VILLAGE):
        step = keep_plan(view, 0, Action("offer_abandon"), SEARCH, plan, legal)
        assert step.action == Action("offer_send", (-1,)), step
    assert R.describe_action(state, 0, Action("offer_send", (-1,))) == "Send the counter-offer"
