"""The table's Hint kept in agreement with itself (s33, a blind tester): a hinted bank trade giving away what the
build it aims at needs gives way (game/krownia/hint_agree.py), and a Hint asked again in the same position says
what the first one said (the search behind it is seeded by the clock and may pick another move)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.hint_agree import agreed_hint
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.tool_hint import TOOL_MOVES

HINT_SECONDS = 8.0


class HintAgree:
    """Follows the table's hint each frame: each new one is checked once."""

    def __init__(self, table: KrowniaTable, selection: Selection) -> None:
        self.table = table
        self.selection = selection
        self.seen: Action | None = None  # the hint last looked at
        self.first: tuple[tuple, Action, str] | None = None  # (position, hint, words): this position's first

    def follow(self, view) -> None:
        table = self.table
        hint = table.hint
        if hint is None or hint is self.seen:
            return
        seat = table.human_to_act()
        if seat is None or self.selection.mode in TOOL_MOVES:  # a build tool picked: tool_hint.py keeps the hint
            self.seen = hint
            return
        records = table.match.records
        at = (len(records), id(records[-1]) if records else None)  # an undo and a new move is another position
        if self.first is not None and self.first[0] == at:
            _at, action, text = self.first  # the same position: the same hint
        else:
            fix = agreed_hint(view, seat, hint, table.legal_actions())
            action, text = hint, table.hint_text
            if fix is not None:
                action = fix[0]
                text = f"Hint: {table.match.describe_action(seat, action)}: {fix[1]}"
            self.first = (at, action, text)
        self.seen = table.hint = action
        if text != table.hint_text:
            table.hint_text = text
            table.app.toast(text, max(HINT_SECONDS, len(text.split()) * 0.6), key="hint")
