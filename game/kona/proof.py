"""Proven results for whole Kona matches: the solver run on a rules state or a view.

This is the glue between game.kona.solver (which works on integer boards) and everything that
holds a match: the hint text, the AI seats and tools/kona_solve.py. It also knows the pie rule:
while Black may still swap, the side to act wins if either side of the position wins.
"""

from __future__ import annotations

from baraza.game.kona.bitboard import position_hash
from baraza.game.kona.rules import (
    COLOUR_NAMES,
    NO_SQUARE,
    SQUARES,
    KonaState,
    KonaView,
    square_index,
    stack_code,
)
from baraza.game.kona.solver import Outcome, Solver


def solver_from_view(view: KonaView) -> Solver:
    """A solver for the side to move (a colour) in the view's position, knowing the game's earlier positions."""
    board = [stack_code(view.stacks[name]) for name in SQUARES]
    forbidden = square_index(view.forbidden_square) if view.forbidden_square else NO_SQUARE
    history = {position_hash(codes, side, pending, forb): count
               for (codes, side, pending, forb), count in view.position_counts.items()}
    side = view.to_move if view.to_move is not None else 0
    return Solver(board, side, view.first_move_pending, forbidden, history)


def solve_view(view: KonaView, seconds: float | None = None, nodes: int | None = None) -> Outcome:
    """The proven value for the side to act; with a swap open, "swap" is one of its choices (best = None)."""
    outcome = solver_from_view(view).solve(seconds=seconds, nodes=nodes)
    if view.can_swap and outcome.value == "loss":
        # Black's position is lost, so White's is won: swapping takes White's side of it
        return Outcome("win", outcome.plies, None, outcome.nodes, outcome.seconds, outcome.depth, outcome.pv)
    return outcome


def proven_outcome_text(rules, state_or_view: KonaState | KonaView, budget_s: float,
                        nodes: int | None = None) -> str | None:
    """For the hint: "White wins in 4 moves" (moves of the winner), "draw with best play", or None
    when the solver cannot prove the result within `budget_s` seconds of CPU time (and `nodes` nodes)."""
    view = state_or_view if isinstance(state_or_view, KonaView) else rules.view(state_or_view, None)
    if view.is_over:
        return None
    return outcome_text(view, solve_view(view, seconds=budget_s, nodes=nodes))


def outcome_text(view: KonaView, outcome: Outcome) -> str | None:
    """`proven_outcome_text`'s words for an outcome the solver gave for `view` (None when it proves nothing)."""
    if outcome.value == "draw":
        return "draw with best play"
    if outcome.value not in ("win", "loss"):
        return None
    mover = view.to_move
    if view.can_swap and outcome.best is None:
        return f"swapping wins: White wins in {(outcome.plies) // 2} moves"
    winner = mover if outcome.value == "win" else 1 - mover
    winner_moves = (outcome.plies + 1) // 2 if winner == mover else outcome.plies // 2
    return f"{COLOUR_NAMES[winner]} wins in {winner_moves} move{'s' if winner_moves != 1 else ''}"
