"""The equal-dice rule and its exact probability tables, checked by brute force."""

from itertools import product

from baraza.game.khedu.combat import (
    adjusted_dice,
    attack_outcome,
    best_choices,
    best_total,
    equal_sets,
    has_three_of_a_kind,
    is_straight,
    total_distribution,
    win_probability,
)


def brute_best(roll):
    sets = equal_sets(roll)
    return max(
        sum(adjusted_dice(roll, dict(zip(sets, combo, strict=True))))
        for combo in product(("keep", "high", "low"), repeat=len(sets))
    )


def test_rulebook_example():
    roll = [2, 3, 3, 3, 6]
    assert equal_sets(roll) == [3]
    assert adjusted_dice(roll, {3: "high"}) == [2, 6, 6, 6, 6]
    assert adjusted_dice(roll, {3: "low"}) == [2, 2, 2, 2, 6]
    assert best_choices(roll) == {3: "high"}
    assert best_total(roll) == 26


def test_each_set_moves_on_its_own():
    roll = [1, 1, 4, 4, 5]
    assert adjusted_dice(roll, {1: "high", 4: "low"}) == [5, 5, 1, 1, 5]
    assert best_total(roll) == 25
    assert adjusted_dice([2, 5, 2], {5: "low"}) == [2, 5, 2]  # a single die is not a set


def test_outcome_for_the_ui():
    out = attack_outcome([4, 4, 1], bonus=2, defence=12)
    assert out == {"choices": {}, "total": 11, "defence": 12, "wins": False}
    out = attack_outcome([4, 4, 6], bonus=0, defence=18)
    assert out["choices"] == {4: "high"} and out["total"] == 18 and out["wins"]


def test_best_total_matches_brute_force_on_every_roll():
    for n in range(1, 5):
        for roll in product(range(1, 7), repeat=n):
            assert best_total(roll) == brute_best(roll), roll


def test_probability_tables_against_enumeration():
    for n in range(1, 6):
        rolls = list(product(range(1, 7), repeat=n))
        totals = [brute_best(r) for r in rolls]
        dist = dict(total_distribution(n))
        assert abs(sum(dist.values()) - 1) < 1e-9
        for bonus in (0, 3):
            for defence in range(0, 34):
                want = sum(1 for t in totals if t + bonus >= defence) / len(rolls)
                assert abs(win_probability(n, bonus, defence) - want) < 1e-12, (n, bonus, defence)


def test_dice_count_is_clamped():
    assert win_probability(0, 0, 6) == win_probability(1, 0, 6)
    assert win_probability(9, 0, 30) == win_probability(6, 0, 30)


def test_natural_patterns():
    assert is_straight([3, 1, 2]) and is_straight([2, 3, 4, 5, 6])
    assert not is_straight([1, 2]) and not is_straight([1, 2, 4]) and not is_straight([2, 2, 3])
    assert has_three_of_a_kind([5, 2, 5, 5]) and not has_three_of_a_kind([5, 5, 2])
