"""How good a seat's setup is inside catanatron's engine: play only the placement phase, then report what
each seat's villages earn per roll (the sum of the dice chances of their tiles) and how many resources.

Run with the python of catanatron's scratch venv (see docs/benchmarks-krownia.md, "The duel harness"):
  /work/catan-venv/bin/python tools/krownia_catan_setup_probe.py ai:expert 0 40 [expert settings] > out.jsonl
  /work/catan-venv/bin/python tools/krownia_catan_setup_probe.py AB 0 40 > out.jsonl    # the control
Game i uses seed 1000 + i and puts our seat at turn position i % 4 against three AlphaBeta bots, as the duel
does; one JSON line per game: our seat's [production, resources] and the other seats'.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import krownia_catan_duel as duel  # noqa: E402
from catanatron import Game  # noqa: E402


def production(game, color) -> tuple[float, int]:
    """Cards a roll brings the colour's buildings on average (towns count once here: only the setup is
    measured), and the number of different resources they touch."""
    total, kinds = 0.0, set()
    for node, (owner, _kind) in game.state.board.buildings.items():
        if owner == color:
            for resource, chance in game.state.board.map.node_production[node].items():
                total += chance
                kinds.add(resource)
    return total, len(kinds)


def main() -> int:
    kind, first, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    settings = sys.argv[4] if len(sys.argv) > 4 else ""
    for i in range(first, first + games):
        seed = 1000 + i
        random.seed(seed)
        game = Game([duel.THEIRS["AB"](c) for c in duel.COLORS], seed=seed)
        position = i % 4
        ours = duel.our_player(kind, game.state.colors[position], seed, "cpu", settings)
        game.state.players[position] = ours
        if hasattr(ours, "agent_seat"):
            ours.agent_seat = position
        while game.state.is_initial_build_phase:
            game.play_tick()
        seats = [production(game, c) for c in game.state.colors]
        print(json.dumps({"seed": seed, "position": position, "ours": kind, "settings": settings,
                          "ours_setup": seats[position],
                          "others": [s for j, s in enumerate(seats) if j != position]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
