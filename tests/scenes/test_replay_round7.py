"""Blind playtest, Kona round 7: the replay's table panel numbers a position as the live table does."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app, text_boxes_drawn  # noqa: E402


def numbers(texts: list[str]) -> list[str]:
    """The "Move N" a panel writes (the caption's "Move 4 of 25" is not the table's)."""
    return [m for t in texts for m in re.findall(r"^Move \d+(?! of)", t)]


def test_the_replay_panel_names_the_move_the_live_table_names(baraza_home) -> None:
    """Live "Move 17" was "Move 16" in the replay for the same position, and a replay began at "Move 0": the
    replay's panel says what the live table says (the move to come)."""
    from matches import played

    app = make_app()
    match = played("kona", 4, ["human", "ai:easy"])
    viewer = app.show("replay", match)
    frames(app, 1)
    for ply in (0, 4):
        viewer.jump(ply)
        frames(app, 1)
        drawn = text_boxes_drawn(lambda: viewer.board.draw(pygame.Surface(app.screen.get_size())))
        live = app.show_match(match.copy_at(ply, ["human", "ai:easy"]), how="push")
        live.results_shown = True
        frames(app, 1)
        at_table = text_boxes_drawn(lambda t=live: t.draw(pygame.Surface(app.screen.get_size())))
        assert numbers(at_table) == [f"Move {ply + 1}"], at_table
        assert numbers(drawn) == numbers(at_table), drawn
        assert any(t.startswith(f"Move {ply + 1} next") for t in drawn), drawn  # beside the caption's "Move 4 of 25", the move to come
        app.stack.pop()
        frames(app, 1)
    viewer.on_exit()


def test_the_view_button_shows_one_tooltip(baraza_home) -> None:
    """"White (you)" came as a second tooltip beside "Whose chance of winning the chart follows…" and covered the
    status line's end: the whole label goes into the button's own tooltip, nothing else pops up."""
    from baraza.scenes.replay.controls import SeatButton

    app = make_app()
    button = SeatButton(pygame.Rect(0, 0, 110, 44), "White (you)", lambda: None, font_size=17,
                        tooltip="Whose chance of winning the chart follows")
    app.fonts.shortened.clear()
    button.draw(pygame.Surface((200, 100)), app.fonts)
    assert button.fitted_label(app.fonts)[1] == "White"  # the name alone fits: who played it is left off
    assert app.fonts.shortened == [], app.fonts.shortened
    assert button.tooltip == "White (you): whose chance of winning the chart follows"
    button.text = "Black (AI normal)"
    button.draw(pygame.Surface((200, 100)), app.fonts)
    assert button.tooltip == "Black (AI normal): whose chance of winning the chart follows"
