"""Kona AI, one import for callers: the pieces live in their own modules.

- game.kona.bitboard: masks, jump tables, move lists and counts, hot squares, Zobrist hashing
- game.kona.evaluation: the static evaluation and its weights
- game.kona.search: the heuristic alpha-beta search
- game.kona.solver: exact search (proven wins and losses)
- game.kona.proof: the solver on a match or a view, and the hint text (`proven_outcome_text`)
- game.kona.agent: the AI seats and the registry's `make_agent`
"""

from baraza.game.kona.agent import LEVELS, KonaAgent, make_agent, search_from_view
from baraza.game.kona.bitboard import hot_mask, position_hash, top_masks
from baraza.game.kona.evaluation import DEFAULT_WEIGHTS, Weights
from baraza.game.kona.search import INF, WIN, WIN_THRESHOLD, Search

__all__ = [
    "DEFAULT_WEIGHTS", "INF", "LEVELS", "WIN", "WIN_THRESHOLD", "KonaAgent", "Search", "Weights",
    "hot_mask", "make_agent", "position_hash", "search_from_view", "top_masks",
]
