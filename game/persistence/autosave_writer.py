"""Autosaves written off the frame thread.

The table hands over a SaveSnapshot (cheap: a header and a tuple of immutable moves) after every move; a
worker thread turns it into JSON and writes it atomically. The worker keeps each file's encoded moves, so a
move on a long match encodes one move, not all of them (the thread never holds the GIL for long). Jobs are
kept per file and the latest wins, so a burst of moves costs one write. `flush()` waits until everything
handed over has been tried (tests, quitting to the menu, app exit). A kill at any moment still leaves the
last good file: every write is atomic.

A write that fails (full disk, read-only folder) is not dropped: the latest snapshot of that file is kept in
memory and tried again every RETRY_SECONDS until it lands or a newer one replaces it, and the failure is
reported once (`take_errors`) until the file is written again. `problem(path)` says whether a file's latest
moves are on disk, so nobody says "kept" before they are; `save_copy` writes the kept snapshot elsewhere.

History records (`write_json`) are handled the same way, with two differences: their failure is not an
autosave's (the results screen asks `problem(path)` and says so itself, so it is not in `take_errors`), and a
record that fails is also handed once to `pending` (game/persistence/record_retry.py), which keeps a copy on
disk elsewhere so the next start writes it even if this run ends first.

The writer also remembers each file's last thumbnail, so a snapshot handed over without one keeps the
picture the file already had, and claims the match's lock (locks.py) when it writes: a file another live
window holds is not overwritten.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from baraza.game.persistence.atomic import write_json_atomic, write_text_atomic
from baraza.game.persistence.autosaves import remove_autosave
from baraza.game.persistence.locks import claim, owned_by_other
from baraza.game.persistence.saves import MoveTextCache, SaveSnapshot

log = logging.getLogger("baraza")

Job = Callable[[], None]
SETTLE_SECONDS = 0.2  # a burst of moves within this time is one write (the latest); flush() does not wait for it
RETRY_SECONDS = 2.0  # a failed write is tried again this often while the app runs


class OpenElsewhere(OSError):
    """The file's match is open in another window: not overwritten."""


class PendingStore(Protocol):
    """Where a record that could not be written waits for the next start (record_retry.PendingRecords)."""

    def keep(self, path: Path, data: Any) -> bool: ...

    def written(self, path: Path) -> None: ...


class _Record:
    """The latest JSON value handed over for a file (a history record) and not yet on disk."""

    def __init__(self, data: Any) -> None:
        self.data = data
        self.spilled = False  # handed to the pending store already: once per value, not once per retry

    def to_text(self) -> str:
        return json.dumps(self.data, indent=1, sort_keys=False, allow_nan=False)


