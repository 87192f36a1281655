"""A log line as one seat may read it, and runs of log lines told as one (the table's recap and log).

The match keeps one log for every seat, so a steal's line names no card ("Red stole a card from Blue"): only
the thief and the victim learn which, and they read it here ("Red stole 1 Wood from Blue"), from the move's
own event (a seat at another machine that may not know the card gets the event without it, and the plain line).
A seat that discards after a 7 writes one line per card; told in the recap, they are one line per seat
("Blue discarded 4 cards"). No rule or record changes: these are words only.
"""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.match import LogLine, MoveRecord
from baraza.game.krownia.constants import COLOURS, RESOURCES


def line_seen_by(record: MoveRecord, line: LogLine, viewer: int | None) -> str:
    """`line` (a line of `record`) as `viewer` may read it: a steal names its card to the thief and the victim."""
    for event in record.events:
        if event.kind != "steal" or event.text != line.text:
            continue
        victim, cards = event.data.get("from"), event.data.get("cards")
        if viewer is None or viewer not in (event.seat, victim) or not cards or event.seat is None:
            return line.text
        card = next((RESOURCES[r] for r, n in enumerate(cards) if n), None)
        if card is None:
            return line.text
        return f"{COLOURS[event.seat]} stole 1 {card} from {COLOURS[victim]}"
    return line.text


def merged_lines(records: Sequence[MoveRecord], lines: Sequence[LogLine]) -> str | None:
    """`lines` (one a move, in order) as one line, or None when they are not one seat's discards."""
    seats = {line.seat for line in lines}
    if len(lines) < 2 or len(seats) != 1 or None in seats:
        return None
    if any(records[line.move_index].action.kind != "discard" for line in lines):
        return None
    return f"{COLOURS[lines[0].seat]} discarded {len(lines)} cards"
