"""`baraza host` and `baraza join`: a table hosted from the command line, and a console or automatic player
joining one. scenes/cli.py only adds the two parsers and calls these."""

from __future__ import annotations

import argparse
import queue
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from baraza.game.core.action import Action

if TYPE_CHECKING:  # the network modules load only when a table is hosted or joined (websockets, asyncio)
    from baraza.game.net.mirror import SeatMirror

DEFAULT_PORT = 8765


def build_host_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", default=None, help="the game (not with --resume)")
    parser.add_argument("--resume", default=None, metavar="AUTOSAVE",
                        help="reopen a hosted match from its autosave: same code, and its players come back by themselves")
    parser.add_argument("--on", default=None, metavar="ADDRESS",
                        help="make the table at a `baraza serve` (its address, or several: a,b,c) instead of here")
    parser.add_argument("--seats", default="human,remote", help="human, remote, random or ai:LEVEL, comma separated")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}; 0 picks a free one")
    parser.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a setup option, may repeat")
    parser.add_argument("--away-ai", default=None, metavar="KIND",
                        help="an AI kind (ai:normal) that plays for a player away longer than --grace")
    parser.add_argument("--grace", type=float, default=60.0, help="seconds an away player's seat waits (default 60)")


def build_serve_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--nats", required=True, metavar="URL", help="the NATS server (JetStream on) keeping the logs")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}; 0 picks a free one")
    parser.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    parser.add_argument("--grace", type=float, default=60.0, help="seconds an away player's seat waits")
    parser.add_argument("--replicas", type=int, default=1, choices=(1, 3, 5),
                        help="copies of the logs the NATS cluster keeps when the stream is first made (3 on 3 nodes)")


def serve_main(args: argparse.Namespace) -> int:
    """Serve tables until stopped (Ctrl+C or SIGTERM): docs/serving.md."""
    import gc
    import signal
    import threading

    try:
        from baraza.game.net.serve import ServeService
    except ImportError:
        raise ValueError("baraza serve needs nats-py: pip install 'baraza[serve]'") from None
    service = ServeService(args.nats, args.bind, args.port, args.grace, args.replicas)
    try:
        port = service.start()
    except Exception as exc:  # noqa: BLE001 - NATS unreachable, port taken: one line
        service.stop()
        raise ValueError(f"cannot serve ({exc.__class__.__name__}: {exc})") from None
    # This process is the service: what it has loaded so far (every game's modules and caches, warmed up) lives as
    # long as it does, so the collector's full passes need not walk it again and again while players wait.
    gc.freeze()
    _say(f"Serving tables on {args.bind}:{port}, logs in {args.nats}")
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        service.stop()
    return 0


def build_join_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("address", help="host:port, as the host printed it")
    parser.add_argument("--code", required=True, help="the table's join code")
    parser.add_argument("--auto", default=None, metavar="KIND", help="let random or ai:LEVEL play the seat")
    parser.add_argument("--watch", action="store_true", help="join as a spectator")
    parser.add_argument("--token", default=None, help="take back a seat held before (its token)")


def _say(text: str) -> None:
    print(text, flush=True)


