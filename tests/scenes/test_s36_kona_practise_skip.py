"""Kona's Practise (blind tester kona15): a double click on "Next exercise" skipped the last exercise untried
("That was the last one. Well done…"), because "Finish" stood where "Next exercise" had been; exercise 1's note
("You had a win at move 13…") stayed over exercise 2; the reply's arrow began on a square that showed the player's
piece (the board showed the position before the player's move)."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.kona.exercises import MISSED_WIN, Answer, Exercise
from baraza.game.kona.rules import WHITE

# White to move (as in tests/kona/test_kona_practise_board.py): a6 → a5 is a wrong try Black answers
BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))
PLAYED = Action("move", ("d3", "d4"))
TRY = Action("move", ("f4", "f3"))
REPLY = Action("move", ("f6", "f5"))


def _exercise(kind: str = "blunder") -> Exercise:
    return Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, PLAYED, 0.5, False, kind, 0.0)


def _scene(exercises):
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, exercises)
    app.stack.push(scene)
    frames(app, 60)  # a second: the buttons shown at the start answer
    return app, scene


def _answered(app, scene, answer: Answer) -> None:
    """The judge's thread answered a try (as ExerciseScene._try's worker does)."""
    scene.thinking, scene._done = True, (scene.index, answer)
    frames(app, 1)


def _texts(scene) -> list[str]:
    return [b.text for b in scene.buttons]


def test_an_untried_exercise_offers_skip_away_from_next(baraza_home) -> None:
    app, scene = _scene([_exercise(), _exercise()])
    assert "Skip" in _texts(scene) and "Next exercise" not in _texts(scene) and "Finish" not in _texts(scene)
    skip = next(b for b in scene.buttons if b.text == "Skip")
    assert not skip.rect.colliderect(scene.next_button.rect)
    _answered(app, scene, Answer(False, "Not quite.", action=TRY))
    assert "Next exercise" in _texts(scene) and "Skip" not in _texts(scene)
    scene.on_exit()


def test_a_double_click_on_next_never_skips_the_last_exercise(baraza_home) -> None:
    app, scene = _scene([_exercise(), _exercise()])
    _answered(app, scene, Answer(False, "Not quite.", action=TRY))
    frames(app, 60)
    spot = scene.next_button.rect.center
    frames(app, 1, click(spot))
    assert scene.index == 1 and app.stack.top is scene
    frames(app, 27)  # a slow double click: the second press 0.45 s later
    frames(app, 1, click(spot))
    assert app.stack.top is scene and scene.index == 1, "the last exercise was skipped untried"
    assert "Finish" not in _texts(scene)  # "Finish" only after a try
    _answered(app, scene, Answer(False, "Not quite.", action=TRY))
    assert "Finish" in _texts(scene)
    scene.on_exit()


def test_a_button_that_just_appeared_under_the_pointer_waits(baraza_home) -> None:
    app, scene = _scene([_exercise()])
    spot = scene.next_button.rect.center
    _answered(app, scene, Answer(False, "Not quite.", action=TRY))  # "Finish" comes where the pointer rests
    frames(app, 1, click(spot))
    assert app.stack.top is scene, "a click the moment Finish appeared ended the exercises"
    frames(app, 60)
    frames(app, 1, click(spot))
    assert app.stack.top is not scene
    scene.on_exit()


def test_the_first_exercises_note_goes_with_it(baraza_home) -> None:
    app, scene = _scene([_exercise(MISSED_WIN), _exercise()])
    assert any("You had a win at move" in t.text for t in app.toasts)
    _answered(app, scene, Answer(False, "Not quite.", action=TRY))
    scene.next()
    assert not any("You had a win at move" in t.text for t in app.toasts)
    scene.on_exit()


def test_the_reply_is_shown_on_the_board_after_the_try(baraza_home) -> None:
    app, scene = _scene([_exercise()])
    before = scene.table.current_view().stacks["f4"]
    assert before and before[-1] == WHITE
    _answered(app, scene, Answer(False, "Not quite: Black plays f6 → f5.", action=TRY, reply=REPLY))
    assert scene.shown_reply() == REPLY
    view = scene.table.current_view()
    assert len(view.stacks["f4"]) == len(before) - 1 and view.stacks["f3"][-1] == WHITE, view.stacks
    # a new try starts from the position itself: picking a tower shows its board again
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                       pos=scene._screen_rect(scene.table.square_rect("f4")).center)])
    assert scene.selected == "f4" and scene.table.current_view().stacks["f4"] == before
    scene.on_exit()
