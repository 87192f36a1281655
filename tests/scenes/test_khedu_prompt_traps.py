"""The Khedu prompt bar never betrays a click (issue 41): its right end holds only the harmless "go on"
buttons (No Cadence, Roll, Resolve, End turn) or nothing; a pass that costs Legacy points asks first, with
"Keep my turn" where the pass was; a button that has just taken another's place ignores a click for the
click gate's interval; a step keeps its buttons' places; and a fight can be sat out of in one click."""

import pygame
import pytest
from scene_helpers import click, frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.khedu import make_agent
from baraza.game.registry import new_match
from baraza.scenes.khedu.prompt import GO_ON, QUIET_LABEL
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.ui.click_guard import CHANGED_SECONDS

SETTLE_FRAMES = int(CHANGED_SECONDS * 60) + 3  # the bar's wait for a button that took another's place


def _table(seed: int):
    app = make_app()
    match = new_match("khedu", ["human", "ai:easy"], seed, {})
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, scene


def _bar(scene):
    scene.prompt.sync(scene.current_view())
    return [(b.text, pygame.Rect(b.rect), b.enabled) for b in scene.prompt.buttons]


def _play_until(app, scene, wanted, seed: int, limit: int = 400):
    """Play the human seat with an easy agent until `wanted(view, legal)`; every bar seen on the way."""
    me = make_agent("easy", 0, seed + 1)
    bars = []
    for _ in range(limit):
        frames(app, 3)
        if scene.match.is_over():
            break
        if scene.human_to_act() is None:
            continue
        view, legal = scene.current_view(), scene.legal_actions()
        bars.append(_bar(scene))
        if wanted(view, legal):
            return view, bars
        scene.submit_intent(me.choose(scene.match.rules, view, 0, legal))
    return None, bars


def _costly_pass(view, legal):
    return Action("pass") in legal and view.players[0].legacy_points >= view.pass_cost


@pytest.mark.parametrize("seed", [3, 5])
def test_the_right_end_holds_only_go_on_buttons_and_a_pass_is_never_there(baraza_home, seed):
    app, scene = _table(seed)
    _view, bars = _play_until(app, scene, lambda v, legal: False, seed, limit=250)
    zone = scene.z["prompt"]
    labels_at_end = set()
    for bar in bars:
        for text, rect, _enabled in bar:
            if rect.right >= zone.right - 10:
                labels_at_end.add(text.split(" (")[0].split(" ")[0])
    assert labels_at_end, "some turns ended with a go-on button"
    # Best: the dice's best settling takes Roll's place after a roll (a double click on Roll never resolves a
    # fight on the raw total: Khedu blind playtest)
    assert labels_at_end <= {"No", "Roll", "Resolve", "End", "Best:"}, labels_at_end
    assert set(GO_ON) == {"end_turn", "cadence_done", "roll", "resolve"}


def test_a_pass_that_costs_points_asks_first_and_a_double_click_keeps_the_turn(baraza_home):
    app, scene = _table(3)
    view, _bars = _play_until(app, scene, _costly_pass, 3)
    assert view is not None, "a turn where passing costs Legacy points"
    frames(app, SETTLE_FRAMES)
    lp = view.players[0].legacy_points
    moves = len(scene.match.records)
    pass_button = next(b for b in scene.prompt.buttons if b.text.startswith("Pass"))
    where = pass_button.rect.center
    frames(app, 1, click(where))
    assert len(scene.match.records) == moves, "one click never spends Legacy points"
    assert "Pass anyway" in scene.prompt.text(scene.current_view())
    labels = {b.text: b for b in scene.prompt.buttons}
    assert labels["Keep my turn"].rect.collidepoint(where), "the double click lands on Keep my turn"
    assert all(b.rect.right < scene.z["prompt"].right - 100 for b in scene.prompt.buttons), "go-on slot empty"
    frames(app, SETTLE_FRAMES, None)
    frames(app, 1, click(where))  # the second click of a slow double click
    assert len(scene.match.records) == moves and scene.prompt.confirming is None
    assert any(b.text == pass_button.text for b in scene.prompt.buttons), "back to the turn's choice"
    # asked again, and confirmed: now the pass is made and costs what it said
    frames(app, SETTLE_FRAMES)  # the bar came back in Keep my turn's place: it waits the interval too
    frames(app, 1, click(pass_button.rect.center))
    frames(app, SETTLE_FRAMES)
    confirm = next(b for b in scene.prompt.buttons if b.text.startswith("Pass for"))
    frames(app, 1, click(confirm.rect.center))
    assert scene.match.records[moves].action == Action("pass")
    assert scene.match.view(0).players[0].legacy_points == lp - view.pass_cost


