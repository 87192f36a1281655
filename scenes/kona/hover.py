"""What the pointer rests on at the Kona table: a one-line note for a tower ("White tower of 2: its top piece moves
exactly 2 squares in a straight line"), as the other tables tell of their pieces. A playtester rested on a tower
and saw nothing, though the README lists "tower" among the words that show their meaning.

The note goes under the square it tells of, else over it, never over the square itself nor the squares its
tower may land on (nor the keyboard cursor's words, which move the pointer too); it keeps off what a running
lesson keeps in view (`avoid`); with no room beside the square it goes to the nearest clear place on the board. A click or a key hushes it until the pointer moves again.
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

    def draw(self, surface: pygame.Surface, fonts, view, avoid: list[pygame.Rect], bounds: pygame.Rect,
             keep: tuple[list[pygame.Rect], list[pygame.Rect]] = ([], [])) -> None:
        """The note of the tower under the resting pointer, inside `bounds` (the board), clear of `avoid`; `keep`:
        what it never covers (the squares the tower may land on, the cursor's words) and what it covers as little
        as it can (the other towers)."""
        self.shown = None
        square = self.square(view)
        if square is None or self.rest < DWELL or any(r.collidepoint(self.pos) for r in avoid):
            return
        stack = tuple(view.stacks[square])
        text = tower_words(stack, bool(view.first_move_pending[stack[-1]]))
        lines = theme.wrap_text(fonts, text, TIP_SIZE, TIP_W - 20)
        step = fonts.get(TIP_SIZE).get_linesize() + 2
        box = pygame.Rect(0, 0, TIP_W, 12 + step * len(lines))
        place = note_place(box, self.square_rect(square), bounds, [*avoid, *keep[0]], keep[1])
        if place is not None:
            theme.draw_panel(surface, place, theme.PANEL_DARK, theme.ACCENT, 8)
            for i, line in enumerate(lines):
                theme.blit_text(surface, fonts, line, (place.x + 10, place.y + 6 + i * step), TIP_SIZE, theme.TEXT)
            self.shown = place


GRID = 12  # px between the places tried away from the square
TOWER_COST = 160  # a tower covered weighs as much as this many px further from the square


def note_place(box: pygame.Rect, spot: pygame.Rect, bounds: pygame.Rect, hard: list[pygame.Rect],
               soft: list[pygame.Rect]) -> pygame.Rect | None:
    """Where the note goes: under the square, else over it, right or left of it, where it covers neither the
    square nor anything in `hard`; else the nearest place in `bounds` that covers none of them and the fewest of
    `soft`. A blind keys tester found the note of e1 over d2, e2 and f2, the squares its piece could land on.
    None when no place is clear (the cursor's own words still say it)."""
    beside = []
    for anchor, point in (("midtop", (spot.centerx, spot.bottom + 4)), ("midbottom", (spot.centerx, spot.top - 4)),
                          ("midleft", (spot.right + 4, spot.centery)), ("midright", (spot.left - 4, spot.centery))):
        place = box.copy()
        setattr(place, anchor, point)
        beside.append(place.clamp(bounds))
    blocked = [spot, *hard]
    for place in beside:
        if place.collidelist(blocked) < 0:
            return place
    best, best_cost = None, 0.0
    for y in range(bounds.top, bounds.bottom - box.h + 1, GRID):
        for x in range(bounds.left, bounds.right - box.w + 1, GRID):
            place = box.move(x, y)
            if place.collidelist(blocked) >= 0:
                continue
            dx = max(spot.left - place.right, place.left - spot.right, 0)
            dy = max(spot.top - place.bottom, place.top - spot.bottom, 0)
            cost = (dx * dx + dy * dy) ** 0.5 + TOWER_COST * len(place.collidelistall(soft))
            if best is None or cost < best_cost:
                best, best_cost = place, cost
    return best
