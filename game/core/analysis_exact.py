"""The judge for games without chance or hidden information (GameSpec says so): every line searched to its
end, each seat choosing what is best for itself (max^n; for two seats this is minimax), so a move that throws a
win away is marked as proven. A position too big for the node budget goes to the fallback judge."""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.evaluation import Analyser, Evaluation, terminal_evaluation
from baraza.game.core.rules import Rules

MAX_NODES = 200_000  # a few seconds of Python on a small game; larger positions are judged by the fallback


class _OverBudget(Exception):
    pass


class ExactAnalyser:
    """Exact chances (0, ½ or 1 per seat) where the whole tree fits in `max_nodes` positions."""

    def __init__(self, fallback: Analyser, max_nodes: int = MAX_NODES) -> None:
        self.fallback, self.max_nodes = fallback, max_nodes
        self._nodes = 0

    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        self._nodes = 0
        try:
            chances, best = self._search(rules, state, seats)
        except _OverBudget:
            return self.fallback.evaluate(rules, state, seats)
        return Evaluation(chances, best, True)

    def _search(self, rules: Rules, state: Any, seats: int) -> tuple[tuple[float, ...], Action | None]:
        self._nodes += 1
        if self._nodes > self.max_nodes:
            raise _OverBudget
        if rules.is_terminal(state):
            return terminal_evaluation(rules, state, seats).chances, None
        seat = rules.active_seats(state)[0]
        best: tuple[tuple[float, ...], Action | None] | None = None
        for action in rules.legal_actions(state, seat):
            child = rules.clone(state)
            rules.apply(child, seat, action)
            chances, _ = self._search(rules, child, seats)
            if best is None or chances[seat] > best[0][seat]:
                best = (chances, action)
                if chances[seat] >= 1.0:
                    break  # nothing beats a certain win
        assert best is not None, "a position that is not over has a legal action"
        return best
