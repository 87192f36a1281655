"""Text size and high contrast: chosen in Settings, applied at once to every font and the chrome's colours,
saved, and a bad value in the file falls back."""

from __future__ import annotations

import json

import pygame
import pytest
from scene_helpers import frames, key, make_app, open_table

from baraza.game.persistence.settings import load_settings
from baraza.game.registry import GAMES
from baraza.scenes.ui import theme


def _settings_screen():
    app = make_app()
    app.stack.reset(app.make_screen("settings"))
    frames(app, 2)
    return app, app.stack.top


def _focus_row(app, screen, label: str) -> None:
    for _ in range(len(screen.rows)):
        row = screen.rows[screen.focus]
        if getattr(row, "label", None) == label:
            return
        frames(app, 1, [key(pygame.K_DOWN)])
    raise AssertionError(f"no row {label}")


def test_text_size_row_scales_every_font_at_once_and_is_saved(baraza_home):
    app, screen = _settings_screen()
    before = app.fonts.get(18).get_linesize()
    _focus_row(app, screen, "Text size")
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert app.settings.text_scale == 150
    assert app.fonts.get(18).get_linesize() >= before * 1.4
    saved, warning = load_settings()
    assert saved.text_scale == 150 and warning is None
    frames(app, 1, [key(pygame.K_RIGHT)])  # round again to 100 %
    assert app.settings.text_scale == 100 and app.fonts.get(18).get_linesize() == before


def test_high_contrast_changes_the_chrome_and_back(baraza_home):
    app, screen = _settings_screen()
    standard = (theme.TEXT, theme.PANEL)
    _focus_row(app, screen, "High contrast")
    frames(app, 1, [key(pygame.K_LEFT)])
    assert app.settings.high_contrast
    assert (theme.TEXT, theme.PANEL) == ((255, 255, 255), theme.HIGH_CONTRAST_PALETTE["PANEL"])
    frames(app, 1)  # a whole frame draws in it
    assert app.screen.get_at((5, 5))[:3] == (0, 0, 0)
    frames(app, 1, [key(pygame.K_LEFT)])
    assert not app.settings.high_contrast and (theme.TEXT, theme.PANEL) == standard


def test_a_bad_text_size_in_the_file_falls_back(baraza_home, tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"text_scale": 400, "high_contrast": "yes"}))
    settings, warning = load_settings(path)
    assert settings.text_scale == 100 and settings.high_contrast is False
    assert "text scale" in warning and "high contrast" in warning


def test_no_seat_is_told_by_colour_alone():
    for palette in (theme.STANDARD_SEATS, theme.COLOUR_BLIND_SEATS):
        assert all(palette.marks) and len(set(palette.marks)) == len(palette.marks)


@pytest.mark.parametrize("game", GAMES)
def test_a_table_open_when_the_size_changes_is_painted_again_at_the_new_size(baraza_home, game):
    """Tables keep pictures of what rarely changes (a layer cache, the cloths): a change of text size in the
    pause menu's Settings must not leave them at the old size. The table switched to 150 % looks like a table
    opened at 150 %."""
    switched = make_app()
    table = open_table(switched, game)
    frames(switched, 3)
    switched.settings.text_scale = 150
    switched.apply_look()
    table.animations.skip()
    frames(switched, 2)
    after_switch = pygame.image.tobytes(switched.screen, "RGB")  # both apps draw on the one display
    fresh = make_app()
    fresh.settings.text_scale = 150
    fresh.apply_look()
    again = open_table(fresh, game)
    frames(fresh, 3)
    again.animations.skip()
    frames(fresh, 2)
    assert after_switch == pygame.image.tobytes(fresh.screen, "RGB"), f"{game}: the table kept pictures painted at 100 %"
