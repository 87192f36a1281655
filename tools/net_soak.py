"""Hosted tables on loopback under scripted clients: round trips, lost or duplicated moves, leaks, drops and
hostile frames. A benchmark for docs/benchmarks.md, not a test.

    python tools/net_soak.py --matches 1 --clients-per-match 4 --spectators 2 --seconds 60 --json
    python tools/net_soak.py --matches 2 --clients-per-match 2 --drop-every 3 --hostile 10000 --seconds 120 --json

Each table plays the registered games in turn (a new match when one ends), with as many remote seats as the
game allows up to --clients-per-match, AI seats for the rest of its least seats, and --spectators watching.
The clients run in a child process per match (as at other machines, they never slow the host), each a thread
answering its turns at once (random moves, or --client-kind ai:easy); with more than 8 tables (or
--clients-in-process N) the clients of N tables share a child process and one asyncio thread, so that 100
tables are two client processes, not 100 Python start-ups beside the server. It prints one
JSON line: {matches, actions, lost, duplicated, leaks, p50_ms, p99_ms, reconnects, failovers, errors, ...}.
A round trip is from sending a move to receiving its update. With `--nats URL` the tables are served by
`baraza serve` processes sharing that NATS JetStream (tools/serve_soak.py), and `--kill-serve-every S` kills one
of them (kill -9) every S seconds and starts it again: its players go on at another.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import queue
import random
import statistics
import sys
import threading
import time

from baraza.game.core.match import Match
from baraza.game.net.autoplay import AutoPlayer, chooser
from baraza.game.net.client import TableClient
from baraza.game.net.host import TableHost
from baraza.game.net.leak_check import leaks
from baraza.game.net.protocol import MAX_CLIENT_MESSAGE
from baraza.game.registry import game_names, get_game, new_match

STALL_SECONDS = 20.0  # a match with no move for this long counts as stalled


class TimedPlayer(AutoPlayer):
    """An automatic player that times each of its moves from sending to its update."""

    def __init__(self, client: TableClient, kind: str, seed: int) -> None:
        super().__init__(client, chooser(kind, seed))
        self.sent: dict[int, float] = {}
        self.answered: dict[int, set[int]] = {}  # ref -> the seqs of the updates naming it
        self.round_trips: list[float] = []
        self.lost_at: float | None = None
        self.gaps: list[float] = []  # seconds from a lost connection to being back at the table
        submit = client.submit

        def timed(action, seq=None):
            ref = submit(action, seq)
            self.sent[ref] = time.perf_counter()
            return ref

        client.submit = timed

    def _take(self, message: dict) -> None:
        if message.get("type") == "connection":
            if message.get("state") == "lost" and self.lost_at is None:
                self.lost_at = time.perf_counter()
            elif message.get("state") == "joined" and self.lost_at is not None:
                self.gaps.append(time.perf_counter() - self.lost_at)
                self.lost_at = None
        ref = message.get("ref")
        if ref in self.sent and message["type"] == "update":
            seqs = self.answered.setdefault(ref, set())
            if not seqs:
                self.round_trips.append(time.perf_counter() - self.sent[ref])
            seqs.add(message["seq"])  # an update replayed after a drop has the same seq: not a duplicate
        super()._take(message)
        # Kept as text for the checks after the run: as dicts, thousands of views per client made the collector's
        # full passes (and the summary's pickling) stop this process's clients for hundreds of milliseconds, which
        # the round trips then counted against the server.
        self.received[-1] = json.dumps(message, separators=(",", ":"))


class RudeWatcher:
    """A spectator that sends hostile frames: truncated, huge, binary, deeply nested, made-up tokens, acts out of
    turn and replays of nothing. Each must be refused; none may change the match."""

    def __init__(self, address: str, code: str, seed: int, thread=None) -> None:
        self.client = TableClient(address, code, spectate=True, thread=thread)
        self.client.start()
        self.rng = random.Random(seed)
        self.sent = 0

    def frame(self):
        act = {"v": 1, "type": "act", "token": "A" * 32, "seq": self.rng.randrange(0, 500),
               "action": {"kind": "move", "args": [1, "a"]}, "ref": 424242}
        if self.rng.random() < 0.02:  # a huge frame closes the connection (1009): rarely, so most frames land
            return "x" * (MAX_CLIENT_MESSAGE + 1)
        return self.rng.choice([
            lambda: json.dumps(act)[: self.rng.randint(1, 40)],
            lambda: bytes(self.rng.randrange(256) for _ in range(32)),
            lambda: "[" * 3000 + "]" * 3000,
            lambda: json.dumps(act),
            lambda: json.dumps({**act, "v": 7}),
            lambda: json.dumps({**act, "action": {"kind": "move", "args": [0.5]}}),
            lambda: '{"v":1,"type":"act","seq":1e999}',
        ])()

    def burst(self, count: int) -> None:
        for _ in range(count):
            if not self.client.send(self.frame()).result(5):  # only frames that went out count
                return
            self.sent += 1


class TableRun:
    """One table's scripted clients (and its rude spectator, with `hostile`) in a client process. With `thread` (one
    asyncio thread shared by every client of the process) each client answers on that thread as each message
    arrives; without, each client has a thread of its own and is pumped by another (`run_clients`)."""

    def __init__(self, address: str, code: str, seats: int, spectators: int, kind: str, seed: int,
                 drop_every: float, hostile: int, think: float = 0.0, thread=None) -> None:
        self.seats, self.hostile, self.think, self.thread = seats, hostile, think, thread
        self.players: list[TimedPlayer] = []
        self.errors: list[str] = []
        for number in range(seats + spectators):
            mine: list[TimedPlayer] = []
            notify = (lambda mine=mine: self.arrived(mine[0])) if thread is not None else None
            client = TableClient(address, code, spectate=number >= seats, thread=thread, notify=notify)
            mine.append(TimedPlayer(client, kind if number < seats else "random", seed + number))
            self.players.append(mine[0])
            client.start()
        self.rude = RudeWatcher(address, code, seed, thread) if hostile else None
        self.rng = random.Random(seed)
        self.drop_every = drop_every
        self.next_drop = time.monotonic() + drop_every if drop_every else float("inf")

    def arrived(self, player: TimedPlayer) -> None:
        """A message for `player` (on the shared thread): taken in now (its round trip ends here), answered now or
        after the think time."""
        if not self.think:
            self.pump(player, 0)
            return
        try:
            while True:
                player._take(player.client.messages.get_nowait())
        except queue.Empty:
            pass
        self.thread.loop.call_later(self.think, self.pump, player, 0)

    def pump(self, player: TimedPlayer, wait: float) -> None:
        try:
            if not player.mirror.over:
                player.pump(wait)
        except Exception as exc:  # counted, never hidden
            self.errors.append(f"client: {exc!r}")

    def tick(self) -> bool:
        """Hostile frames and drops when due; True once every client has seen the end."""
        if self.rude is not None and self.rude.sent < self.hostile:
            self.rude.burst(min(8, self.hostile - self.rude.sent))  # 8: refusals in a row before the host closes it
        if time.monotonic() >= self.next_drop:
            self.rng.choice(self.players[:self.seats]).client.drop()
            self.next_drop = time.monotonic() + self.drop_every
        return all(p.mirror.over for p in self.players)

    def summary(self) -> dict:
        """Stop the clients; what each of them saw."""
        for player in self.players:
            player.client.stop()
        if self.rude is not None:
            self.rude.client.stop()
        return {"errors": self.errors, "hostile": self.rude.sent if self.rude else 0, "players": [
            {"seat": p.mirror.seat, "over": p.mirror.over, "received": p.received, "answered": p.answered,
             "round_trips": p.round_trips, "reconnects": p.client.reconnects, "gaps": p.gaps} for p in self.players]}


def run_clients(address: str, code: str, seats: int, spectators: int, kind: str, seed: int, drop_every: float,
                hostile: int, think: float, stop, results) -> None:
    """One table's clients, in their own process (as at other machines: they never slow the host's thread), each
    client with its own asyncio thread and a thread answering its turns. Plays until every client has seen the
    end, or `stop` is set; puts one summary per client in `results`."""
    # The clients stand for separate machines: switch threads often, so one client's turn does not wait out
    # another's 5 ms slice of this one process's interpreter lock.
    sys.setswitchinterval(0.0005)
    run = TableRun(address, code, seats, spectators, kind, seed, drop_every, hostile)
    done = threading.Event()

    def pump(player: TimedPlayer) -> None:
        while not stop.is_set() and not done.is_set() and not player.mirror.over:
            run.pump(player, 0.05)

    for player in run.players:
        threading.Thread(target=pump, args=(player,), daemon=True).start()
    while not stop.is_set() and not done.is_set():
        time.sleep(0.02)
        if run.tick():
            done.set()
    results.put(run.summary())


def run_many(commands, results) -> None:
    """Many tables' clients in one process, every connection on one asyncio thread, each client answering its turn
    there as the message arrives. `commands` brings ("start", key, TableRun's arguments) and ("stop", key) (None:
    the end); `results` gets (key, summary) once a table's clients have seen the end, or were stopped."""
    from baraza.game.net.loop_thread import LoopThread

    thread = LoopThread("soak-clients")
    thread.start()
    runs: dict = {}
    while True:
        try:
            command = commands.get(timeout=0.02)
        except queue.Empty:
            command = ()
        if command is None:
            for key, run in runs.items():
                results.put((key, run.summary()))
            thread.stop()
            return
        if command and command[0] == "start":
            try:
                runs[command[1]] = TableRun(*command[2], thread=thread)
            except Exception as exc:  # noqa: BLE001 - reported with the table, not lost
                results.put((command[1], {"errors": [f"clients: {exc!r}"], "hostile": 0, "players": []}))
        elif command and command[1] in runs:
            results.put((command[1], runs.pop(command[1]).summary()))
        for key, run in list(runs.items()):
            if run.tick():
                results.put((key, runs.pop(key).summary()))


