"""Train KROWNIA's learned value (issue 28) from self-play and write assets/data/krownia/learned_value.json.

Usage:
  nice -n 19 .venv/bin/python tools/krownia_train.py --games 600 --seed 1 --workers 1 --data /tmp/rows.jsonl --write
  .venv/bin/python tools/krownia_train.py --from-data /tmp/rows.jsonl --seed 1       (fit again, no games)
  nice .venv/bin/python tools/krownia_train.py --move-rows moves.jsonl --games 300 --seed 1 --workers 2
  .venv/bin/python tools/krownia_train.py --rerank moves.jsonl --rerank-out rerank.json   (needs numpy)

--move-rows and --rerank are the move-only rows and the re-ranking model of tools/krownia_move_rows.py
(session 16); the rest of this text is the outcome-labelled value of sessions 9-15.

Each game seats the expert (hand-tuned value, or with --players learned the current learned value: one
round of expert iteration) or the hard AI at random (--expert-share), all from the seed. The expert's clock
is a counter, not time (each look at the clock moves it on by a fixed tick), so a game is the same on any
machine and under any load. At a random share of the moments a seat ends its turn (--sample), every seat's
feature vector (game/krownia/expert/features.py) is recorded with its hand-tuned value; when the game ends
each row gets 1 if that seat won. Games of the first part of the seeds train the model, the last
--holdout of them only measure it.

Reported on the held-out games: log-loss and accuracy of the learned model against two baselines, the
hand-tuned value alone and the hand-tuned value minus the best rival's, each mapped to a probability by a
logistic fitted on the same training rows (fair: the same data, one or two free numbers); "pick" is how
often the seat with the highest probability at a moment is the one that won. The same seed, games and
options give the same rows and the same weights, whatever --workers.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baraza.game.core.processes import worker_pool
from baraza.game.krownia.ai import KrowniaAI  # noqa: E402
from baraza.game.krownia.expert.agent import ExpertAI  # noqa: E402
from baraza.game.krownia.expert.features import FEATURES, FeatureMaker  # noqa: E402
from baraza.game.krownia.expert.learned import (  # noqa: E402
    FORMAT,
    MLP_FEATURES,
    MODEL_FILE,
    VERSION,
    LinearModel,
    accuracy,
    fit_logistic,
    load_model,
    log_loss,
    save_model,
    sigmoid,
)
from baraza.game.krownia.expert.value import Evaluator, load_weights  # noqa: E402
from baraza.game.krownia.rules import MAIN, VPCARD, KrowniaRules  # noqa: E402

RULES = KrowniaRules()
ACTION_CAP = 20_000


class TickClock:
    """A clock for the expert that moves on by `tick` each time it is read: search depth then depends on
    the number of looks, not on the machine, so games replay exactly from their seed."""

    def __init__(self, tick: float) -> None:
        self.tick = tick
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def play_game(job: tuple) -> list[dict]:
    """One self-play game; its recorded rows (none when nobody won within the action cap)."""
    seed, g, expert_share, sample, budget, tick, players = job
    game_seed = seed * 100_003 + g
    rng = random.Random(game_seed)
    state = RULES.initial_state(RULES.default_options(), game_seed, 4)
    model = load_model() if players == "learned" else None
    agents = {}
    for s in range(4):
        if rng.random() < expert_share:
            agents[s] = ExpertAI(s, game_seed, budget=budget, clock=TickClock(tick),
                                 value="learned" if model else "hand", model=model)
        else:
            agents[s] = KrowniaAI("hard", s, game_seed)
    weights = load_weights()
    maker = None
    rows: list[dict] = []
    moment = 0
    for _ in range(ACTION_CAP):
        if RULES.is_terminal(state):
            break
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = agents[seat].choose(RULES, RULES.view(state, seat), seat, legal)
        if state.phase == MAIN and action.kind == "end_turn" and rng.random() < sample:
            maker = maker or FeatureMaker(state)
            for s in range(4):
                hand = Evaluator(state, s, state.devs[s][VPCARD], weights).value(state)
                rows.append({"g": g, "m": moment, "seat": s, "x": maker.vector(state, s, hand), "hand": hand})
            moment += 1
        RULES.apply(state, seat, action)
    if state.winner < 0:
        return []
    for row in rows:
        row["win"] = int(row["seat"] == state.winner)
    return rows


def generate(seed: int, games: int, workers: int, expert_share: float, sample: float, budget: float,
             tick: float, players: str = "hand", sink: Callable[[list[dict]], None] | None = None) -> list[dict]:
    """The rows of `games` self-play games, in game order (the same for any number of workers); `sink` gets
    each game's rows as soon as they are known, in that order (so a run cut short keeps what it played)."""
    jobs = [(seed, g, expert_share, sample, budget, tick, players) for g in range(games)]
    out: list[dict] = []
    pool = worker_pool(workers) if workers > 1 else None
    try:
        for rows in (pool.imap(play_game, jobs) if pool else map(play_game, jobs)):
            out += rows
            if sink:
                sink(rows)
    finally:
        if pool:
            pool.close()
    return out


