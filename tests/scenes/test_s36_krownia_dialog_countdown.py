"""S36, blind tester krownia19: an AI's offer said "Left alone, declined in 45 s" still after 18 s (the dialog's
picture came from the frame cache, whose key did not hold the seconds): the count goes down on screen."""

from __future__ import annotations

import pygame
from scene_helpers import frames
from test_krownia_first_evening import _changed
from test_krownia_scene import _table as krownia_table

from baraza.game.core.action import Action
from baraza.scenes.krownia.answers import OFFER_PATIENCE


def test_the_offer_countdown_goes_down_on_screen(baraza_home):
    app, match, table = krownia_table(lambda m: m.state.phase == "main" and m.active_seats() == (1,)
                                      and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"), seed=3)
    table.ai_turns.enabled = False
    for seat, hand in ((0, (1, 0, 1, 0, 1)), (1, (0, 0, 1, 1, 0))):
        match.state.hands[seat] = list(hand)
        match.state.public_cards[seat] = list(hand)
    _changed(table)
    for action in (Action("open_trade"), Action("offer_give", (3,)), Action("offer_get", (0,)),
                   Action("offer_send", (0,))):
        assert match.submit(1, action).ok, action
    table.animations.skip()
    frames(app, 3)
    view = table.current_view()
    assert table.trade.kind(view) == "answer"
    rect = table.trade.rect(view)
    words = pygame.Rect(rect)  # "…lapses in N s" (S38: the offer stands in the side panel, offer_panel.py)
    first = app.screen.subsurface(words).copy()
    assert table.answers.seconds_left() > OFFER_PATIENCE - 1
    frames(app, 18, dt=1.0)  # 18 s with the pointer away from the offer
    assert table.answers.seconds_left() < OFFER_PATIENCE - 10
    later = app.screen.subsurface(words)
    assert any(first.get_at((x, y)) != later.get_at((x, y)) for x in range(words.w) for y in range(words.h))
