"""krownia20 (a blind tester, Hint 6/10): the Hint said "Build a road" while 4 Wood to the bank for 1 Wheat paid for
a village with a free spot. A village is a point and a share of its tiles' rolls; a road only counts toward Longest
Road or a spot: the trade then the village comes first, and the hint names both."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.rules import COST_VILLAGE

END = Action("end_turn")


def _position(hand: tuple[int, ...]):
    """Red (seat 0): a village on corner 0, two roads leading off it to a free spot, `hand` in hand."""
    state = fresh(seed=7)
    start = next(c for c in range(54) if len(path(c, 2)) == 2)
    put_village(state, 0, start)
    for e in path(start, 2):
        put_road(state, 0, e)
    give(state, 0, hand)
    return state, path_corners(start, path(start, 2))[-1]


def test_a_bank_trade_paying_for_a_village_comes_before_a_road() -> None:
    state, spot = _position((5, 1, 1, 0, 0))  # 5 Wood, 1 Brick, 1 Sheep: 4 Wood for 1 Wheat pays for a village
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert Action("build_village", (spot,)) not in legal
    road = next(a for a in legal if a.kind == "build_road")
    step = keep_plan(view, 0, road, "", None, legal)
    assert step.action == Action("bank_trade", (0, 3)), step
    assert step.words.startswith("then build a village by "), step.words
    assert "1 more point" in step.words and "a road would only count toward Longest Road" in step.words
    assert step.plan == COST_VILLAGE
    said = f"Hint: {R.describe_action(state, 0, step.action)}: {step.words}"
    assert said.startswith("Hint: Trade 4 Wood for 1 Wheat: then build a village by "), said
    # ending the turn gives way to it too; after the trade, the village is the hint
    assert keep_plan(view, 0, END, "", None, legal).action == Action("bank_trade", (0, 3))
    R.apply(state, 0, step.action)
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    road = next(a for a in legal if a.kind == "build_road")
    after = keep_plan(view, 0, road, "", step.plan, legal)
    assert after.action.kind == "build_village" and after.action in legal, after


def test_no_trade_when_none_pays_for_the_village() -> None:
    state, _spot = _position((3, 1, 1, 0, 0))  # 3 Wood: no 4:1 trade, no harbour
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    road = next(a for a in legal if a.kind == "build_road")
    assert keep_plan(view, 0, road, "", None, legal).action == road
