"""The replay viewer after a Kona playtest: Practise with nothing marked looks deeper at the move before the
biggest fall (on a thread) and opens it as an exercise; the status line does not say the move twice; a ring's tag
keeps clear of the pieces."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame
from matches import played
from scene_helpers import frames, make_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kona"))
from test_kona_practise_round2 import _unseen_blow  # noqa: E402

from baraza.scenes.replay.move_rings import tag_box  # noqa: E402


def test_practise_with_nothing_marked_opens_the_move_that_allowed_the_blow(baraza_home) -> None:
    from baraza.scenes.kona.exercise import ExerciseScene

    match = played("kona", 8, ["human", "ai:easy"], level="easy")
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 2)
    viewer.timeline.judgements = _unseen_blow(match)
    viewer.timeline.seat = 0
    frames(app, 60, dt=1 / 60)  # Practise appeared a second ago: its guard is past
    assert viewer.practise_button in viewer.bar.buttons and viewer.practise_button.enabled
    viewer.open_practise()
    end = time.monotonic() + 120
    while not isinstance(app.stack.top, ExerciseScene) and time.monotonic() < end:
        frames(app, 1, dt=0.1)
        time.sleep(0.05)
    scene = app.stack.top
    assert isinstance(scene, ExerciseScene)
    assert scene.exercises[0].ply == len(match.records) - 1 and "strike next" in scene.exercises[0].prompt()


def test_the_status_line_names_the_move_once(baraza_home) -> None:
    match = played("kona", 8, ["human", "ai:easy"], level="easy")
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 2)
    plies = len(match.records)
    caption = viewer._caption()
    assert caption.startswith(f"Move {plies} of {plies} · ") and f"move {plies}" not in caption


def test_a_tag_keeps_clear_of_the_pieces_beside_its_ring() -> None:
    ring = pygame.Rect(200, 200, 80, 80)
    above = pygame.Rect(200, 120, 80, 80)  # a piece right above the ring, where the tag used to sit
    box = tag_box((70, 24), ring, pygame.Rect(0, 0, 1280, 720), [above])
    assert not box.colliderect(above) and not box.colliderect(ring)
    free = tag_box((70, 24), ring, pygame.Rect(0, 0, 1280, 720), [])
    assert free.midbottom == (ring.centerx, ring.top - 2)  # above it when nothing is there
