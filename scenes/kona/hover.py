"""What the pointer rests on at the Kona table: a one-line note for a tower ("White tower of 2: its top piece moves
exactly 2 squares in a straight line"), as the other tables tell of their pieces. A playtester rested on a tower
and saw nothing, though the README lists "tower" among the words that show their meaning.

The note goes under the square it tells of, else over it, never over the square itself; it keeps off what a
running lesson keeps in view (`avoid`) or is not shown. A click or a key hushes it until the pointer moves again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.ui import theme

DWELL = 0.6  # seconds the pointer rests on a tower before its note shows (as the word help waits)
TIP_SIZE = 16
TIP_W = 320
COLOURS = ("White", "Black")


def tower_words(stack: tuple[int, ...], first_move: bool = False) -> str:
    """A tower in plain words, with how its top piece moves."""
    height, top = len(stack), COLOURS[stack[-1]]
    if height == 1:
        what = f"{top} piece"
    elif len(set(stack)) == 1:
        what = f"{top} tower of {height}"
    else:
        what = f"Tower of {height}, {top} on top"
    squares = "1 square" if height == 1 else f"{height} squares"
    words = f"{what}: its top piece moves exactly {squares} in a straight line"
    if first_move:
        words = f"{what}: on {top}'s first move its top piece may go 1, 2 or 3 squares"
    if height >= 3:
        words += "; nothing can land on it"
    return words + "."


class TowerHover:
    def __init__(self, square_at: Callable[[tuple[int, int]], str | None],
                 square_rect: Callable[[str], pygame.Rect]) -> None:
        self.square_at = square_at
        self.square_rect = square_rect
        self.pos: tuple[int, int] | None = None
        self.rest = 0.0
        self.hushed = False
        self.shown: pygame.Rect | None = None  # the note as drawn last (None: none)

    def heard(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.pos:
                self.pos, self.rest, self.hushed = event.pos, 0.0, False
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.hushed = True
        elif event.type == pygame.WINDOWLEAVE:
            self.pos = None

    def update(self, dt: float) -> None:
        self.rest += dt

    def square(self, view) -> str | None:
        """The tower the pointer rests on, or None."""
        if self.pos is None or self.hushed:
            return None
        square = self.square_at(self.pos)
        return square if square is not None and view.stacks.get(square) else None

    def wait(self, view) -> float | None:
        """Seconds until the note shows (the window draws then), or None when none is coming."""
        if self.shown is not None or self.square(view) is None:
            return None
        return max(0.0, DWELL - self.rest)

    def draw(self, surface: pygame.Surface, fonts, view, avoid: list[pygame.Rect], bounds: pygame.Rect) -> None:
        """The note of the tower under the resting pointer, inside `bounds` (the board), clear of `avoid`."""
        self.shown = None
        square = self.square(view)
        if square is None or self.rest < DWELL or any(r.collidepoint(self.pos) for r in avoid):
            return
        stack = tuple(view.stacks[square])
        text = tower_words(stack, bool(view.first_move_pending[stack[-1]]))
        lines = theme.wrap_text(fonts, text, TIP_SIZE, TIP_W - 20)
        step = fonts.get(TIP_SIZE).get_linesize() + 2
        box = pygame.Rect(0, 0, TIP_W, 12 + step * len(lines))
        spot = self.square_rect(square)
        for anchor, point in (("midtop", (spot.centerx, spot.bottom + 4)), ("midbottom", (spot.centerx, spot.top - 4)),
                              ("midleft", (spot.right + 4, spot.centery)), ("midright", (spot.left - 4, spot.centery))):
            place = box.copy()
            setattr(place, anchor, point)
            place.clamp_ip(bounds)
            if not place.colliderect(spot) and place.collidelist(avoid) < 0:
                theme.draw_panel(surface, place, theme.PANEL_DARK, theme.ACCENT, 8)
                for i, line in enumerate(lines):
                    theme.blit_text(surface, fonts, line, (place.x + 10, place.y + 6 + i * step), TIP_SIZE, theme.TEXT)
                self.shown = place
                return
