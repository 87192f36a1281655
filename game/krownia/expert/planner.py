"""The expert's turn planner: a search over the seat's own moves for the rest of its turn.

From a determinised state (see determinise.py) the planner tries sequences of builds, bank trades,
development card purchases and plays, scores the position each sequence ends in with the value
function, and returns the first move of the best one. Ending the turn now is always a candidate (the
value of the position as it is). At every node all moves are scored one ply deep and only the most
promising few are searched further; identical positions reached in different orders are searched once.
Buying a card ends a line: which card comes is chance, so the search does not act on the sampled one.
Several determinisations can be searched and their values averaged per first move.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.krownia.expert.value import Evaluator
from baraza.game.krownia.rules import (
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    MAIN,
    ROAD_BUILDING,
    YEAR_OF_PLENTY,
    KrowniaRules,
    KrowniaState,
)

SEARCHED_KINDS = frozenset(("build_town", "build_village", "build_road", "bank_trade", "buy_dev", "play_monopoly",
                            "play_year_of_plenty", "play_road_building", "take_resource", "skip_free_road"))
STOP_AFTER = frozenset(("buy_dev",))
WIDTH = 4  # moves searched further at each step (the expert's plan_width as shipped)
DEPTH = 5  # steps searched (its plan_depth)
_GOALS = (COST_TOWN, COST_VILLAGE, COST_ROAD, COST_DEV)


class Planner:
    """Searches one seat's turn. `deadline` is a perf_counter time after which it answers at once."""

    def __init__(self, rules: KrowniaRules, evaluator: Evaluator, width: int = WIDTH, depth: int = DEPTH,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.rules = rules
        self.ev = evaluator
        self.width = width
        self.depth = depth
        self.clock = clock
        self.deadline = float("inf")
        self.seen: dict[tuple, float] = {}
        self.best_move: dict[tuple, Action | None] = {}
        self.first_child: dict[Action, KrowniaState] = {}
        self.nodes = 0

    def _key(self, state: KrowniaState) -> tuple:
        seat = self.ev.seat
        return (state.phase, tuple(state.hands[seat]), tuple(state.road_owner), tuple(state.corner_level),
                tuple(state.devs[seat]), state.free_roads, state.plenty_left, tuple(state.bank))

    def _moves(self, state: KrowniaState) -> list[Action]:
        seat = self.ev.seat
        legal = self.rules.legal_actions(state, seat)
        moves = [a for a in legal if a.kind in SEARCHED_KINDS]
        if state.phase == MAIN:
            hand = state.hands[seat]
            need = [0] * 5
            for cost in _GOALS:
                for r in range(5):
                    if cost[r] > hand[r]:
                        need[r] = 1
            # bank trades only for a card some build still lacks
            moves = [a for a in moves if a.kind != "bank_trade" or need[a.args[1]]]
        return moves

    def _child(self, state: KrowniaState, action: Action) -> KrowniaState:
        child = self.rules.clone(state)
        self.rules.apply(child, self.ev.seat, action)
        self.nodes += 1
        return child

    def _leaf_ok(self, state: KrowniaState) -> bool:
        """A line may stop here (not half way through a card's effect)."""
        return state.phase not in (ROAD_BUILDING, YEAR_OF_PLENTY)

    def best_value(self, state: KrowniaState, depth: int) -> float:
        """The value of the best continuation of this turn from `state`."""
        key = self._key(state)
        if key in self.seen:
            return self.seen[key]
        own = self.ev.value(state) if self._leaf_ok(state) else float("-inf")
        if depth <= 0 or state.winner >= 0 or self.clock() > self.deadline:
            best = own if own > float("-inf") else self.ev.value(state)
            self.seen[key] = best
            return best
        scored = []
        for a in self._moves(state):
            child = self._child(state, a)
            if a.kind in STOP_AFTER or child.winner >= 0:
                scored.append((self.ev.value(child), a, None))
            else:
                scored.append((self.ev.value(child) if self._leaf_ok(child) else own, a, child))
        scored.sort(key=lambda t: -t[0])
        best, move = own, None
        for i, (v, a, child) in enumerate(scored):
            value = v if child is None or i >= self.width else self.best_value(child, depth - 1)
            if value > best:
                best, move = value, a
        if best == float("-inf"):
            best = self.ev.value(state)
        self.seen[key] = best
        self.best_move[key] = move
        return best

    def line(self, first: Action) -> list[Action]:
        """The moves the search would play after `first` (its best line), as far as it looked."""
        state = self.first_child.get(first)
        out: list[Action] = []
        while state is not None and len(out) < 20:
            move = self.best_move.get(self._key(state))
            if move is None:
                break
            out.append(move)
            state = self._child(state, move)
        return out

    def rank(self, state: KrowniaState, deadline: float) -> dict[Action, float]:
        """Value of each first move (and of stopping, under the key None) from `state`."""
        self.deadline = deadline
        self.seen = {}
        self.best_move = {}
        self.first_child = {}
        out: dict[Action, float] = {}
        if self._leaf_ok(state):
            out[None] = self.ev.value(state)  # type: ignore[index]
        firsts = []
        for a in self._moves(state):
            child = self._child(state, a)
            firsts.append((self.ev.value(child) if self._leaf_ok(child) else float("-inf"), a, child))
            self.first_child[a] = child
        firsts.sort(key=lambda t: -t[0])
        for i, (v, a, child) in enumerate(firsts):
            if a.kind in STOP_AFTER or child.winner >= 0 or i >= 2 * self.width:
                out[a] = v if v > float("-inf") else self.ev.value(child)
            else:
                out[a] = self.best_value(child, self.depth - 1)
        return out
