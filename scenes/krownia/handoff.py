"""Why the device goes round in a KROWNIA hot-seat match: not every hand-over is for a turn."""

from __future__ import annotations

from baraza.game.core.match import Match


class HandoffReasons:
    def __init__(self, match: Match) -> None:
        self.match = match

    def reason(self, seat: int, view) -> str | None:
        """What `seat` does next when it is not simply its turn (None: the table's usual words)."""
        names = self.match.seat_names()
        if view.phase == "trade_pending" and seat != view.current:
            return f"answers {names[view.current]}'s trade offer."
        if view.phase == "discard" and seat < len(view.discard_owed) and view.discard_owed[seat]:
            owed = view.discard_owed[seat]
            return f"puts back {owed} card{'' if owed == 1 else 's'}: a 7 was rolled."
        return None
