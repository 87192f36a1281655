"""What the move records tell the table beyond the view: whose Idol stands where, which Action dice lie on
which Relic this turn. A part of the Konja table that reads the match's records (events only, never the
state)."""

from __future__ import annotations

from baraza.game.core.match import Match


class RecordReading:
    def __init__(self, match: Match) -> None:
        self.match = match
        self._idol_key: int | None = None
        self._idols: dict[str, int] = {}

    def forget(self) -> None:
        """Drop what was read: after an undo the same number of moves may hold other Idols."""
        self._idol_key = None

    def placed_action_dice(self) -> dict[int, list[int]]:
        """Relic slot -> Action dice lying on it this turn, read from the move records' events."""
        placed: dict[int, list[int]] = {}
        for record in reversed(self.match.records):
            stop = False
            for event in record.events:
                if event.kind == "use_relic" and event.data.get("action_die", -1) >= 0:
                    placed.setdefault(event.data["slot"], []).append(event.data["action_die"])
                if event.kind in ("roll", "end_turn"):
                    stop = True
            if stop:
                break
        return placed

    def idol_owners(self) -> dict[str, int]:
        """Ancestor -> the seat whose Idol stands on it, read from the move records' events (cached per move)."""
        key = len(self.match.records)
        if self._idol_key == key:
            return self._idols
        owners: dict[str, int] = {}
        done = False
        for record in reversed(self.match.records):
            for event in reversed(record.events):
                if event.kind == "idols_reset":
                    done = True
                    break
                if event.kind == "idol_placed" and event.seat is not None:
                    owners.setdefault(event.data["ancestor"], event.seat)
            if done:
                break
        self._idol_key, self._idols = key, owners
        return owners
