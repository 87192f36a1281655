"""Khedu by keys at 150 % text: with a Hint showing, the cursor's words stood behind the Hint panel (the app draws
its toast over the table after the cursor). The words keep off the toast's place."""

from __future__ import annotations

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames
from test_khedu_keys_at_150 import _table

HINT = "Hint: " + "place the Warrior on the left lane, then sing the Cadence of the river; " * 2


def test_the_cursors_words_never_stand_behind_the_hint(baraza_home):
    app, _match, table = _table(2)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    app.toast(HINT, 60, key="hint")
    frames(app, 2)
    toast = table.toast_rect()
    assert toast is not None
    for target in list(table.focus.targets()):
        walk_to(app, table, pygame.Rect(target.rect))
        frames(app, 2)
        tag = table.focus.tag
        if tag is not None:
            assert not tag.colliderect(toast), (target.label, tag, toast)
            # (the log's own spot holds the strip: the words stand at the log's top)
            assert target.kind == "log" or not tag.colliderect(pygame.Rect(target.rect)), target.label
