"""The replay's control bar: step and jump buttons drawn as icons (no glyph a font may lack), the timeline
between them, and the words of whatever the pointer rests on, so every icon explains itself. Those words show
in a tip just above the bar, never in the caption's place: a player stepping with the arrow keys (or playing
the moves) with the pointer resting on a button reads the move reached all the same (playtest H2)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import Button

BAR_HEIGHT = 96
TIP_TEXT, TIP_PAD = 16, 6  # the hovered button's words, above the bar
CAPTION_TEXT = 15  # the caption line over the buttons: two lines of it fit
FOCUS_TIP_SECONDS = 4.0  # how long the words of a button Tab reached show (the next other key hides them first)


@dataclass
class IconButton(Button):
    """A square button showing a drawn icon (start, back, play, pause, forward, end, moment_back, moment_next);
    its `tooltip` is what it does, shown in the bar while the pointer rests on it."""

    icon: str = ""

    def draw(self, surface: pygame.Surface, fonts: Fonts | None = None) -> None:
        colour = theme.BUTTON_HOVER if self.hovered and self.enabled else theme.BUTTON
        if not self.enabled:
            colour = theme.BUTTON_DISABLED
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=2, border_radius=8)
        ink = theme.TEXT if self.enabled else theme.TEXT_DIM
        draw_icon(surface, self.icon, self.rect.center, ink)
        if self.focused:  # Tab reached it (issue 44: a keyboard player saw no focus on the bar)
            theme.draw_focus_ring(surface, self.rect)


def seat_label(names: list[str], seats: list[str], seat: int) -> str:
    """The view button's words for `seat`: its name, then who played it ("White (AI normal)", "Red (you)").
    The move list's "AI normal" alone named neither AI (issue 41: "AI norma…" on the button for both)."""
    humans = [i for i, kind in enumerate(seats) if kind == "human"]
    kind = seats[seat]
    if kind == "human":
        who = "you" if len(humans) == 1 else ""
    else:
        who = "random mover" if kind == "random" else f"AI {kind.removeprefix('ai:')}"
    return f"{names[seat]} ({who})" if who and who != names[seat] else names[seat]


@dataclass
class SeatButton(Button):
    """The replay's view button: the seat's whole name, with who played it only when that fits too (the whole
    label shows on hover); never a name cut short while the name alone fits."""

    def fitted_label(self, fonts: Fonts) -> tuple[int, str]:
        size, text = super().fitted_label(fonts)
        if text == self.text or " (" not in self.text:
            return size, text
        whole = self.text
        self.text = whole.split(" (")[0]
        try:
            return super().fitted_label(fonts)
        finally:
            self.text = whole

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """One tooltip at a time: the whole label ("White (you)") came as a second tooltip beside the button's own
        and covered the status line's end (a Kona playtest); it is said in the button's own tooltip instead."""
        base = getattr(self, "_tip", None)
        if base is None or not self.tooltip.endswith(base[1:]):  # a new tooltip given: the base it names
            base = self._tip = self.tooltip
        before = len(fonts.shortened)
        super().draw(surface, fonts)
        cut = len(fonts.shortened) > before and fonts.shortened[-1][1] == self.text
        if cut:
            fonts.shortened.pop()
        self.tooltip = f"{self.text}: {base[0].lower()}{base[1:]}" if cut and base else base


