"""KROWNIA against catanatron: engine speed (`speed`) and strength inside catanatron's engine (`duel`).

catanatron is GPL-3.0 and never a Baraza dependency: it lives in a scratch venv whose python is given
by --catan-python; this tool runs tools/krownia_catan_duel.py in that python and reads its JSON lines.

Usage:
  .venv/bin/python tools/krownia_vs_catanatron.py speed --games 50 --rounds 2 \
      --catan-python /work/catan-venv/bin/python
  .venv/bin/python tools/krownia_vs_catanatron.py duel --ours ai:expert --theirs AB --games 40 --seed 1 \
      --catan-python /work/catan-venv/bin/python --json [--records run.jsonl] [--control-games 40]
  .venv/bin/python tools/krownia_vs_catanatron.py summary run1.jsonl run2.jsonl.gz   # merge split runs

Every game record carries what is needed to recount and reproduce it: the Baraza commit (and whether the work
tree had changes), catanatron's version and commit (the commit is read from `catanatron-commit.txt` in the
scratch venv's folder, written when the venv is made, or given with --catan-commit), the bots' settings and
ours (class, depth, budget...), the expert's clock, the seed and our seat's position. `summary` merges any
number of record files (plain or gzip), drops repeated games (same side, seat kinds, seed and position; the
first kept) and says which versions the figure mixes.

duel: game i (seed S + i) puts our seat at turn position i % 4 against three catanatron bots (AB =
AlphaBetaPlayer, VF = ValueFunctionPlayer, WR = WeightedRandomPlayer, R = RandomPlayer). `control` is
the same games with catanatron's own AlphaBetaPlayer in our seat through the same harness: its win rate
should sit near 25 % against three AlphaBetaPlayers, or the harness is wrong.

speed: each round times catanatron (4 RandomPlayers, in its own venv via a subprocess), then KROWNIA through
the arena (`game.simulate.run_arena`, exactly what `python -m baraza.game.simulate krownia --seats
random,random,random,random` runs; random seats get no views), then KROWNIA's engine alone (random
choices straight on legal_actions/apply). Prints games per second (wall clock and, because the machine is
shared, per CPU second of the process) for each and the ratios to catanatron.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import inspect
import json
import math
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baraza.game.core.stats import sign_test  # noqa: E402
from baraza.game.krownia import RULES  # noqa: E402
from baraza.game.krownia.expert import ExpertAI  # noqa: E402
from baraza.game.krownia.expert.learned import load_model  # noqa: E402
from baraza.game.krownia.expert.value import Weights, load_weights  # noqa: E402
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


def speed(args: argparse.Namespace) -> int:
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


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def expert_settings(text: str) -> dict:
    """`name=value,...` (numbers) as ExpertAI keyword arguments, e.g. "lookahead=4,samples=1"; names of
    value weights (value.py's Weights, e.g. "dev_card=45") change those of the shipped weights."""
    out: dict = {}
    weights = {f.name for f in dataclasses.fields(Weights)}
    changed = {}
    known = set(inspect.signature(ExpertAI).parameters) - {"seat", "seed", "weights", "clock", "model"}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        name = name.strip()
        if name == "model":  # a learned value's file (with value=learned), e.g. model=/tmp/mlp.json
            loaded = load_model(Path(value))
            if loaded is None:
                raise ValueError(f"--expert-set: model {value!r} is not a valid learned-value file")
            out["model"] = loaded
            continue
        if name not in weights and name not in known:
            raise ValueError(f"--expert-set: {name!r} is neither an expert setting nor a value weight")
        try:
            number: float | int | str = float(value) if "." in value or name in weights else int(value)
        except ValueError:
            if name in weights:
                raise ValueError(f"--expert-set: {name} wants a number, not {value!r}") from None
            number = value  # e.g. value=learned
        if name in weights:
            changed[name] = number
        else:
            out[name] = number
    if changed:
        out["weights"] = dataclasses.replace(load_weights(), **changed)
    return out


def summarise(records: list[dict]) -> dict:
    """The duel's JSON summary from per-game records (ours and control games)."""
    mine = [r for r in records if not r.get("control")]
    control = [r for r in records if r.get("control")]

    def block(rs: list[dict]) -> dict:
        wins = sum(1 for r in rs if r["win"])
        # records kept without their decision times (wall-clock readings under load) give no time figures
        times = [t for r in rs for t in r.get("times_ms", ())]
        return {"games": len(rs), "wins": wins, "win_rate": round(wins / len(rs), 4) if rs else 0.0,
                "ci95": wilson(wins, len(rs)), "median_decision_ms": round(percentile(times, 0.5), 2) if times else None,
                "p99_decision_ms": round(percentile(times, 0.99), 2) if times else None,
                "errors": sum(1 for r in rs if r["error"]),
                "wins_by_position": [sum(1 for r in rs if r["win"] and r["position"] == p) for p in range(4)]}

    out = {"ours": mine[0]["ours"] if mine else None, "theirs": mine[0]["theirs"] if mine else None}
    out.update(block(mine))
    out["seeds"] = [min(r["seed"] for r in mine), max(r["seed"] for r in mine)] if mine else []
    out["control"] = {"ours": "AB", **block(control)} if control else None
    return out


def baraza_commit() -> str:
    """HEAD of the work tree this tool runs from, with "+dirty" when tracked files differ from it."""
    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+dirty" if dirty else "")


def catanatron_commit(catan_python: str, given: str | None) -> str:
    if given:
        return given
    marker = Path(catan_python).absolute().parents[1] / "catanatron-commit.txt"  # the venv, not its python
    try:
        return marker.read_text(encoding="utf-8").strip()[:64] or "unknown"
    except OSError:
        return "unknown"


def read_records(paths: list[str]) -> list[dict]:
    records = []
    for path in paths:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            records.extend(json.loads(line) for line in f if line.strip())
    return records


def deduplicate(records: list[dict]) -> tuple[list[dict], int]:
    """The records with repeated games dropped (same control flag, kinds, seed and position; first kept)."""
    seen, kept = set(), []
    for r in records:
        key = (bool(r.get("control")), r.get("ours"), r.get("theirs"), r["seed"], r["position"])
        if key not in seen:
            seen.add(key)
            kept.append(r)
    return kept, len(records) - len(kept)


def duel(args: argparse.Namespace) -> int:
    if not args.catan_python:
        print("duel needs --catan-python (a venv with catanatron installed)", file=sys.stderr)
        return 2
    try:
        expert_settings(args.expert_set)  # a misspelt setting stops here, not in every game
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    worker = str(Path(__file__).resolve().parent / "krownia_catan_duel.py")
    control = args.games if args.control_games is None else args.control_games
    records: list[dict] = []
    versions = {"baraza_commit": baraza_commit(),
                "catanatron_commit": catanatron_commit(args.catan_python, args.catan_commit),
                "hash_seed": args.hash_seed}
    # catanatron's bots break ties in the order of sets of strings, so without a fixed hash seed the same game
    # seed plays a different game in each process (measured: 12 of 100 outcomes differed on a replicate)
    env = dict(os.environ, PYTHONHASHSEED=str(args.hash_seed))
    runs = [(args.ours, args.games, False)] + ([("AB", control, True)] if control else [])
    sink = open(args.records, "a") if args.records else None  # noqa: SIM115
    rows_sink = open(args.rows, "a") if args.rows else None  # noqa: SIM115
    try:
        for kind, games, is_control in runs:
            cmd = [args.catan_python, worker, "--ours", kind, "--theirs", args.theirs, "--games", str(games),
                   "--seed", str(args.seed), "--first", str(args.first), "--clock", args.clock,
                   "--expert-set", args.expert_set]
            if rows_sink and not is_control:
                cmd += ["--rows-sample", str(args.rows_sample)]
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, cwd="/tmp", env=env)
            for line in proc.stdout:
                rec = json.loads(line)
                rec["control"] = is_control
                rec.update(versions)
                for row in rec.pop("rows", None) or ():  # training rows go to their own file, game by game
                    rows_sink.write(json.dumps({**row, "baraza_commit": versions["baraza_commit"]}) + "\n")
                if rows_sink:
                    rows_sink.flush()
                records.append(rec)
                if sink:
                    sink.write(json.dumps(rec) + "\n")
                    sink.flush()
                if not args.json:
                    print(f"{'control' if is_control else 'ours'} game {rec['game']} pos {rec['position']}: "
                          f"{'WIN' if rec['win'] else 'loss'} ({rec['vp']} VP, {rec['turns']} turns)"
                          + (f" ERROR {rec['error']}" if rec["error"] else ""), flush=True)
            if proc.wait() != 0:
                print(f"worker failed: {' '.join(cmd)}", file=sys.stderr)
                return 1
    finally:
        for f in (sink, rows_sink):
            if f:
                f.close()
    print(json.dumps(summarise(records)))
    return 0


