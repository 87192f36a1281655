"""The history folder read on a thread, in small steps, remembering what each file held.

Proving a record replays its moves (tens of milliseconds each), so reading a long history again on every
visit cost seconds and gigabytes (issue 40: five Open/Back gave five readers and 2.87 GB). A `HistoryReader`
lives as long as the window: a file whose name, size, mtime and inode are unchanged since it was proven is
not read again, in this run (memory) or the next (the history index, game/persistence/history_index.py); a
new read cancels the one in flight (which stops at its next file). The list grows while a read goes on:
`version` moves each time there is more to show (every PUBLISH_SECONDS, newest files first), `generation`
when a read completes, so a screen opened during a read (Statistics) fills in when it completes.

The entries hold no moves (a replay reads its file again): 5,000 of them stay small.
"""

from __future__ import annotations

import gc
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from baraza.game.core.processes import safe_context
from baraza.game.persistence import daily_ledger, history
from baraza.game.persistence.history import History, HistoryEntry
from baraza.game.persistence.history_index import HistoryIndex, Row, Stamp, entry_from_summary, entry_summary
from baraza.game.persistence.paths import history_dir

log = logging.getLogger("baraza")
WORK_SECONDS = 0.001  # the reader's work between short sleeps: the frame thread waits at most this for the
BREATH_SECONDS = 0.001  # interpreter, not the 5 ms switch interval (frames of 20-38 ms during a read before)
PUBLISH_SECONDS = 0.75  # how often a long read shows what it has so far (each costs the frame a re-filter)
START_SECONDS = 0.05  # a read starts this long after it is asked for
SHOWN_PAUSE = 0.05  # the reader rests this long after showing a list so far (its first page is a heavy frame)
FIRST_SHOWN = 200  # files known from memory or the index before the list is first shown (a screen and more)
STORE_EVERY = 64  # proven files between writes to the index (a cancelled or killed read keeps its work)


@dataclass(frozen=True)
class _Seen:
    """What a file was when it was read, and what it held (an entry, or the line saying why not)."""

    size: int
    mtime_ns: int
    inode: int
    entry: HistoryEntry | None
    problem: str | None


def _stamp(path: str) -> tuple[int, int, int] | None:
    try:
        st = os.stat(path)  # a string, not a Path: 5,000 Path objects cost a tenth of a second
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns, st.st_ino


