"""Keys-only tester at 150 % (keys15), the screens before a match: on Setup for four seats the Seed row stood below
its panel, under the help line (and the AI's rating line touched it); on New game the arrows along the row of
cards stay in the row (Right from the last card goes round to the first), only Down reaches Back."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.registry import available_games
from baraza.scenes.screens.setup import PANEL_TOP


def _show(scale: int, name: str, *args):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    scene = app.show(name, *args, how="reset")
    app.stack.apply_pending()
    frames(app, 2)
    return app, scene


FOUR = [spec for spec in available_games() if spec.rules.max_seats >= 4]


@pytest.mark.parametrize("scale", [100, 125, 150])
@pytest.mark.parametrize("spec", FOUR, ids=[spec.name for spec in FOUR])
def test_four_seats_fit_their_panel(baraza_home, spec, scale):
    app, setup = _show(scale, "setup", spec)
    setup._set_seat_count(4)
    frames(app, 1)
    fonts = app.fonts
    left, _heading, width = setup.columns[0]
    panel = pygame.Rect(left - 16, PANEL_TOP, width + 32, setup.panel_bottom - PANEL_TOP)
    seed = setup.seed_field.rect
    assert panel.contains(seed), (seed, panel)  # the Seed row inside the seats' panel, not under the help
    for row in setup.rows[:-2]:
        if row.rect.x == left:
            assert panel.contains(row.rect), (setup._row_name(row), row.rect, panel)
    rating = setup.rating_line()
    if rating:  # the level's rating line between the last seat and the Seed, touching neither
        x, y = setup.rating_at
        text = pygame.Rect(x, y, *fonts.get(16).size(f"AI {rating} (Elo)"))
        assert not text.colliderect(seed), (text, seed)
        assert text.top >= max(r.rect.bottom for r in setup.rows if r.rect.bottom <= seed.top) - 4


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_right_along_the_cards_never_lands_on_back(baraza_home, scale):
    app, picker = _show(scale, "game_select")
    for spec, _rect in picker.cards:
        for button in picker.card_buttons[spec.name]:
            for direction in (pygame.K_RIGHT, pygame.K_LEFT):
                picker._focus(spec.name, button.text)
                frames(app, 1, [key(direction)])
                on = picker.menu.buttons[picker.menu.focus]
                assert on is not picker.back, (spec.name, button.text, direction)
                assert abs(on.rect.centery - button.rect.centery) < button.rect.h  # in the same row
    last = picker.cards[-1][0].name
    picker._focus(last, picker.card_buttons[last][-1].text)
    frames(app, 1, [key(pygame.K_DOWN)])
    assert picker.menu.buttons[picker.menu.focus] is picker.back  # Down from the last row reaches Back
