"""A lesson step may start a staged position: a fresh match (its own seed, seats, options and opening moves)
that the lesson moves to before the step. The script format reads it, the checker plays on it, and the overlay
hands over to a new table at that step, which then takes the step's move."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.core.tutorial import TutorialError, TutorialRun, check_tutorial, parse_tutorial
from baraza.game.registry import get_game

SPEC = get_game("kona")
SCRIPT = """
seed = 1
seats = ["human", "ai:easy"]
options = { pie = "off" }

[[step]]
text = "Read this."

[[step]]
text = "A staged position: both first moves are made; move your d3 piece up to d4."
do = { kind = "move", args = ["d3", "d4"] }
[step.stage]
seed = 1
seats = ["human", "ai:easy"]
options = { pie = "off" }
opening = [%s]
"""
BOTH_FIRST_MOVES = '{ kind = "move", args = ["f1", "d3"] }, { kind = "move", args = ["f6", "d4"] }'


def _script(opening: str = BOTH_FIRST_MOVES) -> str:
    return SCRIPT % opening


def test_a_staged_step_is_read_and_played_on_its_own_match():
    tutorial = parse_tutorial(_script(), SPEC)
    stage = tutorial.steps[1].stage
    assert tutorial.steps[0].stage is None and stage is not None
    assert (stage.seed, stage.seats, len(stage.opening)) == (1, ("human", "ai:easy"), 2)
    match = stage.new_match(SPEC)
    assert [r.action for r in match.records] == list(stage.opening)
    assert check_tutorial(tutorial, SPEC, min_steps=2) == []
    # without the stage, the step's move is not legal at that point: the checker did play on the staged match
    plain = parse_tutorial(_script().split("[step.stage]")[0], SPEC)
    assert "refused" in check_tutorial(plain, SPEC, min_steps=2)[0]


def test_a_bad_stage_is_refused_in_one_line():
    base = _script()
    for bad in (base.replace('seats = ["human", "ai:easy"]\noptions = { pie = "off" }\nopening',
                             'seats = ["human", "human"]\noptions = { pie = "off" }\nopening'),
                base.replace("[step.stage]\nseed = 1", "[step.stage]\nseed = 'one'"),
                base.replace("[step.stage]", "stage = 5\n[nothing]")):
        with pytest.raises(TutorialError) as caught:
            parse_tutorial(bad, SPEC)
        assert "\n" not in str(caught.value)


def test_a_stage_whose_opening_does_not_fit_the_rules_is_reported():
    text = _script(opening='{ kind = "move", args = ["a1", "a6"] }')
    tutorial = parse_tutorial(text, SPEC)
    problems = check_tutorial(tutorial, SPEC, min_steps=2)
    assert problems and "step 2" in problems[0] and "opening move 1" in problems[0]


def test_the_overlay_hands_over_to_the_staged_table(baraza_home):
    from baraza.scenes.table.tutorial import _lesson_scene

    text = _script()
    tutorial = parse_tutorial(text, SPEC)
    app = make_app()
    first = _lesson_scene(app, tutorial, tutorial.new_match(SPEC), None)
    app.stack.reset(first)
    frames(app, 2)
    assert first.tutorial.run.waiting_for_next
    frames(app, 1, [key(pygame.K_RETURN)])  # Next
    for _ in range(30):
        frames(app, 1)
        if app.stack.top is not first:
            break
    staged = app.stack.top
    assert staged is not first and staged.tutorial is not None
    assert len(staged.match.records) == 2
    assert staged.tutorial.run.index == 1 and staged.tutorial.settled  # the staged step, ready for the learner
    assert staged.results_keeper.lesson  # a lesson's match is never scored, staged or not
    assert not first.match.records  # the first table's match was left as it was


def test_a_staged_first_step_is_shown_on_its_staged_table(baraza_home):
    from baraza.scenes.table.tutorial import _lesson_scene

    tutorial = parse_tutorial(_script().replace('[[step]]\ntext = "Read this."\n\n', "", 1), SPEC)
    assert tutorial.steps[0].stage is not None
    app = make_app()
    first = _lesson_scene(app, tutorial, tutorial.new_match(SPEC), None)
    app.stack.reset(first)
    frames(app, 4)
    staged = app.stack.top
    assert staged is not first and len(staged.match.records) == 2
    assert staged.tutorial.run.index == 0 and staged.tutorial.settled
    frames(app, 4)
    assert app.stack.top is staged  # once there, it stays


def test_the_run_itself_knows_nothing_of_matches():
    tutorial = parse_tutorial(_script(), SPEC)
    run = TutorialRun(tutorial, index=1)
    assert run.expected() == Action("move", ("d3", "d4"))
