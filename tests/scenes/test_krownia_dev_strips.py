"""A KROWNIA hand holding many kinds of development card lists them as strips with whole names, never a fan that
hides them."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import scene_class


def test_five_kinds_of_development_card_show_as_strips_with_whole_names(baraza_home):
    app = make_app()
    match = new_match("krownia", ["human", "ai:easy"], 5, {})
    play_actions(match, 60)
    match.state.devs[0] = [2, 1, 1, 1, 1]
    table = scene_class("krownia")(app, match)
    app.stack.reset(table)
    frames(app, 2)
    table.ai.close()
    rects = [rect for _kind, rect in table.geometry.dev_card_rects(table.current_view())]
    assert len(rects) == 5
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "no card covers another"
    assert all(table.geometry.hand_rect.contains(r) for r in rects)
    app.fonts.shortened.clear()
    app.fonts.placed = []
    table.layers.clear()  # repaint the cached hand layer
    try:
        table._draw_all(app.screen)
        placed = [text for _rect, text, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None
    for name in ("Warrior", "Victory", "Roads", "Plenty", "Monopoly"):
        assert name in placed, f"{name} is drawn whole"
    assert not any(text in ("Warrior", "Victory", "Roads", "Plenty", "Monopoly") for _box, text in app.fonts.shortened)