def _asked_to_confirm_a_pass():
    """A table where a pass costs Legacy points and the player has just clicked it once."""
    app, scene = _table(3)
    view, _bars = _play_until(app, scene, _costly_pass, 3)
    assert view is not None
    frames(app, SETTLE_FRAMES)
    pass_button = next(b for b in scene.prompt.buttons if b.text.startswith("Pass"))
    frames(app, 1, click(pass_button.rect.center))
    return app, scene


def test_esc_drops_the_pass_question(baraza_home):
    app, scene = _asked_to_confirm_a_pass()
    assert scene.prompt.confirming == Action("pass")
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert scene.prompt.confirming is None and app.stack.top is scene


def test_a_button_that_just_took_another_ones_place_ignores_a_click_for_the_gate_interval(baraza_home, monkeypatch):
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    app, scene = _asked_to_confirm_a_pass()
    keep = next(b for b in scene.prompt.buttons if b.text == "Keep my turn")
    frames(app, 1, click(keep.rect.center))  # at once: Keep my turn stands where the pass stood a moment ago
    assert scene.prompt.confirming == Action("pass"), "the click was too soon to count"
    frames(app, SETTLE_FRAMES)
    frames(app, 1, click(keep.rect.center))
    assert scene.prompt.confirming is None


def test_a_used_choice_keeps_its_place_until_the_step_ends(baraza_home):
    app, scene = _table(3)
    bar = _bar(scene)
    prompt = scene.prompt
    view = scene.current_view()
    from baraza.scenes.ui.widgets import Button

    # the same step, a choice gone: the others stay where they were, the gone one greyed in its place
    first = [("A choice", lambda: None, False), ("Another", lambda: None, False)]
    prompt._step = None
    shown = prompt._kept_places(view, [Action("x")], first)
    assert [s[0] for s in shown] == ["A choice", "Another"]
    again = prompt._kept_places(view, [Action("x")], [("Another", lambda: None, False)])
    assert [s[0] for s in again] == ["A choice", "Another"]
    prompt._lay_out(view, again, None)
    gone = next(b for b in prompt.buttons if b.text == "A choice")
    assert isinstance(gone, Button) and not gone.enabled
    assert bar is not None


def test_no_cadence_this_fight_answers_the_later_windows_of_that_fight_only(baraza_home):
    from baraza.scenes.khedu.prompt import fight_of

    app, scene = _table(3)
    view, _bars = _play_until(app, scene, lambda v, legal: v.combat is not None and v.combat.step == "cadences",
                              3)
    assert view is not None
    frames(app, SETTLE_FRAMES)
    quiet = next(b for b in scene.prompt.buttons if b.text == QUIET_LABEL)
    moves = len(scene.match.records)
    frames(app, 1, click(quiet.rect.center))
    assert scene.match.records[moves].action == Action("cadence_done")
    assert scene.prompt.quiet_fight == fight_of(view)
    # a later window of the same fight is answered without a click; one of another fight is not
    view, _bars = _play_until(app, scene, lambda v, legal: v.combat is not None and v.combat.step == "cadences",
                              4)
    assert view is not None
    scene.prompt.quiet_fight = ("another fight",)
    frames(app, 3)
    assert scene.human_to_act() == 0 and scene.current_view().combat.step == "cadences", "asked as usual"
    scene.prompt.quiet_fight = fight_of(view)
    moves = len(scene.match.records)
    frames(app, 3)
    assert scene.match.records[moves].action == Action("cadence_done") and scene.match.records[moves].seat == 0
