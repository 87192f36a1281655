"""S36, blind tester krownia19 (shots 18, 23, 25): on turn 1 the Hint said "Build a road … it reaches a free spot for
a village", then (the player trading first) "Trade with Blue", whose counter took that road's Brick, then "End the
turn", with nothing changed between. The road named no plan since the hand paid for it right then. A build the Hint
names while the hand pays for it is now the plan for the rest of that turn (hint_plan.TurnPlan): a later hint
spending its cards gives way, unless it says why (a better build a point now)."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import R, fresh, give, path, put_road, put_village, replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.rules import COST_ROAD, COST_VILLAGE

RECORD = Path(__file__).parent / "data" / "krownia19_red.json"
ROAD_WORDS = "it reaches a free spot for a village"
BLUE_COUNTER = "Blue's answer, 1 Ore for your 1 Brick, brings your town closer (you still need 1 Wheat + 2 Ore)"


def _at(moves: int):
    state = replayed(RECORD, moves)
    return state, R.view(state, 0), R.legal_actions(state, 0)


def _road_plan():
    _state, view, legal = _at(15)  # turn 1 after the steal: Wood, Brick, Sheep, Wheat (shot 18)
    step = keep_plan(view, 0, Action("build_road", (26,)), ROAD_WORDS, None, legal)
    assert step.action == Action("build_road", (26,)) and step.words == ROAD_WORDS
    return step.plan


def test_an_affordable_build_hinted_is_the_plan_for_the_turn():
    plan = _road_plan()
    assert plan == COST_ROAD and plan.turn == 1


def test_a_counter_taking_the_road_s_brick_gives_way_to_keeping_it():
    plan = _road_plan()
    _state, view, legal = _at(24)  # Blue counters 1 Brick for 1 Ore (shot 23)
    step = keep_plan(view, 0, Action("confirm_trade", (1,)), BLUE_COUNTER, plan, legal)
    assert step.action == Action("cancel_trade"), step
    assert "Brick" in step.words and "a road" in step.words, step.words
    assert step.plan == COST_ROAD


def test_ending_the_turn_builds_the_road_hinted_this_turn():
    plan = _road_plan()
    _state, view, legal = _at(15)
    step = keep_plan(view, 0, Action("end_turn"), "nothing to build or trade for now", plan, legal)
    assert step.action.kind == "build_road", step
    assert "this turn" in step.words, step.words


def test_the_turn_plan_ends_with_its_turn_or_its_cards():
    plan = _road_plan()
    _state, view, legal = _at(25)  # the Brick gone (as the tester traded): the road is no plan any more
    step = keep_plan(view, 0, Action("end_turn"), "", plan, legal)
    assert step == keep_plan(view, 0, Action("end_turn"), "", None, legal)  # as with no plan named
    _state, view, legal = _at(42)  # turn 4, Red to roll
    assert view.turn != plan.turn and view.current == 0
    step = keep_plan(view, 0, legal[0], "", plan, legal)
    assert step.plan != COST_ROAD


def test_a_better_build_a_point_now_may_spend_the_road_s_cards_and_says_why():
    state = fresh(num_seats=2)
    put_village(state, 0, 0)
    for e in path(0, 2):  # a road of two: a free spot at its end
        put_road(state, 0, e)
    give(state, 0, (1, 1, 1, 1, 0))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    from baraza.game.krownia.hint_plan import TurnPlan  # here the road's hint gives way to the village itself

    plan = TurnPlan(COST_ROAD, view.turn, -view.players[0].roads_left, None)
    village = next(a for a in legal if a.kind == "build_village")
    step = keep_plan(view, 0, village, "", plan, legal)
    assert step.action == village
    assert step.words == "a change of plan from a road: a village is a point now", step.words
    assert step.plan == COST_VILLAGE
