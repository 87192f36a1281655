"""Khedu's banners ("★ Persistence" after a fight, "Your turn", "Player 2 stands alone: …") were centred on the
middle of the table, over a Desert card (blind testers at 150 %). They stand clear of the Desert's cards and their
Cadences, at every text size and seat count."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene

TEXTS = ("★ Persistence", "★ Stronger than Gods", "Your turn", "The Desert wakes", "Player 2 leaves the song",
         "Player 2 stands alone: 3 more turns")


@pytest.mark.parametrize("seats", [1, 2, 4])
@pytest.mark.parametrize("scale", [100, 150])
def test_a_banner_leaves_the_desert_cards_as_they_were(seats, scale):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    table = KheduScene(app, new_match("khedu", ["human"] + ["ai:normal"] * (seats - 1), 4, {}))
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    table.ai.close()
    frames(app, 2)
    view = table.current_view()
    cards = [r for card, cadence in table.geometry.desert_geometry(view) for r in (card, cadence) if r is not None]
    assert cards
    plain = pygame.Surface(app.screen.get_size())
    for text in TEXTS:
        surface = plain.copy()
        step = SimpleNamespace(kind="banner", progress=0.5, data={"text": text, "seat": 0})
        table.drawing.draw_overlays(surface, view, step)
        changed = [r for r in cards if pygame.image.tobytes(surface.subsurface(r), "RGB")
                   != pygame.image.tobytes(plain.subsurface(r), "RGB")]
        assert not changed, (text, changed)
        assert surface.get_bounding_rect().w > 0  # the banner was drawn somewhere
