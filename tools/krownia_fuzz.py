"""Fuzz KROWNIA: play random-seat games and check the card and piece invariants after every action.

Usage: .venv/bin/python tools/krownia_fuzz.py --games N [--seed S] [--seats 4]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baraza.game.krownia.rules import (  # noqa: E402
    BANK_START,
    DEV_DECK,
    GAME_OVER,
    MAX_ROADS,
    MAX_TOWNS,
    MAX_VILLAGES,
    KrowniaRules,
    KrowniaState,
)

RULES = KrowniaRules()


def check_invariants(rules: KrowniaRules, state: KrowniaState) -> None:
    """Raise AssertionError when cards or pieces do not add up."""
    n = state.num_seats
    for r in range(5):
        total = state.bank[r] + sum(state.hands[s][r] for s in range(n))
        assert total == BANK_START, f"resource {r}: bank + hands = {total}"
        assert state.bank[r] >= 0 and all(state.hands[s][r] >= 0 for s in range(n)), "negative cards"
    devs = len(state.deck) + sum(sum(state.devs[s]) for s in range(n)) + sum(state.warriors)
    played_other = len(DEV_DECK) - devs
    assert played_other >= 0, "too many development cards"
    # one pass over the corners: code owner * 3 + level, then count per seat (runs after every action)
    codes = [o * 3 + lv for o, lv in zip(state.corner_owner, state.corner_level, strict=True) if o >= 0]
    for s in range(n):
        roads = state.road_owner.count(s)
        vil = codes.count(s * 3 + 1)
        towns = codes.count(s * 3 + 2)
        assert roads <= MAX_ROADS and vil <= MAX_VILLAGES and towns <= MAX_TOWNS, f"seat {s} piece limits"
        assert state.vp_build[s] == vil + 2 * towns, "building VP out of step"
    if state.phase != GAME_OVER:
        assert rules.active_seats(state), "nobody can act"


def fuzz_game(seed: int, seats: int = 4, options: dict | None = None, max_actions: int = 20000) -> int:
    """Play one random game checking invariants; returns the number of actions."""
    pick = random.Random(seed * 31 + 7)
    state = RULES.initial_state({**RULES.default_options(), **(options or {})}, seed, seats)
    count = 0
    while not RULES.is_terminal(state):
        active = RULES.active_seats(state)
        seat = active[pick.randrange(len(active))]
        legal = RULES.legal_actions(state, seat)
        assert legal, f"seed {seed}: seat {seat} has no legal action in phase {state.phase}"
        action = legal[pick.randrange(len(legal))]
        events = RULES.apply(state, seat, action)
        assert events and all(e.text for e in events[:1]), f"seed {seed}: {action} gave no log line"
        check_invariants(RULES, state)
        count += 1
        assert count < max_actions, f"seed {seed}: game did not end"
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    actions = 0
    for g in range(args.games):
        seats = 2 + (args.seed + g) % 3
        opts = {"friendly_pirate": g % 2 == 1, "beginner": g % 5 == 0}
        actions += fuzz_game(args.seed + g, seats, opts)
        if (g + 1) % 100 == 0:
            print(f"  {g + 1} games ok ({time.perf_counter() - start:.0f} s)", flush=True)
    dt = time.perf_counter() - start
    print(f"{args.games} games, {actions} actions, all invariants held ({dt:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
