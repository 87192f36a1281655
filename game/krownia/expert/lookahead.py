"""The expert's look past the end of its turn: how much each way of ending this turn is worth once the
dice have gone round the table and it plans its next turn.

The planner (planner.py) scores where a line of moves leaves the seat when it ends the turn, with the
value function's guess at what cards in hand are worth. This module replaces that guess for the few
lines the planner rates best: from each line's end it deals the round's income — the other seats' rolls
and then its own, drawn once per sample and the same for every line (common random numbers), each paying
its buildings, a 7 halving a hand above the limit — and plans its next turn from there; a line scores the
average of those plans' values. So saving cards for a village next turn competes with a road now on what
the dice are likely to bring, not on a fixed worth of a half-built hand.

What it leaves out, on purpose and equally for every line: the others' moves between the turns (their
builds, the Pirate, steals), which do not depend on which line the seat picks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

from baraza.game.krownia import board as B
from baraza.game.krownia.expert.planner import Planner
from baraza.game.krownia.expert.value import Evaluator
from baraza.game.krownia.rules import MAIN, TERRAIN_RESOURCE, KrowniaRules, KrowniaState


def income_table(state: KrowniaState, seat: int) -> dict[int, list[int]]:
    """Cards the seat's buildings earn on each dice total (not 7), the Pirate's hex paying nothing."""
    out = {t: [0] * 5 for t in range(2, 13) if t != 7}
    owner, level = state.corner_owner, state.corner_level
    for h, num in enumerate(state.numbers):
        if num == 0 or h == state.pirate:
            continue
        r = TERRAIN_RESOURCE[state.terrain[h]]
        for c in B.HEX_CORNERS[h]:
            if owner[c] == seat:
                out[num][r] += level[c]
    return out


def _roll(rng: random.Random) -> int:
    return rng.randint(1, 6) + rng.randint(1, 6)


class NextTurn:
    """Scores ends of this turn by the planned value of the seat's next turn, over sampled dice."""

    def __init__(self, rules: KrowniaRules, ev: Evaluator, clock: Callable[[], float], rng: random.Random,
                 width: int = 3, depth: int = 3) -> None:
        self.rules = rules
        self.ev = ev
        self.clock = clock
        self.rng = rng
        self.width = width
        self.depth = depth
        self.samples_done = 0

    def _discard_half(self, state: KrowniaState, hand: list[int]) -> None:
        """A 7 with the hand above the limit: drop half, each time the card whose loss costs least."""
        limit = state.options.get("discard_limit", 7)
        n = sum(hand)
        if n <= limit:
            return
        now, nxt = self.ev.spots(state, self.ev.seat)
        for _ in range(n // 2):
            best, best_v = -1, float("-inf")
            for r in range(5):
                if hand[r]:
                    hand[r] -= 1
                    v = self.ev.hand_value(state, hand, len(now), len(nxt))
                    hand[r] += 1
                    if v > best_v:
                        best, best_v = r, v
            hand[best] -= 1

    def _next_turn_start(self, end: KrowniaState, rolls: list[int]) -> KrowniaState:
        seat = self.ev.seat
        state = self.rules.clone(end)
        income = income_table(state, seat)
        hand = state.hands[seat]
        for t in rolls:
            if t == 7:
                self._discard_half(state, hand)
            else:
                for r, n in enumerate(income[t]):
                    hand[r] += n
        state.devs_new[seat] = [0] * 5
        state.dev_played = False
        state.rolled = True
        state.offers_made = 0
        state.free_roads = 0
        state.plenty_left = 0
        state.current = seat
        state.phase = MAIN
        return state

    def _plan(self, state: KrowniaState, deadline: float) -> float:
        ranked = Planner(self.rules, self.ev, width=self.width, depth=self.depth, clock=self.clock).rank(
            state, deadline)
        return max(ranked.values()) if ranked else self.ev.value(state)

    def score(self, ends: dict[Hashable, KrowniaState], deadline: float, most: int = 64) -> dict[Hashable, float]:
        """Average planned value of the next turn from each end of turn; samples stop at `deadline` (always
        after a whole sample, so every end is scored on the same dice) or after `most`."""
        totals = dict.fromkeys(ends, 0.0)
        # rolls until the seat's next production: one per seat (the others' and then its own)
        n_rolls = next(iter(ends.values())).num_seats if ends else 0
        self.samples_done = 0
        for _ in range(most):
            rolls = [_roll(self.rng) for _ in range(n_rolls)]
            for key, end in ends.items():
                if end.winner >= 0:
                    totals[key] += self.ev.value(end)
                    continue
                totals[key] += self._plan(self._next_turn_start(end, rolls), float("inf"))
            self.samples_done += 1
            if self.clock() > deadline:
                break
        return {k: v / max(1, self.samples_done) for k, v in totals.items()}
