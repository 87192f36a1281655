"""Leaving a lesson (issue 40): lessons are not kept, so leaving one does not say "Match kept"."""

from __future__ import annotations

import pytest
from scene_helpers import frames, make_app

from baraza.game.registry import GAMES, get_game


def test_leaving_a_lesson_does_not_say_it_was_kept(baraza_home):
    from baraza.game.core.tutorial import load_tutorial
    from baraza.scenes.table.tutorial import lesson_table
    from baraza.scenes.ui.save_trouble import leave_table

    game = next((name for name in sorted(GAMES) if load_tutorial(get_game(name)) is not None), None)
    if game is None:
        pytest.skip("no game here has a lesson")
    app = make_app()
    table = lesson_table(app, game)
    app.stack.reset(table)
    frames(app, 2)
    left = []
    leave_table(app, table, lambda: left.append(True))
    said = [t.text for t in app.toasts]
    assert left and said and not any("kept" in t and "not kept" not in t for t in said), said
    assert any("Lesson" in t and "not kept" in t for t in said)
