"""Two windows at one table, on 127.0.0.1: one hosts from Setup (a Friend seat), the other joins from Join a table;
each plays its seat on the game's own table, through the table's own intents, until the match ends. Every game in
the registry, whole matches; then a joiner that drops comes back, and one that leaves is seen away."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from baraza.game.core.match import Match
from baraza.game.net.window_seat import JoinAttempt, check_hosted_seats, host_table
from baraza.game.persistence.runs import record_path
from baraza.game.registry import available_games
from baraza.scenes.table.launch import scene_class

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import make_app  # noqa: E402

GAMES = [spec.name for spec in available_games() if spec.table and spec.rules.max_seats >= 2]
ROUNDS = 60_000  # frames before a test gives up (each sleeps a millisecond): a test always stops by itself
MOVE_GAP = 0.025  # seconds between a joiner's moves: the host allows a client 50 messages a second, a person far fewer


def _seats(spec) -> list[str]:
    return ["human", "remote"] + [f"ai:{spec.ai_levels[0]}"] * max(0, spec.min_seats - 2)


def _wait(condition, rounds: int = 3000) -> bool:
    for _ in range(rounds):
        if condition():
            return True
        time.sleep(0.002)
    return condition()


def _join(net, spectate: bool = False):
    attempt = JoinAttempt(net.host_address, net.join_code, spectate=spectate)
    attempt.start()
    assert _wait(lambda: attempt.poll() is not None or bool(attempt.problem)), "the host never welcomed the joiner"
    assert attempt.problem == ""
    return attempt.match


def _play(tables, rng: random.Random, done, rounds: int = ROUNDS) -> bool:
    """Frames for every table; a table whose player may act plays a random legal move through its intents."""
    surface = pygame.Surface((1280, 720))
    last_move = {id(table): 0.0 for table in tables}
    for frame in range(rounds):
        if done():
            return True
        for table in tables:
            table.update(1 / 60)
            if frame % 40 == 0:
                table.draw(surface)
            gap = 0.0 if table.match.hosting else MOVE_GAP
            if table.human_to_act() is not None and not table.animations.busy \
                    and time.monotonic() - last_move[id(table)] >= gap:
                last_move[id(table)] = time.monotonic()
                legal = table.legal_actions()
                if legal:  # refused only while its last move is still on the way (the table's views lag a frame)
                    assert table.submit_intent(rng.choice(legal)) or table.match.sending
        time.sleep(0.001)
    return done()


@pytest.fixture
def app():
    app = make_app()
    app.host_bind, app.host_port = "127.0.0.1", 0
    yield app


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_match_between_a_hosting_and_a_joining_window(app, game):
    spec = next(s for s in available_games() if s.name == game)
    net = host_table(Match(spec.rules, _seats(spec), 11, {}), bind="127.0.0.1", port=0)
    host_table_scene = app.show_match(net)
    joined = _join(net)
    assert joined.seat == 1 and joined.game == game
    join_table = scene_class(game)(app, joined)
    try:
        assert _play([host_table_scene, join_table], random.Random(3), lambda: net.is_over() and joined.is_over())
        # both windows saw the same match, move for move, and agree on how it ended
        assert len(net.records) == len(joined.records) > 0
        assert net.result() == joined.result()
        assert [r.seat for r in net.records] == [r.seat for r in joined.records]
        title, body = join_table.turn_panel.turn_prompt()[:2]
        assert title == "Game over" and body
        # the joiner's machine keeps the match in its History too, from its own seat, proven from its moves
        assert _play([host_table_scene, join_table], random.Random(0), lambda: bool(join_table.network_news.kept), 3000)
        assert app.autosaver.flush(10)
        kept = json.loads(record_path(join_table.network_news.kept).read_text())
        assert kept["seats"][1] == "human" and kept["seats"][0] == "remote" and kept["result"]["finished"]
    finally:
        join_table.on_exit()
        host_table_scene.on_exit()


def test_the_host_waits_for_its_friend_with_the_code_and_a_joiner_that_drops_comes_back(app):
    spec = next(s for s in available_games() if s.name == GAMES[0])
    net = host_table(Match(spec.rules, _seats(spec), 5, {}), bind="127.0.0.1", port=0)
    host_scene = app.show_match(net)
    try:
        # before the friend joins nobody moves, and the host's table says whom it waits for and how they join
        assert _wait(lambda: net.pump() or bool(net.seat_rows))
        assert net.active_seats() == () and net.legal_actions(0) == [] and host_scene.human_to_act() is None
        words = host_scene.turn_panel.turn_prompt()[1]
        assert net.join_code in words and net.host_address in words and "Waiting for" in words
        joined = _join(net)
        assert _wait(lambda: net.pump() is not None and net.seated())
        assert net.active_seats()  # everyone seated: the table starts
        table = scene_class(joined.game)(app, joined)
        rng = random.Random(8)
        assert _play([host_scene, table], rng, lambda: len(joined.records) >= 4 or joined.is_over(), 8000)
        seen = len(joined.records)
        joined.link.client.drop()  # the network fails under the joiner: it comes back by itself
        assert _play([host_scene, table], rng, lambda: joined.connection == "lost" or joined.connection == "joined"
                     and joined.link.client.reconnects > 0, 8000)
        assert _play([host_scene, table], rng, lambda: joined.connection == "joined"
                     and joined.link.client.reconnects > 0, 8000)
        assert _play([host_scene, table], rng, lambda: net.is_over() and joined.is_over())
        assert len(joined.records) == len(net.records) >= seen
        assert joined.result() == net.result()
        table.on_exit()
    finally:
        host_scene.on_exit()


def test_a_joiner_that_leaves_is_away_at_the_host_and_a_wrong_code_is_refused_in_one_line(app):
    spec = next(s for s in available_games() if s.name == GAMES[0])
    net = host_table(Match(spec.rules, _seats(spec), 6, {}), bind="127.0.0.1", port=0)
    try:
        wrong = JoinAttempt(net.host_address, "ZZZZZZ" if net.join_code != "ZZZZZZ" else "YYYYYY")
        wrong.start()
        assert _wait(lambda: wrong.poll() is not None or bool(wrong.problem))
        assert wrong.match is None and "code" in wrong.problem and "\n" not in wrong.problem
        joined = _join(net)
        assert _wait(lambda: net.pump() is not None and any(r.get("taken") for r in net.seat_rows if r["seat"] == 1))
        joined.close()
        assert _wait(lambda: net.pump() is not None and 1 in net.away_seats())
        assert "away" in net.waiting_words(1)
        # the host's own table refuses a move for another seat, and a move when it is not its turn
        assert not net.submit(1, net.legal_actions(0)[0] if net.legal_actions(0) else None).ok
    finally:
        net.close()


def test_a_hosted_table_has_one_player_at_the_host():
    assert check_hosted_seats(["human", "remote"]) == ""
    assert check_hosted_seats(["human", "ai:easy"]) == ""  # no friend: not hosted at all
    assert "one seat" in check_hosted_seats(["human", "human", "remote"])
    assert "one seat" in check_hosted_seats(["remote", "ai:easy"])


def test_a_hosted_match_left_and_continued_reopens_the_same_table_for_the_same_friend(app):
    """The host keeps its autosave with the table's keys; Continue hosts it again with the same code, port and
    seat tokens, so the friend's client (its token) takes its own seat back where the match stood."""
    from baraza.game.net.client import TableClient
    from baraza.game.persistence.autosaves import autosave_file, load_autosave
    from baraza.game.persistence.locks import release

    spec = next(s for s in available_games() if s.name == GAMES[0])
    host_scene = app.show_match(Match(spec.rules, _seats(spec), 9, {}))
    net = host_scene.match
    assert net.networked and net.hosting
    joined = _join(net)
    table = scene_class(joined.game)(app, joined)
    assert _play([host_scene, table], random.Random(2), lambda: len(net.records) >= 4 or net.is_over(), 8000)
    assert not net.is_over()
    token = joined.link.client.token
    # the friend steps away first, and the host sees it away: no move of theirs is still on the way, so the
    # host's last autosave holds every move the host took (a move landing after it would be counted, not kept)
    table.on_exit()
    assert _wait(lambda: net.pump() is not None and 1 in net.away_seats(), 10_000), net.seat_rows
    moves = len(net.link.host.match.records)
    app.stack.apply_pending()
    app.stack.reset(app.make_screen("menu"))  # the host leaves: the table closes, the autosave stays
    app.stack.apply_pending()
    assert app.autosaver.flush(10)
    path = autosave_file(net.link.host.match)
    _wait(lambda: not net.link.host._thread.alive)
    release(path)
    assert len(net.link.host.match.records) == moves  # nothing landed after the friend left
    again = app.show_match(load_autosave(path)).match
    try:
        assert again.networked and again.join_code == net.join_code and again.host_address == net.host_address
        client = TableClient(again.host_address, again.join_code, token=token)
        client.start()
        got: list[dict] = []

        def welcomed() -> bool:
            while not client.messages.empty():
                got.append(client.messages.get())
            return any(m.get("type") == "state" for m in got)
        assert _wait(welcomed)
        welcome = next(m for m in got if m.get("type") == "welcome")
        state = next(m for m in got if m.get("type") == "state")
        assert welcome["seat"] == 1 and state["seq"] == moves  # its own seat, where the match stood
        client.stop()
    finally:
        app.stack.reset(app.make_screen("menu"))


