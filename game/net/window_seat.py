"""What a window needs to host or join a table: the host started on its own thread with this machine's player at
one seat, or a client whose welcome builds the seat's `NetMatch`. The window then plays on its game's own table.

Nothing here waits on the network for long on the caller's thread: `host_table` only binds a socket (the host's
loop thread does the rest), and `JoinAttempt.poll` reads what has arrived without blocking.
"""

from __future__ import annotations

import queue
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from baraza.game.core.match import Match
from baraza.game.net import protocol
from baraza.game.net.client import TableClient, split_address
from baraza.game.net.host import TableHost
from baraza.game.net.keeper import HostedKeeper
from baraza.game.net.net_match import ClientLink, HostSeatLink, NetMatch
from baraza.game.net.seats import LOCAL, REMOTE
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.registry import get_game

DEFAULT_PORT = 8765
GRACE_SECONDS = 60.0  # an away friend's seat waits this long before the AI plays it for them


def lan_address() -> str:
    """This machine's address on the local network, as others reach it (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def check_hosted_seats(kinds: list[str]) -> str:
    """Why these seats cannot be hosted from a window ("" when they can): one player here, at least one friend."""
    if REMOTE not in kinds:
        return ""
    if kinds.count(LOCAL) != 1:
        return "A table you host has you at one seat: choose Human for exactly one seat, Friend or AI for the others."
    return ""


def away_level(game: str) -> str:
    """The AI kind that plays for a friend away longer than the grace: the game's middle level."""
    levels = get_game(game).ai_levels
    return f"ai:{'normal' if 'normal' in levels else levels[len(levels) // 2]}"


def start_host(match: Match, *, notify: Callable[[], None] | None = None, bind: str = "0.0.0.0",
               port: int = DEFAULT_PORT, writer: AutosaveWriter | None = None, any_port: bool = True,
               **host_args: Any) -> TableHost:
    """A started host for `match`. A match reopened from its autosave (`match.hosting`) gets its old code, tokens and
    port back, so its friends' clients return by themselves; `port` is used otherwise, and any free port when the
    wanted one is busy (unless not `any_port`). With `writer` the host keeps the autosave and the History record. OSError: nothing bound."""
    spec = get_game(match.game)
    kept = match.hosting or {}
    port = kept.get("port", port)
    for attempt in (port, 0) if any_port and port else (port,):
        host = TableHost(match, lambda kind, seat: spec.make_agent(kind, seat, match.seed), host=bind, port=attempt,
                         code=kept.get("code"), tokens=kept.get("tokens"), notify=notify,
                         on_moved=HostedKeeper(writer).moved if writer is not None else None, **host_args)
        try:
            host.start()
            break
        except OSError:
            host.stop()
            if attempt == 0 or not any_port:
                raise
    match.hosting = host.keys()
    if writer is not None:
        host.call(host.on_moved, match).result(10)  # kept at once: a host that dies before a move reopens too
    return host


def host_table(match: Match, *, notify: Callable[[], None] | None = None, bind: str = "0.0.0.0",
               port: int = DEFAULT_PORT, address: str | None = None, writer: AutosaveWriter | None = None) -> NetMatch:
    """Host `match` (its seats: one "human", the rest "remote" or AI kinds) and return the hosting window's match.
    See `start_host`."""
    spec = get_game(match.game)
    host = start_host(match, notify=notify, bind=bind, port=port, writer=writer, grace_seconds=GRACE_SECONDS,
                      away_ai=away_level(match.game), wait_for_seats=True)
    seat = match.seats.index(LOCAL)
    net = NetMatch(HostSeatLink(host, seat), match.game, seat, dict(match.options), match.seat_names())
    where = address or (lan_address() if bind in ("0.0.0.0", "::") else bind)
    net.connection = "joined"
    net.join_line = f"code {host.code} at {where}:{host.port}"
    net.host_address = f"{where}:{host.port}"
    net.join_code = host.code
    if bind not in ("127.0.0.1", "::1", "localhost"):  # friends on the LAN see it in Join a table
        from baraza import __version__
        from baraza.game.net.discovery import Announcement

        net.link.announcement = Announcement(host.port, spec.title, match.seats.count(REMOTE), __version__, where)
    return net


@dataclass
class JoinAttempt:
    """Joining the table at `address` with `code`: `poll()` says how it goes, without waiting."""

    address: str
    code: str
    spectate: bool = False
    notify: Callable[[], None] | None = None
    token: str | None = None  # the seat this machine held at this table (game/net/joined.py)
    problem: str = ""
    refused_token: bool = False  # the host did not know `token`
    match: NetMatch | None = None
    client: Any = None
    _early: list[dict] = field(default_factory=list)

    def start(self) -> None:
        split_address(self.address)  # ValueError with one line for a mistyped address
        self.client = TableClient(self.address, self.code, spectate=self.spectate, notify=self.notify,
                                  token=self.token)
        self.client.start()

    def poll(self) -> NetMatch | None:
        """The seat's match once the host welcomed this machine; None while waiting or refused (`problem`)."""
        if self.match is not None or self.client is None or self.problem:
            return self.match
        while True:
            try:
                message = self.client.messages.get_nowait()
            except queue.Empty:
                return None
            kind = message.get("type")
            if kind == "refused":
                self.problem = str(message.get("reason", "The table refused this machine."))
                self.refused_token = message.get("code") == protocol.BAD_TOKEN
            elif kind == "connection" and message.get("state") == "closed":
                self.problem = self.problem or str(message.get("reason") or "The connection closed.")
                self.client.stop()
                return None
            elif kind == "welcome":
                try:
                    self.match = NetMatch(ClientLink(self.client), message["game"], message.get("seat"),
                                          dict(message["options"]), list(message["seat_names"]),
                                          str(message.get("title", "")))
                except (KeyError, TypeError, ValueError) as exc:  # another version's game or options
                    self.problem = f"This table plays something this Baraza cannot ({exc})."
                    self.client.stop()
                    return None
                self.match.connection = "joined"
                self.match.host_address = self.address
                self.match.join_code = self.code
                return self.match

    def cancel(self) -> None:
        if self.client is not None and self.match is None:
            self.client.stop()
