"""The keyboard cursor's words in ONE fixed strip (keys18 at 150 %: words placed beside the ring were either far
from it or over other text: pay captions over Undo and Hint, attack captions over the prompt). On every table the
strip is the top of the log panel, the same rect for every spot of the part (Tab region) the cursor is in (keys21),
the words whole in it, over no other text the table drew and no spot or button; the log shows under it, and comes
back whole when the mouse is used. Walks every cursor stop of every registered game with the AI held. (Since keys20 the strip stands in the
log zone's column: the top of the log panel, or grown up into the turn panel's lower part, or in its place:
test_s38_keys150_strip.py.)"""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, press
from scene_helpers import click, frames

from baraza.game.core.match import LogLine
from baraza.game.registry import game_names
from baraza.scenes.table import focus_tag
from baraza.scenes.table.focus import FocusCursor

GAMES = game_names()


def _words_whole(app, label: str, lines: list[str]) -> bool:
    return " ".join(" ".join(lines).split()) == " ".join(label.split()) and not any(x.endswith("…") for x in lines)


def _words_shown(app, label: str, lines: list[str], strip: pygame.Rect) -> bool:
    """Whole, or (keys19: the strip takes about half the log panel at most) cut with "…" only when even the text
    floor cannot hold them in the strip: their start then, read from the left (they are spoken whole)."""
    if _words_whole(app, label, lines):
        return True
    floor = app.fonts.logical_floor(focus_tag.theme.MIN_TEXT)
    shown = " ".join(" ".join(lines).split()).rstrip("…").rstrip()
    return (lines[-1].endswith("…") and " ".join(label.split()).startswith(shown)
            and focus_tag._wrapped(app.fonts, label, floor, strip.w)[1] > strip.h)


def _drawn(app, table) -> tuple[list, list]:
    """One frame of the table: the texts it drew (fonts.placed, the strip's own lines left out) and the buttons it
    drew."""
    app.fonts.placed = []
    try:
        frames(app, 1)
        placed = list(app.fonts.placed)
    finally:
        app.fonts.placed = None
    strip, own = table.focus.tag, table.focus.tag_text
    return [p for p in placed if not (strip is not None and p[1] in own and strip.contains(p[0]))], \
        list(table.focus._drawn)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("scale", [100, 150])
def test_the_cursor_words_stand_whole_in_one_fixed_strip_over_nothing(baraza_home, name, scale):
    app, _match, table, _spec = keyboard_table(name)
    app.settings.window_width, app.settings.window_height = 960, 540  # the smallest window (drawn at its logical
    # size, scaled: the same rects)
    app.settings.text_scale = scale
    app.apply_look()
    table.ai_turns.enabled = False
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    focus = table.focus
    targets = list(focus.targets())
    assert targets
    strips, checked = set(), 0
    for target in targets:
        focus.current, focus._pending = target, False
        frames(app, 1)
        placed, buttons = _drawn(app, table)
        if focus.current != target:
            continue  # the table moved the cursor on (a spot that went): judged where it stands
        strip = focus.tag
        assert strip is not None, target.label
        strips.add((target.region, tuple(strip)))
        checked += 1
        assert _words_shown(app, target.label, focus.tag_text, strip), (target.label, focus.tag_text)
        column = pygame.Rect(table.turn_panel.rect).union(table.log_panel.rect)  # (keys20: it may grow up into the
        assert column.contains(strip), (strip, column)  # turn panel's lower part, or take its place: test_s38_keys150_strip.py)
        others = [pygame.Rect(r) for r, text, *_rest in placed if text.strip()]
        assert not [r for r in others if r.colliderect(strip)], (target.label, strip)
        spots = [pygame.Rect(t.rect) for t in focus.targets() if t.kind != "log"]
        spots += [pygame.Rect(b.rect) for b in (*buttons, *table.buttons)]
        assert not [r for r in spots if r.colliderect(strip)], (target.label, strip)
    # the same place for every spot of a part (keys21: sized by the part's words, not the whole table's): the eye
    # finds it, the arrows never make the log jump
    parts = {region for region, _rect in strips}
    assert checked >= len(targets) // 2 and len(strips) == len(parts), (checked, strips)


def test_the_log_shows_under_the_strip_and_whole_again_after_a_click(baraza_home):
    name = next(n for n in GAMES if keyboard_table(n)[2].log_panel.rect.h >= 200)  # a log with room to spare
    app, match, table, _spec = keyboard_table(name)
    match.log += [LogLine(None, f"Line {n} of the log", -1) for n in range(30)]
    frames(app, 2)
    box_top, rect = table.log_panel.box.rect.y, pygame.Rect(table.log_panel.rect)
    press(app, pygame.K_RIGHT)
    placed, _buttons = _drawn(app, table)
    strip = table.focus.tag
    assert strip is not None and strip.top == rect.top
    log_rows = [r for r, text, *_rest in placed if text.startswith("Line ")]
    assert log_rows and all(r.top >= strip.bottom for r in log_rows)  # the entries shifted under the words
    assert not any(r.colliderect(strip) for r, *_rest in placed)
    frames(app, 1, click((2, 2)))  # the mouse: the cursor and its strip go, the log is as it was
    placed, _buttons = _drawn(app, table)
    assert table.focus.tag is None
    assert (table.log_panel.box.rect.y, pygame.Rect(table.log_panel.rect)) == (box_top, rect)
    assert any(text == "Game log" for _r, text, *_rest in placed) == table.log_panel.titled


def test_words_too_long_for_the_strip_are_set_smaller_but_never_under_the_100_size(baraza_home):
    app, _match, table, _spec = keyboard_table(GAMES[0])
    app.settings.text_scale = 150
    app.apply_look()
    label = "A spot with words long enough to need many lines of the strip at this text size, " * 2
    rect = pygame.Rect(0, 0, 300, 110)
    lines, size = focus_tag.strip_words(app.fonts, label, rect)
    assert size < focus_tag.STRIP_SIZE and app.fonts.real_size(size) >= focus_tag.STRIP_SIZE
    assert _words_whole(app, label, lines)


def test_a_dialog_over_the_log_puts_the_strip_just_outside_it():
    panel, screen = pygame.Rect(900, 400, 300, 200), pygame.Rect(0, 0, 1280, 720)
    dialog = pygame.Rect(800, 200, 400, 300)
    strip = focus_tag.strip_place(panel, 80, dialog, screen)
    assert strip.top == dialog.bottom + focus_tag.GAP and not strip.colliderect(dialog)
    tall = pygame.Rect(800, 100, 400, 600)  # no room below nor above: beside it
    strip = focus_tag.strip_place(panel, 80, tall, screen)
    assert screen.contains(strip) and not strip.colliderect(tall)
    assert focus_tag.strip_place(panel, 80, None, screen) == pygame.Rect(900, 400, 300, 80)


def test_the_floating_placement_is_gone():
    assert not hasattr(FocusCursor, "_draw_tag")
    assert not hasattr(focus_tag, "best_tag")
