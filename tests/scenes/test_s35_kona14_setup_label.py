"""A click on a Setup row's label chooses the row (its help shows) and keeps its value: a blind tester (kona14)
clicked "First move" to read its help and it turned from Free to By lot. Its arrows and value still change it."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.registry import get_game


def _setup_row(label: str):
    app = make_app()
    setup = app.show("setup", get_game("kona"))
    app.stack.apply_pending()
    frames(app, 60)  # past any moved row's guard
    row = next(r for r in setup.rows if getattr(r, "label", "") == label)
    return app, setup, row


def test_a_click_on_the_label_shows_its_help_and_keeps_the_value(baraza_home) -> None:
    app, setup, row = _setup_row("First move")
    value = row.value
    label_spot = (row.rect.x + 30, row.rect.centery)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=label_spot, rel=(0, 0), buttons=(0, 0, 0)),
                    *click(label_spot)])
    assert row.value == value and setup.options["opening"] == value
    assert setup.rows[setup.focus] is row and setup.help_line() == setup.help_of[id(row)]


def test_its_arrows_and_value_still_change_it(baraza_home) -> None:
    app, setup, row = _setup_row("First move")
    value = row.value
    frames(app, 1, click(row._arrow_rects()[1].center))
    assert row.value != value
    left, right = row._arrow_rects()
    frames(app, 1, click(((left.right + right.x) // 2, row.rect.centery)))  # the value itself
    assert row.value == value  # two choices: round again
