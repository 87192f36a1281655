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
        bubble.midbottom = (rect.centerx, rect.top - 10)
        if bubble.top < area.top:
            bubble.midtop = (rect.centerx, rect.bottom + 10)
        bubble.clamp_ip(area)
        theme.draw_panel(surface, bubble, theme.PANEL_DARK, theme.ACCENT, 8)
        y = bubble.y + 6
        for line in lines:
            theme.blit_text(surface, fonts, line, (bubble.x + 10, y), CAPTION_SIZE, theme.TEXT)
            y += step
