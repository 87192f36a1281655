"""Kona's judge for match analysis (game.core.analysis): the solver first, then the hard AI's search.

A position the solver proves within its share of the budget gets exact chances (1, 0, or a half each for a
draw); otherwise the search's score for the side to move, as deep as the budget allows, becomes a chance
through a logistic curve (SCORE_SCALE: a score of one open threat, 150, reads as about 0.65). While the pie
swap is open the chooser takes the better of moving and swapping.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time

from baraza.game.core.analysis import Evaluation
from baraza.game.core.rules import Rules
from baraza.game.kona.agent import search_from_view
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import SWAP, KonaState, square_index
from baraza.game.kona.search import WIN_THRESHOLD

SCORE_SCALE = 250.0
SOLVER_SHARE = 0.4
MAX_DEPTH = 64


def chance_from_score(score: float) -> float:
    """The side to move's chance of winning for a search score (proven wins and losses are 1 and 0)."""
    if score >= WIN_THRESHOLD:
        return 1.0
    if score <= -WIN_THRESHOLD:
        return 0.0
    return 1.0 / (1.0 + math.exp(-score / SCORE_SCALE))


class KonaAnalyser:
    """Judges Kona positions with `seconds` of CPU time each (the solver's share first)."""

    def __init__(self, seconds: float = 0.5) -> None:
        self.seconds = seconds

    def evaluate(self, rules: Rules, state: KonaState, seats: int) -> Evaluation:
        view = rules.view(state, None)
        colour = view.to_move
        mover = view.seat_colours.index(colour)
        legal = rules.legal_actions(state, mover)
        by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal if a.kind == "move"}
        p, best, proven = self._judge(view, colour, by_squares)
        if SWAP in legal and 1.0 - p > p:  # swapping takes the other side of this very position
            p, best = 1.0 - p, SWAP
        chances = [0.0] * seats
        chances[mover], chances[1 - mover] = p, 1.0 - p
        return Evaluation(tuple(chances), best, proven)

    def _judge(self, view, colour: int, by_squares: dict) -> tuple[float, object, bool]:
        """The side to move's chance by moving (no swap), its best move and whether it is proven."""
        # the swap is weighed by the caller: here the value of moving alone
        outcome = solve_view(dataclasses.replace(view, can_swap=False), seconds=self.seconds * SOLVER_SHARE)
        if outcome.proven:
            p = {"win": 1.0, "loss": 0.0, "draw": 0.5}[outcome.value]
            return p, by_squares.get(outcome.best), True
        search = search_from_view(view, colour)
        moves = [m for m in search.moves(colour) if m in by_squares]
        if not moves:
            return 0.5, None, False
        search.cpu_deadline = time.process_time() + self.seconds * (1.0 - SOLVER_SHARE)
        move, score, depth = search.best_move_iterative(moves, MAX_DEPTH, random.Random(0))
        if depth == 0 and score <= -WIN_THRESHOLD * 2:  # not even one ply finished: no judgement
            return 0.5, by_squares[move], False
        return chance_from_score(score), by_squares[move], abs(score) >= WIN_THRESHOLD


def make_analyser(seconds: float = 0.5) -> KonaAnalyser:
    return KonaAnalyser(seconds)
