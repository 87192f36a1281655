"""Keys-only tester at 150 % (keys15): H moved the keyboard's cursor to the hinted move in one game only. In every
game, a Hint that arrives puts the cursor on the spot where its move starts, so Enter makes what the Hint says,
and Enter there goes on to the Hint's next click (scenes/table/focus_hint.py)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app, open_table

from baraza.game.registry import available_games

GAMES = [spec.name for spec in available_games()]


def _first_click(table, action):
    where = getattr(table, "focus_clicks", None) or table.tutorial_clicks
    clicks = where(action, table.current_view())
    return tuple(pygame.Rect(clicks[0])) if clicks else None


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_puts_the_cursor_on_its_move(baraza_home, game):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    table = open_table(app, game)
    frames(app, 3)
    frames(app, 1, [key(pygame.K_TAB)])  # the cursor shown
    assert table.human_to_act() is not None
    here = table.focus.current.rect
    hinted = next((a for a in table.legal_actions() if _first_click(table, a) not in (None, here)), None)
    assert hinted is not None
    table.hint = hinted
    frames(app, 2)
    assert table.focus.current.rect == _first_click(table, hinted), (table.focus.current, hinted)
    count = len(table.match.records)
    for _ in range(6):  # Enter (after the guard's quarter second) until the move is made
        if len(table.match.records) > count:
            break
        frames(app, 1, [key(pygame.K_RETURN)])
        frames(app, 20)
    assert len(table.match.records) > count and table.match.records[count].action == hinted
