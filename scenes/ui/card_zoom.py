"""Cards shown large: rest the mouse on a card for a moment, or right-click it, to read the whole card.

One `CardZoom` lives on the App. While drawing, a table offers each card it shows (`offer(scene, rect,
face)`); the App feeds it input before the scenes, updates it and draws it over everything. Only the top
scene's cards zoom, so a dialog over the table never shows a card from under it, nor a lesson's note one from
under the note. The large view is placed beside the card, never under the mouse (it would flicker as it hides the
card it shows), and on screen. A click or a move hushes the hover view until the mouse moves (`hush`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes.render.cards import CardFace, draw_card_large, zoom_size
from baraza.scenes.ui.keymap import intent_of

HOVER_DELAY = 0.4  # seconds the mouse rests on a card before it zooms: passing over a hand shows nothing
GAP = 12  # between the card and its large view


@dataclass(frozen=True)
class Spot:
    rect: pygame.Rect
    face: CardFace
    owner: int  # id() of the scene that drew the card

    def key(self) -> tuple:
        return (tuple(self.rect), self.face.title, self.owner)


def place_clear(card: pygame.Rect, size: tuple[int, int], screen: pygame.Rect, mouse: tuple[int, int],
                avoid: list[pygame.Rect]) -> pygame.Rect | None:
    """`place`, but covering none of `avoid` (a lesson's card, the spot to click next); None if no side of the
    card is clear of them."""
    rect = place(card, size, screen, mouse)
    if not avoid or rect.collidelist(avoid) < 0:
        return rect
    w, h = size
    area = screen.inflate(-8, -8)
    for x, y in ((card.right + GAP, card.centery - h // 2), (card.x - GAP - w, card.centery - h // 2),
                 (card.centerx - w // 2, card.bottom + GAP), (card.centerx - w // 2, card.y - GAP - h)):
        for shift in (0, -h // 2, h // 2, -h, h):
            trial = pygame.Rect(x, y + shift, w, h).clamp(area)
            if not trial.collidepoint(mouse) and not trial.colliderect(card) and trial.collidelist(avoid) < 0:
                return trial
    return None


def place(card: pygame.Rect, size: tuple[int, int], screen: pygame.Rect, mouse: tuple[int, int]) -> pygame.Rect:
    """Where the large view of `card` goes: beside it (right, left, below, above: the first that fits the
    screen), slid along that side to stay on screen, and never over the mouse."""
    w, h = size
    area = screen.inflate(-8, -8)
    sides = [pygame.Rect(card.right + GAP, card.centery - h // 2, w, h),
             pygame.Rect(card.x - GAP - w, card.centery - h // 2, w, h),
             pygame.Rect(card.centerx - w // 2, card.bottom + GAP, w, h),
             pygame.Rect(card.centerx - w // 2, card.y - GAP - h, w, h)]
    fallback = None
    for i, rect in enumerate(sides):
        fits = area.w >= w and area.h >= h and (
            (rect.x >= area.x and rect.right <= area.right) if i < 2 else (rect.y >= area.y and rect.bottom <= area.bottom))
        rect = rect.clamp(area)
        if fits and not rect.collidepoint(mouse):
            return rect
        if fallback is None and not rect.collidepoint(mouse):
            fallback = rect
    if fallback is not None:
        return fallback
    # A card so large no side is free: the half of the screen away from the mouse.
    rect = pygame.Rect(0, 0, w, h)
    if mouse[0] >= area.centerx:
        rect.left = area.x
    else:
        rect.right = area.right
    rect.centery = area.centery
    return rect.clamp(area)


class CardZoom:
    """Which card is shown large, and where. `pinned` is a card opened with a right-click: it stays until
    Esc, a click, or another right-click; a hovered card shows after `HOVER_DELAY` and goes with the mouse."""

    def __init__(self) -> None:
        self.spots: list[Spot] = []  # the cards the scenes drew this frame (last frame's, while handling input)
        self.mouse: tuple[int, int] = (-1, -1)
        self.resting = 0.0  # how long the mouse has been on the card `_under`
        self._under: tuple | None = None
        self._was_shown = False  # a view was up last frame: the next card the mouse moves onto shows at once
        self.pinned: Spot | None = None
        self.shown: pygame.Rect | None = None  # where the large view was drawn last frame (None: not drawn)
        self.shown_face: CardFace | None = None
        self.hushed_at: tuple[int, int] | None = None  # after a click or a move: no hover view till the mouse moves

    # --- what the scenes do --------------------------------------------------------------------
    def offer(self, scene: object, rect: pygame.Rect, face: CardFace | None) -> None:
        """A card `scene` drew at `rect`; None (a face-down card) is not offered."""
        if face is not None and rect.w > 0 and rect.h > 0:
            self.spots.append(Spot(pygame.Rect(rect), face, id(scene)))

    # --- what the App does ---------------------------------------------------------------------
    def spot_at(self, pos: tuple[int, int], top: object) -> Spot | None:
        """The topmost card of scene `top` at `pos` (later offers are drawn over earlier ones); none where a
        table's lesson card hides it."""
        lesson = getattr(top, "lesson_hook", None)  # a table's lesson hook-up (scenes/table/lesson.py)
        if lesson is not None and lesson.hides(pos):
            return None
        for spot in reversed(self.spots):
            if spot.owner == id(top) and spot.rect.collidepoint(pos):
                return spot
        return None

    def handle_event(self, event: pygame.event.Event, top: object) -> bool:
        """Right-click on a card pins its large view (again: unpins); with a view pinned, Esc or any click
        closes it and is used up. Returns True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.hushed_at:
                self.hushed_at = None
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                spot = self.spot_at(event.pos, top)
                if self.pinned is not None and (spot is None or spot.key() == self.pinned.key()):
                    self.close()
                    return True
                if spot is not None:
                    self.pinned = spot
                    return True
                return False
            if event.button == 1:
                self.hush()  # a click is a choice, not reading: the hover view waits for the mouse to move on
                if self.pinned is not None:
                    self.close()
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            self.hush()  # playing by keys: the resting pointer's hover view goes until the mouse moves (a pinned one stays)
        if self.pinned is not None and intent_of(event) == "cancel":
            self.close()
            return True
        return False

    def hush(self) -> None:
        """A click or a move: the hover view goes, and comes back only once the mouse has moved and rested."""
        self.resting = 0.0
        self._was_shown = False
        self.hushed_at = self.mouse

    def close(self) -> None:
        self.pinned = None
        self.resting = 0.0
        self._was_shown = False

    def update(self, dt: float, top: object) -> None:
        spot = self.spot_at(self.mouse, top)
        key = spot.key() if spot is not None else None
        if key != self._under:
            self._under = key
            self.resting = HOVER_DELAY if (key is not None and self._was_shown) else 0.0
        elif key is not None and self.hushed_at is None:
            self.resting += dt
        if self.pinned is not None and self.pinned.owner != id(top):
            self.pinned = None  # its scene is covered or gone

    def next_change(self) -> float | None:
        """Seconds until the card under the resting mouse shows large (the window wakes for it), or None."""
        if self._under is None or self.pinned is not None or self.resting >= HOVER_DELAY or self.hushed_at is not None:
            return None
        return HOVER_DELAY - self.resting

    def begin_draw(self) -> None:
        """The scenes are about to draw: forget last frame's cards."""
        self.spots = []

    def showing(self, top: object) -> tuple[Spot | None, bool]:
        """(the card to show large, whether it is pinned)."""
        if self.pinned is not None:
            return self.pinned, True
        spot = self.spot_at(self.mouse, top)
        if spot is not None and spot.key() == self._under and self.resting >= HOVER_DELAY and self.hushed_at is None:
            return spot, False
        return None, False

    def draw(self, surface: pygame.Surface, fonts, top: object) -> None:
        spot, pinned = self.showing(top)
        self.shown = self.shown_face = None
        self._was_shown = spot is not None and not pinned
        if spot is None:
            return
        if pinned:  # the pinned card may have moved (a hand re-fans): follow it when it is still drawn
            # (the same place first: of two alike cards, the one pinned, never the other player's copy)
            alike = [s for s in self.spots if s.face == spot.face and s.owner == spot.owner]
            here = next((s for s in alike if s.rect == spot.rect), alike[0] if alike else None)
            if here is not None:
                spot = self.pinned = here
        size = zoom_size(fonts, spot.face, surface.get_size())
        if pinned:  # asked for: shown even over a lesson's note
            rect = place(spot.rect, size, surface.get_rect(), self.mouse)
        else:  # a hovered card keeps clear of what the scene must keep in view (a lesson's card, its lit spots)
            lesson = getattr(top, "lesson_hook", None)  # a table's lesson hook-up (scenes/table/lesson.py)
            keep_clear = lesson.keep_clear() if lesson is not None else []
            # and of what the table asks it to spare when it can (Khedu: the fight's odds while a defender is picked,
            # a blind tester found a Desert card over them)
            spare = getattr(top, "zoom_keep_clear", None)
            wanted = spare() if callable(spare) else []
            rect = place_clear(spot.rect, size, surface.get_rect(), self.mouse, keep_clear + wanted) if wanted else None
            rect = rect or place_clear(spot.rect, size, surface.get_rect(), self.mouse, keep_clear)
            hard = lesson.keep_clear(zones=False) if lesson is not None else []
            if rect is None and hard and not spot.rect.colliderect(hard[0]):  # KROWNIA's lesson keeps the whole
                # table in view: a hovered card showed nowhere; one clear of the lesson's card may cover the zones
                # talked about, never the lesson's card or a lit spot
                rect = place_clear(spot.rect, size, surface.get_rect(), self.mouse, hard)
            if rect is None:
                return
        draw_card_large(surface, fonts, spot.face, rect)
        self.shown, self.shown_face = rect, spot.face
