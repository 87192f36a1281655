"""Rebuild Kona's opening table (assets/data/kona/openings.toml): the value of each first move of White.

    nice -n 5 python tools/kona_openings.py --solve 40 --search 30 --games 8 --workers 2 \\
        --log docs/records/kona-openings.jsonl

White's 18 first moves fall into 6 classes: the start position is the same under both diagonal
mirrors and the half turn, so mirrored moves lead to mirrored positions and share one analysis.
For one move of each class (the first in board order):

1. the exact solver, `--solve` CPU seconds: a proven win or loss settles the value;
2. a long search (hard's iterative deepening, `--search` CPU seconds): its score and depth;
3. `--games` games between two hard players from the position after the move (Black to move, its
   first-move privileges intact), each on hard's real budget of 0.6 s per move counted on the
   process's CPU clock with no wall-clock cap (or `--player hard:NODES` for node budgets), seeds
   `--seed` onwards. This is what the pie decision needs: how the game goes on between players of
   the strength that will face the position.

Games are played for every class the solver did not settle, and for those it settled only by a
line longer than `--deep-proof` plies (10): hard's solver gets 0.15 s a move in play and finds lines
of about 7-9 plies, so a 15-ply proof does not tell how play between hard players goes. A move's
`white_score` is White's score in its games, or 1 / 0 from a proof when no games were needed; the
proof is kept beside it. The verdict is "even" when the score lies within [--even-low, --even-high],
else "opener" or "chooser". Every job's result is appended to `--log` as one JSON line (the evidence
behind the table); `--from-log` rebuilds the table from such logs without playing.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a fresh checkout

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.processes import worker_pool  # noqa: E402
from baraza.game.kona.agent import KonaAgent, search_from_view  # noqa: E402
from baraza.game.kona.proof import solve_view  # noqa: E402
from baraza.game.kona.rules import RULES, SIZE, SQUARES, initial_board  # noqa: E402
from baraza.game.kona.search import WIN_THRESHOLD, Timeout  # noqa: E402

TABLE = ROOT / "assets" / "data" / "kona" / "openings.toml"
TRANSFORMS = (  # (file, rank) -> (file, rank): the 8 symmetries of the square
    lambda f, r: (f, r), lambda f, r: (r, f), lambda f, r: (SIZE - 1 - r, SIZE - 1 - f),
    lambda f, r: (SIZE - 1 - f, SIZE - 1 - r), lambda f, r: (SIZE - 1 - f, r), lambda f, r: (f, SIZE - 1 - r),
    lambda f, r: (r, SIZE - 1 - f), lambda f, r: (SIZE - 1 - r, f),
)


def _map(transform, square: int) -> int:
    f, r = transform(square % SIZE, square // SIZE)
    return r * SIZE + f


def symmetries() -> list:
    """The transforms that leave the start position as it is (colours included)."""
    board = initial_board()
    return [t for t in TRANSFORMS if all(board[_map(t, s)] == board[s] for s in range(SIZE * SIZE))]


def first_moves() -> list[str]:
    state = RULES.initial_state({"pie": "off"}, 0, 2)
    return [f"{a.args[0]}-{a.args[1]}" for a in RULES.legal_actions(state, 0) if a.kind == "move"]


def move_classes() -> dict[str, list[str]]:
    """Representative first move -> every first move mirrored onto it (the representative first)."""
    index = {name: i for i, name in enumerate(SQUARES)}
    groups: dict[str, list[str]] = {}
    seen: dict[str, str] = {}
    for move in first_moves():
        if move in seen:
            continue
        a, b = (index[x] for x in move.split("-"))
        images = [f"{SQUARES[_map(t, a)]}-{SQUARES[_map(t, b)]}" for t in symmetries()]
        members = [move] + sorted({m for m in images if m != move})
        for m in members:
            seen[m] = move
        groups[move] = members
    return groups


def state_after(move: str):
    state = RULES.initial_state({"pie": "off"}, 0, 2)
    RULES.apply(state, 0, Action("move", tuple(move.split("-"))))
    return state


def make_player(spec: str, seed: int) -> KonaAgent:
    level, _, nodes = spec.partition(":")
    if nodes:
        return KonaAgent(level, seed=seed, node_budget=int(nodes))
    return KonaAgent(level, seed=seed, max_wall=None)  # hard's CPU budget, no wall-clock cap


def run_job(job: tuple) -> dict:
    kind, move = job[0], job[1]
    state = state_after(move)
    view = RULES.view(state, None)
    start = time.process_time()
    if kind == "solve":
        outcome = solve_view(view, seconds=job[2])
        result = {"value_for_black": outcome.value, "plies": outcome.plies, "depth": outcome.depth,
                  "nodes": outcome.nodes}
    elif kind == "search":
        search = search_from_view(view, 1)
        search.cpu_deadline = time.process_time() + job[2]
        moves = search.moves(1)
        best, score, depth = moves[0], 0, 0
        for d in range(1, 40):  # iterative deepening, every root move scored exactly at each depth
            try:
                scored = search.root_scores(moves, d)
            except Timeout:
                break
            score, best = max(scored)
            depth = d
            if abs(score) >= WIN_THRESHOLD:
                break
        result = {"score_for_white": -score, "depth": depth, "black_best": f"{SQUARES[best[0]]}-{SQUARES[best[1]]}",
                  "nodes": search.nodes}
    else:  # one game from the position after the move
        seed, spec = job[2], job[3]
        agents = [make_player(spec, seed * 1_000_003 + seat * 7919 + 17) for seat in range(2)]
        while not RULES.is_terminal(state):
            seat = RULES.active_seats(state)[0]
            action = agents[seat].choose(RULES, RULES.view(state, seat), seat, RULES.legal_actions(state, seat))
            RULES.apply(state, seat, action)
        result = {"seed": seed, "player": spec, "winner": state.winner, "plies": len(state.moves),
                  "moves": [f"{SQUARES[f]}-{SQUARES[t]}" for f, t in state.moves]}
    return {"kind": kind, "move": move, **result, "cpu": round(time.process_time() - start, 2)}


def summarise(groups: dict[str, list[str]], results: list[dict], low: float, high: float) -> list[dict]:
    rows = []
    for rep, members in groups.items():
        mine = [r for r in results if r["move"] == rep]
        solve = next((r for r in mine if r["kind"] == "solve"), None)
        search = next((r for r in mine if r["kind"] == "search"), None)
        games = [r for r in mine if r["kind"] == "game"]
        w = sum(g["winner"] == 0 for g in games)
        b = sum(g["winner"] == 1 for g in games)
        d = len(games) - w - b
        proof, score = "", 0.5
        if solve and solve["value_for_black"] in ("win", "loss"):
            winner = "Black" if solve["value_for_black"] == "win" else "White"
            proof = f"{winner} wins in {solve['plies']} more plies (solver)"
            score = 0.0 if winner == "Black" else 1.0
        elif solve and solve["value_for_black"] == "draw":
            proof = "draw with best play (solver)"
        if games:  # games were played (no proof, or one too deep for play): they say how play goes
            score = (w + d / 2) / len(games)
        verdict = "even" if low <= score <= high else ("opener" if score > high else "chooser")
        for move in members:
            rows.append({
                "move": move, "group": rep, "white_score": round(score, 3), "verdict": verdict, "proof": proof,
                "search_score": search["score_for_white"] if search else 0,
                "search_depth": search["depth"] if search else 0,
                "games": len(games), "white_wins": w, "black_wins": b, "draws": d,
            })
    return rows


def toml_text(rows: list[dict], low: float, high: float, command: str) -> str:
    lines = [
        "# Kona's opening table: White's first moves and what they are worth. Generated: do not edit by hand.",
        "# Rebuild with the command below (tools/kona_openings.py); read by game/kona/openings.py.",
        f"command = {json.dumps(command)}",
        f"even_low = {low}",
        f"even_high = {high}",
    ]
    for row in rows:
        lines.append("")
        lines.append("[[move]]")
        for key, value in row.items():
            lines.append(f"{key} = {json.dumps(value)}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Rebuild the Kona opening table.")
    parser.add_argument("--solve", type=float, default=40.0, help="solver CPU seconds per first move")
    parser.add_argument("--search", type=float, default=30.0, help="long search CPU seconds per first move")
    parser.add_argument("--games", type=int, default=8, help="hard-vs-hard games per first move")
    parser.add_argument("--deep-proof", type=int, default=10,
                        help="a proof longer than this many plies is beyond the AI in play: games decide")
    parser.add_argument("--player", default="hard", help="LEVEL (CPU budget) or LEVEL:NODES")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--even-low", type=float, default=0.4)
    parser.add_argument("--even-high", type=float, default=0.6)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--log", default=None, help="append every job's result here (JSON lines)")
    parser.add_argument("--from-log", default=None, help="rebuild the table from a log without playing")
    parser.add_argument("--out", default=str(TABLE))
    args = parser.parse_args(argv)
    groups = move_classes()
    results: list[dict] = []
    if args.from_log:
        results = [json.loads(line) for line in Path(args.from_log).read_text().splitlines() if line.strip()]
    else:
        log = open(args.log, "a") if args.log else None  # noqa: SIM115 - kept open while jobs finish

        def run(jobs: list[tuple]) -> None:
            for result in pool.imap_unordered(run_job, jobs):
                results.append(result)
                print(json.dumps({k: v for k, v in result.items() if k != "moves"}), flush=True)
                if log:
                    log.write(json.dumps(result) + "\n")
                    log.flush()

        with worker_pool(args.workers) as pool:
            run([(kind, rep, budget) for rep in groups for kind, budget in (("solve", args.solve),
                                                                           ("search", args.search))])
            # games where the solver settled nothing, or only by a line deeper than play can see
            settled = {r["move"] for r in results if r["kind"] == "solve" and r["value_for_black"] != "unknown"
                       and r["plies"] <= args.deep_proof}
            run([("game", rep, args.seed + g, args.player) for g in range(args.games)
                 for rep in groups if rep not in settled])
        if log:
            log.close()
    # a game against a proven result is still kept in the log, but a proof decides
    command = "python tools/kona_openings.py " + " ".join(argv if argv is not None else sys.argv[1:])
    rows = summarise(groups, results, args.even_low, args.even_high)
    Path(args.out).write_text(toml_text(rows, args.even_low, args.even_high, command), encoding="utf-8")
    print(json.dumps({"written": args.out, "classes": len(groups), "moves": len(rows)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
