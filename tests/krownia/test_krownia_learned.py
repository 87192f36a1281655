"""The learned value (issue 28): features read only the view, training is reproducible from its seed, the
loader refuses damaged files, and the expert plays whole games with the learned value."""

from __future__ import annotations

import importlib.util
import json
import math
import random
from pathlib import Path

from krownia_helpers import play_hard_until, play_whole_game

from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.features import FEATURES, NUM_FEATURES, FeatureMaker, extra_vector
from baraza.game.krownia.expert.learned import (
    FORMAT,
    MLP_FEATURES,
    VERSION,
    LearnedEvaluator,
    LinearModel,
    MLPModel,
    load_model,
    mlp_from_json,
    model_to_json,
    save_model,
)
from baraza.game.krownia.expert.value import WIN_VALUE, Evaluator, load_weights
from baraza.game.krownia.rules import MAIN, VPCARD, KrowniaRules

R = KrowniaRules()
ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("krownia_train", ROOT / "tools" / "krownia_train.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _tiny(tool, seed: int) -> list[dict]:
    return tool.generate(seed, games=3, workers=1, expert_share=0.5, sample=0.5, budget=0.01, tick=1e-3)


def test_features_are_the_same_on_any_state_built_from_the_view():
    rng = random.Random(3)
    for seed in range(4):
        state = play_hard_until(seed, lambda s, t=15 + seed: s.phase == MAIN and s.turn >= t)
        assert state is not None
        maker = FeatureMaker(state)
        for seat in range(4):
            guess = determinise(R.view(state, seat), rng)
            weights = load_weights()
            real = maker.vector(state, seat, Evaluator(state, seat, state.devs[seat][VPCARD], weights).value(state))
            assert len(real) == NUM_FEATURES == len(FEATURES)
            known = R.view(state, seat).dev_cards[VPCARD]
            assert maker.vector(guess, seat, Evaluator(guess, seat, known, weights).value(guess)) == real


def test_training_is_reproducible_from_its_seed():
    tool = load_tool()
    rows = _tiny(tool, 7)
    assert rows and rows == _tiny(tool, 7)
    assert {r["win"] for r in rows} == {0, 1}
    assert all(len(r["x"]) == NUM_FEATURES for r in rows)
    assert rows != _tiny(tool, 8)
    model, figures = tool.train(rows, holdout=0.34, ridge=1.0)
    again, figures_again = tool.train(rows, holdout=0.34, ridge=1.0)
    assert model == again and figures == figures_again
    assert all(math.isfinite(w) for w in model.weights) and model.points_per_logit > 0
    assert {"learned", "hand", "hand_minus_rival"} <= set(figures)


def _model() -> LinearModel:
    weights = [0.0] * NUM_FEATURES
    weights[FEATURES.index("vp")] = 0.8
    weights[FEATURES.index("lead")] = 0.3
    return LinearModel(-4.0, tuple(weights), 120.0)


def test_model_file_round_trip_and_damaged_files_are_refused(tmp_path):
    good = tmp_path / "good.json"
    save_model(_model(), {"command": "test"}, good)
    assert load_model(good) == _model()
    base = model_to_json(_model())
    broken = {
        "short": {**base, "weights": base["weights"][:-1]},
        "nan": {**base, "weights": [float("nan")] + base["weights"][1:]},
        "text": {**base, "weights": ["1"] + base["weights"][1:]},
        "version": {**base, "version": 2},
        "features": {**base, "features": list(reversed(base["features"]))},
        "scale": {**base, "points_per_logit": -1.0},
        "bias": {**base, "bias": None},
    }
    for name, data in broken.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data))
        assert load_model(path) is None, name
    (tmp_path / "garbage.json").write_text("{not json")
    assert load_model(tmp_path / "garbage.json") is None
    assert load_model(tmp_path / "missing.json") is None


def test_expert_falls_back_to_the_hand_value_without_a_model():
    state = play_hard_until(2, lambda s: s.phase == MAIN and s.turn >= 10)
    seat = state.current
    view = R.view(state, seat)
    hand = ExpertAI(seat, 1)
    assert type(hand._evaluator(state, view, seat)) is Evaluator
    learned = ExpertAI(seat, 1, value="learned", model=_model())
    ev = learned._evaluator(state, view, seat)
    assert isinstance(ev, LearnedEvaluator)
    state.winner = seat
    assert ev.value(state) == WIN_VALUE
    fallback = ExpertAI(seat, 1, value="learned")
    fallback.model = None  # what a missing or damaged file leaves
    assert type(fallback._evaluator(state, view, seat)) is Evaluator
    assert Evaluator(state, seat, 0, load_weights()).value(state) == WIN_VALUE


def test_learned_expert_plays_legal_whole_games():
    tool = load_tool()
    for seed, model in ((5, _model()), (6, mlp_from_json(_mlp_json()))):
        agents = {s: KrowniaAI("hard", s, seed) for s in range(4)}
        agents[1] = ExpertAI(1, seed, budget=0.02, clock=tool.TickClock(1e-3), value="learned", model=model)
        play_whole_game(seed, agents)


