"""Practise shows the player's answer on the board: after an answer, the learner's move and the judge's better
move are drawn as the replay rings a marked move (orange "yours", green "better"), with a line saying which is
which and by how much. A playtester could not see on the board what they had answered."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona.exercises import Exercise  # noqa: E402
from baraza.scenes.replay.move_rings import PLAYED  # noqa: E402

# White to move; Black threatens a4-b5-c6 (f6-c6). a6-b5 covers b5; a6-a5 leaves the line open.
BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))
PLAYED_MOVE = Action("move", ("d3", "d4"))
ANSWER = Action("move", ("a6", "a5"))


def _answer(app, scene, action) -> None:
    for square in action.args:
        pos = scene._screen_rect(scene.table.square_rect(square)).center
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        frames(app, 30, dt=1 / 60)  # half a second before the next click
    end = time.monotonic() + 60
    while scene.thinking and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.02)


def test_the_answer_and_the_better_move_are_drawn_on_the_board(baraza_home) -> None:
    from baraza.scenes.kona.exercise import ExerciseScene

    exercise = Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, PLAYED_MOVE, 0.5, False, "blunder", 0.0)
    app = make_app()
    scene = ExerciseScene(app, [exercise])
    app.stack.push(scene)
    frames(app, 2)
    assert scene.shown_moves() == (None, None)  # nothing answered yet: nothing ringed
    _answer(app, scene, ANSWER)
    assert scene.answer is not None and not scene.answer.right
    _answer(app, scene, ANSWER)  # a second wrong try: now the better move shows
    yours, better = scene.shown_moves()
    assert yours == ANSWER and better is not None and better != ANSWER
    words = scene.comparison()
    assert words.startswith("Yours (orange), a6 → a5: 0%") and "Better (green)" in words and "points more" in words
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    ring = scene._screen_rect(scene.table.square_rect("a5")).inflate(10, 10)
    assert tuple(surface.get_at((ring.left + 1, ring.centery)))[:3] == PLAYED  # the orange ring round a5
