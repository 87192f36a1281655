"""Issue 41, playtest B6: AI Blue declined all five of the player's fair offers, AI White took four, and no reason
was shown. Both were the same normal AI: each answered from its own hand and what it saved for (a seat saving
Ore for a town keeps its Ore; a seat with no Ore cannot give one). What was wrong: a swap that paid for a
village right away was turned down by a seat saving for a town, and the player was never told why. Now such a
swap is taken, and a decline comes with its reason ("Blue is not trading Ore")."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.rules import COST_TOWN
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def offer(blue_hand, red_gives: int, red_gets: int, red_vp: int = 2, road: bool = True):
    """Red (seat 0, the player) offers Blue (seat 1, an AI) one card for one. Blue has a village on corner 10
    (forest and hills), with a road of two edges to an open spot when `road`."""
    state = fresh(num_seats=2, seed=3)
    put_village(state, 1, 10)
    if road:
        for e in path(10, 2):
            put_road(state, 1, e)
    state.vp_build[0] = red_vp
    give(state, 1, blue_hand)
    give(state, 0, tuple(1 if r == red_gives else 0 for r in range(5)))
    for action in (Action("open_trade"), Action("offer_give", (red_gives,)), Action("offer_get", (red_gets,)),
                   Action("offer_send", (1,))):
        R.apply(state, 0, action)
    return state


def answer(state, level: str = "normal") -> Action:
    return KrowniaAI(level, 1, 1).choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))


def reason(state, level: str = "normal") -> str:
    view = R.view(state, 1)
    return decline_reason(view, 1, 0, view.trade.give, view.trade.get, level)


def test_a_seat_saving_for_a_town_keeps_its_ore_and_says_so():
    state = offer((0, 0, 1, 2, 2), red_gives=WOOD, red_gets=ORE)
    assert KrowniaAI("normal", 1, 1).goal_cost(R.view(state, 1), 1) == COST_TOWN  # what the test means
    assert answer(state) == Action("decline_trade")
    assert reason(state) == "Blue is not trading Ore"  # krownia21: not "its Ore"


def test_a_seat_without_the_card_asked_says_it_has_none():
    state = offer((1, 1, 1, 0, 0), red_gives=WHEAT, red_gets=ORE)
    assert Action("accept_trade") not in R.legal_actions(state, 1)
    assert reason(state) == "Blue is not trading Ore"  # krownia20: neutral even when the table shows it


def test_a_card_the_seat_has_no_use_for_is_declined_with_its_goal():
    state = offer((2, 1, 0, 2, 2), red_gives=BRICK, red_gets=WOOD)
    assert answer(state) == Action("decline_trade")
    assert reason(state) == "Blue is saving for a town, which needs no Brick"


def test_nobody_helps_a_player_about_to_win_and_the_reason_says_so():
    state = offer((0, 0, 1, 2, 2), red_gives=WHEAT, red_gets=SHEEP, red_vp=8)
    assert answer(state) == Action("decline_trade")
    assert reason(state) == "Blue will not help Red win: Red needs only 2 more points"


def test_a_swap_that_pays_for_a_village_now_is_taken_by_a_seat_saving_for_a_town():
    """Blue saves for a town (3 Wheat and Ore in hand) but holds Wood, Brick and Wheat beside an open spot: the
    player's Sheep for one of its Ore makes a village now. Declined before ("worse" for the town)."""
    state = offer((1, 1, 0, 1, 2), red_gives=SHEEP, red_gets=ORE)
    view = R.view(state, 1)
    ai = KrowniaAI("normal", 1, 1)
    assert ai.goal_cost(view, 1) == COST_TOWN and ai._my_village_spots(view, 1)
    assert answer(state, "normal") == Action("accept_trade")
    assert answer(state, "hard") == Action("accept_trade")
    # without a spot for the village the Ore stays for the town
    state = offer((1, 1, 0, 1, 2), red_gives=SHEEP, red_gets=ORE, road=False)
    assert answer(state) == Action("decline_trade") and reason(state) == "Blue is not trading Ore"
