"""What "Place for me" places (round 9, issue 41): the village and road the game's own Hint would choose.

The table's old pick (`auto_place`: the richest free corner, rules.auto_choice) was often not the judge's, and
Analyse marked the table's own offer a mistake. The button now makes the concrete moves (place_village on a
corner, then place_road) the Hint's level chooses, the same judge the analysis asks for its best move
(game.core.analysis.PlayoutAnalyser.evaluate), so the replay judges a concrete move that is its own best.
"auto_place" keeps its meaning for timeouts and old records; nothing here changes a rule."""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.krownia.constants import SETUP_ROAD, SETUP_VILLAGE

KINDS = {SETUP_VILLAGE: "place_village", SETUP_ROAD: "place_road"}


def judged_placement(view: Any, seat: int, legal: list[Action], seed: int) -> Action | None:
    """The setup move (a village's corner, or its road) the Hint would give `seat` now; None outside the setup's
    placements (or when none is legal). Seeded as the table's Hint is."""
    from baraza.game.krownia import RULES, SPEC  # the package's spec names the Hint's level

    kind = KINDS.get(view.phase)
    options = [a for a in legal if a.kind == kind]
    if not options:
        return None
    agent = SPEC.agent_factory(SPEC.hint_level, seat, seed)
    choose = getattr(agent, "hint", agent.choose)
    move = choose(RULES, view, seat, legal)  # as the judge asks: all the legal moves
    return move if move in options else choose(RULES, view, seat, options)
