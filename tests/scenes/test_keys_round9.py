"""The keys playtest at 150 %, round 9 (issue 41): rings on screens opened by keys, the main menu's arrows by
place, no word help under a resting pointer, and a Keys page that says what Tab and the digits do."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.core.glossary import Glossary
from baraza.scenes.table.focus_moves import FocusTarget, tab_stops
from baraza.scenes.table.term_hover import TermHover
from baraza.scenes.ui import keymap


def _focused(menu) -> list[str]:
    return [b.text for b in menu.buttons if b.focused]


def test_tab_stops_at_every_button_the_table_drew():
    spots = [FocusTarget((10, 10, 40, 40), "a", "board", acts=True),
             FocusTarget((400, 10, 80, 30), "Pass button", "prompt", "control"),
             FocusTarget((500, 10, 80, 30), "Done button", "prompt", "control")]
    assert tab_stops(spots) == [0, 1, 2]  # Done was skipped: the page promised it


def test_the_keys_page_says_what_tab_and_the_digits_do():
    page = dict(keymap.KEYS_PAGE)
    assert "prompt" in page["Tab / Shift+Tab at a table"]
    assert "numbered card" not in page["1 – 9"] and "tooltip" in page["1 – 9"]


def test_a_resting_pointer_calls_no_word_help_after_a_key():
    hover = TermHover(Glossary("test", ()))
    hover.handle_event(key(pygame.K_RIGHT))
    # the window changed under the pointer resting at the centre: news of it, no movement
    hover.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(200):
        hover.update(0.1)
    assert hover.rest < 0, "a help came under a pointer that never moved"
    # the keys' own pointing is no hover either
    hover.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0),
                                          keyboard=True))
    hover.update(5)
    assert hover.rest < 0
    hover.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 360), rel=(60, 0), buttons=(0, 0, 0)))
    hover.update(1)
    assert hover.rest > 0  # a real hover: it rests and shows


def test_main_menu_ring_shows_from_the_start_and_arrows_go_by_place(baraza_home):
    app = make_app()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    menu = app.stack.top
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0))])
    assert _focused(menu.menu) == ["New game"], "a resting pointer hid the ring"
    frames(app, 1, [key(pygame.K_UP)])
    assert _focused(menu.menu) == ["Quit"]  # round the column, not to the deal's last button
    frames(app, 1, [key(pygame.K_LEFT)])
    assert _focused(menu.menu) and _focused(menu.menu)[0] in [b.text for b in menu.daily.buttons]
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert _focused(menu.menu) and _focused(menu.menu)[0] not in [b.text for b in menu.daily.buttons]


def test_pause_and_table_opened_by_keys_show_their_ring(baraza_home):
    from keyboard_player import keyboard_table

    app, match, table, _spec = keyboard_table("konja")
    frames(app, 1, [key(pygame.K_ESCAPE)])
    app.stack.apply_pending()
    frames(app, 1)
    pause = app.stack.top
    assert _focused(pause.menu) == ["Resume"], "opened by Esc with no ring"
    app.keys_last = True
    again = type(table)(app, match)
    assert again.focus.active, "a table opened by a key shows its cursor at once"
