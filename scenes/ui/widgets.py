"""Buttons, menus, choice rows, a number field and a scrolling text box.

Widgets work in logical coordinates (1280×720); the display scales them. Mouse and keyboard both
work: a `Menu` moves its focus with arrows/Tab and activates with Enter or Space.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.theme import Fonts

LABEL_PAD = 6  # pixels kept clear between a button's label and each of its sides


@dataclass
class Button:
    rect: pygame.Rect
    text: str
    on_click: Callable[[], None]
    enabled: bool = True
    hotkey: int | None = None
    tooltip: str = ""
    font_size: int = 22
    hovered: bool = False
    focused: bool = False
    accent: bool = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_click()
            return True
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey and self.enabled:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.enabled:
            colour, text_colour = theme.BUTTON_DISABLED, theme.TEXT_DIM
        elif self.accent:
            colour = theme.ACCENT if (self.hovered or self.focused) else theme.ACCENT_DARK
            text_colour = theme.TEXT_DARK
        else:
            colour = theme.BUTTON_HOVER if (self.hovered or self.focused) else theme.BUTTON
            text_colour = theme.TEXT
        pygame.draw.rect(surface, (14, 16, 20), self.rect.move(2, 3), border_radius=8)
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        edge = theme.HIGHLIGHT if self.focused and self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=8)
        if self.focused:
            theme.draw_focus_ring(surface, self.rect)
        size, text = self.fitted_label(fonts)
        label = fonts.render(text, size, text_colour, "bold")
        surface.blit(label, label.get_rect(center=self.rect.center))
        if text != self.text:
            fonts.shortened.append((self.rect.copy(), self.text))  # the whole label shows on hover
        drawn = getattr(fonts, "buttons", None)  # a table listening: every button it draws is a keyboard stop
        if drawn is not None:
            drawn.append(self)

    def fitted_label(self, fonts: Fonts) -> tuple[int, str]:
        """The size and text the label is drawn with: `font_size`, shrunk towards the readable floor until it
        fits inside the button, and only at the floor shortened with an ellipsis. Never wider than the button."""
        key = ("button", self.text, self.font_size, self.rect.w, self.rect.h, fonts.scale)
        known = fonts.fitted.get(key)  # buttons are drawn every frame: measure each label once
        if known is None:
            if len(fonts.fitted) > 2000:
                fonts.fitted.clear()
            known = fonts.fitted[key] = _fit_label(fonts, self.text, self.font_size, self.rect.size)
        return known  # type: ignore[return-value]


def _fit_label(fonts: Fonts, text: str, size: int, box: tuple[int, int]) -> tuple[int, str]:
    room_w = max(1, box[0] - 2 * LABEL_PAD)
    room_h = max(1, box[1] - 2)
    floor = theme.MIN_TEXT  # a label asked for under the floor is drawn at the floor: nothing reads smaller
    size = max(size, floor)
    floor = fonts.logical_floor(floor)  # at a larger text size a label shrinks back, at most to its 100 % size
    for trial in range(size, floor - 1, -1):
        font = fonts.get(trial, "bold")
        if font.size(text)[0] <= room_w and font.get_height() <= room_h:
            return trial, text
    return floor, theme.ellipsize(fonts.get(floor, "bold"), text, room_w)


class Menu:
    """A column (or row) of buttons with keyboard focus."""

    def __init__(self, buttons: Sequence[Button], horizontal: bool = False) -> None:
        self.buttons = list(buttons)
        self.horizontal = horizontal
        self.focus = next((i for i, b in enumerate(self.buttons) if b.enabled), 0)
        self.keyboard_used = False
        self._sync()

    def _sync(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = self.keyboard_used and i == self.focus

    def move(self, step: int) -> None:
        if not self.buttons:
            return
        n = len(self.buttons)
        index = self.focus
        for _ in range(n):
            index = (index + step) % n
            if self.buttons[index].enabled:
                break
        self.focus = index
        self.keyboard_used = True
        self._sync()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.keyboard_used = False
            self._sync()
        intent = intent_of(event)
        if intent is not None:
            back, forward = ("left", "right") if self.horizontal else ("up", "down")
            if intent in (back, "previous"):
                self.move(-1)
                return True
            if intent in (forward, "next"):
                self.move(1)
                return True
            if intent in ("confirm", "select") and self.buttons:
                button = self.buttons[self.focus]
                if button.enabled:
                    button.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        for button in self.buttons:
            button.draw(surface, fonts)


def column_buttons(items: Sequence[tuple[str, Callable[[], None]]], centre_x: int, top: int,
                   width: int = 320, height: int = 48, gap: int = 12) -> list[Button]:
    buttons = []
    for i, (text, action) in enumerate(items):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (centre_x, top + i * (height + gap))
        buttons.append(Button(rect, text, action))
    return buttons


@dataclass
class ChoiceRow:
    """A labelled value that cycles through choices: click the arrows or the value (never the label), or ←/→.
    A stepper over ordered values (`wraps` False: a turn limit, a seat count) stops at its ends, where its
    arrow is drawn disabled; Enter and a click on the value still go round."""

    rect: pygame.Rect
    label: str
    choices: list[tuple[Any, str]]
    index: int = 0
    on_change: Callable[[Any], None] | None = None
    focused: bool = False
    enabled: bool = True
    wraps: bool = True
    split: int = 0  # px from the left where the value part starts (0: halfway); see `split_for`

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def can_step(self, delta: int) -> bool:
        """Whether ← (-1) or → (+1) changes the value: always when it wraps, else not past an end."""
        if not self.enabled or len(self.choices) < 2:
            return False
        return self.wraps or 0 <= self.index + delta < len(self.choices)

    def set_value(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.choices):
            if v == value:
                self.index = i
                return

    def step(self, delta: int, wrap: bool = False) -> None:
        """Move `delta` choices; past an end only when the row wraps (or `wrap`: Enter, a click on the value)."""
        if not (wrap and self.enabled and self.choices) and not self.can_step(delta):
            return
        self.index = (self.index + delta) % len(self.choices)
        if self.on_change:
            self.on_change(self.value)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        value_left = self.rect.x + (self.split or self.rect.w // 2)
        left = pygame.Rect(value_left, self.rect.y + 6, 30, self.rect.h - 12)
        right = pygame.Rect(self.rect.right - 36, self.rect.y + 6, 30, self.rect.h - 12)
        return left, right

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            left, right = self._arrow_rects()
            if event.pos[0] < left.x:  # its label: the row is chosen (its help shows), its value kept (kona14
                return True  # clicked "First move" to read its help, and it turned from Free to By lot)
            on_arrow = left.collidepoint(event.pos) or right.collidepoint(event.pos)
            self.step(-1 if (left.collidepoint(event.pos) or event.button == 3) else 1, wrap=not on_arrow)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.step(-1 if event.y > 0 else 1)
                return True
        intent = intent_of(event) if self.focused else None
        if intent == "left":
            self.step(-1)
            return True
        if intent == "right":
            self.step(1)
            return True
        if intent in ("confirm", "select"):
            self.step(1, wrap=True)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        bg = theme.BUTTON_HOVER if self.focused else theme.PANEL_DARK
        pygame.draw.rect(surface, bg, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focused else theme.PANEL_EDGE, self.rect, 2, border_radius=8)
        if self.focused:
            theme.draw_focus_ring(surface, self.rect)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        left, right = self._arrow_rects()
        label_box = pygame.Rect(self.rect.x + 14, self.rect.y + 2, left.x - self.rect.x - 18, self.rect.h - 4)
        theme.draw_text_box(surface, fonts, self.label, label_box, 20, colour, valign="middle")
        if self.enabled:
            # an arrow that cannot step (a stepper at its end) is drawn hollow and dim: nothing that way
            for points, delta in (([(left.right - 8, left.y + 6), (left.x + 8, left.centery),
                                    (left.right - 8, left.bottom - 6)], -1),
                                  ([(right.x + 8, right.y + 6), (right.right - 8, right.centery),
                                    (right.x + 8, right.bottom - 6)], 1)):
                if self.can_step(delta):
                    pygame.draw.polygon(surface, theme.ACCENT, points)
                else:
                    pygame.draw.polygon(surface, theme.TEXT_DIM, points, 1)
        text = self.choices[self.index][1] if self.choices else "-"
        value_box = pygame.Rect(left.right + 2, self.rect.y + 2, right.left - left.right - 4, self.rect.h - 4)
        theme.draw_text_box(surface, fonts, text, value_box, 20, colour, "bold", align="center", valign="middle")


ROW_LABEL_PAD = 18 + 4  # a row's label box is `split` - 18 wide (see draw); a little air
ROW_VALUE_PAD = 30 + 36 + 4 + 4  # a row's value: both arrows, the gaps beside them, a little air


def split_for(rows: Sequence[ChoiceRow], fonts: Fonts) -> int:
    """One `split` for a column of rows at the fonts' text size: halfway while every label fits there, else as
    far right as the longest label needs and the longest value allows (at 150 % a label such as
    "Colour-blind palette" was shrunk back to its 100 % size in half a row)."""
    if not rows:
        return 0
    width = min(row.rect.w for row in rows)
    label = max(fonts.get(20).size(row.label)[0] for row in rows) + ROW_LABEL_PAD
    value = max((fonts.get(20, "bold").size(text)[0] for row in rows for _, text in row.choices), default=0)
    room = width - value - ROW_VALUE_PAD  # the split that leaves the longest value its room
    if label <= width // 2:
        # ... and a long value takes room from the left half the labels do not need (at 150 % Setup's
        # "1 seat (solo)" shrank back to its 100 % size in half a row)
        return 0 if room >= width // 2 else max(label, room)
    return max(width // 2, min(label, room))


@dataclass
class NumberField:
    """A field for digits (the seed); empty means 'pick one for me'."""

    rect: pygame.Rect
    label: str
    text: str = ""
    focused: bool = False
    max_len: int = 9
    placeholder: str = "random"

    @property
    def value(self) -> int | None:
        return int(self.text) if self.text else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if event.type == pygame.KEYDOWN and self.focused:
            if intent_of(event) == "back":
                self.text = self.text[:-1]
                return True
            if event.unicode and event.unicode.isdigit() and len(self.text) < self.max_len:
                self.text += event.unicode
                return True
        return False

    def next_change(self) -> float | None:
        """Seconds until the caret blinks (while the field has the focus), or None: the window wakes for it."""
        return (500 - pygame.time.get_ticks() % 500) / 1000 + 0.002 if self.focused else None

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        pygame.draw.rect(surface, theme.BUTTON_HOVER if self.focused else theme.PANEL_DARK, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focused else theme.PANEL_EDGE, self.rect, 2, border_radius=8)
        if self.focused:
            theme.draw_focus_ring(surface, self.rect)
        theme.blit_text(surface, fonts, self.label, (self.rect.x + 14, self.rect.centery), 20, anchor="midleft")
        shown = self.text + ("|" if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0 else "")
        colour = theme.TEXT if self.text else theme.TEXT_DIM
        mid = self.rect.x + self.rect.w * 3 // 4
        theme.blit_text(surface, fonts, shown or self.placeholder, (mid, self.rect.centery), 20, colour, "bold",
                        anchor="center")


@dataclass
class TextBox:
    """A scrolling box of pre-wrapped lines (rules, log). Lines are (text, size, colour, face)."""

    rect: pygame.Rect
    lines: list[tuple[str, int, tuple, str]] = field(default_factory=list)
    scroll: int = 0
    line_gap: int = 4
    stick_to_bottom: bool = False

    def content_height(self) -> int:
        # Cached per line list: drawing asks several times a frame and logs grow long.
        key = (id(self.lines), len(self.lines))
        if getattr(self, "_height_key", None) != key:
            self._height_key = key
            self._height = sum(size + self.line_gap + 4 for _, size, _, _ in self.lines)
        return self._height

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.rect.h + 8)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll_by(-event.y * 40)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if self.stick_to_bottom:
            self.scroll = self.max_scroll()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        y = self.rect.y + 4 - self.scroll
        for text, size, colour, face in self.lines:
            height = size + self.line_gap + 4
            if y >= self.rect.y and y + fonts.get(size, face).get_linesize() <= self.rect.bottom:  # whole lines only
                theme.blit_text(surface, fonts, text, (self.rect.x + 8, y), size, colour, face)
            y += height
        surface.set_clip(clip)
        if self.max_scroll() > 0:  # a thin scroll bar says there is more
            track = pygame.Rect(self.rect.right - 5, self.rect.y + 2, 3, self.rect.h - 4)
            frac = self.rect.h / max(1, self.content_height())
            knob_h = max(20, int(track.h * frac))
            knob_y = track.y + int((track.h - knob_h) * (self.scroll / max(1, self.max_scroll())))
            pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, knob_y, 3, knob_h), border_radius=2)


def tab_row(titles: list[str], on_pick, left: int = 140, right: int = 1140, y: int = 90, height: int = 44,
            gap: int = 16, max_width: int = 180) -> list[Button]:
    """One button per title, sharing the width between `left` and `right` (any number of games fits)."""
    count = max(1, len(titles))
    width = min(max_width, (right - left - gap * (count - 1)) // count)
    return [Button(pygame.Rect(left + i * (width + gap), y, width, height), title, lambda i=i: on_pick(i))
            for i, title in enumerate(titles)]


REVEAL_KEYS = ("up", "down", "left", "right", "next", "previous")  # the keys that move a ring


def reveal_focus(menu: Menu, event: pygame.event.Event) -> bool:
    """The first arrow or Tab on a menu whose ring is hidden (the mouse moved) shows the ring where it is, without
    moving it, as the table's cursor does (scenes/table/focus.py): the player sees at once where Enter would go
    (it moved one step from a button nobody saw: keys playtest, issue 41). True when used. Enter itself presses
    the focused button as before."""
    if menu.keyboard_used or not menu.buttons or event.type != pygame.KEYDOWN or intent_of(event) not in REVEAL_KEYS:
        return False
    if not menu.buttons[menu.focus].enabled:  # never a ring on a greyed button (Continue with nothing to continue)
        menu.focus = next((i for i, b in enumerate(menu.buttons) if b.enabled), menu.focus)
    menu.keyboard_used = True
    menu._sync()
    return True
