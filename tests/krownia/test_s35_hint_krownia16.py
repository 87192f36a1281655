"""krownia16 (a blind tester, KROWNIA Hint 6/10), positions rebuilt from the match record's seed, options and moves
(data/krownia16_red.json; Red, seat 0, is the player). The Hint declined 1 Wheat for a spare Wood "it does not bring
a town closer" with the town 1 Wheat short; hinted a road (spending the village's Brick) with a village paid for
and a free spot; ended turns beside an affordable development card with no word of it; ended a turn on more cards
than a 7 spares with no warning; and said a counter-offer went "to everyone"."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import R, fresh, give, replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import facts_of
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.hint_words import end_turn_words, offer_words
from baraza.game.krownia.rules import COST_ROAD, COST_TOWN

RECORD = Path(__file__).parent / "data" / "krownia16_red.json"
END = Action("end_turn")


def _replayed(moves: int):
    return replayed(RECORD, moves)


def _at(moves: int):
    state = _replayed(moves)
    return R.view(state, 0), R.legal_actions(state, 0)


def test_an_offer_bringing_the_towns_missing_wheat_is_accepted() -> None:
    # 109: White offers 1 Wheat for Red's 1 Wood; the town (2 Wheat + 3 Ore) lacks a Wheat and needs no Wood
    view, legal = _at(213)
    assert view.hand == (1, 0, 0, 1, 0) and view.trade.give == (0, 0, 0, 1, 0) and view.trade.get == (1, 0, 0, 0, 0)
    for plan in (COST_TOWN, None):  # the plan earlier hints named, or the one the Hint's level saves for
        step = keep_plan(view, 0, Action("decline_trade"), "", plan, legal)
        assert step.action == Action("accept_trade"), step
        assert step.words == "it brings your town closer (you still need 3 Ore)" and step.plan == COST_TOWN
    # an offer asking for a card the town still needs is declined, and says so
    state = _replayed(213)
    state.trade_get = [0, 0, 0, 1, 0]
    state.trade_give = [0, 0, 0, 0, 1]
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, Action("decline_trade"), "", COST_TOWN, legal)
    assert step.action == Action("decline_trade"), step
    assert bare_reason(view, 0, step.action, step.plan) == "you need your Wheat for a town"


def test_a_village_paid_for_with_a_free_spot_comes_before_a_road() -> None:
    # 103: Red held 2 Wood + 1 Brick + 1 Sheep + 2 Wheat, a free spot on its road; the Hint said another road
    view, legal = _at(196)
    assert view.hand == (2, 1, 1, 2, 0) and Action("build_village", (45,)) in legal
    road = Action("build_road", (64,))
    step = keep_plan(view, 0, road, "it reaches a free spot for a village", None, legal)
    assert step.action.kind == "build_village" and step.action in legal, step
    assert step.words.startswith("you hold its cards, a point now")
    assert keep_plan(view, 0, END, end_turn_words(view, 0, COST_TOWN), COST_TOWN, legal).action.kind == \
        "build_village"
    # with the cards for the road and the village both, the road stands: the village can follow it
    state = _replayed(196)
    give(state, 0, (1, 1, 0, 0, 0))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert keep_plan(view, 0, road, "it reaches a free spot for a village", None, legal).action == road


def test_an_ended_turn_says_what_a_development_card_would_spend() -> None:
    # 129: Red held 1 Brick + 1 Sheep + 2 Wheat + 2 Ore, the town kept for; the Dev card button was lit
    view, legal = _at(264)
    assert view.hand == (0, 1, 1, 2, 2) and Action("buy_dev") in legal
    step = keep_plan(view, 0, Action("buy_dev"), "", COST_TOWN, legal)
    assert step.action == END, step
    assert step.words == "keep your cards for a town (you still need 1 Ore); a development card would spend " \
                         "the Wheat and Ore kept for it"
    assert facts_of(step.words).goal == COST_TOWN
    # kept for a road, the card spends none of its cards: buy it
    step = keep_plan(view, 0, END, end_turn_words(view, 0, COST_ROAD), None, legal)
    assert step.action == Action("buy_dev") and step.words == "it spends none of the cards kept for a road", step


def test_an_ended_turn_over_the_discard_limit_warns_and_spends() -> None:
    state = fresh(3)  # no piece on the board: nothing to build
    give(state, 0, (4, 0, 0, 3, 1))  # 8 cards, 4 spare Wood: a bank trade toward the town spends them
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, END, end_turn_words(view, 0, COST_TOWN), COST_TOWN, legal)
    assert step.action == Action("bank_trade", (0, 4)), step
    assert step.words.startswith("8 cards: a 7 rolled before your next turn takes 4 of them; ")
    state.hands[0] = [3, 1, 0, 3, 1]  # no 4 of a kind: the turn ends, said truly
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, END, end_turn_words(view, 0, COST_TOWN), COST_TOWN, legal)
    assert step.action == END and step.words.startswith("8 cards: a 7 rolled before your next turn takes 4"), step
    state.hands[0] = [3, 0, 0, 3, 1]  # 7 cards: a 7 takes nothing
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, END, end_turn_words(view, 0, COST_TOWN), COST_TOWN, legal)
    assert step.action == END and "a 7" not in step.words, step
    state = fresh(3, discard_limit=9)  # the gentler limit: 8 cards are safe
    give(state, 0, (3, 1, 0, 3, 1))
    step = keep_plan(R.view(state, 0), 0, END, end_turn_words(R.view(state, 0), 0, COST_TOWN), COST_TOWN,
                     R.legal_actions(state, 0))
    assert "a 7" not in step.words, step
    assert bare_reason(R.view(state, 0), 0, END) == \
        "nothing buildable now; 8 cards is safe from a 7 (it takes half of more than 9)"


def test_a_counter_offer_names_the_seat_it_goes_back_to() -> None:
    # 85: White offered Red 1 Sheep for 1 Wood; the Hint's counter said "to everyone"
    view, _legal = _at(165)
    assert view.trade is not None and view.trade.offerer == 2
    words = offer_words(view, ((0, 1, 0, 0, 0), (1, 0, 0, 0, 0), -1))
    assert words.endswith(", to White") and facts_of(words).to == 2


def test_an_offer_from_a_seat_about_to_win_stays_declined_and_says_why() -> None:
    state = _replayed(213)
    state.vp_build[2] = 6  # White, 2 points from the 8
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert view.players[2].vp_visible == 6
    step = keep_plan(view, 0, Action("decline_trade"), "", COST_TOWN, legal)
    assert step.action == Action("decline_trade"), step
    assert bare_reason(view, 0, step.action, step.plan) == "White needs only 2 more points: a trade helps them win"
