"""KROWNIA by keyboard: the R, V and T shortcuts light the board, and Tab reaches the lit spots (the playtest:
after the roll, Tab cycled the side panel, Hint and the log only; the lit edges of a road were reached only by
Up from the log)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_krownia_scene import _table


def _main_after_roll(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "build_road" for a in match.legal_actions(0)))


def test_after_the_road_shortcut_tab_reaches_the_lit_edges(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 2)
    press(app, pygame.K_RIGHT)  # the cursor shows
    press(app, pygame.K_r)  # Road: the edges light
    roads = [a for a in table.legal_actions() if a.kind == "build_road"]
    edges = {tuple(pygame.Rect(table.tutorial_clicks(a, table.current_view())[0])) for a in roads}
    regions = []
    for _ in range(8):
        press(app, pygame.K_TAB)
        regions.append(table.focus.current.region)
    board = [t for t in table.focus.targets() if t.region == "board"]
    assert "board" in regions, f"Tab went through {regions} only"
    assert edges <= {t.rect for t in board}, "the lit edges are not all on the cursor's board"
    press(app, pygame.K_ESCAPE)  # the shortcut began a choice: Esc backs out of it, no pause menu
    assert app.stack.top is table and table.selection.mode is None
