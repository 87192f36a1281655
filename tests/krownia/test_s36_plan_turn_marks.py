"""S36, blind tester krownia19: the Hint names a tile as the table does ("hills 3", "forest 6":
describe.tile_words), but the analysis marks said "the better corner (Wheat 6, Ore 8) pays on …", another name for
the same tiles. The marks now use the Hint's names."""

from __future__ import annotations

import re

from baraza.game.core.action import Action
from baraza.game.krownia import RULES
from baraza.game.krownia import board as B
from baraza.game.krownia.describe import tile_words
from baraza.game.krownia.mark_words import corner_yield, fault

SEED = 3  # the two-seat board of test_s33_poor_corner.py
POOREST = 1  # a corner paying on 1 roll
TILE_AS_CARD = re.compile(r"\b(Wood|Brick|Sheep|Wheat|Ore) \d")  # "Wheat 6", the old mark words


def test_a_corner_s_tiles_are_named_as_the_hint_names_them() -> None:
    state = RULES.initial_state(RULES.default_options(), SEED, 2)
    for c in RULES.setup_spots(state):
        _rolls, words = corner_yield(state, c)
        assert not TILE_AS_CARD.search(words), words
        for h in B.CORNER_HEXES[c]:
            if state.numbers[h]:
                assert tile_words(state, h) in words, (words, tile_words(state, h))


def test_the_poor_corner_fault_names_tiles_as_the_hint_does() -> None:
    state = RULES.initial_state(RULES.default_options(), SEED, 2)
    seat = RULES.active_seats(state)[0]
    richest = max(RULES.setup_spots(state), key=lambda c: corner_yield(state, c)[0])
    why = fault(RULES, state, seat, Action("place_village", (POOREST,)), Action("place_village", (richest,)))
    assert why is not None and not TILE_AS_CARD.search(why), why
    assert "this one (forest 2) on 1" in why, why
