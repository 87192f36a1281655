"""Rows that differ only by the move, and the model fitted on them (issue 28, session 16).

A value fitted to who won from where games went learns what rich seats have, not what a move buys
(docs/benchmarks-krownia.md, session 15). These rows hold the move's effect alone: in games of the expert
against three hard seats, at a sampled share of the expert's turns (the first main-phase decision after the
roll) the turn planner's best few first moves are each followed along the planner's line to the end of the
turn, and every distinct end position is played out to the end of the game `playouts` times by four hard
seats, all candidates on the same dice (common random numbers). A row is one end position: its features
(features.py, read from the expert's knowledge) and the bits of the play-outs it won. Rows of one decision
("root") differ only by the move, so a fit of win share on features *within* roots (each root's mean taken
out) says what the move buys. `fit_within` does that fit (ridge, numpy) and returns a LinearModel whose unit
is the hand value's (the hand value alone is weight 1 on `hand_value`), for `ExpertAI(rerank=K, model=...)`
(game/krownia/expert/rerank.py), which uses it only to re-rank the planner's best first moves.

Everything follows from the seed: the same seed, games and options give the same rows for any --workers.
Run it through tools/krownia_train.py --move-rows / --rerank.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from krownia_train import TickClock  # noqa: E402  (the expert's counting clock, shared with the value's rows)

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.processes import worker_pool
from baraza.game.krownia.ai import KrowniaAI  # noqa: E402
from baraza.game.krownia.expert.agent import ExpertAI, play_to_end  # noqa: E402
from baraza.game.krownia.expert.features import FEATURES, FeatureMaker  # noqa: E402
from baraza.game.krownia.expert.learned import LinearModel  # noqa: E402
from baraza.game.krownia.expert.planner import Planner  # noqa: E402
from baraza.game.krownia.expert.rerank import line_end  # noqa: E402
from baraza.game.krownia.expert.value import Evaluator, load_weights  # noqa: E402
from baraza.game.krownia.rules import MAIN, VPCARD, KrowniaRules, KrowniaState  # noqa: E402

RULES = KrowniaRules()
ACTION_CAP = 20_000
PLAN_TIME = 0.2  # the planner's budget at a root, in ticks of its counting clock (as the generator's expert)


def play_out(state: KrowniaState, seed: int, seat: int) -> int:
    """1 if `seat` wins the game played on from `state` by four hard seats (dice and seats from `seed`)."""
    return int(play_to_end(RULES, RULES.clone(state), seat, seed))


def root_rows(state: KrowniaState, seat: int, lines: int, playouts: int, rng: random.Random) -> list[dict]:
    """The rows of one root: the planner's best `lines` first moves, each line's end played out."""
    weights = load_weights()
    ev = Evaluator(state, seat, state.devs[seat][VPCARD], weights)
    planner = Planner(RULES, ev, clock=TickClock(1e-4))
    ranks = planner.rank(state, PLAN_TIME)
    firsts = sorted(ranks, key=lambda a: -ranks[a])[:lines]
    ends: dict[tuple, KrowniaState] = {}
    for first in firsts:
        end = line_end(RULES, state, seat, first, planner)
        if end.winner >= 0 or Action("end_turn") not in RULES.legal_actions(end, seat):
            continue
        key = (tuple(end.hands[seat]), tuple(end.corner_level), tuple(end.road_owner), tuple(end.devs[seat]))
        ends.setdefault(key, end)
    if len(ends) < 2:
        return []
    seeds = [rng.getrandbits(32) for _ in range(playouts)]  # the same dice for every candidate
    maker = FeatureMaker(state)
    rows = []
    for rank, end in enumerate(ends.values()):
        hand = Evaluator(end, seat, end.devs[seat][VPCARD], weights).value(end)
        after = RULES.clone(end)
        RULES.apply(after, seat, Action("end_turn"))
        bits = "".join(str(play_out(after, s, seat)) for s in seeds)
        rows.append({"rank": rank, "x": maker.vector(end, seat, hand), "hand": round(hand, 3), "bits": bits})
    return rows


def play_game(job: tuple) -> list[dict]:
    """One game of the expert (seat g % 4, a counting clock) against three hard seats; its roots' rows."""
    seed, g, lines, playouts, sample = job
    game_seed = seed * 100_003 + g
    rng = random.Random(game_seed * 7919 + 3)
    state = RULES.initial_state(RULES.default_options(), game_seed, 4)
    me = g % 4
    agents: dict = {s: KrowniaAI("hard", s, game_seed) for s in range(4)}
    agents[me] = ExpertAI(me, game_seed, budget=0.05, clock=TickClock(1e-4))
    out: list[dict] = []
    root, seen_turn = 0, -1
    for _ in range(ACTION_CAP):
        if RULES.is_terminal(state):
            break
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        if (seat == me and state.phase == MAIN and state.rolled and state.turn != seen_turn
                and Action("end_turn") in legal):
            seen_turn = state.turn
            if rng.random() < sample:
                rows = root_rows(state, me, lines, playouts, rng)
                for row in rows:
                    out.append({"seed": seed, "g": g, "root": root, **row})
                root += len(rows) > 0
        RULES.apply(state, seat, agents[seat].choose(RULES, RULES.view(state, seat), seat, legal))
    return out


