"""Khedu measurements: the solo score distribution of an AI level (the arena `game.simulate` only
counts wins, and a solo game always "wins"), and two-seat duels of one level against another with a
record per game.

    .venv/bin/python tools/khedu_bench.py solo --level hard --games 500
    nice -n 10 .venv/bin/python tools/khedu_bench.py solo --level expert --games 200 --workers 2
    nice -n 10 .venv/bin/python tools/khedu_bench.py duel --a expert --b hard --games 400 --workers 2 \\
        --records docs/records/khedu-expert-vs-hard.jsonl

Time-budgeted levels (the expert) decide on this thread's CPU clock here, so a loaded machine slows the
run down instead of weakening the player; their budget is the one the table gives. In a duel, game g has
seed `--seed + g` and level a takes seat g % 2 (the seats alternate). `--records` appends one JSON line
per game (seed, seats, scores, winners, the expert's decision times on both clocks), and `--from-records` recounts
a file (so an interrupted run can be extended with a later `--seed`); with `--baseline` it also replays
every recorded duel seed with the b level in both seats, which tells the luck of the deals from a's gain. Win rates come with a 95 % Wilson
interval (a draw counts half a win).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.core.arena import play_recorded  # noqa: E402
from baraza.game.core.stats import wilson  # noqa: E402
from baraza.game.simulate import play_match  # noqa: E402

LEVELS = ["easy", "normal", "hard", "expert"]


def quartiles(xs: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return q[0], q[1], q[2]


def _cpu_clock(agent) -> None:
    use = getattr(agent, "use_cpu_clock", None)
    if callable(use):
        use()




def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def _think(agent_times: list[float]) -> list[float]:
    return [round(t, 4) for t in agent_times]


def play_one(job: tuple) -> dict:
    """One game: (seats as level names, seed, options, expert settings to change)."""
    levels, seed, options, settings = job
    agents: list = []

    def prepare(agent) -> None:
        _cpu_clock(agent)
        if getattr(agent, "level", "") == "expert":
            for key, value in settings.items():
                setattr(agent, key, value)
        agents.append(agent)

    start = time.process_time()
    rec = play_match("khedu", [f"ai:{lv}" for lv in levels], seed, options, prepare=prepare)
    # decision times are kept for the time-budgeted seats only (the others decide in well under 1 ms)
    timed = [hasattr(a, "think") for a in agents]
    return {"seed": seed, "options": options, "seats": list(levels), "scores": list(rec.scores), "winners": list(rec.winners),
            "turns": rec.turns, "cpu": round(time.process_time() - start, 2),
            "think_cpu": [_think(a.think) if t else [] for a, t in zip(agents, timed, strict=True)],
            "think_wall": [_think(rec.think_seconds.get(s, [])) if t else [] for s, t in enumerate(timed)]}


def _run(jobs: list[tuple], workers: int, records: str | None) -> list[dict]:
    return play_recorded(play_one, jobs, workers, records)


def solo_summary(recs: list[dict], level: str) -> dict:
    scores = [r["scores"][0] for r in recs]
    think = [t for r in recs for t in r["think_wall"][0]]
    q1, med, q3 = quartiles(scores)
    return {
        "level": level, "games": len(recs), "seeds": [min(r["seed"] for r in recs), max(r["seed"] for r in recs)],
        "mean": round(statistics.fmean(scores), 2), "median": med, "q1": q1, "q3": q3, "min": min(scores),
        "max": max(scores), "stdev": round(statistics.pstdev(scores), 2),
        "mean_turns": round(statistics.fmean(r["turns"] for r in recs), 2),
        "median_think_ms": round(statistics.median(think) * 1000, 3) if think else 0.0,
    }


def duel_summary(recs: list[dict], a: str, b: str) -> dict:
    wins = draws = 0
    think_cpu: list[float] = []
    think_wall: list[float] = []
    for r in recs:
        seat_a = r["seats"].index(a)
        if not r["winners"]:
            draws += 1
        elif seat_a in r["winners"]:
            wins += 1
        think_cpu += r["think_cpu"][seat_a]
        think_wall += r["think_wall"][seat_a]
    n = len(recs)
    points = wins + 0.5 * draws
    lo, hi = wilson(points, n)
    return {
        "a": a, "b": b, "games": n, "a_wins": wins, "draws": draws, "b_wins": n - wins - draws,
        "a_rate": round(points / n, 4) if n else 0.0, "wilson95": [round(lo, 4), round(hi, 4)],
        "a_decisions": len(think_cpu),
        "a_think_cpu_ms": {"median": round(percentile(think_cpu, 0.5) * 1000, 1),
                           "p90": round(percentile(think_cpu, 0.9) * 1000, 1),
                           "p99": round(percentile(think_cpu, 0.99) * 1000, 1),
                           "max": round(max(think_cpu, default=0) * 1000, 1)},
        "a_think_wall_ms": {"median": round(percentile(think_wall, 0.5) * 1000, 1),
                           "p90": round(percentile(think_wall, 0.9) * 1000, 1),
                            "p99": round(percentile(think_wall, 0.99) * 1000, 1),
                            "max": round(max(think_wall, default=0) * 1000, 1)},
        "cpu_per_game": round(statistics.fmean(r["cpu"] for r in recs), 2) if recs else 0.0,
    }


def baseline(recs: list[dict], a: str, b: str) -> dict:
    """The same seeds and seats with level b in a's place too: what the deals alone give a's seat (win
    rate, draws as half) and how much a's lead over b changes on average."""
    points, change = 0.0, 0.0
    for r in recs:
        seat = r["seats"].index(a)
        other = r["seats"].index(b)
        rec = play_match("khedu", [f"ai:{b}"] * len(r["seats"]), r["seed"], r.get("options"))
        if not rec.winners:
            points += 0.5
        elif seat in rec.winners:
            points += 1.0 / len(rec.winners)
        lead = rec.scores[seat] - rec.scores[other]
        change += (r["scores"][seat] - r["scores"][other]) - lead
    n = len(recs)
    return {"baseline_rate": round(points / n, 4) if n else 0.0,
            "mean_lead_change": round(change / n, 2) if n else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/khedu_bench.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["solo", "duel"])
    parser.add_argument("--level", default="hard", choices=LEVELS, help="solo: the level playing")
    parser.add_argument("--a", default="expert", choices=LEVELS, help="duel: the level measured")
    parser.add_argument("--b", default="hard", choices=LEVELS, help="duel: its opponent")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clan", default="random", help="solo: the clan option")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--records", default=None, help="append one JSON line per game to this file")
    parser.add_argument("--set", default="", metavar="K=V,...",
                        help="expert settings for experiments: max_samples, min_samples, width, budget, win_bonus, margin, z, stake")
    parser.add_argument("--from-records", default=None, help="only summarise this records file")
    parser.add_argument("--compare", default=None, metavar="RECORDS",
                        help="solo from records: also summarise this other file on the same seeds")
    parser.add_argument("--baseline", action="store_true",
                        help="duel from records: replay each seed with b in both seats (deal luck vs a's gain)")
    args = parser.parse_args(argv)
    settings = {k: (int(v) if v.isdigit() else float(v)) for k, v in
                (pair.split("=") for pair in args.set.split(",") if pair)}
    if args.from_records:
        recs = [json.loads(line) for line in Path(args.from_records).read_text().splitlines() if line.strip()]
        out = solo_summary(recs, recs[0]["seats"][0]) if args.mode == "solo" else duel_summary(recs, args.a, args.b)
        if args.mode == "solo" and args.compare:
            seeds = {r["seed"] for r in recs}
            other = [json.loads(line) for line in Path(args.compare).read_text().splitlines() if line.strip()]
            same = [r for r in other if r["seed"] in seeds]
            out = {"records": out, "compare_same_seeds": solo_summary(same, same[0]["seats"][0]) if same else {}}
        if args.mode == "duel" and args.baseline:
            out.update(baseline(recs, args.a, args.b))
    elif args.mode == "solo":
        jobs = [([args.level], args.seed + g, {"clan_1": args.clan}, settings) for g in range(args.games)]
        out = solo_summary(_run(jobs, args.workers, args.records), args.level)
    else:
        if args.a == args.b:
            parser.error("a duel needs two different levels")
        jobs = [(([args.a, args.b] if g % 2 == 0 else [args.b, args.a]), args.seed + g, None, settings)
                for g in range(args.games)]
        out = duel_summary(_run(jobs, args.workers, args.records), args.a, args.b)
    sys.stdout.write(json.dumps(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
