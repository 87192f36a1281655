"""Each seat's stream of messages holds nothing its own view would not show.

Every message a client received is checked against a local replay of the match at that message's sequence
number: its view is exactly `Rules.view` for that seat (the per-game view tests, e.g. tests/krownia's
test_views_hide_other_hands_and_cards and tests/khedu's test_views_hide_hands_and_face_down_cadences, prove those
views hide what they must), its legal actions are its own, its events are what `Rules.event_seen_by` lets that
seat see with public log lines, an action is shown only as `Rules.action_seen_by` allows, and no other seat's
token nor the match seed is ever sent."""

from __future__ import annotations

import json

import pytest
from net_table import auto_player, client_kind, hosted, pump_until, replayed, stop_all

from baraza.game.core.match import Match
from baraza.game.net.codec import encode
from baraza.game.registry import game_names, get_game

TABLE_KEYS = {"v", "type", "seq", "view", "active", "legal", "over"}
UPDATE_KEYS = TABLE_KEYS | {"mover", "action", "events", "ref", "result"}
STATE_KEYS = TABLE_KEYS | {"log", "result"}


def check_seat_stream(match: Match, seat: int | None, received: list[dict], secrets: list[str]) -> int:
    """Assert every table message of `received` shows `seat` only what it may see; returns how many there were."""
    checked = 0
    local = replayed(match)  # the host's move list replayed here, every move checked again
    rules = local.rules
    public_log = [line.text for line in local.log]
    for message in received:
        text = json.dumps(message)
        assert not any(secret in text for secret in secrets), "another seat's token was sent"
        assert "seed" not in message
        if message["type"] not in ("state", "update"):
            continue
        seq = message["seq"]
        state = local.state_at(seq)
        assert message["view"] == encode(rules.view(state, seat))
        active = [] if rules.is_terminal(state) else list(rules.active_seats(state))
        legal = rules.legal_actions(state, seat) if seat in active else []
        assert message["legal"] == [a.to_json() for a in legal]
        assert message["active"] == active
        if message["type"] == "state":
            assert set(message) <= STATE_KEYS
            assert [line["text"] for line in message["log"]] == [line.text for line in local.log if line.move_index < seq]
        else:
            assert set(message) <= UPDATE_KEYS
            record = local.records[seq - 1]
            assert message["mover"] == record.seat
            shown = rules.action_seen_by(record.seat, record.action, seat)
            assert message["action"] == (shown.to_json() if shown is not None else None)
            expected = [rules.event_seen_by(e, seat) for e in record.events]
            expected = [e for e in expected if e is not None]
            assert [(e["kind"], e["seat"], e["text"]) for e in message["events"]] == \
                [(e.kind, e.seat, e.text) for e in expected]
            assert [e.get("data", {}) for e in message["events"]] == [encode(dict(e.data)) for e in expected]
            assert all(e["text"] in public_log for e in message["events"] if e["text"])
        checked += 1
    return checked


@pytest.mark.parametrize("game", game_names())
def test_each_seat_and_spectator_is_sent_only_its_own_view(game):
    spec = get_game(game)
    with hosted(game, 13) as host:
        players = [auto_player(host, client_kind(spec), seed) for seed in (1, 2)]
        watcher = auto_player(host, "random", 3, spectate=True)
        everyone = [*players, watcher]
        try:
            assert pump_until(everyone, lambda: host.finished.done() and all(p.mirror.over for p in everyone))
        finally:
            stop_all(everyone)
        tokens = {s.index: s.token for s in host.seats}
        for player in everyone:
            seat = player.mirror.seat
            others = [token for index, token in tokens.items() if index != seat]
            assert check_seat_stream(host.match, seat, player.received, others) > 0
