"""A search position from what a seat sees: the one bridge from a Kona view to `Search`, shared by the AI seats
(game/kona/agent.py) and the judge (game/kona/analysis.py), which the Hint also asks: kept apart so neither
imports the other for it."""

from __future__ import annotations

from baraza.game.kona.bitboard import position_hash
from baraza.game.kona.evaluation import DEFAULT_WEIGHTS, Weights
from baraza.game.kona.rules import NO_SQUARE, SQUARES, KonaView, square_index, stack_code
from baraza.game.kona.search import Search


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
