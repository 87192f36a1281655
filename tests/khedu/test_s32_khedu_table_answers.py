"""S32 (2-player blind tester against AI normal), the table's side: the No Cadence the table gives for the player
promises Undo only where Undo works, the button that takes its place waits out the click gate's interval, a lesson
card that asks for the press is not counted down, the roll's words when every die matches, a hint that keeps every
button, and a Desert Cadence hint worded from what the player can see."""

from __future__ import annotations

import sys
from pathlib import Path

from khedu_helpers import ScriptedRng, give_hand, new_turn, put_cadre, set_ensemble
from test_s32_khedu_no_cadence import _ai_attacks, _scene

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.table.click_gate import OWN_GATE_SECONDS

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import frames  # noqa: E402


def _own_fight(mine: list[str | None]):
    """Seat 0 (human, Hadimi) attacks a Desert unit with its Hadimi Guard and has paid: the Cadence window is its
    own; it holds the Cadences `mine`, the AI none."""
    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["wuqri_zealot", "okavian_raider", "allure", "caravan"])
    put_cadre(s, 0, 0, "hadimi_guard")
    set_ensemble(s, 1, [None, None, None, None])
    set_ensemble(s, 0, mine)
    assert match.submit(0, Action("attack", (("cadre", 0, 0), ("desert", 0)))).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert match.active_seats() == (0,) and s.combat.step == ("cadences" if any(mine) else "roll")
    return match


def _until(app, done, limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        frames(app, 1, dt=1 / 60)
    raise AssertionError("the table never got there")


def test_in_an_ai_fight_the_answer_promises_no_undo_that_the_roll_takes_away(baraza_home):
    match = _ai_attacks(["storm_chorus", "sandfire_hymn", None, None])
    app, scene = _scene(match)
    _until(app, lambda: any(r.action.kind == "roll" for r in match.records))
    assert not match.can_undo()  # the AI rolled: Undo is greyed
    said = [t.text for t in app.toasts if "answered No Cadence" in t.text]
    assert said and not any("Undo" in t for t in said), said


def test_in_the_players_own_fight_the_answer_can_be_undone_and_says_so(baraza_home):
    match = _own_fight(["whitesand_ballad", None, None, None])  # defensive only: it cannot help the attacker
    app, scene = _scene(match)
    _until(app, lambda: match.state.combat is not None and match.state.combat.step == "roll")
    said = [t.text for t in app.toasts if "answered No Cadence" in t.text]
    assert said and all("Undo takes it back" in t for t in said), said
    assert match.can_undo()  # the roll waits for the player: the words are true


def test_the_button_that_takes_the_answered_ones_place_waits_out_the_gate(baraza_home):
    """No Cadence, answered by the table, became "Roll N dice" in its place: a click aimed at No Cadence rolled."""
    match = _own_fight(["whitesand_ballad", None, None, None])
    app, scene = _scene(match)
    scene.prompt.pointer.pos = (0, 0)  # away from the bar: the pointer-based hold (Settling) plays no part
    scene.prompt.sync(scene.current_view())  # the bar before the table answers
    spot = next(b.rect.copy() for b in scene.prompt.buttons if b.text == "No Cadence")
    _until(app, lambda: any(b.text.startswith("Roll") for b in scene.prompt.buttons))
    roll = next(b for b in scene.prompt.buttons if b.text.startswith("Roll"))
    assert roll.rect.colliderect(spot)
    assert not scene.prompt.ready(roll)  # held: a click there now presses nothing
    shown_at = scene.clock.t
    while scene.clock.t - shown_at < OWN_GATE_SECONDS + 0.05:
        frames(app, 1, dt=1 / 60)
    roll = next(b for b in scene.prompt.buttons if b.text.startswith("Roll"))
    assert scene.prompt.ready(roll)  # then it answers


def test_a_lesson_card_asking_for_no_cadence_is_not_counted_down(baraza_home):
    """Lesson step 55 said "Press No Cadence." while the bar said the table would answer it in 3, 2, 1… The card and
    the bar now agree: S35 (khedu18) has the table answer it, and the card says so
    (tests/scenes/test_s35_khedu_lesson2_steps.py checks every step)."""
    from test_khedu_round7 import _lesson_at

    app, table, overlay = _lesson_at(54)
    assert "Press No Cadence" not in overlay.run.step.text and "for you in a moment" in overlay.run.step.text
    frames(app, 30, dt=1 / 60)
    assert table.lesson_answer.seconds_left() is not None  # the bar counts down to the answer the card promised


def test_every_die_alike_is_not_called_no_equal_dice(baraza_home, monkeypatch):
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # tests/scenes/test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    match = _own_fight([None, None, None, None])
    s = match.state
    app, scene = _scene(match)
    _until(app, lambda: s.combat is not None and s.combat.step == "roll")
    s.rng = ScriptedRng([2] * 6)
    assert match.submit(0, Action("roll")).ok
    assert match.legal_actions(0) == [Action("resolve")]  # three 2s: nothing the rule can change
    frames(app, 2)
    said = scene.prompt.text(scene.current_view())
    assert "No equal dice" not in said and ("would not help" in said or "changes nothing" in said), said


def _labels(scene) -> list[str]:
    scene.prompt.invalidate()
    scene.prompt.sync(scene.current_view())
    return [(b.text, tuple(b.rect)) for b in scene.prompt.buttons if not getattr(b, "gone", False)]


def test_a_hint_keeps_every_button_on_the_bar(baraza_home):
    for lp in (0, 9):  # Pass greyed for want of LP, and Pass open
        match = new_match("khedu", ["human", "ai:normal"], 3, {})
        while match.state.phase == "opening":
            seat = match.active_seats()[0]
            assert match.submit(seat, match.legal_actions(seat)[0]).ok
        new_turn(match.state, 0)
        match.state.players[0].lp = lp
        app, scene = _scene(match)
        scene.ai.cancel()
        before = _labels(scene)
        assert any(t.startswith("Pass") for t, _rect in before), before
        scene.hint = next(a for a in match.legal_actions(0) if a.kind in ("attack", "place"))
        frames(app, 2)
        after = _labels(scene)
        # every button stays, with its words and in its place (a shortened greyed Meditate let Pass slide into its
        # place: a blind tester)
        assert after == before, (before, after)
        assert scene.prompt.text(scene.current_view()).startswith("Hint:")


def test_a_desert_cadence_hint_does_not_know_the_face_down_card():
    from baraza.game.khedu import RULES
    from baraza.scenes.khedu.hint_words import hint_reasons

    match = new_match("khedu", ["human"], 5, {})
    while match.state.phase == "opening":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert match.submit(0, Action("meditate")).ok and match.state.phase == "bind"
    view = match.view(0)
    for action in match.legal_actions(0):
        words = hint_reasons(view, 0, action, RULES.data)
        assert not any("harms you least" in w for w in words), words
        kind = view.desert[action.args[0]].units[0].denomination
        assert "any Cadence may lie there" in words[0] and kind in words[0], words


