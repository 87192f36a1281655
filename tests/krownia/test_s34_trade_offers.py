"""S34, a blind tester's 3-seat match against two normal AIs: over 14 offers no AI ever countered, no AI offered
the player a trade, and a decline said what a hidden hand held ("White has no Ore"). Now a normal seat offers one
card for one toward a village or town it can build now (not only toward the goal it saves for), counters an offer
it declines with a fair one-for-one when one exists, never to a seat it would not help, and a decline says only
that it won't part with a card."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import R_COUNTER
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def _table(blue_hand, red_hand, red_vp: int = 0):
    """Red (seat 0, the player) and Blue (seat 1, an AI with a village on corner 10 and a road to an open
    spot); both hands in the table's sight."""
    state = fresh(num_seats=2, seed=3)
    put_village(state, 1, 10)
    for e in path(10, 2):
        put_road(state, 1, e)
    state.vp_build[0] = red_vp
    give(state, 1, blue_hand)
    give(state, 0, red_hand)
    return state


def _blue_turn(state):
    state.current, state.turn = 1, 2
    ai = KrowniaAI("normal", 1, 1)
    return ai, ai.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))


def test_a_normal_seat_offers_a_swap_that_builds_a_village_now():
    # saving for a town (2 Wheat short), one Wheat short of a village it has a spot for; the player holds Wheat
    state = _table((1, 1, 1, 0, 3), (0, 0, 0, 2, 0))
    ai, action = _blue_turn(state)
    assert action == Action("open_trade")
    assert ai.plan == ((0, 0, 0, 0, 1), (0, 0, 0, 1, 0), 0)  # a spare Ore, which the player lacks, for a Wheat


def test_no_offer_to_a_player_near_winning_or_for_a_card_nobody_holds():
    _ai, action = _blue_turn(_table((1, 1, 1, 0, 3), (0, 0, 0, 2, 0), red_vp=8))
    assert action != Action("open_trade")
    _ai, action = _blue_turn(_table((1, 1, 1, 0, 3), (2, 0, 0, 0, 0)))
    assert action != Action("open_trade")


def _offer(state, red_gives: int, red_gets: int):
    for action in (Action("open_trade"), Action("offer_give", (red_gives,)), Action("offer_get", (red_gets,)),
                   Action("offer_send", (1,))):
        R.apply(state, 0, action)
    return state


def _answer(state):
    ai = KrowniaAI("normal", 1, 1)
    while 1 in R.active_seats(state) and state.responses[1] != R_COUNTER:
        action = ai.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))
        R.apply(state, 1, action)
        if action.kind in ("accept_trade", "decline_trade"):
            return action.kind
    return "countered"


def test_a_normal_seat_counters_an_offer_it_declines_with_a_fair_swap():
    # Blue saves for a town short of 1 Wheat; Red asks its only Sheep for a Wood it has no use for, and holds Wheat
    state = _offer(_table((0, 0, 1, 1, 3), (1, 0, 0, 1, 0)), red_gives=WOOD, red_gets=SHEEP)
    assert _answer(state) == "countered"
    assert state.counters[1] == ((0, 0, 0, 1, 0), (0, 0, 1, 0, 0))  # Red would give 1 Wheat for the 1 Sheep


def test_no_counter_to_a_player_near_winning():
    state = _offer(_table((0, 0, 1, 1, 3), (1, 0, 0, 1, 0), red_vp=8), red_gives=WOOD, red_gets=SHEEP)
    assert _answer(state) == "decline_trade"


def test_a_decline_does_not_tell_what_the_hand_holds():
    state = _offer(_table((1, 1, 1, 0, 0), (0, 0, 0, 1, 0)), red_gives=WHEAT, red_gets=ORE)
    state.public_cards[1] = [0] * 5  # Blue's cards unseen, an Ore out of the bank: the table cannot tell (krownia17:
    state.bank[4] -= 1  # when it can, "Blue has no Ore" tells nothing new)
    view = R.view(state, 1)
    assert decline_reason(view, 1, 0, view.trade.give, view.trade.get) == "Blue is not trading Ore"
    two = decline_reason(view, 1, 0, (0, 0, 0, 1, 0), (0, 0, 0, 0, 2))
    assert "has" not in two and "only" not in two and "no " not in two
