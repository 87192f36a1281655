"""The table's threat warning, its stopping moves checked by the solver on a thread of its own.

The warning names only stopping moves the solver does not prove lost (game/kona/threats.py: a tester played the
advised "move onto c3" and the game was lost by force). That check runs the solver for each stopping move, up to a
few tenths of a second each: never on the frame. Meanwhile the warning says what needs no solver ("Black can make a
line by landing on c6 next move."), and the window is woken when the checked words are ready.

When the solver proves every stopping move lost, the words add the Hint's own move and how long it holds ("Best
defence: c5 → d4. Black then needs 3 moves to win."): "the game is lost by force" alone read as "nothing can be
done" (kona15). That is the Hint's judge (game/kona/analysis.py), on the same worker.
"""

from __future__ import annotations

import re
import threading
from typing import Any

import pygame

from baraza.game.core.action import Action
from baraza.game.kona.analysis import JudgeMemo, KonaAnalyser, hint_verdict
from baraza.game.kona.rules import COLOUR_NAMES, SQUARES, KonaView
from baraza.game.kona.threats import board_of, next_moves, threat_warning
from baraza.scenes.event_wait import wake_window
from baraza.scenes.ui import theme

LOST = "; the game is lost by force."  # how threat_warning ends when every stopping move is proven lost


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
        if words is not None and words.endswith(LOST) and key == self._key:
            words += defence_words(view)
        if key == self._key:  # a stale position's words are dropped (the key is compared again when read)
            self._checked = (key, words)
            wake_window()
        ready.set()

    def settle(self, timeout: float = 60.0) -> bool:
        """Wait until the current position's words are checked (tests); True when they are, or none was asked."""
        return self._key is None or self._ready.wait(timeout)


def whole_words(fonts: theme.Fonts, text: str, box: pygame.Rect, size: int, face: str) -> str:
    """`text` when it reads whole in `box`, else its longest run of first sentences that does: the key one ("You
    win first: land on e4 …") read whole, where the two sentences were cut with "…" at 150 % text (a blind tester);
    the best defence before how long it holds, where the panel has room for one of them."""
    sentences = text.split(". ")
    for n in range(len(sentences), 0, -1):
        shorter = text if n == len(sentences) else ". ".join(sentences[:n]).rstrip(".") + "."
        if not theme.fit_lines(fonts, shorter, box.size, size, face)[2]:
            return shorter
    return text


def defence_words(view: KonaView) -> str:
    """" Best defence: c5 → d4. Black then needs 3 moves to win." for the side to move in a lost position: the Hint's move
    (its judge, game.kona.analysis) and the Hint's proven count (the panel drops the count first when short of
    room); "" when the judge has no move."""
    me = view.to_move
    if me is None:
        return ""
    legal = [Action("move", (SQUARES[f], SQUARES[t])) for f, t in next_moves(view, me, board_of(view))]
    memo = JudgeMemo()  # the move's judgement, read again by the verdict: judged once
    best = KonaAnalyser(memo=memo).best_move(view, legal) if len(legal) > 1 else (legal[0] if legal else None)
    if best is None or best.kind != "move":
        return ""
    said = f" Best defence: {best.args[0]} → {best.args[1]}"
    count = re.search(COLOUR_NAMES[1 - me] + r" needs (\d+) move", hint_verdict(view, memo=memo) or "")
    if count is None:
        return said + "."
    moves = int(count.group(1))
    return f"{said}. {COLOUR_NAMES[1 - me]} then needs {moves} move{'s' if moves != 1 else ''} to win."
