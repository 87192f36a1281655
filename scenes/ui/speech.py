"""Spoken output: what the window shows, said through the player's screen reader or speech engine.

The words are never written twice: tables speak the same captions, log lines and prompts they draw, menus
speak their buttons' labels, toasts their text. A `Speaker` filters lines by the player's verbosity and hands
them to a backend:
- `PrismBackend`, the optional `prismatoid` package (NVDA, JAWS, SAPI on Windows, VoiceOver on macOS,
  Speech Dispatcher or Orca on Linux). It speaks on a thread of its own, so a slow engine never holds a frame.
- `RecordingBackend` keeps every line (tests; BARAZA_SPEECH=record for debugging, =none for silence).
- no backend: silence, with the reason Settings shows in one line.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

# What each verbosity lets through; a kind not listed is always spoken.
#   focus: what the cursor is on; move: another seat's move (brief: its first line only); prompt: whose turn
#   and what you can do (brief: whose turn only); detail: the words that make a line longer (full only).
_SKIPPED: dict[str, frozenset[str]] = {
    "brief": frozenset({"detail", "move_more", "prompt_more"}),
    "normal": frozenset({"detail"}),
    "full": frozenset(),
}
# Backends that are plain voices, not a screen reader the player runs: "auto" does not speak through them.
_PLAIN_VOICES = ("sapi", "onecore", "speech dispatcher", "avspeech", "espeak")
MAX_LINE = 600  # characters: a longer line is cut (a forged name must not keep the voice busy for minutes)
HISTORY = 50


class RecordingBackend:
    """Keeps what was said, in order (tests read `lines`)."""

    name = "recording"
    screen_reader = True

    def __init__(self) -> None:
        self.lines: list[str] = []

    def output(self, text: str, interrupt: bool) -> None:
        self.lines.append(text)

    def close(self) -> None:
        """Nothing to stop."""


class PrismBackend:
    """prismatoid's best backend, fed from a queue by a daemon thread (a speech call may block)."""

    def __init__(self, backend) -> None:
        self._backend = backend
        self.name = str(backend.name)
        self.screen_reader = not any(word in self.name.lower() for word in _PLAIN_VOICES)
        self._queue: queue.Queue[tuple[str, bool] | None] = queue.Queue(maxsize=64)
        self._thread = threading.Thread(target=self._speak_lines, name="speech", daemon=True)
        self._thread.start()

    def output(self, text: str, interrupt: bool) -> None:
        try:
            self._queue.put_nowait((text, interrupt))
        except queue.Full:  # the engine is far behind: the newest line matters, an old one may go
            pass

    def _speak_lines(self) -> None:
        while (item := self._queue.get()) is not None:
            try:
                self._backend.output(item[0], interrupt=item[1])
            except Exception:  # noqa: BLE001 - an engine that fails once must not end the game's speech
                log.exception("speech engine")

    def close(self) -> None:
        try:
            self._queue.put_nowait(None)
        except queue.Full:
            pass


def open_backend() -> tuple[object | None, str]:
    """The platform's speech output and a line for Settings: (backend, "") or (None, why there is none)."""
    chosen = os.environ.get("BARAZA_SPEECH", "")
    if chosen == "record":
        return RecordingBackend(), ""
    if chosen == "none":  # the tests: never the real engine of the machine they run on
        return None, "Speech is turned off for this run (BARAZA_SPEECH=none)."
    try:
        import prism  # the prismatoid package; optional
    except ImportError:
        return None, "Speech needs the optional prismatoid package (pip install prismatoid)."
    except Exception as exc:  # noqa: BLE001 - a broken native library is a reason, not a crash
        return None, f"Speech could not start: {type(exc).__name__}."
    try:
        return PrismBackend(prism.Context().acquire_best()), ""
    except Exception:  # noqa: BLE001 - no engine installed or running
        return None, "Speech found no screen reader or speech engine on this computer."


@dataclass
class Speaker:
    """Says lines through a backend, as the player's settings allow. `mode` and `verbosity` are read from the
    settings each time (`settings` is the app's live Settings), so a change in Settings acts at once."""

    settings: object
    backend: object | None = None
    reason: str = ""  # why there is no backend, for Settings
    last: str = ""
    history: list[str] = field(default_factory=list)
    opener: Callable[[], tuple[object | None, str]] | None = open_backend
    open_async: bool = True  # the engine is found on a thread: loading a native library may take a while
    _opened: bool = False

    def _ensure(self) -> None:
        if self._opened or self.backend is not None or self.opener is None:
            self._opened = True
            return
        self._opened = True
        if not self.open_async:
            self.backend, self.reason = self.opener()
            return
        self.reason = "Looking for a screen reader or speech engine…"
        threading.Thread(target=self._open, name="speech-open", daemon=True).start()

    def _open(self) -> None:
        backend, reason = self.opener()  # type: ignore[misc]
        self.reason = reason
        self.backend = backend

    @property
    def active(self) -> bool:
        mode = getattr(self.settings, "speech", "auto")
        if mode == "off":
            return False
        self._ensure()
        if self.backend is None:
            return False
        return mode == "on" or bool(getattr(self.backend, "screen_reader", False))

    def status(self) -> str:
        """One line for Settings: what speaks, or why nothing does."""
        self._ensure()
        if self.backend is None:
            return self.reason or "Speech is off."
        mode = getattr(self.settings, "speech", "auto")
        name = getattr(self.backend, "name", "speech")
        if mode == "auto" and not getattr(self.backend, "screen_reader", False):
            return f"No screen reader is running; choose On to hear {name}."
        return f"Speaking through {name}."

    def say(self, text: str, kind: str = "info", interrupt: bool = False) -> bool:
        """Speak `text` unless the verbosity leaves `kind` out; True when it was spoken."""
        text = " ".join(str(text).split())[:MAX_LINE]
        if not text or not self.active:
            return False
        if kind in _SKIPPED.get(getattr(self.settings, "speech_verbosity", "normal"), frozenset()):
            return False
        self.last = text
        self.history = (self.history + [text])[-HISTORY:]
        self.backend.output(text, interrupt)  # type: ignore[union-attr]
        return True

    def repeat(self) -> None:
        """The last line again (the player missed it)."""
        if self.last and self.active:
            self.backend.output(self.last, True)  # type: ignore[union-attr]

    def close(self) -> None:
        if self.backend is not None:
            self.backend.close()  # type: ignore[attr-defined]
