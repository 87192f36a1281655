"""Tables on the local network, found with zeroconf (mDNS service `_baraza._tcp`): a host announces its table, and
Join a table lists what it hears. Only what a stranger on the LAN may know is announced (the game, the seats still
open, the port); never the join code, which the host tells its friends.

zeroconf runs its own threads; every call here returns at once, and a machine where multicast is not possible
simply finds nothing (a typed address still joins).
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

SERVICE = "_baraza._tcp.local."
MAX_TABLES = 32  # a LAN full of hosts lists the first ones heard
MAX_TEXT = 60  # an announced text is cut to this: another machine's words are not trusted to be short


@dataclass(frozen=True)
class FoundTable:
    name: str  # the service's own name (the host machine's)
    title: str  # the game as players read it
    address: str  # host:port to join
    open_seats: int
    version: str


def _text(properties: dict, key: str) -> str:
    value = properties.get(key.encode()) or b""
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return "".join(c for c in text if c.isprintable())[:MAX_TEXT]


class Announcement:
    """This machine's table, announced until `close()` (in a thread: registering waits on the network)."""

    def __init__(self, port: int, title: str, open_seats: int, version: str, address: str) -> None:
        self._zeroconf: Any = None
        self._info: Any = None
        self._closed = threading.Event()
        self._lock = threading.Lock()
        self.open_seats = open_seats  # as last announced (or about to be)
        args = (port, title, open_seats, version, address)
        threading.Thread(target=self._register, args=args, name="baraza-announce", daemon=True).start()

    def update_open(self, open_seats: int) -> None:
        """Announce how many seats are still open (a friend sat down, or left): Join a table lists it so."""
        if open_seats == self.open_seats:
            return
        self.open_seats = open_seats
        threading.Thread(target=self._update, name="baraza-announce", daemon=True).start()

    def _update(self) -> None:
        from zeroconf import ServiceInfo

        with self._lock:
            zeroconf, info = self._zeroconf, self._info
            if zeroconf is None or info is None or self._closed.is_set():
                return  # not registered yet: _register announces the count it finds then
            properties = {k.decode() if isinstance(k, bytes) else k: v.decode() if isinstance(v, bytes) else v
                          for k, v in (info.properties or {}).items()}
            properties["open"] = str(self.open_seats)
            new = ServiceInfo(info.type, info.name, addresses=info.addresses, port=info.port,
                              properties=properties, server=info.server)
            try:
                zeroconf.update_service(new)
                self._info = new
            except Exception:  # noqa: BLE001 - the old count stays announced; the table itself is right
                log.info("the table's open seats could not be announced", exc_info=True)

    def _register(self, port: int, title: str, open_seats: int, version: str, address: str) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            host = socket.gethostname().split(".")[0][:30] or "baraza"
            info = ServiceInfo(SERVICE, f"{title[:20]} at {host}-{port}.{SERVICE}",
                               addresses=[socket.inet_aton(address)], port=port,
                               properties={"title": title[:MAX_TEXT], "open": str(open_seats), "version": version,
                                           "host": host},
                               server=f"{host}.local.")
            zeroconf = Zeroconf()
            if self._closed.is_set():
                zeroconf.close()
                return
            zeroconf.register_service(info, allow_name_change=True)
            with self._lock:
                self._zeroconf, self._info = zeroconf, info
            if self._closed.is_set():
                self.close()
            elif self.open_seats != open_seats:  # it changed while registering
                self._update()
        except Exception:  # noqa: BLE001 - no multicast here: friends type the address instead
            log.info("the table could not be announced on the network", exc_info=True)

    def close(self) -> None:
        self._closed.set()
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            try:
                zeroconf.unregister_service(self._info)
            except Exception:  # noqa: BLE001
                pass
            zeroconf.close()


class TableFinder:
    """Listens for announced tables until `close()`; `tables()` is what was heard so far, any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._zeroconf: Any = None
        self._browser: Any = None
        self._closed = threading.Event()
        self.problem = ""
        threading.Thread(target=self._start, name="baraza-find", daemon=True).start()

    def _start(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            zeroconf = Zeroconf()
            if self._closed.is_set():
                zeroconf.close()
                return
            self._zeroconf = zeroconf
            self._browser = ServiceBrowser(zeroconf, SERVICE, handlers=[self._changed])
        except Exception as exc:  # noqa: BLE001
            self.problem = f"Tables on this network cannot be listed here ({exc}); type the address instead."

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change == ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
        except Exception:  # noqa: BLE001 - a malformed answer is one table not listed
            return
        if info is None or not info.parsed_addresses():
            return
        properties = info.properties or {}
        try:
            open_seats = max(0, min(16, int(_text(properties, "open") or 0)))
        except ValueError:
            open_seats = 0
        address = info.parsed_addresses()[0]
        shown = f"[{address}]" if ":" in address else address
        table = FoundTable(_text(properties, "host") or name[: -len(SERVICE) - 1][:MAX_TEXT],
                           _text(properties, "title") or "A table",
                           f"{shown}:{info.port}", open_seats, _text(properties, "version"))
        with self._lock:
            if name in self._found or len(self._found) < MAX_TABLES:
                self._found[name] = table

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.title, t.name))

    def close(self) -> None:
        self._closed.set()
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            try:
                zeroconf.close()
            except Exception:  # noqa: BLE001
                pass
