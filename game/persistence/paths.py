"""Every folder Baraza writes to. BARAZA_HOME, when set, replaces all platformdirs locations
(tests set it so they never touch the real user folders).

Asking for a folder tries to create it but never fails: on a read-only or full disk the app still
starts and plays, and the write that cannot happen is the one that reports it.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "baraza"


def _home() -> Path | None:
    home = os.environ.get("BARAZA_HOME")
    return Path(home) if home else None


def _made(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # reported by the first write that needs it
    return path


def config_dir() -> Path:
    home = _home()
    return _made(home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def preferred_data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def fallback_dir() -> Path:
    """Where Baraza saves when the data folder cannot be made or written (a read-only home, a full disk):
    BARAZA_FALLBACK when set, else a folder of this user's in the system's temp folder."""
    base = os.environ.get("BARAZA_FALLBACK") or tempfile.gettempdir()
    user = getattr(os, "getuid", lambda: os.environ.get("USERNAME", "user"))()
    return Path(base) / f"baraza-{user}"


def data_dir() -> Path:
    """The data folder; when it does not exist and cannot be made (a read-only home on a first start),
    the fallback folder's data/ instead, so the app still saves somewhere (App says where)."""
    preferred = _made(preferred_data_dir())
    if preferred.is_dir():
        return preferred
    return _made(fallback_dir() / "data")


def saving_status() -> tuple[str | None, bool]:
    """One line about where saving goes when it is not the usual place (None when all is well), and
    whether saving works at all. Probes with a real write."""
    from baraza.game.persistence.atomic import write_text_atomic

    folder = data_dir()
    probe = folder / "write-check"
    try:
        write_text_atomic(probe, "ok")
        probe.unlink()
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        return f"Saving is off ({reason} in {folder}); you can still play, and Save offers another folder", False
    if folder != preferred_data_dir():
        return f"{preferred_data_dir()} cannot be made; saving in {folder} instead", True
    return None, True


def saves_dir() -> Path:
    return _made(data_dir() / "saves")


def autosaves_dir() -> Path:
    """One autosave per unfinished match."""
    return _made(data_dir() / "autosaves")


def history_dir() -> Path:
    """One JSON record per finished (or abandoned daily) match: see game/persistence/runs.py."""
    return _made(data_dir() / "history")


def analyses_dir() -> Path:
    """One JSON file per analysed match (game/persistence/analysis_cache.py): a replay reopens at once."""
    return _made(data_dir() / "analyses")


def autosave_path() -> Path:
    """Where Baraza before 0.x kept its single autosave; moved into autosaves/ at start."""
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def scores_db_path() -> Path:
    return data_dir() / "scores.sqlite3"