def host_main(args: argparse.Namespace, options: dict[str, Any]) -> int:
    """Host a table until its match ends (or Ctrl+C); the host's own "human" seats play at this console."""
    from baraza.game.net.mirror import SeatMirror
    from baraza.game.net.seats import LOCAL, check_seat_kinds
    from baraza.game.net.window_seat import start_host
    from baraza.game.persistence.autosave_writer import AutosaveWriter
    from baraza.game.registry import get_game, new_match

    if args.on is not None:
        return _host_on_service(args, options)
    if args.resume is not None:
        match = _resumed(args.resume)
        spec = get_game(match.game)
    else:
        if args.game is None:
            raise ValueError("name the game to host (or --resume an autosave)")
        spec = get_game(args.game)
        kinds = [k.strip() for k in args.seats.split(",")]
        check_seat_kinds(kinds, spec.seat_kinds())
        if not spec.min_seats <= len(kinds) <= spec.max_seats:
            raise ValueError(f"{spec.title} takes {spec.seats_text()}, not {len(kinds)}")
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
        match = new_match(args.game, kinds, seed, options)
    if args.away_ai is not None and (args.away_ai == LOCAL or args.away_ai not in spec.seat_kinds()):
        raise ValueError(f"--away-ai takes an AI kind: {', '.join(k for k in spec.seat_kinds() if k != LOCAL)}")
    if not 0 <= args.port < 65536:
        raise ValueError(f"a port is 0 to 65535, not {args.port}")
    writer = AutosaveWriter()  # the match is kept after every move: a host that dies is reopened with --resume
    try:
        host = start_host(match, bind=args.bind, port=args.port, writer=writer, any_port=False,
                          grace_seconds=args.grace, away_ai=args.away_ai)
    except OSError as exc:
        raise ValueError(f"cannot listen on port {args.port} ({exc.strerror or exc}); pick another with --port") from None
    from baraza.game.net.window_seat import lan_address

    where = lan_address() if args.bind in ("0.0.0.0", "::") else args.bind
    _say(f"Hosting {spec.title}. Join code: {host.code}" + (" (reopened: its players come back)" if args.resume else ""))
    _say(f"Players join with: baraza join {where}:{host.port} --code {host.code}")
    from baraza.game.persistence.autosaves import autosave_file

    _say(f"Kept after every move in {autosave_file(match)} (baraza host --resume reopens it)")
    mirrors: dict[int, SeatMirror] = {}
    narrator = Narrator()
    try:
        while not host.finished.done():
            try:
                seat, message = host.local.get(timeout=0.2)
            except queue.Empty:
                continue
            mirror = mirrors.setdefault(seat, SeatMirror(seat=seat))
            if message["type"] == "state" and mirror.spec is None:
                mirror.apply({"type": "welcome", "seat": seat, "game": match.game, "options": match.options,
                              "seat_names": match.seat_names()})
            mirror.apply(message)
            if seat == min(mirrors):  # one seat's messages tell the story; the others repeat it
                narrator.tell(message, match.seat_names())
            if host.local.empty() and mirror.my_turn():
                action = _ask(mirror)
                if action is None:
                    break
                result = host.submit(seat, action).result(30)
                if not result.ok:
                    _say(f"Refused: {result.reason}")
        if host.finished.done():
            _say(_result_line(match.result().winners, match.seat_names()))
    except KeyboardInterrupt:
        _say("Closing the table.")
    finally:
        host.stop()
        writer.close()
    return 0


def _host_on_service(args: argparse.Namespace, options: dict[str, Any]) -> int:
    """Make a table at a `baraza serve`: every seat remote or AI; print the code and how players join."""
    from baraza.game.net.serve import create_table
    from baraza.game.registry import get_game

    if args.game is None:
        raise ValueError("name the game of the table")
    kinds = [k.strip() for k in args.seats.split(",")]
    spec = get_game(args.game)
    code = create_table(args.on, spec.name, kinds, options)
    _say(f"A {spec.title} table at {args.on}. Join code: {code}")
    _say(f"Players join with: baraza join {args.on} --code {code}")
    return 0


def _resumed(path_text: str):
    """The hosted match an autosave holds, or ValueError with one line."""
    from pathlib import Path

    from baraza.game.persistence.autosaves import load_autosave
    from baraza.game.persistence.saves import SaveError

    try:
        match = load_autosave(Path(path_text))
    except SaveError as exc:
        raise ValueError(str(exc)) from None
    if match.hosting is None:
        raise ValueError(f"{path_text} is not a hosted match (it has no table keys); open it with Continue or Load")
    if match.is_over():
        raise ValueError(f"{path_text} holds a finished match")
    return match


