"""The Hint while a build tool is picked (round 7, issue 41): choosing which village to make a town, the Hint
suggested a Sheep trade. With Road, Village or Town picked, a hint of another kind gives way to the best move
within the tool (which village, which road) when there is one; with none, it says to cancel the tool first."""

from __future__ import annotations

from baraza.game.krownia.tool_choice import best_in_tool
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.selection import Selection

TOOL_MOVES = {"road": "build_road", "village": "build_village", "town": "build_town"}
TOOL_NAMES = {"road": "Road", "village": "Village", "town": "Town"}
HINT_SECONDS = 8.0


class ToolHint:
    """Keeps the table's hint within the build tool the player has picked."""

    def __init__(self, table: KrowniaTable, selection: Selection) -> None:
        self.table = table
        self.selection = selection
        self.seen: tuple | None = None  # the (hint, tool) last looked at: each is answered once

    def follow(self, view) -> None:
        table, mode = self.table, self.selection.mode
        hint = table.hint
        if hint is None or mode not in TOOL_MOVES or (hint, mode) == self.seen:
            return
        seat = table.human_to_act()
        if seat is None or hint.kind == TOOL_MOVES[mode]:
            self.seen = (hint, mode)
            return
        moves = table.legal_of(TOOL_MOVES[mode])
        if moves:
            best = best_in_tool(view, seat, moves)
            text = f"Hint: {table.match.describe_action(seat, best)} (the best place for the " \
                   f"{TOOL_NAMES[mode]} you picked)"
            table.hint = best
        else:
            text = f"Hint: cancel {TOOL_NAMES[mode]} first (Esc or right-click): " \
                   f"{table.match.describe_action(seat, hint)}"
        self.seen = (table.hint, mode)
        table.hint_text = text
        table.app.toast(text, max(HINT_SECONDS, len(text.split()) * 0.6), key="hint")
