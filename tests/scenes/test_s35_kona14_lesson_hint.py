"""Hint in a lesson: greyed, and pressed (by its button or H) it says why: a blind tester (kona14) pressed a Hint
that looked usable and saw nothing happen. The lesson's glowing spot is the step's move."""

from __future__ import annotations

import pygame
from scene_helpers import key, make_app

from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.lesson import LESSON_HINT
from baraza.scenes.table.tutorial import lesson_table


def _at_a_move_of_the_learner():
    app = make_app()
    table = lesson_table(app, "kona")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    for _ in range(30):
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        if not overlay.run.waiting_for_next and table.human_to_act() is not None:
            return app, table
        auto._frame(app)
        assert auto.do_step(app, overlay) is None
    raise AssertionError("no step asks the learner for a move")


def test_hint_is_greyed_in_a_lesson_and_says_why_when_pressed(baraza_home) -> None:
    app, table = _at_a_move_of_the_learner()
    auto._frame(app)
    hint = table.button_row.hint
    assert not hint.enabled
    step = table.tutorial.run.index
    # the greyed Hint's place holds Leave lesson (its one place all lesson: khedu23); H still says why
    assert any(b.text == "Leave lesson" and b.rect.contains(hint.rect) for b in table.tutorial.buttons)
    assert table.tutorial.run.index == step
    app.toasts.clear()
    auto._frame(app, [key(pygame.K_h, unicode="h")])
    assert [t.text for t in app.toasts] == [LESSON_HINT]
