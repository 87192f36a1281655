"""Play a code: type a solo deal's code (from a result, the calendar or a friend) and play exactly that deal.
A code that names no deal is refused with the reason (a character codes do not use, a wrong check
character, an unknown clan ...)."""

from __future__ import annotations

import pygame

from baraza.game.core.match import Match
from baraza.game.persistence.runs import solo_plugin
from baraza.game.registry import get_game
from baraza.scenes.screens.daily_panel import daily_game
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu

MAX_TYPED = 16
CARET_HALF = 0.5  # seconds the caret is shown, then hidden


class PlayCodeScene(ModalScene):
    def __init__(self, app, game: str | None = None, text: str = "") -> None:
        super().__init__(app)
        found = (get_game(game), solo_plugin(get_game(game))) if game else daily_game()
        self.spec, self.plugin = found if found and found[1] is not None else (None, None)
        self.text = text[:MAX_TYPED]
        self.problem = ""
        self.blink = 0.0  # the caret's own time (shown in its first half-second, hidden in the next)
        self.rect = pygame.Rect(0, 0, 680, 360)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.field = pygame.Rect(self.rect.x + 40, self.rect.y + 128, self.rect.w - 80, 60)
        y = self.rect.bottom - 70
        self.play_button = Button(pygame.Rect(self.rect.centerx - 210, y, 200, 46), "Play", self.play, accent=True)
        self.cancel_button = Button(pygame.Rect(self.rect.centerx + 10, y, 200, 46), "Cancel", app.stack.pop)
        self.menu = Menu([self.play_button, self.cancel_button], horizontal=True)

    def preview(self) -> tuple[str, tuple[int, int, int]]:
        """What the typed code deals, or why it deals nothing (said once the code is whole or Play pressed)."""
        if self.problem:
            return self.problem, theme.BAD
        if self.plugin is None:
            return "No game here has deal codes.", theme.BAD
        letters = sum(1 for ch in self.text if ch.isalnum())
        if letters < 9:
            return "A code has 9 letters and digits, such as 4GG-12E-NYA; dashes are optional.", theme.TEXT_DIM
        try:
            options, seed = self.plugin.deal_of_code(self.text)
        except ValueError as exc:
            return f"Not a deal: {exc}.", theme.BAD
        return f"Deals {self.spec.title} · {self.plugin.deal_label(options)} (seed {seed}).", theme.GOOD

    def paste(self) -> None:
        try:
            text = pygame.scrap.get_text() or ""
        except (pygame.error, AttributeError, TypeError):
            text = ""
        kept = "".join(ch.upper() for ch in str(text) if ch.isascii() and (ch.isalnum() or ch == "-"))
        if not kept:
            self.problem = "Nothing to paste: copy a code first."
            return
        self.text, self.problem = kept[:MAX_TYPED], ""

    def play(self) -> None:
        if self.plugin is None:
            return
        try:
            options, seed = self.plugin.deal_of_code(self.text)
            options = self.spec.check_options(options)
        except ValueError as exc:
            self.problem = f"Not a deal: {exc}."
            return
        self.app.show_match(Match(self.spec.rules, ["human"], seed, options))

    def update(self, dt: float) -> None:
        self.blink += dt

    def caret_shown(self) -> bool:
        return int(self.blink / CARET_HALF + 1e-6) % 2 == 0

    def next_frame(self) -> float | None:
        """The caret blinks (its next flip); nothing else here moves by itself."""
        left = CARET_HALF - self.blink % CARET_HALF
        return left if left > 1e-6 else left + CARET_HALF

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.blink = 0.0  # the caret shows while the player types
        intent = intent_of(event)
        if intent == "cancel":
            self.app.stack.pop()
            return True
        if intent == "confirm":
            self.play()
            return True
        if intent in ("back", "delete"):
            self.text, self.problem = self.text[:-1], ""
            return True
        if intent == "paste":
            self.paste()  # a code a friend sent: Ctrl+V
            return True
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            ch = getattr(event, "unicode", "")
            if ch and (ch.isalnum() or ch in "- ") and ch.isascii() and len(self.text) < MAX_TYPED:
                self.text, self.problem = self.text + ch.upper(), ""
                return True
            if ch and ch.isprintable() and ch not in "\t":
                self.problem = f"'{ch}' is not used in codes: they use 0-9 and A-Z without I, L, O, U."
                return True
        if event.type == pygame.KEYDOWN and intent is not None and intent.name in ("left", "right", "next", "previous"):
            return super().handle_event(event)
        if event.type != pygame.KEYDOWN:
            return super().handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        theme.shade_screen(surface)
        theme.draw_panel(surface, self.rect, theme.PANEL, theme.ACCENT, 14)
        theme.blit_text(surface, fonts, "Play a code", (self.rect.centerx, self.rect.y + 20), 30, theme.ACCENT, "title",
                        "midtop")
        theme.draw_text_box(surface, fonts, "Every solo run has a code, shown when it starts and on its result. "
                            "Type or paste (Ctrl+V) one to play exactly that deal.", pygame.Rect(self.rect.x + 40, self.rect.y + 66,
                                                                               self.rect.w - 80, 50), 17,
                            theme.TEXT_DIM, align="center")
        pygame.draw.rect(surface, theme.PANEL_DARK, self.field, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT, self.field, 2, border_radius=8)
        caret = "|" if self.caret_shown() else " "
        shown = (self.text + caret) if self.text else caret
        theme.blit_text(surface, fonts, shown, self.field.center, 34, theme.TEXT, "bold", "center")
        text, colour = self.preview()
        theme.draw_text_box(surface, fonts, text, pygame.Rect(self.rect.x + 40, self.field.bottom + 12,
                                                             self.rect.w - 80, 46), 17, colour, align="center")
        self.menu.draw(surface, fonts)
