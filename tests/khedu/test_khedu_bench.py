"""The Khedu bench's sums: the Wilson interval and a duel recounted from records (draws count half)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import khedu_bench  # noqa: E402


def test_wilson_interval_matches_the_textbook():
    lo, hi = khedu_bench.wilson(252, 400)  # 248 wins and 8 draws of 400
    assert lo == pytest.approx(0.5817, abs=1e-4) and hi == pytest.approx(0.6759, abs=1e-4)
    assert khedu_bench.wilson(0, 0) == (0.0, 1.0)
    lo, hi = khedu_bench.wilson(10, 10)
    assert hi == 1.0 and 0.69 < lo < 0.73


def test_duel_summary_counts_seats_and_draws():
    recs = [
        {"seats": ["expert", "hard"], "winners": [0], "think_cpu": [[0.1], []], "think_wall": [[0.2], []], "cpu": 1.0},
        {"seats": ["hard", "expert"], "winners": [0], "think_cpu": [[], [0.3]], "think_wall": [[], [0.4]], "cpu": 2.0},
        {"seats": ["hard", "expert"], "winners": [], "think_cpu": [[], []], "think_wall": [[], []], "cpu": 3.0},
        {"seats": ["expert", "hard"], "winners": [0], "think_cpu": [[], []], "think_wall": [[], []], "cpu": 2.0},
    ]
    out = khedu_bench.duel_summary(recs, "expert", "hard")
    assert (out["a_wins"], out["draws"], out["b_wins"]) == (2, 1, 1)
    assert out["a_rate"] == 0.625 and out["a_decisions"] == 2 and out["cpu_per_game"] == 2.0
    assert out["a_think_cpu_ms"]["max"] == 300.0
