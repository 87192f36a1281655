"""The main menu: Continue, New game, Join a table, Load, History, Scores, Rules, Settings, Quit (and today's deal beside it)."""

from __future__ import annotations

import pygame

from baraza import __version__
from baraza.game.persistence.autosaves import latest_autosave, load_autosave
from baraza.game.persistence.saves import SaveError
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import MessageScene, show_message
from baraza.scenes.ui.keymap import intent_of, nearest_that_way, pointer_still
from baraza.scenes.ui.widgets import Button, Menu, column_buttons, reveal_focus

RUNS_POLL = 0.1  # how often the menu looks for the runs its panel of today's deal asked for


def keyed_menu(menu: Menu, event: pygame.event.Event, holder) -> bool:
    """The keys of a screen's menu before its own handling (True when used here): a pointer that did not move
    keeps the ring (the window opened under a resting pointer: the main menu showed none, keys playtest, issue
    41); the first key shows the ring (reveal_focus); the arrows go to the nearest button that way by its place,
    round to the far end of the same column (`nearest_that_way`)."""
    if event.type == pygame.MOUSEMOTION:
        still = pointer_still(event, getattr(holder, "_pointer", None))
        holder._pointer = tuple(event.pos)
        return still  # (no hover either: a resting pointer lit "Join a table" beside the ring)
    if reveal_focus(menu, event):
        return True
    intent = intent_of(event)
    if intent is None or intent.name not in ("up", "down", "left", "right") or not menu.buttons:
        return False
    step = nearest_that_way([pygame.Rect(b.rect) for b in menu.buttons], [b.enabled for b in menu.buttons],
                            menu.focus, intent.name)
    if step is not None:
        menu.focus = step
    menu.keyboard_used = True
    menu._sync()
    return True


class MainMenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.continue_label = ""
        self.continue_path = None
        self.menu = Menu([])
        self._build()

    def _build(self) -> None:
        app = self.app
        self.continue_label = self._autosave_summary()
        items = [
            ("Continue", self.continue_game),
            ("New game", lambda: app.show("game_select")),
            ("Join a table", lambda: app.show("join")),
            ("Load", lambda: app.show("load")),
            ("History", lambda: app.show("history")),
            ("Scores", lambda: app.show("scores")),
            ("Rules", lambda: app.show("rules")),
            ("Settings", lambda: app.show("settings")),
            ("Quit", self.ask_quit),
        ]
        buttons: list[Button] = column_buttons(items, theme.LOGICAL_SIZE[0] // 2, 232, width=340, height=42, gap=8)
        buttons[0].enabled = bool(self.continue_label)
        buttons[0].accent = buttons[0].enabled
        buttons[1].accent = not buttons[0].enabled
        from baraza.scenes.screens.daily_panel import DailyPanel

        self.daily = DailyPanel(app)  # today's deal, beside the menu; its buttons follow the menu's
        was = self.menu.buttons[self.menu.focus].text if self.menu.buttons else None
        self.menu = Menu(buttons + self.daily.buttons)
        # back from Settings (Esc), the ring is where the player left it, not on the first button again
        self.menu.focus = next((i for i, b in enumerate(self.menu.buttons) if b.text == was and b.enabled),
                               self.menu.focus)
        self.menu.keyboard_used = True  # the first screen: its ring shows from the start, where Enter goes (the
        self.menu._sync()  # mouse hides it; the next key shows it again where it is: reveal_focus)

    def ask_quit(self) -> None:
        """Quit asks first: ↑ from the top of the menu wraps to Quit, and a keyboard player expecting Rules closed
        the window (keyboard playtest). Stay is the button Enter presses."""
        # the words speak of a kept match only when there is one (a tester with none read it as a promise)
        kept = ("Your unfinished match is kept: Continue opens it next time." if self.continue_path is not None
                else "See you at the bench again.")
        self.app.stack.push(MessageScene(self.app, "Quit Baraza?", kept, (("Stay", None), ("Quit", self.app.quit))))

    def _autosave_summary(self) -> str:
        """What Continue resumes: the most recent unfinished match ("" when there is none)."""
        latest = latest_autosave()
        self.continue_path = latest[0] if latest else None
        if latest is None or latest[1] is None:
            return ""
        return str(latest[1].get("summary") or latest[0].stem)

    def on_resume(self) -> None:
        self._build()

    def continue_game(self) -> None:
        if self.continue_path is None:
            return
        try:
            match = load_autosave(self.continue_path)
        except SaveError as exc:
            show_message(self.app, "Cannot continue", str(exc))
            return
        self.app.show_match(match, cover=True)

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def next_poll(self) -> float | None:
        return RUNS_POLL if self.daily.waiting else None  # today's deal's runs come from a thread

    def update(self, dt: float) -> None:
        self.daily.update()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if intent_of(event) == "cancel":
            return True  # the first screen: there is nothing to go back to
        return keyed_menu(self.menu, event, self) or self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(bench=True), (0, 0))
        fonts = self.app.fonts
        cx = theme.LOGICAL_SIZE[0] // 2
        theme.blit_text(surface, fonts, "Baraza", (cx + 3, 84), 86, (10, 10, 12), "title", "midtop")
        theme.blit_text(surface, fonts, "Baraza", (cx, 80), 86, theme.ACCENT, "title", "midtop")
        theme.blit_text(surface, fonts, "a stone bench to meet and play", (cx, 186), 22, theme.TEXT_DIM, anchor="midtop")
        self.daily.draw(surface)
        self.menu.draw(surface, fonts)
        if self.continue_label:
            button = self.menu.buttons[0]
            theme.blit_text(surface, fonts, self.continue_label, (button.rect.right + 16, button.rect.centery), 17,
                            theme.TEXT_DIM, anchor="midleft")
        theme.blit_text(surface, fonts, "Arrows + Enter or the mouse  ·  F11 full screen  ·  F8 sound",
                        (cx, theme.LOGICAL_SIZE[1] - 30), 16, theme.TEXT_DIM, anchor="center")
        theme.blit_text(surface, fonts, f"version {__version__}", (theme.LOGICAL_SIZE[0] - 16, theme.LOGICAL_SIZE[1] - 30),
                        16, theme.TEXT_DIM, anchor="midright")
