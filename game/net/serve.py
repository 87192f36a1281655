"""`baraza serve`: a headless service hosting many tables, their action logs kept in NATS JetStream.

Each table is one subject, `baraza.table.<code>`, of the stream BARAZA. Its first message says what the table is
(game, seats, seed, options, seat tokens); every later message is one move (seat, action, move number). The log
is the only truth: a move is applied when the log brings it, never before, so every `serve` process that opens a
table is a replica of it. A process takes a move from its own clients only after checking it on its copy, and
writes it with JetStream's expected last subject sequence, so two processes can never both write move n: the one
that loses the race refuses its move as stale and applies the winner's from the log. Kill a process, and its
clients reconnect to another (they are given every address) which replays the log and plays on; nothing written
is lost, nothing is written twice. The moves are also gathered 64 to a message in a second stream (BARAZA_CHUNKS),
so that opening a table with a long log reads a few dozen chunks and only the log after them.

The protocol is docs/protocol.md's, with one message more before a hello: `create` (docs/serving.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
from typing import Any

from websockets.asyncio.server import ServerConnection, serve

from baraza.game.core.action import Action, ActionFormatError
from baraza.game.core.match import LogLine, Match, MoveRecord
from baraza.game.net import messages, protocol
from baraza.game.net.host import TableHost
from baraza.game.net.loop_thread import LoopThread
from baraza.game.net.protocol import ProtocolError, refused
from baraza.game.net.seats import check_seat_kinds
from baraza.game.registry import get_game

log = logging.getLogger(__name__)

STREAM = "BARAZA"
SUBJECT = "baraza.table."
# The moves of a table's log gathered CHUNK_MOVES to a message, once they are in the log (by the process that wrote
# the last move of each): a process opening a table reads them, then only the log after them. Only a shortcut: a
# chunk that is missing or cannot be read means reading the log from there.
CHUNKS = "BARAZA_CHUNKS"
CHUNK_SUBJECT = "baraza.chunk."
CHUNK_MOVES = 64
MAX_TABLES = 1000  # tables open in one process (more wait for another process)
CREATE_PER_CONNECTION = 4  # tables one connection may create
SWEEP_SECONDS = 30.0  # how often finished tables nobody sits at are closed


class Room:
    """One table in this process: its `TableHost` (sharing the service's loop) fed by the table's log."""

    def __init__(self, service: ServeService, code: str, meta: dict[str, Any]) -> None:
        spec = get_game(meta["game"])
        self.service = service
        self.code = code
        self.last = 0  # the stream sequence of the latest log message this copy has taken in (a write must follow it)
        match = Match(spec.rules, list(meta["seats"]), int(meta["seed"]), dict(meta["options"]))
        match.match_id = str(meta.get("match_id") or match.match_id)
        match.keep_snapshots = False  # a served table has no undo: no copies of its state every few moves
        self.match = match
        self.host = TableHost(match, lambda kind, seat: spec.make_agent(kind, seat, match.seed), code=code,
                              tokens=meta["tokens"], thread=service.thread, grace_seconds=service.grace,
                              away_ai=meta.get("away_ai"), wait_for_seats=True)
        self.host.append = self.append
        self.host.replaying = True  # until its log is read: the players who come then get the whole table
        self.ready = asyncio.Event()
        self.subscription: Any = None
        self.target = 0  # the stream sequence of the log's end when the room opened
        self.sat: set[int] = set()  # the seats the log says are taken
        self.recent: dict[int, list[Any]] = {}  # the latest moves by number, as logged: the next chunk's
        self.from_chunks = 0  # the moves read from chunks when the room opened

    async def open(self, first_sequence: int) -> None:
        """Take in the table's log and follow it: every move from now on, whoever wrote it. The moves already
        gathered in chunks (`CHUNK_MOVES` to a message) are read from there, and only the log after them."""
        from nats.js.api import ConsumerConfig, DeliverPolicy
        from nats.js.errors import NotFoundError

        self._opened = time.perf_counter()
        self.last = first_sequence
        try:
            self.last = max(self.last, await self._read_chunks())
        except Exception:  # a chunk is only a shortcut: without it the whole log is read
            log.exception("table %s: its chunks cannot be read", self.code)
        try:
            target = (await self.service.js.get_last_msg(STREAM, SUBJECT + self.code)).seq
        except NotFoundError:
            target = self.last
        self.target = target  # the log's end when the room opened: the room is ready once it has read that far
        config = ConsumerConfig(deliver_policy=DeliverPolicy.BY_START_SEQUENCE, opt_start_seq=self.last + 1)
        self.subscription = await self.service.js.subscribe(
            SUBJECT + self.code, ordered_consumer=True, config=config, cb=self._logged)
        if self.last >= target:
            self._caught_up()

    async def _read_chunks(self) -> int:
        """Apply the moves the table's chunks hold (from move 1, as long as they follow each other); the stream
        sequence in the log of the last move they held (0: none)."""
        from nats.js.api import DeliverPolicy
        from nats.js.errors import NotFoundError

        js = self.service.js
        try:
            last = await js.get_last_msg(CHUNKS, CHUNK_SUBJECT + self.code)
        except NotFoundError:
            return 0
        chunks: dict[int, dict[str, Any]] = {}
        subscription = await js.subscribe(CHUNK_SUBJECT + self.code, stream=CHUNKS, ordered_consumer=True,
                                          deliver_policy=DeliverPolicy.ALL)
        try:
            while True:
                msg = await subscription.next_msg(timeout=10)
                chunk = json.loads(msg.data)
                chunks[int(chunk["n"])] = chunk
                if msg.metadata.sequence.stream >= last.seq:
                    break
        finally:
            with contextlib.suppress(Exception):
                await subscription.unsubscribe()
        covered, number = 0, CHUNK_MOVES
        while number in chunks:  # a chunk missing (never written): the rest is read from the log
            chunk = chunks[number]
            for index, move in enumerate(chunk["moves"]):
                self.take({"n": number - CHUNK_MOVES + 1 + index, "seat": move[0], "action": move[1]}, 0)
            if len(self.match.records) != number:
                raise ValueError(f"chunk {number} does not follow the moves before it")
            self.sat.update(int(seat) for seat in chunk["sat"])
            covered = int(chunk["seq"])
            number += CHUNK_MOVES
            await asyncio.sleep(0)  # other tables' players between chunks
        for seat in self.sat:
            if 0 <= seat < len(self.host.seats):
                self.host.seats[seat].claimed = True
        self.from_chunks = len(self.match.records)
        return covered

    async def _logged(self, msg: Any) -> None:
        sequence, pending = msg.metadata.sequence.stream, msg.metadata.num_pending
        try:
            entry = json.loads(msg.data)
        except ValueError:
            entry = {}
        if entry.get("type") == "move":
            self.take(entry, sequence)
        else:
            self.last = max(self.last, sequence)
            seat = entry.get("seat")
            if entry.get("type") == "sit" and isinstance(seat, int) and 0 <= seat < len(self.host.seats):
                self.sat.add(seat)
                self.host.seats[seat].claimed = True  # taken at whichever process: the same seat is never given twice
                if self.ready.is_set():
                    self.host._drive_ai()  # noqa: SLF001 - the last seat taken: the AI seats may begin
        if (pending == 0 or sequence >= self.target) and not self.ready.is_set():  # the log is read: the room opens
            self._caught_up()

    def _caught_up(self) -> None:
        log.info("table %s open: %s moves (%s from chunks) in %.0f ms", self.code, len(self.match.records),
                 self.from_chunks, 1000 * (time.perf_counter() - self._opened))
        self.ready.set()
        self.host.replaying = False
        self.host._begin()  # noqa: SLF001 - a room begins once its log is read: AI seats, finished matches

    def take(self, entry: dict[str, Any], sequence: int) -> None:
        """One logged move: applied if it is the next one (a move already applied is not applied twice)."""
        self.last = max(self.last, sequence)
        number = entry.get("n")
        if number != len(self.match.records) + 1:
            return
        try:
            action = Action.from_json(entry["action"])
            applied = apply_logged(self.match, int(entry["seat"]), action)
        except (ActionFormatError, KeyError, TypeError, ValueError):
            applied = False
        except Exception:  # a rules defect on a logged move: the table stops here, the service goes on
            log.exception("table %s: logged move %s failed", self.code, number)
            applied = False
        if not applied:
            log.error("table %s: logged move %s does not apply", self.code, number)
            return
        self.recent[number] = [entry["seat"], entry["action"]]  # for the chunk that ends a few moves on
        self.recent.pop(number - 2 * CHUNK_MOVES, None)

    async def sit(self) -> str:
        """A player without a token: the first free remote seat, logged as taken (so no other process gives it
        out), and its token. ProtocolError when every remote seat is taken."""
        from nats.js.errors import APIError

        for _ in range(5):  # another process may log a sit at the same moment: read on and try the next seat
            free = next((s for s in self.host.seats if s.kind == "remote" and not s.claimed), None)
            if free is None:
                raise ProtocolError(protocol.TABLE_FULL, "Every remote seat is taken; join as a spectator.")
            try:
                await self.service.js.publish(
                    SUBJECT + self.code, json.dumps({"type": "sit", "seat": free.index}).encode(),
                    headers={"Nats-Expected-Last-Subject-Sequence": str(self.last)})
                free.claimed = True
                return free.token
            except APIError:
                await asyncio.sleep(0.05)  # the log moved on: its news arrives, then the next free seat
        raise ProtocolError(protocol.TABLE_FULL, "The table is busy seating others; try again.")

    def append(self, seat: int, action: Action, seq: int) -> Any:
        """Write a move just checked on this copy as move seq+1 (a coroutine). It is written only if the log is still
        where this copy stood when it was checked: else it is refused as stale to whoever sent it, and what came
        first arrives from the log (two seats acting at once, two processes, the same process twice)."""
        return self._write(seat, action, seq, self.last)

    async def _write(self, seat: int, action: Action, seq: int, expected: int) -> None:
        from nats.js.errors import APIError

        payload = json.dumps({"type": "move", "n": seq + 1, "seat": seat, "action": action.to_json()}).encode()
        try:
            ack = await self.service.js.publish(SUBJECT + self.code, payload,
                                                headers={"Nats-Expected-Last-Subject-Sequence": str(expected)})
            if (seq + 1) % CHUNK_MOVES == 0:  # this move ends a chunk: the log up to it is exactly what was checked
                moves = [self.recent.get(n) for n in range(seq + 2 - CHUNK_MOVES, seq + 1)]
                if all(move is not None for move in moves):
                    moves.append([seat, action.to_json()])
                    await self._write_chunk({"n": seq + 1, "seq": ack.seq, "sat": sorted(self.sat), "moves": moves})
        except APIError as exc:
            log.info("table %s: move %s not written (%s)", self.code, seq + 1, exc)
            self._refuse_writer(seat, seq)
        except Exception:  # the log cannot be reached: the move is not made; the seat chooses again
            log.exception("table %s: the log cannot be written", self.code)
            self._refuse_writer(seat, seq)
            self.service.thread.loop.call_later(1.0, self.host._drive_ai)  # noqa: SLF001 - AI seats try again

    async def _write_chunk(self, chunk: dict[str, Any]) -> None:
        try:
            await self.service.js.publish(CHUNK_SUBJECT + self.code, json.dumps(chunk).encode(), stream=CHUNKS)
        except Exception as exc:  # noqa: BLE001 - a chunk not written: opening this table reads more of its log
            log.info("table %s: chunk %s not written (%s)", self.code, chunk["n"], exc)

    def _refuse_writer(self, seat: int, seq: int) -> None:
        ref = self.host._refs.pop((seq + 1, seat), None)  # noqa: SLF001
        link = self.host.seats[seat].link
        if link is not None:
            self.host._send(link, refused(protocol.STALE, "Another move was made first; choose again.", ref))  # noqa: SLF001


def apply_logged(match: Match, seat: int, action: Action) -> bool:
    """Apply one move read from a table's log, as `Match.submit` does, but without building the seat's legal moves
    to look for it there: every logged move was checked against the legal moves of this very position (a replica
    of it) before it was written, and written only if the log had not moved on since (expected last subject
    sequence). Listing the alternatives of every move was most of the cost of opening a table from a long log.
    False (nothing changes) when the match is over or the seat may not act now."""
    if match.is_over() or seat not in match.rules.active_seats(match.state):
        return False
    rules = match.rules
    events = tuple(rules.apply(match.state, seat, action))
    # `chance` tells undo where to stop; a served table has no undo, and comparing the random generator's whole
    # state before and after every move cost as much as the move: only the events say it here
    chance = any(e.kind in rules.reveal_events or e.data.get("hidden_revealed") for e in events)
    record = MoveRecord(seat, action, chance, events, rules.turn_number(match.state))
    match.records.append(record)
    for event in events:
        if event.text:
            match.log.append(LogLine(event.seat, event.text, len(match.records) - 1))
    for listener in list(match._listeners):  # noqa: SLF001 - the host hears of it as of any move
        listener(match, record)
    return True


def warm_games() -> None:
    """Load every game's rules and play one move of each before taking players: the first table of a game a process
    opens (a failover, with players waiting) then replays at full speed, not while modules load and caches fill."""
    from baraza.game.registry import game_names

    for name in game_names():
        try:
            spec = get_game(name)
            match = Match(spec.rules, ["remote"] * max(2, spec.min_seats), 1, {})
            seat = match.active_seats()[0]
            match.submit(seat, match.legal_actions(seat)[0])
            messages.state(match, seat)
        except Exception:  # a game that cannot warm up is opened cold, as before
            log.exception("could not warm up %s", name)


class ServeService:
    """The service: one websocket port for every table, each table's log in JetStream."""

    def __init__(self, nats_url: str, bind: str = "0.0.0.0", port: int = 8765, grace: float = 60.0,
                 replicas: int = 1) -> None:
        self.nats_url = nats_url
        self.replicas = replicas  # copies of the stream a NATS cluster keeps (3 on a 3-node cluster)
        self.bind, self.port = bind, port
        self.grace = grace
        self.thread = LoopThread("baraza-serve")
        self.rooms: dict[str, Room] = {}
        self.nc: Any = None
        self.js: Any = None
        self._server: Any = None
        self._opening: dict[str, asyncio.Future] = {}

    def start(self) -> int:
        self.thread.start()
        return self.thread.run(self._start()).result(30)

    async def _start(self) -> int:
        import nats

        self.nc = await nats.connect(servers=self.nats_url.split(","), max_reconnect_attempts=-1,
                                     reconnect_time_wait=0.5)
        self.js = self.nc.jetstream()
        for name, subject in ((STREAM, SUBJECT), (CHUNKS, CHUNK_SUBJECT)):
            with contextlib.suppress(Exception):  # made once for every process; another may have made it already
                await self.js.add_stream(name=name, subjects=[subject + ">"], num_replicas=self.replicas)
        warm_games()
        self._server = await serve(self._link, self.bind, self.port, max_size=protocol.MAX_CLIENT_MESSAGE,
                                   max_queue=4, compression=None, ping_interval=10, ping_timeout=20,
                                   open_timeout=protocol.HELLO_SECONDS)
        self.port = self._server.sockets[0].getsockname()[1]
        self._sweeper = asyncio.ensure_future(self._sweep())
        return self.port

    async def _sweep(self) -> None:
        """Every SWEEP_SECONDS: a finished table nobody is at is closed here (its log stays; it can be opened again)."""
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            for code, room in list(self.rooms.items()):
                if room.match.is_over() and not room.host._links:  # noqa: SLF001
                    del self.rooms[code]
                    room.host._ai.shutdown(wait=False, cancel_futures=True)  # noqa: SLF001
                    with contextlib.suppress(Exception):
                        await room.subscription.unsubscribe()

    def stop(self) -> None:
        if self.thread.alive:
            with contextlib.suppress(Exception):
                self.thread.run(self._stop()).result(10)
            self.thread.stop()

    async def _stop(self) -> None:
        if getattr(self, "_sweeper", None) is not None:
            self._sweeper.cancel()
        if self._server is not None:  # connections close without a goodbye: clients go on at another process
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 5)
        if self.nc is not None:
            with contextlib.suppress(Exception):
                await self.nc.drain()

    # --- connections ------------------------------------------------------------------------------------
    async def _link(self, socket: ServerConnection) -> None:
        created = 0
        while True:
            try:
                frame = await asyncio.wait_for(socket.recv(), protocol.HELLO_SECONDS)
            except Exception:  # noqa: BLE001 - silence, or a connection gone: nothing to answer
                return
            try:
                message = protocol.parse(frame)
                if message["type"] == "create" and created < CREATE_PER_CONNECTION:
                    created += 1
                    await socket.send(protocol.dumps(await self._create(message)))
                    continue
                if message["type"] != "hello":
                    raise ProtocolError(protocol.NOT_JOINED, "Say hello with the join code first.")
                hello = protocol.read_hello(message)
                room = await self._room(hello.code)
                if hello.token is None and not hello.spectate:  # a new player: its seat is logged, then its token
                    frame = json.dumps({**message, "token": await room.sit()})
            except ProtocolError as error:
                with contextlib.suppress(Exception):
                    await socket.send(protocol.dumps(refused(error.code, error.reason)))
                    await socket.close(1008, error.reason[:120])
                return
            await room.host.serve_link(socket, frame)
            return

    async def _create(self, message: dict[str, Any]) -> dict[str, Any]:
        """A new table from a `create` message: its code (the creator then says hello like anyone)."""
        try:
            spec = get_game(str(message.get("game")))
        except (KeyError, ValueError, ImportError):
            raise ProtocolError(protocol.MALFORMED, "No such game here.") from None
        seats = message.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise ProtocolError(protocol.MALFORMED, "A table needs a list of seat kinds.")
        try:
            check_seat_kinds(seats, spec.seat_kinds())
            spec.check_seats(seats)
            options = spec.check_options(message.get("options") or {})
        except ValueError as exc:
            raise ProtocolError(protocol.MALFORMED, str(exc)[:200]) from None
        if "human" in seats:
            raise ProtocolError(protocol.MALFORMED, "A served table has no player of its own: use remote seats.")
        code = protocol.new_join_code()
        seed = random.SystemRandom().randrange(1, 2**31)
        match = Match(spec.rules, seats, seed, options)
        meta = {"type": "table", "game": spec.name, "seats": seats, "seed": seed, "options": options,
                "tokens": [protocol.new_token() if kind == "remote" else None for kind in seats],
                "match_id": match.match_id, "away_ai": message.get("away_ai") if message.get("away_ai") in
                spec.seat_kinds() and message.get("away_ai") != "human" else None}
        await self.js.publish(SUBJECT + code, json.dumps(meta).encode(),
                              headers={"Nats-Expected-Last-Subject-Sequence": "0"})
        return {"v": protocol.VERSION, "type": "created", "code": code}

    async def _room(self, code: str) -> Room:
        """The table `code` in this process: opened from its log the first time (ProtocolError: no such table)."""
        if code in self.rooms:
            await self.rooms[code].ready.wait()
            return self.rooms[code]
        if code in self._opening:
            return await asyncio.shield(self._opening[code])
        if len(self.rooms) >= MAX_TABLES:
            raise ProtocolError(protocol.TABLE_FULL, "This server holds all the tables it can; try another.")
        future: asyncio.Future = self.thread.loop.create_future()
        self._opening[code] = future
        try:
            room = await self._open(code)
            future.set_result(room)
            return room
        except ProtocolError as error:
            future.set_exception(error)
            future.exception()  # retrieved: a waiter that came too late sees it through the shield
            raise
        finally:
            self._opening.pop(code, None)

    async def _open(self, code: str) -> Room:
        from nats.js.errors import NotFoundError

        if not (len(code) == protocol.CODE_LENGTH and all(c in protocol.CODE_ALPHABET for c in code)):
            raise ProtocolError(protocol.WRONG_CODE, "That join code is not a table's.")
        try:
            first = await self.js.get_msg(STREAM, subject=SUBJECT + code, seq=1, next=True)
        except NotFoundError:
            await asyncio.sleep(protocol.WRONG_CODE_PAUSE)
            raise ProtocolError(protocol.WRONG_CODE, "That join code is not a table's.") from None
        try:
            meta = json.loads(first.data)
            room = Room(self, code, meta)
        except (ValueError, KeyError, TypeError) as exc:
            raise ProtocolError(protocol.MALFORMED, f"That table's log cannot be read ({exc}).") from None
        self.rooms[code] = room
        await room.open(first.seq)
        await asyncio.wait_for(room.ready.wait(), 30)
        return room


