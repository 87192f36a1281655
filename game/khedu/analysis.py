"""Khedu's judge for match analysis: seeded play-outs of whole matches (game.core.analysis.PlayoutAnalyser) on
the budget its spec declares, with positions worth the same judged as one (game.core.analysis_pool).

A playtester's chart swung between quiet moves (a Cadence declined, a card discarded: 40 → 29 → 62 %) and
nothing was marked in a match lost with clear errors (issue 41): seven-odd play-outs a position tell a chance to
about ±0.35, and the noise allowance held back every drop. The judge's own best move that rolls no dice and
draws no card keeps the chance with best play, so the positions either side of it are judged as one, their
play-outs pooled: the chart stays flat through quiet moves, and a mistake between two such runs is judged with
all their play-outs (a smaller allowance).
"""

from __future__ import annotations

from baraza.game.core.analysis import PlayoutAnalyser, budgeted_playouts

MOVES_PER_SECOND = 2000  # play-out moves bought by each second asked (the spec's figure)
MIN_PLAYOUTS, MAX_PLAYOUTS = 6, 24


class KheduAnalyser(PlayoutAnalyser):
    """Play-outs that pool the positions a move did not change (see the module's text)."""

    pools = True


def make_analyser(seconds: float = 0.5) -> KheduAnalyser:
    """Play-outs on a budget of moves (game.core.analysis.budgeted_playouts), pooling as above."""
    return budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, kind=KheduAnalyser)
