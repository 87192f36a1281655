"""krownia18 (a blind tester), positions rebuilt from the match record (data/krownia18_red.json; Red, seat 0, is the
player): the Hint's setup village and road, its discards on a 7 and its steal came with no reason, or a card count
that said nothing of why (game/krownia/hint_setup.py, hint_seven.py)."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.rules import COST_VILLAGE, KrowniaRules

R = KrowniaRules()
RECORD = Path(__file__).parent / "data" / "krownia18_red.json"


def _at(moves: int):
    state = replayed(RECORD, moves)
    return R.view(state, 0), R.legal_actions(state, 0)


def test_setup_placements_say_what_the_corner_pays() -> None:
    view, _legal = _at(4)  # 08-hint: "Build a village by forest 10, fields 8 and forest 9", bare
    assert bare_reason(view, 0, Action("place_village", (22,))) == \
        "it pays on 12 rolls in 36 (fields 8, forest 9, forest 10), 2 kinds of card; the best open corner"
    view, _legal = _at(5)
    assert bare_reason(view, 0, Action("place_road", (25,))) == \
        "it leads to a free corner one road further that pays on 8 rolls in 36 (mountains 9, forest 10, hills 12)"
    view, _legal = _at(6)  # the second village: what it adds to the first
    assert bare_reason(view, 0, Action("place_village", (41,))) == "it pays on 8 rolls in 36 (south pasture 6, " \
        "hills 11, mountains 2); it adds Brick, Sheep and Ore to your first village's Wood and Wheat, all 5 kinds of card"


def test_a_discard_keeps_the_plans_cards_and_says_so() -> None:
    view, legal = _at(84)  # 44-discardhint: "Discard 1 Sheep", bare, with 2 Wood 2 Brick 3 Sheep 1 Ore
    assert view.hand == (2, 2, 3, 0, 1)
    step = keep_plan(view, 0, Action("discard", (2,)), "", COST_VILLAGE, legal)
    assert step.action == Action("discard", (2,))
    assert step.words == "a village needs only 1 of your 3 Sheep; you keep the Wood, Brick and Sheep it needs"
    # a hinted discard of the one Wood the village needs gives way to a spare Brick
    view, legal = _at(86)
    assert view.hand == (1, 2, 2, 0, 1)
    step = keep_plan(view, 0, Action("discard", (0,)), "", COST_VILLAGE, legal)
    assert step.action == Action("discard", (1,)) and step.words.startswith("a village needs only 1 of your 2 Brick")


def test_the_steal_says_why_that_seat() -> None:
    view, _legal = _at(40)  # 28-steal: Blue 3 cards, White 5, both 2 points
    assert bare_reason(view, 0, Action("steal", (2,))) == "White holds more cards: 5 against Blue's 3; you take 1 of them"
