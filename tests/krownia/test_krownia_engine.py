"""Checks of the engine's speed-ups against plain reference versions."""

from __future__ import annotations

import random

from krownia_helpers import R

from baraza.game.core.rules import Event
from baraza.game.krownia import board as B
from baraza.game.krownia.rules import _event


def _longest_reference(state, seat: int) -> int:
    """Exhaustive search from every corner of the seat's roads (the original algorithm)."""
    road_owner, owner = state.road_owner, state.corner_owner
    mine = [e for e in range(B.NUM_EDGES) if road_owner[e] == seat]
    best = 0

    def walk(c: int, used: set[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        if owner[c] >= 0 and owner[c] != seat and length > 0:
            return
        for e in B.CORNER_EDGES[c]:
            if road_owner[e] == seat and e not in used:
                a, b = B.EDGE_CORNERS[e]
                used.add(e)
                walk(b if a == c else a, used, length + 1)
                used.discard(e)

    for c in sorted({c for e in mine for c in B.EDGE_CORNERS[e]}):
        walk(c, set(), 0)
    return best


def test_longest_road_matches_exhaustive_search_on_random_boards():
    # Dense random boards: loops, forks and opponents' buildings cutting roads.
    for g in range(60):
        rng = random.Random(g)
        seats = 2 if g % 2 else 4
        state = R.initial_state({"beginner": True}, g, seats)
        for _ in range(rng.randrange(10, 60)):
            if rng.random() < 0.8:
                state.road_owner[rng.randrange(B.NUM_EDGES)] = rng.randrange(seats)
            else:
                c = rng.randrange(B.NUM_CORNERS)
                state.corner_owner[c] = rng.randrange(seats)
                state.corner_level[c] = 1
            for s in range(seats):
                assert R.longest_road(state, s) == _longest_reference(state, s)


def test_fast_event_equals_a_normal_event():
    fast = _event("gain", 2, {"cards": [0, 1, 0, 0, 0]}, "White received 1 Brick")
    slow = Event("gain", 2, {"cards": [0, 1, 0, 0, 0]}, "White received 1 Brick")
    assert type(fast) is Event and fast == slow and repr(fast) == repr(slow)
