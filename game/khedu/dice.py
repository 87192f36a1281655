"""Khedu dice: the equal-dice rule, its best use, and exact probability tables.

The equal-dice rule: after the roll, each set of two or more equal dice may become the highest or the
lowest value showing in that roll (each set on its own). Raising every set to the highest value is
always the largest total, so `best_total` is that; the UI may still let a player choose otherwise.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

MAX_DICE = 6


def equal_sets(dice: tuple[int, ...] | list[int]) -> list[int]:
    """Face values that show two or more times, ascending (each is one set the rule can move)."""
    counts = Counter(dice)
    return sorted(v for v, c in counts.items() if c >= 2)


def adjusted_dice(dice: tuple[int, ...] | list[int], choices: dict[int, str]) -> list[int]:
    """Apply per-set choices {face: 'high'|'low'|'keep'} to a natural roll."""
    if not dice:
        return []
    hi, lo = max(dice), min(dice)
    sets = set(equal_sets(dice))
    out = []
    for d in dice:
        choice = choices.get(d, "keep") if d in sets else "keep"
        out.append(hi if choice == "high" else lo if choice == "low" else d)
    return out


def best_choices(dice: tuple[int, ...] | list[int]) -> dict[int, str]:
    """The choice that maximises the total: every set of equal dice turned to the highest value."""
    hi = max(dice) if dice else 0
    return {v: "high" for v in equal_sets(dice) if v != hi}


def best_total(dice: tuple[int, ...] | list[int]) -> int:
    return sum(adjusted_dice(dice, best_choices(dice)))


def lowest_choices(dice: tuple[int, ...] | list[int]) -> dict[int, str]:
    """The choice that minimises the total: every set of equal dice turned to the lowest value (an instigator who
    wants the defence to hold, e.g. a Desert unit provoked at its own hero to feed it)."""
    lo = min(dice) if dice else 0
    return {v: "low" for v in equal_sets(dice) if v != lo}


def lowest_total(dice: tuple[int, ...] | list[int]) -> int:
    return sum(adjusted_dice(dice, lowest_choices(dice)))


def attack_outcome(dice: tuple[int, ...] | list[int], bonus: int, defence: int) -> dict:
    """What the UI shows after a roll: best choice, best total (with bonus) and whether it wins."""
    choices = best_choices(dice)
    total = sum(adjusted_dice(dice, choices)) + bonus
    return {"choices": choices, "total": total, "defence": defence, "wins": total >= defence}


@cache
def total_distribution(n_dice: int, low: bool = False) -> tuple[tuple[int, float], ...]:
    """Exact distribution of the best total of n dice under the equal-dice rule: ((total, p), ...).

    The best total depends only on which faces show how often, so each multiset of faces is counted once with the
    number of ordered rolls that show it (462 for six dice instead of 46,656 rolls: the first fight with six dice
    no longer holds up a table, or a server's every table, for a second). With `low`, of the lowest total instead."""
    n = max(1, min(MAX_DICE, n_dice))
    counts: Counter[int] = Counter()
    for faces in combinations_with_replacement(range(1, 7), n):
        orderings = factorial(n)
        for times in Counter(faces).values():
            orderings //= factorial(times)
        counts[lowest_total(faces) if low else best_total(faces)] += orderings
    space = 6**n
    return tuple((t, counts[t] / space) for t in sorted(counts))


@cache
def win_table(n_dice: int, low: bool = False) -> tuple[float, ...]:
    """win_table(n)[k] = P(best total of n dice >= k) for k = 0..36 (1.0 below, 0.0 above); `low`: the lowest total."""
    dist = total_distribution(n_dice, low)
    return tuple(sum(p for t, p in dist if t >= k) for k in range(6 * MAX_DICE + 2))


def win_probability(n_dice: int, bonus: int, defence: int, low: bool = False) -> float:
    """P(attack wins) with n dice (clamped to 1..6), a flat bonus and the defender's defence; with `low`, when whoever
    moves the equal dice lowers them (an instigator playing for the defender)."""
    need = defence - bonus
    if need <= 0:
        return 1.0
    table = win_table(max(1, min(MAX_DICE, n_dice)), low)
    return table[need] if need < len(table) else 0.0


def is_straight(dice: tuple[int, ...] | list[int]) -> bool:
    """Three or more dice, all different, forming a run (e.g. 2-3-4)."""
    s = sorted(dice)
    return len(s) >= 3 and all(b == a + 1 for a, b in zip(s, s[1:], strict=False))


def has_three_of_a_kind(dice: tuple[int, ...] | list[int]) -> bool:
    return any(c >= 3 for c in Counter(dice).values())
