"""Waiting for the next event without spinning, and waking the waiting window from another thread.

pygame's `event.wait(timeout)` looks for events every millisecond (about 5 % of a core under X11, the whole
cost of an idle window). SDL's own `SDL_WaitEventTimeout` sleeps until the display connection has input or
another thread pushes an event (as `pygame.event.post` does). `EventWaiter` calls SDL's, in the copy of the
library pygame itself loaded, and falls back to pygame's wait when it cannot find that copy.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import math
import os
from pathlib import Path

import pygame

WAKE_EVENT = pygame.event.custom_type()  # posted by wake_window(): a background answer is ready
SDL_INIT_VIDEO = 0x20
# Where pygame's wheels keep the SDL library they load (Linux, macOS, Windows), beside or inside the package.
_PATTERNS = ("../pygame_ce.libs/libSDL2-2*", "../pygame.libs/libSDL2-2*", ".dylibs/libSDL2-2*", "SDL2.dll")


def wake_window() -> None:
    """Wake the window's loop from any thread: a worker, reader or network thread calls it after leaving its
    result where the scene looks for it, and the scene's next update (and a new frame) follows at once."""
    try:
        pygame.event.post(pygame.event.Event(WAKE_EVENT))
    except pygame.error:
        pass  # no window (closing, or pygame not started): nothing waits for the event


def _pygames_sdl():
    """pygame's SDL as a ctypes library, or None. Only the copy pygame started counts: another copy's
    SDL_WaitEventTimeout would not see pygame's window or events."""
    base = Path(pygame.__file__).parent
    paths = [path for pattern in _PATTERNS for path in sorted(glob.glob(os.path.join(base, pattern)))]
    system = ctypes.util.find_library("SDL2")  # a pygame built against the system's SDL
    for path in paths + ([system] if system else []):
        try:
            sdl = ctypes.CDLL(path)
            sdl.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            sdl.SDL_WaitEventTimeout.restype = ctypes.c_int
            sdl.SDL_WasInit.argtypes = [ctypes.c_uint32]
            sdl.SDL_WasInit.restype = ctypes.c_uint32
            if sdl.SDL_WasInit(SDL_INIT_VIDEO):
                return sdl
        except (OSError, AttributeError):
            continue
    return None


class EventWaiter:
    def __init__(self) -> None:
        self._sdl = _pygames_sdl() if pygame.display.get_init() else None

    @property
    def sleeps(self) -> bool:
        """True when waits sleep in SDL (no polling every millisecond)."""
        return self._sdl is not None

    def wait(self, timeout: float) -> list[pygame.event.Event]:
        """Return once an event is queued or `timeout` seconds have passed. The events it took off the queue
        are returned (the caller takes the rest with pygame.event.get())."""
        if timeout <= 0:
            return []
        ms = max(1, math.ceil(timeout * 1000))
        if self._sdl is not None:
            self._sdl.SDL_WaitEventTimeout(None, ms)  # NULL: wait for an event, leave it queued
            return []
        event = pygame.event.wait(ms)
        return [] if event.type == pygame.NOEVENT else [event]
