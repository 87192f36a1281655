"""Konja's judge for match analysis: seeded play-outs (game.core.analysis.PlayoutAnalyser) on a budget of moves,
each cut short after a few turns and scored by how the match then stands (standing.py).

The levels that search (normal and up) spend seconds on one match, so a judge whose play-outs they played took
minutes for one match's analysis. The play-outs here are played by the quick level. Played to the end they were
long early in a match (the quick level needs some 20 turns to reach 21 points), the budget bought three of them,
and three wins-or-losses of a coin-flip future made a chart in steps of a third that swung 0 → 33 % → 0
(playtest A4). Now a play-out stops at the start of the turn HORIZON_TURNS turns on and counts the standing there
(a chance between 0 and 1, fitted on AI matches of the normal and hard levels); one that ends sooner counts its
result. So each play-out is short, the budget buys many, and the chart moves with the Clouds, tokens and cards
won; near the end the play-outs reach the end and tell who wins, as before. The best move is still the hint
level's, and the red dice are weighed exactly over their 21 outcomes (KonjaRules.chance_outcomes). The budget is
counted in moves, never clock time: the same match gets the same marks on any machine and under any load.

A Konja move seldom moves the chance by more than 0.10-0.20, so a drop the noise allowance holds back is judged
again with REFINE_TIMES as many play-outs (a match its player won dipped 95 → 78 % at one move, nothing marked).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.analysis import PlayoutAnalyser, budgeted_playouts
from baraza.game.konja.mark_words import mark_reason  # noqa: F401 - the replay caption's "Why: …"
from baraza.game.konja.standing import standing

PLAYOUT_LEVEL = "easy"  # the play-outs' seats (the hint level still names the best move)
MOVES_PER_SECOND = 700  # play-out moves bought by each second asked (easy plays about 1,900 a CPU second)
MIN_PLAYOUTS, MAX_PLAYOUTS = 6, 24
SCAN_BUDGET = 500  # play-out moves the look one move ahead may cost (near the end only)
HORIZON_TURNS = 3  # a play-out stops at the start of the turn this many turns on, and counts the standing
# A second look at a drop the noise allowance hid buys this many times the first's play-outs: a Konja move
# rarely moves the chance by more than 0.10-0.20, which twice as many play-outs could not tell from luck
REFINE_TIMES = 8


def past_horizon(start: Any, sim: Any) -> bool:
    """A play-out from `start` stops at the start of the turn HORIZON_TURNS turns on (its Ancestor phase)."""
    return sim.turn_count >= start.turn_count + HORIZON_TURNS and sim.phase == "ancestor"


def make_analyser(seconds: float = 0.5) -> PlayoutAnalyser:
    """Play-outs on a budget of moves (game.core.analysis.budgeted_playouts), cut at the horizon and scored by
    the standing."""
    return budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, level=PLAYOUT_LEVEL,
                             scan_budget=SCAN_BUDGET, cut=past_horizon, standing=standing, refine_times=REFINE_TIMES,
                             outcome_seeds=True)
