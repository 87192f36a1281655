"""Kona search speed: hard's search on fixed middle-game positions, nodes per CPU second.

    python tools/kona_speed.py --here [--depth 5] [--repeat 3]
    python tools/kona_speed.py --here --compare /work/wt-base [--rounds 5]

Ten positions come from random play (seed 5, 6 to 13 plies); each is searched by the hard
level's iterative deepening to a fixed depth. Prints nodes, the best CPU time of `--repeat` runs and
nodes per second. The script only uses `ai.search_from_view` and `Search.best_move_iterative`,
so it also runs against older checkouts for a before/after figure: `--old DIR` measures the checkout
at DIR instead (one from before the `baraza` namespace, such as c9d574d, imports as `game.kona`).

`--compare DIR` measures this checkout and the one at DIR in the same process, alternating position
by position for `--rounds` rounds, and keeps each position's best time for each: on a shared, busy
machine that ratio is steadier than two separate runs, which may meet different loads.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

if __name__ == "__main__" and "--here" in sys.argv:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _import(old_dir: str | None) -> tuple[Any, Any]:
    """(RULES, search_from_view) of this checkout, or of the older checkout at `old_dir`."""
    if old_dir is None:
        from baraza.game.kona import RULES
        from baraza.game.kona.ai import search_from_view
        return RULES, search_from_view
    # an older checkout (before the `baraza` namespace) imports as plain `game.kona`
    sys.path.insert(0, old_dir)
    from game.kona import RULES as old_rules  # type: ignore[import-not-found]
    from game.kona.ai import search_from_view as old_search  # type: ignore[import-not-found]
    return old_rules, old_search


def positions(rules: Any, count: int = 10, seed: int = 5) -> list:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = rules.initial_state({}, 0, 2)
        for _ in range(rng.randrange(6, 14)):
            if state.over:
                break
            legal = rules.legal_actions(state, state.to_move)
            rules.apply(state, state.to_move, legal[rng.randrange(len(legal))])
        if not state.over:
            found.append(state)
    return found


def search_one(rules: Any, search_from_view: Any, state: Any, depth: int) -> tuple[int, float]:
    """(nodes, CPU seconds) of one iterative-deepening search of `state` to `depth`."""
    start = time.process_time()
    search = search_from_view(rules.view(state, state.to_move), state.to_move)
    search.best_move_iterative(search.moves(state.to_move), depth, random.Random(1))
    return search.nodes, time.process_time() - start


def measure(rules: Any, search_from_view: Any, depth: int) -> tuple[int, float]:
    nodes = seconds = 0
    for state in positions(rules):
        n, s = search_one(rules, search_from_view, state, depth)
        nodes, seconds = nodes + n, seconds + s
    return nodes, seconds


def compare(old_dir: str, depth: int, rounds: int) -> None:
    sides = {"this": _import(None), "old": _import(old_dir)}
    states = {name: positions(rules) for name, (rules, _) in sides.items()}
    best = {name: [float("inf")] * len(states[name]) for name in sides}
    nodes = {name: [0] * len(states[name]) for name in sides}
    for r in range(rounds):
        for i in range(len(states["this"])):
            for name in (("old", "this") if r % 2 == 0 else ("this", "old")):
                rules, search_from_view = sides[name]
                n, s = search_one(rules, search_from_view, states[name][i], depth)
                nodes[name][i] = n
                best[name][i] = min(best[name][i], s)
    for name in ("old", "this"):
        total = sum(best[name])
        print(f"{name}: nodes {sum(nodes[name])} best cpu {total:.3f} s  {sum(nodes[name]) / total:.0f} nodes/s")
    print(f"this / old nodes per second: {sum(best['old']) / sum(best['this']):.2f}"
          + ("" if nodes["old"] == nodes["this"] else "  (the searches visited different nodes)"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Nodes per second of Kona's hard search.")
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--here", action="store_true", help="import the checkout this script is in")
    parser.add_argument("--old", metavar="DIR", help="measure the older checkout at DIR instead")
    parser.add_argument("--compare", metavar="DIR", help="measure this checkout against the one at DIR")
    parser.add_argument("--rounds", type=int, default=5, help="with --compare: rounds of alternation")
    args = parser.parse_args(argv)
    if args.compare:
        compare(args.compare, args.depth, args.rounds)
        return 0
    rules, search_from_view = _import(args.old)
    runs = [measure(rules, search_from_view, args.depth) for _ in range(args.repeat)]
    nodes = runs[0][0]
    best = min(seconds for _, seconds in runs)
    print(f"nodes {nodes} best cpu {best:.3f} s  {nodes / best:.0f} nodes/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
