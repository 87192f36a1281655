"""S36, blind tester krownia18: "Blue has no Wheat" (worked out from the table's count of Blue's cards) read as
Blue's hidden hand shown. A decline for a card the seat is short of now says only its choice ("is not trading
Wheat"); krownia20: even when the bank holds every card of that kind (one wording always)."""

from __future__ import annotations

from krownia_helpers import R, fresh, give

from baraza.game.core.action import Action
from baraza.game.krownia.trade_words import decline_reason

WHEAT, ORE = 3, 4


def _offered(red_wheat: int):
    state = fresh(num_seats=2, seed=3)
    give(state, 1, (0, 0, 3, 0, 0))  # Blue's three Sheep, all in the table's count: it surely holds no Wheat
    give(state, 0, (0, 0, 0, red_wheat, 1))
    for action in (Action("open_trade"), Action("offer_give", (ORE,)), Action("offer_get", (WHEAT,)),
                   Action("offer_send", (1,))):
        R.apply(state, 0, action)
    return state


def test_a_counted_lack_is_said_as_a_choice():
    view = R.view(_offered(red_wheat=1), 1)  # a Wheat out of the bank
    assert decline_reason(view, 1, 0, view.trade.give, view.trade.get) == "Blue is not trading Wheat"


def test_the_bank_holding_them_all_is_said_as_a_choice_too():  # krownia20: one wording always
    state = _offered(red_wheat=0)
    assert state.bank[WHEAT] == 19
    view = R.view(state, 1)
    assert decline_reason(view, 1, 0, view.trade.give, view.trade.get) == "Blue is not trading Wheat"
