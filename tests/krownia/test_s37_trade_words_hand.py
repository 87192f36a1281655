"""S37, blind tester krownia21: an AI's reason for declining told the player what its hidden hand held ("Blue needs
its Wheat for a town", 27-offer2-result) and contradicted its own offers ("needs its Wheat and makes Ore itself"
from a seat that had just offered Wood for Ore, 43 beside 37 and 47). A card a seat will not give is now said
alike whether it lacks the card or keeps it for its plan ("is not trading Wheat"), and no reason claims what the
hand holds ("its Wheat", "no more Wheat") or that the seat makes a card itself."""

from __future__ import annotations

import itertools

from krownia_helpers import R
from test_krownia_trade_reasons import offer

from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.rules import COST_TOWN
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)
RESOURCES = ("Wood", "Brick", "Sheep", "Wheat", "Ore")
HAND_WORDS = ("its ", "no more", "itself", " has ")  # words that tell what a hand holds


def _reason(state) -> str:
    view = R.view(state, 1)
    return decline_reason(view, 1, 0, view.trade.give, view.trade.get, "normal")


def test_a_seat_keeping_wheat_for_its_town_does_not_show_it():
    # 27-offer2-result: Red offers for Blue's Wheat; Blue holds the two Wheat its town needs
    state = offer((1, 0, 0, 2, 1), red_gives=WOOD, red_gets=WHEAT)
    assert KrowniaAI("normal", 1, 1).trade_goal(R.view(state, 1), 1) == COST_TOWN
    held = _reason(state)
    assert held == "Blue is not trading Wheat", held
    # the same words from a seat with no Wheat at all: the player cannot tell the two hands apart
    assert _reason(offer((1, 0, 0, 0, 1), red_gives=WOOD, red_gets=WHEAT)) == held


def test_a_seat_asking_for_ore_never_says_it_makes_ore_itself():
    # 43-t4-offer-result: 1 Ore for Blue's Wheat; Blue saves for a town (it needs Ore: it offered Wood for Ore)
    state = offer((1, 0, 0, 2, 1), red_gives=ORE, red_gets=WHEAT)
    view = R.view(state, 1)
    assert KrowniaAI("normal", 1, 1).trade_goal(view, 1)[ORE] > view.hand[ORE]  # Ore is what its plan lacks
    words = _reason(state)
    assert "itself" not in words and "Ore" not in words, words
    assert words == "Blue is not trading Wheat"


def test_no_reason_tells_what_a_hand_holds():
    """Every one-for-one offer to a spread of hands: no words of a held card, and a card asked for is said the same
    whether the seat has none of it or keeps what it has for its plan."""
    seen = set()
    for hand in itertools.product((0, 1, 2), (0, 1), (0, 1), (0, 1, 2), (0, 1, 2)):
        for gets, gives in itertools.permutations(range(5), 2):
            state = offer(hand, red_gives=gets, red_gets=gives)
            words = _reason(state)
            seen.add(words)
            assert not any(w in words for w in HAND_WORDS), (hand, gets, gives, words)
            if words.startswith("Blue is not trading"):
                assert words == f"Blue is not trading {RESOURCES[gives]}", (hand, words)
    assert any("saving for" in w for w in seen)  # the plan is still told where it tells no card
