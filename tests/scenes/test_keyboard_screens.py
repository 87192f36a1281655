"""The shared screens read and work by keys at 150 % text (issue 44, the keyboard playtest): a focus ring a
player sees, setup's steppers that stop at their ends and say so, the focused row's help whole, New game's
cards with room for their text, and the resting mouse's tooltips gone once a key is pressed."""

from __future__ import annotations

import time

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.registry import get_game
from baraza.scenes.screens.setup import SEAT_HELP
from baraza.scenes.ui import theme
from baraza.scenes.ui.tooltip import TIP_DELAY
from baraza.scenes.ui.widgets import Button


def _app(scale: int = 150, high_contrast: bool = False):
    app = make_app()
    app.settings.text_scale, app.settings.high_contrast = scale, high_contrast
    app.apply_look()
    return app


def _luminance(rgb) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_focused_button_has_a_ring_at_least_3_px_wide_in_a_colour_that_stands_out(baraza_home,
                                                                                       high_contrast):
    app = _app(150, high_contrast)
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill(theme.BG_BOTTOM)
    button = Button(pygame.Rect(400, 300, 300, 44), "New game", lambda: None, accent=True, focused=True)
    button.draw(surface, app.fonts)
    # outward from the button's left edge, along its middle: the ring's pixels
    ring = [x for x in range(button.rect.x - 12, button.rect.x) if surface.get_at((x, button.rect.centery))[:3]
            == theme.FOCUS]
    assert len(ring) >= 3
    for backdrop in (theme.BG_BOTTOM, theme.BG_TOP, theme.PANEL):  # a button may stand on any of them
        assert _contrast(theme.FOCUS, backdrop) >= 3.0
    plain = pygame.Surface(theme.LOGICAL_SIZE)
    plain.fill(theme.BG_BOTTOM)
    Button(pygame.Rect(400, 300, 300, 44), "New game", lambda: None).draw(plain, app.fonts)
    assert all(plain.get_at((x, 322))[:3] != theme.FOCUS for x in range(388, 400))  # only the focused one


def _setup(app, game: str):
    app.stack.reset(app.make_screen("setup", get_game(game)))
    frames(app, 2)
    return app.stack.top


def _focus(app, screen, row) -> None:
    for _ in range(len(screen.rows)):
        if screen.rows[screen.focus] is row:
            return
        frames(app, 1, [key(pygame.K_DOWN)])
    raise AssertionError("row not reached")


def _arrow_lit(app, row, side: int) -> bool:
    frames(app, 1)
    left, right = row._arrow_rects()
    arrow = left if side < 0 else right
    return app.screen.get_at(arrow.center)[:3] == theme.ACCENT


def test_a_setup_stepper_stops_at_its_ends_and_draws_that_arrow_disabled(baraza_home):
    app = _app()
    screen = _setup(app, "khedu")
    row, _spec = screen.option_rows["max_turns"]
    _focus(app, screen, row)
    assert row.value == 25 and _arrow_lit(app, row, -1) and _arrow_lit(app, row, 1)
    frames(app, 1, [key(pygame.K_LEFT)])
    assert row.value == 15 and screen.options["max_turns"] == 15
    assert not _arrow_lit(app, row, -1) and _arrow_lit(app, row, 1)
    frames(app, 1, [key(pygame.K_LEFT)])  # at the minimum: stays (it went round to 40)
    assert row.value == 15
    left, right = row._arrow_rects()
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=left.center, button=1)])
    assert row.value == 15
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert row.value == 40 and _arrow_lit(app, row, -1) and not _arrow_lit(app, row, 1)
    frames(app, 1, [key(pygame.K_SPACE)])  # Space still goes round (Enter moves to the next row)
    assert row.value == 15
    players = screen.rows[0]  # a seat count is a stepper too; a clan (no order) still goes round
    assert not players.wraps and screen.option_rows["clan_1"][0].wraps


def test_the_focused_seat_help_is_drawn_whole_at_150_percent(baraza_home):
    app = _app()
    screen = _setup(app, "kona")
    seat_row = next(row for row in screen.rows if id(row) in screen.seat_of)
    _focus(app, screen, seat_row)
    app.fonts.placed = []
    try:
        frames(app, 1)
        drawn = [(rect, text) for rect, text, _size, _face in app.fonts.placed
                 if screen.help_drawn.contains(rect)]
    finally:
        app.fonts.placed = None
    assert " ".join(text for _rect, text in drawn) == SEAT_HELP
    assert all(rect.bottom <= screen.start.rect.top for rect, _text in drawn)
    rects = [rect for rect, _text in drawn]
    assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:], strict=False))  # lines apart