def test_a_rematch_from_the_hosts_results_brings_the_friend_to_the_new_match(app):
    spec = next(s for s in available_games() if s.name == GAMES[0])
    host_scene = app.show_match(Match(spec.rules, _seats(spec), 21, {}))
    net = host_scene.match
    joined = _join(net)
    join_table = scene_class(joined.game)(app, joined)
    try:
        assert _play([host_scene, join_table], random.Random(4), lambda: net.is_over() and joined.is_over())
        first_moves = len(net.records)
        app.stack.apply_pending()
        results = app.show("results", host_scene, [])
        app.stack.apply_pending()
        assert results.rematch_button.enabled
        results.rematch()  # the host's Rematch: a new match at the same table
        app.stack.apply_pending()
        again = app.stack.top
        assert again is not host_scene and again.match.networked and again.match.join_code == net.join_code
        assert again.match.records == [] and not again.match.is_over()
        # the friend's window comes back by itself and plays the new match on the same table
        assert _play([again, join_table], random.Random(5), lambda: joined.rematches == 1 and not joined.is_over()
                     and joined.seated(), 8000)
        assert join_table.network_news.rematches == 1 and not join_table.results_shown
        assert _play([again, join_table], random.Random(6), lambda: again.match.is_over() and joined.is_over())
        assert len(joined.records) == len(again.match.records) and again.match.result() == joined.result()
        assert first_moves > 0
    finally:
        join_table.on_exit()
        app.stack.reset(app.make_screen("menu"))
        app.stack.apply_pending()


