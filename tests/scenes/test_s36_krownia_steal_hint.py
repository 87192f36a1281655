"""krownia18 (a blind tester): the Hint moved the Pirate "to block White's Brick: White holds 5 cards"; Enter made the
move and the steal dialog opened with the keyboard's cursor on Blue, the first seat listed. The Hint now goes on to
the steal it meant: the cursor starts on that seat and the Hint says why (scenes/krownia/hint_steal.py)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_krownia_scene import _table

from baraza.game.core.action import Action


def _pirate(match) -> bool:
    return match.active_seats() == (0,) and match.state.phase == "move_pirate"


def _two_victims(match) -> Action | None:
    """A Pirate move after which the steal has two seats to choose from."""
    for action in match.legal_actions(0):
        if action.kind != "move_pirate":
            continue
        state = match.rules.clone(match.state)
        match.rules.apply(state, 0, action)
        if len([a for a in match.rules.legal_actions(state, 0) if a.kind == "steal"]) > 1:
            return action
    return None


def test_the_hinted_pirate_move_puts_the_cursor_on_the_seat_it_meant(baraza_home):
    for seed in range(2, 40):
        app, match, table = _table(_pirate, seats=("human", "ai:easy", "ai:easy"), seed=seed)
        move = _two_victims(match) if match.state.phase == "move_pirate" else None
        if move is not None:
            break
    assert move is not None
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)  # the cursor shows
    frames(app, 30, dt=1 / 30)
    table.hint = move
    frames(app, 2)
    assert match.submit(0, table.hint).ok  # the Hint's move, made
    for _ in range(300):
        frames(app, 1, dt=1 / 30)
        if not table.animations.busy:
            break
    frames(app, 10, dt=1 / 30)
    view = table.current_view()
    victims = sorted(a.args[0] for a in match.legal_actions(0) if a.kind == "steal")
    meant = max(victims, key=lambda s: (view.players[s].vp_visible, view.players[s].card_count, -s))
    assert table.hint == Action("steal", (meant,))
    assert table.hint_text.startswith(f"Hint: Steal from {view.names[meant]}: {view.names[meant]} ")
    assert table.focus.current is not None and table.focus.current.rect == table.control(f"steal_{meant}").rect
