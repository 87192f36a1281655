"""The replay's board: the game's own table, read-only, showing the position after a given move through one
seat's eyes (or every hand, for a finished match). One table is built per seat shown, on a copy of the match;
stepping moves that copy to the position (`Match.follow`), which the table takes as an undo: every cache it
keeps is rebuilt. The table is drawn whole, scaled into the space above the viewer's controls (redrawn when the
position changes and a few times a second for its own motion)."""

from __future__ import annotations

import dataclasses

import pygame

from baraza.game.core.replay import Replay
from baraza.scenes.replay.move_rings import (
    MoveRings,
    better_action,
    draw_rings,
    kept_clear,
    piece_spots,
    spots,
)
from baraza.scenes.replay.other_seat import OtherSeatSpots
from baraza.scenes.replay.seen_words import better_hidden
from baraza.scenes.stack import soonest

REDRAW_EVERY = 0.25  # seconds between redraws of an unchanged position (the table's own animations)
POINTER_REDRAW = 0.05  # at most this often while the pointer moves over the table (its notes follow it)
OFF_TABLE = (-10_000, -10_000)  # where the table is told the pointer is once it left the table
SETTLE = 0.12  # seconds a position stays before it is scaled smoothly (while stepping fast, a quick scale)


class ReplayBoard:
    def __init__(self, app, replay: Replay, seat: int | None) -> None:
        self.app = app
        self.replay = replay
        self.seat = seat  # whose view; None: every hand shown
        self.ply = -1
        self.table = None
        self._shown = None  # the table's own copy of the match, moved to each position shown
        self._full: pygame.Surface | None = None  # the table at full size, drawn off screen
        self._scaled: pygame.Surface | None = None
        self._smooth = False  # the scaled picture was made with smoothscale
        self._age = REDRAW_EVERY
        self._still = 0.0  # seconds since the position last changed
        self._whole = False  # drawn last at full size, straight from the table (no scaled picture kept)
        self.rings: MoveRings | None = None  # a marked move's spots and the better move's (move_rings.py)
        # What the table explains on hover, as at the live table (issue 41: pointing at Konja's Ancestors showed
        # nothing): the table is drawn scaled, so the pointer is carried into its coordinates (`point`), and
        # what it explains is shown on screen at full size (`draw_hover`).
        self.target: pygame.Rect | None = None  # where the table stands on screen, as last drawn (None: at 1:1)
        self.owner: object = None  # the scene showing the board: its cards are the ones the card zoom shows
        self._cards: list[tuple[pygame.Rect, object]] = []  # the cards the table offered, in its coordinates
        self._placed: list = []  # the texts the table placed (its coordinates): the glossary's words
        self._pointer: tuple[int, int] | None = None  # the pointer in the table's coordinates (None: off it)
        self._mouse = OFF_TABLE  # the pointer on screen
        self._pointed = False  # the pointer moved on the table since it was last drawn

    def show(self, ply: int, seat: int | None = None, force: bool = False) -> None:
        """Show the position after `ply` moves (`force`: through `seat`'s eyes, building the table again)."""
        if force:
            self.seat = seat
            self.close()
        if self.table is None:
            from baraza.scenes.table.launch import read_only_table

            self._shown = self.replay.match.copy_at(ply)
            self.table = read_only_table(self.app, self._shown, self.seat, open_hands=self.seat is None)
            # a table's panel may say that the move it numbers is still to come, as the caption names the move
            # made ("Move 4 of 25" beside the panel's "Move 5 next"); a table reads getattr(self, "replaying", False)
            self.table.replaying = True
        elif ply != self.ply:
            self._shown.follow(self.replay.match, ply)
        self.ply = ply
        self.rings = None
        self._scaled = None
        self._still = 0.0
        self.table.term_hover.shown = None  # the word under the pointer is looked up again in the new position

    # --- the pointer over the table -------------------------------------------------------------------
    def to_table(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """`pos` on screen in the table's own coordinates, or None off the table."""
        if self.table is None:
            return None
        if self.target is None or self._full is None:
            return pos
        if not self.target.collidepoint(pos):
            return None
        scale = self.target.w / self._full.get_width()
        return int((pos[0] - self.target.x) / scale), int((pos[1] - self.target.y) / scale)

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect of the table where it shows on screen."""
        if self.target is None or self._full is None:
            return pygame.Rect(rect)
        scale = self.target.w / self._full.get_width()
        return pygame.Rect(self.target.x + round(rect.x * scale), self.target.y + round(rect.y * scale),
                           round(rect.w * scale), round(rect.h * scale))

    def point(self, event: pygame.event.Event) -> None:
        """The screen's pointer news, told to the read-only table in its coordinates: where the pointer rests
        (the word help, the game's own notes on dice, piles and tiles), and a click or a key that hushes them.
        Only pointer motion reaches the game's input: nothing is chosen on a replay's table."""
        table = self.table
        if table is None:
            return
        if event.type != pygame.MOUSEMOTION:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                table.term_hover.hush()
            return
        self._mouse = event.pos
        here = self.to_table(event.pos)
        if here == self._pointer:
            return
        self._pointer = here
        moved = pygame.event.Event(pygame.MOUSEMOTION, pos=here or OFF_TABLE, rel=(0, 0), buttons=(0, 0, 0))
        table.term_hover.handle_event(moved if here is not None else pygame.event.Event(pygame.WINDOWLEAVE))
        try:
            table.handle_event(moved)  # a read-only table takes nothing from it; a game's own hover hears it first
            table.handle_table_event(moved, table.current_view())
        except Exception:  # noqa: BLE001 - a game's hover must never stop the viewer
            pass
        self._pointed = True  # drawn again soon: the game's note follows the pointer (draw, next_frame)

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Over everything the viewer drew: the table's cards offered to the card zoom where they show on screen,
        the explanation of a game word under the resting pointer and the game's own notes, at full size."""
        table = self.table
        if table is None:
            return
        zoom = getattr(self.app, "card_zoom", None)
        if zoom is not None and self.owner is not None:
            for rect, face in self._cards:
                zoom.offer(self.owner, self.to_screen(rect), face)
        if self.target is not None and self._full is not None:
            for tip in getattr(table, "shown_tips", lambda: [])():
                self._blit_tip(surface, pygame.Rect(tip))
        table.term_hover.draw(surface, self.app.fonts, self._placed if self._pointer is not None else [], [],
                              to_screen=self.to_screen)

    def _blit_tip(self, surface: pygame.Surface, tip: pygame.Rect) -> None:
        """A note the game drew on its table, shown at its own size where the scaled one is, growing away from
        the pointer (it was drawn beside what it tells of, never over it)."""
        tip = tip.clip(self._full.get_rect())
        if tip.w <= 0 or tip.h <= 0:
            return
        small = self.to_screen(tip)
        big = pygame.Rect(small.topleft, tip.size)
        if small.centerx < self._mouse[0]:
            big.right = small.right
        if small.centery < self._mouse[1]:
            big.bottom = small.bottom
        surface.blit(self._full, big.clamp(surface.get_rect()), tip)

    def ring_move(self, record, judgement) -> None:
        """With the position before a marked move shown, ring the move played (`record`) and the judge's better
        move where each would be clicked. Another seat's move is ringed where it is made in the view shown, never
        on the viewer's own mat or into a hand hidden from them (other_seat.py)."""
        self.rings = None
        self._scaled = None
        if self.table is None or judgement is None or not judgement.mark:
            return
        match = self.replay.match
        better = better_action(match.rules, match.state_at(self.ply), record.seat, judgement.best)
        if better == record.action or judgement.best == judgement.action:
            better = None  # worded as the move played: a "better" ring on the played spot says nothing true
        elif better_hidden(match, self.seat, judgement):
            better = None  # a card hidden from the seat shown, in a match still to be continued (seen_words.py)
        if self.seat is not None and self.seat != record.seat:
            # a table's clicks are its viewer's: the AI's Khedu Cadre was ringed on the player's own (blind testers)
            other = OtherSeatSpots(self.table, match, self.ply, record.seat, self.seat, self._seat_table)
            after = match.copy_at(self.ply + 1)
            played_spots, better_spots = other.spots(record.action, after), other.spots(better)
        else:
            played_spots, better_spots = spots(self.table, record.action), spots(self.table, better)
        if played_spots or better_spots:
            self.rings = MoveRings(played_spots, better_spots, piece_spots(self.table))

    def _seat_table(self, match, seat: int):
        """`match` through the eyes of `seat` (read-only, built for one look and closed by the caller)."""
        from baraza.scenes.table.launch import read_only_table

        return read_only_table(self.app, match, seat)

    def close(self) -> None:
        if self.table is not None:
            try:
                self.table.on_exit()
            except Exception:  # noqa: BLE001 - a table that fails to close must not stop the viewer
                pass
        self.table = self._shown = None
        self._cards, self._placed, self._pointer = [], [], None  # a new table hears the pointer afresh

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
        self._age += dt
        self._still += dt

    def next_frame(self) -> float | None:
        """Seconds until the board looks different by itself (Scene.next_frame): now for a position not drawn
        yet; when a quickly scaled position settles (drawn smooth); and for the table's own motion (a blink,
        an animation), at most every REDRAW_EVERY seconds as `draw` redraws it; None when it is still."""
        if self.table is None:
            return None
        if self._whole:
            return self.table.next_frame()
        if self._scaled is None:
            return 0.0
        own = self.table.next_frame()
        return soonest([None if self._smooth else SETTLE - self._still,
                        None if own is None else max(own, REDRAW_EVERY - self._age),
                        max(0.0, POINTER_REDRAW - self._age) if self._pointed else None])

    def draw(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """The table into `rect` (the whole surface when None), scaled to fit with its proportions kept."""
        if self.table is None:
            return
        self._whole = rect is None or rect.size == surface.get_size()
        if self._whole:
            self.target = None
            words = self._draw_table(surface)
            if self.rings is not None:
                draw_rings(surface, self.app.fonts, self._clear_of(words))
            return
        target = self.target = fit(surface, rect)
        settled = self._still >= SETTLE
        if (self._scaled is None or self._age >= REDRAW_EVERY or self._scaled.get_size() != target.size
                or (self._pointed and self._age >= POINTER_REDRAW)
                or (settled and not self._smooth)):
            if self._full is None or self._full.get_size() != surface.get_size():
                self._full = pygame.Surface(surface.get_size())
            words = self._draw_table(self._full)
            if self.rings is not None:
                draw_rings(self._full, self.app.fonts, self._clear_of(words))
            scale = pygame.transform.smoothscale if settled else pygame.transform.scale
            self._scaled, self._smooth = scale(self._full, target.size), settled
            self._age, self._pointed = 0.0, False
        surface.blit(self._scaled, target)


    def _draw_table(self, surface: pygame.Surface) -> tuple[pygame.Rect, ...]:
        """The table drawn; where it wrote words (the rings' tags keep clear of them as of its pieces)."""
        fonts = self.app.fonts
        outer, fonts.placed = fonts.placed, []
        zoom = getattr(self.app, "card_zoom", None)
        offered = len(zoom.spots) if zoom is not None else 0
        try:
            self.table.draw(surface)
        finally:
            placed, fonts.placed = fonts.placed, outer
        if zoom is not None:  # the cards it offered, kept in its coordinates (draw_hover offers them on screen)
            self._cards = [(spot.rect, spot.face) for spot in zoom.spots[offered:]]
            del zoom.spots[offered:]
        self._placed = list(placed)
        if outer is not None:
            outer.extend(placed)
        return tuple(pygame.Rect(rect) for rect, *_rest in placed)

    def _clear_of(self, words: tuple[pygame.Rect, ...]) -> MoveRings:
        """The rings, their tags kept off the words just drawn and, for a table with no `piece_spots`, off what
        its cursor's words keep clear of (read now: it is what this frame placed)."""
        return dataclasses.replace(self.rings, avoid=self.rings.avoid + words + kept_clear(self.table))


def fit(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The largest rect of the surface's proportions inside `rect`, centred."""
    w, h = surface.get_size()
    scale = min(rect.w / w, rect.h / h)
    out = pygame.Rect(0, 0, round(w * scale), round(h * scale))
    out.center = rect.center
    return out
