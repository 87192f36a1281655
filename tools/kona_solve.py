"""Solve a Kona position: is it won, lost or drawn with best play, and in how many plies?

    python tools/kona_solve.py --moves "f1-c4 a1-b2" --budget 10 --json
    python tools/kona_solve.py --moves "f1-c4 swap" --pie --budget 10 --json

prints one JSON line {"value", "for", "plies", "best", "nodes", "seconds", "depth", "pv"} for the
position after the given moves ("from-to" squares, or "swap" under the pie rule). `value` is for the
side to act ("for"): "win", "loss", "draw" or "unknown" when the budget (CPU seconds) ran out first.
`plies` counts the moves of both sides to the end; `depth` is the deepest search completed (so
"unknown" means: no result within that many plies); `pv` is the proof's main line.

    python tools/kona_solve.py --openings --budget 600

solves the start position and then lists every first move of White with what the search proved
about it: a JSON line per move ({"move", "value" for White, "plies"}) and a summary line.
With the pie rule the second player keeps or takes whichever side of White's first move is won,
so the start is a win for the second player as soon as every first move is proven won or lost, and
at best a draw for the first player otherwise: the per-move list decides the pie start too.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona.proof import solve_view  # noqa: E402
from baraza.game.kona.rules import COLOUR_NAMES, RULES, SWAP  # noqa: E402
from baraza.game.kona.search import WIN  # noqa: E402
from baraza.game.kona.solver import move_text  # noqa: E402


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


def openings(budget: float, nodes: int | None = None, wall: float | None = None) -> list[dict]:
    """Solve the start position, then read each first move's proven value from the proof table."""
    from baraza.game.kona.bitboard import extras_hash
    from baraza.game.kona.proof import solver_from_view
    from baraza.game.kona.solver import PROVEN, UNPROVEN

    view = RULES.view(RULES.initial_state({}, 0, 2), None)
    solver = solver_from_view(view)
    if wall is not None:
        solver.deadline = time.perf_counter() + wall
    outcome = solver.solve(seconds=budget, nodes=nodes)
    lines = [{"start": outcome.value, "for": "White", "plies": outcome.plies, "depth": outcome.depth,
              "nodes": outcome.nodes, "seconds": round(outcome.seconds, 1),
              "best": move_text(outcome.best), "pv": [move_text(m) for m in outcome.pv]}]
    h = solver.root_hash()
    old_extras = extras_hash(solver.pending, solver.forbidden)
    for f, t in solver.moves(solver.side):
        undo = solver.make(solver.side, f, t)
        child = solver.child_hash(h, f, t, undo, old_extras)
        solver.unmake(solver.side, f, t, undo)
        entry = solver.proof_tt.get(child)
        row = {"move": move_text((f, t)), "value": "unknown", "plies": 0, "searched_plies": 0}
        if entry is not None and entry[0] == PROVEN:  # the entry speaks for Black, to move there
            row["value"] = "loss" if entry[1] > 0 else "win"
            row["plies"] = 1 + (WIN - abs(entry[1]))
        elif entry is not None and entry[0] == UNPROVEN:
            row["searched_plies"] = entry[1]
        lines.append(row)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Prove the value of a Kona position.")
    parser.add_argument("--moves", default="", help='the moves from the start, e.g. "f1-c4 a1-b2"')
    parser.add_argument("--budget", type=float, default=10.0, help="CPU seconds to spend at most")
    parser.add_argument("--nodes", type=int, default=None, help="or a node budget (reproducible)")
    parser.add_argument("--pie", action="store_true", help="the pie rule is on (implied by a 'swap' move)")
    parser.add_argument("--json", action="store_true", help="print one JSON line (the default prints it too)")
    parser.add_argument("--openings", action="store_true", help="solve the start and list the first moves")
    parser.add_argument("--wall", type=float, default=None, help="with --openings: wall-clock seconds at most")
    args = parser.parse_args(argv)
    if args.openings:
        for line in openings(args.budget, args.nodes, args.wall):
            print(json.dumps(line), flush=True)
        return 0
    try:
        result = solve(args.moves, args.budget, args.pie, args.nodes)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
