"""What the move records tell the table beyond the view: whose Idol stands where, which Action dice
lie on which Relic this turn."""

from __future__ import annotations


class RecordReading:
    """Mixed into the scene; reads `self.match.records` (events only, never the state)."""

    def _placed_action_dice(self) -> dict[int, list[int]]:
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
