"""What the KROWNIA table's parts may ask of the table: the shared table's public API plus KROWNIA's seat
colours, legal-action filter and click-to-move. Parts are typed with this protocol (not with the scene), so
a reader or a static tool sees the whole of what a part depends on, and a test checks they use nothing else.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.scenes.ui.animation import AnimationQueue


class KrowniaTable(Protocol):
    app: Any  # fonts, settings, sounds, toast, card_zoom, show
    match: Match
    viewer: int | None  # whose hand the table shows
    animations: AnimationQueue
    hint: Action | None  # the hint's action, lit on the board
    hint_text: str  # the latest Hint's whole words (tool_hint.py rewrites them within a picked build tool)
    turn_clock: float  # seconds into the current turn (the turn timer)
    recap: Any  # "While you waited": its made_for_player() marks a move the table made for the player
    lesson_hook: Any  # the running lesson (table/lesson.py): where hover panels keep clear (keep_clear, hides)
    focus: Any  # the keyboard's cursor (scenes/table/focus.py): tips keep off the spot it is on
    ctx: Any  # the shared table context: `read_only` (a replay: no live control, the pointer mapped in)

    # the shared table (TableScene)
    def human_to_act(self) -> int | None: ...
    def legal_actions(self) -> list[Action]: ...
    def current_view(self) -> Any: ...
    def submit_intent(self, action: Action) -> bool: ...  # a move for the player to act (False: refused)
    def pulse(self, speed: float = 3.0) -> float: ...
    def status_line(self) -> str: ...
    def draw_seat_list(self, surface: pygame.Surface, rect: pygame.Rect, extra: list[str] | None = None,
                       order: list[int] | None = None, labels: list[str] | None = None) -> int: ...

    # KROWNIA's scene
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def seat_mark(self, seat: int) -> str: ...
    def legal_of(self, *kinds: str) -> list[Action]: ...
    def act(self, action: Action) -> None: ...
