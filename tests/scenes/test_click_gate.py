"""Clicks land where the player meant: a click made while another seat plays, or in the first moments after
a new prompt replaced the one the player aimed at, makes no move for them (issue 24's fast-click test).
Time is the table's clock, stepped by the frames' dt."""

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.kona.table import KonaScene
from baraza.scenes.table.click_gate import GATE_SECONDS

FILES = "abcdef"
SQUARES = [f"{f}{r}" for f in FILES for r in range(1, 7)]


def _table(monkeypatch):
    app = make_app()
    match = new_match("kona", ["human", "ai:easy"], 4)
    scene = KonaScene(app, match)
    # The AI seat's moves are played by the test, at moments it chooses, instead of by the AI runner.
    monkeypatch.setattr(scene.ai_turns, "update", lambda dt: None)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _play_human_move(app, match, scene) -> None:
    frm, to = match.legal_actions(0)[0].args
    frames(app, 1, click(scene.square_rect(frm).center))
    frames(app, 1, click(scene.square_rect(to).center))


def test_clicks_while_the_ai_plays_and_right_after_its_move_make_no_move(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch)
    _play_human_move(app, match, scene)  # the first prompt follows no one's move: it takes clicks at once
    assert len(match.records) == 1
    assert scene.human_to_act() is None  # the AI's turn
    for square in SQUARES:  # fast clicks all over the board while the AI plays
        frames(app, 1, click(scene.square_rect(square).center))
    assert len(match.records) == 1 and scene.selected is None
    # a press made while the AI played, released once its move is in, is not a click on the new prompt
    frm0 = scene.square_rect("a1").center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=frm0, button=1)])
    match.submit(1, match.legal_actions(1)[0])  # the AI's move lands
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=frm0, button=1)], dt=1 / 60)
    assert scene.human_to_act() == 0  # the player's prompt is on screen...
    frm, to = match.legal_actions(0)[0].args
    frames(app, 1, click(scene.square_rect(frm).center), dt=1 / 60)  # ...but clicks this soon are dropped
    frames(app, 1, click(scene.square_rect(to).center), dt=1 / 60)
    assert len(match.records) == 2 and scene.selected is None
    # once the gate is open (table time, not wall time), the same clicks play the move
    frames(app, int(GATE_SECONDS * 60) + 2, dt=1 / 60)
    frames(app, 1, click(scene.square_rect(frm).center))
    frames(app, 1, click(scene.square_rect(to).center))
    assert len(match.records) == 3 and match.records[-1].seat == 0
    assert match.records[-1].action.args == (frm, to)


def test_the_players_own_steps_are_never_delayed(monkeypatch, baraza_home):
    """After the player's own move (or undo) the next prompt takes clicks at once: only another seat's move
    starts the wait."""
    app, match, scene = _table(monkeypatch)
    gate = scene.click_gate
    assert gate.open
    frm, _to = match.legal_actions(0)[0].args
    frames(app, 1, click(scene.square_rect(frm).center))
    assert scene.selected == frm  # a pick is not a move: the prompt stays, no wait
    match.submit(0, match.legal_actions(0)[0])
    match.submit(1, match.legal_actions(1)[0])
    frames(app, 1, dt=1 / 60)
    assert not gate.open
    frames(app, int(GATE_SECONDS * 60) + 2, dt=1 / 60)
    assert gate.open


def test_wheel_and_keys_are_never_gated(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch)
    match.submit(0, match.legal_actions(0)[0])
    frames(app, 1)
    gate = scene.click_gate
    assert not gate.open
    assert gate.allows(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=4))
    assert gate.allows(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert gate.allows(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0)))
    assert not gate.allows(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))


def test_a_hot_seat_player_is_not_kept_waiting(baraza_home):
    """Between two humans at one mouse the hand-over paces the turns: no wait after the other human's move."""
    app = make_app()
    match = new_match("kona", ["human", "human"], 4)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    match.submit(0, match.legal_actions(0)[0])
    frames(app, 1, dt=1 / 60)
    assert scene.human_to_act() == 1 and scene.click_gate.open


def test_a_release_after_the_players_own_move_still_arrives(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch)
    gate = scene.click_gate
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    assert gate.allows(down)
    match.submit(0, match.legal_actions(0)[0])  # the press made the player's move
    assert gate.allows(up)  # the table hears the end of its own press (a drag ends cleanly)
    assert not gate.allows(up)  # a release without a press it took is dropped