class HistoryReader:
    """Reads the history folder off the frame thread; see the module text. Frame-thread calls never wait."""

    def __init__(self, folder: Callable[[], Path] = history_dir, index: bool = True) -> None:
        self._folder = folder
        self._index = index  # False: remember in memory only (a read-only data folder, tests)
        self._seen: dict[str, _Seen] = {}
        self._lock = threading.Lock()
        self._cancel: threading.Event | None = None
        self.history: History | None = None  # the last list shown (complete, or a read's list so far)
        self.generation = 0  # moves each time a read completes
        self.version = 0  # moves each time `history` changes (a read's batch, or its end)
        self.proven_last = 0  # files the last complete read had to prove (not reused): for tests and tools
        self.from_index_last = 0  # files the last complete read took from the index

    # --- the frame thread's side ---------------------------------------------------------------------
    def start(self, on_done: Callable[[], None] | None = None) -> None:
        """Read the folder again (new and changed files only); a read in flight is cancelled. `on_done` is
        called from the reader's thread each time `history` changes."""
        self.cancel()
        cancel = threading.Event()
        self._cancel = cancel
        with self._lock:
            seen = dict(self._seen)
        thread = threading.Thread(target=self._work, args=(seen, cancel, on_done), name="baraza-history",
                                  daemon=True)
        thread.start()
        self._thread = thread

    def close(self, timeout: float = 3.0) -> None:
        """The window closes: the read in flight stops (its worker process killed) before the app ends."""
        self.cancel()
        thread = getattr(self, "_thread", None)
        if thread is not None:
            thread.join(timeout)

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
        if cancel.wait(START_SECONDS):  # the screen that asked draws its first frame before the read takes a core
            return
        folder = self._folder()
        out = History(complete=False)
        try:
            names = [n for n in os.listdir(folder) if n.endswith(".json") and not n.startswith(".")]
        except OSError as exc:
            out.problems.append(f"The history folder cannot be read ({exc.strerror or exc}).")
            names = []
        breathe = _Breather()
        index = HistoryIndex() if self._index else None
        collector = gc.isenabled()
        gc.disable()  # see _settle: the collector would run here, holding the interpreter from the frame thread
        try:
            self._look(folder, names, index, seen, out, cancel, on_done, breathe)
        finally:
            if index is not None:
                index.close()
            _settle(collector)

    def _look(self, folder: Path, names: list[str], index: HistoryIndex | None, seen: dict[str, _Seen],
              out: History, cancel: threading.Event, on_done: Callable[[], None] | None, breathe: _Breather) -> None:
        early = self._first_glance(folder, names, index, seen, cancel, on_done)
        glanced = sum(1 for name in early if name not in seen)  # taken from the index there
        seen = {**seen, **early}
        stamped = []
        where = str(folder)
        for name in names:
            breathe()
            if (stamp := _stamp(os.path.join(where, name))) is not None:
                stamped.append((name, stamp))
        stamped.sort(key=lambda item: item[1][1], reverse=True)  # newest first, as far as MAX_LISTED
        stamped = stamped[:history.MAX_LISTED]
        out.total = len(stamped)
        self._read(folder, stamped, seen, index, out, cancel, on_done, breathe, glanced)

    def _first_glance(self, folder: Path, names: list[str], index: HistoryIndex | None, seen: dict[str, _Seen],
                      cancel: threading.Event, on_done: Callable[[], None] | None) -> dict[str, _Seen]:
        """The newest files the index (or this run's memory) knows, checked and listed before the whole folder is
        looked at: a screenful in a moment, whatever the size of the history. Returns what it checked."""
        present = set(names)
        if index is not None:
            rows = index.newest(FIRST_SHOWN)
        else:
            newest = sorted(seen.items(), key=lambda item: item[1].mtime_ns, reverse=True)[:FIRST_SHOWN]
            rows = {name: Row(Stamp(k.size, k.mtime_ns, k.inode), None, k.problem) for name, k in newest}
        early: dict[str, _Seen] = {}
        out = History(complete=False, total=min(len(names), history.MAX_LISTED))
        for name, row in rows.items():
            stamp = _stamp(os.path.join(str(folder), name)) if name in present else None
            if stamp is None or Stamp(*stamp) != row.stamp:
                continue  # gone or changed: the whole read takes care of it
            known = seen.get(name) if name in seen else self._from_index(row, row.stamp, folder / name)
            if known is not None and known.entry is not None:
                early[name] = known
                out.entries.append(known.entry)
        if out.entries:
            self._publish(out, cancel, on_done, complete=False)
        return early

    def _read(self, folder: Path, stamped: list, seen: dict[str, _Seen], index: HistoryIndex | None,
              out: History, cancel: threading.Event, on_done: Callable[[], None] | None,
              breathe: _Breather, from_index: int = 0) -> None:
        stored = index.rows(breathe) if index is not None else {}
        fresh: dict[str, _Seen] = {}
        todo: list[tuple[str, Stamp]] = []
        published = time.monotonic()
        for count, (name, (size, mtime_ns, inode)) in enumerate(stamped):  # first what is known: shown at once
            breathe()
            if out.entries and (count == FIRST_SHOWN or (count > FIRST_SHOWN
                                                         and time.monotonic() - published >= PUBLISH_SECONDS)):
                published = time.monotonic()  # the newest first: the top of the list is there in a moment
                self._publish(out, cancel, on_done, complete=False)
            stamp = Stamp(size, mtime_ns, inode)
            known = seen.get(name)
            if known is None or (known.size, known.mtime_ns, known.inode) != (size, mtime_ns, inode):
                known = self._from_index(stored.get(name), stamp, folder / name)
                from_index += known is not None
            if known is None:
                todo.append((name, stamp))
            else:
                self._add(out, fresh, name, known)
        if todo and out.entries:
            self._publish(out, cancel, on_done, complete=False)
        _settle(gc.isenabled())  # what is listed so far stays: out of the collector's way for the proving
        gc.disable()
        to_store: dict[str, Row] = {}
        for count, ((name, stamp), (summary, problem)) in enumerate(zip(todo, _proofs(folder, todo, cancel),
                                                                      strict=False)):
            known = self._made(summary, problem, stamp, folder / name)
            to_store[name] = Row(stamp, summary if known.entry else None, known.problem)
            self._add(out, fresh, name, known)
            if cancel.is_set():
                break  # what it proved is kept (below): the next read reuses it
            if index is not None and len(to_store) >= STORE_EVERY:
                index.put(to_store)
                to_store = {}
            breathe()
            if time.monotonic() - published >= PUBLISH_SECONDS and count + 1 < len(todo):
                published = time.monotonic()
                self._publish(out, cancel, on_done, complete=False)
        if index is not None:
            index.put(to_store)  # what was proven stays proven, also when this read was cancelled
            if not cancel.is_set():
                index.keep_only(set(fresh))
        with self._lock:
            if cancel.is_set():
                self._seen.update(fresh)  # the next read reuses it
                return
            self._seen = fresh
            self.proven_last, self.from_index_last = len(todo), from_index
        self._publish(out, cancel, on_done, complete=True)

    @staticmethod
    def _add(out: History, fresh: dict[str, _Seen], name: str, known: _Seen) -> None:
        fresh[name] = known
        if known.entry is not None:
            out.entries.append(known.entry)
        else:
            out.problems.append(known.problem or name)

    def _made(self, summary: dict | None, problem: str | None, stamp: Stamp, path: Path) -> _Seen:
        """What a proof gave, as the list holds it (built from its summary, as from the index)."""
        if summary is not None:
            known = self._from_index(Row(stamp, summary, None), stamp, path)
            if known is not None:
                return known
            problem = f"{path.name}: could not be listed; it is skipped"
        return _Seen(stamp.size, stamp.mtime_ns, stamp.inode, None, problem)

    def _publish(self, out: History, cancel: threading.Event, on_done: Callable[[], None] | None,
                 complete: bool) -> None:
        shown = History(sorted(out.entries, key=lambda e: e.run.when, reverse=True), list(out.problems),
                        complete, out.total)
        shown.all_levels()  # here, not on the frame thread
        with self._lock:
            if cancel.is_set():
                return
            self.history = shown
            self.version += 1
            if complete:
                self.generation += 1
                cancel.set()  # this read is over
        if on_done is not None:
            on_done()
        if not complete:
            time.sleep(SHOWN_PAUSE)  # the frame that draws the new list has the core to itself

    @staticmethod
    def _from_index(row: Row | None, stamp: Stamp, path: Path) -> _Seen | None:
        """The file as the index remembers it, when it is the same file; None: prove it."""
        if row is None or row.stamp != stamp:
            return None
        if row.summary is None:
            return _Seen(stamp.size, stamp.mtime_ns, stamp.inode, None, row.problem)
        try:
            entry = entry_from_summary(row.summary, path)
        except (ValueError, KeyError, TypeError, AttributeError):
            return None  # a row we cannot use: the file is proven again
        counted = daily_ledger.counts(entry.game, entry.run.daily, entry.run.match_id)  # the ledger's word, now
        if counted:
            entry = replace(entry, run=replace(entry.run, counted=True))
        return _Seen(stamp.size, stamp.mtime_ns, stamp.inode, entry, None)