class AutosaveWriter:
    def __init__(self, settle_seconds: float = SETTLE_SECONDS, retry_seconds: float = RETRY_SECONDS,
                 pending: PendingStore | None = None) -> None:
        self.settle_seconds = settle_seconds
        self.retry_seconds = retry_seconds
        self.pending = pending
        self._jobs: dict[Path, Job] = {}
        self._failed: dict[Path, tuple[Job, float]] = {}  # kept to try again: (job, when)
        self._problems: dict[Path, str] = {}  # files whose latest snapshot is not on disk, and why
        self._latest: dict[Path, SaveSnapshot | _Record] = {}  # the latest value of each file not yet on disk
        self._thumbs: dict[Path, str] = {}
        self._cond = threading.Condition()
        self._busy = False
        self._current: Path | None = None  # the file the worker is writing now
        self._closed = False
        self._flushing = 0  # callers waiting in flush(): write at once
        self._thread: threading.Thread | None = None
        self._errors: list[str] = []
        self._texts: dict[Path, MoveTextCache] = {}  # touched by the worker thread only

    # --- handing work over -------------------------------------------------------------------
    def write(self, path: Path, snap: SaveSnapshot) -> None:
        with self._cond:
            thumb = snap.header.get("thumbnail")
            if thumb:
                self._thumbs[path] = thumb
            elif path in self._thumbs:
                snap = replace(snap, header={**snap.header, "thumbnail": self._thumbs[path]})
            self._latest[path] = snap

        def job() -> None:
            if owned_by_other(path):
                raise OpenElsewhere(0, "this match is open in another Baraza window")
            claim(path)
            write_text_atomic(path, snap.to_text(self._texts.setdefault(path, MoveTextCache())))
            with self._cond:
                if self._latest.get(path) is snap:
                    del self._latest[path]

        self._add(path, job)

    def write_json(self, path: Path, data: Any) -> None:
        """Write a history record the same way: off the frame thread, latest wins, kept and tried again when it
        fails (and handed to `pending`, so a record still failing when the app ends is written next start)."""
        record = _Record(data)
        with self._cond:
            self._latest[path] = record

        def job() -> None:
            try:
                write_json_atomic(path, data)
            except (OSError, ValueError):
                if self.pending is not None and not record.spilled:
                    record.spilled = True
                    try:
                        self.pending.keep(path, data)
                    except Exception:  # noqa: BLE001 - the memory copy still stands; the failure is reported below
                        log.exception("pending record")
                raise
            with self._cond:
                if self._latest.get(path) is record:
                    del self._latest[path]
            if self.pending is not None:
                self.pending.written(path)  # its copy waiting for the next start is not needed any more

        self._add(path, job)

    def remove(self, path: Path) -> None:
        def job() -> None:
            self._texts.pop(path, None)
            remove_autosave(path)

        with self._cond:
            self._latest.pop(path, None)
            self._thumbs.pop(path, None)
        self._add(path, job)

    def has_thumbnail(self, path: Path) -> bool:
        """Whether this file's autosave already carries a picture for the Load list (from this run)."""
        with self._cond:
            return path in self._thumbs

    def _add(self, path: Path, job: Job) -> None:
        with self._cond:
            if self._closed:
                return
            self._failed.pop(path, None)  # a newer job replaces the one waiting to be tried again
            self._jobs.pop(path, None)  # latest wins, and goes to the back of the queue
            self._jobs[path] = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="baraza-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    # --- waiting and reporting -----------------------------------------------------------------
    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every job handed over so far has been tried; False if `timeout` ran out first.
        A write that failed is then kept for another try: ask `problem()` whether a file is on disk."""
        with self._cond:
            self._flushing += 1
            self._cond.notify_all()
            try:
                return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)
            finally:
                self._flushing -= 1

    def problem(self, path: Path) -> str | None:
        """Why this file's latest moves are not on disk (None: they are, or nothing was handed over)."""
        with self._cond:
            return self._problems.get(path)

    def waiting(self, path: Path) -> bool:
        """Whether something handed over for this file is not on disk yet (queued, being written, or failed and
        waiting to be tried again)."""
        with self._cond:
            return path in self._jobs or path in self._failed or self._current == path

    def take_errors(self) -> list[str]:
        """Write failures since the last call, one line each (for a toast); a file that keeps failing is
        reported once, until it is written again."""
        with self._cond:
            errors, self._errors = self._errors, []
        return errors

    def save_copy(self, path: Path, target: Path) -> Path:
        """Write the latest snapshot (or record) of `path` not yet on disk to `target`; OSError when there is none
        or that fails too."""
        with self._cond:
            snap = self._latest.get(path)
        if snap is None:
            raise OSError(0, "nothing to save")
        try:
            text = snap.to_text()
        except ValueError as exc:  # a record that cannot be JSON (a NaN) fails there as it does here
            raise OSError(0, str(exc)) from None
        write_text_atomic(target, text)
        return target

    def close(self, timeout: float = 10.0) -> None:
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    # --- the worker ------------------------------------------------------------------------------
    def _due_retry(self) -> Path | None:
        now = time.monotonic()
        for path, (job, when) in self._failed.items():
            if when <= now:
                self._jobs[path] = job
                del self._failed[path]
                return path
        return None

    def _next_retry_in(self) -> float | None:
        if not self._failed:
            return None
        return max(0.0, min(when for _job, when in self._failed.values()) - time.monotonic())

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._jobs and not self._closed and self._due_retry() is None:
                    self._cond.wait(self._next_retry_in())
                if not self._jobs:
                    return
                if self.settle_seconds and not self._closed and not self._flushing:
                    # Let a burst settle: more moves may replace this job before it is written.
                    self._cond.wait_for(lambda: self._flushing or self._closed, self.settle_seconds)
                path = next(iter(self._jobs))
                job = self._jobs.pop(path)
                self._busy = True
                self._current = path
            try:
                job()
            except (OSError, ValueError) as exc:
                reason = getattr(exc, "strerror", None) or str(exc)
                with self._cond:
                    if path not in self._jobs:  # nothing newer handed over: keep this one and try again
                        self._failed[path] = (job, time.monotonic() + self.retry_seconds)
                    if self._problems.get(path) != reason:
                        if isinstance(self._latest.get(path), _Record):  # a record: the results screen says it
                            log.warning("History record %s not written: %s", path.name, reason)
                        else:
                            self._errors.append(f"Autosave failed: {reason}")
                    self._problems[path] = reason
            else:
                with self._cond:
                    self._problems.pop(path, None)
            finally:
                with self._cond:
                    self._busy = False
                    self._current = None
                    self._cond.notify_all()