TALLY_KEYS = ("vp", "villages", "towns", "roads", "longest", "army", "vp_cards", "knights", "road_len")


def points_by_outcome(records: list[dict]) -> dict:
    """Where the points came from, averaged over our won and our lost games (records with tallies only):
    our seat's, and in a loss also the winning bot's."""
    out = {}
    for label, want in (("won", True), ("lost", False)):
        rs = [r for r in records if r.get("tallies") and r["win"] == want and r.get("winner_position") is not None]
        if not rs:
            continue

        def mean(rows: list[dict]) -> dict:
            return {k: round(sum(float(t[k]) for t in rows) / len(rows), 2) for k in TALLY_KEYS}

        out[label] = {"games": len(rs), "ours": mean([r["tallies"][r["position"]] for r in rs])}
        if not want:
            out[label]["winner"] = mean([r["tallies"][r["winner_position"]] for r in rs])
    return out


def setup_by_outcome(records: list[dict]) -> dict:
    """Our games (records with the setup's income) by how many of the five resources our setup villages touch:
    games, wins, and our mean cards per roll; and the same mean for the other seats."""
    rs = [r for r in records if r.get("setup") and not r.get("control")]
    out: dict = {}
    for r in rs:
        ours = r["setup"][r["position"]]
        row = out.setdefault(str(sum(1 for v in ours if v > 0)), {"games": 0, "wins": 0, "income": 0.0})
        row["games"] += 1
        row["wins"] += bool(r["win"])
        row["income"] += sum(ours)
    for row in out.values():
        row["income"] = round(row["income"] / row["games"], 3)
    if rs:
        others = [sum(s) for r in rs for i, s in enumerate(r["setup"]) if i != r["position"]]
        out["others_income"] = round(sum(others) / len(others), 3)
    return out


