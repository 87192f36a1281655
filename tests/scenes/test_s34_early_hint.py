"""A Hint asked on the player's own turn while the table is still busy (another seat answers, a move is shown) is
kept and asked once the player's prompt is on screen, on every game's table (scenes/table/early_hint.py; it was
KROWNIA's alone). A lesson, a replay and another seat's turn keep the plain Hint."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_helpers import click, frames, key, make_app

from baraza.game.registry import new_match

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402


def _khedu_ai_answers():
    """Seat 0 (human) attacked seat 1's (AI, played by the test) Guard: the AI's Cadence window is open on the
    player's turn, so the table takes no input from the player yet."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["wuqri_zealot", "okavian_raider", "allure", "caravan"])
    put_cadre(s, 1, 0, "hadimi_guard", honor=2)
    set_ensemble(s, 0, [None] * 4)
    set_ensemble(s, 1, ["storm_chorus", "whitesand_ballad", None, None])  # the AI has a window to sing in
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[1] == ("cadre", 1, 0))
    assert match.submit(0, attack).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    app = make_app()
    scene = KheduScene(app, match)
    scene.ai_turns.enabled = False  # the test answers for the AI
    app.stack.reset(scene)
    frames(app, 3)
    assert match.active_seats() == (1,) and scene.whose_turn(scene.current_view()) == 0
    assert scene.human_to_act() is None and not scene.button_row.hint.enabled
    asked: list[str] = []
    scene.ai.request = lambda *args, **kw: asked.append(kw.get("purpose", ""))
    return app, match, scene, asked


def _ai_answers_until_the_player_acts(app, match, scene) -> None:
    for _ in range(20):
        if scene.human_to_act() == 0:
            return
        seat = match.active_seats()[0]
        if seat == 1:
            legal = match.legal_actions(1)
            done = next((a for a in legal if a.kind == "cadence_done"), legal[0])
            assert match.submit(1, done).ok
        frames(app, 20, dt=0.1)
    raise AssertionError("the player's prompt never came")


def test_khedu_keeps_a_hint_keyed_while_the_ai_answers_and_asks_it_at_the_players_prompt(baraza_home):
    app, match, scene, asked = _khedu_ai_answers()
    frames(app, 1, [key(pygame.K_h, unicode="h")])
    assert asked == []  # not yet: the player's question is not on screen
    assert any("Your hint comes when your move is ready." in t.text for t in app.toasts)
    assert not any("for your own turn" in t.text for t in app.toasts)
    _ai_answers_until_the_player_acts(app, match, scene)
    frames(app, 2)
    assert asked == ["hint"]  # asked once, as the player's prompt showed, without a second press
    frames(app, 5)
    assert asked == ["hint"]


def test_khedu_keeps_a_click_on_the_greyed_hint_button(baraza_home):
    app, match, scene, asked = _khedu_ai_answers()
    frames(app, 1, click(scene.button_row.hint.rect.center))
    assert asked == [] and any("Your hint comes" in t.text for t in app.toasts)
    _ai_answers_until_the_player_acts(app, match, scene)
    frames(app, 2)
    assert asked == ["hint"]


def test_a_kept_hint_is_dropped_when_the_turn_moves_on(baraza_home):
    app, match, scene, asked = _khedu_ai_answers()
    intents = scene.move_intents
    intents.ask_hint()
    assert intents.early_hint.waiting == 0
    match.state.current = 1  # the turn passes (as after the player's End turn): the kept Hint goes with it
    scene.views.moved()
    intents.early_hint.follow()
    assert intents.early_hint.waiting is None and asked == []


def test_another_seats_turn_a_lesson_and_a_replay_keep_the_plain_hint(baraza_home):
    app, match, scene, asked = _khedu_ai_answers()
    early = scene.move_intents.early_hint
    scene.viewer = 1  # the table shown to a seat whose turn it is not (and not human)
    assert early.seat() is None
    scene.viewer = 0
    scene.tutorial = object()  # a lesson runs: its glowing spot is the hint
    assert early.seat() is None
    scene.tutorial = None
    scene.views.read_only = True  # a replay's table
    assert early.seat() is None
    scene.views.read_only = False
    assert early.seat() == 0


def test_on_an_ai_seats_own_turn_hint_still_says_it_is_for_your_turn(baraza_home):
    app = make_app()
    match = new_match("kona", ["ai:easy", "human"], 1)
    from baraza.scenes.table.launch import scene_class

    scene = scene_class("kona")(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app, 2)
    asked: list[str] = []
    scene.ai.request = lambda *args, **kw: asked.append(kw.get("purpose", ""))
    scene.move_intents.ask_hint()
    assert scene.move_intents.early_hint.waiting is None and asked == []
    assert any("A hint is for your own turn." in t.text for t in app.toasts)
    assert match.submit(0, match.legal_actions(0)[0]).ok
    frames(app, 5)
    assert asked == []  # nothing was kept for later