def _triangle(cx: int, cy: int, size: int, pointing: int) -> list[tuple[int, int]]:
    return [(cx - pointing * size // 2, cy - size // 2), (cx - pointing * size // 2, cy + size // 2),
            (cx + pointing * size // 2, cy)]


def draw_icon(surface: pygame.Surface, icon: str, centre: tuple[int, int], ink) -> None:
    cx, cy = centre
    if icon == "play":
        pygame.draw.polygon(surface, ink, _triangle(cx + 2, cy, 16, 1))
    elif icon == "pause":
        pygame.draw.rect(surface, ink, (cx - 7, cy - 8, 5, 16))
        pygame.draw.rect(surface, ink, (cx + 2, cy - 8, 5, 16))
    elif icon in ("back", "forward"):
        pygame.draw.polygon(surface, ink, _triangle(cx, cy, 14, 1 if icon == "forward" else -1))
    elif icon in ("start", "end"):
        way = 1 if icon == "end" else -1
        pygame.draw.polygon(surface, ink, _triangle(cx - way * 3, cy, 14, way))
        pygame.draw.rect(surface, ink, (cx + way * 6 - (3 if way > 0 else 0), cy - 7, 3, 14))
    elif icon in ("moment_back", "moment_next"):
        way = 1 if icon == "moment_next" else -1
        pygame.draw.polygon(surface, ink, _triangle(cx + way * 5, cy, 12, way))
        pygame.draw.polygon(surface, ink, [(cx - way * 6, cy - 6), (cx - way * 1, cy), (cx - way * 6, cy + 6),
                                           (cx - way * 11, cy)])  # a diamond: a key moment


class ControlBar:
    """The bar along the bottom of the viewer. `caption` is the line shown above the buttons."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.icons: list[IconButton] = []
        self.buttons: list = []  # text buttons (widgets.Button)
        self.caption = ""
        self.clicked = None  # the button last clicked: its words give way to the caption until the pointer leaves
        self.caption_right: int | None = None  # where the caption line ends when a button stands at its end
        self.avoid: list[pygame.Rect] = []  # what the tip must not cover (the move list's current row), per frame
        # the focused button whose words show, from the Tab that reached it (`focus_tip`) until the next other key
        # or FOCUS_TIP_SECONDS: "This match is analysed…" stayed over the move list for good (keys playtest, 150 %)
        self.tip_for: object | None = None
        self.tip_since = 0.0

    def caption_box(self) -> pygame.Rect:
        right = self.caption_right if self.caption_right is not None else self.rect.right - 12
        return pygame.Rect(self.rect.x + 12, self.rect.y + 4, right - self.rect.x - 12, 40)

    def caption_fits(self, fonts: Fonts, text: str) -> bool:
        """Whether `text` reads whole in the caption's place (wrapped, shrunk if it must, never cut)."""
        return not theme.fit_lines(fonts, text, self.caption_box().size, CAPTION_TEXT)[2]

    def _tipped(self):
        """The button whose words the tip shows: the one under the pointer, else the one Tab focused (an icon
        says what it does to a keyboard player too); none for the button just clicked (a player stepping with
        the mouse wants to read the move the step showed, not the button's words again)."""
        every = [*self.icons, *self.buttons]
        hovered = next((b for b in every if b.hovered and b.tooltip and b is not self.clicked), None)
        if hovered is not None or any(b.hovered for b in every):
            return hovered
        return next((b for b in every if b.focused and b.tooltip and b is self.tip_for), None)

    def focus_tip(self, button, now: float) -> None:
        """Tab reached `button` (at `now`, the viewer's seconds): its words show for a while."""
        self.tip_for, self.tip_since = button, now

    def hush_tip(self, now: float | None = None) -> None:
        """The focused button's words go: at another key, or (with `now`) once their time is up."""
        if now is None or now - self.tip_since >= FOCUS_TIP_SECONDS:
            self.tip_for = None

    def tip_wait(self, now: float) -> float | None:
        """Seconds until the focused button's words go by themselves (a frame then), or None."""
        return None if self.tip_for is None else max(0.0, self.tip_since + FOCUS_TIP_SECONDS - now)

    def hovered_words(self) -> str:
        """What the button under the pointer (or, with none there, the focused one) does."""
        button = self._tipped()
        return button.tooltip if button is not None else ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.clicked is not None and not self.clicked.rect.collidepoint(event.pos):
            self.clicked = None
        for b in [*self.icons, *self.buttons]:
            if b.handle_event(event):
                if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    self.clicked = b
                return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shade.fill((20, 23, 29, 235))
        surface.blit(shade, self.rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.rect.topleft, self.rect.topright, 1)
        theme.draw_text_box(surface, fonts, self.caption, self.caption_box(), CAPTION_TEXT, theme.TEXT,
                            valign="middle")
        for b in [*self.icons, *self.buttons]:
            b.draw(surface, fonts)
        self.draw_tip(surface, fonts)

    def tip_rect(self, fonts: Fonts) -> pygame.Rect | None:
        """Where the hovered button's words go: a box just above the bar, over the button, within the window."""
        button = self._tipped()
        if button is None:
            return None
        words = button.tooltip
        width = min(fonts.get(TIP_TEXT).size(words)[0] + 2 * TIP_PAD, self.rect.w // 2)
        lines = len(theme.wrap_text(fonts, words, TIP_TEXT, width - 2 * TIP_PAD))
        height = lines * (fonts.get(TIP_TEXT).get_linesize() + 2) - 2 + 2 * TIP_PAD
        tip = pygame.Rect(0, 0, width, height)
        tip.midbottom = (button.rect.centerx, self.rect.y - 4)
        tip.x = max(self.rect.x + 4, min(tip.x, self.rect.right - 4 - tip.w))
        # over the move list's current row, it hid the move a keyboard player had just stepped to (keys playtest at
        # 150 %): it goes to the row's left, or, with no room there, is not shown
        hit = [r for r in self.avoid if tip.colliderect(r)]
        if hit:
            tip.right = min(r.x for r in hit) - 4
            if tip.x < self.rect.x + 4 or tip.collidelist(self.avoid) >= 0:
                return None
        return tip

    def draw_tip(self, surface: pygame.Surface, fonts: Fonts) -> None:
        tip = self.tip_rect(fonts)
        if tip is not None:
            theme.draw_panel(surface, tip, theme.PANEL_DARK, radius=6)
            theme.draw_text_box(surface, fonts, self.hovered_words(), tip.inflate(-2 * TIP_PAD, -2 * TIP_PAD),
                                TIP_TEXT, theme.TEXT, valign="middle")
