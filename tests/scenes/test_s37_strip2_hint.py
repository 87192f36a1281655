"""The keyboard cursor and the Hint (keys19 at 150 %): KROWNIA's long Hint, grown down over the log, hid the
strip's first line: the strip now stands under the toast as the app draws it (`App.toast_place`). And Enter
pressed while the Hint is still being thought of made a click on the old spot (Konja: a die just marked came
unmarked): it now waits, says so, and the next Enter, once the Hint shows, counts."""

from __future__ import annotations

import time

import pygame
from keyboard_player import keyboard_table, press
from scene_helpers import frames, key

from baraza.scenes.table.focus_hint import WAITING

LONG = ("Hint: Build a village by forest 4, pasture 3 and fields 10: it pays on 8 rolls in 36 (forest 4, fields 10, "
        "pasture 3); it adds Wood and Sheep to your first village's Brick, Wheat and Ore, all 5 kinds of card, "
        "and a harbour of Sheep two roads away, for the trades of your first turns.")


def test_the_strip_stands_clear_of_krownias_long_hint(baraza_home):
    app, _match, table, _spec = keyboard_table("krownia")
    app.settings.text_scale = 150
    app.apply_look()
    table.ai_turns.enabled = False
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    app.toast(LONG, 30, key="hint")
    frames(app, 2)
    toast = app.toast_place(table)
    panel = pygame.Rect(table.log_panel.rect)
    assert toast is not None and toast.colliderect(panel)  # the Hint grew down over the log's top
    strip = table.focus.tag
    assert strip is None or (not strip.colliderect(toast) and panel.contains(strip)), (strip, toast)


def _busy_hint_then_enter(app, table) -> None:
    """H then Enter in one batch of events: the Hint is asked, and cannot have come yet when Enter is handled."""
    frames(app, 1, [key(pygame.K_h), key(pygame.K_RETURN)])


def test_enter_waits_for_the_hint_being_thought_of(baraza_home):
    app, match, table, _spec = keyboard_table("krownia")  # setup: the player places first, every corner acts
    said: list[str] = []
    app.speech.say = lambda text, *_a, **_k: said.append(text)
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)
    frames(app, 1)
    assert table.focus.current is not None and table.focus.current.acts
    version, moves = table._match_version, len(match.records)
    _busy_hint_then_enter(app, table)
    assert table._match_version == version and len(match.records) == moves  # no click on the old spot
    assert WAITING in said and any(t.text == WAITING for t in app.toasts)
    for _ in range(3000):  # the Hint comes (a worker thinks it): bounded by count
        if table.hint is not None:
            break
        frames(app, 1, dt=0.05)
        time.sleep(0.01)
    assert table.hint is not None
    assert not any(t.text == WAITING for t in app.toasts)  # the Hint's words took its place
    frames(app, 2)
    press(app, pygame.K_RETURN)  # once the Hint shows, Enter counts: on the Hint's spot, the cursor went there
    frames(app, 2)
    assert table._match_version != version or table.focus.choice_open
