"""Player settings that stick between runs (config dir, JSON). A damaged file falls back to
defaults for the damaged fields only; it is never a reason not to start."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import settings_path
from baraza.game.persistence.text import is_clean
from baraza.game.persistence.userfile import UserFileError, read_user_json

MAX_SETTINGS_BYTES = 64 * 1024
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_FACTORS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
# The window sizes offered in Settings, all 16:9 like the table itself.
WINDOW_SIZES = ((960, 540), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
# A window the player dragged may have any size within these bounds; smaller makes text unreadable.
MIN_WINDOW = (640, 360)
MAX_WINDOW = (7680, 4320)
SPEECH_MODES = ("auto", "on", "off")  # auto: speak when a screen reader is running
SPEECH_VERBOSITY = ("brief", "normal", "full")
TEXT_SCALES = (100, 125, 150)  # per cent of the designed text size
VOLUME_STEP = 10  # the Settings row moves the master volume in steps of this many per cent


@dataclass
class Settings:
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    animation_speed: str = "normal"
    sound: bool = True
    volume: int = 80  # master volume, per cent of full loudness
    colour_blind: bool = False
    show_hints: bool = True
    lessons_offered: list[str] = field(default_factory=list)  # games whose lesson was offered on first play, or taken
    setup_seats: dict[str, list[str]] = field(default_factory=dict)  # per game: the seat kinds last started with
    # per game: the rest of what its setup last started with: {"seats": how many played, "options": {key: value}}
    # (a file from before it has none: the setup then opens on its defaults)
    setup_last: dict[str, dict] = field(default_factory=dict)
    speech: str = "auto"  # spoken output (scenes/ui/speech.py): auto, on, off
    speech_verbosity: str = "normal"
    text_scale: int = 100  # TEXT_SCALES
    high_contrast: bool = False
    key_bindings: dict[str, str] = field(default_factory=dict)  # intent -> key ("f9", "ctrl+k"): the player's keys

    def animation_factor(self) -> float:
        """Multiplier on animation rate; 0 means animations are skipped."""
        return ANIMATION_FACTORS.get(self.animation_speed, 1.0)

    @property
    def window_size(self) -> tuple[int, int]:
        return self.window_width, self.window_height


def sizes_that_fit(desktops: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The offered window sizes that fit on at least one of the given desktops, smallest first.
    1280×720 is offered even when nothing seems to fit (the desktop size can be unknown)."""
    desktops = list(desktops)
    fits = [s for s in WINDOW_SIZES if any(s[0] <= w and s[1] <= h for w, h in desktops)]
    return fits or [(1280, 720)]


def window_size_ok(size: tuple[int, int]) -> bool:
    """A window size worth opening at: whole numbers between MIN_WINDOW and MAX_WINDOW."""
    return (len(size) == 2 and _is_int(size[0], MIN_WINDOW[0], MAX_WINDOW[0])
            and _is_int(size[1], MIN_WINDOW[1], MAX_WINDOW[1]))


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _valid(name: str, value: object, default: object) -> bool:
    if name == "key_bindings":  # shape only here: scenes/ui/keymap.py drops a key pygame does not know
        return isinstance(value, dict) and len(value) <= 64 and all(
            is_clean(k, 32) and is_clean(v, 32) for k, v in value.items())
    if name == "setup_last":
        return isinstance(value, dict) and len(value) <= 64 and all(
            is_clean(k, 64) and _setup_choice_ok(v) for k, v in value.items())
    if isinstance(default, dict):  # {game: [short names]}, small
        return isinstance(value, dict) and len(value) <= 64 and all(
            is_clean(k, 64) and isinstance(v, list) and len(v) <= 16 and all(is_clean(x, 64) for x in v)
            for k, v in value.items())
    if isinstance(default, list):
        return isinstance(value, list) and len(value) <= 64 and all(is_clean(v, 64) for v in value)
    if name == "animation_speed":
        return value in ANIMATION_SPEEDS
    if name in ("window_width", "window_height"):
        side = 0 if name == "window_width" else 1
        return _is_int(value, MIN_WINDOW[side], MAX_WINDOW[side])
    if name == "text_scale":
        return value in TEXT_SCALES and not isinstance(value, bool)
    if name == "speech":
        return value in SPEECH_MODES
    if name == "speech_verbosity":
        return value in SPEECH_VERBOSITY
    if name == "volume":
        return _is_int(value, 0, 100)
    if isinstance(default, bool):
        return isinstance(value, bool)
    return isinstance(value, type(default))


def _setup_choice_ok(value: object) -> bool:
    """One game's remembered setup: a seat count and a few options of plain values (the setup itself checks
    them against what the game offers today)."""
    if not isinstance(value, dict) or set(value) - {"seats", "options"}:
        return False
    seats, options = value.get("seats", 1), value.get("options", {})
    return (_is_int(seats, 1, 16) and isinstance(options, dict) and len(options) <= 32
            and all(is_clean(k, 64) and _plain(v) for k, v in options.items()))


def _plain(value: object) -> bool:
    return value is None or isinstance(value, (bool, int, float)) or is_clean(value, 64)


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
    if {"window_width", "window_height"} & set(bad):
        # Half a size is no size: both sides go back to the default together.
        settings.window_width, settings.window_height = Settings().window_size
        bad = [name for name in bad if name not in ("window_width", "window_height")] + ["window_size"]
    if not bad:
        return settings, None
    names = ", ".join(name.replace("_", " ") for name in bad)
    return settings, f"Settings: ignored a bad {names} in {path.name}; using the default{'' if len(bad) == 1 else 's'} instead."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))
