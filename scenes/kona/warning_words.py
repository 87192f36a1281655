"""The table's threat warning, its stopping moves checked by the solver on a thread of its own.

The warning names only stopping moves the solver does not prove lost (game/kona/threats.py: a tester played the
advised "move onto c3" and the game was lost by force). That check runs the solver for each stopping move, up to a
few tenths of a second each: never on the frame. Meanwhile the warning says what needs no solver ("Black can make a
line by landing on c6 next move."), and the window is woken when the checked words are ready.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from baraza.game.kona.rules import KonaView
from baraza.game.kona.threats import threat_warning
from baraza.scenes.event_wait import wake_window
from baraza.scenes.ui import theme


class WarningWords:
    """The warning's words per position (a key the table gives), worked out once on a worker."""

    def __init__(self) -> None:
        self._key: Any = None
        self._quick: str | None = None
        self._checked: tuple[Any, str | None] | None = None  # (key, words): one assignment, read whole
        self._ready = threading.Event()

    def words(self, key: Any, view: KonaView, colour: int) -> str | None:
        """The words for `colour`'s lines next move in `view`: the checked words once the worker has them."""
        if key != self._key:
            self._key, self._quick, self._ready = key, threat_warning(view, colour, nodes=None), threading.Event()
            threading.Thread(target=self._work, args=(key, view, colour, self._ready), name="baraza-kona-warning",
                             daemon=True).start()
        checked = self._checked
        return checked[1] if checked is not None and checked[0] == key else self._quick

    def _work(self, key: Any, view: KonaView, colour: int, ready: threading.Event) -> None:
        words = threat_warning(view, colour)
        if key == self._key:  # a stale position's words are dropped (the key is compared again when read)
            self._checked = (key, words)
            wake_window()
        ready.set()

    def settle(self, timeout: float = 60.0) -> bool:
        """Wait until the current position's words are checked (tests); True when they are, or none was asked."""
        return self._key is None or self._ready.wait(timeout)


def whole_words(fonts: theme.Fonts, text: str, box: pygame.Rect, size: int, face: str) -> str:
    """`text` when it reads whole in `box`, else its first sentence when that does: the key one ("You win first:
    land on e4 …") read whole, where the two sentences were cut with "…" at 150 % text (a blind tester)."""
    if not theme.fit_lines(fonts, text, box.size, size, face)[2]:
        return text
    first = text.split(". ", 1)[0].rstrip(".") + "."
    return first if first != text and not theme.fit_lines(fonts, first, box.size, size, face)[2] else text
