"""A client of a hosted table: it joins with the address and the join code, puts every message from the host in
`messages` (a thread-safe queue the window or console drains) and sends actions for its seat. When the
connection drops it comes back by itself with its seat token and the last sequence number it saw, and the host
replays what it missed or sends the whole table again."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import json
import queue
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from baraza.game.core.action import Action
from baraza.game.net import protocol
from baraza.game.net.loop_thread import LoopThread

RETRY_SECONDS = (0.1, 0.2, 0.5, 1.0, 2.0)  # waits between reconnection attempts, the last one repeated
RETRIES = 40  # attempts in a row before the client gives up (about a minute and a quarter)
FIRST_TRIES = 3  # attempts before giving up on a table never reached (a mistyped address)
NEXT_ADDRESS_SECONDS = 0.01  # a service of several processes: after a drop or a refusal, the next one at once
FINAL = {protocol.WRONG_CODE, protocol.BAD_TOKEN, protocol.TABLE_FULL, protocol.VERSION_MISMATCH}


def split_address(address: str) -> tuple[str, int]:
    """'host:port' (or '[v6]:port') as (host, port); ValueError with one line when it is not one."""
    host, sep, port = address.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"an address is host:port, such as 192.168.1.20:8765, not '{address}'")
    return host, int(port)


def connection_note(state: str, reason: str = "") -> dict[str, Any]:
    """A message the client itself puts in the queue about its connection (type "connection")."""
    return {"v": protocol.VERSION, "type": "connection", "state": state, "reason": reason}


class TableClient:
    """Joins the table at `address` with `code`. With `token` it takes back a seat it held (from `last_seq`);
    `spectate` asks for the public view. `notify` is called after each message is queued (to wake a window)."""

    def __init__(
        self,
        address: str,
        code: str,
        *,
        token: str | None = None,
        last_seq: int = 0,
        spectate: bool = False,
        name: str = "",
        reconnect: bool = True,
        notify: Callable[[], None] | None = None,
        thread: LoopThread | None = None,
    ) -> None:
        # "a:1,b:2": the processes of one `baraza serve`; after a failed attempt the client tries the next one
        self.addresses = [split_address(part) for part in address.split(",")[:8]]
        self.host, self.port = self.addresses[0]
        self.code = code.strip().upper()
        self.token = token
        self.seq = last_seq  # the latest sequence number seen
        self.seat: int | None = None
        self.spectate = spectate
        self.name = name
        self.reconnect = reconnect
        self.messages: queue.Queue = queue.Queue()
        self.reconnects = 0
        self._notify = notify
        self._refs = itertools.count(1)
        # its own asyncio thread, or one it shares with many clients (a soak running many tables' players at once)
        self._own_thread = thread is None
        self._thread = thread or LoopThread("baraza-client")
        self._running: concurrent.futures.Future | None = None
        self._socket: ClientConnection | None = None
        self._stopping = False
        self._rematch = False  # the connection ended for a rematch: coming back is expected, not news

    # --- any thread -----------------------------------------------------------------------------------------
    def start(self) -> None:
        if self._own_thread:
            self._thread.start()
        self._running = self._thread.run(self._run())

    def stop(self) -> None:
        self._stopping = True
        if self._thread.alive:
            with contextlib.suppress(Exception):
                self._thread.call(self._close_now).result(5)
            if self._own_thread:
                self._thread.stop()
            elif self._running is not None:  # a shared thread goes on: this client's task ends (or is ended)
                try:
                    self._running.result(2)
                except Exception:  # noqa: BLE001 - still connecting or waiting to retry: cut short
                    self._running.cancel()

    def submit(self, action: Action, seq: int | None = None) -> int:
        """Send `action` for this client's seat, made on the table at `seq` (default: the latest seen);
        returns the ref the host echoes in the update of the move, or in its refusal."""
        ref = next(self._refs)
        self.send({"v": protocol.VERSION, "type": "act", "token": self.token,
                   "seq": self.seq if seq is None else seq, "action": action.to_json(), "ref": ref})
        return ref

    def send(self, message: Any) -> concurrent.futures.Future:
        """Send any message as it is (text, or bytes as a binary frame; a dict as JSON): tests use it to be
        rude. Dropped when not connected; the future says whether it went."""
        return self._thread.call(self._send_now, message)

    def drop(self) -> None:
        """Cut the connection without a goodbye, as a network failure would (the client then comes back)."""
        self._thread.call(self._abort)

    # --- the client's thread ----------------------------------------------------------------------------------
    def _send_now(self, message: Any) -> bool:
        if self._socket is None:
            return False
        data = json.dumps(message) if isinstance(message, dict) else message
        task = asyncio.ensure_future(self._socket.send(data))
        task.add_done_callback(lambda t: t.cancelled() or t.exception())  # a send on a dying socket is no error
        return True

    def _abort(self) -> None:
        if self._socket is not None and self._socket.transport is not None:
            self._socket.transport.abort()

    def _close_now(self) -> None:
        if self._socket is not None:
            asyncio.ensure_future(self._socket.close())

    def _put(self, message: dict) -> None:
        self.messages.put(message)
        if self._notify is not None:
            self._notify()

    async def _run(self) -> None:
        failures = 0
        ever_joined = False
        while not self._stopping:
            final, joined = await self._session()
            ever_joined = ever_joined or joined
            if final or self._stopping or not self.reconnect:
                self._put(connection_note("closed", final or ""))
                return
            failures = 0 if joined else failures + 1
            rounds = failures // len(self.addresses)  # every address tried once more
            if rounds >= (RETRIES if ever_joined else FIRST_TRIES):
                where = f"{self.host}:{self.port}"
                self._put(connection_note("closed", f"The table at {where} cannot be reached." if ever_joined
                                          else f"Nobody answers at {where}."))
                return
            if joined and not self._rematch:
                self._put(connection_note("lost"))
            self._rematch = False
            wait = RETRY_SECONDS[min(rounds, len(RETRY_SECONDS) - 1)]
            if len(self.addresses) > 1:  # the next process of the service (they share every table), at once
                index = (self.addresses.index((self.host, self.port)) + 1) % len(self.addresses)
                self.host, self.port = self.addresses[index]
                if failures % len(self.addresses) or failures == 0:  # back off only once every one was tried
                    wait = NEXT_ADDRESS_SECONDS
            await asyncio.sleep(wait)
            self.reconnects += 1

    async def _session(self) -> tuple[str | None, bool]:
        """One connection, from hello to its end: (why to stop for good or None, whether it got in)."""
        joined = False
        try:
            async with connect(f"ws://{self.host}:{self.port}", max_size=protocol.MAX_HOST_MESSAGE,
                               compression=None, open_timeout=10, ping_interval=10, ping_timeout=20) as socket:
                self._socket = socket
                hello = {"v": protocol.VERSION, "type": "hello", "code": self.code, "last_seq": self.seq,
                         "name": self.name}
                if self.token is not None:
                    hello["token"] = self.token
                elif self.spectate:
                    hello["spectate"] = True
                await socket.send(json.dumps(hello))
                async for frame in socket:
                    message = json.loads(frame)
                    kind = message.get("type")
                    if kind == "welcome":
                        joined = True
                        self.seat = message.get("seat")
                        self.token = message.get("token", self.token)
                        self._put(connection_note("joined"))
                    if isinstance(message.get("seq"), int) and kind in ("state", "update"):
                        self.seq = message["seq"]
                    self._put(message)
                    if kind == "bye":
                        return message.get("reason", "The host closed the table."), joined
                    if kind == "rematch":  # the same table starts a new match: come back to it with this token
                        self.seq = 0
                        self._rematch = True
                        return None, joined
                    if kind == "refused" and message.get("code") in FINAL and not joined:
                        return message.get("reason", ""), joined
        except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, json.JSONDecodeError):
            pass
        except InvalidURI as exc:
            return str(exc), joined
        finally:
            self._socket = None
        return None, joined
