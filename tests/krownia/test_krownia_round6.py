"""Issue 41, blind round 6 (KROWNIA): a hint names which way each card goes and what the swap is for; an ended
turn names only a build the kept cards serve; an AI's reason for a decline agrees with the rule it answered by."""

from __future__ import annotations

from types import SimpleNamespace

from krownia_helpers import R
from test_krownia_trade_reasons import offer

from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.hint_words import offer_words, saving_words, served_build
from baraza.game.krownia.rules import COST_TOWN, COST_VILLAGE
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def _view(state):
    return R.view(state, 1)


def test_an_ended_turn_names_a_build_the_kept_cards_serve():
    # 84.png: a hand of 4 Brick was kept "for a town (2 Wheat + 3 Ore still to come)"
    assert saving_words((0, 4, 0, 0, 0), COST_TOWN) == "keep your cards for a road (1 Wood still to come)"
    assert saving_words((0, 0, 0, 1, 0), COST_TOWN) == "keep your cards for a town (1 Wheat + 3 Ore still to come)"


def test_a_hinted_offer_says_which_way_the_cards_go_and_what_for():
    view = SimpleNamespace(hand=(0, 4, 1, 3, 0), names=["Red", "Blue", "White"])
    # 97.png: "2 Wheat for 1 Brick, to everyone" to a player holding 4 Brick and lacking Wood
    assert served_build(view.hand, (0, 0, 0, 2, 0), (0, 1, 0, 0, 0)) is None
    assert offer_words(view, ((0, 1, 0, 0, 0), (1, 0, 0, 0, 0), -1), COST_VILLAGE) == \
        "give 1 Brick for 1 Wood toward a village, to everyone"
    assert offer_words(view, ((0, 1, 0, 0, 0), (1, 0, 0, 0, 0), 2)) == \
        "give 1 Brick for 1 Wood toward a village, to White"


def test_a_card_it_has_enough_of_is_the_reason_not_the_count():
    """175.png: White declined 2 Wood for 1 Wheat "will not give more cards than it gets" though it had taken 2
    for 1 while it still lacked Wheat: the Wheat is what it did not want."""
    state = offer((2, 0, 0, 2, 2), red_gives=WHEAT, red_gets=WOOD)
    view = _view(state)
    gets, gives = (0, 0, 0, 1, 0), (2, 0, 0, 0, 0)
    assert not KrowniaAI("normal", 1, 1).welcomes(view, 1, gets, gives)
    assert decline_reason(view, 1, 0, gets, gives) == \
        "Blue chose not to trade this time"  # krownia21/24: not its Wheat, nor that the town needs no more
    # lacking the Wheat, the same count is taken when the Wheat pays the town now (s33: two spare cards for one
    # needed card that builds nothing is no longer enough)
    lacking = _view(offer((2, 0, 0, 1, 3), red_gives=WHEAT, red_gets=WOOD))
    assert KrowniaAI("normal", 1, 1).welcomes(lacking, 1, gets, gives)


def test_a_seat_short_of_several_kinds_names_each():
    view = _view(offer((0, 0, 1, 2, 2), red_gives=WHEAT, red_gets=ORE))
    # krownia20: said as its choice, whatever the table sees of Blue's hand
    assert decline_reason(view, 1, 0, (0, 0, 0, 1, 0), (1, 1, 0, 0, 0)) == "Blue is not trading Wood and Brick"


def test_a_near_winner_is_told_in_plain_words():
    view = _view(offer((0, 0, 1, 2, 2), red_gives=WHEAT, red_gets=SHEEP, red_vp=8))
    assert decline_reason(view, 1, 0, (0, 0, 0, 1, 0), (0, 0, 1, 0, 0)) == \
        "Blue will not help Red win: Red needs only 2 more points"
