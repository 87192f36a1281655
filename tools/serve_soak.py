"""net_soak.py --nats: tables served by `baraza serve` processes on one NATS JetStream, under scripted clients,
optionally killing a serve process (kill -9) every few seconds and starting it again on its port.

Each match is checked from its log in JetStream, the only truth: its moves numbered 1..n with none missing and
none twice, replayed to a finished match equal to what every client saw at the end, and every client's stream
of messages against that replay (leaks, as for a hosted table). Figures as net_soak.py prints them, with
`failovers` (kills) and `reconnect_max_ms` / `reconnect_p99_ms` (from a client's lost connection to its seat
back at another process). With many tables (more than 8) the clients of 50 tables share a client process
(--clients-in-process), and the matches still playing when --seconds is up are stopped there and checked as far as
they went (`unfinished`; --finish-seconds lets them play on).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from net_soak import ClientProcesses, checked_figures, percentile, report

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.net.serve import create_table, read_log
from baraza.game.registry import game_names, get_game

MATCH_SECONDS = 600.0  # a served match not over by then counts as stalled


class ServeProcesses:
    """`count` serve processes on fixed ports, each restartable on its port after a kill."""

    def __init__(self, nats_url: str, count: int) -> None:
        self.nats_url = nats_url
        self.home = tempfile.mkdtemp(prefix="baraza-serve-soak-")
        self.ports = []
        for _ in range(count):
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                self.ports.append(probe.getsockname()[1])
        self.processes: list[subprocess.Popen | None] = [None] * count
        for index in range(count):
            self.start(index)

    @property
    def addresses(self) -> str:
        return ",".join(f"127.0.0.1:{port}" for port in self.ports)

    def start(self, index: int) -> None:
        env = {**os.environ, "BARAZA_HOME": str(Path(self.home) / str(index))}
        process = subprocess.Popen([sys.executable, "-m", "baraza", "serve", "--nats", self.nats_url, "--port",
                                    str(self.ports[index]), "--bind", "127.0.0.1"], env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = process.stdout.readline()
        if not re.search(r"Serving tables on", line):
            raise RuntimeError(f"serve process {index} did not start: {line!r}")
        self.processes[index] = process

    def kill(self, index: int) -> None:
        process = self.processes[index]
        if process is not None:
            process.kill()
            process.wait(10)

    def stop(self) -> None:
        for index in range(len(self.processes)):
            self.kill(index)


class ServedTable:
    """One table at the service; its clients in a child process; the matches it has finished."""

    def __init__(self, index: int, args: argparse.Namespace, serves: ServeProcesses, totals: dict,
                 clients: ClientProcesses) -> None:
        self.index, self.args, self.serves, self.totals, self.clients = index, args, serves, totals, clients
        self.round = 0
        self.finished: list[tuple[Match, dict, dict[int, str]]] = []

    def start_match(self) -> None:
        names = game_names()
        game = names[(self.index + self.round) % len(names)]
        spec = get_game(game)
        clients = max(1, min(self.args.clients_per_match, spec.max_seats))
        kinds = ["remote"] * clients + [f"ai:{spec.ai_levels[0]}"] * max(0, spec.min_seats - clients)
        self.code = create_table(self.serves.addresses, game, kinds)
        self.started = time.monotonic()
        seed = 1000 * self.index + self.round
        self.clients.start(self.index, self.serves.addresses, self.code, clients, self.args.spectators,
                           self.args.client_kind, seed, self.args.drop_every, 0, self.args.think)
        self.round += 1

    def done(self) -> bool:
        return self.clients.done(self.index)

    def stalled(self) -> bool:
        return time.monotonic() - self.started > MATCH_SECONDS

    def collect(self) -> dict:
        """Stop this match's clients and take their summary (the errors counted)."""
        summary = self.clients.collect(self.index)
        self.totals["errors"] += summary["errors"]
        return summary

    def end_match(self) -> None:
        summary = self.collect()
        entries = asyncio.run(read_log(self.args.nats, self.code))
        if not entries or entries[0].get("type") != "table":
            self.totals["errors"].append(f"table {self.code}: no log")
            return
        meta = entries[0]
        numbers = [e["n"] for e in entries if e.get("type") == "move"]
        self.totals["duplicated"] += len(numbers) - len(set(numbers))
        self.totals["lost"] += len(set(range(1, max(numbers, default=0) + 1)) - set(numbers))
        spec = get_game(meta["game"])
        moves = [(e["seat"], Action.from_json(e["action"])) for e in entries if e.get("type") == "move"]
        match = Match.from_moves(spec.rules, meta["seats"], meta["seed"], meta["options"], moves)
        tokens = {seat: token for seat, token in enumerate(meta["tokens"]) if token}
        if match.is_over():
            for player in summary["players"]:
                if not player["over"]:
                    self.totals["errors"].append(f"table {self.code}: a client did not see the end")
        self.finished.append((match, summary, tokens))


def soak(args: argparse.Namespace) -> int:
    count = args.serves or (2 if args.kill_serve_every else 1)
    serves = ServeProcesses(args.nats, count)
    totals = {"errors": [], "leaks": 0, "lost": 0, "duplicated": 0, "round_trips": [], "reconnects": 0,
              "hostile": 0, "stalls": 0, "refused": 0, "gaps": []}
    failovers = 0
    stop = threading.Event()

    def killer() -> None:
        nonlocal failovers
        victim = 0
        while not stop.wait(args.kill_serve_every):
            serves.kill(victim)
            failovers += 1
            time.sleep(0.5)
            try:
                serves.start(victim)
            except RuntimeError as exc:
                totals["errors"].append(str(exc))
            victim = (victim + 1) % count

    clients = ClientProcesses(args.clients_in_process)
    tables = [ServedTable(i, args, serves, totals, clients) for i in range(args.matches)]
    try:
        for table in tables:
            table.start_match()
        if args.kill_serve_every:
            threading.Thread(target=killer, daemon=True).start()
        end = time.monotonic() + args.seconds
        while time.monotonic() < end:
            time.sleep(0.1)
            for table in tables:
                if table.done():
                    table.end_match()
                    table.start_match()
                elif table.stalled():
                    totals["stalls"] += 1
                    table.end_match()
                    table.start_match()
        stop.set()
        finish = time.monotonic() + args.finish_seconds
        for table in tables:  # the last matches play to their end (bounds: --finish-seconds, MATCH_SECONDS)
            while not table.done() and not table.stalled() and time.monotonic() < finish:
                time.sleep(0.1)
            table.end_match()  # one still playing is stopped here and checked as far as it went
    finally:
        stop.set()
        clients.close()
        serves.stop()
    figures = checked_figures([f for table in tables for f in table.finished], totals)
    gaps = sorted(totals["gaps"])
    figures.update({"failovers": failovers, "reconnect_p99_ms": percentile(gaps, 0.99, digits=1),
                    "reconnect_max_ms": round(1000 * gaps[-1], 1) if gaps else None, "serves": count,
                    "unfinished": sum(1 for table in tables for m, _, _ in table.finished if not m.is_over())})
    return report(figures, totals, args.json)
