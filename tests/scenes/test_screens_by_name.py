"""Screens open by name: every name `baraza shot` offers renders, the main menu's and the pause menu's
buttons open their screens through the app, and Continue/Load open a table through `app.show_match`."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.screens.directory import SCREENS


def test_every_shot_name_renders(baraza_home):
    from baraza.scenes.cli import SCREENS as CLI_NAMES
    from baraza.scenes.shots import ALIASES, SHOT_SCREENS, render_screen
    from baraza.scenes.shots_history import HISTORY_SHOTS

    # the solo run history's shots set up a sample month of runs first (scenes/shots_history.py)
    assert set(CLI_NAMES) == set(SHOT_SCREENS) | set(ALIASES) | set(HISTORY_SHOTS)
    assert set(SHOT_SCREENS) <= set(SCREENS)
    app = make_app()
    for name in set(CLI_NAMES) - set(HISTORY_SHOTS):
        surface = render_screen(app, name)
        assert surface.get_size() == (1280, 720)
        assert type(app.stack.top).__name__ == SCREENS[ALIASES.get(name, name)].partition(":")[2]


def test_menu_buttons_open_screens_by_name(baraza_home):
    app = make_app()
    menu = app.show("menu", how="reset")
    frames(app)
    opened = []
    real = app.show
    app.show = lambda name, *args, **kwargs: opened.append(name) or real(name, *args, **kwargs)
    for button in menu.menu.buttons[1:8]:
        button.on_click()
        frames(app)
        app.stack.pop()
        frames(app)
    assert opened == ["game_select", "join", "load", "history", "scores", "rules", "settings"]


def test_pause_opens_save_settings_rules_and_quits_to_the_menu(baraza_home):
    app = make_app()
    table = app.show_match(new_match("kona", ["human", "human"], 3))
    frames(app)
    frames(app, 1, [key(pygame.K_ESCAPE)])
    frames(app)
    pause = app.stack.top
    assert type(pause).__name__ == "PauseScene"
    labels = {b.text: b for b in pause.menu.buttons}
    labels["Rules"].on_click()
    frames(app)
    assert type(app.stack.top).__name__ == "RulesScene" and app.stack.top.games[app.stack.top.index] == "kona"
    app.stack.pop()
    frames(app)
    labels["Save"].on_click()
    frames(app)
    assert type(app.stack.top).__name__ == "SaveNameScene"
    app.stack.pop()
    frames(app)
    labels["Quit to menu"].on_click()
    frames(app)
    assert type(app.stack.top).__name__ == "MainMenuScene" and len(app.stack) == 1
    assert table not in app.stack.scenes


def test_show_match_opens_a_table_with_the_cover_when_asked(baraza_home):
    app = make_app()
    table = app.show_match(new_match("kona", ["human", "human"], 3), cover=True)
    app.stack.apply_pending()
    assert app.stack.top is table and table.cover_on_enter
    plain = app.show_match(new_match("kona", ["human", "ai:easy"], 3))
    app.stack.apply_pending()
    assert app.stack.scenes == [plain]
    plain.ai.close()


def test_save_name_keys_are_intents(baraza_home):
    app = make_app()
    table = app.show_match(new_match("kona", ["human", "ai:easy"], 3))
    frames(app)
    box = app.show("save_name", table)
    frames(app)
    start = box.name
    frames(app, 1, [key(pygame.K_RIGHT)])  # the suggestion starts selected; the arrow keeps it to edit
    frames(app, 1, [key(pygame.K_BACKSPACE)])
    assert box.name == start[:-1]
    frames(app, 1, [key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL)])
    assert box.name == ""
    table.ai.close()
