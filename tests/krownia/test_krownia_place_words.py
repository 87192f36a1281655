"""A KROWNIA place is named by its tiles, never by the rules' corner and edge numbers (the playtest: a hint said
"corner 36", a number the player never sees): hints, the keyboard cursor's words and menus all say it this way."""

from __future__ import annotations

import re

from krownia_helpers import R, fresh

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.describe import corner_words, edge_words

NUMBERED = re.compile(r"\b(corner|edge|hex|tile) \d")


def test_a_hint_names_a_corner_by_its_tiles():
    state = fresh(num_seats=3)
    words = R.describe_action(state, 0, Action("build_village", (36,)))
    assert words == "Build a village by mountains 3, forest 4 and pasture 5"
    assert R.describe_action(state, 0, Action("build_town", (36,))) == \
        "Make the village by mountains 3, forest 4 and pasture 5 a town"


def test_every_place_has_its_own_words_and_no_internal_number():
    for options in ({"beginner": True}, {}):
        for seed in (1, 2, 3):
            state = R.initial_state(options, seed, 3)
            corners = [corner_words(state, c) for c in range(B.NUM_CORNERS)]
            edges = [edge_words(state, e) for e in range(B.NUM_EDGES)]
            if options:  # the Beginner island: each tile's terrain and number are its own
                assert len(set(corners)) == len(corners) and len(set(edges)) == len(edges)
            for c in range(B.NUM_CORNERS):
                for kind in ("place_village", "build_village", "build_town", "move_auto_pair"):
                    assert not NUMBERED.search(R.describe_action(state, 0, Action(kind, (c,))))
            for e in range(B.NUM_EDGES):
                assert not NUMBERED.search(R.describe_action(state, 0, Action("build_road", (e,))))


def test_a_coastal_place_says_which_side_of_its_tile():
    state = fresh(num_seats=3)
    assert corner_words(state, 0) == "by mountains 10 (top corner)"
    assert corner_words(state, 3) == "by mountains 10 (upper-left corner)"
    assert edge_words(state, 0) == "by mountains 10 (upper-left side)"
    two = next(e for e in range(B.NUM_EDGES) if len(B.EDGE_HEXES[e]) == 2)
    assert edge_words(state, two).startswith("between ")
