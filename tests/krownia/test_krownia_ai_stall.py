"""Issue 41, second playtest: both normal AI seats sat at 2 VP for 51 turns holding 13-25 cards, never traded
with the bank for the Ore nobody made, and built nothing. The normal AI only traded with the bank when two
cards or fewer short of its goal (a town with no Ore is three short), saved for a town on Wheat alone, and built
no road while a spot was open or none lay within two steps."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.rules import COST_TOWN, COST_VILLAGE
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def ore_corner(state) -> int:
    """A corner on an Ore tile (the beginner island), for a seat that makes Ore."""
    for c in range(B.NUM_CORNERS):
        if any(R.view(state, None).tiles[h].resource == "Ore" for h in B.CORNER_HEXES[c]):
            return c
    raise AssertionError("no Ore tile")


def choose(state, seat: int = 0, level: str = "normal") -> Action:
    return KrowniaAI(level, seat, 1).choose(R, R.view(state, seat), seat, R.legal_actions(state, seat))


def test_a_seat_short_of_one_kind_trades_four_of_another_with_the_bank():
    """Saving for a town with 6 Wheat and no Ore: 4 Wheat buy an Ore (refused before: three cards short)."""
    state = fresh(num_seats=3)
    put_village(state, 0, ore_corner(state))
    give(state, 0, (0, 0, 0, 6, 0))
    assert KrowniaAI("normal", 0, 1).goal_cost(R.view(state, 0), 0) == COST_TOWN
    assert choose(state) == Action("bank_trade", (WHEAT, ORE))


def test_a_large_hand_short_of_three_cards_trades_before_a_seven_halves_it():
    state = fresh(num_seats=3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (0, 0, 8, 0, 0))  # a village lacks Wood, Brick and Wheat; 8 Sheep
    assert choose(state).kind == "bank_trade"


def test_wheat_alone_is_no_town_goal_without_ore():
    """3 Wheat, no Ore held or made: the goal is the village its open spot allows, not a town."""
    state = fresh(num_seats=3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (0, 0, 0, 3, 0))
    assert not R.view(state, 0).hand[ORE]
    assert KrowniaAI("normal", 0, 1).goal_cost(R.view(state, 0), 0) == COST_VILLAGE


def test_a_seat_with_the_cards_builds_village_town_and_road():
    state = fresh(num_seats=3)
    put_village(state, 0, 10)
    edges = path(10, 2)
    for e in edges:
        put_road(state, 0, e)
    give(state, 0, (1, 1, 1, 1, 0))
    assert choose(state).kind == "build_village"
    state = fresh(num_seats=3)
    put_village(state, 0, 10)
    give(state, 0, (0, 0, 0, 2, 3))
    assert choose(state) == Action("build_town", (10,))
    # saving for a town (Ore in hand) beside an open spot, Wood and Brick to spare beyond the village's
    state = fresh(num_seats=3)
    put_village(state, 0, ore_corner(state))
    c = path_corners(10, edges)[-1]
    put_village(state, 0, 10)
    for e in edges:
        put_road(state, 0, e)
    give(state, 0, (3, 3, 0, 2, 2))
    view = R.view(state, 0)
    assert c in KrowniaAI("normal", 0, 1)._my_village_spots(view, 0)
    assert choose(state).kind == "build_road"


def test_a_seat_with_no_spot_in_reach_still_builds_toward_one():
    """Every corner two steps from the seat's pieces taken: its roads once scored 0 and were never built."""
    state = fresh(num_seats=3)
    put_village(state, 0, 10)
    put_road(state, 0, path(10, 1)[0])
    ai = KrowniaAI("normal", 0, 1)
    # seat 1 takes every free spot within two steps of seat 0's road ends (as a busy player would)
    near = {n for c in B.EDGE_CORNERS[path(10, 1)[0]] for m in B.CORNER_NEIGHBOURS[c]
            for n in (m, *B.CORNER_NEIGHBOURS[m])}
    for c in sorted(near):
        if R.view(state, 0).corner_owner[c] < 0 and ai._free_spot(R.view(state, 0), c):
            put_village(state, 1, c)
    give(state, 0, (1, 1, 0, 0, 0))
    roads = [a for a in R.legal_actions(state, 0) if a.kind == "build_road"]
    assert roads and max(ai._road_value(R.view(state, 0), 0, a.args[0], ai._production(R.view(state, 0), 0))
                         for a in roads) == 0  # the case meant: no spot within two steps
    assert choose(state).kind == "build_road"


def test_an_ai_whose_offer_went_unanswered_plays_on_its_turn():
    """A hard AI offers; the player leaves it and it lapses (declined for them): the AI then builds and ends
    its turn instead of waiting or offering the same again."""
    state = fresh(num_seats=3)
    state.current = 1
    put_village(state, 1, 10)
    for e in path(10, 2):
        put_road(state, 1, e)
    # one Wheat short of a village; Ore to spare (with 3 Ore it saved for a town and offered the village's Wood,
    # a swap it would turn down itself: krownia25)
    give(state, 1, (1, 1, 1, 0, 2))
    ai = KrowniaAI("hard", 1, 1)
    other = KrowniaAI("normal", 2, 1)
    seen = []
    for _ in range(60):
        if state.current != 1:
            break
        seat = R.active_seats(state)[0]
        legal = R.legal_actions(state, seat)
        if seat == 0:
            action = Action("decline_trade")  # the lapse
        else:
            action = (ai if seat == 1 else other).choose(R, R.view(state, seat), seat, legal)
        seen.append(action.kind)
        R.apply(state, seat, action)
    assert "offer_send" in seen and seen[-1] == "end_turn"
    assert seen.count("open_trade") == 1


def test_a_decline_names_only_what_the_goal_needs():
    """'saving for a town and has no use for Sheep and Wheat' was untrue: a town needs Wheat (it had enough)."""
    state = fresh(num_seats=2)
    put_village(state, 1, ore_corner(state))
    give(state, 1, (2, 0, 0, 2, 3))
    view = R.view(state, 1)
    words = decline_reason(view, 1, 0, (0, 0, 1, 1, 0), (2, 0, 0, 0, 0), "normal")
    assert "no use" not in words and "no more" not in words  # krownia21: "no more Wheat" told its Wheat
    assert words == "Blue is saving for a town, which needs no Sheep"
