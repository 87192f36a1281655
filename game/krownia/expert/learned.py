"""The learned value (issue 28): P(this seat wins) by logistic regression on features.py's vector.

The weights are data, trained by tools/krownia_train.py from self-play and shipped in
assets/data/krownia/learned_value.json with the command and figures that made them. The expert uses them
behind an option (`ExpertAI(..., value="learned")`): its planner compares positions inside one turn, so
the leaf value is the model's log-odds times `points_per_logit` (set by the tool so that one victory
point is worth 100, as in the hand-tuned value, which keeps the trading margins meaningful); a won game
stays WIN_VALUE. A
missing or damaged file gives None and the expert keeps its hand-tuned value.

Also the plain-Python fitting (no numpy): Newton's method with a small ridge, which needs no learning rate
and gives the same weights for the same rows on every machine.
"""

from __future__ import annotations

import json
import math
import operator
from dataclasses import dataclass
from pathlib import Path

try:  # optional (a dev dependency, for the fit): the MLP's forward pass in arrays; without it plain Python
    import numpy as np  # gives the same numbers, as a player's install does
except ImportError:  # pragma: no cover
    np = None

from baraza.game.krownia.expert.features import (
    EXTRA_FEATURES,
    FEATURES,
    NUM_FEATURES,
    FeatureMaker,
    extra_vector,
)
from baraza.game.krownia.expert.value import WIN_VALUE, Evaluator, Weights
from baraza.game.krownia.rules import KrowniaState

FORMAT = "baraza-krownia-learned-value"
VERSION = 1
MODEL_FILE = Path(__file__).resolve().parents[3] / "assets" / "data" / "krownia" / "learned_value.json"
LOGIT_CAP = 30.0


@dataclass(frozen=True)
class LinearModel:
    """log-odds = bias + weights · features (features in their raw units, FEATURES order)."""

    bias: float
    weights: tuple[float, ...]
    points_per_logit: float = 100.0

    def logit(self, x: list[float]) -> float:
        return self.bias + sum(map(operator.mul, self.weights, x))

    def prob(self, x: list[float]) -> float:
        return sigmoid(self.logit(x))


MLP_FEATURES = FEATURES + EXTRA_FEATURES


@dataclass(frozen=True)
class MLPModel:
    """log-odds = out_bias + Σ_j out_w[j] · tanh(hidden_b[j] + hidden_w[j] · x) over MLP_FEATURES in raw units
    (the file's standardisation is folded into hidden_w and hidden_b when it is read). One pass over 46
    inputs and 24 units took about 9 µs with numpy and 75 µs in plain Python (session 15)."""

    hidden_w: tuple[tuple[float, ...], ...]
    hidden_b: tuple[float, ...]
    out_w: tuple[float, ...]
    out_bias: float
    points_per_logit: float = 100.0

    def __post_init__(self) -> None:
        if np is not None:  # the same sums as arrays
            object.__setattr__(self, "_arrays", (np.array(self.hidden_w).T.copy(), np.array(self.hidden_b),
                                                 np.array(self.out_w)))

    def logit(self, x: list[float]) -> float:
        arrays = getattr(self, "_arrays", None)
        if arrays is not None:
            w1, b1, w2 = arrays
            return self.out_bias + float(np.tanh(np.array(x) @ w1 + b1) @ w2)
        z = self.out_bias
        for row, b, w in zip(self.hidden_w, self.hidden_b, self.out_w, strict=True):
            z += w * math.tanh(b + sum(map(operator.mul, row, x)))
        return z

    def prob(self, x: list[float]) -> float:
        return sigmoid(self.logit(x))


def sigmoid(z: float) -> float:
    z = max(-LOGIT_CAP, min(LOGIT_CAP, z))
    return 1.0 / (1.0 + math.exp(-z))


def model_to_json(model: LinearModel, training: dict | None = None) -> dict:
    return {"format": FORMAT, "version": VERSION, "kind": "logistic", "features": list(FEATURES),
            "bias": model.bias, "weights": list(model.weights), "points_per_logit": model.points_per_logit,
            "training": training or {}}


