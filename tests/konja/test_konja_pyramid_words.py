"""Playtest J7: the dice laid on a pyramid step (five on the Cloud step) covered the step's reward line. Every
letter of a step's words stays clear of the dice laid there and of their blinking ring."""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.art import MIN, PYRAMID_ROWS, pyramid_row_words  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402

RING = 3  # draw_die's highlight: 3 px round the die


def test_the_dice_on_a_pyramid_step_leave_its_words_readable(baraza_home):
    app = make_app()
    scene = KonjaScene(app, new_match("konja", ["human", "human"], 5, {"first_player": 0}))
    geo = scene.geometry
    checked = 0
    for kind, title, reward in PYRAMID_ROWS:
        rect = geo.row_rect(kind)
        plan = [(kind, tuple(range(5)))]  # the most a step holds: five alike
        rings = [geo.plan_die_rect(plan, kind, 0, j).inflate(2 * RING, 2 * RING) for j in range(5)]
        for text, face, pos, colour in pyramid_row_words(app.fonts, rect, title, reward):
            ink = pygame.mask.from_surface(app.fonts.render(text, MIN, colour, face))
            for ring in rings:
                offset = (ring.x - pos[0], ring.y - pos[1])
                assert not ink.overlap(pygame.Mask(ring.size, fill=True), offset), (kind, text, ring)
                checked += 1
        assert all(rect.inflate(0, 2 * RING + 2).contains(r) for r in rings), (kind, rect, rings)  # on its step
    assert checked == 4 * 2 * 5
