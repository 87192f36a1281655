"""S38, a blind tester (Hint 7/10), the Hint's bank trades: one advised 4 cards to the bank toward a build, the
player made it, and the next Hint went elsewhere though the build was paid for or one trade away (the trade's
words named the build but did not carry it as the plan: hint_plan.bank_words); and a weaker move was hinted while a
trade completed a town this turn (the search for such a trade looked for villages only: hint_turn.py)."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.hint_dialog import judged
from baraza.game.krownia.rules import COST_TOWN

WOOD_FOR_ORE = Action("bank_trade", (0, 4))


def _town_hand(hand: list[int], spot: bool = False):
    """Red with a village (and a road to a free spot when `spot`), holding `hand`, in its main phase."""
    state = fresh(3)
    put_village(state, 0, 0)
    for e in path(0, 3 if spot else 1):
        put_road(state, 0, e)
    put_village(state, 1, 30)
    put_village(state, 2, 40)
    give(state, 0, hand)
    return state


def _hint(state, raw: Action, plan=None, words: str = ""):
    return judged(R.view(state, 0), 0, raw, words, plan, R.legal_actions(state, 0))


def test_a_bank_trade_toward_a_town_is_the_plan_the_next_hint_keeps() -> None:
    state = _town_hand([4, 0, 0, 2, 2])
    first = _hint(state, WOOD_FOR_ORE)  # bare from the worker, as the expert's trades come
    assert first.action == WOOD_FOR_ORE and first.words == "it pays for a town now"
    assert first.plan == COST_TOWN
    R.apply(state, 0, WOOD_FOR_ORE)
    for raw in (Action("end_turn"), Action("buy_dev")):  # the next search ends the turn, or buys a card
        step = _hint(state, raw, first.plan)
        assert step.action == Action("build_town", (0,)), (raw, step)
        assert "the plan you traded toward" in step.words, step.words


def test_a_town_one_trade_away_is_kept_to_the_next_turn() -> None:
    state = _town_hand([8, 0, 0, 2, 1])  # 8 Wood, 2 Wheat, 1 Ore: two trades from a town
    first = _hint(state, WOOD_FOR_ORE)
    assert first.plan == COST_TOWN, first
    R.apply(state, 0, WOOD_FOR_ORE)
    state.turn += 3  # the next turn, the cards unchanged: the town one trade away
    for raw in (Action("end_turn"), Action("bank_trade", (0, 2))):  # ended, or 4 Wood for a card's Sheep
        step = _hint(state, raw, first.plan)
        assert step.action == WOOD_FOR_ORE and step.plan == COST_TOWN, (raw, step)
        assert "a town" in step.words, step.words


def test_a_trade_completing_a_town_this_turn_comes_before_a_weaker_move() -> None:
    state = _town_hand([4, 1, 0, 2, 2])  # 4 Wood, 1 Brick, 2 Wheat, 2 Ore: 4 Wood for 1 Ore makes the town
    for raw in (Action("end_turn"), Action("bank_trade", (0, 2)), Action("build_road", (R.legal_actions(state, 0)
                                                                                          and _a_road(state),))):
        step = _hint(state, raw)
        assert step.action == WOOD_FOR_ORE, (raw, step)
        assert "a town" in step.words and step.plan == COST_TOWN, step.words
    R.apply(state, 0, WOOD_FOR_ORE)
    assert _hint(state, Action("end_turn"), COST_TOWN).action == Action("build_town", (0,))


def test_with_no_free_spot_a_trade_pays_for_a_road_to_one() -> None:
    state = _town_hand([0, 5, 0, 0, 0])  # 5 Brick, no Wood; Red's one road ends a road short of a free spot
    step = _hint(state, Action("end_turn"))
    assert step.action == Action("bank_trade", (1, 0)), step  # 4 Brick for 1 Wood, 1 Brick kept for the road
    assert "road to the free spot" in step.words, step.words


def _a_road(state) -> int:
    return next(a.args[0] for a in R.legal_actions(state, 0) if a.kind == "build_road")
