"""Before a roll the old dice say "last roll"; at 150 % it ran into the count ("last roll10 rolls", a keyboard
playtest): the words never overlap, and "last roll" is said at every text size."""

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_last_roll_and_the_count_never_run_together(baraza_home, scale):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("krownia", ["human", "human"], 3)
    for _ in range(2000):
        view = match.view(None)
        if view.phase == "roll" and sum(view.dice_counts) >= 12:
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("roll", "end_turn")), None)
        match.submit(seat, pick or next(a for a in legal if a.kind not in ("open_trade", "timeout")))
    assert match.view(None).phase == "roll" and sum(match.view(None).dice_counts) >= 12
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    frames(app, 2)
    app.fonts.placed = []
    try:
        table.draw(pygame.Surface(app.screen.get_size()))
        placed = list(app.fonts.placed)
    finally:
        app.fonts.placed = None
    panel = table.geometry.dice_rect
    words = [(pygame.Rect(r), t) for r, t, _s, _f in placed if panel.contains(pygame.Rect(r))]
    said = [r for r, t in words if "last roll" in t]
    assert said, [t for _r, t in words]
    for rect, text in words:
        for other, other_text in words:
            if text != other_text and ("last roll" in text or "rolls" in text):
                assert not rect.colliderect(other), (text, other_text)
