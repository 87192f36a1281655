"""Khedu measurements: `python -m baraza.game.khedu.bench solo --games N` prints the solo score distribution
of an AI level (the arena `game.simulate` only counts wins, a solo game always "wins")."""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from baraza.game.simulate import play_match


def quartiles(xs: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return q[0], q[1], q[2]


def solo(level: str, games: int, seed: int, options: dict | None = None) -> dict:
    scores: list[float] = []
    think: list[float] = []
    turns: list[int] = []
    for g in range(games):
        rec = play_match("khedu", [f"ai:{level}"], seed + g, options)
        scores.append(rec.scores[0])
        turns.append(rec.turns)
        think.extend(rec.think_seconds.get(0, []))
    q1, med, q3 = quartiles(scores)
    return {
        "level": level, "games": games, "seed": seed, "mean": round(statistics.fmean(scores), 2),
        "median": med, "q1": q1, "q3": q3, "min": min(scores), "max": max(scores),
        "stdev": round(statistics.pstdev(scores), 2), "mean_turns": round(statistics.fmean(turns), 2),
        "median_think_ms": round(statistics.median(think) * 1000, 3),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m baraza.game.khedu.bench", description=__doc__)
    parser.add_argument("mode", choices=["solo"])
    parser.add_argument("--level", default="hard", choices=["easy", "normal", "hard"])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clan", default="random")
    args = parser.parse_args(argv)
    out = solo(args.level, args.games, args.seed, {"clan_1": args.clan})
    sys.stdout.write(json.dumps(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
