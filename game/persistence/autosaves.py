"""One autosave per unfinished match, in the data folder's autosaves/ (file name = the match's id).

Continue resumes the most recent; Load lists them all. Starting or loading another match never touches
another match's file; a finished match's autosave is removed. The single autosave.json of earlier versions
is moved in here at start.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from baraza.game.core.match import Match
from baraza.game.persistence.paths import autosave_path, autosaves_dir
from baraza.game.persistence.saves import SaveError, list_save_files, load_match, safe_file_stem

Entry = tuple[Path, dict[str, Any] | None, str | None]


def autosave_file(match: Match) -> Path:
    return autosaves_dir() / f"{safe_file_stem(match.match_id) or 'match'}.json"


def list_autosaves() -> list[Entry]:
    """Autosaves, newest first: unfinished ones with their envelope, unreadable ones with the reason.
    Autosaves of finished matches are left out (they are cleared when a match ends)."""
    return [e for e in list_save_files(autosaves_dir()) if e[1] is None or not e[1].get("finished")]


def latest_autosave() -> Entry | None:
    """The most recent unfinished match that can be read, if any."""
    return next((e for e in list_autosaves() if e[1] is not None), None)


def load_autosave(path: Path) -> Match:
    """Resume the match an autosave holds; it keeps writing to the same file."""
    match = load_match(path)
    match.match_id = path.stem
    return match


def remove_autosave(path: Path) -> None:
    try:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            path.unlink()
    except OSError:
        pass


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
           "load_autosave", "remove_autosave"]
