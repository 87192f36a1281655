"""S36, blind tester krownia20 (data/krownia20_red.json; Red, seat 0, is the player). In the counter the Hint had
drafted ("give 1 Wood + 1 Ore for 1 Wheat", which Blue then took), asking the Hint again said "Drop the offer: no
swap of your cards brings a build closer" and moved the cursor to Decline; after an "Accept" hint, in a counter
asking more, the same. Now the Hint's counter is sent, a counter asking more where the offer itself serves the
plan goes back to the offer to accept it, and the words name the counter's real buttons."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_draft import judge_draft
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.rules import COST_VILLAGE, KrowniaRules

R = KrowniaRules()
RECORD = Path(__file__).parent / "data" / "krownia20_red.json"
DROP = Action("offer_abandon")
SEARCH = "no swap of your cards brings a build closer that a player is likely to take now"


def _at(moves: int):
    state = replayed(RECORD, moves)
    return state, R.view(state, 0), R.legal_actions(state, 0)


def test_the_hints_own_counter_drafted_is_sent() -> None:
    # 53-counter3: Blue offered 1 Wood for Red's Brick; Red drafted the hinted counter 1 Wood + 1 Ore for 1 Wheat
    state, view, legal = _at(92)
    assert (view.trade.draft_give, view.trade.draft_get) == ((1, 0, 0, 0, 1), (0, 0, 0, 1, 0))
    for plan in (None, COST_VILLAGE):
        step = keep_plan(view, 0, DROP, SEARCH, plan, legal)
        assert step.action == Action("offer_send", (-1,)), step
        assert "completes the cards for a village" in step.words, step
    assert R.describe_action(state, 0, Action("offer_send", (-1,))) == "Send the counter-offer"


def test_a_counter_asking_what_the_offerer_may_not_hold_is_still_unlikely() -> None:
    state, view, legal = _at(92)
    R.apply(state, 0, Action("offer_get", (1,)))  # a Brick too: Blue asked for one, none is counted in its hand
    good, why = judge_draft(R.view(state, 0), 0, COST_VILLAGE)
    assert not good and "may hold no 1 Brick" in str(why), why


def test_after_an_accept_hint_a_counter_asking_more_goes_back_to_accept() -> None:
    # 37-hint-blueoffer: "Accept" (Blue's 1 Wheat for 1 Sheep); 38-counter2: 2 Sheep for 1 Brick + 1 Wheat drafted
    state, view, legal = _at(58)
    assert (view.trade.give, view.trade.get) == ((0, 0, 0, 1, 0), (0, 0, 1, 0, 0))
    step = keep_plan(view, 0, DROP, SEARCH, COST_VILLAGE, legal)
    assert step.action == Action("accept_trade"), step
    assert "village closer" in step.words, step
    assert R.describe_action(state, 0, step.action) == "Back to the offer and accept it"


def test_the_counters_decline_is_named_as_its_button() -> None:
    state, view, legal = _at(58)
    assert R.describe_action(state, 0, DROP) == "Decline the offer"  # the counter's button: "Decline offer"
    state = replayed(RECORD, 27)  # Red's own offer, drafted before it is sent: its button is "Drop"
    assert R.view(state, 0).trade.offerer == 0 and DROP in R.legal_actions(state, 0)
    assert R.describe_action(state, 0, DROP) == "Drop the offer"