def _settle(enable: bool) -> None:
    """The read's entries live until the next read: moved out of the collector's sight (gc.freeze, as App.run
    does with what start-up made), so no full collection ever walks 5,000 of them. With the collector on during
    a read, full collections of 20-100 ms ran on the reader's thread and the window missed frames for that long.
    The entries hold no cycles, so those a later read replaces are still freed (by their reference counts). No
    collection first: everything made while it was off is young, and walking it took 90-126 ms."""
    gc.freeze()
    if enable:
        gc.enable()


class _Breather:
    """Called often by the reader: sleeps a moment after every WORK_SECONDS of work. Without it the reader
    keeps the interpreter up to the 5 ms switch interval each time the frame thread lets it go, and a frame that
    lets it go a few times (blits, the flip) took 20-38 ms instead of 3."""

    def __init__(self) -> None:
        self._until = time.monotonic() + WORK_SECONDS

    def __call__(self) -> None:
        if time.monotonic() >= self._until:
            time.sleep(BREATH_SECONDS)
            self._until = time.monotonic() + WORK_SECONDS


# --- proving: in this thread for a few files, in a worker process for many ------------------------------
PROCESS_FROM = 24  # files to prove before the proving moves to a worker process


def prove_summary(path: str) -> tuple[dict | None, str | None]:
    """One file proven (its moves replayed, every derived field checked): its summary, or why it is refused.
    Module level: a worker process runs it."""
    try:
        return entry_summary(history.read_entry(Path(path))), None
    except ValueError as exc:
        return None, str(exc)


