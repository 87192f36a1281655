"""Fit the standing's weights (standing.py) on AI matches: `python -m baraza.game.konja.standing_fit`.

Plays the matches of `--seeds` (ranges such as 1000-1260,2000-2197), each seat's level normal or hard (drawn
from the seed), and
notes every turn start outside the final round with the match's result (a shared win counts half). A logistic
regression (Newton's method, a little L2) of the result on standing.features() is then fitted, and its
five-fold log loss, matches kept together, printed beside a coin's and the turn and Cloud lead's alone. The
weights in standing.py came from `--seeds 1000-1260,2000-2197` (459 matches, about an hour of CPU at load 10).
Plain Python: the model has eight figures.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

from baraza.game.konja import RULES, make_agent
from baraza.game.konja.standing import WEIGHTS, features

L2 = 2e-3
Row = tuple[list[float], float]


def turn_starts(seed: int) -> list[Row]:
    """(figures, seat 0's result) at each turn start of one AI match outside the final round."""
    rng = random.Random(seed)
    levels = [rng.choice(("normal", "hard")) for _ in range(2)]
    state = RULES.initial_state(RULES.default_options(), seed, 2)
    agents = [make_agent(levels[s], s, seed * 31 + s) for s in range(2)]
    noted, last = [], -1
    while not RULES.is_terminal(state):
        if state.phase == "ancestor" and state.turn_count != last and not state.final_round:
            last = state.turn_count
            noted.append([features(state)[name] for name in WEIGHTS])
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else agents[seat].choose(RULES, RULES.view(state, seat), seat, legal)
        RULES.apply(state, seat, action)
    won = 1.0 if state.winners == (0,) else 0.5 if len(state.winners) == 2 else 0.0
    return [(x, won) for x in noted]


def fit(rows: list[Row], columns: list[int]) -> list[float]:
    """Logistic regression weights over `columns` of the figures (no intercept: the model is antisymmetric)."""
    k = len(columns)
    w = [0.0] * k
    for _ in range(50):
        grad = [L2 * wi for wi in w]
        hess = [[L2 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in rows:
            xs = [x[c] for c in columns]
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, xs, strict=True)))
            for i in range(k):
                grad[i] += (p - y) * xs[i] / len(rows)
                for j in range(k):
                    hess[i][j] += p * (1 - p) * xs[i] * xs[j] / len(rows)
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-10:
            break
    return w


def log_loss(rows: list[Row], columns: list[int], w: list[float]) -> float:
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-6, max(1e-6, _sigmoid(sum(wi * x[c] for wi, c in zip(w, columns, strict=True)))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def cross_validated(matches: list[list[Row]], columns: list[int], folds: int = 5) -> float:
    """Log loss on held-out matches, each fold fitted on the others."""
    order = list(range(len(matches)))
    random.Random(1).shuffle(order)
    total, count = 0.0, 0
    for f in range(folds):
        held = set(order[f::folds])
        train = [r for i, m in enumerate(matches) if i not in held for r in m]
        test = [r for i, m in enumerate(matches) if i in held for r in m]
        if train and test:
            total += log_loss(test, columns, fit(train, columns)) * len(test)
            count += len(test)
    return total / max(1, count)


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a small, positive definite system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            factor = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= factor * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1000-1039", help="seed ranges, e.g. 1000-1260,2000-2197")
    args = parser.parse_args(argv)
    seeds = [seed for part in args.seeds.split(",") for seed in
             range(int(part.split("-")[0]), int(part.split("-")[-1]) + 1)]
    matches = []
    for seed in seeds:
        matches.append(turn_starts(seed))
        print(f"match {seed}: {len(matches[-1])} turn starts", file=sys.stderr, flush=True)
    rows = [r for m in matches for r in m]
    names = list(WEIGHTS)
    every = list(range(len(names)))
    lead = [names.index("turn"), names.index("clouds"), names.index("clouds_late")]
    report = {"matches": len(matches), "turn_starts": len(rows),
              "weights": {n: round(v, 3) for n, v in zip(names, fit(rows, every), strict=True)},
              "cv_log_loss": round(cross_validated(matches, every), 4),
              "cv_log_loss_turn_and_clouds": round(cross_validated(matches, lead), 4), "coin": round(math.log(2), 4)}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
