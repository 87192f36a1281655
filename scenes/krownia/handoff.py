"""Why the device goes round in a KROWNIA hot-seat match: not every hand-over is for a turn."""

from __future__ import annotations


class HandoffReasons:
    def handoff_reason(self, seat: int, view) -> str:
        names = self.match.seat_names()
        if view.phase == "trade_pending" and seat != view.current:
            return f"answers {names[view.current]}'s trade offer."
        if view.phase == "discard" and seat < len(view.discard_owed) and view.discard_owed[seat]:
            return f"puts back {view.discard_owed[seat]} cards: a 7 was rolled."
        return super().handoff_reason(seat, view)