class ClientProcesses:
    """Where the tables' scripted clients run. `per_process` 0: a child process for each match (each client with
    threads of its own, as at separate machines); N: child processes running the clients of N tables each on one
    asyncio thread (so a soak of 100 tables measures the server, not 100 Python processes on the soak's machine)."""

    def __init__(self, per_process: int) -> None:
        self.per_process = per_process
        self.context = multiprocessing.get_context("spawn")  # no fork of a process with threads running
        self.workers: dict[int, tuple] = {}  # worker number -> (process, commands, results)
        self.matches: dict[int, tuple] = {}  # table -> (process, stop, results): a match's own process
        self.summaries: dict = {}  # (table, round) -> the summary its clients gave
        self.rounds: dict[int, int] = {}

    def start(self, table: int, *run_args) -> None:
        """The clients of table `table`'s next match (TableRun's arguments, without thread and notify)."""
        self.rounds[table] = self.rounds.get(table, 0) + 1
        if not self.per_process:
            stop, results = self.context.Event(), self.context.Queue()
            process = self.context.Process(target=run_clients, args=(*run_args, stop, results), daemon=True)
            process.start()
            self.matches[table] = (process, stop, results)
            return
        number = table // self.per_process
        if number not in self.workers:
            commands, results = self.context.Queue(), self.context.Queue()
            process = self.context.Process(target=run_many, args=(commands, results), daemon=True)
            process.start()
            self.workers[number] = (process, commands, results)
        self.workers[number][1].put(("start", (table, self.rounds[table]), run_args))

    def _poll(self) -> None:
        for _, _, results in self.workers.values():
            while True:
                try:
                    key, summary = results.get_nowait()
                except queue.Empty:
                    break
                self.summaries[key] = summary

    def done(self, table: int) -> bool:
        if not self.per_process:
            process, _, results = self.matches[table]
            return not process.is_alive() or not results.empty()
        self._poll()
        return (table, self.rounds[table]) in self.summaries or not self.workers[table // self.per_process][0].is_alive()

    def collect(self, table: int, timeout: float = 120.0) -> dict:
        """Stop the clients of table `table`'s match and take their summary."""
        lost = {"errors": ["the clients' process gave no summary"], "hostile": 0, "players": []}
        if not self.per_process:
            process, stop, results = self.matches.pop(table)
            stop.set()
            try:
                summary = results.get(timeout=timeout)
            except queue.Empty:
                summary = lost
            process.join(10)
            return summary
        key = (table, self.rounds[table])
        process, commands, _ = self.workers[table // self.per_process]
        commands.put(("stop", key))
        end = time.monotonic() + timeout
        while key not in self.summaries and time.monotonic() < end and process.is_alive():
            time.sleep(0.02)
            self._poll()
        return self.summaries.pop(key, lost)

    def close(self) -> None:
        for process, commands, _ in self.workers.values():
            commands.put(None)
            process.join(10)
            if process.is_alive():
                process.kill()


class Table:
    """One hosted table in this process; its clients in a child process (`ClientProcesses`); the games it has
    played."""

    def __init__(self, index: int, args: argparse.Namespace, totals: dict, clients: ClientProcesses) -> None:
        self.index, self.args, self.totals, self.clients = index, args, totals, clients
        self.round = 0
        self.finished: list[tuple[Match, dict, dict[int, str]]] = []
        self.host: TableHost | None = None

    def start_match(self) -> None:
        names = game_names()
        game = names[(self.index + self.round) % len(names)]
        spec = get_game(game)
        seed = 1000 * self.index + self.round
        clients = max(1, min(self.args.clients_per_match, spec.max_seats))
        kinds = ["remote"] * clients + [f"ai:{spec.ai_levels[0]}"] * max(0, spec.min_seats - clients)
        self.host = TableHost(new_match(game, kinds, seed), lambda k, s: spec.make_agent(k, s, seed))
        self.host.start()
        hostile = self.args.hostile // max(1, self.args.matches)
        self.clients.start(self.index, f"127.0.0.1:{self.host.port}", self.host.code, clients, self.args.spectators,
                           self.args.client_kind, seed, self.args.drop_every, hostile, self.args.think)
        self.round += 1

    def clients_done(self) -> bool:
        return self.clients.done(self.index)

    def collect(self) -> dict:
        """Stop this match's clients and take their summary (the errors counted)."""
        summary = self.clients.collect(self.index)
        self.totals["errors"] += summary["errors"]
        return summary

    def end_match(self) -> None:
        summary = self.collect()
        host = self.host
        host.stop()
        self.totals["hostile"] += summary["hostile"]
        self.totals["refused"] += host.stats["refused"]
        tokens = {seat.index: seat.token for seat in host.seats}
        self.finished.append((host.match, summary, tokens))


def check(match: Match, summary: dict, tokens: dict[int, str], totals: dict) -> None:
    """After the run: the match against a local replay, every client's stream against its view."""
    local = Match.from_moves(match.rules, list(match.seats), match.seed, dict(match.options), match.moves)
    if local.view(None) != match.view(None):
        totals["errors"].append(f"{match.game}: the host's match differs from its replay")
    for player in summary["players"]:
        seat = player["seat"]
        player["received"] = [json.loads(m) if isinstance(m, str) else m for m in player["received"]]
        others = [token for index, token in tokens.items() if index != seat]
        found = leaks(match, seat, player["received"], others)
        totals["leaks"] += len(found)
        if found:  # what leaked, to read (a few lines a match)
            totals["errors"].append(f"{match.game} seat {seat}: {len(found)} leak lines, first: {found[:3]}")
        if match.is_over() and player["over"]:  # every move reached the client: by an update or a state
            covered: set[int] = set()
            for message in player["received"]:
                if message["type"] == "update":
                    covered.add(message["seq"])
                elif message["type"] == "state":
                    covered.update(range(1, message["seq"] + 1))
            totals["lost"] += len(set(range(1, len(match.records) + 1)) - covered)
        totals["duplicated"] += sum(1 for seqs in player["answered"].values() if len(seqs) > 1)
        totals["round_trips"] += player["round_trips"]
        totals["reconnects"] += player["reconnects"]
        totals.setdefault("gaps", []).extend(player.get("gaps", []))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1, help="tables hosted at once")
    parser.add_argument("--clients-per-match", type=int, default=4)
    parser.add_argument("--spectators", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--client-kind", default="random", help="random or ai:LEVEL")
    parser.add_argument("--drop-every", type=float, default=0.0, help="cut a random client every S seconds")
    parser.add_argument("--hostile", type=int, default=0, help="hostile frames to send in all, spread over the run")
    parser.add_argument("--nats", default=None, help="serve the tables with `baraza serve` on this NATS JetStream")
    parser.add_argument("--serves", type=int, default=0, help="serve processes (default 1, or 2 when killing)")
    parser.add_argument("--kill-serve-every", type=float, default=0.0, help="kill -9 a serve process every S seconds")
    parser.add_argument("--clients-in-process", type=int, default=None, metavar="TABLES",
                        help="run the clients of TABLES tables in each client process, on one asyncio thread; 0: a "
                             "process for each match (default: 0 up to 8 tables, else 50)")
    parser.add_argument("--think", type=float, default=0.0, metavar="S",
                        help="clients answer S seconds after a message, as a quick person would (default: at once; "
                             "only with --clients-in-process)")
    parser.add_argument("--finish-seconds", type=float, default=None,
                        help="with --nats: how long the last matches may play on after --seconds before they are "
                             "stopped and checked as far as they went (default: 600 up to 8 tables, else 0)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.clients_in_process is None:
        args.clients_in_process = 0 if args.matches <= 8 else 50
    if args.finish_seconds is None:
        args.finish_seconds = 600.0 if args.matches <= 8 else 0.0
    if args.think and not args.clients_in_process:
        parser.error("--think needs --clients-in-process")
    if args.nats:
        from serve_soak import soak

        return soak(args)
    if args.kill_serve_every:
        print("--kill-serve-every needs --nats", file=sys.stderr)
        return 2
    totals = {"errors": [], "leaks": 0, "lost": 0, "duplicated": 0, "round_trips": [], "reconnects": 0,
              "hostile": 0, "stalls": 0, "refused": 0}
    clients = ClientProcesses(args.clients_in_process)
    try:
        return hosted(args, totals, clients)
    finally:
        clients.close()


def hosted(args: argparse.Namespace, totals: dict, clients: ClientProcesses) -> int:
    tables = [Table(i, args, totals, clients) for i in range(args.matches)]
    for table in tables:
        table.start_match()
    end = time.monotonic() + args.seconds
    progress = {id(t): (0, time.monotonic()) for t in tables}
    while time.monotonic() < end:
        time.sleep(0.05)
        now = time.monotonic()
        for table in tables:
            if not table.host._thread.alive:
                totals["errors"].append("a host thread died")
            moves = len(table.host.match.records)
            if moves != progress[id(table)][0]:
                progress[id(table)] = (moves, now)
            elif now - progress[id(table)][1] > STALL_SECONDS and not table.host.finished.done():
                totals["stalls"] += 1
                progress[id(table)] = (moves, now)
            if table.host.finished.done() and table.clients_done():
                table.end_match()
                table.start_match()
                progress[id(table)] = (0, now)
    for table in tables:
        table.end_match()
    figures = {**checked_figures([f for table in tables for f in table.finished], totals), "failovers": 0,
        "hostile_frames": totals["hostile"],
        "refused": totals["refused"],
    }
    return report(figures, totals, args.json)


def checked_figures(finished: list[tuple[Match, dict, dict[int, str]]], totals: dict) -> dict:
    """Every finished match checked (`check`), and the figures both soaks print."""
    for match, players, tokens in finished:
        check(match, players, tokens, totals)
    trips = totals["round_trips"]
    return {
        "matches": sum(1 for m, _, _ in finished if m.is_over()),
        "actions": sum(len(m.records) for m, _, _ in finished),
        "lost": totals["lost"],
        "duplicated": totals["duplicated"],
        "leaks": totals["leaks"],
        "p50_ms": round(1000 * statistics.median(trips), 2) if trips else None,
        "p99_ms": percentile(trips, 0.99),
        "reconnects": totals["reconnects"],
        "errors": len(totals["errors"]) + totals["stalls"],
        "stalls": totals["stalls"],
        "round_trips": len(trips),
    }


def percentile(values: list[float], share: float, scale: float = 1000.0, digits: int = 2) -> float | None:
    """The value `share` of the way up the sorted `values`, times `scale` (seconds to ms), or None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    return round(scale * ordered[min(len(ordered) - 1, int(share * len(ordered)))], digits)


def report(figures: dict, totals: dict, as_json: bool) -> int:
    """Print the figures (one JSON line, or a column) and the first errors; the exit status."""
    if as_json:
        print(json.dumps(figures))
    else:
        width = max(len(key) for key in figures)
        for key, value in figures.items():
            print(f"{key:>{width}}: {value}")
    for error in totals["errors"][:5]:
        print(error, file=sys.stderr)
    return 0 if not totals["errors"] and not totals["stalls"] else 1


if __name__ == "__main__":
    sys.exit(main())
