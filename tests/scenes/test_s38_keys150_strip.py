"""The keyboard cursor's words at 150 % (keys20: readable 6 / 5 / 7): in the strip they shrank and were cut with "…"
("Favour: take the Spirit token…", "Blessing: each…"), Konja's log showed one entry under it and Khedu's none. Now on
every table, with the cursor on the spots of the longest words, the words are whole at the reading size or one step
smaller, the log keeps LOG_ROWS rows under them inside its panel, the strip covers no text the table drew (the turn
panel's words stay above it when it grows into the turn panel's lower part), and the column is as it was once the
mouse is used. (Loops over the registered games; names none.)"""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, press
from scene_helpers import click, frames

from baraza.game.core.match import LogLine
from baraza.game.registry import game_names
from baraza.scenes.table import focus_tag

GAMES = game_names()
LONGEST = 4  # the spots of the longest words looked at, per table


def _table(name: str):
    app, match, table, _spec = keyboard_table(name)
    app.settings.text_scale = 150
    app.apply_look()
    table.ai_turns.enabled = False
    table.log_text = lambda entry, _viewer: entry.text  # (lines of no move: KROWNIA's own words need the move)
    match.log += [LogLine(None, f"Row {n}", -1) for n in range(40)]
    frames(app, 2)
    kept = (pygame.Rect(table.turn_panel.rect), pygame.Rect(table.log_panel.rect))
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    return app, table, kept


def _placed(app) -> list:
    app.fonts.placed = []
    try:
        frames(app, 1)
        return list(app.fonts.placed)
    finally:
        app.fonts.placed = None


def _longest(app, table) -> list:
    width = table.log_panel.rect.w
    need = lambda t: focus_tag._wrapped(app.fonts, t.label, focus_tag.STRIP_SIZE, width)[1]  # noqa: E731
    return sorted(table.focus.targets(), key=lambda t: (-need(t), -len(t.label)))[:LONGEST]


@pytest.mark.parametrize("name", GAMES)
def test_the_longest_words_read_whole_and_the_log_keeps_its_rows_at_150(baraza_home, name):
    app, table, _kept = _table(name)
    focus, seen = table.focus, 0
    for target in _longest(app, table):
        focus.current, focus._pending = target, False
        placed = _placed(app)
        if focus.current != target or focus.tag is None:
            continue
        seen += 1
        strip, lines = focus.tag, focus.tag_text
        assert " ".join(" ".join(lines).split()) == " ".join(target.label.split()), (name, lines)  # whole, no "…"
        _lines, size = focus_tag.strip_words(app.fonts, target.label, strip)
        assert size >= focus_tag.STRIP_SIZE - 1, (name, target.label, size)  # the reading size or one step smaller
        column = pygame.Rect(table.turn_panel.rect).union(table.log_panel.rect)  # the log zone's column
        rows = [pygame.Rect(r) for r, text, *_rest in placed if text.startswith("Row ")]
        assert len(rows) >= focus_tag.LOG_ROWS, (name, target.label, strip, len(rows))
        assert all(column.contains(r) and r.top >= strip.bottom for r in rows), (name, column, strip)
        own = set(lines)
        under = [text for r, text, *_rest in placed
                 if text.strip() and text not in own and pygame.Rect(r).colliderect(strip)]
        assert not under, (name, strip, under)  # the turn panel's words stay above it
    assert seen, name


@pytest.mark.parametrize("name", GAMES)
def test_the_column_is_as_it_was_after_a_click(baraza_home, name):
    app, table, (turn, log) = _table(name)
    table.focus.current, table.focus._pending = _longest(app, table)[0], False
    frames(app, 2)
    assert table.focus.tag is not None
    frames(app, 1, click((2, 2)))  # the mouse: the strip goes, the turn panel and the log are back whole
    placed = _placed(app)
    assert table.focus.tag is None
    assert (pygame.Rect(table.turn_panel.rect), pygame.Rect(table.log_panel.rect)) == (turn, log)
    assert any(turn.contains(r) for r, text, *_rest in placed if text.strip())  # the turn panel drawn again


def test_the_strip_finds_room_in_the_column_in_this_order(baraza_home):
    """The top of the log panel where the log keeps its rows under the words (unless the turn panel has empty room
    for them: then there, the log a row taller, keys21); else grown up into the turn panel, which keeps its title and
    TURN_LINES lines; else in the turn panel's place (it yields)."""
    app, _table_, _kept = _table(GAMES[0])
    fonts = app.fonts
    words = ["Words of a spot, two lines of them here"]
    need = focus_tag._wrapped(fonts, words[0], focus_tag.STRIP_SIZE, 270)[1]
    log_need = 100
    full = pygame.Rect(1000, 100, 270, focus_tag.turn_keep(fonts))  # (no room under its lines)
    roomy = pygame.Rect(1000, full.bottom + 6, 270, need + log_need)
    assert focus_tag.strip_column(fonts, words, full, roomy, log_need, 40) == \
        focus_tag.Column(pygame.Rect(1000, roomy.y, 270, need))
    # (keys21) a turn panel half empty (Konja's, tall for a Hint): the words go there and the log grows up under them
    turn = pygame.Rect(1000, 100, 270, 300)
    roomy = pygame.Rect(1000, 406, 270, need + log_need)
    column = focus_tag.strip_column(fonts, words, turn, roomy, log_need, 40)
    assert column.turn_h == focus_tag.turn_keep(fonts) and column.strip.h == need
    assert column.strip.top == turn.y + column.turn_h + focus_tag.GAP and column.strip.bottom < roomy.top
    low = pygame.Rect(1000, 406, 270, log_need + 20)
    column = focus_tag.strip_column(fonts, words, turn, low, log_need, 40)
    assert column.turn_h == focus_tag.turn_keep(fonts) and column.strip.top == turn.y + column.turn_h + focus_tag.GAP
    assert column.strip.bottom <= low.bottom - log_need
    short = pygame.Rect(1000, 100, 270, focus_tag.turn_keep(fonts, 1))
    under = pygame.Rect(1000, short.bottom + 6, 270, log_need + 20)
    column = focus_tag.strip_column(fonts, words, short, under, log_need, 40)
    assert column.turn_h == 0 and column.strip.top == short.y and column.strip.bottom <= under.bottom - log_need


def test_a_hint_over_the_turn_panel_keeps_the_strip_off_it(baraza_home):
    """A Hint drawn in the turn panel (Konja's hint box) over the strip's place: the strip stands at the log panel's
    top under it, the turn panel whole for the Hint."""
    for name in GAMES:  # every table: the rule is shared
        app, table, (turn, _log) = _table(name)
        table.focus.current, table.focus._pending = _longest(app, table)[0], False
        app.toast("Hint: " + "a plan of several steps, said whole, " * 5, 30, key="hint")
        frames(app, 2)
        toast, strip = app.toast_place(table), table.focus.tag
        if toast is None:
            continue  # (a table whose toasts go across the top)
        assert strip is None or not strip.colliderect(toast), (name, strip, toast)
        assert table.focus.turn_room is None and pygame.Rect(table.turn_panel.rect) == turn, name
