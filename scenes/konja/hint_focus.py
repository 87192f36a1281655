"""Where the keyboard's cursor goes for a Hint at the Konja table (the table's `focus_hint` hook, scenes/table/
focus_hint.py): the first of the move's clicks as the cursor sees them (focus_spots.py), else as the hint's rings
show them (the lesson's clicks, tutorial.py).

The cursor's own spots leave two moves starting nowhere on purpose, so a spot never wipes the player's split
unasked: a turn's end with dice laid on the pyramid (its first click is Clear the pyramid) and a row's collection
by the best split (Best split first). A Hint for one of them asks for just that, and its rings light those very
buttons: the cursor follows them, so Enter, Enter ends the turn with nothing more collected (a keys-only probe:
after H the cursor stayed where it was, and Enter there collected a set instead)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.action import Action

Clicks = Callable[[Action, object], list[pygame.Rect]]


class HintSpot:
    """`focus_clicks` is the cursor's idea of a move's clicks, `lesson_clicks` the rings' (every click it takes)."""

    def __init__(self, focus_clicks: Clicks, lesson_clicks: Clicks) -> None:
        self.focus_clicks = focus_clicks
        self.lesson_clicks = lesson_clicks

    def __call__(self, hint: Action, view) -> pygame.Rect | None:
        clicks = self.focus_clicks(hint, view) or self.lesson_clicks(hint, view)
        return pygame.Rect(clicks[0]) if clicks else None
