"""Keys-only tester at 150 %: in a replay, the words of the button Tab had reached ("This match is analysed…" on
Analysed) stayed over the move list for good while the arrows stepped the moves. They show when Tab reaches a
button and go at the next other key, or after a while, as a tip does."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.registry import game_names
from baraza.scenes.replay.controls import FOCUS_TIP_SECONDS


def _viewer():
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    viewer = app.show("replay", played(game_names()[0], 2, ["human", "ai:easy"], limit=12))
    frames(app, 1)
    return app, viewer


def _tab_to(app, viewer, button) -> None:
    for _ in range(20):
        frames(app, 1, [key(pygame.K_TAB)])
        if viewer.focused() is button:
            return
    raise AssertionError(f"Tab never reached {button.text}")


def test_the_focused_buttons_words_go_at_the_next_step(baraza_home) -> None:
    app, viewer = _viewer()
    _tab_to(app, viewer, viewer.analyse_button)
    assert viewer.bar.hovered_words() == viewer.analyse_button.tooltip  # Tab reached it: what it does
    assert viewer.bar.tip_rect(app.fonts) is not None
    frames(app, 1, [key(pygame.K_RIGHT)])  # a step: the move reached is what matters now
    assert viewer.focused() is viewer.analyse_button  # the ring stays where it was
    assert viewer.bar.hovered_words() == "" and viewer.bar.tip_rect(app.fonts) is None
    frames(app, 1, [key(pygame.K_TAB, pygame.KMOD_SHIFT)])  # Tab again: the words of the button reached
    assert viewer.bar.hovered_words() == viewer.focused().tooltip
    viewer.on_exit()


def test_the_focused_buttons_words_go_after_a_while(baraza_home) -> None:
    app, viewer = _viewer()
    _tab_to(app, viewer, viewer.analyse_button)
    assert viewer.next_frame() is not None  # a frame comes when the words are to go, with no input
    frames(app, round(FOCUS_TIP_SECONDS * 10) + 2, dt=0.1)
    assert viewer.focused() is viewer.analyse_button and viewer.bar.hovered_words() == ""
    viewer.on_exit()
