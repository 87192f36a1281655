"""Summoning Pyramid combinations and the best split against a brute force."""

import itertools
import random

import pytest

from baraza.game.konja.dice import DEFAULT_WEIGHTS, best_split, combo_reward, combo_value, split_value, valid_combos


def brute_force(dice, weights=DEFAULT_WEIGHTS):
    """Try every labelling of dice into groups (label 0 = unused) and keep the best valid one."""
    n = len(dice)
    best = 0.0
    for labels in itertools.product(range(n + 1), repeat=n):
        groups = {}
        for i, lab in enumerate(labels):
            if lab:
                groups.setdefault(lab, []).append(dice[i])
        total = 0.0
        for vals in groups.values():
            v = max(combo_value(k, vals, weights) for k in ("power", "pair", "run", "kind"))
            if v == 0:
                total = -1
                break
            total += v
        best = max(best, total)
    return best


def test_rewards():
    assert combo_reward("power", [4]) == ("power", 1)
    assert combo_reward("power", [3]) is None
    assert combo_reward("pair", [2, 2]) == ("magick", 2)
    assert combo_reward("pair", [2, 3]) is None
    assert combo_reward("run", [5, 3, 4]) == ("gold", 3)
    assert combo_reward("run", [1, 2, 3, 4, 5]) == ("gold", 5)
    assert combo_reward("run", [1, 2, 4]) is None
    assert combo_reward("run", [1, 2]) is None
    assert combo_reward("kind", [6, 6, 6]) == ("cloud", 3)
    assert combo_reward("kind", [6, 6, 6, 6]) == ("cloud", 5)
    assert combo_reward("kind", [2] * 5) == ("cloud", 7)
    assert combo_reward("kind", [2] * 6) is None


def test_hand_built_splits():
    split = best_split([3, 3, 3, 5, 6])
    assert ("kind", (0, 1, 2)) in split
    assert sum(1 for k, _ in split if k == "power") == 2
    assert best_split([1, 2, 3, 4, 5]) == [("run", (0, 1, 2, 3, 4))]
    assert best_split([1, 1, 2, 2, 3]) in ([("pair", (0, 1)), ("pair", (2, 3))],
                                           [("run", (0, 2, 4)), ])
    assert best_split([]) == []
    assert best_split([1, 1, 1, 1, 1]) == [("kind", (0, 1, 2, 3, 4))]


def test_split_uses_each_die_once():
    rng = random.Random(3)
    for _ in range(200):
        dice = [rng.randint(1, 6) for _ in range(rng.randint(1, 7))]
        used = [i for _, idx in best_split(dice) for i in idx]
        assert len(used) == len(set(used))


@pytest.mark.parametrize("seed", range(6))
def test_best_split_matches_brute_force(seed):
    rng = random.Random(seed)
    for _ in range(6):
        dice = [rng.randint(1, 6) for _ in range(rng.randint(1, 6))]
        split = best_split(dice)
        total = sum(combo_value(k, [dice[i] for i in idx]) for k, idx in split)
        assert total == pytest.approx(brute_force(dice))
        assert split_value(dice) == pytest.approx(total)


def test_valid_combos_respects_available():
    combos = valid_combos([4, 4, 5, 6, 1], [0, 2, 3])
    assert ("power", (0,)) in combos and ("run", (0, 2, 3)) in combos
    assert all(1 not in idx and 4 not in idx for _, idx in combos)
