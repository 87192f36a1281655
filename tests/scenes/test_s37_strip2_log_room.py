"""The keyboard cursor's strip leaves the log readable (keys19 at 150 %): in Konja the strip, as tall as an
Ancestor's words, took the log panel whole, so by keys neither "While you waited" nor the log could be read; in
KROWNIA the log's rows pushed under the strip ran on under Undo/Hint/Menu and off the window. Now (keys20) the log
keeps LOG_ROWS rows under the strip on every table (the strip grows into the turn panel instead:
test_s38_keys150_strip.py), words no place holds are set at the text floor and then cut with "…" (they are spoken
whole), and every row of the log or the recap drawn lies inside the log panel, under the strip, on every table."""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, press
from scene_helpers import frames

from baraza.game.core.match import LogLine
from baraza.game.registry import game_names
from baraza.scenes.table import focus_tag

GAMES = game_names()
RECAP = ["Kofi rolled 3, 5 and 6", "Kofi gained 3 Gold", "The red dice took your 4"]


def _table(name: str, scale: int = 150):
    app, match, table, _spec = keyboard_table(name)
    app.settings.text_scale = scale
    app.apply_look()
    table.ai_turns.enabled = False
    table.log_text = lambda entry, _viewer: entry.text  # (lines of no move: KROWNIA's own words need the move)
    match.log += [LogLine(None, f"Row {n}", -1) for n in range(40)]
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    return app, table


def _placed(app) -> list:
    app.fonts.placed = []
    try:
        frames(app, 1)
        return list(app.fonts.placed)
    finally:
        app.fonts.placed = None


def _every_spot(app, table):
    """Each spot of the cursor in turn: (strip, texts drawn) of the frame with the cursor there."""
    focus = table.focus
    for target in list(focus.targets()):
        focus.current, focus._pending = target, False
        placed = _placed(app)
        if focus.current == target and focus.tag is not None:
            yield focus.tag, placed


@pytest.mark.parametrize("name", GAMES)
def test_the_log_reads_under_the_strip_inside_its_panel(baraza_home, name):
    app, table = _table(name)
    panel = pygame.Rect(table.turn_panel.rect).union(table.log_panel.rect)  # (grown up into the turn panel's place,
    seen = 0  # where the strip takes it: test_s38_keys150_strip.py)
    for strip, placed in _every_spot(app, table):
        seen += 1
        rows = [pygame.Rect(r) for r, text, *_rest in placed if text.startswith("Row ")]
        # (keys20: the strip no longer takes the whole of Khedu's log: the log keeps its rows on every table)
        assert len(rows) >= focus_tag.LOG_ROWS, (name, strip, len(rows))
        assert all(panel.contains(r) and r.top >= strip.bottom for r in rows), (name, panel, strip, rows)
    assert seen


@pytest.mark.parametrize("name", GAMES)
def test_the_recap_reads_under_the_strip_inside_the_panel(baraza_home, name):
    app, table = _table(name)
    panel = pygame.Rect(table.turn_panel.rect).union(table.log_panel.rect)  # the log zone's column
    recap = table.recap
    recap.recap_lines, recap.recap_groups = list(RECAP), [(1, list(RECAP))]
    table.focus.invalidate()
    frames(app, 1)
    for strip, placed in _every_spot(app, table):
        told = [pygame.Rect(r) for r, text, *_rest in placed if len(text.strip()) > 4 and any(text.strip() in line for line in RECAP)]
        assert told, (name, strip)  # at least its latest line reads
        assert all(panel.contains(r) and r.top >= strip.bottom for r in told), (name, panel, strip, told)


def test_an_ancestors_words_no_longer_take_konjas_log(baraza_home):
    """The tester's case: Konja at 150 %, the longest words of its stops (an Ancestor's) whole in the strip (keys20:
    grown up into the turn panel's empty lower part; they were cut at half the log panel), the log keeping its
    rows."""
    app, table = _table("konja")
    targets = table.focus.targets()
    longest = max(targets, key=lambda t: len(t.label))
    table.focus.current, table.focus._pending = longest, False
    placed = _placed(app)
    lines = table.focus.tag_text
    assert " ".join(" ".join(lines).split()) == " ".join(longest.label.split()), lines
    assert len([text for _r, text, *_rest in placed if text.startswith("Row ")]) >= focus_tag.LOG_ROWS


def test_words_longer_than_the_strip_at_the_floor_are_cut_there(baraza_home):
    app, _table_ = _table("konja")
    label = "Words long enough to need many more lines than a small strip could ever hold at any size, " * 3
    lines, size = focus_tag.strip_words(app.fonts, label, pygame.Rect(0, 0, 260, 50))
    assert app.fonts.real_size(size) == app.fonts.real_size(app.fonts.logical_floor(focus_tag.theme.MIN_TEXT))
    assert lines[-1].endswith("…") and len(lines) * app.fonts.get(size).get_linesize() <= 50
