"""A KROWNIA log line as a replay tells it (GameSpec.replay_line): an AI seat's reason for declining the player's
offer, which the live table worked out from that seat's view after the decline and logged as "Blue declines:
is not trading Wheat" (scenes/krownia/reasons.py), while the record keeps only "Blue declines the offer". The
replay holds every position, so the same words are worked out again from the same view (krownia21: the Moves
list said only "Blue declines the offer")."""

from __future__ import annotations

from typing import Any

from baraza.game.krownia.trade_words import decline_reason


def _terms(match: Any, index: int) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None:
    """The offer on the table at move `index`: (offerer, what it gives, what it asks), or None."""
    for record in reversed(match.records[:index + 1]):
        for event in reversed(record.events):
            if event.kind == "trade_offer":
                return event.seat, tuple(event.data["give"]), tuple(event.data["get"])
            if event.kind == "trade_closed" and record is not match.records[index]:
                return None
    return None


def replay_line(match: Any, line: Any, viewer: int | None) -> str | None:
    """`line` of move `line.move_index` with the reason the live table gave for it, or None to keep the line as
    logged: only an AI seat's own decline of an offer a person made, as the table told it (never a lapsed one)."""
    record = match.records[line.move_index]
    event = next((e for e in record.events if e.text == line.text), None)
    if event is None or event.kind != "trade_decline" or event.seat is None or event.data.get("lapsed"):
        return None
    seat = event.seat
    terms = _terms(match, line.move_index)
    if terms is None or not match.seats[seat].startswith("ai") or match.seats[terms[0]] != "human":
        return None
    offerer, gives, wants = terms
    state = match.state_at(line.move_index + 1)  # the position the table read the reason from, after the decline
    view = match.rules.view(state, seat)
    if getattr(view, "seat", None) != seat or view.hand is None:
        return None
    why = decline_reason(view, seat, offerer, gives, wants, match.seats[seat].partition(":")[2])
    name = match.seat_names()[seat]
    if not why.startswith(name + " "):
        return None
    return f"{name} declines: {why[len(name) + 1:]}"
