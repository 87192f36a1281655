"""Runs AI decisions off the render loop, in a worker process, so frames keep flowing.

A thread would share the interpreter lock with the render loop and stutter the frames while a search
runs; a separate process has its own. The worker keeps one agent per (game, kind, seat, seed), so an
agent's memory (transposition tables, offers it already made) lasts the whole match, just as in the
headless arena. Each request carries a ticket; a result for an old ticket (the player undid, loaded or
left meanwhile) is dropped. If no process can be started, the same work runs in a thread instead.
"""

from __future__ import annotations

import multiprocessing as mp
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_agent, hint_move

HINT_VERDICT_SECONDS = 1.0  # how long a hint may search for a proven result after choosing its move


@dataclass
class AIResult:
    ticket: int
    purpose: str
    action: Action | None
    error: str | None
    seconds: float
    note: str | None = None  # for a hint: the rules' proven verdict on the position, if any
    words: str | None = None  # for a hint: what the move is for, when the move alone does not say (Agent.explain)
    facts: Any = None  # for a hint: what its words mean as data, when the game gives it (game.core.agent.Explained)


@dataclass(frozen=True)
class AIRequest:
    ticket: int
    purpose: str  # "move" or "hint"
    game: str
    kind: str  # seat kind, e.g. "ai:hard"
    seat: int
    seed: int
    view: Any
    legal: list[Action]


def _decide(agents: dict, request: AIRequest) -> AIResult:
    from baraza.game.registry import get_game

    start = time.perf_counter()
    try:
        entry = get_game(request.game)
        key = (request.game, request.kind, request.seat, request.seed)
        agent = agents.get(key)
        if request.purpose == "hint":
            # the analysis' own function (analysis_hint.py): the hint level's agent made for this position alone,
            # seeded by the view, so the hinted move is the analysis' better move and never marked (a Khedu
            # tester); an agent kept here is asked only for a `hint` of its own, which the position alone decides
            if agent is None or not callable(getattr(agent, "hint", None)):
                agent = hint_agent(entry, request.seat, request.view, request.kind)
            action = hint_move(entry, request.view, request.seat, request.legal, agent)
        else:
            if agent is None:
                agent = agents[key] = entry.make_agent(request.kind, request.seat, request.seed)
            action = agent.choose(entry.rules, request.view, request.seat, request.legal)
        error = None
        verdict = entry.hint_verdict if request.purpose == "hint" else None
        # the agent that chose the move goes along: the verdict may reuse its judgements (no module keeps them)
        note = verdict(request.view, HINT_VERDICT_SECONDS, agent) if verdict is not None else None
        said = agent.explained(request.view, action) if request.purpose == "hint" else None
        words, facts = (said.text, said.facts) if said is not None else (None, None)
    except Exception as exc:  # a broken AI must not take the window down: the scene falls back
        action, error, note, words, facts = None, f"{exc.__class__.__name__}: {exc}", None, None, None
    return AIResult(request.ticket, request.purpose, action, error, time.perf_counter() - start, note, words, facts)


def _worker_main(conn) -> None:
    agents: dict = {}
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        try:
            conn.send(_decide(agents, request))
        except (BrokenPipeError, OSError):
            return


class AIRunner:
    def __init__(self, use_process: bool = True) -> None:
        self._ticket = 0
        self._wanted: dict[str, int] = {}  # purpose -> the ticket whose answer still matters
        self._results: list[AIResult] = []
        self._lock = threading.Lock()
        self._use_process = use_process
        self._proc = None
        self._conn = None
        self._thread_agents: dict = {}
        # Why the AI thinks on a thread instead of its own process ("" while the process works). The table
        # tells the player once: thinking on a thread can make animations stutter.
        self.fallback_reason = ""
        self.on_result: Callable[[], None] = lambda: None  # a thread's answer is in (the table wakes the window)

    # --- the worker ----------------------------------------------------------------------------
    def _ensure_process(self) -> bool:
        if not self._use_process:
            return False
        if self._proc is not None and self._proc.is_alive():
            return True
        try:
            ctx = mp.get_context("spawn")
            parent, child = ctx.Pipe()
            proc = ctx.Process(target=_worker_main, args=(child,), name="baraza-ai", daemon=True)
            proc.start()
            child.close()
        except (OSError, RuntimeError, ValueError) as exc:
            self._use_process = False
            self.fallback_reason = f"the AI worker could not start ({exc.__class__.__name__})"
            return False
        self._proc, self._conn = proc, parent
        return True

    def close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.send(None)
                self._conn.close()
            except (OSError, ValueError):
                pass
        if self._proc is not None:
            self._proc.join(timeout=0.5)
            if self._proc.is_alive():
                self._proc.terminate()
        self._proc = self._conn = None

    # --- requests ------------------------------------------------------------------------------
    def request(self, game: str, kind: str, seat: int, seed: int, view: Any, legal: list[Action],
                purpose: str = "move") -> int:
        self._ticket += 1
        request = AIRequest(self._ticket, purpose, game, kind, seat, seed, view, legal)
        with self._lock:
            self._wanted[purpose] = request.ticket
        if self._ensure_process():
            try:
                self._conn.send(request)
                return request.ticket
            except (OSError, ValueError, TypeError) as exc:
                self.close()
                self._use_process = False
                self.fallback_reason = f"the AI worker stopped answering ({exc.__class__.__name__})"

        def work() -> None:
            result = _decide(self._thread_agents, request)
            with self._lock:
                self._results.append(result)
            self.on_result()

        threading.Thread(target=work, name=f"baraza-ai-{request.ticket}", daemon=True).start()
        return request.ticket

    def busy(self, purpose: str = "move") -> bool:
        return purpose in self._wanted

    def cancel(self, purpose: str | None = None) -> None:
        with self._lock:
            if purpose is None:
                self._wanted.clear()
            else:
                self._wanted.pop(purpose, None)

    def poll(self, purpose: str = "move") -> AIResult | None:
        """The answer to the latest request for `purpose`, once it has arrived."""
        if self._conn is not None:
            try:
                while self._conn.poll():
                    result = self._conn.recv()
                    with self._lock:
                        self._results.append(result)
            except (EOFError, OSError):
                self.close()  # the worker died: its request is lost, so ask again in a thread
                with self._lock:
                    self._wanted.clear()
                self._use_process = False
                self.fallback_reason = "the AI worker stopped"
        with self._lock:
            for result in list(self._results):
                if self._wanted.get(result.purpose) != result.ticket:
                    self._results.remove(result)  # stale
            for result in self._results:
                if result.purpose == purpose:
                    self._results.remove(result)
                    del self._wanted[purpose]
                    return result
        return None
