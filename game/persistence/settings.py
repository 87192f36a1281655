"""Player settings that stick between runs (config dir, JSON). A damaged file falls back to
defaults for the damaged fields only; it is never a reason not to start."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import settings_path
from baraza.game.persistence.userfile import UserFileError, read_user_json

MAX_SETTINGS_BYTES = 64 * 1024
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_FACTORS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


@dataclass
class Settings:
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    animation_speed: str = "normal"
    sound: bool = True
    colour_blind: bool = False
    show_hints: bool = True
    lessons_offered: list[str] = field(default_factory=list)  # games whose lesson was offered on first play

    def animation_factor(self) -> float:
        """Multiplier on animation rate; 0 means animations are skipped."""
        return ANIMATION_FACTORS.get(self.animation_speed, 1.0)


def _valid(name: str, value: object, default: object) -> bool:
    if isinstance(default, list):
        return isinstance(value, list) and len(value) <= 64 and all(isinstance(v, str) and len(v) <= 64 for v in value)
    if name == "animation_speed":
        return value in ANIMATION_SPEEDS
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool) and 200 <= value <= 10000
    return isinstance(value, type(default))


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, and a warning when the file had to be (partly) ignored."""
    path = path or settings_path()
    settings = Settings()
    if not os.path.lexists(path):
        return settings, None
    try:
        data = read_user_json(path, MAX_SETTINGS_BYTES)
    except UserFileError as exc:
        return settings, f"Settings not used: {exc}; using defaults."
    if not isinstance(data, dict):
        return settings, f"Settings not used: {path.name} is not a settings file; using defaults."
    bad = []
    for f in fields(Settings):
        if f.name in data:
            if _valid(f.name, data[f.name], getattr(settings, f.name)):
                setattr(settings, f.name, data[f.name])
            else:
                bad.append(f.name)
    return settings, (f"Ignored bad settings: {', '.join(bad)}." if bad else None)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))
