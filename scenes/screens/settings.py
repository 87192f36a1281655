"""Settings that stick: window size, full screen, animation speed, sound and its volume (left); text size,
contrast, colour-blind palette, hints, speech and its detail (right). Every change applies at once and is
saved at once. Under the speech rows one line says what speaks, or why nothing can."""

from __future__ import annotations

import pygame

from baraza.game.persistence.settings import (
    ANIMATION_SPEEDS,
    SPEECH_MODES,
    SPEECH_VERBOSITY,
    TEXT_SCALES,
    VOLUME_STEP,
)
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, ChoiceRow, split_for

ON_OFF = [(True, "On"), (False, "Off")]
VOLUMES = [(v, f"{v} %") for v in range(0, 101, VOLUME_STEP)]
SPEECH_WORDS = {"auto": "Automatic", "on": "On", "off": "Off"}
ROW_W, ROW_STEP, TOP = 560, 56, 130
NOTE_H = 100  # the speech note's box under the right column (the page's last note is at 640)


def nearest_volume(percent: int) -> int:
    """The Volume row's step closest to a volume from the settings file (which may be any 0–100)."""
    return min((v for v, _ in VOLUMES), key=lambda v: abs(v - percent))


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        left = theme.LOGICAL_SIZE[0] // 2 - ROW_W - 20
        right = theme.LOGICAL_SIZE[0] // 2 + 20
        self.window_row = self._row(left, "Window size", self._size_choices(), s.window_size, app.set_window_size)
        self.fullscreen_row = self._row(left, "Full screen (F11)", ON_OFF, s.fullscreen, self._fullscreen)
        self.sound_row = self._row(left, "Sound (F8)", ON_OFF, s.sound, lambda v: self._set("sound", v))
        self.volume_row = self._row(left, "Volume", VOLUMES, nearest_volume(s.volume), self._volume)
        columns = [[
            self.window_row,
            self.fullscreen_row,
            self._row(left, "Animation speed", [(v, v.capitalize()) for v in ANIMATION_SPEEDS], s.animation_speed,
                      lambda v: self._set("animation_speed", v)),
            self.sound_row,
            self.volume_row,
        ], [
            self._row(right, "Text size", [(v, f"{v} %") for v in TEXT_SCALES], s.text_scale,
                      lambda v: self._look("text_scale", v)),
            self._row(right, "High contrast", ON_OFF, s.high_contrast, lambda v: self._look("high_contrast", v)),
            self._row(right, "Colour-blind palette", ON_OFF, s.colour_blind, lambda v: self._set("colour_blind", v)),
            self._row(right, "Show legal moves", ON_OFF, s.show_hints, lambda v: self._set("show_hints", v)),
            self._row(right, "Speech", [(v, SPEECH_WORDS[v]) for v in SPEECH_MODES], s.speech,
                      lambda v: self._set("speech", v)),
            self._row(right, "Speech detail", [(v, v.capitalize()) for v in SPEECH_VERBOSITY], s.speech_verbosity,
                      lambda v: self._set("speech_verbosity", v)),
        ]]
        for column in columns:
            for i, row in enumerate(column):
                row.rect.y = TOP + i * ROW_STEP
        self.columns = columns
        self._split_scale = 0.0  # the text size the rows' splits were measured at (see _fit_columns)
        self._fit_columns()
        self.rows: list = columns[0] + columns[1]
        self.speech_note_y = TOP + len(columns[1]) * ROW_STEP
        y = TOP + len(columns[0]) * ROW_STEP
        self.rows.append(Button(pygame.Rect(left, y + 14, 270, 50), "Keys", lambda: app.show("keys"),
                                tooltip="Every key Baraza understands, and each game's own letters"))
        self.rows.append(Button(pygame.Rect(left + 290, y + 14, 270, 50), "Back", app.stack.pop, accent=True))
        self._shown_size = s.window_size
        self.focus = 0
        self._sync()

    def _fit_columns(self) -> None:
        """Each column's labels and values share its rows' width at the text size now (it changes here)."""
        fonts = self.app.fonts
        if fonts.scale != self._split_scale:
            self._split_scale = fonts.scale
            for column in self.columns:
                split = split_for(column, fonts)
                for row in column:
                    row.split = split

    @staticmethod
    def _row(left: int, label: str, choices, value, change) -> ChoiceRow:
        row = ChoiceRow(pygame.Rect(left, 0, ROW_W, 46), label, list(choices), on_change=change)
        row.set_value(value)
        return row

    def _size_choices(self) -> list:
        return [(size, f"{size[0]} × {size[1]}") for size in self.app.window_size_choices()]

    def _sync(self) -> None:
        for i, row in enumerate(self.rows):
            row.focused = i == self.focus

    def _set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()

    def _look(self, key: str, value) -> None:
        self._set(key, value)
        self.app.apply_look()

    def _volume(self, value: int) -> None:
        self._set("volume", value)
        self.app.sounds.play("click")  # so the player hears the new level

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def update(self, dt: float) -> None:
        # F11, F8 and dragging the window's edge change settings behind this screen's back.
        s = self.app.settings
        self.fullscreen_row.set_value(s.fullscreen)
        self.sound_row.set_value(s.sound)
        if s.window_size != self._shown_size:
            self._shown_size = s.window_size
            self.window_row.choices = self._size_choices()
            self.window_row.set_value(s.window_size)

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent == "cancel":
            self.app.stack.pop()
            return True
        if intent in ("down", "up", "next", "previous"):
            self.focus = (self.focus + (-1 if intent in ("up", "previous") else 1)) % len(self.rows)
            self._sync()
            return True
        if isinstance(self.rows[self.focus], Button) and intent in ("confirm", "select"):
            self.rows[self.focus].on_click()
            return True
        for row in self.rows:
            if row.handle_event(event):
                return True
        return not self.opaque

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        self._fit_columns()
        theme.blit_text(surface, self.app.fonts, "Settings", (theme.LOGICAL_SIZE[0] // 2, 56), 48, theme.ACCENT,
                        "title", "midtop")
        for row in self.rows:
            row.draw(surface, self.app.fonts)
        right = theme.LOGICAL_SIZE[0] // 2 + 20
        # room for three lines: at 150 % the note wraps, and in two lines' room it shrank back to its 100 % size
        theme.draw_text_box(surface, self.app.fonts, self.app.speech.status(),
                            pygame.Rect(right + 6, self.speech_note_y + 2, ROW_W - 12, NOTE_H), 16, theme.TEXT_DIM)
        note = "Changes are saved at once. Any other size: drag the window's edge (F11: full screen)."
        theme.blit_text(surface, self.app.fonts, note, (theme.LOGICAL_SIZE[0] // 2, 640), 16, theme.TEXT_DIM,
                        anchor="midtop")
