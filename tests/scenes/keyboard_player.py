"""A player with no mouse: makes a chosen move at a table by key presses only (Tab to the region, arrows to the
spot, Enter), the way a keyboard player would. Tests choose the move; only key events reach the app."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key

MAX_KEYS = 400  # per click: more means the cursor cannot reach the spot


class CannotReach(AssertionError):
    pass


def press(app, k: int, mod: int = 0) -> None:
    frames(app, 1, [key(k, mod)])


def show_cursor(app, table) -> None:
    if not table.focus.active:
        press(app, pygame.K_RIGHT)


def walk_to(app, table, rect: pygame.Rect) -> None:
    """Tab to the spot's region, then Right along it (reading order) until the cursor stands on `rect`."""
    show_cursor(app, table)
    wanted = tuple(pygame.Rect(rect))
    targets = table.focus.targets()
    target = next((t for t in targets if t.rect == wanted), None)
    if target is None:
        raise CannotReach(f"no cursor spot at {wanted}; spots: {[(t.rect, t.label) for t in targets][:12]}")
    for _ in range(len(table.focus.regions()) + 1):
        if table.focus.current is not None and table.focus.current.region == target.region:
            break
        press(app, pygame.K_TAB)
    for _ in range(MAX_KEYS):
        current = table.focus.current
        if current is not None and current.rect == wanted:
            return
        press(app, pygame.K_RIGHT)
    raise CannotReach(f"the arrows never reached {target.label!r} at {wanted}")


def play_by_keys(app, table, action) -> None:
    """Click by click, the way `tutorial_clicks` says, each click made with keys."""
    seat = table.human_to_act()
    before = len(table.match.records)
    for _ in range(12):
        if len(table.match.records) > before or table.human_to_act() != seat:
            return
        clicks = table.tutorial_clicks(action, table.current_view())
        if not clicks:
            raise CannotReach(f"no clicks for {action}")
        walk_to(app, table, clicks[0])
        press(app, pygame.K_RETURN)
    if len(table.match.records) == before:
        raise CannotReach(f"{action} was not made by its clicks")
