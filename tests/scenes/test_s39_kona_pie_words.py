"""kona21, Black after the AI's pie swap: Practise's title said "Find a better move for White" over a panel saying
"Black (you)", and "Move 5" over a table saying "Move 4"; its end said "You tried 1 exercise, it right at the first
try: well done." of a try only good enough; a good-enough verdict named no drawback where the Hint warned of one."""

from __future__ import annotations

import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.kona.exercises import Answer, Exercise
from baraza.game.kona.rules import SWAP
from baraza.scenes.kona.practise_verdict import (
    AFTER_SHOWN,
    PASSED_SHORT,
    RIGHT,
    WRONG,
    end_words,
    first_try,
    verdict_words,
)


def _move(start: str, end: str) -> Action:
    return Action("move", (start, end))


PIE = ((0, _move("a6", "b5")), (1, SWAP), (0, _move("f6", "d4")), (1, _move("f6", "d4")))
HARD = ((0, _move("a6", "c4")), (1, _move("a1", "a4")), (0, _move("c4", "c5")), (1, _move("a4", "b3")))
DRAWBACK = "lifting a1 lets Black play a1 → a2 and threaten a line on c4"
LAST = "That was the last one. "


def _scene(app, exercise: Exercise):
    from baraza.scenes.kona.exercise import ExerciseScene

    scene = ExerciseScene(app, [exercise])
    app.stack.push(scene)
    frames(app, 2)
    return scene


def _drawn(app, scene) -> list[str]:
    app.fonts.placed, app.fonts.shortened = [], []
    try:
        scene._picture = None  # the table drawn again, its words noted
        scene.draw(app.screen)
        return [line for _rect, line, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None


def test_practise_after_a_swap_names_the_players_colour_and_one_move_count(baraza_home) -> None:
    app = make_app()
    exercise = Exercise({"opening": "free", "pie": "on"}, 52322, ("human", "ai:normal"), PIE, 0, _move("a1", "d1"),
                        0.47, False, "blunder", 0.0)
    scene = _scene(app, exercise)
    assert scene.title() == "Find a better move for Black (1 of 1)"
    assert exercise.prompt().startswith("Move 5,")
    drawn = _drawn(app, scene)
    assert "Move 5" in drawn and "Move 4" not in drawn, drawn  # the table's own count agrees
    scene.on_exit()


def test_without_a_swap_the_colours_and_counts_stay(baraza_home) -> None:
    app = make_app()
    exercise = Exercise({"opening": "free", "pie": "off"}, 749343, ("human", "ai:hard"), HARD, 0, _move("f1", "c4"),
                        0.51, False, "mistake", 0.3)
    scene = _scene(app, exercise)
    assert scene.title() == "Find a better move for White (1 of 1)"
    assert "Move 5" in _drawn(app, scene)
    scene.on_exit()


def _answer(right: bool, mark: str | None) -> Answer:
    return Answer(right, "…", mark, _move("a1", "a3"), None, 0.4, 0.5)


def test_each_first_try_is_named_for_what_it_was() -> None:
    given = _move("c5", "d4")
    assert first_try(_answer(True, None), None) == RIGHT
    assert first_try(_answer(True, "inaccuracy"), None) == PASSED_SHORT
    assert first_try(_answer(False, "mistake"), None) == WRONG
    assert first_try(_answer(True, None), given) == AFTER_SHOWN


@pytest.mark.parametrize(("tries", "words"), [
    ([], "The exercises stay here: try them another time."),
    ([RIGHT], "You tried 1 exercise and got it right at the first try: well done."),
    ([RIGHT, RIGHT, RIGHT], "You tried 3 exercises and got all 3 right at the first try: well done."),
    ([PASSED_SHORT], "You tried 1 exercise; 0 right at the first try and 1 good enough (a better move was there). "
                     "No mistake: try it again later for the best move."),
    ([RIGHT, PASSED_SHORT], "You tried 2 exercises; 1 right at the first try and 1 good enough (a better move was "
                            "there). No mistake: try them again later for the best move."),
    ([WRONG], "You tried 1 exercise; 0 right at the first try and 1 missed at the first try. Try it again later."),
    ([WRONG, WRONG], "You tried 2 exercises; 0 right at the first try and 2 missed at the first try. Try them again later."),
    ([AFTER_SHOWN], "You tried 1 exercise; 0 right at the first try and 1 answered after the better move was shown. "
                    "Try it again later."),
    ([RIGHT, PASSED_SHORT, WRONG, AFTER_SHOWN, RIGHT],
     "You tried 5 exercises; 2 right at the first try, 1 good enough (a better move was there), 1 missed at the first try and 1 "
     "answered after the better move was shown. Try them again later."),
])
def test_the_end_is_true_for_every_mix(tries, words) -> None:
    said = end_words(tries)
    assert said == LAST + words, said
    assert ("well done" in said) == (bool(tries) and set(tries) == {RIGHT})  # praise only when all were right


def test_the_screens_end_does_not_praise_a_good_enough_try(baraza_home) -> None:
    """kona21: "You tried 1 exercise, it right at the first try: well done." after "Good enough … an inaccuracy"."""
    app = make_app()
    exercise = Exercise({"opening": "free", "pie": "off"}, 749343, ("human", "ai:hard"), HARD, 0, _move("f1", "c4"),
                        0.51, False, "mistake", 0.3)
    scene = _scene(app, exercise)
    passed = Answer(True, "Good enough: no mistake (41%), though the best move keeps 51%.", "inaccuracy",
                    _move("a1", "a3"), _move("c5", "d4"), 0.41, 0.51)
    scene.thinking, scene._done = True, (scene.index, passed)
    frames(app, 1)
    scene.next()
    said = app.toasts[-1].text
    assert "well done" not in said.lower() and "1 good enough" in said and " it right" not in said, said


@pytest.mark.parametrize("scale", [100, 150])
def test_a_good_enough_verdict_names_its_drawback_whole(baraza_home, scale) -> None:
    """The verdict says what the try gives Black in the Hint's words, and reads whole in the banner."""
    app = make_app()
    app.fonts.set_scale(scale / 100)
    exercise = Exercise({"opening": "free", "pie": "off"}, 749343, ("human", "ai:hard"), HARD, 0, _move("f1", "c4"),
                        0.51, False, "mistake", 0.3)
    why = ("Good enough: no mistake (41%), though the best move keeps 51% because it lines up your pieces on a3 and "
           f"c5: one more on b4 makes a line of three. But {DRAWBACK}.")
    passed = Answer(True, why, "inaccuracy", _move("a1", "a3"), _move("c5", "d4"), 0.4074, 0.512,
                    drawback=DRAWBACK)
    words = verdict_words(passed)
    assert words.startswith("Good enough: 41%, 10 points below the best move's 51%: an inaccuracy, not a mistake. It"), \
        words  # the marks' scale left out: the drawback says why it fell short, and the banner holds two lines
    assert words.endswith(f"It lines up your pieces on a3 and c5: one more on b4 makes a line of three. But {DRAWBACK}."), \
        words
    assert words.count(DRAWBACK) == 1
    scene = _scene(app, exercise)
    scene.thinking, scene._done = True, (scene.index, passed)
    frames(app, 1)
    assert scene.answer_words().startswith(words)
    drawn = " ".join(_drawn(app, scene))
    assert DRAWBACK.split()[-1] in drawn and not app.fonts.shortened, app.fonts.shortened
    scene.on_exit()
