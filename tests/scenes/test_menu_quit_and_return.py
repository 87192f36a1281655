"""Keyboard playtest: ↑ from New game wraps to Quit, and Enter there closed the window at once; Esc back from
Settings put the ring on New game, not on Settings."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key, make_app

from baraza.scenes.screens.menu import MainMenuScene
from baraza.scenes.ui.dialog import MessageScene


def _menu(app) -> MainMenuScene:
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    return app.stack.top


def _focus(app, menu, label: str) -> None:
    for _ in range(30):
        if menu.menu.buttons[menu.menu.focus].text == label:
            return
        frames(app, 1, [key(pygame.K_DOWN)])
    raise AssertionError(f"never reached {label}")


def test_quit_by_enter_asks_first_and_stay_keeps_the_window(baraza_home):
    app = make_app()
    menu = _menu(app)
    _focus(app, menu, "Quit")
    app.running = True
    frames(app, 1, [key(pygame.K_RETURN)])
    box = app.stack.top
    assert isinstance(box, MessageScene) and box.title == "Quit Baraza?"
    assert app.running
    frames(app, 1, [key(pygame.K_RETURN)])  # Stay, the button Enter presses
    assert app.stack.top is menu and app.running
    _focus(app, menu, "Quit")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert not app.running


def test_back_from_settings_the_ring_is_on_settings(baraza_home):
    app = make_app()
    menu = _menu(app)
    _focus(app, menu, "Settings")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 2)
    assert app.stack.top is not menu
    frames(app, 1, [key(pygame.K_ESCAPE)])
    frames(app, 2)
    assert app.stack.top is menu
    assert menu.menu.buttons[menu.menu.focus].text == "Settings"


def test_quit_speaks_of_a_kept_match_only_when_there_is_one(baraza_home):
    """With no unfinished match the box said "Unfinished matches are kept: Continue opens the latest next time"
    (KROWNIA blind playtest)."""
    app = make_app()
    menu = _menu(app)
    assert menu.continue_path is None
    menu.ask_quit()
    frames(app, 1)
    box = app.stack.top
    assert isinstance(box, MessageScene) and "Continue" not in box.text
