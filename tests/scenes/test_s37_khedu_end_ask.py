"""End turn asks first while a sure attack is open (khedu24: a turn ended at once beside "Rahala Outrider attacks
Hadimi Guard — 95 %"), with "Keep my turn" where End turn stood and Enter on it; and a Meditation that drew a new hand
leaves End turn to the player (Redraw hand ended the turn, the new hand gone into the AI's turn unread)."""

import pygame
from keyboard_player import walk_to
from scene_helpers import click, frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.ask_first import END_TURN_LABEL, SURE_ATTACK, open_attack, question_words
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.ui.click_guard import CHANGED_SECONDS

SETTLE = int(CHANGED_SECONDS * 60) + 3


def _table(seed: int = 3):
    app = make_app()
    match = new_match("khedu", ["human"], seed, {})
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    frames(app, 2)
    return app, match, scene


def _placed(seed: int = 3):
    """Solo, a unit placed: End turn is open beside a sure attack on the Desert."""
    app, match, scene = _table(seed)
    scene.submit_intent(next(a for a in scene.legal_actions() if a.kind == "place"))
    frames(app, SETTLE)
    assert Action("end_turn") in scene.legal_actions()
    attack = open_attack(match, scene.current_view(), scene.legal_actions())
    assert attack is not None and attack[1] >= SURE_ATTACK
    return app, match, scene, attack


def _end_turn_button(scene):
    scene.prompt.sync(scene.current_view())
    return next(b for b in scene.prompt.buttons if b.text == "End turn")


def test_end_turn_asks_first_with_a_sure_attack_open_and_a_double_click_keeps_the_turn(baraza_home):
    app, match, scene, (what, _chance) = _placed()
    moves = len(match.records)
    where = _end_turn_button(scene).rect.center
    frames(app, 1, click(where))
    assert len(match.records) == moves and scene.prompt.confirming == Action("end_turn"), "asked, not ended"
    text = scene.prompt.text(scene.current_view())
    assert text.startswith("End the turn") and "%" in text, text
    labels = {b.text: b for b in scene.prompt.buttons}
    assert labels["Keep my turn"].rect.collidepoint(where), "a double click's second half lands on Keep my turn"
    assert not labels[END_TURN_LABEL].rect.collidepoint(where)
    frames(app, SETTLE)
    frames(app, 1, click(where))
    assert len(match.records) == moves and scene.prompt.confirming is None
    # pressed again with the same attack open: the player heard the question, the turn ends (khedu25, S38)
    frames(app, SETTLE)
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    assert match.records[moves].action == Action("end_turn")


def test_the_question_names_the_attack_and_enter_keeps_the_turn(baraza_home):
    app, match, scene, (what, chance) = _placed()
    moves = len(match.records)
    walk_to(app, scene, pygame.Rect(_end_turn_button(scene).rect))
    frames(app, SETTLE)
    frames(app, 1, [key(pygame.K_RETURN)])  # End turn by Enter: asked, the cursor on Keep my turn
    frames(app, 2)
    assert len(match.records) == moves and scene.prompt.confirming == Action("end_turn")
    assert scene.focus.current.label.startswith("Keep my turn"), scene.focus.current.label
    words = question_words(scene.current_view(), Action("end_turn"), scene.prompt.asking.attacks)
    assert any(what in w for w in words), words
    frames(app, SETTLE)
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 2)
    assert len(match.records) == moves and scene.prompt.confirming is None, "Enter pressed Keep my turn"


def test_no_question_without_a_sure_attack(baraza_home, monkeypatch):
    app, match, scene, _attack = _placed()
    monkeypatch.setattr("baraza.scenes.khedu.ask_first.SURE_ATTACK", 1.01)
    moves = len(match.records)
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    frames(app, 2)
    assert match.records[moves].action == Action("end_turn")


def _meditate_until_redraw(app, scene) -> None:
    """Meditate, use every other option, then Redraw hand last: End turn is the only move left."""
    scene.submit_intent(Action("meditate"))
    frames(app, 3)
    while scene.legal_actions() and scene.legal_actions()[0].kind == "bind_cadence":  # solo: the Desert wakes first
        scene.submit_intent(scene.legal_actions()[0])
        frames(app, 3)
    for kind in ("med_replenish", "med_clan"):
        got = next((a for a in scene.legal_actions() if a.kind == kind), None)
        if got is not None:
            scene.submit_intent(got)
            frames(app, 3)
    scene.submit_intent(Action("med_redraw"))
    frames(app, 3)


def test_a_redrawn_hand_is_left_to_read_end_turn_waits_for_the_player(baraza_home):
    app, match, scene = _table(3)
    _meditate_until_redraw(app, scene)
    assert scene.legal_actions() == [Action("end_turn")]
    moves = len(match.records)
    frames(app, 120)
    assert len(match.records) == moves, "the table did not end the turn over the new hand"
    assert _end_turn_button(scene).enabled