def _finite(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def mlp_from_json(data: dict) -> MLPModel | None:
    """The "mlp" model in `data` (standardisation mean / sd, hidden weights W1 [input][unit], b1, W2, b2),
    or None unless every part has its length and finite numbers."""
    if data.get("features") != list(MLP_FEATURES):
        return None
    mean, sd, w1, b1, w2, b2 = (data.get(k) for k in ("mean", "sd", "W1", "b1", "W2", "b2"))
    scale = data.get("points_per_logit")
    d = len(MLP_FEATURES)
    if not all(isinstance(v, list) for v in (mean, sd, w1, b1, w2)) or not (len(mean) == len(sd) == len(w1) == d):
        return None
    h = len(b1)
    if not 0 < h <= 256 or len(w2) != h or not all(isinstance(r, list) and len(r) == h for r in w1):
        return None
    numbers = [*mean, *sd, *b1, *w2, b2, scale, *(v for r in w1 for v in r)]
    if not all(_finite(v) for v in numbers) or scale <= 0 or any(v <= 0 for v in sd):
        return None
    # fold the standardisation in: w·(x - m)/s = (w/s)·x - Σ w m / s
    rows = tuple(tuple(w1[i][j] / sd[i] for i in range(d)) for j in range(h))
    bias = tuple(b1[j] - sum(w1[i][j] * mean[i] / sd[i] for i in range(d)) for j in range(h))
    return MLPModel(rows, bias, tuple(float(v) for v in w2), float(b2), float(scale))


def model_from_json(data: object) -> LinearModel | MLPModel | None:
    """The model in `data`, or None unless it is a version-1 logistic model over exactly FEATURES (or an
    "mlp" over MLP_FEATURES) with finite numbers and a positive scale."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return None
    if data.get("kind") == "mlp":
        return mlp_from_json(data)
    if data.get("kind") != "logistic" or data.get("features") != list(FEATURES):
        return None
    weights, bias, scale = data.get("weights"), data.get("bias"), data.get("points_per_logit")
    if not isinstance(weights, list) or len(weights) != NUM_FEATURES or not all(_finite(w) for w in weights):
        return None
    if not _finite(bias) or not _finite(scale) or scale <= 0:
        return None
    return LinearModel(float(bias), tuple(float(w) for w in weights), float(scale))


def load_model(path: Path | None = None) -> LinearModel | MLPModel | None:
    """The shipped model from the installed assets (or `path`); None when missing or not valid."""
    from importlib import resources

    try:
        if path is None:
            text = (resources.files("baraza.assets") / "data" / "krownia" / "learned_value.json").read_text()
        else:
            text = path.read_text()
        data = json.loads(text)
    except (OSError, ValueError, ModuleNotFoundError):
        return None
    return model_from_json(data)


def save_model(model: LinearModel, training: dict, path: Path = MODEL_FILE) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(model_to_json(model, training), indent=1) + "\n")


class LearnedEvaluator(Evaluator):
    """The hand-tuned Evaluator (its hand and spot helpers still serve discards and trade ordering) whose
    `value` is the learned model's log-odds in the expert's point units."""

    def __init__(self, state: KrowniaState, seat: int, known_vp_cards: int, weights: Weights,
                 model: LinearModel | MLPModel, mix: float = 1.0) -> None:
        super().__init__(state, seat, known_vp_cards, weights)
        self.model = model
        self.mix = mix  # the learned share of the value (the rest is the hand-tuned value)
        self.maker = FeatureMaker(state)
        self.extra = isinstance(model, MLPModel)

    def value(self, state: KrowniaState) -> float:
        if state.winner >= 0:
            return WIN_VALUE if state.winner == self.seat else -WIN_VALUE
        hand = super().value(state)
        x = self.maker.vector(state, self.seat, hand)
        if self.extra:
            x += extra_vector(state, self.seat)
        learned = self.model.points_per_logit * self.model.logit(x)
        return learned if self.mix >= 1.0 else self.mix * learned + (1.0 - self.mix) * hand


# ----- fitting ---------------------------------------------------------------------------------------
def standardise(rows: list[list[float]]) -> tuple[list[float], list[float]]:
    """Mean and spread per column (spread 1 for a constant column)."""
    n = len(rows)
    k = len(rows[0])
    mean = [sum(r[j] for r in rows) / n for j in range(k)]
    sd = []
    for j in range(k):
        var = sum((r[j] - mean[j]) ** 2 for r in rows) / n
        sd.append(math.sqrt(var) if var > 1e-12 else 1.0)
    return mean, sd


def fit_logistic(rows: list[list[float]], labels: list[int], ridge: float = 1.0, iterations: int = 12,
                 ) -> tuple[float, list[float]]:
    """(bias, weights) of the logistic regression of `labels` (0/1) on `rows`, in the rows' own units:
    Newton's method on standardised columns with an L2 penalty `ridge` (not on the bias)."""
    mean, sd = standardise(rows)
    z_rows = [[(v - m) / s for v, m, s in zip(r, mean, sd, strict=True)] + [1.0] for r in rows]
    k = len(z_rows[0])
    beta = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in zip(z_rows, labels, strict=True):
            p = sigmoid(sum(b * v for b, v in zip(beta, x, strict=True)))
            g = p - y
            w = p * (1.0 - p)
            for i in range(k):
                xi = x[i]
                if xi == 0.0:
                    continue
                grad[i] += g * xi
                wx = w * xi
                row = hess[i]
                for j in range(i + 1):
                    row[j] += wx * x[j]
        for i in range(k - 1):  # the penalty spares the bias (last)
            grad[i] += ridge * beta[i]
            hess[i][i] += ridge
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        beta = [b - s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    weights = [b / s for b, s in zip(beta[:-1], sd, strict=True)]
    bias = beta[-1] - sum(b * m / s for b, m, s in zip(beta[:-1], mean, sd, strict=True))
    return bias, weights


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b for a symmetric positive definite a (Cholesky)."""
    n = len(b)
    low = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1):
            s = a[i][j] - sum(low[i][k] * low[j][k] for k in range(j))
            if i == j:
                low[i][i] = math.sqrt(max(s, 1e-12))
            else:
                low[i][j] = s / low[j][j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (b[i] - sum(low[i][k] * y[k] for k in range(i))) / low[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(low[k][i] * x[k] for k in range(i + 1, n))) / low[i][i]
    return x


def log_loss(probs: list[float], labels: list[int]) -> float:
    eps = 1e-12
    return -sum(math.log(max(eps, p)) if y else math.log(max(eps, 1.0 - p))
                for p, y in zip(probs, labels, strict=True)) / max(1, len(labels))


def accuracy(probs: list[float], labels: list[int]) -> float:
    """Share of rows where p > 0.5 matches the label."""
    return sum((p > 0.5) == bool(y) for p, y in zip(probs, labels, strict=True)) / max(1, len(labels))
