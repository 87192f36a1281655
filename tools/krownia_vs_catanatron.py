"""Time KROWNIA random games against catanatron's random games, back to back.

Usage:
  .venv/bin/python tools/krownia_vs_catanatron.py --games 50 --rounds 2 \
      --catan-python /tmp/catan-venv/bin/python

Each round times catanatron (4 RandomPlayers, in its own venv via a subprocess), then KROWNIA through
the arena (`game.simulate.run_arena`, views built for every decision), then KROWNIA's engine alone
(random choices without building views). Prints games per second for each and the ratios.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.krownia import RULES  # noqa: E402
from game.simulate import run_arena  # noqa: E402

CATAN_CODE = """
import sys, time
from catanatron import Game, RandomPlayer, Color
n = int(sys.argv[1])
t = time.perf_counter()
for i in range(n):
    Game([RandomPlayer(Color.RED), RandomPlayer(Color.BLUE), RandomPlayer(Color.WHITE),
          RandomPlayer(Color.ORANGE)], seed=i).play()
print(n / (time.perf_counter() - t))
"""


def engine_only(games: int, seed: int = 1) -> float:
    """Random 4-seat games straight on the engine (no views): games per second."""
    start = time.perf_counter()
    for g in range(games):
        pick = random.Random(g)
        state = RULES.initial_state(RULES.default_options(), seed + g, 4)
        while not RULES.is_terminal(state):
            seat = RULES.active_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[pick.randrange(len(legal))])
    return games / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--catan-python", default=None, help="python of a venv with catanatron installed")
    args = parser.parse_args()
    for rnd in range(args.rounds):
        catan = None
        if args.catan_python:
            out = subprocess.run([args.catan_python, "-c", CATAN_CODE, str(args.games)], capture_output=True,
                                 text=True, check=True, cwd="/tmp").stdout
            catan = float(out.strip())
        arena = run_arena("krownia", ["random"] * 4, args.games)["games_per_second"]
        engine = engine_only(args.games)
        line = f"round {rnd + 1}: krownia arena {arena:.2f} g/s, engine only {engine:.2f} g/s"
        if catan:
            line += f", catanatron {catan:.2f} g/s; ratios {arena / catan:.2f}x / {engine / catan:.2f}x"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
