"""The best move within one build tool the player has picked (which village to make a town, where to build a
road): the spot paying most by the hard level's own weighing of a corner or a road. Read off the view the player
sees; the table's Hint asks it when a tool is picked (scenes/krownia/tool_hint.py), so no table reaches into the AI."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI


def best_in_tool(view, seat: int, moves: list[Action]) -> Action:
    """The move within the tool a careful player makes: the spot paying most (a road: toward the best spot)."""
    judge = KrowniaAI("hard", seat, 0)
    prod = judge._production(view, seat)
    if moves[0].kind == "build_road":
        return max(moves, key=lambda a: (judge._road_value(view, seat, a.args[0], prod), -a.args[0]))
    return max(moves, key=lambda a: (judge._corner_value(view, a.args[0], prod), -a.args[0]))
