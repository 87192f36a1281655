"""Practise your mistakes (Kona): the exercise screen takes two clicks on the scaled board and judges the move
on a thread; the winning move is right, the blunder played is refused."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame
from scene_helpers import frames, make_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kona"))
from test_kona_analysis import planted_blunder_match  # noqa: E402

from baraza.game.core.analysis import analyse, analyser_for  # noqa: E402
from baraza.game.kona.agent import search_from_view  # noqa: E402
from baraza.game.kona.rules import square_index  # noqa: E402


def answer(app, scene, action) -> None:
    for square in action.args:
        pos = scene._screen_rect(scene.table.square_rect(square)).center
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    end = time.monotonic() + 60
    while scene.thinking and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.02)


def test_the_winning_move_is_right_and_the_blunder_is_not(baraza_home) -> None:
    from baraza.scenes.kona.exercise import ExerciseScene, exercises_for

    for seed in range(1, 40):
        match, planted = planted_blunder_match(seed)
        if match is not None:
            break
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, analyser_for("baraza.game.kona", 0.2))
    seat = judged[planted - 1].seat
    exercises = [e for e in exercises_for(match, judged, seat) if e.ply == planted]
    app = make_app()
    scene = ExerciseScene(app, exercises)
    app.stack.push(scene)
    frames(app, 2)
    answer(app, scene, exercises[0].played)
    assert scene.answer is not None and not scene.answer.right
    view = scene.position.view(None)
    search = search_from_view(view, view.to_move)
    legal = {(square_index(a.args[0]), square_index(a.args[1])): a
             for a in scene.position.legal_actions(seat) if a.kind == "move"}
    win = search.winning_moves(view.to_move, [m for m in search.moves(view.to_move) if m in legal])[0]
    answer(app, scene, legal[win])
    assert scene.answer.right
    assert scene.position.moves == match.moves[: planted - 1]  # nothing was played in a real match
