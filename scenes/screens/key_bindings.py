"""Change keys (Settings → Keys → Change keys): each action the player may move to another key, with its key
now. Pick a row (arrows and Enter, or a click), press the new key: it is saved with the settings at once and
every screen reads it (keymap.Rebinding). Esc while waiting keeps the old key; a key another action uses, or a
letter a game's table reads itself, is refused with one line saying which; Reset to defaults puts every key
back. Esc itself cannot be moved."""

from __future__ import annotations

import pygame

from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import REBINDABLE, Rebinding, chord_name, chord_text, intent_of
from baraza.scenes.ui.widgets import Button

ROW_H, ROW_W, TOP, COLUMN_ROWS, LEFT = 44, 580, 110, 9, 40  # a row's words whole at 150 %


def game_letter_use(letter: str) -> tuple[str, str] | None:
    """(game title, words) when an installed game's table reads `letter` itself (its SHORTCUTS): a shared
    action moved onto it would take the letter from that game."""
    from baraza.scenes.table.launch import playable_games, table_class

    for spec in playable_games():
        try:
            shortcuts = getattr(table_class(spec), "SHORTCUTS", None)
        except Exception:  # noqa: BLE001 - a broken table must not take this page down with it
            continue
        found = shortcuts.get(letter) if isinstance(shortcuts, dict) else None
        if isinstance(found, (tuple, list)) and len(found) == 2:
            return spec.title, str(found[1])
    return None


class KeyBindingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.waiting: str | None = None  # the action whose new key the next key press is
        self.message = ""
        self.rows: list[Button] = []
        for i, intent in enumerate(REBINDABLE):
            column, row = divmod(i, COLUMN_ROWS)
            rect = pygame.Rect(LEFT + column * (ROW_W + 40), TOP + row * (ROW_H + 8), ROW_W, ROW_H)
            self.rows.append(Button(rect, "", lambda name=intent: self.start(name), font_size=18))
        self.reset = Button(pygame.Rect(LEFT, 620, 340, 50), "Reset to defaults", self.reset_all)
        self.back = Button(pygame.Rect(LEFT + 2 * ROW_W + 40 - 270, 620, 270, 50), "Back", app.stack.pop, accent=True)
        self.buttons = [*self.rows, self.reset, self.back]
        self.focus = 0
        self._label()

    @property
    def takes_raw_keys(self) -> bool:
        """While waiting, the App hands over the key as pressed: not through the player's keys, not F8/F11."""
        return self.waiting is not None

    def _label(self) -> None:
        rebinding = self.app.rebinding
        for intent, button in zip(REBINDABLE, self.rows, strict=True):
            keys = " / ".join(chord_name(c) for c in rebinding.keys_of(intent))
            words = REBINDABLE[intent]
            button.text = f"{words[0].upper()}{words[1:]}: {'press a key…' if intent == self.waiting else keys}"
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus

    def start(self, intent: str) -> None:
        self.waiting = intent
        self.message = f"Press the key for “{REBINDABLE[intent]}” (Esc keeps the one it has)."
        self.app.speech.say(self.message, "prompt", interrupt=True)
        self._label()

    def _bind(self, event: pygame.event.Event) -> None:
        intent, self.waiting = self.waiting, None
        chord = (event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL))
        if intent_of(event) == "cancel":  # Esc: never movable, so its intent is its key
            self.message = "Kept."
        else:
            owner = self.app.rebinding.owner(chord)
            game_letter = None if chord[1] else game_letter_use(pygame.key.name(chord[0]))
            if owner is not None and owner != intent:
                self.message = f"{chord_name(chord)} already does “{REBINDABLE[owner]}”: pick another key."
            elif game_letter is not None:
                self.message = f"{chord_name(chord)} is {game_letter[0]}'s key to {game_letter[1]}: pick another key."
            else:
                bindings = dict(self.app.settings.key_bindings)
                bindings[intent] = chord_text(chord)
                self._save(bindings)
                self.message = f"“{REBINDABLE[intent]}” is now {chord_name(chord)}."
        self.app.speech.say(self.message, "prompt", interrupt=True)
        self._label()

    def reset_all(self) -> None:
        self._save({})
        self.message = "Every key is back to the one Baraza came with."
        self._label()

    def _save(self, bindings: dict[str, str]) -> None:
        self.app.settings.key_bindings = bindings
        self.app.rebinding = Rebinding(bindings)
        self.app.save_settings()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.waiting is not None:
            if event.type == pygame.KEYDOWN:
                self._bind(event)
            return True  # nothing else while the page waits for the key
        intent = intent_of(event)
        if intent == "cancel":
            self.app.stack.pop()
            return True
        if intent in ("down", "up", "next", "previous", "left", "right"):
            step = {"down": 1, "next": 1, "up": -1, "previous": -1, "right": COLUMN_ROWS, "left": -COLUMN_ROWS}
            self.focus = (self.focus + step[intent.name]) % len(self.buttons)
            self._label()
            return True
        if intent in ("confirm", "select"):
            self.buttons[self.focus].on_click()
            return True
        return any(button.handle_event(event) for button in self.buttons) or True

    def next_frame(self) -> float | None:
        return None  # still until a key or a click

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Change keys", (60, 28), 42, theme.ACCENT, "title")
        for button in self.buttons:
            button.draw(surface, fonts)
        if self.message:
            theme.draw_text_box(surface, fonts, self.message, pygame.Rect(400, 606, 550, 96), 17, theme.TEXT,
                                valign="middle")
