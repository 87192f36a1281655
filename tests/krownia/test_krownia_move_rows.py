"""Move-only rows (tools/krownia_move_rows.py): reproducible from the seed, rows of one root differ only by
the move, and the within-root fit finds what the play-outs reward."""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path

import pytest

from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.features import FEATURES
from baraza.game.krownia.expert.learned import LinearModel, load_model

ROOT = Path(__file__).resolve().parents[2]


def load_moves():
    sys.path.insert(0, str(ROOT / "tools"))
    spec = importlib.util.spec_from_file_location("krownia_move_rows", ROOT / "tools" / "krownia_move_rows.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rows_are_reproducible_and_a_roots_rows_share_their_dice_and_board():
    moves = load_moves()
    first, again = [], []
    moves.generate(4, games=1, workers=1, lines=3, playouts=3, sample=0.4, sink=first.extend)
    moves.generate(4, games=1, workers=1, lines=3, playouts=3, sample=0.4, sink=again.extend)
    assert first and first == again
    roots: dict = {}
    for row in first:
        roots.setdefault(row["root"], []).append(row)
        assert len(row["bits"]) == 3 and set(row["bits"]) <= {"0", "1"}
        assert len(row["x"]) == len(FEATURES)
    for rows in roots.values():
        assert len(rows) >= 2 and [r["rank"] for r in rows] == list(range(len(rows)))
        turn = FEATURES.index("turn")
        assert len({r["x"][turn] for r in rows}) == 1  # one decision: the same turn


def test_within_root_fit_finds_the_feature_the_play_outs_reward_and_the_expert_reads_it(tmp_path):
    pytest.importorskip("numpy")
    moves = load_moves()
    rng = random.Random(2)
    ore, hand = FEATURES.index("prod_ore"), FEATURES.index("hand_value")
    lines = []
    for g in range(120):
        base = [rng.random() * 5 for _ in FEATURES]  # what the whole root shares (cancels within it)
        for rank in range(4):
            x = [v + 0.1 * rng.random() for v in base]
            x[ore] = rng.randrange(4)
            x[hand] = base[hand] + rng.random()  # the hand value: noise here
            chance = 0.2 + 0.15 * x[ore]
            bits = "".join("1" if rng.random() < chance else "0" for _ in range(64))
            lines.append({"seed": 1, "g": g, "root": 0, "rank": rank, "x": x, "bits": bits})
    rows_file = tmp_path / "moves.jsonl"
    rows_file.write_text("".join(json.dumps(r) + "\n" for r in lines) + '{"g": 3, "x": [')  # a torn last line
    roots = moves.read_move_rows([str(rows_file)])
    assert len(roots) == 120
    model, figures = moves.fit_within(roots, ridge=0.001)
    assert figures["corr_model"] > 0.3 > abs(figures["corr_hand"])
    assert figures["pick_gain"] > 0.05
    assert model.weights[ore] > 0
    path = tmp_path / "rerank.json"
    from baraza.game.krownia.expert.learned import save_model

    save_model(model, {"kind": "rerank"}, path)
    loaded = load_model(path)
    assert isinstance(loaded, LinearModel)
    assert ExpertAI(0, 1, rerank=4, model=loaded).rerank_model == loaded
