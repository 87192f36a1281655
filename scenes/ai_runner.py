"""Runs an agent's `choose` off the render loop, in a worker thread, so frames keep flowing.

Each request carries a ticket; a result for an old ticket (the player undid, loaded, or left the match
meanwhile) is dropped. The worker gets a clone-free view, so it never touches the live match.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

from game.core.action import Action


@dataclass
class AIResult:
    ticket: int
    action: Action | None
    error: str | None
    seconds: float


class AIRunner:
    def __init__(self) -> None:
        self._ticket = 0
        self._result: AIResult | None = None
        self._lock = threading.Lock()
        self.busy = False
        # Hand the interpreter lock back to the render thread often while the AI searches.
        if sys.getswitchinterval() > 0.002:
            sys.setswitchinterval(0.001)

    def request(self, agent, rules, view: Any, seat: int, legal: list[Action]) -> int:
        self._ticket += 1
        ticket = self._ticket
        self.busy = True
        self._result = None

        def work() -> None:
            start = time.perf_counter()
            try:
                action, error = agent.choose(rules, view, seat, legal), None
            except Exception as exc:  # a broken AI must not take the window down: fall back below
                action, error = None, f"{exc.__class__.__name__}: {exc}"
            with self._lock:
                if ticket == self._ticket:
                    self._result = AIResult(ticket, action, error, time.perf_counter() - start)

        threading.Thread(target=work, name=f"baraza-ai-{ticket}", daemon=True).start()
        return ticket

    def cancel(self) -> None:
        with self._lock:
            self._ticket += 1
            self._result = None
            self.busy = False

    def poll(self) -> AIResult | None:
        with self._lock:
            result, self._result = self._result, None
        if result is not None:
            self.busy = False
        return result
