"""The table's three buttons in its "buttons" zone: Undo (when a human can take a move back), Hint (on a
human's turn) and Menu (the pause menu)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.ui.widgets import Button


class TableButtons:
    def __init__(self, zone: pygame.Rect, undo: Callable[[], None], hint: Callable[[], None],
                 menu: Callable[[], None]) -> None:
        width = (zone.w - 20) // 3
        rect = [pygame.Rect(zone.x + i * (width + 10), zone.y + 4, width, zone.h - 8) for i in range(3)]
        self.undo = Button(rect[0], "Undo", undo, tooltip="Ctrl+Z")
        self.hint = Button(rect[1], "Hint", hint, tooltip="H")
        self.menu = Button(rect[2], "Menu", menu, tooltip="Esc")
        self.buttons = [self.undo, self.hint, self.menu]
        self.undo_keys = self.undo.tooltip  # Undo's usual tooltip (its key), while no refusal stands

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(button.handle_event(event) for button in self.buttons)

    def draw(self, surface: pygame.Surface, fonts, can_undo: bool, can_hint: bool) -> None:
        self.undo.enabled = can_undo
        self.hint.enabled = can_hint
        for button in self.buttons:
            button.draw(surface, fonts)

    def draw_table_buttons(self, surface: pygame.Surface, fonts, refusal: str, can_undo: bool, can_hint: bool) -> None:
        """The row as a table draws it: Undo greyed with `refusal` as its tooltip when the game refuses it now (shown
        where the mouse rests, scenes/ui/tooltip.py), else its key."""
        self.undo.tooltip = refusal or self.undo_keys
        self.draw(surface, fonts, can_undo and not refusal, can_hint)
        if refusal and can_undo:
            fonts.shortened.append((pygame.Rect(self.undo.rect), refusal))
