"""History records that could not be written yet, kept on disk elsewhere and written on the next start.

When a match's record cannot go into history/ (a read-only folder, a full disk), the autosave writer keeps it
in memory and tries again every few seconds while the app runs (autosave_writer.py). It also hands it here
once: a copy goes to a `pending-records` folder in the data folder, else the config folder, else the fallback
folder (the first that takes the write), so a record still failing when the app ends is not lost. When none
takes it, the record stays in memory only, and `holds` says so (the results screen tells the player which).

At the next start `retry` (on a thread of its own) reads the copies back like any user file (regular files
only, size and depth caps: userfile.py), proves each against its moves (history.parse_entry) and hands the
good ones to the writer for history/; a copy is removed once its record is written there, or when history/
already holds that match as it stood at that time or later. A copy that fails the checks is refused in one
logged line and renamed `*.refused` (kept for the curious, never read again); nothing here stops the app.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any, Protocol

from baraza.game.persistence import history, runs
from baraza.game.persistence.atomic import remove_stale_temp_files, write_json_atomic
from baraza.game.persistence.paths import config_dir, data_dir, fallback_dir
from baraza.game.persistence.userfile import read_user_json

log = logging.getLogger("baraza")

PENDING_FOLDER = "pending-records"
MAX_PENDING = 200  # copies read per folder at a start: a folder filled by something else costs no more
REFUSED_SUFFIX = ".refused"
PENDING_SCORES = "pending-scores.json"  # score rows waiting for the scores file (score_keeper.py): not a record


class RecordWriter(Protocol):
    def write_json(self, path: Path, data: Any) -> None: ...


def pending_dirs() -> list[Path]:
    """Where copies may wait, in the order they are tried: never history/ itself (the folder that failed)."""
    out: list[Path] = []
    for base in (data_dir, config_dir, fallback_dir):
        try:
            folder = base() / PENDING_FOLDER
        except OSError:
            continue
        if folder not in out:
            out.append(folder)
    return out


class PendingRecords:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[str, set[Path]] = {}  # a record's file name -> its copies on disk
        self._thread: threading.Thread | None = None

    # --- while the app runs (the writer's thread) ----------------------------------------------------
    def keep(self, path: Path, data: Any) -> bool:
        """A record history/ did not take: a copy in the first pending folder that takes it. False when none
        does (it stays in the writer's memory only)."""
        if not (isinstance(data, dict) and data.get("format") == runs.RUN_FORMAT):
            return False  # only match records are ever moved into history/ at a start
        for folder in pending_dirs():
            copy = folder / path.name
            try:
                write_json_atomic(copy, data)
            except (OSError, ValueError):
                continue
            with self._lock:
                self._held.setdefault(path.name, set()).add(copy)
            return True
        return False

    def holds(self, path: Path) -> bool:
        """Whether a copy of this record waits on disk for the next start."""
        with self._lock:
            return path.name in self._held

    def written(self, path: Path) -> None:
        """The record is in history/: its copies go."""
        with self._lock:
            copies = self._held.pop(path.name, set())
        for copy in copies:
            _remove(copy)

    # --- at a start ----------------------------------------------------------------------------------------
    def start(self, writer: RecordWriter) -> threading.Thread:
        """`retry` on a thread of its own (proving records takes time: never on the frame thread)."""
        self._thread = threading.Thread(target=self._retry_logged, args=(writer,), name="baraza-pending-records",
                                        daemon=True)
        self._thread.start()
        return self._thread

    def settle(self, timeout: float | None = 10.0) -> bool:
        """Wait until the start's retry has handed everything over (tests)."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    def _retry_logged(self, writer: RecordWriter) -> None:
        try:
            self.retry(writer)
        except Exception:  # noqa: BLE001 - a retry that fails must never stop the app; the copies stay
            log.exception("pending records")

    def retry(self, writer: RecordWriter) -> int:
        """Every good copy handed to `writer` for history/ (the newest when one match has several); returns
        how many. A bad copy is refused in one logged line and set aside."""
        folders = pending_dirs()
        remove_stale_temp_files(folders)  # halves of copies a kill interrupted
        best: dict[str, tuple[history.HistoryEntry, dict[str, Any]]] = {}
        copies: dict[str, list[Path]] = {}
        for folder in folders:
            for copy in _listed(folder):
                checked = _checked(copy)
                if checked is None:
                    continue
                entry, data = checked
                name = runs.record_path(entry.run.match_id or copy.stem).name
                copies.setdefault(name, []).append(copy)
                if name not in best or entry.run.when > best[name][0].run.when:
                    best[name] = (entry, data)
        handed = 0
        for name, (entry, data) in best.items():
            target = runs.record_path(entry.run.match_id or Path(name).stem)
            if _history_has(target, entry):
                for copy in copies[name]:
                    _remove(copy)
                continue
            with self._lock:
                self._held.setdefault(target.name, set()).update(copies[name])
            writer.write_json(target, data)
            handed += 1
        return handed


def _listed(folder: Path) -> list[Path]:
    try:
        names = sorted(n for n in os.listdir(folder)
                       if n.endswith(".json") and not n.startswith(".") and n != PENDING_SCORES)
    except OSError:
        return []  # no such folder (nothing ever waited there), or unreadable: nothing to retry from it
    return [folder / n for n in names[:MAX_PENDING]]


def _checked(copy: Path) -> tuple[history.HistoryEntry, dict[str, Any]] | None:
    """The copy read guarded and proved against its moves, or None (refused in one line and set aside)."""
    try:
        data = read_user_json(copy, runs.MAX_RECORD_BYTES)
        entry = history.parse_entry(data, copy)
    except ValueError as exc:  # UserFileError is one too: every refusal is one line naming the file
        reason = str(exc)
    except Exception as exc:  # noqa: BLE001 - whatever a hostile file does, the start goes on
        reason = f"{copy.name}: {exc.__class__.__name__}"
    else:
        return entry, data
    set_aside(copy, "A record waiting for History was refused", reason)
    return None


def set_aside(path: Path, what: str, reason: str) -> None:
    """A waiting file that cannot be used: one logged line, and renamed so it is never read again."""
    log.warning("%s: %s", what, reason.splitlines()[0] if reason else path.name)
    try:
        os.replace(path, path.with_name(path.name + REFUSED_SUFFIX))
    except OSError:
        pass  # refused again next start, which is all it costs


def _history_has(target: Path, entry: history.HistoryEntry) -> bool:
    """Whether history/ already holds this match as it stood when the copy was made, or later."""
    try:
        kept = runs.read_record(target)
    except ValueError:
        return False  # missing or unreadable: the copy is what there is
    return kept.when >= entry.run.when


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:  # left behind: the next start sees history/ has it and removes it then
        log.warning("A record copy could not be removed (%s): %s", exc.strerror or exc, path.name)
