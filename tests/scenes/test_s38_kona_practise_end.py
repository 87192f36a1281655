"""kona19 got the only exercise wrong, pressed "Show a better move", and Finish said "Well done for going through
them": the end praises only what was right at the first try, else it counts honestly."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.kona.exercises import Answer, Exercise

BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))
PLAYED = Action("move", ("d3", "d4"))
TRY = Action("move", ("f4", "f3"))


def _finish(answers: list[Answer], given: bool = False) -> str:
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, [Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, PLAYED, 0.5, False, "blunder", 0.0)])
    app.stack.push(scene)
    frames(app, 2)
    if given:
        scene.given = TRY  # "Show a better move" gave the move first
    for answer in answers:
        scene.thinking, scene._done = True, (scene.index, answer)
        frames(app, 1)
    scene.next()
    words = app.toasts[-1].text
    scene.on_exit()
    return words


def test_a_wrong_exercise_earns_no_praise(baraza_home) -> None:
    words = _finish([Answer(False, "Not quite.", action=TRY)])
    assert "Well done" not in words and "1 exercise; 0 right at the first try" in words, words


def test_a_move_given_by_show_a_better_move_earns_no_praise(baraza_home) -> None:
    words = _finish([Answer(True, "Yes.", action=TRY)], given=True)
    assert "well done" not in words.lower(), words


def test_right_at_the_first_try_is_praised(baraza_home) -> None:
    words = _finish([Answer(True, "Yes.", action=TRY)])
    assert "right at the first try: well done" in words, words
