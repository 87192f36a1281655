"""How an analysis's progress is counted (game/core/analysis.py's `analyse` reports it, the replay's AnalysisJob
shows it): one unit a position judged, then units for the work after every position is judged (the start judged
again, the second looks at unexplained jumps, the paired looks that check the marks), so that the bar reaches
100 % only once the whole job is done.

A blind tester read "77 %, a few seconds left" and later "100 %, about 10 seconds left": the paired looks were
counted as one position in eight, yet took half the run or more (measured on one match each: a judge that
`confirms_falls` spent 153 s judging 121 positions, 16 s judging the start again and 130 s on paired looks, about
0.9 of a position a move; one that `confirms_marks` looks at every move chosen, some of them longer, about 3
positions a move). Such a judge's looks count CONFIRMING_UNITS positions a move; a judge that looks only where the
chart's own drop asks for it keeps one position in PAIRED_SHARE (its looks measured about a fifth of the run).

The worker (analysis.analysis_worker) says how many of the units are the positions judged one by one (a move's
count and one), so the viewer can tell the judging (a pace to guess the time left by) from the checking after it
(no guess there: each look costs what its move asks, and a guess from the judging's pace said "a few seconds",
then more: scenes/replay/analysis_job.py).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.analysis_paired import PAIRED_SHARE

# (the judge's flag, the positions' worth of units its paired looks count a move), the first flag set counting
CONFIRMING_UNITS = (("confirms_marks", 3), ("confirms_falls", 1))


def paired_units(analyser: Any, positions: int) -> int:
    """The progress units the paired looks count, for an analysis of `positions` positions (none for a judge that
    plays no play-outs)."""
    if not hasattr(analyser, "_playouts"):
        return 0
    for flag, units in CONFIRMING_UNITS:
        if getattr(analyser, flag, False):
            return positions * units
    return positions // PAIRED_SHARE
