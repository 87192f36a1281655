"""The keyboard playtest's shared findings at every table (issue 44): every button the table draws is a stop of
the cursor and Tab stops at each of the table's own buttons (Hint, Menu); the arrows go by screen position and
reach every spot; Esc opens the pause menu once a button made its move (it backs out of a choice only while one
is half made); the recap of the others' moves can be opened by keys."""

from __future__ import annotations

import random

import keyboard_player
import pygame
import pytest
from keyboard_player import keyboard_table, play_by_keys, press, show_cursor, wait_for_turn, walk_to
from scene_helpers import click, frames, key

from baraza.game.registry import game_names
from baraza.scenes.table.focus import FocusTarget, arrow_step, tab_step
from baraza.scenes.ui import widgets
from baraza.scenes.ui.speech import RecordingBackend

DECISIONS = 8  # human decisions played by keys per game
STEP = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}



def _play(app, match, table, spec, check_key=None, after_move=None) -> None:
    """DECISIONS human decisions made by keys; `check_key(k)` after every key, `after_move()` after each."""
    chooser = spec.make_agent(f"ai:{spec.ai_levels[0]}", 0, 11)
    rng = random.Random(3)
    plain = keyboard_player.press

    def checked(app_, k, mod=0):
        plain(app_, k, mod)
        if check_key is not None:
            check_key(k)

    keyboard_player.press = checked
    try:
        for _ in range(DECISIONS):
            wait_for_turn(app, table)
            if match.is_over():
                break
            frames(app, 2)
            seat = table.human_to_act()
            legal = table.legal_actions()
            if not legal:  # the table answered a lone move for the player (Konja's Rain pass)
                continue
            action = rng.choice(legal) if rng.random() < 0.25 else chooser.choose(match.rules, match.view(seat),
                                                                                   seat, legal)
            play_by_keys(app, table, action)
            if after_move is not None:
                after_move()
    finally:
        keyboard_player.press = plain


def _esc(app) -> None:
    """Esc pressed and let go (a second press without a release is a held key's repeat, which Esc never makes)."""
    frames(app, 1, [key(pygame.K_ESCAPE), pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0)])


def _same_control(rect: pygame.Rect, target: FocusTarget) -> bool:
    spot = pygame.Rect(target.rect)
    return spot.collidepoint(rect.center) and rect.collidepoint(spot.center)


# --- 1. every button by keys ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_every_button_the_table_draws_is_a_stop_of_the_cursor(baraza_home, monkeypatch, name):
    drawn: list = []
    plain_draw = widgets.Button.draw

    def recording(button, surface, fonts):
        drawn.append(button)
        return plain_draw(button, surface, fonts)

    monkeypatch.setattr(widgets.Button, "draw", recording)
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    focus = table.focus
    missing: set[str] = set()

    def check_key(_k):
        if app.stack.top is not table:
            return
        drawn.clear()
        table.draw(app.screen)
        focus.invalidate()
        targets = focus.targets()
        modal = getattr(table, "focus_modal", None)
        dialog = modal(table.current_view()) if modal is not None else None
        for button in drawn:
            rect = pygame.Rect(button.rect)
            if not button.enabled or (dialog is not None and not pygame.Rect(dialog).contains(rect)):
                continue  # greyed, or behind a dialog the player must answer first
            if not any(_same_control(rect, t) for t in targets):
                missing.add(button.text)

    _play(app, match, table, spec, check_key)
    assert not missing, f"{name}: buttons a mouse can press that the keys cannot reach: {sorted(missing)}"
    table.on_exit()


@pytest.mark.parametrize("name", game_names())
def test_tab_stops_at_hint_and_at_menu(baraza_home, name):
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    wait_for_turn(app, table)
    frames(app, 2)
    show_cursor(app, table)
    seen = []
    for _ in range(len(table.focus.targets()) + 1):
        press(app, pygame.K_TAB)
        seen.append(table.focus.current.label)
    for button in ("Hint button", "Menu button"):
        assert any(label.startswith(button) for label in seen), f"{name}: Tab never stops at {button}: {seen}"
    while not table.focus.current.label.startswith("Menu button"):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert type(app.stack.top).__name__ == "PauseScene"
    table.on_exit()


