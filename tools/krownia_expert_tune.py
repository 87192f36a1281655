"""Tune the KROWNIA expert's value weights by play, and write them to assets/data/krownia/expert_weights.json.

Usage:
  nice -n 10 .venv/bin/python tools/krownia_expert_tune.py --games 60 --rounds 2 --seed 500 [--write]
  nice -n 10 .venv/bin/python tools/krownia_expert_tune.py --eval --games 200 --seed 9000
  .venv/bin/python tools/krownia_expert_tune.py --eval --games 400 --seed 20000 --workers 2 --set pip=9,dev_card=60
  .venv/bin/python tools/krownia_expert_tune.py --eval --games 200 --seed 30000 --workers 2 --rollouts 12
  .venv/bin/python tools/krownia_expert_tune.py --eval --games 200 --seed 40000 --value learned --records out.jsonl

A coordinate search: each round tries every weight scaled by 0.7 and by 1.4 and keeps a change when the
expert (seat rotating through all four positions) wins more games against `--opponent` seats (three
hard AIs by default, or the current best expert: self-play) on the same seeds as the current weights.
Common seeds make the comparison fairer than the raw noise of a few dozen games suggests, but small
gains are still within noise: the script prints every trial so the log shows how much was luck.
--eval plays the shipped (or default) weights only and prints the win rate with its 95 % Wilson interval;
--set changes some of them first (name=value, comma separated). --workers plays games in parallel
processes (the games and their seeds are the same whatever the number of workers).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling tools

from krownia_vs_catanatron import baraza_commit  # noqa: E402 - one way to name the code behind a record

from baraza.game.core.arena import play_recorded  # noqa: E402
from baraza.game.core.processes import worker_pool
from baraza.game.krownia.ai import KrowniaAI  # noqa: E402
from baraza.game.krownia.expert.agent import ExpertAI  # noqa: E402
from baraza.game.krownia.expert.learned import load_model  # noqa: E402
from baraza.game.krownia.expert.value import Weights, load_weights, save_weights  # noqa: E402
from baraza.game.krownia.rules import KrowniaRules  # noqa: E402

RULES = KrowniaRules()


def play(weights: Weights, seed: int, position: int, opponent: str, budget: float,
         opponent_weights: Weights | None = None, extra: dict | None = None, value: str = "hand",
         model_path: str = "") -> bool:
    """One 4-seat game; True when the expert in `position` of the turn order wins (`value`: its value
    function, "hand" or "learned"; `extra`: more ExpertAI settings, e.g. rollouts, lookahead)."""
    state = RULES.initial_state(RULES.default_options(), seed, 4)
    me = state.order[position]
    agents = {}
    for s in range(4):
        if s == me:
            agents[s] = ExpertAI(s, seed, weights=weights, budget=budget, clock=time.process_time,
                                 value=value, **(extra or {}),
                                 model=load_model(Path(model_path)) if model_path else None)
        elif opponent == "self":
            agents[s] = ExpertAI(s, seed, weights=opponent_weights or weights, budget=budget,
                                 clock=time.process_time)
        else:
            agents[s] = KrowniaAI(opponent, s, seed)
    actions = 0
    while not RULES.is_terminal(state) and actions < 20_000:
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = agents[seat].choose(RULES, RULES.view(state, seat), seat, legal)
        RULES.apply(state, seat, action)
        actions += 1
    return state.winner == me


def _play_one(job: tuple) -> bool:
    weights, seed, g, opponent, budget, opponent_weights, extra, value, model_path = job[:9]
    return play(weights, seed + g, g % 4, opponent, budget, opponent_weights, extra, value, model_path)


def _play_record(job: tuple) -> dict:
    """One game as a record line (for --records); the job's last item is the code's commit."""
    weights, seed, g, opponent, budget, _, extra, value, model_path, commit = job
    shipped = load_weights()
    changed = {f.name: getattr(weights, f.name) for f in dataclasses.fields(Weights)
               if getattr(weights, f.name) != getattr(shipped, f.name)}
    return {"seed": seed + g, "position": g % 4, "value": value, "model": model_path or None,
            "weights_changed": changed,
            "opponent": opponent, "budget": budget, "clock": "cpu", "rollouts": 0, **(extra or {}),
            "commit": commit, "win": _play_one(job)}


def score(weights: Weights, games: int, seed: int, opponent: str, budget: float,
          opponent_weights: Weights | None = None, workers: int = 1, extra: dict | None = None, value: str = "hand",
          records: str = "", model_path: str = "") -> int:
    jobs = [(weights, seed, g, opponent, budget, opponent_weights, extra, value, model_path)
            for g in range(games)]
    if records:
        commit = baraza_commit()
        return sum(r["win"] for r in play_recorded(_play_record, [(*j, commit) for j in jobs], workers, records))
    if workers <= 1:
        return sum(map(_play_one, jobs))
    with worker_pool(workers) as pool:
        return sum(pool.map(_play_one, jobs, chunksize=4))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--opponent", default="hard", help="hard, normal or self")
    parser.add_argument("--budget", type=float, default=0.3, help="expert seconds per decision while tuning")
    parser.add_argument("--only", default="", help="comma list of weight names to try (default: all)")
    parser.add_argument("--eval", action="store_true", help="only measure the shipped weights")
    parser.add_argument("--write", action="store_true", help="save the best weights to the assets file")
    parser.add_argument("--set", default="", help="weights to change first: name=value,name=value")
    parser.add_argument("--workers", type=int, default=1, help="parallel game processes")
    parser.add_argument("--rollouts", type=int, default=0,
                        help="the measured expert settles close moves by this many play-outs (0: as shipped)")
    parser.add_argument("--look-mix", type=float, default=0.0,
                        help="with --lookahead: weight of this turn's planned value beside the next turn's")
    parser.add_argument("--warrior-eager", type=float, default=0.0,
                        help="> 0: the measured expert plays a Warrior whenever the Pirate can hurt this much")
    parser.add_argument("--setup-pairs", type=int, default=0,
                        help="1: the measured expert picks its first village with its second in mind")
    parser.add_argument("--lookahead", type=int, default=0,
                        help="the measured expert weighs this many first moves by its next turn (lookahead.py)")
    parser.add_argument("--value", choices=("hand", "learned"), default="hand",
                        help="the measured expert's value: hand-tuned (shipped) or learned (learned_value.json)")
    parser.add_argument("--model", default="", help="with --value learned: this model file, not the shipped one")
    parser.add_argument("--records", default="", help="with --eval: append one JSON line per game here")
    args = parser.parse_args()
    if args.value == "learned" and load_model(Path(args.model) if args.model else None) is None:
        parser.error("--value learned: no valid assets/data/krownia/learned_value.json (tools/krownia_train.py)")
    best = load_weights()
    if args.set:
        known = {f.name for f in dataclasses.fields(Weights)}
        pairs = [item.split("=", 1) for item in args.set.split(",") if item]
        unknown = [name for name, *_ in pairs if name not in known]
        if unknown or any(len(p) != 2 for p in pairs):
            parser.error(f"--set wants name=value with names from Weights (unknown: {', '.join(unknown)})")
        best = dataclasses.replace(best, **{name: float(value) for name, value in pairs})
    start = time.perf_counter()
    best_wins = score(best, args.games, args.seed, args.opponent, args.budget, workers=args.workers,
                      extra={"rollouts": args.rollouts, "lookahead": args.lookahead, "look_mix": args.look_mix,
                             "setup_pairs": args.setup_pairs, "warrior_eager": args.warrior_eager}, value=args.value, records=args.records if args.eval else "",
                      model_path=args.model)
    print(f"start: {best_wins}/{args.games} wins, ci95 {wilson(best_wins, args.games)} "
          f"({time.perf_counter() - start:.0f}s)", flush=True)
    if args.eval:
        return 0
    names = [f.name for f in dataclasses.fields(Weights) if f.name != "vp"]
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    for rnd in range(args.rounds):
        for name in names:
            for factor in (0.7, 1.4):
                trial = dataclasses.replace(best, **{name: getattr(best, name) * factor})
                # self-play: the trial weights against three copies of the current best
                wins = score(trial, args.games, args.seed, args.opponent, args.budget, best, args.workers)
                base = best_wins if args.opponent != "self" else args.games // 4
                keep = wins > base
                print(f"round {rnd + 1} {name} x{factor}: {wins}/{args.games}"
                      f"{' kept' if keep else ''}", flush=True)
                if keep:
                    best, best_wins = trial, (wins if args.opponent != "self" else best_wins)
                    break
    print("best:", dataclasses.asdict(best), flush=True)
    if args.write:
        save_weights(best)
    return 0


if __name__ == "__main__":
    sys.exit(main())
