"""A finished match's record sent by the host for this machine's History, trusted only as far as its moves prove:
replayed and every stated field checked (record_proof), for the game this seat played, and ending on exactly the
view this seat last saw. Anything else is not kept (the host is another machine: hostile territory)."""

from __future__ import annotations

from typing import Any

from baraza.game.net.codec import encode
from baraza.game.persistence.record_proof import prove_record


def verified_record(data: Any, game: str, seat: int, last_view: Any) -> dict[str, Any] | None:
    """`data` when it is this seat's match, proven and finished; else None. Slow for a long match: call it off the
    frame thread."""
    if not isinstance(data, dict) or data.get("game") != game:
        return None
    seats = data.get("seats")
    if not isinstance(seats, list) or not 0 <= seat < len(seats) or seats[seat] != "human":
        return None
    try:
        proven = prove_record(data, "the host's record", keep_snapshots=False)
    except Exception:  # noqa: BLE001 - any record that does not prove itself is not kept
        return None
    match = proven.match
    if not match.is_over() or encode(match.view(seat)) != encode(last_view):
        return None
    return data
