"""Time KROWNIA random games against catanatron's random games, back to back.

Usage:
  .venv/bin/python tools/krownia_vs_catanatron.py --games 50 --rounds 2 \
      --catan-python /tmp/catan-venv/bin/python

Each round times catanatron (4 RandomPlayers, in its own venv via a subprocess), then KROWNIA through
the arena (`game.simulate.run_arena`, exactly what `python -m baraza.game.simulate krownia --seats
random,random,random,random` runs; random seats get no views), then KROWNIA's engine alone (random
choices straight on legal_actions/apply). Prints games per second (wall clock and, because the machine is
shared, per CPU second of the process) for each and the ratios to catanatron.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baraza.game.krownia import RULES  # noqa: E402
from baraza.game.simulate import run_arena  # noqa: E402

CATAN_CODE = """
import sys, time
from catanatron import Game, RandomPlayer, Color
n = int(sys.argv[1])
t, c = time.perf_counter(), time.process_time()
for i in range(n):
    Game([RandomPlayer(Color.RED), RandomPlayer(Color.BLUE), RandomPlayer(Color.WHITE),
          RandomPlayer(Color.ORANGE)], seed=i).play()
print(n / (time.perf_counter() - t), n / (time.process_time() - c))
"""


def engine_only(games: int, seed: int = 1) -> tuple[float, float]:
    """Random 4-seat games straight on the engine (no views): games per second (wall, CPU)."""
    start, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        pick = random.Random(g)
        state = RULES.initial_state(RULES.default_options(), seed + g, 4)
        while not RULES.is_terminal(state):
            seat = RULES.active_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[pick.randrange(len(legal))])
    return games / (time.perf_counter() - start), games / (time.process_time() - cpu)


def arena(games: int) -> tuple[float, float]:
    """The arena's random games: games per second (wall as the arena reports it, CPU)."""
    cpu = time.process_time()
    wall = run_arena("krownia", ["random"] * 4, games)["games_per_second"]
    return wall, games / (time.process_time() - cpu)


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
            catan = tuple(float(x) for x in out.split())
        ours = arena(args.games)
        engine = engine_only(args.games)
        line = (f"round {rnd + 1}: krownia arena {ours[0]:.2f} g/s (cpu {ours[1]:.2f}), "
                f"engine only {engine[0]:.2f} g/s (cpu {engine[1]:.2f})")
        if catan:
            line += (f", catanatron {catan[0]:.2f} g/s (cpu {catan[1]:.2f}); arena/catanatron "
                     f"{ours[0] / catan[0]:.2f}x wall, {ours[1] / catan[1]:.2f}x cpu")
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
