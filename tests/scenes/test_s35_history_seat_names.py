"""One name per seat across a table's panels (blind tester khedu18, s35): the players panel said "Player 2 (AI)"
once the AI's score reached 10 while the opponent's panel said "Player 2 · AI normal". The seat keeps
"Player 2 (AI normal)": the list draws an active row in the regular face when the bold one would not fit."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.panels import row_label, seat_extra  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402
from baraza.scenes.ui import theme  # noqa: E402

NAME = "Player 2 (AI normal)"


def _table():
    app = make_app()
    scene = KheduScene(app, new_match("khedu", ["human", "ai:normal"], 4, {}))
    app.stack.reset(scene)
    frames(app, 2)
    return app, scene


def test_the_players_panel_keeps_the_whole_name_whatever_the_score(baraza_home) -> None:
    app, scene = _table()
    assert scene.seat_labels()[1] == NAME
    width = scene.z["info"].w
    for lp in (0, 5, 10, 19, 25, 48):
        p = SimpleNamespace(score=lp, legacy_points=lp, exhausted=False)
        extra = seat_extra(app.fonts, NAME, p, width)
        assert row_label(app.fonts, NAME, extra, width) == NAME, (lp, extra)


def test_every_panel_names_the_ai_seat_alike_and_no_name_overruns_its_row(baraza_home, monkeypatch) -> None:
    app, scene = _table()
    drawn: list[tuple[str, str, int]] = []
    fit, box = theme.blit_fit, theme.draw_text_box

    def blit_fit(surface, fonts, text, pos, size, width, colour=None, face="sans", anchor="topleft", height=None):
        drawn.append((text, face, width))
        return fit(surface, fonts, text, pos, size, width, colour, face, anchor, height)

    def draw_text_box(surface, fonts, text, *args, **kwargs):
        drawn.append((text, "", 0))
        return box(surface, fonts, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_fit", blit_fit)
    monkeypatch.setattr(theme, "draw_text_box", draw_text_box)
    for active in (0, 1):  # each seat's row lit (bold where its name fits)
        monkeypatch.setattr(scene.match, "active_seats", lambda active=active: (active,))
        drawn.clear()
        scene.draw(pygame.Surface(app.screen.get_size()))
        names = {text for text, _face, _width in drawn if re.fullmatch(r"Player 2( \(.*\)| · .*)?", text)}
        assert names == {NAME}, names
        for text, face, width in drawn:
            if face == "bold" and text.startswith("Player"):
                assert app.fonts.get(theme.fit_size(app.fonts, text, 19, width, "bold", 32), "bold").size(text)[0] \
                    <= width, text
