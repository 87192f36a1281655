"""Khedu's judge for match analysis: the seeded play-outs of game.core.analysis.PlayoutAnalyser, on a
budget of moves.

At least MIN_PLAYOUTS play-outs a position (as the plain judge gives); where they are short (near the end, where a
move keeps or throws away the match) the budget buys more of them, up to MAX_PLAYOUTS, so the chances there carry
less sampling noise and a thrown-away win is marked. The budget is counted in play-out moves, never clock time:
the same match gets the same marks on any machine and under any load.
"""

from __future__ import annotations

from baraza.game.core.analysis import PlayoutAnalyser

MOVES_PER_SECOND = 2000  # play-out moves bought by each second asked
MIN_PLAYOUTS, MAX_PLAYOUTS = 6, 24


def make_analyser(seconds: float = 0.5) -> PlayoutAnalyser:
    return PlayoutAnalyser(playouts=MAX_PLAYOUTS, move_budget=max(1, round(seconds * MOVES_PER_SECOND)),
                           min_playouts=MIN_PLAYOUTS)
