"""`baraza host` and `baraza join` as a player types them: a hosted table played to the end by two joined
programs, and mistakes refused in one line."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.net.commands import _ask
from baraza.game.net.mirror import SeatMirror
from baraza.game.registry import game_names, get_game

BARAZA = [sys.executable, "-m", "baraza"]


def test_a_table_hosted_and_joined_from_the_command_line_plays_to_the_end():
    game = game_names()[0]
    level = f"ai:{get_game(game).ai_levels[0]}"
    host = subprocess.Popen([*BARAZA, "host", game, "--seats", "remote,remote", "--port", "0", "--bind", "127.0.0.1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.extend([host.stdout.readline(), host.stdout.readline()]))
        reader.start()
        reader.join(60)  # a host that never prints fails the test instead of hanging it
        assert len(lines) == 2, "the host printed no join line"
        found = re.search(r"baraza join (\S+) --code (\S+)", lines[1])
        assert "Join code" in lines[0] and found, lines
        address, code = found.groups()
        joiners = [subprocess.Popen([*BARAZA, "join", address, "--code", code, "--auto", level],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
        outputs = [j.communicate(timeout=120) for j in joiners]
        assert [j.returncode for j in joiners] == [0, 0], outputs
        assert all("The match is over" in out for out, _ in outputs)
        assert all("--token" in out for out, _ in outputs)  # each is told how to take its seat back
        rest, _ = host.communicate(timeout=60)
        assert host.returncode == 0 and "The match is over" in rest
    finally:
        host.kill()


@pytest.mark.parametrize(("argv", "words"), [
    (["join", "nowhere", "--code", "ABC"], "host:port"),
    (["join", "127.0.0.1:1", "--code", "ABC"], "Nobody answers"),
    (["join", "127.0.0.1:1", "--code", "ABC", "--auto", "clever"], "random or ai:LEVEL"),
    (["host", "GAME", "--seats", "human,human"], "remote seat"),
    (["host", "GAME", "--seats", "remote,wizard"], "unknown seat kind"),
    (["host", "GAME", "--seats", "remote,remote", "--away-ai", "human"], "AI kind"),
    (["host", "GAME", "--port", "70000"], "port"),
    (["host", "no_such_game"], "unknown game"),
])
def test_mistakes_are_refused_in_one_line(argv, words):
    argv = [game_names()[0] if a == "GAME" else a for a in argv]
    done = subprocess.run([*BARAZA, *argv], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    message = (done.stderr + done.stdout).strip()
    assert words in message and len(message.splitlines()) == 1


def test_a_console_player_picks_a_move_by_number_and_may_leave():
    mirror = SeatMirror(legal=[Action("a", (1,)), Action("b", ())])
    answers = iter(["", "7", "x", "2"])
    assert _ask(mirror, lambda prompt: next(answers)) == Action("b", ())
    assert _ask(mirror, lambda prompt: "q") is None

    def closed(prompt):
        raise EOFError

    assert _ask(mirror, closed) is None


def test_a_port_in_use_is_refused_in_one_line():
    from net_table import hosted

    game = game_names()[0]
    with hosted(game, 1) as other:
        done = subprocess.run([*BARAZA, "host", game, "--seats", "remote,remote", "--bind", "127.0.0.1",
                               "--port", str(other.port)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"cannot listen on port {other.port}" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def _host_lines(host: subprocess.Popen, count: int) -> list[str]:
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(host.stdout.readline() for _ in range(count)))
    reader.start()
    reader.join(60)  # a host that never prints fails the test instead of hanging it
    return lines


def test_a_host_killed_mid_match_is_reopened_from_its_autosave_and_its_players_come_back_by_themselves(tmp_path):
    """kill -9 of the host: nothing said goodbye. `baraza host --resume` on the kept autosave opens the same table
    (same port, code and seat tokens); the joined players reconnect by themselves and play to the end.
    One seat is a `baraza join` program; the other is played here, and holds its move while the host is killed, so
    the first host cannot have finished the match (a whole match takes about a second)."""
    from baraza.game.net.autoplay import AutoPlayer, chooser
    from baraza.game.net.client import TableClient

    game = game_names()[0]
    level = f"ai:{get_game(game).ai_levels[0]}"
    start = [*BARAZA, "host", game, "--seats", "remote,remote", "--port", "0", "--bind", "127.0.0.1", "--seed", "4"]
    host = subprocess.Popen(start, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    joiners: list[subprocess.Popen] = []
    held, resumed, done = threading.Event(), threading.Event(), threading.Event()
    client: TableClient | None = None
    try:
        lines = _host_lines(host, 3)
        found = re.search(r"baraza join (\S+) --code (\S+)", lines[1])
        kept = re.search(r"Kept after every move in (\S+\.json)", lines[2])
        assert found and kept, lines
        address, code = found.groups()
        client = TableClient(address, code)
        client.start()
        auto, chosen = chooser(level, 4), []
        here = AutoPlayer(client, lambda mirror: chosen.append(mirror.seq) or auto(mirror))

        def play_here() -> None:  # three moves, then this seat holds its turn until the table is reopened
            for _ in range(3000):
                if here.mirror.over:
                    break
                if len(chosen) < 3 or resumed.is_set():
                    here.pump(0.1)
                else:
                    held.set()
                    time.sleep(0.05)
            done.set()

        threading.Thread(target=play_here, daemon=True).start()
        joiners = [subprocess.Popen([*BARAZA, "join", address, "--code", code, "--auto", level],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)]
        autosave = Path(kept.group(1))
        assert held.wait(60)  # the match now waits for this seat: it cannot end before the kill
        time.sleep(0.3)  # the moves up to here are kept
        assert not here.mirror.over and joiners[0].poll() is None, (here.mirror.seq, joiners[0].poll())
        host.kill()  # no goodbye: the players see the connection drop and keep trying
        host.wait(30)
        assert autosave.exists()
        again = subprocess.Popen([*BARAZA, "host", "--resume", str(autosave), "--bind", "127.0.0.1"],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        host = again
        relines = _host_lines(again, 2)
        assert "reopened" in relines[0] and f"--code {code}" in relines[1] and address in relines[1], relines
        resumed.set()
        outputs = [j.communicate(timeout=180) for j in joiners]
        assert [j.returncode for j in joiners] == [0], outputs
        assert "The match is over" in outputs[0][0]
        assert done.wait(60) and here.mirror.over, here.mirror.seq  # the seat played here came back by itself too
        rest, _ = again.communicate(timeout=60)
        assert again.returncode == 0 and "The match is over" in rest
        assert not autosave.exists()  # a finished match leaves no autosave: it is in History
    finally:
        resumed.set()
        host.kill()
        if client is not None:
            client.stop()
        for joiner in joiners:
            joiner.kill()
