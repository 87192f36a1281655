"""Kona AI seats: easy, normal, hard and expert, all on one search and one evaluation.

- easy: one ply; a random legal move 30% of the time, but an immediate win is always taken.
- normal: a fixed two-ply search (deterministic for a given seed).
- hard: iterative deepening alpha-beta (game.kona.search) on a budget of CPU time (0.6 s by
  default) capped by the wall clock (0.95 s).

The agent only reads the view: it rebuilds the integer board from `view.stacks`, and the game's earlier
positions from `view.position_counts` so that it neither walks into nor misses a third repetition.
"""

from __future__ import annotations

import random
import time

from game.core.action import Action
from game.core.agent import Agent
from game.core.rules import Rules
from game.kona.bitboard import position_hash
from game.kona.evaluation import DEFAULT_WEIGHTS, Weights
from game.kona.rules import NO_SQUARE, SQUARES, KonaView, square_index, stack_code
from game.kona.search import INF, WIN, WIN_THRESHOLD, Search

LEVELS = ("easy", "normal", "hard")


def search_from_view(
    view: KonaView, seat: int, deadline: float = float("inf"), weights: Weights = DEFAULT_WEIGHTS
) -> Search:
    """Build a search position (integer board, opening flags, earlier positions) from a view."""
    board = [stack_code(view.stacks[name]) for name in SQUARES]
    forbidden = square_index(view.forbidden_square) if view.forbidden_square else NO_SQUARE
    history: dict[int, int] = {}
    for key, count in view.position_counts.items():
        codes, side, pending, forb = key
        history[position_hash(codes, side, pending, forb)] = count
    return Search(board, seat, view.first_move_pending, forbidden, history, deadline, weights)


class KonaAgent(Agent):
    """A Kona AI seat. `level` is one of LEVELS.

    Hard thinks for `budget` seconds of CPU time per move, and never longer than `max_wall` seconds
    on the wall clock (both capped at one second). Counting CPU time keeps its strength steady on a
    busy machine; the wall-clock cap keeps every move under a second for the player. `node_budget`
    (arena measurements only) replaces both by a fixed number of search nodes per move, so that a
    game replays exactly whatever the machine's load.
    """

    def __init__(
        self,
        level: str = "normal",
        seed: int = 0,
        budget: float = 0.6,
        max_wall: float = 0.95,
        max_depth: int = 30,
        weights: Weights = DEFAULT_WEIGHTS,
        node_budget: int | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown Kona AI level {level!r}")
        self.level = level
        self.label = f"AI ({level})"
        self.rng = random.Random(seed)
        self.budget = min(budget, 1.0)  # the house limit: at most one second per move
        self.max_wall = min(max(max_wall, self.budget), 1.0)
        self.max_depth = max_depth
        self.weights = weights
        self.node_budget = node_budget
        self.last_depth = 0
        self.last_score = 0

    def choose(self, rules: Rules, view: KonaView, seat: int, legal: list[Action]) -> Action:
        start, cpu_start = time.perf_counter(), time.process_time()
        search = search_from_view(view, seat, weights=self.weights)
        by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal}
        moves = [m for m in search.moves(seat) if m in by_squares]
        if not moves:  # the view and the legal list disagree: trust the legal list
            return legal[self.rng.randrange(len(legal))]
        wins = search.winning_moves(seat, moves)
        if wins:
            self.last_depth, self.last_score = 1, WIN - 1
            return by_squares[wins[0]]
        if self.level == "easy":
            if self.rng.random() < 0.3:
                return by_squares[moves[self.rng.randrange(len(moves))]]
            return by_squares[self._pick(search.root_scores(moves, 1), noise=30)]
        if self.level == "normal":
            return by_squares[self._pick(search.root_scores(moves, 2), noise=10)]
        if self.node_budget is not None:
            search.node_limit = self.node_budget
        else:
            search.deadline = start + self.max_wall
            search.cpu_deadline = cpu_start + self.budget
        move, score, depth = search.best_move_iterative(moves, self.max_depth, self.rng)
        self.last_depth, self.last_score = depth, score
        return by_squares[move]

    def _pick(self, scored: list[tuple[int, tuple[int, int]]], noise: int) -> tuple[int, int]:
        """The best move after a little seeded noise (so equal-looking moves vary between games)."""
        best, best_value = scored[0][1], -INF
        for score, move in scored:
            value = score + (self.rng.randint(0, noise) if abs(score) < WIN_THRESHOLD else 0)
            if value > best_value:
                best, best_value = move, value
        return best


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """The registry's hook: an AI seat of the given level, seeded per match and seat."""
    return KonaAgent(level, seed=seed * 1_000_003 + seat * 7919 + 17)
