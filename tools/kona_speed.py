"""Kona search speed: hard's search on fixed middle-game positions, nodes per CPU second.

    python tools/kona_speed.py [--depth 5] [--repeat 3]

Ten positions come from random play (seed 5, 6 to 13 plies); each is searched by the hard
level's iterative deepening to a fixed depth. Prints nodes, the best CPU time of `--repeat` runs and
nodes per second. The script only uses `game.kona.ai.search_from_view` and `Search.best_move_iterative`,
so it also runs against older checkouts for a before/after figure: `--old /path/to/checkout` for one
from before the `baraza` namespace (such as c9d574d), which imports as `game.kona`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

if __name__ == "__main__" and "--here" in sys.argv:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if __name__ == "__main__" and "--old" in sys.argv:
    # an older checkout (before the `baraza` namespace) imports as plain `game.kona`
    sys.path.insert(0, sys.argv[sys.argv.index("--old") + 1])
    from game.kona import RULES
    from game.kona.ai import search_from_view
else:
    from baraza.game.kona import RULES
    from baraza.game.kona.ai import search_from_view


def positions(count: int = 10, seed: int = 5) -> list:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = RULES.initial_state({}, 0, 2)
        for _ in range(rng.randrange(6, 14)):
            if state.over:
                break
            legal = RULES.legal_actions(state, state.to_move)
            RULES.apply(state, state.to_move, legal[rng.randrange(len(legal))])
        if not state.over:
            found.append(state)
    return found


def measure(depth: int) -> tuple[int, float]:
    nodes, start = 0, time.process_time()
    for state in positions():
        search = search_from_view(RULES.view(state, state.to_move), state.to_move)
        search.best_move_iterative(search.moves(state.to_move), depth, random.Random(1))
        nodes += search.nodes
    return nodes, time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Nodes per second of Kona's hard search.")
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--here", action="store_true", help="import the checkout this script is in")
    parser.add_argument("--old", metavar="DIR", help="import game.kona from an older checkout at DIR")
    args = parser.parse_args(argv)
    runs = [measure(args.depth) for _ in range(args.repeat)]
    nodes = runs[0][0]
    best = min(seconds for _, seconds in runs)
    print(f"nodes {nodes} best cpu {best:.3f} s  {nodes / best:.0f} nodes/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
