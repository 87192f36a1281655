"""Konja's expert AI against the hard AI: a paired arena with one JSON line per game.

    nice -n 10 .venv/bin/python tools/konja_expert_arena.py --games 400 --seed 1 --workers 2 \
        --clock cpu --records docs/records/konja-expert-vs-hard.jsonl

Game g uses seed `--seed + g` and the default options with `first_player=0`; the expert sits in seat
g % 2, so it moves first in every other game. A game already in `--records` (same seed and expert
settings) is not played again, so a run can be stopped and extended. `--clock cpu` puts the expert's
time budget on its thread's CPU clock, so a loaded machine slows the run instead of weakening the
expert. Each record keeps the expert's decision times (thread CPU and wall, in ms) for the decisions
with more than one legal action. The summary line gives the expert's score (shared wins count half)
with a 95 % Wilson interval, and the decision-time median and 99th percentile.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a fresh checkout

from baraza.game.core.arena import play_recorded  # noqa: E402
from baraza.game.core.stats import wilson  # noqa: E402
from baraza.game.konja import RULES  # noqa: E402
from baraza.game.konja.ai import KonjaAgent  # noqa: E402
from baraza.game.konja.expert import ExpertAgent  # noqa: E402


def play_one(job: tuple) -> dict:
    seed, expert_seat, settings, cpu_clock, opponent = job
    expert = ExpertAgent(expert_seat, seed, **settings)
    if cpu_clock:
        expert.use_cpu_clock()
    other = KonjaAgent(opponent, 1 - expert_seat, seed)
    agents = {expert_seat: expert, 1 - expert_seat: other}
    state = RULES.initial_state({**RULES.default_options(), "first_player": 0}, seed, 2)
    cpu_ms: list[float] = []
    wall_ms: list[float] = []
    other_cpu = 0.0
    while not state.over:
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        c0, w0 = time.thread_time(), time.perf_counter()
        action = agents[seat].choose(RULES, view, seat, legal)
        c1, w1 = time.thread_time(), time.perf_counter()
        if action not in legal:
            raise RuntimeError(f"seed {seed}: seat {seat} chose illegal {action}")
        if seat == expert_seat and len(legal) > 1:
            cpu_ms.append(round((c1 - c0) * 1000, 1))
            wall_ms.append(round((w1 - w0) * 1000, 1))
        elif seat != expert_seat:
            other_cpu += c1 - c0
        RULES.apply(state, seat, action)
    return {"seed": seed, "expert_seat": expert_seat, "opponent": opponent, "settings": settings,
            "clock": "cpu" if cpu_clock else "wall",
            "expert": {"budget": expert.budget, "min_rounds": expert.min_rounds, "max_rounds": expert.max_rounds,
                       "denial": expert.lookahead.denial, "search_blessings": expert.search_blessings, "bones_budget": expert.bones_budget},
            "winners": list(state.winners),
            "points": [p.cloud_points for p in state.players], "turns": state.turn_count,
            "expert_cpu_ms": cpu_ms, "expert_wall_ms": wall_ms, "opponent_cpu_s": round(other_cpu, 2)}


def score(record: dict) -> float:
    w = record["winners"]
    return 0.5 if len(w) == 2 else 1.0 if record["expert_seat"] in w else 0.0




def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def summary(records: list[dict]) -> dict:
    n = len(records)
    pts = sum(score(r) for r in records)
    low, high = wilson(pts, n)
    cpu = [x for r in records for x in r["expert_cpu_ms"]]
    wall = [x for r in records for x in r["expert_wall_ms"]]
    return {"games": n, "expert_wins": sum(1 for r in records if score(r) == 1.0),
            "shared": sum(1 for r in records if score(r) == 0.5), "score": round(pts / n, 4) if n else 0.0,
            "wilson95": [round(low, 4), round(high, 4)],
            "as_first": round(sum(score(r) for r in records if r["expert_seat"] == 0) /
                              max(1, sum(1 for r in records if r["expert_seat"] == 0)), 4),
            "decisions": len(cpu), "cpu_median_ms": quantile(cpu, 0.5), "cpu_p99_ms": quantile(cpu, 0.99),
            "cpu_max_ms": max(cpu, default=0.0), "wall_median_ms": quantile(wall, 0.5),
            "wall_p99_ms": quantile(wall, 0.99), "wall_max_ms": max(wall, default=0.0)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--opponent", default="hard", choices=("easy", "normal", "hard"))
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    parser.add_argument("--budget", type=float, default=None, help="expert seconds per Ancestor choice (default: the agent's; 0: no clock, --rounds rounds)")
    parser.add_argument("--rounds", type=int, default=None, help="expert's most play-out rounds per Ancestor choice")
    parser.add_argument("--denial", type=float, default=None, help="expert's weight on the opponent's next Ancestor")
    parser.add_argument("--blessings", choices=("on", "off"), default=None, help="expert searches its own Favour and Blessing choices")
    parser.add_argument("--bones-budget", type=float, default=None, help="expert's seconds per Bones play by roll-outs (0: hard's search)")
    parser.add_argument("--records", default=None, help="append one JSON line per game here (and skip those there)")
    parser.add_argument("--summarise", action="store_true", help="only summarise --records, play nothing")
    args = parser.parse_args(argv)
    blessings = None if args.blessings is None else args.blessings == "on"
    settings = {k: v for k, v in (("budget", args.budget), ("max_rounds", args.rounds), ("denial", args.denial),
                                  ("search_blessings", blessings),
                                  ("bones_budget", args.bones_budget))
                if v is not None}
    if settings.get("budget") == 0:
        settings["budget"] = None  # rounds only: the run is the same on any machine
    path = Path(args.records) if args.records else None
    done: list[dict] = []
    if path and path.exists():
        done = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    if args.summarise:
        print(json.dumps(summary(done)))
        return 0
    done = [r for r in done if r["settings"] == settings and r["opponent"] == args.opponent]
    seen = {r["seed"] for r in done}
    jobs = [(args.seed + g, g % 2, settings, args.clock == "cpu", args.opponent) for g in range(args.games)
            if args.seed + g not in seen]
    records = [r for r in done if args.seed <= r["seed"] < args.seed + args.games]
    records += play_recorded(play_one, jobs, args.workers, path)
    print(json.dumps(summary(records)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