def paired(records: list[dict], base: list[dict]) -> dict:
    """Ours against a base run on the seeds both played (same seed, same seat, same first dice): wins of
    each and the games only one of them won."""
    a = {r["seed"]: r["win"] for r in records if not r.get("control")}
    b = {r["seed"]: r["win"] for r in base if not r.get("control")}
    common = sorted(set(a) & set(b))
    only_ours = sum(a[s] and not b[s] for s in common)
    only_base = sum(b[s] and not a[s] for s in common)
    return {"games": len(common), "wins": sum(a[s] for s in common), "base_wins": sum(b[s] for s in common),
            "only_ours": only_ours, "only_base": only_base, "sign_p": round(sign_test(only_ours, only_base), 4)}


def summary(args: argparse.Namespace) -> int:
    records, dropped = deduplicate(read_records(args.files))
    out = summarise(records)
    out["duplicates_dropped"] = dropped
    points = points_by_outcome(records)
    if points:
        out["points"] = points
    setup = setup_by_outcome(records)
    if setup:
        out["setup_resources"] = setup
    if args.against:
        out["paired"] = paired(records, deduplicate(read_records(args.against))[0])
    out["versions"] = sorted({f"baraza {r.get('baraza_commit', 'unversioned')}, catanatron "
                              f"{r.get('catanatron_version', '?')} {r.get('catanatron_commit', '?')}"
                              for r in records})
    print(json.dumps(out))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sp = sub.add_parser("speed", help="random games per second, KROWNIA vs catanatron")
    sp.add_argument("--games", type=int, default=50)
    sp.add_argument("--rounds", type=int, default=2)
    sp.add_argument("--catan-python", default=None, help="python of a venv with catanatron installed")
    dp = sub.add_parser("duel", help="one Baraza seat against three catanatron bots in catanatron's engine")
    dp.add_argument("--ours", default="ai:expert", help="random, ai:easy, ai:normal, ai:hard, ai:expert or AB")
    dp.add_argument("--theirs", default="AB", choices=["AB", "VF", "WR", "R"])
    dp.add_argument("--games", type=int, default=40)
    dp.add_argument("--seed", type=int, default=1)
    dp.add_argument("--first", type=int, default=0, help="index of the first game (to split a long run)")
    dp.add_argument("--control-games", type=int, default=None, help="control games (default: --games; 0: none)")
    dp.add_argument("--catan-python", default=None, help="python of a venv with catanatron installed")
    dp.add_argument("--records", default=None, help="append one JSON line per game to this file")
    dp.add_argument("--json", action="store_true", help="print only the JSON summary line")
    dp.add_argument("--clock", default="wall", choices=["wall", "cpu"],
                    help="the expert's decision clock: wall (as players get it, the default) or this process's CPU")
    dp.add_argument("--expert-set", default="",
                    help="the expert's settings, name=value,... (e.g. lookahead=4; default: as shipped)")
    dp.add_argument("--rows", default=None,
                    help="append training rows for the learned value (tools/krownia_train.py --mlp) to this file")
    dp.add_argument("--rows-sample", type=float, default=0.3, help="with --rows: share of turn changes recorded")
    dp.add_argument("--catan-commit", default=None, help="catanatron's commit (default: catanatron-commit.txt)")
    dp.add_argument("--hash-seed", type=int, default=0,
                    help="PYTHONHASHSEED of the games' process (fixed, so a seed replays the same game)")
    sm = sub.add_parser("summary", help="the duel summary of record files (merges split runs)")
    sm.add_argument("files", nargs="+")
    sm.add_argument("--against", nargs="+", default=None,
                    help="a base run's record files: compare on the seeds both played")
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0].startswith("--") and argv[0] != "--help":
        argv.insert(0, "speed")  # the old form (no subcommand) still times the engines
    args = parser.parse_args(argv)
    return {"speed": speed, "duel": duel, "summary": summary}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
