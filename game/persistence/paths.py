"""Every folder Baraza writes to. BARAZA_HOME, when set, replaces all platformdirs locations
(tests set it so they never touch the real user folders)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "baraza"


def _home() -> Path | None:
    home = os.environ.get("BARAZA_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def scores_db_path() -> Path:
    return data_dir() / "scores.sqlite3"