def generate(seed: int, games: int, workers: int, lines: int, playouts: int, sample: float,
             sink: Callable[[list[dict]], None] | None = None) -> int:
    """Plays `games` games from `seed`; `sink` gets each game's rows in game order. Returns the row count."""
    jobs = [(seed, g, lines, playouts, sample) for g in range(games)]
    count = 0
    pool = worker_pool(workers) if workers > 1 else None
    try:
        for rows in (pool.imap(play_game, jobs) if pool else map(play_game, jobs)):
            count += len(rows)
            if sink:
                sink(rows)
    finally:
        if pool:
            pool.close()
    return count


def read_move_rows(paths: list[str]) -> dict[tuple, list[dict]]:
    """Rows grouped by root (file, seed, game, root), from JSON-lines files (gzipped when named .gz); torn or
    foreign lines are skipped, and roots of fewer than two rows dropped."""
    roots: dict[tuple, list[dict]] = defaultdict(list)
    for path in paths:
        with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
            for line in f:
                try:
                    row = json.loads(line)
                except ValueError:
                    continue
                if isinstance(row, dict) and "bits" not in row and isinstance(row.get("n"), int) and row["n"] > 0:
                    won = round(float(row.get("win", 0)) * row["n"])  # the first probe's rows: a share of n
                    row["bits"] = "1" * won + "0" * (row["n"] - won)
                if (isinstance(row, dict) and len(row.get("x", ())) >= len(FEATURES)
                        and isinstance(row.get("bits"), str) and row["bits"]):
                    root = row.get("root", row.get("m"))  # "m": the first probe's rows (session 15)
                    roots[(path, row.get("seed"), row.get("g"), root)].append(row)
    return {k: v for k, v in roots.items() if len(v) >= 2}


def fit_within(roots: dict[tuple, list[dict]], ridge: float = 0.01, holdout: float = 0.25,
               seed: int = 1, test_playouts: int = 32) -> tuple[LinearModel, dict]:
    """Ridge fit of play-out win share on features within roots (each root's means taken out), on the games
    not held out; the weights are rescaled so the hand value's own slope is 1. Figures on the held-out games:
    the within-root correlation of the model's and the hand value's scores with the win share, and the win
    share gained by playing the model's pick instead of the planner's (rank 0); only held-out roots of at
    least `test_playouts` play-outs are measured (fewer are mostly noise)."""
    import numpy as np

    d = len(FEATURES)
    h = FEATURES.index("hand_value")
    games = sorted({k[:3] for k in roots}, key=repr)
    rng = random.Random(seed)
    held = set(rng.sample(games, int(len(games) * holdout)))

    def stack(keys):
        xs, ys, ws = [], [], []
        for k in keys:
            rs = roots[k]
            x = np.array([r["x"][:d] for r in rs], dtype=float)
            y = np.array([r["bits"].count("1") / len(r["bits"]) for r in rs])
            xs.append(x - x.mean(0))
            ys.append(y - y.mean())
            n = len(rs[0]["bits"])
            ws.append(np.full(len(rs), n / (n + 20.0)))  # a root of few play-outs is mostly noise
        return np.vstack(xs), np.concatenate(ys), np.concatenate(ws)

    train_keys = [k for k in roots if k[:3] not in held]
    test_keys = [k for k in roots if k[:3] in held and len(roots[k][0]["bits"]) >= test_playouts]
    x, y, w = stack(train_keys)
    sd = x.std(0)
    sd[sd < 1e-9] = 1.0

    def solve(cols: list[int], lam: float):
        a = x[:, cols] / sd[cols]
        aw = a * w[:, None]
        return np.linalg.solve(a.T @ aw + lam * w.sum() * np.eye(len(cols)), aw.T @ y) / sd[cols]

    hand_slope = float(solve([h], 0.0)[0])
    beta = solve(list(range(d)), ridge)
    weights = beta / hand_slope if hand_slope > 0 else beta
    figures: dict = {"roots_train": len(train_keys), "roots_test": len(test_keys), "rows_train": len(y),
                     "ridge": ridge, "hand_slope_per_point": hand_slope / 100.0}
    if test_keys:
        xt, yt, _ = stack(test_keys)
        figures["corr_hand"] = float(np.corrcoef(xt[:, h], yt)[0, 1])
        figures["corr_model"] = float(np.corrcoef(xt @ weights, yt)[0, 1])
        gains = []
        for k in test_keys:
            rs = roots[k]
            wins = [r["bits"].count("1") / len(r["bits"]) for r in rs]
            scores = [float(np.dot(weights, r["x"][:d])) for r in rs]
            gains.append(wins[max(range(len(rs)), key=lambda i: (scores[i], -i))] - wins[0])
        figures["pick_gain"] = float(np.mean(gains))
        figures["pick_gain_se"] = float(np.std(gains) / len(gains) ** 0.5)
    return LinearModel(0.0, tuple(float(v) for v in weights), 100.0), figures