def test_tab_stops_at_each_region_and_each_button_and_goes_round():
    board = [FocusTarget((100 + 60 * i, 100, 50, 50), f"square {i}", "board", acts=True) for i in range(3)]
    buttons = [FocusTarget((700 + 110 * i, 650, 100, 40), f"{word} button", "buttons", "button")
               for i, word in enumerate(("Undo", "Hint", "Menu"))]
    log = FocusTarget((700, 300, 300, 200), "Game log", "log", "log")
    targets = [*board, *buttons, log]
    order, current = [], board[1]
    for _ in range(6):
        current = tab_step(targets, current, 1)
        order.append(current.label)
    assert order == ["Undo button", "Hint button", "Menu button", "Game log", "square 0", "Undo button"]
    assert tab_step(targets, board[2], -1).label == "Game log"
    assert tab_step(targets, buttons[0], -1).label == "square 0"


# --- 3. the arrows go by the screen -------------------------------------------------------------------------
def test_arrows_go_to_the_nearest_spot_that_way_not_along_the_list():
    rows = [FocusTarget((100 + 100 * x, 100 + 100 * y, 60, 60), f"{x},{y}", "board") for y in range(2) for x in range(3)]
    side = FocusTarget((600, 230, 120, 40), "side", "panel")
    targets = [*rows, side]
    at = {t.label: t for t in targets}
    assert arrow_step(targets, at["2,0"], "right").label == "side"  # past the row's end: the next thing that way
    assert arrow_step(targets, at["0,1"], "left") is None  # nothing that way: the cursor stays (never the row above)
    assert arrow_step(targets, at["1,0"], "down").label == "1,1"
    assert arrow_step(targets, at["side"], "left").label == "2,1"


@pytest.mark.parametrize("name", game_names())
def test_arrows_move_by_screen_position_and_reach_every_spot(baraza_home, name):
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    focus = table.focus
    plain = keyboard_player.press
    moved = []

    def pressed(app_, k, mod=0):
        focus.invalidate()
        settled = focus.active and not focus._pending and focus.current in focus.targets()
        before = focus.current
        plain(app_, k, mod)
        after = focus.current
        if k in STEP and settled and after != before:
            dx, dy = after.centre[0] - before.centre[0], after.centre[1] - before.centre[1]
            sx, sy = STEP[k]
            assert dx * sx + dy * sy > 0, f"{name}: {pygame.key.name(k)} went from {before.label!r} to {after.label!r}"
            moved.append(k)

    def every_spot_reached():
        wait_for_turn(app, table)
        if match.is_over():
            return
        frames(app, 2)
        show_cursor(app, table)
        targets = focus.targets()
        for start in targets:
            seen, todo = {start.rect}, [start]
            while todo:
                spot = todo.pop()
                for direction in ("up", "down", "left", "right"):
                    nxt = arrow_step(targets, spot, direction)
                    if nxt is not None and nxt.rect not in seen:
                        seen.add(nxt.rect)
                        todo.append(nxt)
            lost = [t.label for t in targets if t.rect not in seen]
            assert not lost, f"{name}: from {start.label!r} the arrows never reach {lost[:3]}"

    keyboard_player.press = pressed
    try:
        _play(app, match, table, spec, after_move=every_spot_reached)
    finally:
        keyboard_player.press = plain
    assert moved, f"{name}: no arrow was pressed"
    table.on_exit()


# --- 2. Esc ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_esc_opens_the_menu_once_a_move_was_made_by_enter(baraza_home, name):
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    checked = []

    def esc_opens_the_menu():
        frames(app, 2)
        if app.stack.top is not table or match.is_over():
            return  # the results
        checked.append(table.focus.current)
        _esc(app)
        assert type(app.stack.top).__name__ == "PauseScene", \
            f"{name}: after a move made by Enter, Esc did not open the menu (cursor on {table.focus.current.label!r})"
        _esc(app)
        frames(app, 2)
        assert app.stack.top is table or match.is_over()  # (the AI's answer may end the match meanwhile)

    _play(app, match, table, spec, after_move=esc_opens_the_menu)
    assert checked, f"{name}: Esc was never tried"
    table.on_exit()


@pytest.mark.parametrize("name", game_names())
def test_a_click_that_changes_nothing_leaves_esc_to_the_menu(baraza_home, name):
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    wait_for_turn(app, table)
    frames(app, 2)
    frames(app, 1, click((2, 2)))  # the screen's corner: nothing of the table there
    frames(app, 40)
    assert not table.focus.choice_open
    _esc(app)
    assert type(app.stack.top).__name__ == "PauseScene"
    table.on_exit()


