"""Shared renderers: hex layout maths, dice and cards draw without error."""

import pygame
from hypothesis import given
from hypothesis import strategies as st

from baraza.scenes.cards import CardFace, draw_card, draw_card_zoom
from baraza.scenes.dice import draw_die, tumble_face
from baraza.scenes.hexes import HexLayout, nearest
from baraza.scenes.theme import Fonts


@given(st.integers(-5, 5), st.integers(-5, 5), st.floats(-0.4, 0.4), st.floats(-0.4, 0.4))
def test_pixel_to_hex_inverts_hex_to_pixel(q, r, dx, dy):
    layout = HexLayout((640, 360), 50)
    x, y = layout.to_pixel(q, r)
    # points well inside the hex (inside the inscribed circle) map back to it
    assert layout.from_pixel(x + dx * 40, y + dy * 40) == (q, r)


def test_corners_start_at_the_top_and_go_clockwise():
    layout = HexLayout((0, 0), 10)
    corners = layout.corners(0, 0)
    assert abs(corners[0][0]) < 1e-9 and abs(corners[0][1] + 10) < 1e-9
    assert corners[1][0] > 0 and corners[1][1] < 0


def test_nearest_point():
    assert nearest({"a": (0, 0), "b": (10, 0)}, (8, 1), 5) == "b"
    assert nearest({"a": (0, 0)}, (50, 50), 5) is None


def test_tumble_settles_on_the_rolled_face():
    assert tumble_face(4, 1.0, 7) == (4, 0.0, 0.0)
    assert tumble_face(4, 0.9, 7)[0] == 4


def test_dice_and_cards_draw():
    pygame.init()
    surface = pygame.Surface((400, 300))
    fonts = Fonts()
    for value in range(1, 7):
        draw_die(surface, (50, 50), 40, value, "red", angle=15)
    draw_die(surface, (100, 50), 40, None, symbol="★", fonts=fonts)
    face = CardFace("Fie-Ah", "Turn one die to any face.", "Relic", cost="3 Gold", tags=("spent when used",))
    draw_card(surface, fonts, pygame.Rect(10, 100, 96, 134), face, spent=True, selected=True)
    draw_card(surface, fonts, pygame.Rect(120, 100, 96, 134), None)
    draw_card_zoom(surface, fonts, face, (200, 150))
    assert len({surface.get_at((x, y))[:3] for x in range(0, 400, 7) for y in range(0, 300, 7)}) > 10
