"""Kona's Practise (blind tester kona16): a double click on "Skip" skipped exercise 2 too (Skip stands at the same
place on both, so the second press landed on the next exercise's Skip); a try the judge passed as "Good enough"
while the same words called its 20-point drop "a mistake's drop", with a reason praising it."""

from __future__ import annotations

from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.kona.exercises import Answer, Exercise
from baraza.scenes.kona.practise_verdict import GOOD_ENOUGH, judged, verdict_words

# White to move (as in test_s36_kona_practise_skip.py)
BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))
PLAYED = Action("move", ("d3", "d4"))
TRY = Action("move", ("f4", "f3"))
BEST = Action("move", ("d3", "c3"))
PRAISE = " because it keeps your pieces on a6 and f6 on top of Black's: lifting f6 would let Black threaten a line " \
         "on d4."


def _exercise() -> Exercise:
    return Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, PLAYED, 0.5, False, "blunder", 0.0)


def _scene(count: int):
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, [_exercise() for _ in range(count)])
    app.stack.push(scene)
    frames(app, 60)  # a second: the buttons shown at the start answer
    return app, scene


def _good_enough(p_answer: float, p_best: float) -> Answer:
    """The judge's "Good enough" (marked an inaccuracy: its noise allowance took the drop under a mistake's)."""
    return Answer(True, f"{GOOD_ENOUGH}{p_answer:.0%}), though the best move keeps {p_best:.0%}{PRAISE}",
                  mark="inaccuracy", action=TRY, better=BEST, p_answer=p_answer, p_best=p_best)


def test_a_double_click_on_skip_skips_one_exercise(baraza_home) -> None:
    app, scene = _scene(3)
    skip = next(b for b in scene.buttons if b.text == "Skip")
    frames(app, 1, click(skip.rect.center))
    assert scene.index == 1
    assert any(b.text == "Skip" and b.rect == skip.rect for b in scene.buttons)  # the same button, same place
    frames(app, 27)  # a slow double click: the second press 0.45 s later
    frames(app, 1, click(skip.rect.center))
    assert scene.index == 1, "the double click's second press skipped the next exercise untried"
    frames(app, 60)  # a deliberate click later is taken
    frames(app, 1, click(skip.rect.center))
    assert scene.index == 2
    scene.on_exit()


def test_a_mistakes_drop_is_not_good_enough() -> None:
    answer = judged(_good_enough(0.32, 0.52))
    assert not answer.right and answer.mark == "mistake"
    words = verdict_words(answer)
    assert "Good enough" not in words and "mistake's drop" in words, words
    assert "lifting f6" not in words  # no praise beside a verdict of "not quite"
    assert words.startswith("Not quite")


def test_an_inaccuracy_stays_good_enough() -> None:
    answer = judged(_good_enough(0.45, 0.59))
    assert answer.right
    words = verdict_words(answer)
    assert words.startswith("Good enough") and "mistake's drop" not in words, words


def test_the_screen_reads_a_mistakes_drop_as_a_wrong_try(baraza_home) -> None:
    app, scene = _scene(2)
    scene.thinking, scene._done = True, (scene.index, _good_enough(0.32, 0.52))
    frames(app, 1)
    assert scene.answer is not None and not scene.answer.right and scene.wrong_tries == 1
    words = scene.answer_words()
    assert "Good enough" not in words and words.endswith("Try once more."), words
    assert "orange" in (scene.comparison() or "")
    scene.on_exit()