def join_main(args: argparse.Namespace) -> int:
    from baraza.game.net.autoplay import AutoPlayer, chooser
    from baraza.game.net.client import TableClient, split_address

    split_address(args.address)  # a mistyped address is refused here, in one line
    if args.auto is not None and args.auto != "random" and not args.auto.startswith("ai:"):
        raise ValueError(f"--auto takes random or ai:LEVEL, not '{args.auto}'")
    client = TableClient(args.address, args.code, token=args.token, spectate=args.watch)
    client.start()
    narrator = Narrator()
    player = AutoPlayer(client, chooser(args.auto, random.SystemRandom().randrange(2**31)) if args.auto else _never)
    mirror = player.mirror
    try:
        while True:
            seen = len(player.received)
            if args.auto:
                player.pump(0.2)
            else:
                try:
                    player._take(client.messages.get(timeout=0.2))
                except queue.Empty:
                    pass
            for message in player.received[seen:]:
                narrator.tell(message, mirror.seat_names)
                if message["type"] == "welcome" and message.get("token"):
                    _say(f"You are {message['seat_names'][message['seat']]}. To come back to this seat later: "
                         f"baraza join {args.address} --code {args.code} --token {message['token']}")
                if message["type"] == "connection" and message["state"] == "closed":
                    _say(message["reason"] or "The connection closed.")
                    return 0 if mirror.over else 1 if mirror.spec is not None else 2
                if message["type"] in ("state", "update") and mirror.over:
                    _say(_result_line(tuple(mirror.result["winners"]), mirror.seat_names))
                    return 0
            if not args.auto and client.messages.empty() and mirror.my_turn() and client.seq == mirror.seq:
                action = _ask(mirror)
                if action is None:
                    return 0
                client.submit(action, mirror.seq)
    except KeyboardInterrupt:
        return 0
    finally:
        client.stop()


def _never(mirror: SeatMirror) -> Action:
    raise AssertionError("a console seat is asked at the console")


class Narrator:
    """Prints what each message brings: new log lines, refusals, who went away or came back."""

    def __init__(self) -> None:
        self.away: set[int] = set()

    def tell(self, message: dict, names: list[str]) -> None:
        kind = message.get("type")
        if kind == "state":
            for line in message["log"][-8:]:
                _say(f"  {line['text']}")
        elif kind == "update":
            for event in message["events"]:
                if event["text"]:
                    _say(f"  {event['text']}")
        elif kind == "refused":
            _say(f"Refused: {message['reason']}")
        elif kind == "connection" and message["state"] == "lost":
            _say("Connection lost; trying again...")
        elif kind == "seats":
            for row in message["seats"]:
                name = names[row["seat"]] if row["seat"] < len(names) else f"Seat {row['seat'] + 1}"
                if row["away"] and row["seat"] not in self.away:
                    _say(f"{name} is away.")
                if not row["away"] and row["seat"] in self.away:
                    _say(f"{name} is back.")
            self.away = {row["seat"] for row in message["seats"] if row["away"]}


def _ask(mirror: SeatMirror, read: Callable[[str], str] = input) -> Action | None:
    """The seat's legal actions, numbered; the player types one (or q). None: the player left."""
    _say("Your move:")
    for number, action in enumerate(mirror.legal, 1):
        _say(f"  {number:3}. {action.kind} {' '.join(str(a) for a in action.args)}".rstrip())
    while True:
        try:
            answer = read("> ").strip().lower()
        except EOFError:
            return None
        if answer in ("q", "quit"):
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(mirror.legal):
            return mirror.legal[int(answer) - 1]
        _say(f"Type a number from 1 to {len(mirror.legal)}, or q to leave.")


def _result_line(winners: tuple, names: list[str]) -> str:
    if not winners:
        return "The match is over: a draw."
    return "The match is over. Won by " + " and ".join(names[w] for w in winners) + "."

