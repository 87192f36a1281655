"""The history folder read on a thread, in small steps, remembering what each file held.

Proving a record replays its moves (tens of milliseconds each), so reading a long history again on every
visit cost seconds and gigabytes (issue 40: five Open/Back gave five readers and 2.87 GB). A `HistoryReader`
lives as long as the window: a file whose name, size, mtime and inode are unchanged since it was proven is
not read again; a new read cancels the one in flight (which stops at its next file); screens watch
`generation` and take `history` when it moves, so a screen opened during a read (Statistics) fills in when
the read completes.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from baraza.game.persistence import history
from baraza.game.persistence.history import History, HistoryEntry
from baraza.game.persistence.paths import history_dir

PAUSE_EVERY = 8  # files between short sleeps: the reader gives the frame thread the interpreter often


@dataclass(frozen=True)
class _Seen:
    """What a file was when it was read, and what it held (an entry, or the line saying why not)."""

    size: int
    mtime_ns: int
    inode: int
    entry: HistoryEntry | None
    problem: str | None


def _stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns, st.st_ino


class HistoryReader:
    """Reads the history folder off the frame thread; see the module text. Frame-thread calls never wait."""

    def __init__(self, folder: Callable[[], Path] = history_dir) -> None:
        self._folder = folder
        self._seen: dict[str, _Seen] = {}
        self._lock = threading.Lock()
        self._cancel: threading.Event | None = None
        self.history: History | None = None  # the last complete read
        self.generation = 0  # moves each time a read completes
        self.proven_last = 0  # files the last complete read had to prove (not reused): for tests and tools

    # --- the frame thread's side ---------------------------------------------------------------------
    def start(self, on_done: Callable[[], None] | None = None) -> None:
        """Read the folder again (new and changed files only); a read in flight is cancelled."""
        self.cancel()
        cancel = threading.Event()
        self._cancel = cancel
        with self._lock:
            seen = dict(self._seen)
        thread = threading.Thread(target=self._work, args=(seen, cancel, on_done), name="baraza-history",
                                  daemon=True)
        thread.start()

    def cancel(self) -> None:
        """Stop the read in flight at its next file (leaving History does this)."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    @property
    def reading(self) -> bool:
        return self._cancel is not None and not self._cancel.is_set()

    # --- the reader thread -------------------------------------------------------------------------
    def _work(self, seen: dict[str, _Seen], cancel: threading.Event, on_done: Callable[[], None] | None) -> None:
        folder = self._folder()
        out = History()
        try:
            names = [n for n in os.listdir(folder) if n.endswith(".json") and not n.startswith(".")]
        except OSError as exc:
            out.problems.append(f"The history folder cannot be read ({exc.strerror or exc}).")
            names = []
        stamped = [(name, stamp) for name in names if (stamp := _stamp(folder / name)) is not None]
        stamped.sort(key=lambda item: item[1][1], reverse=True)  # newest first, as far as MAX_LISTED
        fresh: dict[str, _Seen] = {}
        proven = 0
        for count, (name, (size, mtime_ns, inode)) in enumerate(stamped[:history.MAX_LISTED]):
            if cancel.is_set():
                with self._lock:  # what was proven stays proven: the next read reuses it
                    self._seen.update(fresh)
                return
            known = seen.get(name)
            if known is None or (known.size, known.mtime_ns, known.inode) != (size, mtime_ns, inode):
                proven += 1
                try:
                    known = _Seen(size, mtime_ns, inode, history.read_entry(folder / name), None)
                except ValueError as exc:
                    known = _Seen(size, mtime_ns, inode, None, str(exc))
            fresh[name] = known
            if known.entry is not None:
                out.entries.append(known.entry)
            else:
                out.problems.append(known.problem or name)
            if count % PAUSE_EVERY == PAUSE_EVERY - 1:
                time.sleep(0.001)  # let the frame thread run between batches
        out.entries.sort(key=lambda e: e.run.when, reverse=True)
        with self._lock:
            if cancel.is_set():
                return
            self._seen = fresh
            self.history, self.proven_last = out, proven
            self.generation += 1
            cancel.set()  # this read is over
        if on_done is not None:
            on_done()
