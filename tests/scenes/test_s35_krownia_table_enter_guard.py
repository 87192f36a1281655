"""S35, blind tester krownia17: the first Enter after V (or H, or T) was sometimes dropped, its only word a
short toast gone before they looked: the cursor's guard (an Enter soon after the spots changed is taken as aimed
at the words before) counted the change V made as new at the Enter itself, when the ring was not shown (a mouse
click had hidden it) and the spots were last read long before. A key or a click of the player's own between two
Enters shows they are looking at the table now: the next Enter acts. An Enter the guard still drops says why."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import click, frames
from test_krownia_keyboard import _main_after_roll
from test_krownia_scene import _table

from baraza.scenes.table.focus import CONFIRM_GUARD


def _village_ready(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    state = match.state
    state.hands[0] = [2, 2, 2, 2, 0]
    state.public_cards[0] = list(state.hands[0])
    state.cache.clear()
    table.views.moved()
    frames(app, 2)
    assert any(a.kind == "build_village" for a in match.legal_actions(0)), "no village can be built here"
    return app, match, table


def test_the_first_enter_after_v_builds_when_the_ring_was_hidden_by_a_click(baraza_home):
    app, match, table = _village_ready(baraza_home)
    press(app, pygame.K_RIGHT)  # the cursor shows
    card = next(t for t in table.focus.targets() if t.label.startswith("Wood:"))
    while table.focus.current != card:
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # Enter on a card: it only reads
    frames(app, 1, click((640, 20)))  # a click off the board: the ring hides
    frames(app, 1, dt=1.0)
    press(app, pygame.K_v)
    frames(app, 3, dt=1.0)  # well past the guard
    before = len(match.records)
    press(app, pygame.K_RETURN)
    assert len(match.records) == before + 1 and match.records[-1].action.kind == "build_village", \
        [r.action for r in match.records[before:]]


def test_an_enter_the_guard_drops_says_why(baraza_home):
    app, match, table = _village_ready(baraza_home)
    focus = table.focus
    press(app, pygame.K_RIGHT)
    card = next(t for t in focus.targets() if t.label.startswith("Wood:"))
    while focus.current != card:
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    # the words under the cursor change at once, with no key between (as a button turning into another)
    focus.current = next(t for t in focus.targets() if t.label.startswith("Brick:"))
    before = len(match.records)
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)],
           dt=CONFIRM_GUARD / 10)
    told = [t.text for t in app.toasts if t.key == "focus-guard"]
    assert len(match.records) == before and told, "the dropped Enter is not told"
    assert "changed" in told[0] and "Enter again" in told[0], told
    assert next(t for t in app.toasts if t.key == "focus-guard").left >= 3, "gone before it is read"


def test_after_h_the_next_enter_is_never_dropped(baraza_home):
    app, match, table = _village_ready(baraza_home)
    focus = table.focus
    press(app, pygame.K_RIGHT)
    card = next(t for t in focus.targets() if t.label.startswith("Wood:"))
    while focus.current != card:
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_h)  # the Hint: the player is at the table
    focus.current = next(t for t in focus.targets() if t.label.startswith("Brick:"))  # words changed under it
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)],
           dt=CONFIRM_GUARD / 10)
    assert not [t for t in app.toasts if t.key == "focus-guard"], "the Enter after H was dropped"
