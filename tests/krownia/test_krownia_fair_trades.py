"""The KROWNIA AIs take a fair swap that helps both sides (the playtest: 3 of 7 offers accepted, every one for
the player's road declined), and still never hand a near-winner its cards."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.rules import COST_VILLAGE

WOOD, WHEAT = 0, 3


def wheat_for_wood(offerer_vp: int = 2):
    """Seat 0 (an AI) saves for a village on forest 11 and hills, holding Wood, Brick and Sheep but no
    Wheat, which its tiles never pay; seat 1 (the player) offers a Wheat for a Wood, for a road of its own."""
    state = fresh(num_seats=2, seed=3)
    state.current = 1
    put_village(state, 0, 10)  # forest and hills: Wood comes back often, Wheat never
    for e in path(10, 2):
        put_road(state, 0, e)
    state.vp_build[1] = offerer_vp
    give(state, 0, (1, 1, 1, 0, 0))
    give(state, 1, (0, 0, 0, 1, 0))
    R.apply(state, 1, Action("open_trade"))
    R.apply(state, 1, Action("offer_give", (WHEAT,)))
    R.apply(state, 1, Action("offer_get", (WOOD,)))
    R.apply(state, 1, Action("offer_send", (-1,)))
    return state


def answer(state, level: str) -> Action:
    ai = KrowniaAI(level, 0, 1)
    view = R.view(state, 0)
    assert ai.goal_cost(view, 0) == COST_VILLAGE  # the position is what the test means
    return ai.choose(R, view, 0, R.legal_actions(state, 0))


def test_a_needed_wheat_for_a_needed_wood_is_declined():
    # even for the village (one card missing either way): s37 (krownia20, AIs gave the card they needed) no AI
    # gives a card its plan needs for no build now, however easily it makes it
    assert answer(wheat_for_wood(), "normal") != Action("accept_trade")
    assert answer(wheat_for_wood(), "hard") != Action("accept_trade")


def test_the_same_swap_is_declined_when_the_offerer_is_about_to_win():
    state = wheat_for_wood(offerer_vp=8)
    assert answer(state, "normal") == Action("decline_trade")
    assert answer(state, "hard") != Action("accept_trade")
    assert all(answer(state, "easy") == Action("decline_trade") for _ in range(20))  # easy too, every time


def test_an_even_swap_for_a_card_the_ai_makes_more_of_is_still_declined():
    ai = KrowniaAI("normal", 0, 1)
    view = R.view(wheat_for_wood(), 0)
    # Wood for its Wheat... it holds none; Brick it makes for Wood it makes more of: nothing it lacks
    assert not ai.welcomes(view, 0, (1, 0, 0, 0, 0), (0, 1, 0, 0, 0))
    assert not ai.welcomes(view, 0, (0, 0, 0, 1, 0), (1, 0, 0, 0, 0))  # s37: a needed Wood for the Wheat
    assert not ai.welcomes(view, 0, (0, 0, 0, 1, 0), (1, 1, 0, 0, 0))  # two needed cards for one: worse
