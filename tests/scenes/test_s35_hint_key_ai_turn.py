"""H pressed during the AI's turn said "A hint is for your own turn." as an input toast, which the AI's next move
cleared at once: a blind tester (konja16) pressed H while Kofi played and heard nothing. The words now stay through
the other seats' moves (the same as a click on the greyed Hint), say to ask again when the turn starts, and go once
the player's prompt shows (scenes/table/intents.py, early_hint.py)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.registry import get_game, new_match
from baraza.scenes.table.launch import scene_class


def _ai_first(game: str):
    seats = ["ai:easy"] + ["human"] * (get_game(game).min_seats - 1)
    options = {"first_player": 0} if game == "konja" else {}
    match = new_match(game, seats, 3, options)
    app = make_app()
    table = scene_class(game)(app, match)
    table.ai_turns.enabled = False  # the test moves for the AI
    app.stack.reset(table)
    frames(app, 3)
    return app, match, table


def _told(app) -> list[str]:
    return [t.text for t in app.toasts if "for your own turn" in t.text]


@pytest.mark.parametrize("game", ["konja", "kona"])
def test_h_during_the_ai_turn_is_still_told_after_the_ai_moves(baraza_home, game):
    app, match, table = _ai_first(game)
    assert table.human_to_act() is None and match.active_seats() == (0,)
    frames(app, 1, [key(pygame.K_h, unicode="h")])
    assert _told(app) and "when it starts" in _told(app)[0]
    assert match.submit(0, match.legal_actions(0)[0]).ok  # the AI's next move
    frames(app, 2)
    if table.human_to_act() is None:  # still the AI's turn (Konja: a turn has many moves): the words stay
        assert _told(app), [t.text for t in app.toasts]
    while table.human_to_act() is None and not match.is_over():
        assert match.submit(0, match.legal_actions(0)[0]).ok
        frames(app, 30, dt=0.1)
    frames(app, 2)
    assert _told(app) == []  # the turn came: the words go (no stale "when it starts")
    table.ai.close()
