"""Konja: a press on a pyramid row's dice strip beside the laid dice does nothing, and its reason is told beside the
row, near the pointer (blind tester konja19 saw it as a toast across the top of the screen, over Kofi's Relics)."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames
from test_s36_konja_ask_end import _collection

from baraza.scenes.konja.art import ROW_DICE_Y


def test_a_press_beside_a_rows_dice_is_told_beside_the_row(baraza_home):
    app, match, scene = _collection((3, 3, 6, 5, 1))
    row = scene.geometry.row_rect("pair")
    pos = (row.right - 12, row.y + ROW_DICE_Y + 6)  # the strip, right of the laid pair
    assert scene.plan.on_strip(scene.geometry, "pair", pos)
    assert scene.plan.group_under(scene.geometry, "pair", pos) is None
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, click(pos))
    frames(app, 2)
    assert not match.state.collected  # nothing traded
    assert not any("row's name" in t.text for t in app.toasts)  # no toast at the top of the screen
    shown = scene.hover.shown
    assert shown is not None and "row's name" in scene.hover.strip_note(scene.current_view())[0]
    assert not shown.colliderect(row)
    assert shown.top <= row.bottom + 40 and shown.bottom >= row.top - 40, (shown, row)  # level with the row
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] - 30, pos[1]), rel=(0, 0),
                                       buttons=(0, 0, 0))])
    assert scene.hover.strip_note(scene.current_view()) is None  # moving on, the note goes
