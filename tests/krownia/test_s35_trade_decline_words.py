"""S35, blind tester krownia16: White, holding no Brick, declined with "won't part with Brick", a claim about a
card it did not have. A seat short of what it is asked now says it is not trading that card: true whether it
holds none or too few, and the same words either way, so they tell nothing of its hand."""

from __future__ import annotations

from krownia_helpers import R, fresh, give

from baraza.game.core.action import Action
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def _reason(white_hand, asked: tuple[int, ...]) -> str:
    state = fresh(num_seats=3, seed=3)
    give(state, 0, (0, 0, 0, 2, 0))
    give(state, 1, (0, 1, 0, 0, 0))  # a Brick out of the bank, and White's cards unseen (the Pirate's): the table
    for r, n in enumerate(white_hand):  # cannot tell what White holds (krownia17: when it can, "has no Brick")
        state.bank[r] -= n
        state.hands[2][r] += n
    for action in (Action("open_trade"), Action("offer_give", (WHEAT,)),
                   *(Action("offer_get", (r,)) for r in range(5) for _ in range(asked[r])), Action("offer_send", (-1,))):
        R.apply(state, 0, action)
    view = R.view(state, 2)
    return decline_reason(view, 2, 0, view.trade.give, view.trade.get)


def test_a_seat_with_no_brick_does_not_claim_to_keep_it():
    why = _reason((0, 0, 1, 3, 0), (0, 1, 0, 0, 0))  # the tester's White: Sheep and Wheat, no Brick
    assert "part with" not in why
    assert why == "White is not trading Brick"


def test_the_words_are_the_same_for_none_and_too_few():
    assert _reason((0, 1, 1, 0, 0), (0, 2, 0, 0, 0)) == _reason((0, 0, 1, 1, 0), (0, 2, 0, 0, 0)) \
        == "White is not trading Brick"