@pytest.mark.parametrize("scale", [100, 150])
def test_new_games_cards_keep_their_texts_apart_and_inside_them(baraza_home, scale):
    app = _app(scale)
    picker = app.show("game_select", how="reset")
    app.stack.apply_pending()
    frames(app, 8)
    app.fonts.placed = []
    try:
        frames(app, 1)
        placed = list(app.fonts.placed)
    finally:
        app.fonts.placed = None
    for spec, card in picker.cards:
        texts = [rect for rect, _text, _size, _face in placed if card.colliderect(rect)]
        buttons = [b.rect for b in picker.card_buttons[spec.name]]
        words = [r for r in texts if not any(b.contains(r) for b in buttons)]
        assert len(words) >= 3, spec.name
        for i, a in enumerate(words):
            assert card.contains(a), (spec.name, a)
            assert all(a.bottom <= b.top for b in buttons), (spec.name, a)
            assert all(not a.colliderect(b) for b in words[i + 1:]), (spec.name, a)


def test_a_key_hides_the_resting_pointers_tooltip_until_the_mouse_moves(baraza_home):
    app = _app()
    tips = app.tips
    box = pygame.Rect(100, 100, 200, 30)

    def draw() -> None:
        app.fonts.shortened.clear()
        app.fonts.shortened.append((box, "The whole words of a cut label"))
        surface = pygame.Surface(theme.LOGICAL_SIZE)
        tips.draw(surface, app.fonts)

    tips.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(150, 110), rel=(1, 1), buttons=(0, 0, 0)))
    tips.update(TIP_DELAY + 0.1)
    draw()
    assert tips.shown is not None
    tips.handle_event(key(pygame.K_RIGHT))
    tips.update(TIP_DELAY + 0.1)
    draw()
    assert tips.shown is None  # the mouse rests where it was: still hidden
    tips.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(160, 112), rel=(1, 1), buttons=(0, 0, 0)))
    tips.update(TIP_DELAY + 0.1)
    draw()
    assert tips.shown is not None


def test_up_and_down_move_along_a_messages_row_of_buttons(baraza_home):
    from baraza.scenes.ui.dialog import MessageScene

    app = _app()
    chosen: list[str] = []
    box = MessageScene(app, "New to Konja?", "A guided first match.",
                       (("Learn to play", lambda: chosen.append("learn")), ("Go to setup", lambda: chosen.append("setup"))))
    app.stack.reset(box)
    frames(app, 1)
    frames(app, 1, [key(pygame.K_DOWN)])
    assert box.menu.buttons[box.menu.focus].text == "Go to setup" and box.menu.buttons[box.menu.focus].focused
    frames(app, 1, [key(pygame.K_UP)])
    frames(app, 1, [key(pygame.K_DOWN)])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert chosen == ["setup"]


def test_the_menu_and_new_game_show_their_focus_from_the_start(baraza_home):
    app = _app()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    menu = app.stack.top.menu
    assert [b.text for b in menu.buttons if b.focused] == ["New game"]  # no autosave: Continue is off
    frames(app, 1, [key(pygame.K_DOWN)])
    assert [b.text for b in menu.buttons if b.focused] == ["Join a table"]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert not any(b.focused for b in menu.buttons)  # the mouse took over
    picker = app.show("game_select", how="reset")
    app.stack.apply_pending()
    frames(app, 2)
    focused = [b for b in picker.menu.buttons if b.focused]
    assert len(focused) == 1 and focused[0] in picker.card_buttons[picker.specs[0].name]


def _placed(app) -> list:
    app.fonts.placed = []
    try:
        frames(app, 1)
        return list(app.fonts.placed)
    finally:
        app.fonts.placed = None


def test_the_menus_streak_line_and_the_speech_note_grow_with_the_text_size(baraza_home):
    app = _app()
    app.stack.reset(app.make_screen("menu"))
    for _ in range(3000):  # today's deal's runs are read on a thread
        frames(app, 1)
        if app.stack.top.daily.status is not None:
            break
        time.sleep(0.01)
    streak = [size for _rect, text, size, _face in _placed(app) if "streak" in text.lower() or "today's deal" == text]
    assert streak and all(size == 18 for size in streak), streak  # it was shrunk back to its 100 % size
    app.stack.reset(app.make_screen("settings"))
    frames(app, 1)
    status = app.speech.status()
    below = app.stack.top.speech_note_y  # the note's lines, under the right column's rows
    placed = _placed(app)
    note = [size for rect, text, size, _face in placed if text and text in status and rect.top >= below]
    assert note and all(size == 16 for size in note), note
    labels = {row.label for row in app.stack.top.rows if hasattr(row, "label")}
    sizes = {text: size for _rect, text, size, _face in placed if text in labels}
    assert sizes.keys() == labels and set(sizes.values()) == {20}, sizes  # "Colour-blind palette" was shrunk
