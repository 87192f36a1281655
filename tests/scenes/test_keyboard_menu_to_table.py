"""From the main menu to a started table of each game by keys only, at 150 % text, through the window's own
event queue as the real loop reads it (App.run_once), each Enter held long enough to repeat once.

The keyboard playtest at 150 % could reach only Kona: the window's loop passed its events to App.step as a
list, so the filter that drops a held Enter's repeats never ran there, and Enter on New game pressed Kona's
Play (the first card's, focused) as well."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.registry import GAMES, get_game
from baraza.scenes.screens.game_select import GameSelectScene
from baraza.scenes.screens.menu import MainMenuScene
from baraza.scenes.screens.setup import SetupScene
from baraza.scenes.table.launch import table_class
from baraza.scenes.ui.dialog import MessageScene
from baraza.scenes.ui.keymap import REPEATING
from baraza.scenes.ui.widgets import Button

MAX_KEYS = 30  # per widget looked for: more means the keys cannot reach it


def _event(kind: int, k: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def press(app, k: int) -> None:
    """One key press through the window's queue, read by the real loop. A key that must press once (Enter)
    repeats once before it is let go, as a slightly long press or a slow frame gives (arrows and Tab are meant
    to repeat while held: those are pressed briefly)."""
    held = k not in REPEATING
    pygame.event.clear()
    pygame.event.post(_event(pygame.KEYDOWN, k))
    app.run_once()
    if held:
        pygame.event.post(_event(pygame.KEYDOWN, k))  # the window's repeat: no KEYUP in between
        app.run_once()
    pygame.event.post(_event(pygame.KEYUP, k))
    app.run_once()
    frames(app, 2)  # the next scene settles (pictures drawn, pending pushes applied)


def _focused(menu) -> Button:
    return menu.buttons[menu.focus]


def _card_of(scene: GameSelectScene, button: Button) -> str | None:
    return next((name for name, own in scene.card_buttons.items() if button in own), None)


def _start_from_menu(app, game: str) -> None:
    menu = app.stack.top
    assert isinstance(menu, MainMenuScene)
    for _ in range(MAX_KEYS):
        if menu.menu.keyboard_used and _focused(menu.menu).text == "New game":
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    picker = app.stack.top
    assert isinstance(picker, GameSelectScene), f"Enter on New game opened {type(picker).__name__}"
    for _ in range(MAX_KEYS):
        button = _focused(picker.menu)
        if picker.menu.keyboard_used and _card_of(picker, button) == game and button.text == "Play":
            break
        press(app, pygame.K_TAB)
    else:
        raise AssertionError(f"Tab never reached {game}'s Play")
    press(app, pygame.K_RETURN)
    if isinstance(app.stack.top, MessageScene):  # the first time: the lesson is offered, setup is the other way
        offer = app.stack.top
        for _ in range(MAX_KEYS):
            if offer.menu.keyboard_used and _focused(offer.menu).text == "Go to setup":
                break
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.entry.name == game, type(setup).__name__


def _focus_row(app, setup: SetupScene, wanted) -> None:
    for _ in range(MAX_KEYS):
        if setup.rows[setup.focus] is wanted:
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"↓ never reached {wanted}")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_from_the_menu_to_a_started_table_by_keys_only(baraza_home, game):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    _start_from_menu(app, game)
    setup = app.stack.top
    spec = get_game(game)
    if spec.min_seats != spec.max_seats:  # the seats: one fewer (or, alone, one more) than offered
        players = setup.rows[0]
        _focus_row(app, setup, players)
        press(app, pygame.K_RIGHT if setup.num_seats == 1 else pygame.K_LEFT)
    seats = setup.num_seats
    last_seat = setup.rows[[i for i, row in enumerate(setup.rows) if id(row) in setup.seat_of][-1]]
    if seats > 1:  # the last seat one AI level up (or to the next choice)
        _focus_row(app, setup, last_seat)
        before = setup.seat_kinds[seats - 1]
        press(app, pygame.K_RIGHT)
        assert setup.seat_kinds[seats - 1] != before
    kinds = setup.seat_kinds[:seats]
    _focus_row(app, setup, setup.start)
    press(app, pygame.K_RETURN)
    table = app.stack.top
    try:
        assert isinstance(table, table_class(spec)), f"Start opened {type(table).__name__}"
        assert len(table.match.seats) == seats and list(table.match.seats) == kinds
    finally:
        ai = getattr(table, "ai", None)
        if ai is not None:
            ai.close()


def test_the_lesson_offer_opened_by_a_key_shows_which_button_enter_presses(baraza_home):
    """"New to …?" opened by Enter showed no focus ring: a keyboard player could not see that Enter would
    start the lesson."""
    app = make_app()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    menu = app.stack.top
    for _ in range(MAX_KEYS):
        if menu.menu.keyboard_used and _focused(menu.menu).text == "New game":
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    picker = app.stack.top
    for _ in range(MAX_KEYS):
        button = _focused(picker.menu)
        if picker.menu.keyboard_used and button.text == "Play" and _card_of(picker, button) is not None:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    offer = app.stack.top
    assert isinstance(offer, MessageScene), type(offer).__name__
    assert offer.menu.keyboard_used and _focused(offer.menu).focused and _focused(offer.menu).text == "Learn to play"
