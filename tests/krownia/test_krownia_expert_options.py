"""The expert's optional parts, off as shipped and measured in docs/benchmarks-krownia.md: the Largest Army
and Longest Road prospects of the value, the first setup village chosen with its second, eager Warriors, the
spots further out, the rivals' points and spots, synergy, and the planner's breadth and depth (session 14)."""

from __future__ import annotations

import dataclasses

from krownia_helpers import fresh, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.agent import _resources_touched
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.setup_plan import best_first_village, picks_between
from baraza.game.krownia.expert.value import (
    Evaluator,
    army_chance,
    far_spot,
    load_weights,
    road_chance,
    visible_vp,
)
from baraza.game.krownia.rules import WARRIOR, KrowniaRules

R = KrowniaRules()


def test_army_chance_rises_with_warriors_and_falls_with_the_others_bar():
    state = fresh()
    assert army_chance(state, 0) == 0.125  # three short of the bar of three
    state.warriors[0] = 2
    state.devs[0][WARRIOR] = 1
    assert army_chance(state, 0) == 1.0  # the Warrior in hand takes it
    state.warriors[1] = 4
    assert army_chance(state, 0) == 0.25  # now it needs five
    state.devs[0][WARRIOR] += 1
    state.devs_new[0][WARRIOR] = 1  # bought this turn: counted at the deck's share, not as a sure Warrior
    assert 0.25 < army_chance(state, 0) < 0.5


def test_road_chance_counts_roads_short_of_the_bar():
    state = fresh()
    state.road_len = [3, 0, 0, 0]
    assert road_chance(state, 0) == 0.25
    state.road_len = [5, 6, 0, 0]
    assert road_chance(state, 0) == 0.25


def test_prospects_add_nothing_with_the_shipped_weights_and_value_warriors_when_set():
    state = fresh()
    put_village(state, 0, 10)
    shipped = load_weights()
    assert shipped.army_prospect == 0 and shipped.road_prospect == 0
    with_army = dataclasses.replace(shipped, army_prospect=150.0)
    before = Evaluator(state, 0, 0, with_army).value(state)
    state.devs[0][WARRIOR] = 1
    gain = Evaluator(state, 0, 0, with_army).value(state) - before
    assert gain > shipped.dev_card  # the card, and a better chance at the army


def test_picks_between_follow_the_snake_order():
    assert [picks_between((0, 1, 2, 3), s) for s in range(4)] == [6, 4, 2, 0]
    assert picks_between((2, 0, 1), 2) == 4


def test_first_village_with_its_second_in_mind_is_a_free_spot():
    state = R.initial_state(R.default_options(), 7, 4)
    seat = state.current
    legal = R.legal_actions(state, seat)
    spots = [a.args[0] for a in legal if a.kind == "place_village"]
    view = R.view(state, seat)
    guess = determinise(view, __import__("random").Random(1))
    ev = Evaluator(guess, seat, 0, load_weights())
    assert best_first_village(R, guess, seat, ev, spots) in spots
    expert = ExpertAI(seat, 7, setup_pairs=1)
    assert expert.choose(R, view, seat, legal) in legal


def test_an_eager_expert_plays_a_warrior_where_the_pirate_hurts_a_rival():
    state = fresh()
    state.rolled = False
    state.phase = "roll"
    h = next(h for h, n in enumerate(state.numbers) if n in (6, 8))
    put_village(state, 1, B.HEX_CORNERS[h][0], level=2)
    mine = next(c for c in range(B.NUM_CORNERS) if c not in B.HEX_CORNERS[state.pirate]
                and c not in B.HEX_CORNERS[h])  # away from the Pirate: no reason to move it off
    put_village(state, 0, mine)
    state.devs[0][WARRIOR] = 1
    legal = R.legal_actions(state, 0)
    assert Action("play_warrior") in legal
    view = R.view(state, 0)
    assert ExpertAI(0, 1).choose(R, view, 0, legal) == Action("roll")  # as shipped: kept for the army
    assert ExpertAI(0, 1, warrior_eager=4.0).choose(R, view, 0, legal) == Action("play_warrior")


