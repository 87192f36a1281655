"""The hard KROWNIA AI values the cards it gives: several spare cards for one missing kind is a bad deal."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI, hand_worth
from baraza.game.krownia.rules import COST_VILLAGE


def offer_to_seat_0(wheat_asked: int, sheep_given: int = 1):
    """Seat 0 saves for a village and lacks only a sheep, with three wheat to spare; seat 1 offers
    `sheep_given` sheep for `wheat_asked` wheat."""
    state = fresh(seed=3)
    state.current = 1
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (1, 1, 0, 4, 0))
    give(state, 1, (0, 0, sheep_given, 0, 0))
    R.apply(state, 1, Action("open_trade"))
    for _ in range(sheep_given):
        R.apply(state, 1, Action("offer_give", (2,)))
    for _ in range(wheat_asked):
        R.apply(state, 1, Action("offer_get", (3,)))
    R.apply(state, 1, Action("offer_send", (-1,)))
    return state


def answer(state) -> Action:
    ai = KrowniaAI("hard", 0, 1)
    view = R.view(state, 0)
    assert ai.goal_cost(view, 0) == COST_VILLAGE  # the position is what the test means
    return ai.choose(R, view, 0, R.legal_actions(state, 0))


def test_hard_refuses_three_spare_wheat_for_one_sheep():
    assert answer(offer_to_seat_0(wheat_asked=3)) != Action("accept_trade")


def test_hard_still_takes_fair_useful_swaps():
    assert answer(offer_to_seat_0(wheat_asked=1)) == Action("accept_trade")
    assert answer(offer_to_seat_0(wheat_asked=2)) == Action("accept_trade")  # better than any bank rate


def test_hand_worth_counts_spare_cards_below_needed_ones():
    hand = [1, 1, 0, 4, 0]
    three_for_one = [1, 1, 1, 1, 0]
    one_for_one = [1, 1, 1, 3, 0]
    assert hand_worth(three_for_one, COST_VILLAGE) < hand_worth(hand, COST_VILLAGE)
    assert hand_worth(one_for_one, COST_VILLAGE) > hand_worth(hand, COST_VILLAGE)
    assert hand_worth([1, 1, 0, 5, 0], COST_VILLAGE) > hand_worth(hand, COST_VILLAGE)  # a spare card has worth