def _host_process(home: Path, *argv: str) -> tuple[subprocess.Popen, dict]:
    """tests/net/window_host.py in a process of its own, with its own BARAZA_HOME: (the process, its first line)."""
    home.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "BARAZA_HOME": str(home), "BARAZA_FALLBACK": str(home / "fallback"),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    with open(home / f"host-{len(list(home.glob('host-*.log')))}.log", "w") as errors:  # never a full pipe
        process = subprocess.Popen([sys.executable, str(Path(__file__).with_name("window_host.py")), *argv],
                                   env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
    lines: list[str] = []

    def read() -> None:
        for line in process.stdout:  # its first line of JSON (anything a library printed before is skipped)
            if line.startswith("{"):
                lines.append(line)
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(60)
    assert lines, (process.poll(), [p.read_text()[-2000:] for p in home.glob("host-*.log")])
    return process, json.loads(lines[0])


def _story(joined, home: Path, host: subprocess.Popen | None = None) -> str:
    """What a failed wait saw: the joiner's connection and notes, the host process's state and its log's tail."""
    logs = [p.read_text()[-1500:] for p in sorted(home.glob("host-*.log"))]
    return (f"joiner {joined.connection!r}, {len(joined.records)} moves, over {joined.is_over()}, notes "
            f"{joined.notes[-4:]}; host {None if host is None else host.poll()}; logs {logs}")


def test_a_hosting_window_killed_mid_match_is_continued_and_its_friend_comes_back_by_itself(app, baraza_home):
    """The hosting window in a process of its own is killed (kill -9) mid-match; Continue's path reopens its autosave
    (same code, port and seat keys); the joining window, left alone, takes its own seat back, plays to the end and
    keeps the match in its History from its own seat, proven from the moves. Every wait is bounded; 127.0.0.1."""
    game = "kona" if "kona" in GAMES else GAMES[0]
    host_home = baraza_home / "host"
    host, table_line = _host_process(host_home, "new", game, "13")
    join_table = None
    try:
        attempt = JoinAttempt(table_line["address"], table_line["code"])
        attempt.start()
        assert _wait(lambda: attempt.poll() is not None or bool(attempt.problem), 10_000), attempt.problem
        joined = attempt.match
        assert joined.seat == 1 and attempt.problem == ""
        join_table = scene_class(game)(app, joined)
        rng = random.Random(7)
        assert _play([join_table], rng, lambda: len(joined.records) >= 4 or joined.is_over(), 20_000)
        assert not joined.is_over()
        autosave = Path(table_line["autosave"])
        assert _wait(lambda: autosave.exists(), 5000)
        host.kill()  # no goodbye: the joiner sees its connection drop and keeps trying by itself
        host.wait(30)
        host.stdout.close()
        seen, token = len(joined.records), joined.link.client.token
        assert _play([join_table], rng, lambda: joined.connection == "lost", 5000), _story(joined, host_home)
        host, again = _host_process(host_home, "continue", str(autosave))
        assert (again["address"], again["code"]) == (table_line["address"], table_line["code"])
        assert _play([join_table], rng, lambda: joined.connection == "joined" and joined.is_over(), ROUNDS), \
            _story(joined, host_home, host)
        client = joined.link.client
        assert client.reconnects > 0 and client.token == token and client.seat == 1  # its own seat, by its key
        assert len(joined.records) >= seen and joined.result().reason
        # its History keeps the match from its own seat, proven move by move (record_check)
        assert _play([join_table], rng, lambda: bool(join_table.network_news.kept), 5000), _story(joined, host_home)
        assert app.autosaver.flush(10)
        kept = json.loads(record_path(join_table.network_news.kept).read_text())
        assert kept["seats"][1] == "human" and kept["seats"][0] == "remote" and kept["result"]["finished"]
        assert len(kept["moves"]) == len(joined.records)
        join_table.on_exit()
        join_table = None
        assert host.wait(60) == 0, _story(joined, host_home, host)  # it played to the end, kept it, closed
        assert not autosave.exists()
    finally:
        if join_table is not None:
            join_table.on_exit()
        if host.poll() is None:
            host.kill()
        host.wait(10)
        host.stdout.close()