def test_far_spot_counts_spots_two_roads_out_and_stops_at_others_buildings_and_roads():
    state = fresh()
    put_village(state, 0, 10)
    ev = Evaluator(state, 0, 0, load_weights())
    assert far_spot(state, 0, ev.corner_worth) > 0
    boxed = R.clone(state)
    for _e, n in B.CORNER_LINKS[10]:
        put_village(boxed, 1, n)  # no passing another seat's building
    assert far_spot(boxed, 0, ev.corner_worth) == 0
    walled = R.clone(state)
    for e, _ in B.CORNER_LINKS[10]:
        put_road(walled, 1, e)  # nor another seat's road
    assert far_spot(walled, 0, ev.corner_worth) == 0


def test_rival_terms_are_off_as_shipped_and_count_the_strongest_rivals_visible_points():
    state = fresh()
    put_village(state, 0, 10)
    put_village(state, 1, 30)
    shipped = load_weights()
    assert shipped.spot_far == shipped.rival_vp == shipped.rival_spot == 0
    assert Evaluator(state, 0, 0, shipped).rival_terms(state) == 0
    state.longest_holder = 1
    assert visible_vp(state, 1) == 3
    rival = dataclasses.replace(shipped, rival_vp=50.0)
    held = Evaluator(state, 0, 0, rival).value(state)
    state.longest_holder = 0  # taking it from the rival counts twice: its two points and ours
    assert Evaluator(state, 0, 0, rival).value(state) - held == 2 * shipped.vp + 2 * 50.0
    spot = dataclasses.replace(shipped, rival_spot=1.0)
    assert Evaluator(state, 0, 0, spot).rival_terms(state) == 0  # no road, no spot in its reach yet
    for e in path(30, 2):
        put_road(state, 1, e)
    assert Evaluator(state, 0, 0, spot).rival_terms(state) > 0  # two roads out: a free spot to block


def test_planner_breadth_and_depth_are_settings_and_a_one_step_planner_still_builds():
    state = fresh()
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    state.hands[0] = [1, 1, 1, 1, 0]  # a village's cards: the spot two roads out is on the network
    state.phase, state.current = "main", 0
    legal = R.legal_actions(state, 0)
    assert Action("build_village", (path_corners(10, path(10, 2))[-1],)) in legal
    for width, depth in ((1, 1), (4, 5)):
        agent = ExpertAI(0, 1, budget=10.0, plan_width=width, plan_depth=depth)
        assert (agent.plan_width, agent.plan_depth) == (width, depth)
        assert agent.choose(R, R.view(state, 0), 0, legal).kind == "build_village"


def test_synergy_is_off_as_shipped_and_values_production_that_completes_a_build():
    state = fresh()
    assert load_weights().synergy == 0
    weights = dataclasses.replace(load_weights(), synergy=10.0)
    ev = Evaluator(state, 0, 0, weights)
    assert ev.value(state) == Evaluator(state, 0, 0, load_weights()).value(state)  # nothing produced yet
    wheat_ore = next(c for c in range(B.NUM_CORNERS)
                     if {ev.hex_res[h] for h in B.CORNER_HEXES[c]} >= {3, 4})  # a spot on wheat and ore
    put_village(state, 0, wheat_ore)
    gain = ev.value(state) - Evaluator(state, 0, 0, load_weights()).value(state)
    prod = ev.production(state, 0)
    assert gain == 10.0 * (min(prod[3] / 2, prod[4] / 3) + min(prod[:4]))
    assert gain > 0


def test_setup_variety_prefers_villages_touching_more_kinds_of_resource():
    state = R.initial_state(R.default_options(), 11, 4)
    for _ in range(4):  # the first round: one village and road per seat, by the hard AI's habits
        for _ in range(2):
            seat = state.current
            legal = R.legal_actions(state, seat)
            R.apply(state, seat, legal[0])
    seat = state.current
    legal = R.legal_actions(state, seat)
    view = R.view(state, seat)
    mine = [c for c, owner in enumerate(view.corner_owner) if owner == seat]
    kinds = {a: len(_resources_touched(view, [*mine, a.args[0]])) for a in legal if a.kind == "place_village"}
    assert len(set(kinds.values())) > 1  # a real choice
    pick = ExpertAI(seat, 3, setup_variety=1000.0).choose(R, view, seat, legal)
    assert kinds[pick] == max(kinds.values())
    assert ExpertAI(seat, 3).setup_variety == 0.0  # off as shipped
