"""Solve a Kona position: is it won, lost or drawn with best play, and in how many plies?

    python tools/kona_solve.py --moves "f1-c4 a1-b2" --budget 10 --json
    python tools/kona_solve.py --moves "f1-c4 swap" --pie --budget 10 --json

prints one JSON line {"value", "for", "plies", "best", "nodes", "seconds", "depth", "pv"} for the
position after the given moves ("from-to" squares, or "swap" under the pie rule). `value` is for the
side to act ("for"): "win", "loss", "draw" or "unknown" when the budget (CPU seconds) ran out first.
`plies` counts the moves of both sides to the end; `depth` is the deepest search completed (so
"unknown" means: no result within that many plies); `pv` is the proof's main line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from game.core.action import Action  # noqa: E402
from game.kona.proof import solve_view  # noqa: E402
from game.kona.rules import COLOUR_NAMES, RULES, SWAP  # noqa: E402
from game.kona.solver import move_text  # noqa: E402


def parse_moves(text: str) -> list[Action]:
    actions = []
    for token in text.split():
        if token.lower() == "swap":
            actions.append(SWAP)
            continue
        a, sep, b = token.partition("-")
        if not sep:
            raise ValueError(f"not a move: {token!r} (write moves as from-to, e.g. f1-c4)")
        actions.append(Action("move", (a.lower(), b.lower())))
    return actions


def state_after(moves: list[Action], pie: bool):
    state = RULES.initial_state({"pie": "on" if pie else "off"}, 0, 2)
    for index, action in enumerate(moves):
        seat = RULES.active_seats(state)[0] if not RULES.is_terminal(state) else None
        if seat is None or action not in RULES.legal_actions(state, seat):
            raise ValueError(f"move {index + 1} ({action.kind} {' '.join(action.args)}) is not legal there")
        RULES.apply(state, seat, action)
    return state


def solve(moves_text: str, budget: float, pie: bool = False, nodes: int | None = None) -> dict:
    actions = parse_moves(moves_text)
    state = state_after(actions, pie or SWAP in actions)
    view = RULES.view(state, None)
    if view.is_over:
        winner = view.winner
        return {"value": "draw" if view.is_draw else "loss", "for": COLOUR_NAMES[1 - winner if winner is not None
                else state.to_move], "plies": 0, "best": "", "nodes": 0, "seconds": 0.0, "depth": 0, "pv": []}
    outcome = solve_view(view, seconds=budget, nodes=nodes)
    best = "swap" if (view.can_swap and outcome.best is None and outcome.value == "win") else move_text(outcome.best)
    return {
        "value": outcome.value, "for": COLOUR_NAMES[view.to_move], "plies": outcome.plies, "best": best,
        "nodes": outcome.nodes, "seconds": round(outcome.seconds, 3), "depth": outcome.depth,
        "pv": [move_text(m) for m in outcome.pv],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Prove the value of a Kona position.")
    parser.add_argument("--moves", default="", help='the moves from the start, e.g. "f1-c4 a1-b2"')
    parser.add_argument("--budget", type=float, default=10.0, help="CPU seconds to spend at most")
    parser.add_argument("--nodes", type=int, default=None, help="or a node budget (reproducible)")
    parser.add_argument("--pie", action="store_true", help="the pie rule is on (implied by a 'swap' move)")
    parser.add_argument("--json", action="store_true", help="print one JSON line (the default prints it too)")
    args = parser.parse_args(argv)
    try:
        result = solve(args.moves, args.budget, args.pie, args.nodes)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
