"""A screen opened over a table covers the table's hint too: a tester (bad16) pressed H, then Menu, and the hint lay
as a banner over the pause menu, hiding the opponent's relics. The table's toasts wait unseen while another screen
is on top and show again when the table is."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, make_app, open_table

from baraza.game.registry import game_names

HINT = "Hint: a long enough hint to be seen anywhere it is drawn, over whatever screen is on top"


def _picture(app) -> pygame.Surface:
    app._redraw = True
    frames(app, 1, dt=0.0)
    return app.screen.copy()


@pytest.mark.parametrize("game", game_names())
def test_the_tables_hint_is_not_drawn_over_the_pause_menu(baraza_home, game: str) -> None:
    app = make_app()
    table = open_table(app, game)
    frames(app, 1)
    app.toast(HINT, 60, key="hint")
    frames(app, 1)
    assert HINT in [t.text for t in app.shown_toasts()]
    pause = app.show("pause", table)
    app.stack.apply_pending()
    with_hint = _picture(app)
    assert app.stack.top is pause and app.shown_toasts() == []
    kept = app.toasts
    app.toasts = []
    without = _picture(app)
    app.toasts = kept
    # every pixel of the frame is the pause menu's and the table's under it: none is the hint's
    assert pygame.image.tobytes(with_hint, "RGB") == pygame.image.tobytes(without, "RGB")
    app.stack.pop()  # Resume: the hint is the table's again, still within its time
    frames(app, 1)
    assert app.stack.top is table and HINT in [t.text for t in app.shown_toasts()]


def test_a_toast_raised_over_the_table_shows_on_the_screen_on_top(baraza_home) -> None:
    app = make_app()
    table = open_table(app, game_names()[0])
    frames(app, 1)
    app.show("pause", table)
    frames(app, 1)
    app.toast("Saved.", 4)
    frames(app, 1)
    assert "Saved." in [t.text for t in app.shown_toasts()]