def _fit_1d(values: list[float], labels: list[int]) -> tuple[float, float]:
    bias, (w,) = fit_logistic([[v] for v in values], labels, ridge=1e-3)
    return bias, w


def _pick(rows: list[dict], probs: list[float]) -> float:
    """Share of recorded moments where the seat given the highest probability is the one that won."""
    best: dict[tuple[int, int], tuple[float, int]] = {}
    for row, p in zip(rows, probs, strict=True):
        key = (row["g"], row["m"])
        if key not in best or p > best[key][0]:
            best[key] = (p, row["win"])
    return sum(win for _, win in best.values()) / max(1, len(best))


def _rival_hand(rows: list[dict]) -> list[float]:
    """Each row's hand-tuned value less the highest of the other seats' at the same moment."""
    by_moment: dict[tuple[int, int], list[float]] = {}
    for row in rows:
        by_moment.setdefault((row["g"], row["m"]), []).append(row["hand"])
    out = []
    for row in rows:
        others = list(by_moment[(row["g"], row["m"])])
        others.remove(row["hand"])
        out.append(row["hand"] - max(others, default=0.0))
    return out


def train(rows: list[dict], holdout: float, ridge: float, drop: tuple[str, ...] = ()) -> tuple[LinearModel, dict]:
    """Fit on the first games, measure on the last `holdout` share of them; the model and the figures.
    Features named in `drop` are left out of the fit (their weight is 0)."""
    game_ids = sorted({row["g"] for row in rows})
    cut = game_ids[int(len(game_ids) * (1.0 - holdout))] if holdout > 0 and len(game_ids) > 1 else None
    fit_rows = [r for r in rows if cut is None or r["g"] < cut]
    test_rows = [r for r in rows if cut is not None and r["g"] >= cut] or fit_rows
    y_fit = [r["win"] for r in fit_rows]
    y_test = [r["win"] for r in test_rows]
    keep = [j for j, name in enumerate(FEATURES) if name not in drop]
    bias, kept = fit_logistic([[r["x"][j] for j in keep] for r in fit_rows], y_fit, ridge=ridge)
    weights = [0.0] * len(FEATURES)
    for j, w in zip(keep, kept, strict=True):
        weights[j] = w
    model = LinearModel(bias, tuple(weights))
    # the learned log-odds in the hand-tuned value's units: a victory point is worth 100 in both (a point
    # moves the log-odds by the "vp" weight and, through the hand value, by the "hand_value" weight)
    per_vp = weights[FEATURES.index("vp")] + weights[FEATURES.index("hand_value")]
    scale = 100.0 / per_vp if per_vp > 1e-6 and math.isfinite(per_vp) else 100.0
    model = LinearModel(bias, tuple(weights), scale)
    h = [r["hand"] for r in fit_rows]
    figures: dict = {"rows_fit": len(fit_rows), "rows_held_out": len(test_rows),
                     "games_fit": len({r["g"] for r in fit_rows}), "games_held_out": len({r["g"] for r in test_rows}),
                     "win_rate_rows": round(sum(y_test) / max(1, len(y_test)), 4)}
    hb, hw = _fit_1d(h, y_fit)
    rel_fit, rel_test = _rival_hand(fit_rows), _rival_hand(test_rows)
    rb, rw = _fit_1d(rel_fit, y_fit)
    candidates = {
        "learned": [model.prob(r["x"]) for r in test_rows],
        "hand": [sigmoid(hb + hw * r["hand"]) for r in test_rows],
        "hand_minus_rival": [sigmoid(rb + rw * v) for v in rel_test],
        "base_rate": [sum(y_fit) / len(y_fit)] * len(test_rows),
    }
    for name, probs in candidates.items():
        figures[name] = {"log_loss": round(log_loss(probs, y_test), 4), "accuracy": round(accuracy(probs, y_test), 4),
                         "pick": round(_pick(test_rows, probs), 4)}
    figures["points_per_logit"] = round(model.points_per_logit, 3)
    return model, figures