def _prove_worker(conn) -> None:
    """The worker process: proves each path it is sent until it is sent None or its pipe closes."""
    while True:
        try:
            path = conn.recv()
        except (EOFError, OSError):
            return
        if path is None:
            return
        conn.send(prove_summary(path))


AHEAD = 4  # paths sent to the worker before their answers are asked for (it never waits for the next)
ANSWER_POLL = 0.2  # how often a wait for the worker looks whether the read was cancelled


def _proofs(folder: Path, todo: list[tuple[str, Stamp]], cancel: threading.Event) -> Iterator[tuple]:
    """The proofs of `todo`, in order. Many files are proven in a worker process: replaying thousands of
    records on the reader thread took the interpreter (and its collector) from the frame thread for seconds;
    there the frame thread only builds entries from summaries. A few are proven here (no process to start).
    The worker is a plain process on a pipe, killed when the read ends or is cancelled: a multiprocessing
    Pool still working when the app quit held its exit for good."""
    done = 0
    worker = None
    if len(todo) >= PROCESS_FROM:
        try:
            context = safe_context()
            conn, child = context.Pipe()
            worker = context.Process(target=_prove_worker, args=(child,), name="baraza-proofs", daemon=True)
            worker.start()
            child.close()
        except (OSError, ValueError, ImportError, RuntimeError) as exc:  # no worker processes: prove on this thread
            log.warning("history proofs on the reader thread (%s)", exc)
            worker = None
    if worker is not None:
        paths = [str(folder / name) for name, _stamp in todo]
        try:
            sent = 0
            while done < len(paths):
                while sent < len(paths) and sent - done < AHEAD:
                    conn.send(paths[sent])
                    sent += 1
                while not conn.poll(ANSWER_POLL):
                    if cancel.is_set():
                        return
                    if not worker.is_alive():
                        raise EOFError("the worker ended")
                answer = conn.recv()
                if cancel.is_set():
                    return
                done += 1
                yield answer
            return
        except (EOFError, OSError, ValueError) as exc:  # a worker that died: the rest are proven on this thread
            log.warning("history proof worker failed (%s)", exc)
        finally:
            conn.close()
            worker.kill()
            worker.join(2.0)
    for name, _stamp in todo[done:]:
        if cancel.is_set():
            return
        yield prove_summary(str(folder / name))