async def _ask_create(address: str, game: str, seats: list[str], options: dict[str, Any]) -> str:
    from websockets.exceptions import ConnectionClosed, InvalidHandshake

    from baraza.game.net.client import split_address

    problem: Exception | None = None
    for part in address.split(",")[:8]:  # any process of the service will do (one may be going away)
        try:
            return await _ask_one(*split_address(part), game, seats, options)
        except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError) as exc:
            problem = exc
    raise OSError(str(problem or "no address"))


async def _ask_one(host: str, port: int, game: str, seats: list[str], options: dict[str, Any]) -> str:
    from websockets.asyncio.client import connect

    async with connect(f"ws://{host}:{port}", open_timeout=10, compression=None) as socket:
        await socket.send(json.dumps({"v": protocol.VERSION, "type": "create", "game": game, "seats": seats,
                                      "options": options}))
        answer = json.loads(await asyncio.wait_for(socket.recv(), 15))
    if answer.get("type") != "created":
        raise ValueError(str(answer.get("reason", "the server did not make the table")))
    return str(answer["code"])


def create_table(address: str, game: str, seats: list[str], options: dict[str, Any] | None = None) -> str:
    """Ask the `baraza serve` at `address` for a new table; its join code (ValueError with the server's reason)."""
    try:
        return asyncio.run(_ask_create(address, game, seats, dict(options or {})))
    except OSError as exc:
        raise ValueError(f"nobody answers at {address} ({exc.strerror or exc})") from None


async def read_log(nats_url: str, code: str) -> list[dict[str, Any]]:
    """A table's whole log as written (its table message, seats taken, moves): for checks and tools."""
    import nats
    from nats.js.api import DeliverPolicy
    from nats.js.errors import NotFoundError

    nc = await nats.connect(servers=nats_url.split(","))
    js = nc.jetstream()
    entries: list[dict[str, Any]] = []
    try:
        try:
            last = (await js.get_last_msg(STREAM, SUBJECT + code)).seq
        except NotFoundError:
            return entries
        subscription = await js.subscribe(SUBJECT + code, ordered_consumer=True, deliver_policy=DeliverPolicy.ALL)
        while True:  # one consumer for the whole subject (a request per message took minutes for many long logs)
            msg = await subscription.next_msg(timeout=30)
            entries.append(json.loads(msg.data))
            if msg.metadata.sequence.stream >= last:
                return entries
    finally:
        await nc.close()