def _mlp_json(hidden: int = 5, seed: int = 2) -> dict:
    """A small random MLP value over MLP_FEATURES that cares about points (for the loader and play)."""
    rng = random.Random(seed)
    d = len(MLP_FEATURES)
    w1 = [[rng.uniform(-0.3, 0.3) for _ in range(hidden)] for _ in range(d)]
    w1[MLP_FEATURES.index("vp")] = [0.5] * hidden
    return {"format": FORMAT, "version": VERSION, "kind": "mlp", "features": list(MLP_FEATURES),
            "mean": [rng.uniform(0, 3) for _ in range(d)], "sd": [rng.uniform(0.5, 2) for _ in range(d)],
            "W1": w1, "b1": [0.1] * hidden, "W2": [0.4] * hidden, "b2": -1.0, "points_per_logit": 150.0,
            "training": {}}


def test_mlp_file_loads_refuses_damage_and_both_forward_passes_agree(tmp_path):
    data = _mlp_json()
    path = tmp_path / "mlp.json"
    path.write_text(json.dumps(data))
    model = load_model(path)
    assert isinstance(model, MLPModel)
    state = play_hard_until(4, lambda s: s.phase == MAIN and s.turn >= 20)
    maker = FeatureMaker(state)
    x = maker.vector(state, 1, 250.0) + extra_vector(state, 1)
    assert len(x) == len(MLP_FEATURES)
    # the file's own arithmetic (standardise, tanh layer, output) against the folded model
    z = [(v - m) / s for v, m, s in zip(x, data["mean"], data["sd"], strict=True)]
    hidden = [math.tanh(b + sum(z[i] * data["W1"][i][j] for i in range(len(z)))) for j, b in enumerate(data["b1"])]
    expected = data["b2"] + sum(w * h for w, h in zip(data["W2"], hidden, strict=True))
    assert math.isclose(model.logit(x), expected, rel_tol=1e-9, abs_tol=1e-9)
    plain = MLPModel(model.hidden_w, model.hidden_b, model.out_w, model.out_bias, model.points_per_logit)
    object.__setattr__(plain, "_arrays", None)  # the plain-Python pass, as without numpy
    assert math.isclose(plain.logit(x), expected, rel_tol=1e-9, abs_tol=1e-9)
    broken = {
        "features": {**data, "features": list(FEATURES)},
        "sd zero": {**data, "sd": [0.0] + data["sd"][1:]},
        "short row": {**data, "W1": [data["W1"][0][:-1]] + data["W1"][1:]},
        "rows": {**data, "W1": data["W1"][:-1]},
        "out": {**data, "W2": data["W2"][:-1]},
        "nan": {**data, "b2": float("nan")},
        "text": {**data, "b1": ["0"] * len(data["b1"])},
        "huge": {**data, "b1": [0.0] * 1000, "W2": [0.0] * 1000},
    }
    for name, bad in broken.items():
        p = tmp_path / f"{name.replace(' ', '_')}.json"
        p.write_text(json.dumps(bad))
        assert load_model(p) is None, name



def test_mlp_fit_is_reproducible_from_its_seed_and_writes_a_file_the_expert_reads(tmp_path):
    import pytest

    pytest.importorskip("numpy")
    tool = load_tool()
    rng = random.Random(5)
    rows = []
    vp, expert = MLP_FEATURES.index("vp"), MLP_FEATURES.index("is_expert")
    for g in range(60):
        winner = rng.randrange(4)
        for m in range(5):
            for seat in range(4):
                x = [rng.random() for _ in MLP_FEATURES]
                x[vp] = 2 + m + (3 if seat == winner else 0) * m / 4
                x[expert] = float(seat == 0)
                rows.append({"g": g, "m": m, "seat": seat, "x": x, "hand": 100 * x[vp], "win": int(seat == winner)})
    model, figures = tool.fit_mlp(rows, hidden=6, seed=3, epochs=8, batch=64)
    again, figures_again = tool.fit_mlp(rows, hidden=6, seed=3, epochs=8, batch=64)
    assert model == again and figures == figures_again
    assert figures["mlp_log_loss"] < figures["base_rate_log_loss"]  # it learnt that points win
    assert figures["logit_per_point"] > 0
    path = tmp_path / "mlp.json"
    path.write_text(json.dumps(model))
    loaded = load_model(path)
    assert isinstance(loaded, MLPModel) and len(loaded.hidden_b) == 6
    # torn and foreign lines in a rows file are skipped, not fatal
    rows_file = tmp_path / "rows.jsonl"
    rows_file.write_text(json.dumps(rows[0]) + "\n" + json.dumps({"x": [1.0]}) + "\n" + '{"g": 1, "x": [')
    assert tool.read_rows([str(rows_file)]) == [rows[0]]
