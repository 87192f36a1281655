"""Konja dice combinations (the Summoning Pyramid) and the best split of a dice pool.

Pure functions over die values, so the rules, the AI and the UI share one definition.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

# Combination kinds the pyramid knows.
POWER = "power"  # one die showing 4+ -> 1 Power
PAIR = "pair"  # two equal dice -> 2 Magick
RUN = "run"  # 3+ consecutive values -> that many Gold
KIND = "kind"  # 3/4/5 equal dice -> a 3/5/7-point Cloud
COMBO_KINDS = (POWER, PAIR, RUN, KIND)

CLOUD_FOR_KIND = {3: 3, 4: 5, 5: 7}

# How best_split weighs rewards: a Cloud point is worth about three tokens (11 Gold buy 7 points).
DEFAULT_WEIGHTS: Mapping[str, float] = {"power": 1.0, "magick": 1.0, "gold": 1.1, "cloud": 3.0}


def combo_reward(kind: str, values: Sequence[int]) -> tuple[str, int] | None:
    """What a combination pays, as (resource, amount) with resource in power/magick/gold/cloud;
    None when the values do not form that combination. For a Cloud the amount is its points."""
    n = len(values)
    if kind == POWER:
        return ("power", 1) if n == 1 and values[0] >= 4 else None
    if kind == PAIR:
        return ("magick", 2) if n == 2 and values[0] == values[1] else None
    if kind == RUN:
        if n < 3:
            return None
        s = sorted(values)
        ok = all(s[i + 1] == s[i] + 1 for i in range(n - 1))
        return ("gold", n) if ok else None
    if kind == KIND:
        if n in CLOUD_FOR_KIND and all(v == values[0] for v in values):
            return ("cloud", CLOUD_FOR_KIND[n])
        return None
    return None


def combo_value(kind: str, values: Sequence[int], weights: Mapping[str, float] = DEFAULT_WEIGHTS) -> float:
    reward = combo_reward(kind, values)
    if reward is None:
        return 0.0
    return weights[reward[0]] * reward[1]


def valid_combos(values: Sequence[int], available: Sequence[int]) -> list[tuple[str, tuple[int, ...]]]:
    """Every combination that can be formed from the dice at positions `available`, in a fixed
    order (kind order, then index tuple)."""
    avail = sorted(available)
    out: list[tuple[str, tuple[int, ...]]] = []
    n = len(avail)
    subsets: list[tuple[int, ...]] = []
    for mask in range(1, 1 << n):
        subsets.append(tuple(avail[i] for i in range(n) if mask >> i & 1))
    subsets.sort(key=lambda t: (len(t), t))
    for kind in COMBO_KINDS:
        for sub in subsets:
            if combo_reward(kind, [values[i] for i in sub]) is not None:
                out.append((kind, sub))
    return out


def best_split(
    dice: Sequence[int], weights: Mapping[str, float] = DEFAULT_WEIGHTS
) -> list[tuple[str, tuple[int, ...]]]:
    """The partition of `dice` (values) into combinations with the highest total weighted reward.

    Each die is used at most once; dice left over score nothing. Ties keep the first split found
    (a fixed search order), so the answer is deterministic. Callers asking often use a SplitSolver.
    """
    return list(_solve(tuple(dice), tuple(sorted(weights.items())))[1])


def split_value(dice: Sequence[int], weights: Mapping[str, float] = DEFAULT_WEIGHTS) -> float:
    return _solve(tuple(dice), tuple(sorted(weights.items())))[0]


class SplitSolver:
    """best_split and split_value remembered for the lifetime of their owner (an AI agent, a table):
    the same pools come up again and again while searching or redrawing."""

    def __init__(self, max_entries: int = 65536) -> None:
        self.max_entries = max_entries
        self._memo: dict[tuple, tuple[float, tuple]] = {}

    def solve(self, dice: tuple[int, ...], wkey: tuple) -> tuple[float, tuple]:
        """(best value, split) for die values `dice` under weights given as sorted (name, weight) pairs."""
        key = (dice, wkey)
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) >= self.max_entries:
                self._memo.clear()  # a bounded memory; entries are cheap to find again
            found = self._memo[key] = _solve(dice, wkey)
        return found

    def best_split(
        self, dice: Sequence[int], weights: Mapping[str, float] = DEFAULT_WEIGHTS
    ) -> list[tuple[str, tuple[int, ...]]]:
        return list(self.solve(tuple(dice), tuple(sorted(weights.items())))[1])

    def split_value(self, dice: Sequence[int], weights: Mapping[str, float] = DEFAULT_WEIGHTS) -> float:
        return self.solve(tuple(dice), tuple(sorted(weights.items())))[0]


def _solve(dice: tuple[int, ...], wkey: tuple) -> tuple[float, tuple]:
    weights = dict(wkey)
    n = len(dice)
    memo: dict[int, tuple[float, tuple]] = {}

    def solve(mask: int) -> tuple[float, tuple]:
        # mask = dice still free; the lowest free die is either left unused or starts a combination.
        if mask == 0:
            return 0.0, ()
        if mask in memo:
            return memo[mask]
        low = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << low)
        best = solve(rest)
        # enumerate subsets of `rest` to join the lowest die
        sub = rest
        while True:
            group = sub | (1 << low)
            idx = tuple(i for i in range(n) if group >> i & 1)
            vals = [dice[i] for i in idx]
            for kind in COMBO_KINDS:
                v = combo_value(kind, vals, weights)
                if v > 0:
                    tail = solve(mask & ~group)
                    total = v + tail[0]
                    if total > best[0] + 1e-9:
                        best = (total, ((kind, idx),) + tail[1])
            if sub == 0:
                break
            sub = (sub - 1) & rest
        memo[mask] = best
        return best

    return solve((1 << n) - 1)
