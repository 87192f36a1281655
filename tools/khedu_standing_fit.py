"""Fit Khedu's standing (game/khedu/standing.py): a conditional logit over the seats of AI-against-AI matches, each
position at the start of a turn (where the analysis's play-outs are cut) labelled with who won the match.

    .venv/bin/python tools/khedu_standing_fit.py --games 1500 --seats 2 --level normal --out docs/records/khedu-standing-2026-12-07

Prints the fitted WEIGHTS (copy them into standing.py), the log-loss against a coin and against points alone, and
writes fit.json (weights, losses, games) to --out. Uses numpy (a dev dependency), never the game's code path.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

import numpy as np

from baraza.game.khedu.standing import FEATURES, features
from baraza.game.registry import get_game


def turn_start(state) -> bool:
    """Where a play-out may be cut (analysis.past_horizon): a turn begun, nothing chosen yet, no fight."""
    return state.phase == "turn" and state.turn_mode is None and state.combat is None


def play(seed: int, seats: int, level: str) -> tuple[list[np.ndarray], np.ndarray] | None:
    """One match: each turn start's (seats × features) rows and the winners' shares."""
    spec = get_game("khedu")
    rules = spec.rules
    state = rules.initial_state({**rules.default_options(), "max_turns": 15}, seed, seats)
    agents = [spec.agent_factory(level, s, seed * 7 + s) for s in range(seats)]
    rows = []
    for _ in range(5000):
        if rules.is_terminal(state):
            break
        if turn_start(state):
            rows.append(np.array([features(state, s) for s in range(seats)]))
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[0] if len(legal) == 1 else agents[seat].choose(rules, rules.view(state, seat),
                                                                                       seat, legal))
    winners = rules.result(state).winners
    if not rules.is_terminal(state) or not winners:
        return None  # unfinished or drawn: no label
    share = np.array([1.0 / len(winners) if s in winners else 0.0 for s in range(seats)])
    return rows, share


def log_loss(w: np.ndarray, xs: np.ndarray, ys: np.ndarray) -> float:
    z = xs @ w
    z -= z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float(-(ys * logp).sum(axis=1).mean())


def fit(xs: np.ndarray, ys: np.ndarray, ridge: float = 1e-3, steps: int = 60) -> np.ndarray:
    """Newton's method on the softmax log-loss (a small ridge keeps it well posed)."""
    k = xs.shape[2]
    w = np.zeros(k)
    for _ in range(steps):
        z = xs @ w
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        mean_x = (p[:, :, None] * xs).sum(axis=1)
        grad = ((p - ys)[:, :, None] * xs).sum(axis=(0, 1)) / len(xs) + ridge * w
        centred = xs - mean_x[:, None, :]
        hess = np.einsum("ns,nsi,nsj->ij", p, centred, centred) / len(xs) + ridge * np.eye(k)
        w -= np.linalg.solve(hess, grad)
    return w


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--level", default="normal")  # the analysis's play-outs' level (analysis.PLAYOUT_LEVEL)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    xs, ys, games = [], [], 0
    for _ in range(args.games):
        got = play(rng.randrange(2**31), args.seats, args.level)
        if got is None:
            continue
        games += 1
        for row in got[0]:
            xs.append(row)
            ys.append(got[1])
    x, y = np.array(xs), np.array(ys)
    order = np.random.default_rng(args.seed).permutation(len(x))
    half = len(x) * 4 // 5  # fitted on four fifths of the positions, judged on the rest
    train, test = order[:half], order[half:]
    w = fit(x[train], y[train])
    points = np.zeros(len(FEATURES))
    points[:2] = fit(x[train][:, :, :2], y[train])
    coin = log_loss(np.zeros(len(FEATURES)), x[test], y[test])
    found = {"games": games, "positions": len(x), "seats": args.seats, "level": args.level,
             "features": list(FEATURES), "weights": [round(float(v), 4) for v in w],
             "test_log_loss": round(log_loss(w, x[test], y[test]), 4), "coin_log_loss": round(coin, 4),
             "points_only_log_loss": round(log_loss(points, x[test], y[test]), 4)}
    print(json.dumps(found))
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / f"fit-{args.seats}-seats.json").write_text(json.dumps(found, indent=1) + "\n")


if __name__ == "__main__":
    main()
