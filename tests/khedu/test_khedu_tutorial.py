"""The Khedu lesson as shipped: it plays out against the real rules, covers the topics of a first game, and
every step can be done by clicking the centres of the rects the table names for it."""

import sys
from pathlib import Path

import pygame

from baraza.game.core.tutorial import TutorialRun, check_tutorial, load_tutorial
from baraza.game.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))

SPEC = get_game("khedu")

# hand, Cadre, placing, Commands, attacking and paying, Cadences, the roll and the equal-dice rule, rewards,
# ending a turn, Meditation (with the solo Desert Cadences and the clan's own ability)
TOPIC_KINDS = {"place", "command", "attack", "pay", "cadence", "cadence_done", "roll", "adjust", "reward",
               "end_turn", "meditate", "bind_cadence", "med_replenish", "med_clan"}


def _lesson():
    tutorial = load_tutorial(SPEC)
    assert tutorial is not None
    return tutorial


def test_the_lesson_plays_out_against_the_rules():
    tutorial = _lesson()
    assert check_tutorial(tutorial, SPEC, min_steps=16) == []
    assert tutorial.seats == ("human",)  # a solo game: the scripted opponent is the Desert itself


def test_the_lesson_covers_the_topics():
    tutorial = _lesson()
    kinds = {step.do.kind for step in tutorial.steps if step.do is not None}
    assert TOPIC_KINDS <= kinds
    assert {step.do.args[0] for step in tutorial.steps if step.do is not None and step.do.kind == "reward"} == {
        "lp", "honor"}
    said = " ".join(step.text for step in tutorial.steps).lower()
    for word in ("hand", "cadre", "ensemble", "equal-dice", "command", "meditat", "cadence", "passing",
                 "legacy", "influence", "honor", "final score"):
        assert word in said, word
    assert sum(step.do is not None for step in tutorial.steps) > len(tutorial.steps) // 2  # mostly doing


def test_every_step_is_done_by_clicking_where_the_table_points():
    from scene_helpers import click, frames, make_app

    from baraza.scenes.khedu.table import KheduScene

    tutorial = _lesson()
    app = make_app()
    match = tutorial.new_match(SPEC)
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    run = TutorialRun(tutorial)
    view = scene.current_view()
    for name in {p for step in tutorial.steps for p in step.point}:
        if not name.startswith(("button:", "feat:")):  # those need the moment of their step
            assert scene.tutorial_spot(name, view), name
    while not run.finished:
        step = run.step
        view = scene.current_view()
        for name in step.point:
            assert scene.tutorial_spot(name, view), f"step {run.index + 1}: nothing at {name}"
            kind, _, key = name.partition(":")
            if kind == "button":  # at its step the button itself is there, not just the bar
                scene.prompt.sync(view)
                assert key in [b.text for b in scene.prompt.buttons], f"step {run.index + 1}: no {name}"
            if kind == "feat":  # the row computed is the row drawn
                drawn = [r for r, face in scene.panels.clan_rects if face.title == SPEC.rules.data.achievements[key].name]
                assert scene.tutorial_spot(name, view) == drawn, name
        if step.do is None:
            run.next()
            continue
        before = len(match.records)
        for _ in range(6):
            if len(match.records) > before:
                break
            rects = scene.tutorial_clicks(step.do, scene.current_view())
            assert rects, f"step {run.index + 1}: no spot to click for {step.do}"
            pos = pygame.Rect(rects[0]).center
            frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
            frames(app, 2, events=click(pos))
        assert len(match.records) > before, f"step {run.index + 1}: clicking did not make {step.do}"
        assert match.records[before].action == step.do, f"step {run.index + 1}"
        run.done_action()
        frames(app, 3)
    assert not match.is_over()


class _RefusingLesson:
    """Stands in for the lesson overlay: accepts nothing, counts the refusals."""

    card = pygame.Rect(0, 0, 0, 0)
    refused = 0

    def allows(self, action) -> bool:
        return False

    def refuse(self) -> None:
        self.refused += 1

    def clicks(self) -> list:
        return []


def test_the_best_dice_button_asks_the_lesson_first():
    from scene_helpers import frames, make_app

    from baraza.scenes.khedu.table import KheduScene

    tutorial = _lesson()
    match = tutorial.new_match(SPEC)
    for step in tutorial.steps:
        if step.do is not None and step.do.kind == "adjust":
            break
        if step.do is not None:
            assert match.submit(0, step.do).ok
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    scene.tutorial = lesson = _RefusingLesson()
    before = len(match.records)
    scene.prompt.play_best()
    assert len(match.records) == before and lesson.refused == 1
    scene.tutorial = None
    scene.prompt.play_best()
    assert len(match.records) > before and match.view(0).combat.step == "reward"
