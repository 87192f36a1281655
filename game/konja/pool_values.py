"""What a Konja dice pool is worth to the AI, and what the opponent's red dice threaten to take from it (split from
ai.py, which the hint level's red-dice answer and plans grew past its size)."""

from __future__ import annotations

from baraza.game.konja.dice import SplitSolver
from baraza.game.konja.state import KonjaState

# What a token is worth relative to a Cloud point (Cloud points win; Gold buys them at ~1.6 each).
TOKEN_WEIGHTS = {"cloud": 3.0, "gold": 1.5, "magick": 0.9, "power": 0.6}


def _weights(state: KonjaState) -> tuple:
    """Split weights with empty supplies priced at zero (what the supply lacks is not paid)."""
    w = dict(TOKEN_WEIGHTS)
    for k in ("gold", "magick", "power"):
        if state.supply[k] <= 0:
            w[k] = 0.0
    return tuple(sorted(w.items()))


FINAL_WEIGHTS = (("cloud", 1.0), ("gold", 0.001), ("magick", 0.0), ("power", 0.0))


class PoolValues:
    """What dice pools are worth, and what red dice threaten to take from them. One agent owns one:
    the answers are remembered for the agent's lifetime (a search asks about the same pools again
    and again), within a bounded number of entries."""

    def __init__(self, max_entries: int = 200_000) -> None:
        self.splits = SplitSolver(max_entries)
        self.max_threats = max_entries // 2
        self._threats: dict[tuple, float] = {}

    def split_value(self, values: tuple[int, ...], wkey: tuple) -> float:
        return self.splits.solve(values, wkey)[0]

    def pool_value(self, state: KonjaState, idx: list[int] | None = None) -> float:
        dice = state.dice if idx is None else [state.dice[i] for i in idx]
        return self.split_value(tuple(sorted(d.value for d in dice)), _weights(state))

    def red_threat(self, values: tuple[int, ...], guarded: tuple[bool, ...], wkey: tuple, veil: bool = False) -> float:
        """Expected loss of split value when the opponent rolls two red dice at this pool and replaces
        the dice that hurt most (each red die used at most once, greedily). `veil`: the player can cast Storm Veil
        on the red die that hurts most, so only the other one counts (the Hint broke a run of four worth 4 Gold
        to save it from red dice a Storm Veil in hand would have answered: issue 41)."""
        # the answer does not depend on the dice order: remember it for the sorted (value, guarded) pairs
        key = (tuple(sorted(zip(values, guarded, strict=True))), wkey, veil)
        found = self._threats.get(key)
        if found is None:
            if len(self._threats) >= self.max_threats:
                self._threats.clear()
            found = self._threats[key] = self._red_threat_sorted(*key)
        return found

    def _red_threat_sorted(self, pool: tuple[tuple[int, bool], ...], wkey: tuple, veil: bool = False) -> float:
        value = self.split_value
        values = [v for v, _ in pool]
        guarded = [g for _, g in pool]
        base = value(tuple(sorted(values)), wkey)
        total = 0.0
        for r1 in range(1, 7):
            for r2 in range(r1, 7):
                weight = 1 if r1 == r2 else 2
                vals = list(values)
                hit = [False] * len(vals)
                for r in ((r1,) if veil else (r2, r1)):  # the Veil takes the higher (the one that hurts most)
                    best, best_i = value(tuple(sorted(vals)), wkey), -1
                    for i, v in enumerate(vals):
                        if r > v and not guarded[i] and not hit[i]:
                            trial = vals[:i] + [r] + vals[i + 1:]
                            val = value(tuple(sorted(trial)), wkey)
                            if val < best - 1e-9:
                                best, best_i = val, i
                    if best_i >= 0:
                        vals[best_i] = r
                        hit[best_i] = True
                total += weight * (base - value(tuple(sorted(vals)), wkey))
        return total / 36.0

    def last_turn_chance(self, state: KonjaState) -> float:
        """In the last turn of the match (the final round is on), whether the active player's dice
        as they stand win it for them: 1 win, 0.5 shared, 0 loss (Clouds first, then Gold)."""
        me = state.turn_seat
        p, q = state.players[me], state.players[1 - me]
        vals = tuple(sorted(d.value for d in state.dice))
        v = self.split_value(vals, FINAL_WEIGHTS)
        pts = int(v + 1e-6)
        gold = round((v - pts) * 1000)
        mine, theirs = p.cloud_points + pts, q.cloud_points
        if mine != theirs:
            return 1.0 if mine > theirs else 0.0
        g1, g2 = p.gold + gold, q.gold
        return 1.0 if g1 > g2 else 0.5 if g1 == g2 else 0.0
