"""Where another seat's move is ringed on the replay's board (issue 41). A table's `tutorial_clicks` says where its
own viewer would click: a place in "my" Cadre or "my" hand is drawn where the viewer's own mat is. Asked about the
AI's move through the player's eyes, a Khedu table ringed the player's own Cadre, and the pictures looked alike
there (both seats' slots were empty). So a spot of another seat's move is kept only where both seats' tables put it
AND both pictures look alike there before and after the move (the board, a shared row: the AI's piece shows up in
both); the rest is placed by the game: its table's optional `seat_clicks(action, view, seat)` hook (where `seat`
would click, in this view), else its `action_spot(action, view)` (where another seat's move lands, as at the live
table)."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.replay.move_rings import spots
from baraza.scenes.ui import theme


def picture(table) -> pygame.Surface:
    """The table drawn whole, off screen."""
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    table.draw(surface)
    return surface


def looks_alike(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect, share: float = 0.95) -> bool:
    """Whether nearly every pixel of `rect` is the same colour on both pictures."""
    rect = rect.clip(a.get_rect()).clip(b.get_rect())
    if rect.w <= 0 or rect.h <= 0:
        return False
    first, second = pygame.PixelArray(a.subsurface(rect)), pygame.PixelArray(b.subsurface(rect))
    try:
        same = first.compare(second, distance=0.05).make_surface()  # white where alike, black where not
    finally:
        first.close()
        second.close()
    alike = pygame.mask.from_threshold(same, (255, 255, 255), (8, 8, 8, 255)).count()
    return alike >= share * rect.w * rect.h


def shared(seen: tuple[pygame.Rect, ...], movers: tuple[pygame.Rect, ...], mine: pygame.Surface,
           theirs: pygame.Surface) -> tuple[pygame.Rect, ...]:
    """The spots of `seen` that the mover's own table places at the same spot and that look alike through both
    eyes: a slot of this seat's hand where the mover held another card is left out."""
    return tuple(r for r in seen if r in movers and looks_alike(mine, theirs, r))


class OtherSeatSpots:
    """The spots of moves by `seat` (not the viewer's) in the position `ply` of `match`, on the viewer's `table`.
    `build(match, seat)` makes a read-only table of a match through a seat's eyes (closed after one look)."""

    def __init__(self, table, match, ply: int, seat: int, viewer: int | None, build) -> None:
        self.table, self.match, self.ply, self.seat, self.viewer, self.build = table, match, ply, seat, viewer, build
        self._pictures: tuple[pygame.Surface, pygame.Surface] | None = None  # (viewer's, mover's) before the move

    def spots(self, action: Action | None, after=None) -> tuple[pygame.Rect, ...]:
        """Where `action` of the mover is made, seen by the viewer. `after`: the match once it is made (None:
        made here on a copy)."""
        if action is None:
            return ()
        view = self.table.current_view()
        hook = getattr(self.table, "seat_clicks", None)
        if hook is not None:  # the game places another seat's clicks itself
            try:
                return tuple(r for r in (pygame.Rect(r) for r in hook(action, view, self.seat)) if r.w > 0 and r.h > 0)
            except Exception:  # noqa: BLE001 - a spot the table cannot place is left unringed
                return ()
        kept = self._shared(action, after)
        landing = self._landing(action, view)
        if landing is not None and not any(landing.colliderect(r) for r in kept):
            kept += (landing,)
        return kept

    def _shared(self, action: Action, after) -> tuple[pygame.Rect, ...]:
        """The spots both seats' tables put at one place that looks alike through both eyes, before and after."""
        seen = spots(self.table, action)
        if not seen:
            return ()
        mover = self.build(self.match.copy_at(self.ply), self.seat)
        try:
            if self._pictures is None:
                self._pictures = picture(self.table), picture(mover)
            kept = shared(seen, spots(mover, action), *self._pictures)
        finally:
            mover.on_exit()
        if not kept:
            return ()
        after = after if after is not None else self._made(action)
        if after is None:
            return ()
        pictures = []
        for seat in (self.viewer, self.seat):  # a seat's own mat fills for the mover only: not a shared place
            table = self.build(after, seat)
            try:
                pictures.append(picture(table))
            finally:
                table.on_exit()
        return tuple(r for r in kept if looks_alike(*pictures, r))

    def _made(self, action: Action):
        """The match with the mover's `action` made on a copy (None when it cannot be)."""
        made = self.match.copy_at(self.ply)
        try:
            return made if made.submit(self.seat, action).ok else None
        except Exception:  # noqa: BLE001 - a move the rules refuse here is not ringed
            return None

    def _landing(self, action: Action, view) -> pygame.Rect | None:
        """Where the game says another seat's move lands in this view (the live table's `action_spot`)."""
        where = getattr(self.table, "action_spot", None)
        if where is None:
            return None
        try:
            rect = where(action, view)
        except Exception:  # noqa: BLE001 - no spot: no ring
            return None
        rect = None if rect is None else pygame.Rect(rect)
        return rect if rect is not None and rect.w > 0 and rect.h > 0 else None
