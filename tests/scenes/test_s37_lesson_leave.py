"""Leave lesson keeps one place for the whole lesson (blind tester khedu23: it rode on the lesson's card and jumped
with it from corner to corner, steps 3 → 15 → 34). It now sits in the table's own button row, over the Hint (and
Undo) that a lesson greys, whatever corner the card takes; the card keeps clear of it. Every game with a lesson is
walked (test_lesson_placement.py's walk)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import click, frames
from test_lesson_placement import LESSON_GAMES, walk

from baraza.scenes.ui.dialog import MessageScene


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_leave_lesson_has_one_place_off_the_card_all_lesson(game):
    steps = walk(game)
    places = {tuple(s["buttons"]["Leave lesson"]) for s in steps}
    assert len(places) == 1, places
    leave = pygame.Rect(places.pop())
    assert len({(s["card"].x, s["card"].y) for s in steps}) > 1  # the card moved, Leave lesson did not
    assert not any(s["card"].colliderect(leave) for s in steps)
    row = pygame.Rect(steps[0]["keep"][0])  # the table's buttons zone (Undo, Hint, Menu)
    assert row.contains(leave)


def test_leave_lesson_in_the_button_row_asks_first(baraza_home):
    from test_s35_kona14_lesson_hint import _at_a_move_of_the_learner

    app, table = _at_a_move_of_the_learner()
    frames(app, 1)
    leave = next(b for b in table.tutorial.buttons if b.text == "Leave lesson")
    assert leave.rect.contains(table.button_row.hint.rect) and not table.button_row.hint.enabled
    assert not leave.rect.colliderect(table.button_row.menu.rect)  # Menu stays in reach beside it
    frames(app, 1, click(leave.rect.center))
    frames(app, 1)
    assert isinstance(app.stack.top, MessageScene) and "Leave" in app.stack.top.title
