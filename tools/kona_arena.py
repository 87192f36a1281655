"""Kona arena for measurements: two AI configurations, colours alternating, optional node budgets.

    python tools/kona_arena.py --a expert --b hard --games 100 --json
    python tools/kona_arena.py --a hard:20000 --b hard:20000 --games 200 --option pie=on --workers 2

A player is LEVEL, LEVEL:NODES or LEVEL@PLIES (normal's forced-win look, normal@0 without it), each
optionally followed by +NODES (normal's forced-loss look, normal+0 without it: normal before kona21).
With :NODES the agent searches a fixed number of nodes per move instead of a CPU-time budget, so every
game replays exactly on any machine and under any load (see KonaAgent.node_budget). Game g uses seed `--seed + g`; player A has White in even games.
`--cpu-clock` gives time-budgeted players their real budget on the process's CPU clock with no
wall-clock cap, so a loaded machine slows the run instead of weakening the players.
Prints the wins of A and B, draws, the opener's wins (seat 0, who made the first move), wins per colour as played (after any pie swap), how often Black
swapped, plies per game, and A's score with a 95% confidence interval.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.core.processes import worker_pool
from baraza.game.core.stats import wilson as core_wilson  # noqa: E402
from baraza.game.kona.agent import KonaAgent  # noqa: E402
from baraza.game.kona.rules import RULES, SQUARES, SWAP  # noqa: E402


def make_player(spec: str, seed: int, cpu_clock: bool = False) -> KonaAgent:
    spec, _, defend = spec.partition("+")  # LEVEL+NODES: normal's forced-loss look (normal+0: none, as before kona21)
    extra = {"defend_nodes": int(defend)} if defend else {}
    spec, _, plies = spec.partition("@")  # LEVEL@PLIES: normal's forced-win look (normal@0: none, as before)
    if plies:
        return KonaAgent(spec, seed=seed, proof_plies=int(plies), **extra)
    if extra:
        return KonaAgent(spec, seed=seed, **extra)
    level, _, nodes = spec.partition(":")
    if nodes:
        return KonaAgent(level, seed=seed, node_budget=int(nodes))
    # --cpu-clock: the level's real budget counted on this process's CPU clock, without the wall cap
    return KonaAgent(level, seed=seed, max_wall=None) if cpu_clock else KonaAgent(level, seed=seed)


def play(job: tuple) -> dict:
    """One game: A is seat 0 (White unless Black swaps) when the seed is even. Seat 0 opens."""
    spec_a, spec_b, seed, options, cpu_clock = job
    a_first = seed % 2 == 0
    specs = (spec_a, spec_b) if a_first else (spec_b, spec_a)
    agents = [make_player(spec, seed * 1_000_003 + seat * 7919 + 17, cpu_clock) for seat, spec in enumerate(specs)]
    state = RULES.initial_state(options, seed, 2)
    swapped = False
    think: list[float] = []
    while not RULES.is_terminal(state):
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        t0 = time.process_time()
        action = agents[seat].choose(RULES, RULES.view(state, seat), seat, legal)
        think.append(time.process_time() - t0)
        swapped |= action == SWAP
        RULES.apply(state, seat, action)
    result = RULES.result(state)
    a_seat = 0 if a_first else 1
    winner = result.winners[0] if result.winners else None
    return {
        "seed": seed, "a_won": winner == a_seat, "b_won": winner is not None and winner != a_seat,
        "colour_wins": RULES.result_tallies(state)["colour_wins"], "swapped": swapped,
        "opener_won": winner == 0, "plies": len(state.moves), "first_move": "-".join(
            SQUARES[sq] for sq in state.moves[0]) if state.moves else "", "max_cpu": round(max(think), 3) if think else 0.0,
    }


class _Serial:
    """The Pool interface for one process."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc) -> None:
        return None

    def imap(self, func, jobs, chunksize: int = 1):
        return map(func, jobs)



def wilson(successes: float, n: int) -> tuple[float, float]:
    low, high = core_wilson(successes, n)
    return round(low, 3), round(high, 3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Kona AI against AI, colours alternating.")
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="time budgets on the process's CPU clock only (no wall cap): for a loaded machine")
    parser.add_argument("--log", default=None, help="append one JSON line per finished game to this file")
    args = parser.parse_args(argv)
    options = dict(pair.split("=", 1) for pair in args.option)
    jobs = [(args.a, args.b, args.seed + g, options, args.cpu_clock) for g in range(args.games)]
    games = []
    log = open(args.log, "a") if args.log else None  # noqa: SIM115 - kept open while games finish
    with worker_pool(args.workers) if args.workers > 1 else _Serial() as pool:
        for game in pool.imap(play, jobs, chunksize=1):
            games.append(game)
            if log:
                log.write(json.dumps(game) + "\n")
                log.flush()
    if log:
        log.close()
    a_wins = sum(g["a_won"] for g in games)
    b_wins = sum(g["b_won"] for g in games)
    draws = len(games) - a_wins - b_wins
    colour = {"White": sum(g["colour_wins"]["White"] for g in games),
              "Black": sum(g["colour_wins"]["Black"] for g in games)}
    summary = {
        "a": args.a, "b": args.b, "games": len(games), "options": options, "seed": args.seed,
        "a_wins": a_wins, "b_wins": b_wins, "draws": draws, "colour_wins": colour,
        "swaps": sum(g["swapped"] for g in games),
        "first_player_wins": sum(g["opener_won"] for g in games),
        "first_player_ci95": wilson(sum(g["opener_won"] for g in games), len(games)),
        "mean_plies": round(sum(g["plies"] for g in games) / max(1, len(games)), 2),
        "a_score": round((a_wins + draws / 2) / max(1, len(games)), 3),
        "a_score_ci95": wilson(a_wins + draws / 2, len(games)),
        "white_share_ci95": wilson(colour["White"], colour["White"] + colour["Black"]),
    }
    print(json.dumps(summary) if args.json else "\n".join(f"{k}: {v}" for k, v in summary.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
