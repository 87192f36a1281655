"""End turn's question (khedu25): asked only about an open attack whose win gains the player something (a Desert-vs-
Desert fight at 94 % scores nothing: no question); not again in the same turn once the player answered "Keep my
turn", unless an attack opened since; and "Keep my turn" always drawn lit, even while it waits out a double click."""

import random

from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.khedu.odds import wants_attacker
from baraza.game.khedu.win_gain import WinGain, win_gain, winning_roll
from baraza.game.registry import new_match
from baraza.scenes.khedu.ask_first import SURE_ATTACK, sure_attacks
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.ui.click_guard import CHANGED_SECONDS
from baraza.scenes.ui.widgets import Button

SETTLE = int(CHANGED_SECONDS * 60) + 3


def _scene(match):
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    frames(app, 2)
    return app, scene


def _sure(match, action) -> bool:
    view = match.view(0)
    att, dfn = tuple(action.args[0]), tuple(action.args[1])
    return wants_attacker(0, att, dfn) is not False and view.attack_win_chance(0, att, dfn) >= SURE_ATTACK


def _desert_only_match():
    """A solo match walked (placements first, else random moves) to the player's turn where the only attacks at
    SURE_ATTACK or more are Desert unit against Desert unit, scoring nothing."""
    for seed in range(1, 30):
        match, rnd = new_match("khedu", ["human"], seed, {}), random.Random(seed)
        for _ in range(120):
            if match.is_over():
                break
            view, legal = match.view(0), match.legal_actions(0)
            if view.phase == "turn" and view.combat is None and Action("end_turn") in legal:
                sure = [a for a in legal if a.kind == "attack" and _sure(match, a)]
                if sure and all(a.args[0][0] == "desert" and a.args[1][0] == "desert" for a in sure) and not any(
                        win_gain(match.rules, match.state, 0, a) for a in sure):
                    return match
            moves = [a for a in legal if a.kind != "end_run"]
            placements = [a for a in moves if a.kind == "place"]
            match.submit(0, placements[0] if placements and rnd.random() < 0.7 else rnd.choice(moves))
    raise AssertionError("no position with only Desert-vs-Desert sure attacks")


def _end_turn_button(scene):
    scene.prompt.sync(scene.current_view())
    return next(b for b in scene.prompt.buttons if b.text == "End turn")


def test_a_winning_roll_reaches_the_need_without_a_six_when_it_can():
    assert sorted(winning_roll(3, 10)) == [1, 4, 5] and sum(winning_roll(3, 16)) >= 16 and 6 in winning_roll(3, 16)
    assert winning_roll(2, 13) is None and winning_roll(4, 2) == (1, 1, 1, 1)
    assert not WinGain() and WinGain(points=2).words() == "scores 2"


def test_a_sure_desert_fight_that_scores_nothing_does_not_ask(baraza_home):
    match = _desert_only_match()
    view = match.view(0)
    assert sure_attacks(match, view, match.legal_actions(0)) == ()
    app, scene = _scene(match)
    moves = len(match.records)
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    frames(app, 2)
    assert scene.prompt.confirming is None
    assert match.records[moves].action == Action("end_turn"), "ended at once: the open fight gains nothing"


def _placed(seed: int = 3):
    """Solo, a unit placed: its hero attacks the Desert at 100 % for a point (test_s37_khedu_end_ask)."""
    match = new_match("khedu", ["human"], seed, {})
    app, scene = _scene(match)
    scene.submit_intent(next(a for a in scene.legal_actions() if a.kind == "place"))
    frames(app, SETTLE)
    attacks = sure_attacks(match, scene.current_view(), scene.legal_actions())
    assert attacks and attacks[0].gain.points > 0, attacks
    return app, match, scene


def _ask_and_keep(app, scene) -> None:
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    assert scene.prompt.confirming == Action("end_turn")
    keep = next(b for b in scene.prompt.buttons if b.text == "Keep my turn")
    frames(app, SETTLE)
    frames(app, 1, click(keep.rect.center))
    assert scene.prompt.confirming is None


def test_keep_my_turn_looks_lit_while_it_waits_out_a_double_click(baraza_home, monkeypatch):
    app, match, scene = _placed()
    drawn: list[tuple[str, bool]] = []
    real = Button.draw
    monkeypatch.setattr(Button, "draw", lambda b, surface, fonts: (drawn.append((b.text, b.enabled)),
                                                                    real(b, surface, fonts)))
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    keep = next(b for b in scene.prompt.buttons if b.text == "Keep my turn")
    assert not scene.prompt.ready(keep), "under the pointer it still waits out a double click"
    drawn.clear()
    frames(app, 1)
    assert ("Keep my turn", True) in drawn and ("Keep my turn", False) not in drawn, drawn


def test_after_keep_my_turn_end_turn_ends_the_turn_but_an_attack_opened_since_asks_again(baraza_home):
    app, match, scene = _placed()
    _ask_and_keep(app, scene)
    heard = set(scene.prompt.asking.heard)
    assert heard
    # the hero fights: the Desert stack shows a new unit, a new sure attack End turn has not named
    attack = next(a for a in scene.legal_actions() if a.kind == "attack" and a.args[0][0] == "cadre")
    scene.submit_intent(attack)
    for _ in range(40):
        frames(app, 4)
        view = scene.current_view()
        if view.combat is None and Action("end_turn") in scene.legal_actions():
            break
        legal = scene.legal_actions()
        if legal and scene.human_to_act() is not None:
            order = ("pay", "cadence_done", "roll", "resolve", "reward")
            scene.submit_intent(min(legal, key=lambda a: order.index(a.kind) if a.kind in order else 9))
    frames(app, SETTLE)
    now = {s.cards for s in sure_attacks(match, scene.current_view(), scene.legal_actions())}
    assert now - heard, "the fight opened an attack not heard of"
    moves = len(match.records)
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    assert len(match.records) == moves and scene.prompt.confirming == Action("end_turn"), "asked again"
    _keep = next(b for b in scene.prompt.buttons if b.text == "Keep my turn")
    frames(app, SETTLE)
    frames(app, 1, click(_keep.rect.center))
    frames(app, SETTLE)
    frames(app, 1, click(_end_turn_button(scene).rect.center))
    assert match.records[moves].action == Action("end_turn"), "heard it all: End turn ends the turn"