@pytest.mark.parametrize("name", game_names())
def test_esc_backs_out_of_a_half_made_choice_first(baraza_home, name):
    """A move of two clicks or more: after its first click by Enter, Esc clears the choice (the table stays, the
    spots are those before the click), and a second Esc opens the menu."""
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    focus = table.focus
    for _ in range(40):
        wait_for_turn(app, table)
        if match.is_over():
            break
        frames(app, 2)
        view = table.current_view()
        longer = [a for a in table.legal_actions() if len(table.tutorial_clicks(a, view)) >= 2]
        if not longer:
            play_by_keys(app, table, table.legal_actions()[0])
            continue
        walk_to(app, table, table.tutorial_clicks(longer[0], view)[0])
        before = [(t.rect, t.label) for t in focus.targets() if t.kind == "spot"]
        frames(app, 40)
        version = table._match_version
        press(app, pygame.K_RETURN)
        if table._match_version != version or app.stack.top is not table:
            continue  # the first click made a move after all (a button that plays the whole move)
        assert focus.choice_open
        _esc(app)
        assert app.stack.top is table and not focus.choice_open
        assert app.speech.backend.lines[-1] == "Choice cleared."
        assert [(t.rect, t.label) for t in focus.targets() if t.kind == "spot"] == before
        _esc(app)
        assert type(app.stack.top).__name__ == "PauseScene"
        break
    else:
        pytest.skip(f"{name}: no move of two clicks in its first turns")
    table.on_exit()


# --- the recap by keys -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_the_recap_is_opened_whole_by_keys(baraza_home, name):
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    if len(match.seats) < 2:
        pytest.skip(f"{name}: a solo game has no others' moves to tell")
    for _ in range(DECISIONS):
        wait_for_turn(app, table)
        frames(app, 3)
        if table.recap.recap_lines or match.is_over():
            break
        play_by_keys(app, table, table.legal_actions()[0])
    assert table.recap.recap_lines, f"{name}: no recap came"
    show_cursor(app, table)
    press(app, pygame.K_TAB)
    assert table.recap.recap_lines, "looking around with the cursor keeps the recap"
    walk_to(app, table, table.log_panel.rect)
    assert table.focus.current.label.startswith("While you waited")
    assert table.recap.recap_lines
    press(app, pygame.K_RETURN)
    frames(app)
    assert type(app.stack.top).__name__ == "RecentMovesScene"
    table.on_exit()


# --- reading by keys what a mouse reads by resting on it -------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_space_shows_the_card_under_the_cursor_large(baraza_home, name):
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    zoom = app.card_zoom
    for _ in range(DECISIONS):
        wait_for_turn(app, table)
        if match.is_over():
            break
        frames(app, 2)
        show_cursor(app, table)
        cards = [s for s in zoom.spots if s.owner == id(table)]
        on_card = [t for t in table.focus.targets() if any(s.rect.collidepoint(t.centre) for s in cards)]
        if not on_card:
            play_by_keys(app, table, table.legal_actions()[0])
            continue
        walk_to(app, table, on_card[0].rect)
        press(app, pygame.K_SPACE)
        assert zoom.pinned is not None and zoom.pinned.rect.collidepoint(on_card[0].centre)
        assert app.speech.backend.lines[-1].startswith(zoom.pinned.face.title)
        press(app, pygame.K_SPACE)
        assert zoom.pinned is None
        break
    else:
        pytest.skip(f"{name}: the cursor met no card in its first turns")
    table.on_exit()


@pytest.mark.parametrize("name", game_names())
def test_the_tables_pointer_follows_the_cursor(baraza_home, name):
    """What a table shows for the spot under a resting mouse (the odds against a defender, a button lit) follows
    the keys: the cursor's move brings the table's pointer along."""
    app, match, table, spec = keyboard_table(name, RecordingBackend())
    wait_for_turn(app, table)
    frames(app, 2)
    show_cursor(app, table)
    while not table.focus.current.label.startswith("Hint button"):
        press(app, pygame.K_TAB)
    assert table.button_row.hint.hovered and not table.button_row.menu.hovered
    press(app, pygame.K_RIGHT)
    assert table.focus.current.label.startswith("Menu button")
    assert table.button_row.menu.hovered and not table.button_row.hint.hovered
    table.on_exit()
