"""The authoritative host: it runs the `Match` and its AI seats and trusts no client.

Everything that touches the match runs on the host's own asyncio thread (`LoopThread`); AI seats think in a
worker thread (`ai_executor`) and their answers come back to the loop, where a ticket drops an answer to a
position that has moved on. Each seat is sent only what `messages` builds for it. The host's own players
(seat kind "human") get the same messages in the `local` queue and act through `submit`, both thread-safe.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import queue
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.core.match import Match, MoveRecord, Submission
from baraza.game.net import messages, protocol
from baraza.game.net.loop_thread import LoopThread
from baraza.game.net.protocol import ProtocolError, refused
from baraza.game.net.seats import LOCAL, REMOTE, Seat

log = logging.getLogger(__name__)

OUTBOX_LIMIT = 512  # messages waiting for a slow client; beyond, it is closed and comes back with a fresh state


@dataclass(eq=False)
class Link:
    """One client connection: its seat (None: a spectator, or not yet joined), what waits to be sent to it,
    its message allowance and its refusals in a row."""

    socket: ServerConnection
    seat: int | None = None
    joined: bool = False
    outbox: asyncio.Queue = field(default_factory=lambda: asyncio.Queue(OUTBOX_LIMIT))
    closing: bool = False
    allowance: float = float(protocol.RATE_BURST)
    refilled: float = field(default_factory=time.monotonic)
    strikes: int = 0

    def spend(self) -> bool:
        """Take one message from the allowance (a token bucket); False when it is used up."""
        now = time.monotonic()
        self.allowance = min(protocol.RATE_BURST, self.allowance + (now - self.refilled) * protocol.RATE_PER_SECOND)
        self.refilled = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


class TableHost:
    """Hosts one match. `seat_kinds` are "remote", "human" (the host's own player) or the game's AI kinds;
    `make_agent(kind, seat)` builds an AI seat's agent. A remote player away longer than `grace_seconds` is
    replaced by `away_ai` (an AI kind) until it comes back; None leaves its seat waiting."""

    def __init__(
        self,
        match: Match,
        make_agent: Callable[[str, int], Agent],
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        code: str | None = None,
        grace_seconds: float = 60.0,
        away_ai: str | None = None,
        hello_seconds: float = protocol.HELLO_SECONDS,
        notify: Callable[[], None] | None = None,
        wait_for_seats: bool = False,
        tokens: list[str | None] | None = None,
        on_moved: Callable[[Match], None] | None = None,
        thread: LoopThread | None = None,
    ) -> None:
        self.match = match
        self.code = code or protocol.new_join_code()
        self.seats = [Seat(i, kind) for i, kind in enumerate(match.seats)]
        for seat, token in zip(self.seats, tokens or [], strict=False):  # a reopened table: its friends' old keys
            if token:
                seat.token = token
        self.on_moved = on_moved  # after every move, on the host's thread (the autosave; game/net/keeper.py)
        self.local: queue.Queue = queue.Queue()  # (seat, message) for the host's own players
        self.finished = concurrent.futures.Future()  # set (to the match) when the match is over
        self.grace_seconds = grace_seconds
        self.away_ai = away_ai
        self.hello_seconds = hello_seconds
        self.wait_for_seats = wait_for_seats  # nobody moves (AI seats neither) until every remote seat is taken
        self._make_agent = make_agent
        self._agents: dict[tuple[int, str], Agent] = {}
        self._notify = notify
        self._bind = (host, port)
        # A table of its own has its own loop and listens; a room of `baraza serve` shares the service's loop, is
        # handed its connections (serve_link) and applies only what its match log holds (see `append`).
        self._own_thread = thread is None
        self._thread = thread or LoopThread("baraza-host")
        self.append: Callable[[int, Action, int], Any] | None = None  # async: log a checked move (game/net/serve.py)
        self._refs: dict[tuple[int, int], int] = {}  # (move number, seat) -> the ref of an intent being logged
        self.replaying = False  # moves applied now are old news: nobody is told, no AI is asked
        self._ai = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="baraza-host-ai")
        self._thinking: dict[int, int] = {}  # seat -> the seq its AI is choosing for
        self._links: set[Link] = set()
        self._pending = 0  # connections that have not said a right hello yet
        self._server: Any = None
        self._ref: tuple[int, int] | None = None  # (seat, ref) of the intent being applied, echoed in its update
        self.port = 0
        self.stats = {"accepted": 0, "refused": 0, "closed_for_abuse": 0}
        match.add_listener(self._on_move)

    # --- life (any thread) ------------------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Listen, and start the AI seats; returns (host, port) once connections are accepted."""
        if self._own_thread:
            self._thread.start()
            self._thread.run(self._listen()).result(10)
        self._thread.call(self._begin).result(10)
        return self._bind[0], self.port

    def _begin(self) -> None:
        for seat in self.seats:
            if seat.kind == LOCAL:
                self._to_local(seat.index, messages.state(self.match, seat.index))
        self._broadcast_seats()  # the host's own player learns at once which friends are still to join
        if self.match.is_over():
            self.finished.set_result(self.match)
        self._drive_ai()

    def stop(self) -> None:
        if self._thread.alive:
            with contextlib.suppress(Exception):
                self._thread.run(self._close_all("The host closed the table.")).result(5)
            if self._own_thread:
                self._thread.stop()
        self._ai.shutdown(wait=False, cancel_futures=True)

    def hand_over(self) -> None:
        """Close for a rematch at the same table: the players are told to come back (not a goodbye), then the
        port is freed for the new match's host (waits for it: call it off the frame thread)."""
        if self._thread.alive:
            with contextlib.suppress(Exception):
                self._thread.run(self._rematch_all()).result(5)
        self.stop()

    async def _rematch_all(self) -> None:
        for link in list(self._links):
            if link.joined:
                self._send(link, messages.rematch())
                self._close(link, 1012, "A rematch at the same table.")
        for _ in range(50):
            if not self._links:
                break
            await asyncio.sleep(0.02)

    def submit(self, seat: int, action: Action) -> concurrent.futures.Future:
        """The host's own player (a "human" seat) acts; the future holds the `Submission`."""
        return self._thread.call(self._submit_local, seat, action)

    def call(self, function: Callable[..., Any], *args: Any) -> concurrent.futures.Future:
        """Run `function(*args)` on the host's thread (to read the match while it is live)."""
        return self._thread.call(function, *args)

    # --- listening ----------------------------------------------------------------------------------------
    async def _listen(self) -> None:
        self._server = await serve(
            self._serve_link, self._bind[0], self._bind[1],
            max_size=protocol.MAX_CLIENT_MESSAGE, max_queue=4, compression=None,
            ping_interval=10, ping_timeout=20, open_timeout=self.hello_seconds,
        )
        self.port = self._server.sockets[0].getsockname()[1]

    async def _close_all(self, reason: str) -> None:
        for link in list(self._links):
            self._send(link, messages.bye(reason))
            self._close(link, 1001, "The host closed the table.")
        for _ in range(100):  # let the writers flush what is queued (the last moves, then the goodbye)
            if not self._links:
                break
            await asyncio.sleep(0.02)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def serve_link(self, socket: ServerConnection, hello: str) -> None:
        """A connection a service (game/net/serve.py) found to be for this table, with the hello it already read."""
        await self._serve_link(socket, hello)

    async def _serve_link(self, socket: ServerConnection, hello: str | None = None) -> None:
        if len(self._links) >= protocol.MAX_CONNECTIONS or self._pending >= protocol.MAX_PENDING:
            await socket.close(1013, "The table is busy; try again later.")
            return
        link = Link(socket)
        self._links.add(link)
        self._pending += 1
        writer = asyncio.create_task(self._write(link))
        try:
            if await self._greet(link, hello):
                await self._read(link)
        except ConnectionClosed:
            pass
        finally:
            if not link.joined:
                self._pending -= 1
            self._links.discard(link)
            self._dropped(link)
            if link.closing:  # let the refusal and the close with its reason go out before the handler ends
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(writer, 2.0)
            writer.cancel()

    async def _write(self, link: Link) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                item = await link.outbox.get()
                if isinstance(item, tuple):  # (close code, reason): the last thing sent
                    await link.socket.close(*item)
                    return
                await link.socket.send(item)

    def _send(self, link: Link, message: dict | str) -> None:
        """Queue `message` (a dict, or one already serialised) for `link`'s writer."""
        try:
            link.outbox.put_nowait(message if isinstance(message, str) else protocol.dumps(message))
        except asyncio.QueueFull:  # a client that does not read: close it; it comes back to a fresh state
            self._close(link, 1008, "Too far behind; reconnect for a fresh table.")

    def _close(self, link: Link, code: int, reason: str) -> None:
        link.closing = True
        while True:  # make room: the close goes out next
            try:
                link.outbox.put_nowait((code, reason))
                return
            except asyncio.QueueFull:
                link.outbox.get_nowait()

    def _refuse(self, link: Link, error: ProtocolError, ref: int | None = None) -> None:
        self.stats["refused"] += 1
        link.strikes += error.strike
        self._send(link, refused(error.code, error.reason, ref))
        if link.strikes >= protocol.MAX_STRIKES:
            self.stats["closed_for_abuse"] += 1
            self._close(link, 1008, "Too many refused messages.")

    # --- joining ------------------------------------------------------------------------------------------
    async def _greet(self, link: Link, frame: str | None = None) -> bool:
        """Read the hello (unless a service already has): the right code, then a seat (by token, or the next free
        remote seat) or a spectator's chair. False: refused, and the connection closes."""
        try:
            frame = frame if frame is not None else await asyncio.wait_for(link.socket.recv(), self.hello_seconds)
        except TimeoutError:
            self._close(link, 1008, "No hello.")
            return False
        try:
            message = protocol.parse(frame)
            if message["type"] != "hello":
                raise ProtocolError(protocol.NOT_JOINED, "Say hello with the join code first.")
            hello = protocol.read_hello(message)
            if not protocol.same_secret(hello.code, self.code):
                await asyncio.sleep(protocol.WRONG_CODE_PAUSE)
                raise ProtocolError(protocol.WRONG_CODE, "That join code is not this table's.")
            seat = self._seat_for(hello)
        except ProtocolError as error:
            self.stats["refused"] += 1
            self._send(link, refused(error.code, error.reason))
            self._close(link, 1008, error.reason[:120])
            return False
        link.joined = True
        self._pending -= 1
        self._sit(link, seat, hello.last_seq)
        return True

    def _seat_for(self, hello: protocol.Hello) -> Seat | None:
        if hello.token is not None:
            for seat in self.seats:  # a seat not claimed yet takes its token too: a friend back at a reopened table
                if seat.kind == REMOTE and protocol.same_secret(hello.token, seat.token):
                    seat.claimed = True
                    return seat
            raise ProtocolError(protocol.BAD_TOKEN, "That seat token is not one of this table's.")
        if hello.spectate:
            if sum(1 for link in self._links if link.joined and link.seat is None) >= protocol.MAX_SPECTATORS:
                raise ProtocolError(protocol.TABLE_FULL, "There is no more room for spectators.")
            return None
        for seat in self.seats:
            if seat.kind == REMOTE and not seat.claimed:
                seat.claimed = True
                return seat
        raise ProtocolError(protocol.TABLE_FULL, "Every remote seat is taken; join as a spectator.")

    def _sit(self, link: Link, seat: Seat | None, last_seq: int) -> None:
        index = None if seat is None else seat.index
        link.seat = index
        if seat is not None:
            if seat.link is not None:  # the same player on a new connection: the old one is dead or stale
                self._send(seat.link, messages.bye("This seat was taken up by a new connection."))
                self._close(seat.link, 1000, "Replaced.")
                seat.link.seat = None
            seat.link = link
            seat.away_since = None
            seat.away_epoch += 1
            seat.stand_in = None
            self._thinking.pop(seat.index, None)  # an AI answer for the returning player is no longer wanted
        limits = {"max_message": protocol.MAX_CLIENT_MESSAGE, "rate_per_second": protocol.RATE_PER_SECOND,
                  "burst": protocol.RATE_BURST, "max_strikes": protocol.MAX_STRIKES, "max_depth": protocol.MAX_DEPTH}
        token = seat.token if seat is not None else None
        self._send(link, messages.welcome(self.match, index, token, limits))
        self._broadcast_seats()
        self._thread.loop.call_soon(self._drive_ai)  # a table that waited for its last friend starts now
        missed = [(n, text) for n, text in seat.history if n > last_seq] if seat is not None else []
        seq = len(self.match.records)
        if last_seq > 0 and missed and missed[0][0] == last_seq + 1 and missed[-1][0] == seq:
            for _, text in missed:
                self._send(link, text)
        else:
            self._send(link, messages.state(self.match, index))

    def _dropped(self, link: Link) -> None:
        if link.seat is None:
            return
        seat = self.seats[link.seat]
        if seat.link is not link:
            return
        seat.link = None
        seat.away_since = self._thread.loop.time()
        seat.away_epoch += 1
        self._broadcast_seats()
        if self.away_ai is not None and not self.match.is_over():
            self._thread.loop.call_later(self.grace_seconds, self._stand_in, seat.index, seat.away_epoch)

    def _stand_in(self, index: int, epoch: int) -> None:
        seat = self.seats[index]
        if seat.away and seat.away_epoch == epoch and not self.match.is_over():
            seat.stand_in = self.away_ai
            self._broadcast_seats()
            self._drive_ai()

    def _broadcast_seats(self) -> None:
        names = self.match.seat_names()
        message = messages.seats([s.row(names[s.index]) for s in self.seats])
        for link in list(self._links):
            if link.joined:
                self._send(link, message)
        for seat in self.seats:
            if seat.kind == LOCAL:
                self._to_local(seat.index, message)

    # --- reading intents ----------------------------------------------------------------------------------
    async def _read(self, link: Link) -> None:
        async for frame in link.socket:
            if link.closing:
                return
            if not link.spend():
                self._refuse(link, ProtocolError(protocol.RATE, "Too many messages; slow down."))
                continue
            ref = None
            try:
                message = protocol.parse(frame)
                if message["type"] == "ping":
                    self._send(link, {"v": protocol.VERSION, "type": "pong"})
                    continue
                if message["type"] != "act":
                    raise ProtocolError(protocol.UNKNOWN_TYPE, "Already joined: send acts.")
                intent = protocol.read_intent(message)
                ref = intent.ref
                self._act(link, intent)
                link.strikes = 0
                self.stats["accepted"] += 1
            except ProtocolError as error:
                self._refuse(link, error, ref)

    def _act(self, link: Link, intent: protocol.Intent) -> None:
        if link.seat is None:
            raise ProtocolError(protocol.NOT_A_SEAT, "A spectator cannot act.")
        seat = self.seats[link.seat]
        if not protocol.same_secret(intent.token, seat.token):
            raise ProtocolError(protocol.WRONG_SEAT, "That token is not this connection's seat.")
        self._apply(seat.index, intent.action, intent.seq, intent.ref)

    def _apply(self, index: int, action: Action, seq: int | None, ref: int | None = None) -> None:
        """Submit one intent to the match, or raise ProtocolError with the reason it is refused."""
        if self.match.is_over():
            raise ProtocolError(protocol.MATCH_OVER, "The match is over.")
        moves = len(self.match.records)
        if seq is not None and seq != moves:
            # one move behind, and not this seat's own: it lost a race to another seat acting at the same time
            raced = seq == moves - 1 and self.match.records[-1].seat != index
            raise ProtocolError(protocol.STALE, f"The table is at move {moves}, not {seq}.", strike=not raced)
        if index not in self.match.active_seats():
            raise ProtocolError(protocol.NOT_YOUR_TURN, "It is not your turn.")
        if self.wait_for_seats and not self.everyone_seated():
            raise ProtocolError(protocol.NOT_YOUR_TURN, "The table starts once every friend has joined.")
        if self.append is not None:  # a service's room: the move is logged first, and applied as the log brings it
            if action not in self.match.legal_actions(index):
                raise ProtocolError(protocol.ILLEGAL, "That move is not allowed now.")
            if ref is not None:
                self._refs[(moves + 1, index)] = ref
            self._thread.loop.create_task(self.append(index, action, moves))
            return
        self._ref = (index, ref) if ref is not None else None
        try:
            result = self.match.submit(index, action)
        except Exception:  # a rules defect: refuse the move, keep the table open
            log.exception("the rules failed on %s", action)
            raise ProtocolError(protocol.ILLEGAL, "The table could not apply that move.") from None
        finally:
            self._ref = None
        if not result.ok:
            raise ProtocolError(protocol.ILLEGAL, result.reason)

    def _submit_local(self, index: int, action: Action) -> Submission:
        if not 0 <= index < len(self.seats) or self.seats[index].kind != LOCAL:
            return Submission(False, "That seat is not played at this machine.")
        try:
            self._apply(index, action, None)
        except ProtocolError as error:
            return Submission(False, error.reason)
        return Submission(True)

    # --- after every move ---------------------------------------------------------------------------------
    def keys(self) -> dict[str, Any]:
        """What reopens this table for the same friends: its code, each seat's token (None for seats that are not
        remote) and its port. Kept in the host's autosave (Match.hosting)."""
        return {"code": self.code, "port": self.port,
                "tokens": [seat.token if seat.kind == REMOTE else None for seat in self.seats]}

    def _on_move(self, match: Match, record: MoveRecord) -> None:
        if self.replaying:  # a service's room reading its log: nobody is at the table yet (serve.py)
            return
        try:
            self._tell_move(match, record)
        except Exception:  # a view the codec cannot send: the move stands; a client that misses it resyncs
            log.exception("could not send move %s to every seat", len(match.records))
        if self.on_moved is not None:
            try:
                self.on_moved(match)
            except Exception:  # a full disk must not stop the table
                log.exception("the host could not keep move %s", len(match.records))
        if match.is_over():
            self._send_records(match)
            if not self.finished.done():
                self.finished.set_result(match)
        else:
            self._thread.loop.call_soon(self._drive_ai)

    def _tell_move(self, match: Match, record: MoveRecord) -> None:
        ref = self._ref[1] if self._ref is not None and self._ref[0] == record.seat else None
        ref = self._refs.pop((len(match.records), record.seat), ref)
        for seat in self.seats:
            if seat.kind != LOCAL and not (seat.kind == REMOTE and seat.claimed):
                continue  # nobody reads this seat's messages (an AI seat, a remote seat not yet taken)
            message = messages.update(match, record, seat.index, ref)
            # Kept as text: a server's many tables keep thousands of these, and strings cost the collector nothing
            # (as nested dicts they made its full collections last hundreds of milliseconds).
            text = protocol.dumps(message)
            seat.history.append((message["seq"], text))
            if seat.link is not None:
                self._send(seat.link, text)
            if seat.kind == LOCAL:
                self._to_local(seat.index, message)
        spectators = [link for link in self._links if link.joined and link.seat is None]
        if spectators:
            public = protocol.dumps(messages.update(match, record, None))  # serialised once for them all
            for link in spectators:
                self._send(link, public)

    def _send_records(self, match: Match) -> None:
        """The match is over: each remote player present gets its record, for its own History."""
        for seat in self.seats:
            if seat.kind == REMOTE and seat.link is not None:
                try:
                    self._send(seat.link, messages.record(match, seat.index))
                except Exception:  # a record that cannot be built costs a History entry, never the table
                    log.exception("no record for seat %s", seat.index)

    def _to_local(self, index: int, message: dict) -> None:
        self.local.put((index, message))
        if self._notify is not None:
            self._notify()

    # --- AI seats ---------------------------------------------------------------------------------------
    def everyone_seated(self) -> bool:
        return all(seat.claimed for seat in self.seats if seat.kind == REMOTE)

    def _drive_ai(self) -> None:
        """Ask every active AI-played seat for a move (once per position)."""
        if self.match.is_over() or (self.wait_for_seats and not self.everyone_seated()):
            return
        seq = len(self.match.records)
        for index in self.match.active_seats():
            kind = self.seats[index].controller()
            if kind is None or self._thinking.get(index) == seq:
                continue
            self._thinking[index] = seq
            agent = self._agent(index, kind)
            view, legal = self.match.view(index), self.match.legal_actions(index)
            job = self._thread.loop.run_in_executor(self._ai, _choose, agent, self.match.rules, view, index, legal)
            job.add_done_callback(lambda done, i=index, k=kind, s=seq: self._ai_answered(done, i, k, s))

    def _agent(self, index: int, kind: str) -> Agent:
        key = (index, kind)
        if key not in self._agents:
            self._agents[key] = self._make_agent(kind, index)
        return self._agents[key]

    def _ai_answered(self, done: asyncio.Future, index: int, kind: str, seq: int) -> None:
        if done.cancelled() or self._thinking.get(index) != seq:
            return
        self._thinking.pop(index, None)
        if seq != len(self.match.records) or self.seats[index].controller() != kind:
            self._drive_ai()  # the position moved on (another seat acted) or a person took the seat back
            return
        action = done.result()
        try:
            self._apply(index, action, seq)
        except ProtocolError as error:
            log.warning("AI seat %s chose a refused move (%s); playing its first legal move", index, error.reason)
            self._apply(index, self.match.legal_actions(index)[0], seq)


def _choose(agent: Agent, rules: Any, view: Any, seat: int, legal: list[Action]) -> Action:
    """An AI's choice, in the AI thread; a failing agent plays the first legal move rather than stall the table."""
    try:
        return agent.choose(rules, view, seat, legal)
    except Exception:
        log.exception("an AI seat failed; it plays its first legal move")
        return legal[0]
