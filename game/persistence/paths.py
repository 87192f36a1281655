"""Every folder Baraza writes to. BARAZA_HOME, when set, replaces all platformdirs locations
(tests set it so they never touch the real user folders).

Asking for a folder tries to create it but never fails: on a read-only or full disk the app still
starts and plays, and the write that cannot happen is the one that reports it.
"""

from __future__ import annotations

import os
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


def data_dir() -> Path:
    home = _home()
    return _made(home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    return _made(data_dir() / "saves")


def autosaves_dir() -> Path:
    """One autosave per unfinished match."""
    return _made(data_dir() / "autosaves")


def history_dir() -> Path:
    """One JSON record per finished (or abandoned daily) match: see game/persistence/runs.py."""
    return _made(data_dir() / "history")


def autosave_path() -> Path:
    """Where Baraza before 0.x kept its single autosave; moved into autosaves/ at start."""
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def scores_db_path() -> Path:
    return data_dir() / "scores.sqlite3"
