"""One autosave per unfinished match, in the data folder's autosaves/ (file name = the match's id).

Continue resumes the most recent; Load lists them all. Starting or loading another match never touches
another match's file; a finished match's autosave is removed. The single autosave.json of earlier versions
is moved in here at start.

An autosave's identity is the file it came from: a match continued from a file keeps writing to exactly that
file (`Match.autosave_path`), whatever its name, and a new match's file name is its id, which is already a
safe file name, so no clean-up of names can point two matches at one file. A continued match holds a lock
(locks.py), so a second window is told the match is open elsewhere instead of both writing it.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path
from typing import Any

from baraza.game.core.match import Match
from baraza.game.persistence.locks import MatchOpenElsewhere, claim, lock_path, release, remove_stale_locks
from baraza.game.persistence.paths import autosave_path, autosaves_dir
from baraza.game.persistence.saves import SaveError, list_save_files, load_match, safe_file_stem

Entry = tuple[Path, dict[str, Any] | None, str | None]


def autosave_file(match: Match) -> Path:
    """The file this match's autosave goes to: the file it was continued from, else one named by its id
    (an id that is not a safe file name as it is gets a hash of itself added, so two ids never share one)."""
    own = getattr(match, "autosave_path", None)
    if isinstance(own, Path):
        return own
    stem = safe_file_stem(match.match_id)
    if stem != match.match_id:
        stem = f"{stem or 'match'}-{hashlib.sha1(match.match_id.encode('utf-8', 'surrogatepass')).hexdigest()[:10]}"
    return autosaves_dir() / f"{stem}.json"


def list_autosaves() -> list[Entry]:
    """Autosaves, newest first: unfinished ones with their envelope, unreadable ones with the reason.
    Autosaves of finished matches are left out (they are cleared when a match ends). Only files changed
    since the last listing are read (the folder's index), so calling this on every menu visit is cheap."""
    return [e for e in list_save_files(autosaves_dir()) if e[1] is None or not e[1].get("finished")]


def latest_autosave() -> Entry | None:
    """The most recent unfinished match that can be read, if any."""
    return next((e for e in list_autosaves() if e[1] is not None), None)


def load_autosave(path: Path) -> Match:
    """Resume the match an autosave holds; it keeps writing to the same file. SaveError when the file cannot
    be used, or when the match is open in another window (then the file is left alone)."""
    match = load_match(path)
    try:
        claim(path)
    except MatchOpenElsewhere as exc:
        raise SaveError(str(exc)) from None
    match.match_id = path.stem
    match.autosave_path = path
    return match


def remove_autosave(path: Path) -> None:
    try:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            path.unlink()
    except OSError:
        pass
    release(path)


def tidy_autosaves() -> None:
    """At start: the old single autosave adopted, and locks left by windows that are gone removed."""
    adopt_legacy_autosave()
    remove_stale_locks(autosaves_dir())


def adopt_legacy_autosave() -> None:
    """Move the single autosave.json of earlier versions into autosaves/ (a regular file only)."""
    old = autosave_path()
    try:
        if not stat.S_ISREG(os.lstat(old).st_mode):
            return
        target = autosaves_dir() / f"earlier-{int(os.lstat(old).st_mtime)}.json"
        if not target.exists():
            os.replace(old, target)
    except OSError:
        pass


__all__ = ["SaveError", "adopt_legacy_autosave", "autosave_file", "latest_autosave", "list_autosaves",
           "load_autosave", "lock_path", "remove_autosave", "tidy_autosaves"]
