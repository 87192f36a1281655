"""S35, the Khedu lesson (blind tester khedu18, lesson 8/10).

- Step 55 asked the learner to press No Cadence with only defensive songs left in an attack: a click deciding nothing.
  The lesson now answers it as a game's table does, and its card says so; every step the table answers says so, and
  none it answers asks for the press.
- Enter at steps 24 and 26 put the keyboard's cursor on "Take 1 LP" and on the Oadhii Conjurer (the spots the table
  lands on in a game) rather than the lit "Stack 1 Honor" and Khana KuDjani, and did nothing there: in a lesson the
  cursor goes on to the step's lit spot."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_khedu_round7 import _lesson_at

from baraza.scenes.table import tutorial_auto as auto


def test_step_55_is_answered_for_the_learner_and_its_card_says_so(baraza_home):
    app, table, overlay = _lesson_at(54)
    step = overlay.run.step
    assert step.do is not None and step.do.kind == "cadence_done"
    assert "for you in a moment" in step.text and "Press No Cadence" not in step.text
    assert table.prompt.nothing_to_sing()  # only the Ballad and the Lament are left: defensive, in an attack
    frames(app, 30, dt=1 / 60)
    assert "for you in" in table.prompt.text(table.current_view()) or table.lesson_answer.seconds_left() is not None
    wait = table.lesson_answer.wait_seconds(step.text)
    frames(app, int(60 * (wait + 1)), dt=1 / 60)  # the pointer still: the table answers once the card is read
    assert overlay.run.index > 54


def test_every_step_the_table_answers_says_so(baraza_home):
    app, table, overlay = _lesson_at(0)
    answered = []
    while not overlay.run.finished:
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        expected = overlay.run.expected()
        if expected is not None and expected.kind == "cadence_done":
            given = table.lesson_answer.answer(table.current_view()) == expected
            text = overlay.run.step.text
            assert given == ("for you in a moment" in text), (overlay.run.index + 1, text)
            assert not given or "Press No Cadence" not in text
            answered.append(overlay.run.index + 1) if given else None
        auto._frame(app)
        assert auto.do_step(app, overlay) is None
    assert 55 in answered


def _enter_until(app, overlay, index: int) -> None:
    press(app, pygame.K_RETURN)
    for _ in range(400):
        frames(app, 1, dt=0.05)
        if overlay.run.index >= index and overlay.settled:
            break
    frames(app, 10, dt=0.05)


def test_after_enter_the_cursor_goes_on_to_the_steps_lit_spot(baraza_home):
    app, table, overlay = _lesson_at(22)  # step 23: Roll
    frames(app, 5)
    landed = {}
    for index in (23, 24, 24, 25):  # Roll, Stack Honor, the Wanderer (the attack's two clicks), then a card to pay
        _enter_until(app, overlay, index)
        focus = table.focus
        current = focus._settle(focus.targets())
        lit = [tuple(pygame.Rect(r)) for r in overlay.clicks()]
        landed[overlay.run.index + 1] = (current.label, current.rect in lit)
        assert current.rect in lit, (overlay.run.index + 1, current.label, lit)
    assert landed[24][0].startswith("Stack") and "Khana KuDjani" in landed[26][0], landed