def fit_mlp(rows: list[dict], hidden: int = 24, seed: int = 1, holdout: float = 1 / 6, l2: float = 1e-4,
            rate: float = 3e-3, epochs: int = 40, batch: int = 512) -> tuple[dict, dict]:
    """An MLP value (one tanh layer of `hidden` units) on duel rows (MLP_FEATURES, from
    `krownia_vs_catanatron.py duel --rows`): Adam on the log-loss with an L2 penalty, stopped at the epoch
    with the lowest held-out log-loss (a seeded share of whole games is held out). Returns the model file's
    content (learned.py reads it) and the held-out figures beside two logistic baselines on the same rows:
    the hand-tuned value alone and every feature linearly. numpy does the arithmetic (imported here: the
    rest of the tool runs without it)."""
    import numpy as np

    x = np.array([r["x"] for r in rows], dtype=np.float64)
    y = np.array([r["win"] for r in rows], dtype=np.float64)
    games = sorted({r["g"] for r in rows})
    rng = np.random.default_rng(seed)
    held = set(rng.choice(games, size=max(1, int(len(games) * holdout)), replace=False).tolist())
    te = np.array([r["g"] in held for r in rows])
    tr = ~te
    mean, sd = x[tr].mean(0), x[tr].std(0)
    sd[sd < 1e-9] = 1.0
    z = (x - mean) / sd

    def sig(v):
        return 1.0 / (1.0 + np.exp(-np.clip(v, -30, 30)))

    def loss(p, t) -> float:
        p = np.clip(p, 1e-9, 1 - 1e-9)
        return float(-(t * np.log(p) + (1 - t) * np.log(1 - p)).mean())

    def logistic(a):  # Newton's method with a small ridge; a gets a bias column
        a = np.hstack([a, np.ones((len(a), 1))])
        w = np.zeros(a.shape[1])
        for _ in range(100):
            p = sig(a[tr] @ w)
            grad = a[tr].T @ (p - y[tr]) / tr.sum() + 1e-3 * np.r_[w[:-1], 0]
            hess = (a[tr] * (p * (1 - p))[:, None]).T @ a[tr] / tr.sum() + 1e-3 * np.eye(len(w))
            step = np.linalg.solve(hess, grad)
            w -= step
            if np.abs(step).max() < 1e-8:
                break
        return loss(sig(a[te] @ w), y[te])

    hand = z[:, MLP_FEATURES.index("hand_value")][:, None]
    figures: dict = {"rows": len(rows), "games": len(games), "games_held_out": len(held),
                     "rows_held_out": int(te.sum()), "win_rate": round(float(y.mean()), 4),
                     "base_rate_log_loss": round(loss(np.full(te.sum(), y[tr].mean()), y[te]), 4),
                     "hand_log_loss": round(logistic(hand), 4), "linear_log_loss": round(logistic(z), 4)}
    d = z.shape[1]
    params = [rng.normal(0, 1 / np.sqrt(d), (d, hidden)), np.zeros(hidden),
              rng.normal(0, 1 / np.sqrt(hidden), hidden), np.zeros(1)]
    m1 = [np.zeros_like(q) for q in params]
    m2 = [np.zeros_like(q) for q in params]
    step = 0
    best = (math.inf, [q.copy() for q in params], -1)
    train_idx = np.flatnonzero(tr)
    for epoch in range(epochs):
        order = train_idx[rng.permutation(len(train_idx))]
        for k in range(0, len(order), batch):
            b = order[k:k + batch]
            w1, b1, w2, b2 = params
            h = np.tanh(z[b] @ w1 + b1)
            g_out = (sig(h @ w2 + b2[0]) - y[b]) / len(b)
            g_h = np.outer(g_out, w2) * (1 - h * h)
            grads = [z[b].T @ g_h + l2 * w1, g_h.sum(0), h.T @ g_out + l2 * w2, np.array([g_out.sum()])]
            step += 1
            for i, g in enumerate(grads):
                m1[i] = 0.9 * m1[i] + 0.1 * g
                m2[i] = 0.999 * m2[i] + 0.001 * g * g
                params[i] -= rate * (m1[i] / (1 - 0.9 ** step)) / (np.sqrt(m2[i] / (1 - 0.999 ** step)) + 1e-8)
        w1, b1, w2, b2 = params
        held_loss = loss(sig(np.tanh(z[te] @ w1 + b1) @ w2 + b2[0]), y[te])
        if held_loss < best[0]:
            best = (held_loss, [q.copy() for q in params], epoch)
    w1, b1, w2, b2 = best[1]
    figures["mlp_log_loss"] = round(best[0], 4)
    figures["mlp_epoch"] = best[2]

    def logit(a):
        return np.tanh(((a - mean) / sd) @ w1 + b1) @ w2 + b2[0]

    # the scale: how far one more point (in "vp" and, through it, in the hand value) moves the expert's log-odds
    mine = x[x[:, MLP_FEATURES.index("is_expert")] > 0.5]
    bumped = mine.copy()
    bumped[:, MLP_FEATURES.index("vp")] += 1
    bumped[:, MLP_FEATURES.index("hand_value")] += 1
    per_vp = float((logit(bumped) - logit(mine)).mean()) if len(mine) else 0.0
    figures["logit_per_point"] = round(per_vp, 4)
    model = {"format": FORMAT, "version": VERSION, "kind": "mlp", "features": list(MLP_FEATURES),
             "mean": mean.tolist(), "sd": sd.tolist(), "W1": w1.tolist(), "b1": b1.tolist(), "W2": w2.tolist(),
             "b2": float(b2[0]), "points_per_logit": 100.0 / per_vp if per_vp > 1e-6 else 100.0}
    return model, figures


