"""S35, blind tester krownia17: in the player's own offer, Enter on "+" until the count was full moved the cursor
onto the "−" below it (the nearest control once the "+" greyed), so the next Enter took a card back off:
1 → 2 → 1 → 0. Now the cursor stays on the control Enter pressed, greyed or not."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_krownia_keyboard import _main_after_roll
from test_krownia_scene import _table

from baraza.game.core.action import Action


def test_enter_on_plus_until_full_leaves_the_cursor_on_the_greyed_plus(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    state = match.state
    state.hands[0] = [0, 2, 2, 1, 1]
    state.public_cards[0] = list(state.hands[0])
    assert match.submit(0, Action("open_trade")).ok
    frames(app, 2)
    view = table.current_view()
    plus = next(c for c in table.trade.controls(view) if c.name == "give_plus_1")  # Brick: 2 in hand
    press(app, pygame.K_TAB)
    for _ in range(40):
        if table.focus.current.rect == tuple(plus.rect):
            break
        press(app, pygame.K_TAB)
    counts = []
    for _ in range(4):
        frames(app, 40)  # a moment after the last press
        press(app, pygame.K_RETURN)
        table.animations.skip()
        frames(app, 2)
        counts.append(match.state.drafts[0][0][1])
    assert counts == [1, 2, 2, 2], counts  # never a card taken back off
    assert table.focus.current.rect == tuple(plus.rect), "the cursor left the + Enter pressed"


def test_enter_on_minus_until_empty_leaves_the_cursor_on_the_greyed_minus(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    state = match.state
    state.hands[0] = [0, 2, 2, 1, 1]
    state.public_cards[0] = list(state.hands[0])
    for action in (Action("open_trade"), Action("offer_give", (1,)), Action("offer_give", (1,))):
        assert match.submit(0, action).ok
    frames(app, 2)
    view = table.current_view()
    minus = next(c for c in table.trade.controls(view) if c.name == "give_minus_1")
    press(app, pygame.K_TAB)
    for _ in range(40):
        if table.focus.current.rect == tuple(minus.rect):
            break
        press(app, pygame.K_TAB)
    counts = []
    for _ in range(3):
        frames(app, 40)
        press(app, pygame.K_RETURN)
        table.animations.skip()
        frames(app, 2)
        counts.append(match.state.drafts[0][0][1])
    assert counts == [1, 0, 0], counts
