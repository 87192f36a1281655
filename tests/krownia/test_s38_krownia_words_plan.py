"""S38, blind tester krownia23 (Hint 6): the Hint changed plans mid-turn. Round 6: "Offer 2 Wood for 1 Wheat toward a
development card" (52, 53); Blue took it; then "End the turn: keep your cards for a village; a development card
would spend the Sheep and Wheat kept for it" (55). Round 18: "Trade 4 Wheat for 1 Brick: then build a road to the
free spot …, for your next village", the road built, then "keep your cards for a town" (151). A plan the player
followed is kept: a build a hinted trade pays for is the plan for the rest of that turn (hint_plan.TurnPlan,
`traded`), the plan beneath it back afterwards; a road reaching a free spot is for the village there."""

from __future__ import annotations

from krownia23_record import VILLAGE, hints

from baraza.game.core.action import Action
from baraza.game.krownia.hint_plan import TurnPlan
from baraza.game.krownia.rules import COST_DEV, COST_VILLAGE


def test_the_card_a_trade_was_hinted_toward_is_bought_once_the_trade_is_made() -> None:
    # asked at the roll's end (111), in the dialog (112-115), with Blue's yes (118), after the trade (119)
    steps = hints([111, 112, 113, 114, 115, 118, 119], VILLAGE)  # the village was the plan before
    offer, *_between, after = steps
    assert offer.action == Action("open_trade") and "toward a development card" in offer.words
    assert all(tuple(step.plan) == COST_DEV for step in steps), [step.plan for step in steps]
    assert after.action == Action("buy_dev"), after
    assert "the plan you traded toward this turn" in after.words, after.words
    assert "keep your cards for a village" not in after.words
    assert isinstance(after.plan, TurnPlan) and after.plan.under == VILLAGE  # back once the turn is over


def test_the_road_to_a_free_spot_leaves_the_village_as_the_plan() -> None:
    trade, road, end = hints([340, 341, 342])
    assert trade.action == Action("bank_trade", (3, 1)) and "for your next village" in trade.words
    assert road.action.kind == "build_road" and "it reaches a free spot for a village" in road.words
    assert end.action == Action("end_turn"), end
    assert "keep your cards for a village (you still need 1 Wood + 1 Brick)" in end.words, end.words
    assert tuple(end.plan) == COST_VILLAGE
