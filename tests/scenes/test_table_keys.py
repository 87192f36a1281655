"""A table reads keys as intents (ui/keymap.py) and opens other screens by name through the app."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.table.launch import scene_class


def _table(seats=("human", "human")):
    app = make_app()
    match = new_match("kona", list(seats), 4, {"pie": "on", "opening": "free"})  # the pie swap is open
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app)
    return app, match, table


@pytest.mark.parametrize("k,screen", [(pygame.K_ESCAPE, "PauseScene"), (pygame.K_F1, "RulesScene"),
                                      (pygame.K_g, "GlossaryScene")])
def test_table_keys_open_screens_by_name(baraza_home, k, screen):
    app, _match, table = _table()
    frames(app, 2, [key(k)])
    assert type(app.stack.top).__name__ == screen and app.stack.scenes[0] is table


def test_ctrl_z_takes_back_and_space_hurries(baraza_home):
    app, match, table = _table(("human", "ai:easy"))
    table.ai_turns.enabled = False
    match.submit(0, match.legal_actions(0)[0])
    match.submit(1, match.legal_actions(1)[0])
    table.turn_panel.caption_hold = 5.0
    frames(app, 1, [key(pygame.K_SPACE)])
    assert table.turn_panel.caption_hold == 0.0
    frames(app, 1, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(match.records) == 0, "one undo takes back the human's move and the AI's answer"


def test_kona_cursor_and_swap_keys_are_intents(baraza_home):
    app, match, table = _table()
    frames(app, 1, [key(pygame.K_RIGHT)])  # the cursor shows on the first spot a move starts from
    first = table.focus.current
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert table.focus.active and table.focus.current != first and table.focus.current.region == "board"
    first = match.legal_actions(0)[0]
    match.submit(0, first)
    frames(app)
    assert table.can_swap(table.current_view())
    frames(app, 1, [key(pygame.K_s)])
    assert match.records[-1].action.kind == "swap"
