"""A client seat played by a program: random moves or one of the game's AI levels, choosing from the seat's view
as the host sent it (`baraza join --auto`, the network tests and the soak tool)."""

from __future__ import annotations

import queue
import random
import time
from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.net.client import TableClient
from baraza.game.net.mirror import SeatMirror

Chooser = Callable[[SeatMirror], Action]


def chooser(kind: str, seed: int = 0) -> Chooser:
    """'random' or an AI kind ('ai:easy'): a function from the mirror to one of its legal actions."""
    rng = random.Random(seed)
    agents: dict[int, Agent] = {}

    def choose(mirror: SeatMirror) -> Action:
        if kind == "random":
            return rng.choice(mirror.legal)
        assert mirror.spec is not None and mirror.seat is not None
        if mirror.seat not in agents:
            agents[mirror.seat] = mirror.spec.make_agent(kind, mirror.seat, seed)
        return agents[mirror.seat].choose(mirror.spec.rules, mirror.view, mirror.seat, mirror.legal)

    return choose


class AutoPlayer:
    """Drains `client.messages` into a mirror and answers every turn of its seat with `choose`. A refused
    intent (the table moved on, the rate was exceeded) is chosen again on the table as it then stands."""

    def __init__(self, client: TableClient, choose: Chooser, mirror: SeatMirror | None = None) -> None:
        self.client = client
        self.choose = choose
        self.mirror = mirror or SeatMirror()
        self._pending: tuple[int, int] | None = None  # (seq, ref) of the intent awaiting its answer
        self.received: list[dict] = []  # every message, in order (tests read them back)

    def pump(self, wait: float = 0.05) -> None:
        """Take in what has arrived (waiting up to `wait` for the first message), then act if it is our turn."""
        try:
            message = self.client.messages.get(timeout=wait)
            while True:
                self._take(message)
                message = self.client.messages.get_nowait()
        except queue.Empty:
            pass
        mirror = self.mirror
        if self._pending is not None and self._pending[0] != mirror.seq:
            self._pending = None
        if self._pending is None and mirror.my_turn() and self.client.seq == mirror.seq:
            ref = self.client.submit(self.choose(mirror), mirror.seq)
            self._pending = (mirror.seq, ref)

    def _take(self, message: dict) -> None:
        self.received.append(message)
        self.mirror.apply(message)
        # a refusal names the intent it refuses (its ref), except one over the rate, which is read unparsed
        if message.get("type") == "refused" and self._pending is not None and message.get("ref") in (None, self._pending[1]):
            if message.get("code") == "rate":
                time.sleep(0.05)
            self._pending = None
        if message.get("type") == "connection" and message.get("state") == "joined":
            self._pending = None  # an intent sent before a drop may be lost: choose again on the fresh table
