"""Which window has a match open: a lock file beside its autosave (`NAME.json.lock`) naming the owner
(process id, host, time). A second window that tries to continue the match is told it is open elsewhere.
A lock whose owner is gone (same host, no such process) or that has not been renewed for LOCK_STALE_SECONDS
is stale and taken over. Locks are advisory: they stop two windows playing one match, not a determined user.
"""

from __future__ import annotations

import json
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path

from baraza.game.persistence.userfile import UserFileError, read_user_json

LOCK_SUFFIX = ".lock"
LOCK_STALE_SECONDS = 6 * 3600.0  # an owner on another host that has not written for this long is gone
RENEW_SECONDS = 600.0  # the owner rewrites its lock this often while it keeps writing the match


class MatchOpenElsewhere(Exception):
    """The match is open in another Baraza window; str() is one line for the player."""


@dataclass(frozen=True)
class Owner:
    pid: int
    host: str
    time: float

    @staticmethod
    def me() -> Owner:
        return Owner(os.getpid(), socket.gethostname()[:100], time.time())

    def is_me(self) -> bool:
        return self.pid == os.getpid() and self.host == socket.gethostname()[:100]


def lock_path(save: Path) -> Path:
    return save.with_name(save.name + LOCK_SUFFIX)


def read_owner(save: Path) -> Owner | None:
    """Who holds the match's lock (None: nobody, or a lock file that is not one)."""
    try:
        data = read_user_json(lock_path(save), 4096)
    except (UserFileError, OSError):
        return None
    if not isinstance(data, dict):
        return None
    pid, host, stamp = data.get("pid"), data.get("host"), data.get("time")
    if not (isinstance(pid, int) and not isinstance(pid, bool) and 0 < pid < 2**31 and isinstance(host, str)
            and isinstance(stamp, (int, float)) and not isinstance(stamp, bool)):
        return None
    return Owner(pid, host[:100], float(stamp))


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process: alive
    return True


def is_stale(owner: Owner, now: float | None = None) -> bool:
    """Whether the lock's owner is gone: a process that no longer exists on this host, or no renewal for
    LOCK_STALE_SECONDS (an owner on another host, or a process id taken by another program since)."""
    now = time.time() if now is None else now
    if not abs(now - owner.time) < LOCK_STALE_SECONDS:
        return True
    return owner.host == socket.gethostname()[:100] and not _process_alive(owner.pid)


def _write(save: Path, owner: Owner) -> None:
    path = lock_path(save)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps({"pid": owner.pid, "host": owner.host, "time": owner.time}), encoding="utf-8")
    os.replace(tmp, path)


def claim(save: Path) -> None:
    """Take the match's lock for this process, or MatchOpenElsewhere when a live owner has it. A lock that
    cannot be written (read-only folder) does not stop the match: only a live owner does."""
    owner = read_owner(save)
    if owner is not None and not owner.is_me() and not is_stale(owner):
        raise MatchOpenElsewhere("This match is open in another Baraza window; close it there to continue it here.")
    if owner is not None and owner.is_me() and time.time() - owner.time < RENEW_SECONDS:
        return
    try:
        if owner is None:
            _create(save)  # two windows at once: one of them creates it, the other is told
        else:
            _write(save, Owner.me())
    except FileExistsError:
        if owned_by_other(save):
            raise MatchOpenElsewhere(
                "This match is open in another Baraza window; close it there to continue it here.") from None
    except OSError:
        pass


def _create(save: Path) -> None:
    me = Owner.me()
    fd = os.open(lock_path(save), os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o644)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(json.dumps({"pid": me.pid, "host": me.host, "time": me.time}))


def owned_by_other(save: Path) -> bool:
    """Whether a live other window holds the match (its writes would be overwritten by ours)."""
    owner = read_owner(save)
    return owner is not None and not owner.is_me() and not is_stale(owner)


def release(save: Path) -> None:
    """Give the lock up (only our own)."""
    owner = read_owner(save)
    if owner is not None and owner.is_me():
        try:
            lock_path(save).unlink()
        except OSError:
            pass


def remove_stale_locks(folder: Path) -> int:
    """Delete the locks in `folder` whose owner is gone (at start: a window that was killed); returns how many."""
    removed = 0
    try:
        names = [n for n in os.listdir(folder) if n.endswith(".json" + LOCK_SUFFIX)]
    except OSError:
        return 0
    for name in names:
        save = folder / name[: -len(LOCK_SUFFIX)]
        owner = read_owner(save)
        if owner is None or is_stale(owner) or owner.is_me():
            try:
                lock_path(save).unlink()
                removed += 1
            except OSError:
                pass
    return removed
