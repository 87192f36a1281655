"""S38, blind tester krownia24: an AI's offer in the side panel opened the keys' cursor on its words, and about
1.5 s later the cursor stood on Accept with no key pressed (another seat's acceptance changed the panel) — one
Enter there took a trade the Hint advised against. The cursor stays on the offer's words (where Enter takes
nothing) until the player moves it. And with a dialog open, no turn button promises "Enter" (Enter goes to the
dialog)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_s38_krownia_offers_panel import _blue_offers

from baraza.game.core.action import Action


def test_the_cursor_never_drifts_onto_accept(baraza_home):
    app, match, table = _blue_offers()
    press(app, pygame.K_TAB)  # the keys in use: the cursor shows
    frames(app, 3)
    focus = table.focus
    first = focus.current
    assert first is not None and not first.acts, first.label  # the offer's words
    assert match.submit(2, Action("accept_trade")).ok  # White accepts: the panel says so
    table.animations.skip()
    table.answers.tick(0.0)
    frames(app, 5)
    now = focus.current
    assert now is not None and not now.label.lower().startswith("accept"), (first.label, now.label)
    assert not now.acts, now.label


def test_no_enter_caption_while_a_dialog_is_open(baraza_home):
    app, match, table = _blue_offers()
    assert table.actions._enter("end_turn") is None
