"""What the KROWNIA table remembers from the public move list: the last piece placed (it pulses), each seat's
newest village (setup pays from its tiles), the last dice total (a roll pays from its tiles) and where the
Pirate was last seen (its flight starts there)."""

from __future__ import annotations

from baraza.game.core.match import MoveRecord


class MoveMarks:
    def __init__(self, records: list[MoveRecord], pirate_hex: int) -> None:
        self.last_piece: tuple[str, int] | None = None
        self.piece_at = 0  # the move count once the last piece was placed (its move is the last when equal)
        self.pirate_at = 0  # the same for the last Pirate move (to `pirate_seen`)
        self.last_village: dict[int, int] = {}
        self.last_total: int | None = None
        self.pirate_seen = pirate_hex
        self.replay(records, pirate_hex)

    def replay(self, records: list[MoveRecord], pirate_hex: int) -> None:
        """Start again from the whole move list (after an undo)."""
        self.last_piece = None
        self.last_village = {}
        self.last_total = None
        self.pirate_seen = pirate_hex
        self.piece_at = self.pirate_at = 0
        for at, record in enumerate(records, 1):
            for event in record.events:
                self.note(event, at)

    def note(self, event, at: int = 0) -> None:
        """One event of the move that made the move count `at`."""
        if event.kind == "pirate":
            self.pirate_at = at
        if event.kind == "build":
            self.piece_at = at
            if event.data.get("piece") == "road":
                self.last_piece = ("road", event.data["edge"])
            else:
                self.last_piece = (event.data["piece"], event.data["corner"])
                if event.data["piece"] == "village" and event.seat is not None:
                    self.last_village[event.seat] = event.data["corner"]
        elif event.kind == "unbuild":
            self.last_piece = None
        elif event.kind == "dice":
            self.last_total = event.data["total"]
