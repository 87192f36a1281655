"""Whether a seat's stream of host messages held anything its own view would not show.

Every table message is compared with a local replay of the match at that message's sequence number: its view
must be exactly `Rules.view` for the seat (the per-game view tests prove those views hide what they must), its
legal actions its own, its events what `Rules.event_seen_by` lets that seat see (with public log lines), its
action only what `Rules.action_seen_by` allows; no other seat's token and no seed may appear anywhere. Used by
tests/net/test_net_leaks.py and tools/net_soak.py.
"""

from __future__ import annotations

import json
from typing import Any

from baraza.game.core.match import Match
from baraza.game.net.codec import encode
from baraza.game.net.messages import LOG_KEEP

TABLE_KEYS = {"v", "type", "seq", "turn", "view", "active", "legal", "words", "over"}
UPDATE_KEYS = TABLE_KEYS | {"mover", "action", "events", "ref", "result"}
STATE_KEYS = TABLE_KEYS | {"log", "result"}


def leaks(match: Match, seat: int | None, received: list[dict[str, Any]], secrets: list[str]) -> list[str]:
    """What was wrong in `received` (the messages one client got, in order), as lines; [] when nothing."""
    local = Match.from_moves(match.rules, list(match.seats), match.seed, dict(match.options), match.moves)
    rules = local.rules
    public_log = {line.text for line in local.log}
    problems = []
    for number, message in enumerate(received):
        where = f"message {number} ({message.get('type')})"
        text = json.dumps(message)
        if any(secret in text for secret in secrets):
            problems.append(f"{where}: another seat's token")
        if message.get("type") == "record":  # the finished match, for the seat's History: only once it is over
            ended = any(m.get("over") for m in received[:number] if m.get("type") in ("state", "update"))
            if not (local.is_over() and ended):
                problems.append(f"{where}: a record before the end")
            continue
        if "seed" in message:
            problems.append(f"{where}: the seed")
        if message.get("type") not in ("state", "update"):
            continue
        seq = message["seq"]
        state = local.state_at(seq)
        active = [] if rules.is_terminal(state) else list(rules.active_seats(state))
        legal = rules.legal_actions(state, seat) if seat in active else []
        if message["view"] != encode(rules.view(state, seat)):
            problems.append(f"{where}: a view that is not the seat's own")
        if message["legal"] != [a.to_json() for a in legal] or message["active"] != active:
            problems.append(f"{where}: legal actions or active seats not the seat's")
        if message.get("words", []) != [rules.describe_action(state, seat, a) for a in legal]:
            problems.append(f"{where}: words for moves that are not the seat's")
        if message["type"] == "state":
            if not set(message) <= STATE_KEYS:
                problems.append(f"{where}: fields {sorted(set(message) - STATE_KEYS)}")
            public_so_far = [line.text for line in local.log if line.move_index < seq]
            if [line["text"] for line in message["log"]] != public_so_far[-LOG_KEEP:]:
                problems.append(f"{where}: a log that is not the public log")
            continue
        if not set(message) <= UPDATE_KEYS:
            problems.append(f"{where}: fields {sorted(set(message) - UPDATE_KEYS)}")
        record = local.records[seq - 1]
        shown = rules.action_seen_by(record.seat, record.action, seat)
        if message["mover"] != record.seat or message["action"] != (shown.to_json() if shown is not None else None):
            problems.append(f"{where}: an action the seat may not see")
        expected = [e for e in (rules.event_seen_by(event, seat) for event in record.events) if e is not None]
        sent = [(e["kind"], e["seat"], e["text"], e.get("data", {})) for e in message["events"]]
        if sent != [(e.kind, e.seat, e.text, encode(dict(e.data))) for e in expected]:
            problems.append(f"{where}: events the seat may not see")
        if any(e["text"] and e["text"] not in public_log for e in message["events"]):
            problems.append(f"{where}: a log line that is not public")
    return problems
