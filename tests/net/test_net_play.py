"""A host and two clients on 127.0.0.1 play whole matches; a client drops and comes back; an away seat is played
by an AI until its player returns. Generic over the registry: every game, no game named."""

from __future__ import annotations

import pytest
from net_table import auto_player, client_kind, hosted, pump_until, replayed, stop_all, wait_for

from baraza.game.core.action import Action
from baraza.game.net.autoplay import AutoPlayer, chooser
from baraza.game.net.client import TableClient
from baraza.game.net.mirror import SeatMirror
from baraza.game.net.protocol import REPLAY_KEEP
from baraza.game.registry import game_names, get_game


@pytest.mark.parametrize("game", game_names())
def test_two_clients_play_a_whole_match_equal_to_a_local_replay(game):
    spec = get_game(game)
    with hosted(game, 21) as host:
        players = [auto_player(host, client_kind(spec), seed) for seed in (1, 2)]
        try:
            assert pump_until(players, host.finished.done)
            assert pump_until(players, lambda: all(p.mirror.over for p in players))
        finally:
            stop_all(players)
        match = host.match
        local = replayed(match)
        assert local.is_over() and local.result() == match.result()
        assert match.rules.view(local.state, None) == match.view(None)
        for player in players:
            seat = player.mirror.seat
            assert player.mirror.view == match.rules.view(local.state, seat)  # the client ends on the same table
            assert player.mirror.result["winners"] == list(match.result().winners)
            assert player.mirror.log == [line.text for line in match.log]  # the whole public log, in order


def test_a_dropped_client_comes_back_with_its_token_and_the_match_finishes():
    game = game_names()[0]
    spec = get_game(game)
    with hosted(game, 5, ["remote", "remote"]) as host:
        players = [auto_player(host, client_kind(spec), seed) for seed in (1, 2)]
        try:
            assert pump_until(players, lambda: len(host.match.records) >= 2)
            dropped, other = players
            seat = dropped.mirror.seat
            dropped.client.drop()
            # the other player is told the seat is away, then that it is back
            assert pump_until(players, lambda: _saw_away(other, seat, True))
            assert pump_until(players, lambda: _saw_away(other, seat, False) and dropped.mirror.connection == "joined")
            assert dropped.client.reconnects >= 1 and dropped.client.seat == seat
            assert pump_until(players, host.finished.done)
        finally:
            stop_all(players)
        assert replayed(host.match).result() == host.match.result()


def _saw_away(player: AutoPlayer, seat: int, away: bool) -> bool:
    rows = [m for m in player.received if m["type"] == "seats"]
    if not rows:
        return False
    if away:
        return any(row["seat"] == seat and row["away"] for m in rows for row in m["seats"])
    return not any(row["seat"] == seat and row["away"] for row in rows[-1]["seats"])


@pytest.mark.parametrize("last_seen", ["recent", "nothing", "elsewhere"])
def test_an_away_seat_is_played_by_the_ai_until_its_player_takes_it_back(last_seen):
    game = next(g for g in game_names() if get_game(g).min_seats <= 2)
    spec = get_game(game)
    with hosted(game, 8, ["remote", "remote"], grace_seconds=0.0, away_ai=client_kind(spec)) as host:
        players = [auto_player(host, client_kind(spec), seed) for seed in (1, 2)]
        try:
            leaving, staying = players
            assert pump_until(players, lambda: leaving.mirror.seq >= 1)
            seat, token, seq = leaving.mirror.seat, leaving.client.token, leaving.client.seq
            leaving.client.stop()  # the player closes the program; its seat waits, then the AI plays it
            before = len(host.match.records)
            assert pump_until([staying], lambda: host.match.is_over() or len(host.match.records) >= before + 4)
            stand_ins = [row for m in staying.received if m["type"] == "seats" for row in m["seats"]
                         if row["seat"] == seat and row["stand_in"]]
            assert stand_ins and stand_ins[-1]["stand_in"] == client_kind(spec)
            # a new program with the saved token takes the seat back
            since = {"recent": seq, "nothing": 0, "elsewhere": seq + 10_000}[last_seen]
            back = AutoPlayer(TableClient(f"127.0.0.1:{host.port}", host.code, token=token, last_seq=since),
                              leaving.choose)
            back.client.start()
            players = [back, staying]
            assert pump_until(players, lambda: any(m['type'] in ('state', 'update') for m in back.received))
            kinds = [m["type"] for m in back.received]
            assert kinds[:2] == ["connection", "welcome"] and back.mirror.seat == seat
            first_table = next(m for m in back.received if m["type"] in ("state", "update"))
            if last_seen == "recent" and len(host.match.records) - since <= REPLAY_KEEP:
                assert first_table["type"] == "update" and first_table["seq"] == since + 1  # what it missed, replayed
            else:
                assert first_table["type"] == "state"  # nothing seen, or a sequence this table never had
            assert wait_for(lambda: host.call(lambda: host.seats[seat].stand_in).result() is None)
            assert pump_until(players, host.finished.done)
        finally:
            stop_all(players)
        assert replayed(host.match).result() == host.match.result()


