"""What the host sends, built from the match for one seat (None: a spectator): only that seat's view, its legal
actions when it may act, the public log and the events and actions the rules let it see.

Pure functions of the match, so the leak tests can rebuild every message from a local replay.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.match import Match, MoveRecord
from baraza.game.net.codec import encode
from baraza.game.net.protocol import VERSION

LOG_KEEP = 2000  # log lines in a full state (a very long match keeps its latest)


def _table(match: Match, seat: int | None) -> dict[str, Any]:
    """The parts of a state or update that describe the table now, as `seat` sees it."""
    active = list(match.active_seats())
    legal = match.legal_actions(seat) if seat in active else []
    part: dict[str, Any] = {
        "seq": len(match.records),
        "turn": match.turn_number(),
        "view": encode(match.view(seat)),
        "active": active,
        "legal": [a.to_json() for a in legal],
        "words": [match.describe_action(seat, a) for a in legal],  # each legal action as the table names it
        "over": match.is_over(),
    }
    if part["over"]:
        result = match.result()
        part["result"] = {"winners": list(result.winners), "scores": encode(result.scores),
                          "reason": result.reason, "lines": list(match.result_lines())}
    return part


def event_json(match: Match, record: MoveRecord, seat: int | None) -> list[dict[str, Any]]:
    events = []
    for event in record.events:
        seen = match.rules.event_seen_by(event, seat)
        if seen is None:
            continue
        item: dict[str, Any] = {"kind": seen.kind, "seat": seen.seat, "text": seen.text}
        if seen.data:
            item["data"] = encode(dict(seen.data))
        events.append(item)
    return events


def update(match: Match, record: MoveRecord, seat: int | None, ref: int | None = None) -> dict[str, Any]:
    """The message after `record` (the match's latest move) for `seat`."""
    action = match.rules.action_seen_by(record.seat, record.action, seat)
    message: dict[str, Any] = {
        "v": VERSION,
        "type": "update",
        "mover": record.seat,
        "action": action.to_json() if action is not None else None,
        "events": event_json(match, record, seat),
        **_table(match, seat),
    }
    if ref is not None and record.seat == seat:
        message["ref"] = ref
    return message


def state(match: Match, seat: int | None) -> dict[str, Any]:
    """The whole table for `seat`: what a client that just joined or came back draws from."""
    log = [{"seat": line.seat, "text": line.text, "move": line.move_index} for line in match.log[-LOG_KEEP:]]
    return {"v": VERSION, "type": "state", "log": log, **_table(match, seat)}


def welcome(match: Match, seat: int | None, token: str | None, limits: dict[str, Any]) -> dict[str, Any]:
    """The first answer to a hello: who the client is at this table. Never the seed: it would tell the deck."""
    message: dict[str, Any] = {
        "v": VERSION,
        "type": "welcome",
        "game": match.game,
        "title": match.rules.title,
        "seat": seat,
        "seat_names": match.seat_names(),
        "options": encode(match.options),
        "seq": len(match.records),
        "limits": limits,
    }
    if token is not None:
        message["token"] = token
    return message


def seats(rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"v": VERSION, "type": "seats", "seats": rows}


def bye(reason: str) -> dict[str, Any]:
    return {"v": VERSION, "type": "bye", "reason": reason}


def record(match: Match, seat: int) -> dict[str, Any]:
    """The finished match's whole record for `seat`'s History (seed and moves: nothing is hidden once it is over),
    from that seat's side: its own seat "human", the other people "remote", the AI seats as they were. Its id is the
    seat's own, so two machines sharing a folder keep two records."""
    import hashlib

    from baraza.game.persistence.record_write import record_data

    data = record_data(match)
    data["seats"] = ["human" if index == seat else "remote" if kind in ("remote", "human") else kind
                     for index, kind in enumerate(match.seats)]
    data["match_id"] = f"{match.game}-{hashlib.sha1(f'{match.match_id}/{seat}'.encode()).hexdigest()[:12]}"
    return {"v": VERSION, "type": "record", "record": data}


def rematch() -> dict[str, Any]:
    """The table starts a new match with the same seats: reconnect (same address, same token)."""
    return {"v": VERSION, "type": "rematch"}
