"""S36, blind tester krownia19 (Hint 6/10), the rest of the findings, in the tester's own match
(data/krownia19_red.json, Red is the player): "Trade with Blue" (shot 68) and "Build a village by …" (45) came with
no reason; one tile was named "Brick 3" in one hint (13) and "hills 3" in another (45); the road that won Longest
Road (+2 VP) said only that it reached a free spot for a village (75/76)."""

from __future__ import annotations

import re
from pathlib import Path

from krownia_helpers import R, replayed

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.hint_words import road_words
from baraza.game.krownia.rules import COST_TOWN

RECORD = Path(__file__).parent / "data" / "krownia19_red.json"
TILE_AS_CARD = re.compile(r"\b(Wood|Brick|Sheep|Wheat|Ore) \d|on the \d")  # "Brick 3", "Ore on the 8"


def _at(moves: int):
    state = replayed(RECORD, moves)
    return state, R.view(state, 0), R.legal_actions(state, 0)


def test_trade_with_an_accepting_seat_says_what_the_swap_brings():
    _state, view, legal = _at(150)  # turn 19: Red's 1 Brick for 1 Wheat, Blue accepts (shot 68)
    action = Action("confirm_trade", (1,))
    step = keep_plan(view, 0, action, "", COST_TOWN, legal)
    assert step.action == action
    words = step.words or bare_reason(view, 0, action, step.plan)
    assert words == "Blue gives 1 Wheat for your 1 Brick toward a town (you still need 2 Ore)", words


def test_a_counter_taken_says_its_own_cards():
    _state, view, _legal = _at(133)  # turn 16: White's answer pays for the development card
    assert bare_reason(view, 0, Action("confirm_trade", (2,))) == \
        "White gives 1 Sheep for your 1 Wood; it pays for a development card now"


def test_a_village_or_town_built_says_the_point_and_what_it_pays():
    _state, view, _legal = _at(93)  # turn 10 (shot 45): "Build a village by fields 11, forest 6 and hills 3", bare
    assert bare_reason(view, 0, Action("build_village", (23,))) == \
        "1 more point, and it pays Wood, Wheat and Brick on 9 rolls in 36"
    _state, view, _legal = _at(236)
    assert bare_reason(view, 0, Action("build_town", (14,))).startswith("1 more point, and it pays ")


def test_every_hint_names_a_tile_as_the_places_do():
    state, view, _legal = _at(11)  # setup round 2, Red's road (shot 13): "… (Wood 6, Wheat 11, Brick 3)"
    words = bare_reason(view, 0, Action("place_road", (25,)))
    assert "(forest 6, fields 11, hills 3)" in words and not TILE_AS_CARD.search(words), words
    _state, view, _legal = _at(40)
    for h in range(len(B.HEX_CORNERS)):  # the Pirate's words: "it blocks White's Sheep on the 6" was the other name
        if h != view.pirate_hex:
            words = bare_reason(view, 0, Action("move_pirate", (h,)))
            assert not TILE_AS_CARD.search(words), words


def test_the_road_that_takes_longest_road_says_so_first():
    _state, view, _legal = _at(178)  # turn 22: Red's 5th road in a row; Blue and White at 2 (shots 75/76)
    assert view.longest_holder == -1
    assert road_words(view, 0, 50) == "it takes Longest Road (+2 VP): yours 5 long against Blue's 2; and it " \
                                      "reaches a free spot for a village"