def read_rows(paths: list[str]) -> list[dict]:
    """Rows from JSON-lines files; a torn last line (a run stopped mid-write) is skipped."""
    rows = []
    for path in paths:
        with open(path) as f:
            for line in f:
                try:
                    row = json.loads(line)
                except ValueError:
                    continue
                if isinstance(row, dict) and len(row.get("x", ())) == len(MLP_FEATURES) and "win" in row:
                    rows.append(row)
    return rows


def mlp_main(args: argparse.Namespace) -> int:
    rows = read_rows(args.mlp)
    if not rows:
        print("no rows with", len(MLP_FEATURES), "features in", " ".join(args.mlp), file=sys.stderr)
        return 2
    model, figures = fit_mlp(rows, hidden=args.hidden, seed=args.seed, l2=args.l2)
    print(json.dumps(figures, indent=1), flush=True)
    if args.mlp_out:
        model["training"] = {"command": "tools/krownia_train.py " + " ".join(sys.argv[1:]), "figures": figures}
        Path(args.mlp_out).write_text(json.dumps(model) + "\n")
        print("wrote", args.mlp_out)
    return 0


def moves_main(args: argparse.Namespace) -> int:
    import krownia_move_rows as moves

    if args.move_rows:
        with open(args.move_rows, "a") as out:
            def sink(game_rows: list[dict]) -> None:
                out.writelines(json.dumps(row) + "\n" for row in game_rows)
                out.flush()

            count = moves.generate(args.seed, args.games, args.workers, args.lines, args.playouts,
                                   args.sample, sink)
        print(f"{count} rows written to {args.move_rows}", flush=True)
        return 0
    roots = moves.read_move_rows(args.rerank)
    if not roots:
        print("no move-only rows in", " ".join(args.rerank), file=sys.stderr)
        return 2
    model, figures = moves.fit_within(roots, ridge=args.rerank_ridge, seed=args.seed)
    print(json.dumps(figures, indent=1), flush=True)
    if args.rerank_out:
        training = {"command": "tools/krownia_train.py " + " ".join(sys.argv[1:]), "kind": "rerank",
                    "figures": figures}
        save_model(model, training, Path(args.rerank_out))
        print("wrote", args.rerank_out)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--expert-share", type=float, default=0.75, help="chance each seat is the expert")
    parser.add_argument("--players", choices=("hand", "learned"), default="hand",
                        help="the experts' value while generating (learned: the shipped model)")
    parser.add_argument("--sample", type=float, default=0.3, help="share of turn ends recorded")
    parser.add_argument("--budget", type=float, default=0.1, help="expert budget per decision, in clock units")
    parser.add_argument("--tick", type=float, default=1e-4, help="clock units per look at the clock")
    parser.add_argument("--holdout", type=float, default=0.2, help="share of games kept out of the fit")
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--drop", default="", help="features left out of the fit (comma separated)")
    parser.add_argument("--data", default="", help="also write the rows here (JSON lines)")
    parser.add_argument("--from-data", default="", help="fit on rows written by --data instead of playing")
    parser.add_argument("--write", action="store_true", help="write the model to the assets file")
    parser.add_argument("--out", default=str(MODEL_FILE))
    parser.add_argument("--mlp", nargs="+", default=None, metavar="ROWS",
                        help="fit an MLP value on duel rows (krownia_vs_catanatron.py duel --rows) and write it to "
                             "--mlp-out; needs numpy")
    parser.add_argument("--mlp-out", default="", help="with --mlp: the model file to write")
    parser.add_argument("--hidden", type=int, default=24, help="with --mlp: hidden units")
    parser.add_argument("--l2", type=float, default=1e-4, help="with --mlp: weight penalty")
    parser.add_argument("--move-rows", default="", metavar="OUT",
                        help="write move-only rows (krownia_move_rows.py) of --games games from --seed to OUT")
    parser.add_argument("--lines", type=int, default=4, help="with --move-rows: the planner's best first moves")
    parser.add_argument("--playouts", type=int, default=64, help="with --move-rows: play-outs per line end")
    parser.add_argument("--rerank", nargs="+", default=None, metavar="ROWS",
                        help="fit the re-ranking model on move-only rows and write it to --rerank-out")
    parser.add_argument("--rerank-out", default="", help="with --rerank: the model file to write")
    parser.add_argument("--rerank-ridge", type=float, default=0.01, help="with --rerank: the ridge")
    args = parser.parse_args()
    if args.mlp:
        return mlp_main(args)
    if args.move_rows or args.rerank:
        return moves_main(args)
    start = time.perf_counter()
    if args.from_data:
        with open(args.from_data) as f:
            rows = [json.loads(line) for line in f if line.strip()]
    else:
        out = open(args.data, "w") if args.data else None  # noqa: SIM115 - written game by game

        def sink(game_rows: list[dict]) -> None:
            if out:
                out.writelines(json.dumps(row) + "\n" for row in game_rows)
                out.flush()

        try:
            rows = generate(args.seed, args.games, args.workers, args.expert_share, args.sample, args.budget,
                            args.tick, args.players, sink)
        finally:
            if out:
                out.close()
    played = time.perf_counter() - start
    print(f"{len(rows)} rows from {len({r['g'] for r in rows})} finished games ({played:.0f}s)", flush=True)
    drop = tuple(name for name in args.drop.split(",") if name)
    if unknown := [name for name in drop if name not in FEATURES]:
        parser.error(f"--drop: unknown features {', '.join(unknown)}")
    model, figures = train(rows, args.holdout, args.ridge, drop)
    print(json.dumps(figures, indent=1), flush=True)
    for name, w in sorted(zip(FEATURES, model.weights, strict=True), key=lambda t: -abs(t[1])):
        print(f"  {name:18s} {w:+.4f}")
    if args.write:
        command = "tools/krownia_train.py " + " ".join(sys.argv[1:])
        # the same rows from games played afresh (rows read with --from-data came from these options)
        reproduce = (f"tools/krownia_train.py --games {args.games} --seed {args.seed} --expert-share "
                     f"{args.expert_share} --players {args.players} --sample {args.sample} --budget {args.budget} "
                     f"--tick {args.tick} --holdout {args.holdout} --ridge {args.ridge}"
                     + (f" --drop {args.drop}" if args.drop else "") + " --write")
        training = {"command": command, "reproduce": reproduce, "seed": args.seed, "games": args.games, "expert_share": args.expert_share,
                    "players": args.players, "sample": args.sample, "budget": args.budget, "tick": args.tick,
                    "holdout": args.holdout, "ridge": args.ridge, "drop": list(drop), "figures": figures}
        save_model(model, training, Path(args.out))
        print("wrote", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
