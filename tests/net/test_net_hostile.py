"""Hostile clients: truncated, huge, binary, deeply nested, replayed, wrong-seat and out-of-turn messages, bad
codes and a flood of silent connections. Each is refused with a reason (the connection closes when it persists);
the match is never harmed and always finishes."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from net_table import auto_player, client_kind, hosted, pump_until, replayed, stop_all, wait_for
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from baraza.game.net import protocol
from baraza.game.net.autoplay import AutoPlayer, chooser
from baraza.game.net.client import TableClient
from baraza.game.net.mirror import SeatMirror
from baraza.game.registry import game_names, get_game

HOSTILE_PER_GAME = 300


class HostilePlayer(AutoPlayer):
    """Plays its seat honestly, but before each of its moves and between them sends a burst of rude frames."""

    def __init__(self, client, choose, other_token: str, seed: int) -> None:
        super().__init__(client, choose)
        self.rng = random.Random(seed)
        self.other_token = other_token
        self.sent_rude = 0
        self.last_honest: dict | None = None
        self.honest_refs: set[int] = set()

    def pump(self, wait: float = 0.05) -> None:
        # (after the first table: before it, its seq is -1 and every act is malformed before its token is read)
        if self.sent_rude < HOSTILE_PER_GAME and self.mirror.seat is not None and self.mirror.seq >= 0 \
                and self.rng.random() < 0.5:
            for _ in range(self.rng.randint(1, 6)):
                self.client.send(self.rude())
                self.sent_rude += 1
        super().pump(wait)

    def rude(self):
        mirror, client = self.mirror, self.client
        some_action = (mirror.legal[0] if mirror.legal else None) or {"kind": "pass", "args": []}
        action = some_action.to_json() if hasattr(some_action, "to_json") else some_action
        act = {"v": 1, "type": "act", "token": client.token, "seq": mirror.seq, "action": action, "ref": 999_999}
        choices = [
            lambda: json.dumps(act)[: self.rng.randint(1, 30)],  # truncated
            lambda: "x" * (protocol.MAX_CLIENT_MESSAGE + 10),  # huge: the host closes with 1009
            lambda: bytes(self.rng.randrange(256) for _ in range(40)),  # binary
            lambda: '{"v":1,"type":"act","action":' + "[" * 2000 + "]" * 2000 + "}",  # deeply nested
            # replayed: an intent already applied (before the first, a copy with an impossible seq)
            lambda: json.dumps(self.last_honest or {**act, "seq": mirror.seq + 10_000}),
            lambda: json.dumps({**act, "token": self.other_token}),  # the other seat's token
            lambda: json.dumps({**act, "token": "A" * 32}),  # a made-up token
            # a move from the future (not seq + 1: this mirror may be a move behind, making that the present)
            lambda: json.dumps({**act, "seq": mirror.seq + 10_000}),
            lambda: json.dumps({**act, "action": {"kind": "no_such_move", "args": [1]}}),
            lambda: json.dumps({**act, "action": {"kind": action["kind"], "args": [1.5, {"a": []}]}}),
            lambda: json.dumps({**act, "v": 99}),
            lambda: json.dumps({"v": 1, "type": "hello", "code": "AAAAAA"}),
            lambda: '{"v":1,"type":"act","seq":1e999}',
            lambda: "null",
            lambda: "",
        ]
        if not mirror.my_turn():
            choices.append(lambda: json.dumps(act))  # out of turn
        if self.sent_rude < 2:  # the two refusals the test asserts, sent first: a huge frame closes the line,
            return choices[(5, 0)[self.sent_rude]]()  # and a short match under load once left no room for them
        asserted = {m.get("code") for m in self.received if m.get("type") == "refused"}
        if not {protocol.MALFORMED, protocol.WRONG_SEAT} <= asserted:
            del choices[1]  # no huge frame (its close can overtake their answers) until both refusals came back
        return self.rng.choice(choices)()


@pytest.mark.parametrize("game", game_names())
def test_rude_messages_are_refused_and_the_match_finishes_unharmed(game):
    spec = get_game(game)
    with hosted(game, 33) as host:
        honest = auto_player(host, client_kind(spec), 1)
        assert pump_until([honest], lambda: honest.client.token is not None)
        other_token = honest.client.token
        rude_client = auto_player(host, client_kind(spec), 2).client
        rude = HostilePlayer(rude_client, chooser(client_kind(spec), 2), other_token, 7)
        original_submit = rude_client.submit

        def tracked_submit(action, seq=None):  # remember every honest intent, to resend as a replay
            ref = original_submit(action, seq)
            rude.honest_refs.add(ref)
            rude.last_honest = {"v": 1, "type": "act", "token": rude_client.token, "seq": seq,
                                "action": action.to_json(), "ref": ref}
            return ref

        rude_client.submit = tracked_submit
        players = [honest, rude]
        try:
            assert pump_until(players, lambda: host.finished.done() and rude.sent_rude >= HOSTILE_PER_GAME // 4)
        finally:
            stop_all(players)
        match = host.match
        assert replayed(match).result() == match.result()  # every move was legal, in order
        seat = rude.mirror.seat
        refs = {m.get("ref") for m in rude.received if m["type"] == "update" and m["mover"] == seat}
        assert refs <= rude.honest_refs | {None}  # no rude frame ever made a move
        codes = {m["code"] for m in rude.received if m["type"] == "refused"}
        assert {protocol.MALFORMED, protocol.WRONG_SEAT} <= codes
        assert host.stats["refused"] >= len([m for m in rude.received if m["type"] == "refused"]) > 0
        assert rude.client.reconnects >= 1  # huge frames and strikes closed it; it came back with its token


def test_wrong_codes_pending_floods_and_silence_are_turned_away():
    game = game_names()[0]
    with hosted(game, 4, hello_seconds=0.5) as host:
        url = f"ws://127.0.0.1:{host.port}"
        with connect(url) as socket:
            socket.send(json.dumps({"v": 1, "type": "hello", "code": "WRONG1"}))
            answer = json.loads(socket.recv(timeout=10))
            assert answer["type"] == "refused" and answer["code"] == protocol.WRONG_CODE
            with pytest.raises(ConnectionClosed):
                socket.recv(timeout=10)
        with contextlib.ExitStack() as silent:
            for _ in range(protocol.MAX_PENDING):
                silent.enter_context(connect(url))
            with connect(url) as extra, pytest.raises(ConnectionClosed):
                extra.recv(timeout=10)
            assert extra.close_code == 1013  # busy: too many connections that have not said hello
        # a connection that never says hello is closed after hello_seconds
        with connect(url) as quiet, pytest.raises(ConnectionClosed):
            quiet.recv(timeout=10)
        assert quiet.close_code == 1008
        # and after all that, a real player still gets in and the match plays on
        spec = get_game(game)
        players = [auto_player(host, client_kind(spec), s) for s in (1, 2)]
        try:
            assert pump_until(players, host.finished.done)
        finally:
            stop_all(players)
        assert wait_for(lambda: host.call(lambda: host._pending).result() == 0)


def test_a_replayer_is_closed_but_a_seat_that_lost_a_race_is_not():
    """Replaying one's own applied intent is a strike; a move one behind because another seat moved first (seats
    acting at the same time) is refused as stale but never closes the connection."""
    game = game_names()[0]
    with hosted(game, 12, ["remote", "remote"]) as host:
        clients = [TableClient(f"127.0.0.1:{host.port}", host.code) for _ in range(2)]
        mirrors = [SeatMirror(), SeatMirror()]
        seen: list[list[dict]] = [[], []]

        def drain() -> None:
            for client, mirror, kept in zip(clients, mirrors, seen, strict=True):
                while not client.messages.empty():
                    message = client.messages.get_nowait()
                    kept.append(message)
                    mirror.apply(message)

        try:
            for client in clients:
                client.start()
            assert wait_for(lambda: drain() or all(m.seq >= 0 and m.seats for m in mirrors))
            mover = next(i for i in (0, 1) if mirrors[i].my_turn())
            waiter = 1 - mover
            seq = mirrors[mover].seq
            intent = {"v": 1, "type": "act", "token": clients[mover].token, "seq": seq,
                      "action": mirrors[mover].legal[0].to_json(), "ref": 5}
            clients[mover].send(json.dumps(intent))
            assert wait_for(lambda: len(host.match.records) == seq + 1)
            # the other seat, one move behind a move it did not make: refused, never closed
            late = {**intent, "token": clients[waiter].token, "ref": 6}
            for _ in range(protocol.MAX_STRIKES + 4):
                clients[waiter].send(json.dumps(late))
            # the mover replays its applied intent: refused each time, then closed
            for _ in range(protocol.MAX_STRIKES + 4):
                clients[mover].send(json.dumps(intent))
            assert wait_for(lambda: clients[mover].reconnects >= 1)
            assert wait_for(lambda: drain() or sum(m["type"] == "refused" for m in seen[waiter]) == protocol.MAX_STRIKES + 4)
            assert {m["code"] for m in seen[waiter] if m["type"] == "refused"} == {protocol.STALE}
            assert clients[waiter].reconnects == 0
            assert not any(m["type"] == "connection" and m["state"] == "lost" for m in seen[waiter])
            assert [m["code"] for m in seen[mover] if m["type"] == "refused"][:protocol.MAX_STRIKES] == \
                [protocol.STALE] * protocol.MAX_STRIKES
            assert len(host.match.records) == seq + 1  # nothing of it reached the match
        finally:
            for client in clients:
                client.stop()
