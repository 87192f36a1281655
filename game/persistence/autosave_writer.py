"""Autosaves written off the frame thread.

The table hands over a SaveSnapshot (cheap: a header and a tuple of immutable moves) after every move; a
worker thread turns it into JSON and writes it atomically. Jobs are kept per file and the latest wins, so
a burst of moves costs one write. `flush()` waits until everything handed over is on disk (tests, quitting
to the menu, app exit). A kill at any moment still leaves the last good file: every write is atomic.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from game.persistence.atomic import write_json_atomic
from game.persistence.autosaves import remove_autosave
from game.persistence.saves import SaveSnapshot

Job = Callable[[], None]


class AutosaveWriter:
    def __init__(self) -> None:
        self._jobs: dict[Path, Job] = {}
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self._errors: list[str] = []

    # --- handing work over -------------------------------------------------------------------
    def write(self, path: Path, snap: SaveSnapshot) -> None:
        self._add(path, lambda: write_json_atomic(path, snap.to_data()))

    def remove(self, path: Path) -> None:
        self._add(path, lambda: remove_autosave(path))

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
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

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
