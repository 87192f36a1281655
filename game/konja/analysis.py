"""Konja's judge for match analysis: seeded play-outs (game.core.analysis.PlayoutAnalyser) on a budget of moves.

The levels that search (normal and up) spend seconds on one match, so a judge whose play-outs they played took
minutes for one match's analysis. The play-outs here are played by the quick level: they tell who is ahead, and
near the end (where a Cloud decides the match) they are short, so the move budget buys many of them. The best
move is still the hint level's, and the red dice are weighed exactly over their 21 outcomes
(KonjaRules.chance_outcomes). The budget is counted in moves, never clock time: the same match gets the same
marks on any machine and under any load.
"""

from __future__ import annotations

from baraza.game.core.analysis import PlayoutAnalyser, budgeted_playouts

PLAYOUT_LEVEL = "easy"  # the play-outs' seats (the hint level still names the best move)
MOVES_PER_SECOND = 700  # play-out moves bought by each second asked (easy plays about 1,900 a CPU second)
MIN_PLAYOUTS, MAX_PLAYOUTS = 3, 24
SCAN_BUDGET = 500  # play-out moves the look one move ahead may cost (near the end only)


def make_analyser(seconds: float = 0.5) -> PlayoutAnalyser:
    return budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, level=PLAYOUT_LEVEL,
                             scan_budget=SCAN_BUDGET)
