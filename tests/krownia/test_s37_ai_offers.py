"""S37, blind testers krownia21 and krownia22: in 17 and 15 rounds of 3-seat matches against two normal AIs no AI
offered the player a trade. Their towns sat two Ore short while the player held Ore (the normal seat offered only
when one card short), and from the player's first lead on every offer skipped the player, even one paying the AI a
village now. Now a normal seat also offers one spare card for one of two cards a build lacks, to the seats seen to
hold it, and offers a seat that is ahead a swap paying it a build now (never a seat about to win); still one offer
a turn at most."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def _table(blue_hand, red_hand, red_vp: int = 0):
    """Red (seat 0, the player), Blue (seat 1, a normal AI with a village on corner 10 and a road to an open spot)
    and White (seat 2, no cards), 3 seats to 10 points; the hands in the table's sight."""
    state = fresh(num_seats=3, seed=3)
    put_village(state, 1, 10)
    for e in path(10, 2):
        put_road(state, 1, e)
    state.vp_build[0] = red_vp
    give(state, 1, blue_hand)
    give(state, 0, red_hand)
    state.current, state.turn = 1, 2
    return state


def _blue(state, ai=None):
    ai = ai or KrowniaAI("normal", 1, 1)
    return ai, ai.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))


def test_a_town_two_ore_short_is_offered_for_to_the_player_holding_ore():
    # krownia22, turn 21: Blue saved for a town two Ore short while the player held 2 Ore, and ended its turn
    state = _table((1, 0, 0, 2, 1), (0, 0, 0, 1, 2))
    ai, action = _blue(state)
    assert action == Action("open_trade")
    assert ai.plan == ((1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 0)  # its spare Wood (the town needs none) for 1 Ore


def test_no_offer_for_a_card_nobody_is_seen_to_hold():
    _ai, action = _blue(_table((1, 0, 0, 2, 1), (0, 0, 0, 3, 0)))
    assert action != Action("open_trade")


def test_a_player_ahead_is_offered_a_swap_that_builds_a_village_now():
    # krownia21: the player led from round 7 and no AI offered again; one Wheat short of a village Blue has a
    # spot for, Red (7 of 10 points) holds Wheat
    state = _table((1, 1, 1, 0, 3), (0, 0, 0, 2, 0), red_vp=7)
    ai, action = _blue(state)
    assert action == Action("open_trade")
    assert ai.plan == ((0, 0, 0, 0, 1), (0, 0, 0, 1, 0), 0)


def test_a_player_ahead_is_not_offered_a_swap_that_builds_nothing_now():
    _ai, action = _blue(_table((1, 0, 0, 2, 1), (0, 0, 0, 1, 2), red_vp=7))
    assert action != Action("open_trade")


def test_a_player_about_to_win_is_offered_nothing():
    _ai, action = _blue(_table((1, 1, 1, 0, 3), (0, 0, 0, 2, 0), red_vp=8))
    assert action != Action("open_trade")
    _ai, action = _blue(_table((1, 0, 0, 2, 1), (0, 0, 0, 1, 2), red_vp=8))
    assert action != Action("open_trade")


def test_one_offer_a_turn_and_not_the_same_one_again_while_nothing_changed():
    state = _table((1, 0, 0, 2, 1), (0, 0, 0, 1, 2))
    ai, action = _blue(state)
    while action.kind != "offer_send":
        R.apply(state, 1, action)
        ai, action = _blue(state, ai)
    assert action == Action("offer_send", (0,))
    R.apply(state, 1, action)
    R.apply(state, 0, Action("decline_trade"))
    _ai, action = _blue(state, ai)
    assert action == Action("end_turn")  # declined: no second offer this turn
    R.apply(state, 1, action)
    state.current, state.turn, state.rolled = 1, 5, True
    state.phase = "main"
    _ai, action = _blue(state, ai)
    assert action == Action("end_turn")  # the player's cards unchanged: the same offer is not made again
