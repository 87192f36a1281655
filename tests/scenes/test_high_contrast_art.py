"""High contrast reaches the game art of every installed table (outlined pieces, cards, tiles and dice, stronger
seat colours, darker grounds), through the one look the theme gives (`theme.ART`); the standard look is the
art exactly as before, and switching high contrast on and off leaves a table as it was."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, make_app, open_table

from baraza.game.registry import GAMES
from baraza.scenes.ui import theme


def _picture(app, table) -> bytes:
    table.animations.skip()
    frames(app, 2)
    table.animations.skip()
    frames(app, 1)
    return pygame.image.tobytes(app.screen, "RGB")


def _changed(a: bytes, b: bytes) -> int:
    return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


def test_the_standard_art_look_changes_nothing():
    art = theme.ART_STANDARD
    assert not art.high_contrast and art.edge_width == 0
    for colour in ((12, 200, 90), (255, 255, 255), (0, 0, 0)):
        assert art.ground(colour) == art.lighter(colour) == art.darker(colour) == colour
    surface = pygame.Surface((20, 20))
    surface.fill((90, 90, 90))
    before = pygame.image.tobytes(surface, "RGB")
    art.outline_rect(surface, pygame.Rect(2, 2, 16, 16), 4)
    art.outline_polygon(surface, [(1, 1), (18, 1), (9, 18)])
    art.outline_circle(surface, (10, 10), 6)
    art.outline_ellipse(surface, pygame.Rect(2, 5, 16, 10))
    assert pygame.image.tobytes(surface, "RGB") == before


def test_high_contrast_gives_the_art_its_look_and_the_seats_stronger_colours(baraza_home):
    app = make_app()
    try:
        app.settings.high_contrast = True
        app.apply_look()
        assert theme.ART is theme.ART_HIGH_CONTRAST and theme.ART.edge_width >= 2
        for blind in (False, True):
            strong, plain = theme.seat_palette(blind), (theme.COLOUR_BLIND_SEATS if blind else theme.STANDARD_SEATS)
            assert strong.marks == plain.marks and strong.names == plain.names and strong.colours != plain.colours
    finally:
        app.settings.high_contrast = False
        app.apply_look()
    assert theme.ART is theme.ART_STANDARD and theme.seat_palette(False) is theme.STANDARD_SEATS


@pytest.mark.parametrize("game", GAMES)
def test_high_contrast_reaches_the_game_art_and_normal_comes_back_unchanged(baraza_home, monkeypatch, game):
    """The chrome held in its standard colours, the art alone in high contrast: the table's picture changes
    (its board, cards, pieces: nothing else moved); then high contrast on and off, as a player does in
    Settings, paints the table exactly as before (no picture kept in the other look)."""
    app = make_app()
    table = open_table(app, game)
    normal = _picture(app, table)
    monkeypatch.setattr(theme, "ART", theme.ART_HIGH_CONTRAST)  # the art's look alone: the chrome stays
    art_only = _picture(app, table)
    changed = _changed(normal, art_only)
    assert changed > 0.02 * theme.LOGICAL_SIZE[0] * theme.LOGICAL_SIZE[1], \
        f"{game}: high contrast changed only {changed} pixels of the game art"
    monkeypatch.setattr(theme, "ART", theme.ART_STANDARD)
    assert _picture(app, table) == normal, f"{game}: the standard look kept a picture drawn in high contrast"
    app.settings.high_contrast = True
    app.apply_look()
    try:
        assert _picture(app, table) != normal
    finally:
        app.settings.high_contrast = False
        app.apply_look()
    assert _picture(app, table) == normal, f"{game}: switching high contrast off did not give the normal table back"
