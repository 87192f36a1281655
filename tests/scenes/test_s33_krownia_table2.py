"""KROWNIA's table after a blind tester (s33, table 2): a Hint clicked while the AI seats still discarded after
the player's 7 did nothing (the button was greyed; the recap that came next looked like what swallowed the
click), and the players list read Red, Blue, White beside a turn order strip of Red, White, Blue."""

from __future__ import annotations

import random

import pygame
from scene_helpers import click, frames, make_app
from test_krownia_scene import _advance

from baraza.game.core.action import Action
from baraza.game.krownia.turn import _die
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _seven_with_blue_discarding():
    """Red (the player) has rolled a 7 and Blue (an AI seat, played by the test) owes discards."""
    app = make_app()
    match = new_match("krownia", ["human", "ai:easy"], 1)
    _advance(match, lambda m: m.state.phase == "roll" and m.state.current == 0 and m.state.turn > 2, 1)
    state = match.state
    for r, n in enumerate((3, 3, 2, 0, 0)):  # Blue holds 8 more cards: it owes on a 7
        state.bank[r] -= n
        state.hands[1][r] += n
        state.public_cards[1][r] += n
    while sum(state.hands[0]) > 7:  # Red owes nothing
        r = next(i for i in range(5) if state.hands[0][i])
        state.hands[0][r] -= 1
        state.bank[r] += 1
        state.public_cards[0][r] = min(state.public_cards[0][r], state.hands[0][r])
    seed = next(k for k in range(1000) if (lambda rng: _die(rng) + _die(rng))(random.Random(k)) == 7)
    state.rng = random.Random(seed)
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False  # the test plays Blue itself
    app.stack.reset(scene)
    frames(app)
    assert scene.submit_intent(Action("roll"))
    frames(app, 3)
    assert match.state.phase == "discard" and match.state.discard_owed[1] and scene.human_to_act() is None
    asked: list[str] = []
    scene.ai.request = lambda *args, **kw: asked.append(kw.get("purpose", ""))
    return app, match, scene, asked


def _blue_discards(app, match) -> None:
    while match.state.discard_owed[1]:
        r = next(r for r in range(5) if match.state.hands[1][r])
        assert match.submit(1, Action("discard", (r,))).ok
    frames(app, 120, dt=0.05)  # every discard shown


def test_a_hint_clicked_while_the_ai_discards_is_asked_when_the_pirate_prompt_shows(baraza_home):
    app, match, scene, asked = _seven_with_blue_discarding()
    hint = scene.button_row.hint
    assert not hint.enabled  # greyed while Blue discards: a click on it did nothing
    frames(app, 1, click(hint.rect.center))
    assert asked == []  # not yet: the question is not on screen
    assert any("once Blue has discarded" in t.text for t in app.toasts)
    _blue_discards(app, match)
    assert match.state.phase == "move_pirate" and scene.human_to_act() == 0
    assert asked == ["hint"]  # asked once, as the Pirate's prompt showed, without a second click
    frames(app, 5)
    assert asked == ["hint"]


def test_a_click_on_hint_with_the_recap_open_asks_at_once(baraza_home):
    app, match, scene, asked = _seven_with_blue_discarding()
    _blue_discards(app, match)
    assert scene.recap.recap_lines  # "While you waited" shows Blue's discards
    frames(app, 1, click(scene.button_row.hint.rect.center))
    assert asked == ["hint"] and not scene.recap.recap_lines  # the click closed the recap and reached Hint


def test_the_players_list_is_in_turn_order(baraza_home):
    app = make_app()
    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], 1)
    assert match.state.order == [0, 2, 1]  # Red, White, Blue
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app)
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    info = scene.geometry.info_rect
    for row, seat in enumerate(match.state.order):
        x, y = info.x + 28 + 7, info.y + 14 + row * 38 + 13  # inside the row's seat circle, beside its mark
        assert tuple(surface.get_at((x, y)))[:3] == scene.seat_colour(seat), (row, seat)
        assert scene.geometry.seat_row_pos(seat)[1] == info.y + 14 + row * 38 + 13  # cards fly to that row


def test_a_double_click_on_skip_free_road_never_rolls(baraza_home):
    """Roll takes Skip free road's place once the free roads end (blind tester, lesson step 50 -> 52): the second
    half of a quick double click on Skip is dropped; a click a moment later rolls."""
    app = make_app()
    match = new_match("krownia", ["human", "ai:easy"], 1)
    _advance(match, lambda m: m.state.phase == "roll" and m.state.current == 0 and m.state.turn > 2, 1)
    state = match.state
    state.devs[0][2] += 1  # a Road Building card, bought on an earlier turn
    state.deck.remove(2) if 2 in state.deck else None
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app)
    assert scene.submit_intent(Action("play_road_building"))
    frames(app, 60, dt=0.05)
    skip = scene.control("skip_free_road")
    assert skip is not None and match.state.phase == "road_building"
    spot = (skip.rect.x + 60, skip.rect.centery)  # the left of Skip, where Roll comes
    frames(app, 1, click(spot))
    assert match.state.phase == "roll"
    roll = scene.control("roll")
    assert roll is not None and roll.rect.collidepoint(spot)  # Roll now sits under the pointer
    frames(app, 1, click(spot), dt=0.1)  # the double click's second half
    frames(app, 2, dt=0.05)
    assert not match.state.rolled and match.state.phase == "roll"
    frames(app, 20, dt=0.05)
    frames(app, 1, click(spot))
    assert match.state.rolled  # a deliberate click, after the double click's time, rolls
