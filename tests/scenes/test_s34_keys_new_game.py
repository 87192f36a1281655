"""Keys-only tester at 150 %: on New game the arrows went in the list's order (Right from a card's Play went to the
Learn to play under it, not to the next card), so the ring landed on another game's lesson. The arrows go to what
lies that way on the screen, at 100 % and at 150 %."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app


def _picker(scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    picker = app.show("game_select", how="reset")
    app.stack.apply_pending()
    frames(app, 2)
    return app, picker


def _on(picker):
    return picker.menu.buttons[picker.menu.focus]


def _press(app, k: int) -> None:
    frames(app, 1, [key(k)])


@pytest.mark.parametrize("scale", [100, 150])
def test_the_arrows_go_to_what_lies_that_way(baraza_home, scale):
    app, picker = _picker(scale)
    first, second = (picker.card_buttons[spec.name] for spec, _rect in picker.cards[:2])
    assert len(first) == 2 and len(second) == 2  # Play and Learn to play on each
    picker._focus(picker.cards[0][0].name, "Play")
    stacked = first[1].rect.top >= first[0].rect.bottom
    _press(app, pygame.K_RIGHT)
    if not stacked:  # side by side: Learn to play is beside Play, then the next card
        assert _on(picker) is first[1], _on(picker).text
        _press(app, pygame.K_RIGHT)
    assert _on(picker) is second[0], _on(picker).text  # the next card's Play, beside it
    _press(app, pygame.K_LEFT)
    assert _on(picker) is (first[0] if stacked else first[1])
    picker._focus(picker.cards[0][0].name, "Play")
    _press(app, pygame.K_DOWN)
    assert _on(picker) is (first[1] if stacked else picker.back), _on(picker).text
    if stacked:
        _press(app, pygame.K_RIGHT)
        assert _on(picker) is second[1]  # Learn to play beside it, not the next card's Play
        _press(app, pygame.K_DOWN)
        assert _on(picker) is picker.back  # the last row: Back under the cards
    _press(app, pygame.K_UP)  # from Back: the button just above it (not the last card's, far to the side)
    back = picker.back.rect
    above = [b for b in picker.menu.buttons if b.rect.bottom <= back.top]
    nearest = min(above, key=lambda b: (b.rect.centerx - back.centerx) ** 2 + (b.rect.centery - back.centery) ** 2)
    assert _on(picker) is nearest, (_on(picker).rect, nearest.rect)


def test_left_and_right_go_along_setups_buttons(baraza_home):
    from baraza.game.registry import available_games

    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    setup = app.show("setup", available_games()[0], how="reset")
    app.stack.apply_pending()
    frames(app, 2)
    setup.focus = setup.rows.index(setup.start)
    setup._sync_focus()
    _press(app, pygame.K_RIGHT)
    assert setup.rows[setup.focus] is setup.back  # Right on Start did nothing
    _press(app, pygame.K_LEFT)
    assert setup.rows[setup.focus] is setup.start
