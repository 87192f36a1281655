"""The application: the one place that owns the display, the clock and the scene stack.

Nothing happens at import time; `App()` opens the window (or a hidden one under the dummy video
driver for tests and screenshots). A scene that raises is caught: the error goes to a log file in the
data folder and the player sees a message and the main menu, never a dead window.
"""

from __future__ import annotations

import gc
import logging
import os
import traceback
import warnings
from collections.abc import Callable

import pygame

from baraza.game.persistence.paths import data_dir
from baraza.game.persistence.scores import ScoreBook
from baraza.game.persistence.settings import Settings, load_settings, save_settings
from baraza.scenes import theme
from baraza.scenes.sound import Sounds
from baraza.scenes.stack import SceneStack
from baraza.scenes.theme import Fonts

log = logging.getLogger("baraza")


class Toast:
    """A short message at the top of the screen ("Saved", "That move is not allowed")."""

    def __init__(self, text: str, seconds: float = 2.8, colour=theme.TEXT) -> None:
        self.text, self.left, self.colour = text, seconds, colour


class App:
    def __init__(self, settings: Settings | None = None) -> None:
        pygame.init()
        loaded, warning = load_settings() if settings is None else (settings, None)
        self.settings = loaded
        self.fonts = Fonts()
        self.sounds = Sounds(self.settings.sound)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = False
        self.toasts: list[Toast] = []
        self.screen = self._open_display()
        pygame.display.set_caption("Baraza")
        pygame.key.set_repeat(350, 40)
        self._restore_window_size()
        self.scores = ScoreBook()
        if self.sounds.problem:
            self.toast("No sound device was found; playing silently.", 4)
        self.fonts.get(18)
        if self.fonts.missing:
            self.toast(f"Font file missing ({', '.join(self.fonts.missing)}); using the built-in font.", 5)
        for note in (warning, self.scores.warning):
            if note:
                self.toast(note, 5)
        self.frame_hooks: list[Callable[[float], None]] = []
        self.strict = False  # tests set this so a scene error fails the test instead of being contained

    # --- display -----------------------------------------------------------------------------
    def _open_display(self) -> pygame.Surface:
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            return pygame.display.set_mode(theme.LOGICAL_SIZE)  # headless: no scaler to set up
        flags = pygame.SCALED | pygame.RESIZABLE
        if self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
        try:
            return pygame.display.set_mode(theme.LOGICAL_SIZE, flags)
        except pygame.error:
            return pygame.display.set_mode(theme.LOGICAL_SIZE)

    def _window(self):
        try:
            with warnings.catch_warnings():
                # pygame-ce marks this bridge as transitional; it is still the way to size a SCALED window.
                warnings.simplefilter("ignore", DeprecationWarning)
                return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None

    def _restore_window_size(self) -> None:
        """Reopen at the size the player left the window at (the logical size stays 1280×720)."""
        size = (self.settings.window_width, self.settings.window_height)
        window = self._window()
        if window is not None and not self.settings.fullscreen and size != theme.LOGICAL_SIZE:
            try:
                window.size = size
            except (pygame.error, ValueError, TypeError):
                pass

    def _remember_window_size(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen or size == (self.settings.window_width, self.settings.window_height):
            return
        self.settings.window_width, self.settings.window_height = size
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            self.toast("Full screen is not available here.")
            return
        self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.toast(f"Settings not saved: {exc.strerror or exc}", colour=theme.BAD)
        self.sounds.enabled = self.settings.sound

    # --- messages ----------------------------------------------------------------------------
    def toast(self, text: str, seconds: float = 2.8, colour=theme.TEXT) -> None:
        self.toasts = [t for t in self.toasts if t.text != text][-2:] + [Toast(text, seconds, colour)]

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        y = 12
        for toast in self.toasts:
            image = self.fonts.render(toast.text, 18, toast.colour, "bold")
            rect = image.get_rect(midtop=(theme.LOGICAL_SIZE[0] // 2, y)).inflate(28, 14)
            theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT, 8)
            surface.blit(image, image.get_rect(center=rect.center))
            y = rect.bottom + 6

    # --- the loop ----------------------------------------------------------------------------
    def handle_global(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.WINDOWSIZECHANGED and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            window = self._window()
            if window is not None:
                self._remember_window_size(tuple(window.size))
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return True
            if event.key == pygame.K_F8:
                self.settings.sound = not self.settings.sound
                self.save_settings()
                self.toast("Sound on" if self.settings.sound else "Sound off")
                return True
        return False

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw. Scene errors are contained here."""
        try:
            self.stack.apply_pending()
            for event in pygame.event.get() if events is None else events:
                if not self.handle_global(event):
                    self.stack.handle_event(event)
            self.stack.apply_pending()
            self.stack.update(dt)
            for hook in self.frame_hooks:
                hook(dt)
            self.toasts = [t for t in self.toasts if (setattr(t, "left", t.left - dt) or t.left > 0)]
            self.screen.fill(theme.BG_BOTTOM)
            self.stack.draw(self.screen)
            self._draw_toasts(self.screen)
        except Exception:  # a bug in one scene must not close the player's window
            if self.strict:
                raise
            self.recover(traceback.format_exc())

    def recover(self, trace: str) -> None:
        try:
            (data_dir() / "error.log").open("a", encoding="utf-8").write(trace + "\n")
        except OSError:
            pass
        log.error("scene error\n%s", trace)
        from baraza.scenes.menu import MainMenuScene

        self.stack.reset(MainMenuScene(self))
        self.stack.apply_pending()
        self.toast("Something went wrong; the details are in error.log. Your autosave is kept.", 6, theme.BAD)

    def run(self, first_scene=None) -> None:
        from baraza.scenes.menu import MainMenuScene

        self.stack.push(first_scene or MainMenuScene(self))
        # Everything loaded so far lives for the whole session: keep the collector from rescanning it,
        # which would otherwise show up as an occasional long frame.
        gc.freeze()
        self.running = True
        while self.running and (len(self.stack) or self.stack._pending):
            dt = min(self.clock.tick(60) / 1000.0, 0.1)
            self.frame(dt)
            pygame.display.flip()
        pygame.quit()

    def quit(self) -> None:
        self.running = False