def test_a_spectator_sees_the_public_view_and_cannot_act():
    game = game_names()[0]
    spec = get_game(game)
    with hosted(game, 9) as host:
        players = [auto_player(host, client_kind(spec), seed) for seed in (1, 2)]
        watcher = auto_player(host, "random", 3, spectate=True)
        try:
            assert pump_until([*players, watcher], lambda: host.finished.done() and watcher.mirror.over)
            assert watcher.mirror.seat is None and watcher.mirror.view == host.match.view(None)
            assert all(m.get("legal", []) == [] for m in watcher.received)
            watcher.client.submit(host.match.records[0].action, 0)
            assert pump_until([watcher], lambda: bool(watcher.mirror.refusals))
            assert watcher.mirror.refusals[-1]["code"] in ("not_a_seat", "match_over")
        finally:
            stop_all([*players, watcher])


def test_the_hosts_own_player_drains_a_queue_and_acts_through_the_host():
    """A window or console at the host: messages for its seat come through `host.local` (with a wake-up call),
    moves go in through `host.submit`, which refuses a seat not played at the host."""
    game = game_names()[0]
    spec = get_game(game)
    wakes = []
    with hosted(game, 6, ["human", "remote"], notify=lambda: wakes.append(1)) as host:
        remote = auto_player(host, client_kind(spec), 1)
        mirror = SeatMirror(seat=0)
        mirror.apply({"type": "welcome", "seat": 0, "game": game, "options": host.match.options,
                      "seat_names": host.match.seat_names()})
        refused = host.submit(1, Action("any", ())).result(10)
        assert not refused.ok and "not played at this machine" in refused.reason
        pick = chooser(client_kind(spec), 3)

        def local_turn() -> bool:
            while not host.local.empty():
                seat, message = host.local.get_nowait()
                assert seat == 0
                mirror.apply(message)
            if mirror.my_turn():
                assert host.submit(0, pick(mirror)).result(10).ok
            return host.finished.done()

        try:
            for _ in range(20_000):
                remote.pump(0.002)
                if local_turn():
                    break
            assert host.finished.done()
        finally:
            stop_all([remote])
        assert wakes and mirror.over and mirror.seq == len(host.match.records)
        assert replayed(host.match).result() == host.match.result()


def test_a_second_connection_with_a_seats_token_takes_the_seat_over():
    """The same player on a new connection (the old one half dead): the old connection is told goodbye and does
    not fight back; the new one plays on."""
    game = game_names()[0]
    spec = get_game(game)
    with hosted(game, 15, ["remote", "remote"]) as host:
        players = [auto_player(host, client_kind(spec), seed) for seed in (1, 2)]
        try:
            first = players[0]
            assert pump_until(players, lambda: first.client.token is not None and first.mirror.seq >= 0)
            again = AutoPlayer(TableClient(f"127.0.0.1:{host.port}", host.code, token=first.client.token,
                                           last_seq=first.client.seq), first.choose)
            again.client.start()
            players = [again, players[1]]
            assert pump_until([first, *players], lambda: any(m["type"] == "bye" for m in first.received))
            assert pump_until([first], lambda: first.mirror.connection == "closed")
            # the new connection's welcome follows the old one's goodbye: under load it may not be read yet
            assert pump_until(players, lambda: again.mirror.seat is not None)
            assert first.client.reconnects == 0 and again.mirror.seat == first.mirror.seat
            assert pump_until(players, host.finished.done)
        finally:
            stop_all([first, *players])


def test_spectators_are_bounded_so_players_can_always_come_back():
    from baraza.game.net import protocol

    game = game_names()[0]
    with hosted(game, 16, ["remote", "remote"]) as host:
        watchers = [TableClient(f"127.0.0.1:{host.port}", host.code, spectate=True, reconnect=False)
                    for _ in range(protocol.MAX_SPECTATORS + 1)]
        try:
            for watcher in watchers[:-1]:
                watcher.start()
                assert wait_for(lambda w=watcher: w.seat is None and w.messages.qsize() >= 3)
            last = watchers[-1]
            last.start()
            assert wait_for(lambda: any(m.get("type") == "refused" for m in list(last.messages.queue)))
            refusal = next(m for m in list(last.messages.queue) if m.get("type") == "refused")
            assert refusal["code"] == protocol.TABLE_FULL
            # a player still gets a seat
            player = TableClient(f"127.0.0.1:{host.port}", host.code)
            watchers.append(player)
            player.start()
            assert wait_for(lambda: player.seat is not None)
        finally:
            for watcher in watchers:
                watcher.stop()
