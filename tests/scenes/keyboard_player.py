"""A player with no mouse: makes a chosen move at a table by key presses only (the fewest arrows and Tabs to the
spot, then Enter), the way a keyboard player would. Tests choose the move; only key events reach the app."""

from __future__ import annotations

import time

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.registry import get_game, new_match
from baraza.scenes.table.launch import scene_class

MAX_KEYS = 400  # per click: more means the cursor cannot reach the spot


class CannotReach(AssertionError):
    pass


def press(app, k: int, mod: int = 0) -> None:
    frames(app, 1, [key(k, mod)])


def show_cursor(app, table) -> None:
    if not table.focus.active:
        press(app, pygame.K_RIGHT)


ARROWS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT}


def key_path(targets, start, wanted, focus=None) -> list[int] | None:
    """The fewest keys (arrows, Tab, Shift+Tab) from `start` to the spot at `wanted`, as the cursor moves (by the
    table's own arrow rule when `focus`, its FocusCursor, is given)."""
    from collections import deque

    from baraza.scenes.table.focus import arrow_step, tab_step

    step = focus.arrow_target if focus is not None else arrow_step

    seen = {start.rect: []}
    todo = deque([start])
    while todo:
        spot = todo.popleft()
        if spot.rect == wanted:
            return seen[spot.rect]
        moves = [(k, step(targets, spot, name)) for name, k in ARROWS.items()]
        moves += [((pygame.K_TAB, 0), tab_step(targets, spot, 1)), ((pygame.K_TAB, pygame.KMOD_LSHIFT),
                                                                    tab_step(targets, spot, -1))]
        for k, nxt in moves:
            if nxt is not None and nxt.rect not in seen:
                seen[nxt.rect] = [*seen[spot.rect], k]
                todo.append(nxt)
    return None


def walk_to(app, table, rect: pygame.Rect) -> None:
    """Arrows and Tab, the fewest a player looking at the table would press, until the cursor stands on `rect`."""
    show_cursor(app, table)
    wanted = tuple(pygame.Rect(rect))
    for _ in range(MAX_KEYS):
        targets = table.focus.targets()
        target = next((t for t in targets if t.rect == wanted), None)
        if target is None:
            raise CannotReach(f"no cursor spot at {wanted}; spots: {[(t.rect, t.label) for t in targets][:12]}")
        current = table.focus.current
        if current is not None and current.rect == wanted:
            return
        path = key_path(targets, current, wanted, table.focus)
        if not path:
            raise CannotReach(f"no keys lead from {current.label!r} to {target.label!r} at {wanted}")
        k = path[0]
        press(app, *(k if isinstance(k, tuple) else (k,)))
    raise CannotReach(f"the keys never reached {wanted}")


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


def keyboard_table(name: str, speech_backend=None):
    """(app, match, table, spec): a table of `name`, the player against the game's first AI level (alone in a
    one-seat game), seed 5; with `speech_backend`, speech on and heard by it."""
    spec = get_game(name)
    app = make_app()
    if speech_backend is not None:
        app.settings.speech = "on"
        app.speech.backend = speech_backend
    ai = f"ai:{spec.ai_levels[0]}"
    seats = ["human"] + [ai] * (max(2, spec.min_seats) - 1) if spec.max_seats >= 2 else ["human"]
    match = new_match(name, seats, 5, {})
    table = scene_class(name)(app, match)
    app.stack.reset(table)
    frames(app, 3)
    return app, match, table, spec


def wait_for_turn(app, table) -> None:
    """Let the AI seats play until the player is asked (or the match ends)."""
    # bounded by count, not by frames alone: on a loaded machine the AI's worker may need seconds of real time
    for _ in range(6000):
        if table.match.is_over() or table.human_to_act() is not None:
            return
        frames(app, 1, dt=0.1)
        time.sleep(0.01)
