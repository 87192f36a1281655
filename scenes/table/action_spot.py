"""Where an AI's move happened, shown on the table: the spot gets a ring and the move's caption for a moment
("Blue built a road" beside the road), paced by the animation speed. A game says where a move lands through
its table's `action_spot` hook; a move with no spot (a roll, a card) keeps its caption in the turn panel only.
"""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme

SPOT_SECONDS = 1.8  # how long the ring and caption stay at normal speed
CAPTION_SIZE = 16
CAPTION_MAX_W = 300


def record_caption(match, record: MoveRecord) -> str:
    """One line for what a move did: its first log line, else the rules' phrase for it."""
    for event in record.events:
        if event.text:
            return event.text
    name = match.seat_names()[record.seat]
    return match.rules.caption_of(name, record.action) or f"{name}: {record.action.kind.replace('_', ' ')}"


class ActionSpots:
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.spot: tuple[pygame.Rect, str, float] | None = None  # the lit spot, its caption, seconds left
        # Where the caption must stay (a table sets its board, so a caption never spills onto the panels
        # beside it); None: anywhere on the screen.
        self.bounds: pygame.Rect | None = None

    def moved(self, record: MoveRecord) -> None:
        """After another seat's move: light its spot, if the game can say where it is; after one's own, none."""
        ctx = self.ctx
        factor = ctx.app.settings.animation_factor()
        if ctx.match.seats[record.seat] == "human" or factor <= 0:
            self.spot = None
            return
        rect = ctx.host.action_spot(record.action, ctx.views.current_view())
        self.spot = None if rect is None else (pygame.Rect(rect), record_caption(ctx.match, record),
                                               SPOT_SECONDS / factor)

    def tick(self, dt: float) -> None:
        if self.spot is not None:
            rect, caption, left = self.spot
            self.spot = (rect, caption, left - dt) if left - dt > 0 else None

    def clear(self) -> None:
        self.spot = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.spot is None:
            return
        rect, caption, _left = self.spot
        glow = 3 + int(2 * self.ctx.clock.pulse(6.0))
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), glow, border_radius=10)
        if not caption:
            return
        fonts = self.ctx.fonts
        lines = theme.wrap_text(fonts, caption, CAPTION_SIZE, CAPTION_MAX_W)
        if len(lines) > 2:  # two lines at most beside the spot, marked as cut: the turn panel's More has it whole
            lines = [lines[0], theme.ellipsize(fonts.get(CAPTION_SIZE), lines[1], CAPTION_MAX_W, force=True)]
        step = fonts.get(CAPTION_SIZE).get_linesize()
        width = max(fonts.get(CAPTION_SIZE).size(line)[0] for line in lines) + 20
        bubble = pygame.Rect(0, 0, width, step * len(lines) + 12)
        area = surface.get_rect().inflate(-8, -8) if self.bounds is None else self.bounds
        bubble = self._place(bubble, rect, area)
        theme.draw_panel(surface, bubble, theme.PANEL_DARK, theme.ACCENT, 8)
        y = bubble.y + 6
        for line in lines:
            theme.blit_text(surface, fonts, line, (bubble.x + 10, y), CAPTION_SIZE, theme.TEXT)
            y += step


    def _place(self, bubble: pygame.Rect, spot: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
        """Above the spot, else below, left or right of it: the first side that covers nothing the player is
        looking at (the pieces a table lists in its optional `caption_avoid(view)`, a lesson's card, lit spots
        and zones), else the side covering least (a Kona caption once sat over the file a lesson talked about)."""
        host = self.ctx.host
        lesson = getattr(host, "lesson_hook", None)
        avoid = [pygame.Rect(r) for r in lesson.keep_clear()] if lesson is not None else []
        own = getattr(host, "caption_avoid", None)
        if own is not None:
            avoid += [pygame.Rect(r) for r in own(self.ctx.views.current_view()) if not pygame.Rect(r).colliderect(spot)]
        avoid = [r.inflate(8, 8) for r in avoid]  # a caption touching a piece reads as lying on it (a Kona lesson)
        sides = [("midbottom", (spot.centerx, spot.top - 10)), ("midtop", (spot.centerx, spot.bottom + 10)),
                 ("midright", (spot.left - 10, spot.centery)), ("midleft", (spot.right + 10, spot.centery)),
                 # then each side slid along the spot: a free place beside a corner of it beats a covered centre
                 ("bottomleft", (spot.left, spot.top - 10)), ("bottomright", (spot.right, spot.top - 10)),
                 ("topleft", (spot.left, spot.bottom + 10)), ("topright", (spot.right, spot.bottom + 10)),
                 ("bottomright", (spot.left - 10, spot.bottom)), ("topright", (spot.left - 10, spot.top)),
                 ("bottomleft", (spot.right + 10, spot.bottom)), ("topleft", (spot.right + 10, spot.top))]
        best, best_cost = None, None
        for anchor, point in sides:
            trial = bubble.copy()
            setattr(trial, anchor, point)
            trial.clamp_ip(area)
            if trial.colliderect(spot):
                continue
            cost = sum(trial.clip(r).w * trial.clip(r).h for r in avoid)
            if best_cost is None or cost < best_cost:
                best, best_cost = trial, cost
            if cost == 0:
                break
        if best is None:  # no side clear of the spot itself: above it, as before
            best = bubble.copy()
            best.midbottom = (spot.centerx, spot.top - 10)
            best.clamp_ip(area)
        return best
