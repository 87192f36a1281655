"""Where an AI's move happened, shown on the table: the spot gets a ring and the move's caption for a moment
("Blue built a road" beside the road), paced by the animation speed. A game says where a move lands through
the `action_spot` hook; a move with no spot (a roll, a card) keeps its caption in the turn panel only.

A mixin of TableScene: it reads `app`, `match`, `current_view()`, `record_caption()` and `pulse()`.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.scenes.ui import theme

SPOT_SECONDS = 1.8  # how long the ring and caption stay at normal speed
CAPTION_SIZE = 16
CAPTION_MAX_W = 300


class ActionSpots:
    _spot: tuple[pygame.Rect, str, float] | None = None  # the lit spot, its caption, seconds left

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        """The spot on the table where `action` lands (a square, a corner, an edge, a tile), or None."""
        return None

    def show_action_spot(self, record: MoveRecord) -> None:
        """After another seat's move: light its spot, if the game can say where it is."""
        factor = self.app.settings.animation_factor()
        rect = self.action_spot(record.action, self.current_view()) if factor > 0 else None
        if rect is None:
            self._spot = None
            return
        self._spot = (pygame.Rect(rect), self.record_caption(self.match, record), SPOT_SECONDS / factor)

    def tick_action_spot(self, dt: float) -> None:
        if self._spot is not None:
            rect, caption, left = self._spot
            self._spot = (rect, caption, left - dt) if left - dt > 0 else None

    def clear_action_spot(self) -> None:
        self._spot = None

    def draw_action_spot(self, surface: pygame.Surface) -> None:
        if self._spot is None:
            return
        rect, caption, _left = self._spot
        glow = 3 + int(2 * self.pulse(6.0))
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), glow, border_radius=10)
        if not caption:
            return
        fonts = self.app.fonts
        lines = theme.wrap_text(fonts, caption, CAPTION_SIZE, CAPTION_MAX_W)[:2]
        step = fonts.get(CAPTION_SIZE).get_linesize()
        width = max(fonts.get(CAPTION_SIZE).size(line)[0] for line in lines) + 20
        bubble = pygame.Rect(0, 0, width, step * len(lines) + 12)
        bubble.midbottom = (rect.centerx, rect.top - 10)
        if bubble.top < 4:
            bubble.midtop = (rect.centerx, rect.bottom + 10)
        bubble.clamp_ip(surface.get_rect().inflate(-8, -8))
        theme.draw_panel(surface, bubble, theme.PANEL_DARK, theme.ACCENT, 8)
        y = bubble.y + 6
        for line in lines:
            theme.blit_text(surface, fonts, line, (bubble.x + 10, y), CAPTION_SIZE, theme.TEXT)
            y += step
