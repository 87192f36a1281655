"""The Hint goes on to the steal it meant (krownia18, a blind tester): the Hint moved the Pirate "to block White's
Brick: White holds 5 cards", Enter made the move, and the steal dialog opened with the keyboard's cursor on Blue,
the first seat listed. When the player's move is the Pirate move the Hint gave, the steal that follows is hinted
too (the seat its words named), so the cursor starts on that seat (scenes/table/focus_hint.py) and the Hint's
reason for it is said (hint_agree.py adds it)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.hint_seven import steal_pick
from baraza.scenes.krownia.context import KrowniaTable


class StealHint:
    """Remembers the last Hint shown; after its Pirate move is made, hints the steal it meant."""

    def __init__(self, table: KrowniaTable) -> None:
        self.table = table
        self.last: tuple[Action, int] | None = None  # the latest Hint the table showed, and the moves made then

    def follow(self, view) -> None:
        table, records = self.table, self.table.match.records
        if table.hint is not None:
            self.last = (table.hint, len(records))
            return
        last, seat = self.last, table.human_to_act()
        if last is None or seat is None or view.phase != "steal" or len(records) != last[1] + 1:
            return
        self.last = None  # once: the steal hinted (or not) for this Pirate move
        record = records[-1]
        if last[0].kind != "move_pirate" or record.seat != seat or record.action != last[0]:
            return
        pick = steal_pick(view, seat, [a.args[0] for a in table.legal_actions() if a.kind == "steal"])
        if pick is not None:
            table.hint = Action("steal", (pick,))
            table.hint_text = f"Hint: {table.match.describe_action(seat, table.hint)}"  # its reason: hint_agree.py
