"""Autosaves written off the frame thread.

The table hands over a SaveSnapshot (cheap: a header and a tuple of immutable moves) after every move; a
worker thread turns it into JSON and writes it atomically. The worker keeps each file's encoded moves, so a
move on a long match encodes one move, not all of them (the thread never holds the GIL for long). Jobs are kept per file and the latest wins, so
a burst of moves costs one write. `flush()` waits until everything handed over is on disk (tests, quitting
to the menu, app exit). A kill at any moment still leaves the last good file: every write is atomic.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from baraza.game.persistence.atomic import write_json_atomic, write_text_atomic
from baraza.game.persistence.autosaves import remove_autosave
from baraza.game.persistence.saves import MoveTextCache, SaveSnapshot

Job = Callable[[], None]
SETTLE_SECONDS = 0.2  # a burst of moves within this time is one write (the latest); flush() does not wait for it


class AutosaveWriter:
    def __init__(self, settle_seconds: float = SETTLE_SECONDS) -> None:
        self.settle_seconds = settle_seconds
        self._jobs: dict[Path, Job] = {}
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._flushing = 0  # callers waiting in flush(): write at once
        self._thread: threading.Thread | None = None
        self._errors: list[str] = []
        self._texts: dict[Path, MoveTextCache] = {}  # touched by the worker thread only

    # --- handing work over -------------------------------------------------------------------
    def write(self, path: Path, snap: SaveSnapshot) -> None:
        def job() -> None:
            write_text_atomic(path, snap.to_text(self._texts.setdefault(path, MoveTextCache())))

        self._add(path, job)

    def write_json(self, path: Path, data: Any) -> None:
        """Write any JSON value (a run record) the same way: off the frame thread, latest wins."""
        self._add(path, lambda: write_json_atomic(path, data))

    def remove(self, path: Path) -> None:
        def job() -> None:
            self._texts.pop(path, None)
            remove_autosave(path)

        self._add(path, job)

    def _add(self, path: Path, job: Job) -> None:
        with self._cond:
            if self._closed:
                return
            self._jobs.pop(path, None)  # latest wins, and goes to the back of the queue
            self._jobs[path] = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="baraza-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    # --- waiting and reporting -----------------------------------------------------------------
    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every job handed over so far is done; False if `timeout` ran out first."""
        with self._cond:
            self._flushing += 1
            self._cond.notify_all()
            try:
                return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)
            finally:
                self._flushing -= 1

    def take_errors(self) -> list[str]:
        """Write failures since the last call, one line each (for a toast)."""
        with self._cond:
            errors, self._errors = self._errors, []
        return errors

    def close(self, timeout: float = 10.0) -> None:
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    # --- the worker ------------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs or self._closed)
                if not self._jobs:
                    return
                if self.settle_seconds and not self._closed and not self._flushing:
                    # Let a burst settle: more moves may replace this job before it is written.
                    self._cond.wait_for(lambda: self._flushing or self._closed, self.settle_seconds)
                path = next(iter(self._jobs))
                job = self._jobs.pop(path)
                self._busy = True
            try:
                job()
            except (OSError, ValueError) as exc:
                reason = getattr(exc, "strerror", None) or str(exc)
                with self._cond:
                    self._errors.append(f"Autosave failed: {reason}")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
