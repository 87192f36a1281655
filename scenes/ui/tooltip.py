"""The full wording of a shortened text: `theme.draw_text_box` records every text it had to cut in
`fonts.shortened` (its box and full text); when the mouse rests on such a box, this shows the whole text
in a tooltip beside the mouse. One per App, drawn over every scene. A click, a key or a move hushes it until
the mouse moves (`hush`); a scene may ask it, for the next frame drawn, to keep clear of some rects (`avoid`: a
running lesson's card and lit spots), and it is not shown where it cannot."""

from __future__ import annotations

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

TIP_DELAY = 0.4  # seconds of rest before the tooltip shows, so it never flashes while the mouse passes
TIP_SIZE = 16
TIP_WIDTH = 420


class ShortenedTips:
    def __init__(self) -> None:
        self.mouse: tuple[int, int] = (-1, -1)
        self.resting = 0.0
        self.shown: pygame.Rect | None = None  # where the tooltip was drawn last frame
        self.shown_text = ""
        self.hushed = False  # after a click or a move: no tooltip until the mouse moves
        self.avoid: list[pygame.Rect] = []  # set by the scene drawn under it, for one frame (see draw)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.resting = 0.0
                self.hushed = False
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            self.hush()
        elif event.type == pygame.KEYDOWN:
            self.hush()  # the keys are in use: the resting pointer's tooltip goes until the mouse moves again

    def hush(self) -> None:
        """A click or a move: the tooltip goes, and comes back only once the mouse has moved and rested."""
        self.resting = 0.0
        self.hushed = True

    def update(self, dt: float) -> None:
        self.resting += dt

    def next_change(self, shortened) -> float | None:
        """Seconds until the tooltip appears for the shortened text under the resting mouse (the window wakes
        for it), or None. `shortened`: the (box, full text) pairs of the frame on screen (fonts.shortened)."""
        if self.resting >= TIP_DELAY or self.hushed or not any(box.collidepoint(self.mouse) for box, _full in shortened):
            return None
        return TIP_DELAY - self.resting

    def draw(self, surface: pygame.Surface, fonts: Fonts, covered: list[pygame.Rect] = ()) -> None:
        """Draw the tooltip for the shortened text under the mouse, unless another hover panel (`covered`: a
        card's large view, a word's explanation) is already shown: two tooltips never overlap."""
        self.shown, self.shown_text = None, ""
        avoid, self.avoid = self.avoid, []  # for this frame only: the scene sets it again as it draws
        if self.resting < TIP_DELAY or self.hushed or covered:
            return
        text = next((full for box, full in reversed(fonts.shortened) if box.collidepoint(self.mouse)), None)
        if text is None:
            return
        lines = theme.wrap_text(fonts, text, TIP_SIZE, TIP_WIDTH)
        step = fonts.get(TIP_SIZE).get_linesize()
        width = max(fonts.get(TIP_SIZE).size(line)[0] for line in lines) + 20
        rect = beside_mouse(self.mouse, (width, len(lines) * step + 14), surface.get_rect().inflate(-8, -8), avoid)
        if rect is None:
            return
        theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT, 8)
        for i, line in enumerate(lines):
            theme.blit_text(surface, fonts, line, (rect.x + 10, rect.y + 7 + i * step), TIP_SIZE, theme.TEXT)
        self.shown, self.shown_text = rect, text


def beside_mouse(mouse: tuple[int, int], size: tuple[int, int], area: pygame.Rect,
                 avoid: list[pygame.Rect] = ()) -> pygame.Rect | None:
    """Where a tooltip of `size` goes: below right of the mouse (above it, or left of it, near `area`'s edges);
    when that would cover one of `avoid` (a lesson's card and lit spots), the mouse's other sides; None when
    every side would."""
    width, h = size
    x, y = mouse
    rect = pygame.Rect(x + 16, y + 20, width, h)
    if rect.bottom > area.bottom:  # above the mouse rather than over it
        rect.bottom = y - 12
    if rect.right > area.right:
        rect.right = x - 12
    rect.clamp_ip(area)
    if not avoid or rect.collidelist(avoid) < 0:
        return rect
    trials = [pygame.Rect(x + 16, y + 20, width, h), pygame.Rect(x - 12 - width, y + 20, width, h),
              pygame.Rect(x + 16, y - 12 - h, width, h), pygame.Rect(x - 12 - width, y - 12 - h, width, h)]
    trials = [t.clamp(area) for t in trials]
    return next((t for t in trials if t.collidelist(avoid) < 0 and not t.collidepoint(mouse)), None)
