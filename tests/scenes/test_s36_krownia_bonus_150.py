"""With four seats at 150 % text the Longest Road / Largest Army boxes stood half under the turn panel (keys16,
session 35's 150 % render): the players panel has no room for them below four rows. They then shrink to one line each
("Road +2: needs 5"), whole and inside the panel; with three seats the full boxes stay."""

from __future__ import annotations

import pygame
from scene_helpers import frames
from test_krownia_scene import _table as krownia_table

from baraza.scenes.ui import theme


def _main(match) -> bool:
    return match.state.phase == "main"


def _drawn_bonus(seats, monkeypatch):
    app, match, table = krownia_table(_main, seats=seats, seed=3)
    table.ai_turns.enabled = False
    frames(app, 2)
    drawn = []
    real = theme.draw_text_box

    def spy(surface, fonts, text, box, size=18, colour=None, face="sans", *args, **kwargs):
        drawn.append((text, pygame.Rect(box), size, face, kwargs.get("min_size", theme.MIN_TEXT)))
        return real(surface, fonts, text, box, size, colour, face, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text_box", spy)
    info = pygame.Rect(table.geometry.info_rect)
    app.fonts.set_scale(1.5)
    try:
        table.players.draw(pygame.Surface((info.right + 8, info.bottom + 8)), info, table.current_view())
        texts = [d for d in drawn if "+2" in d[0] or d[0].startswith(("Longest", "Largest", "needs"))]
        for text, box, size, face, floor in texts:
            assert not theme.fit_lines(app.fonts, text, box.size, size, face, floor)[2], f"{text!r} is cut"
        return info, dict(table.players.bonus_rects), [t[0] for t in texts]
    finally:
        app.fonts.set_scale(1.0)


def test_four_seats_at_150_keep_the_bonuses_inside_the_panel(baraza_home, monkeypatch):
    info, rects, texts = _drawn_bonus(("human", "ai:easy", "ai:easy", "ai:easy"), monkeypatch)
    assert set(rects) == {"longest", "army"}
    assert all(info.contains(r) and r.bottom <= info.bottom - 2 for r in rects.values()), (info, rects)
    assert texts == ["Road +2: needs 5", "Army +2: needs 3"]


def test_three_seats_at_150_keep_the_full_boxes(baraza_home, monkeypatch):
    info, rects, texts = _drawn_bonus(("human", "ai:easy", "ai:easy"), monkeypatch)
    assert "Longest Road" in texts and all(r.bottom <= info.bottom for r in rects.values())
