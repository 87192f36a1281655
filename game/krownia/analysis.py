"""KROWNIA's judge for match analysis: seeded play-outs of whole matches (game.core.analysis.PlayoutAnalyser) on
the budget its spec declares, with positions worth the same judged as one (game.core.analysis_pool).

A playtester's chart swung 45 → 64 → 24 % through the opening placement, where nothing is rolled, and "Place for
me" (the table's pick: the richest free corner) was marked a mistake (issue 41). Ten-odd play-outs of a whole
match tell a chance to about ±0.3: each placement's judgement was that much luck. Now:

- "Place for me" on the corner the judge would have chosen is the judge's own move (`same_move`): never marked;
- the setup is `calm` (nothing rolled or drawn): its positions are judged with SETUP_TIMES more play-outs, a
  placement whose change in every seat's chance is within the play-outs' noise of the placements before it keeps
  the value, and the placements so linked are judged as one, their play-outs pooled, so the setup's stretch of
  the chart moves only where a placement made a difference the play-outs can tell;
- everywhere, the judge's own best move that draws no dice or card keeps the value: quiet moves pool their
  play-outs too, and a mistake between two such runs is judged with all of them (a smaller noise allowance).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, PlayoutAnalyser, budgeted_playouts
from baraza.game.core.rules import Rules
from baraza.game.krownia.constants import SETUP_ROAD, SETUP_VILLAGE

MOVES_PER_SECOND = 8000  # play-out moves bought by each second asked (the spec's figure)
MIN_PLAYOUTS, MAX_PLAYOUTS = 6, 24
# a setup position is judged again with this many times the play-outs, pooled with the first look: ten-odd
# play-outs put a seat at 0.0 or 0.875 and the next placement's at 0.5; the setup is 4 positions a seat, a small
# share of a match's (about 12 of 300)
SETUP_TIMES = 3


class KrowniaAnalyser(PlayoutAnalyser):
    """Play-outs that pool the positions a move did not change (see the module's text)."""

    pools = True

    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        """Play-outs as for any position; a setup position's judged again with SETUP_TIMES as many, pooled."""
        first = super().evaluate(rules, state, seats)
        return self.refine(rules, state, seats, first, SETUP_TIMES) if self.calm(rules, state) and first.samples \
            else first

    def same_move(self, rules: Rules, state: Any, seat: int, action: Action, best: Action) -> bool:
        """"Place for me" does what placing a village on the corner it picks does (and the road after it)."""
        return (action.kind == "auto_place" and best.kind == "place_village"
                and rules.auto_choice(state, seat)[0] == best.args[0])

    def calm(self, rules: Rules, state: Any) -> bool:
        """The setup: nothing is rolled or drawn, a placement moves the chances only as far as it is better or
        worse than the others."""
        return state.phase in (SETUP_VILLAGE, SETUP_ROAD)


def make_analyser(seconds: float = 0.5) -> KrowniaAnalyser:
    """Play-outs on a budget of moves (game.core.analysis.budgeted_playouts), pooling as above."""
    return budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, kind=KrowniaAnalyser)
