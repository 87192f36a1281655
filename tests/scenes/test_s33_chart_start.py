"""S33: the analysis chart's head read "Start: 9%" with no reason (a blind tester). Where the head names the start,
the words under the chart now say what that value is: the followed seat's chance before any move, and who moved
first; elsewhere they keep saying how to use the chart."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import make_app  # noqa: E402
from test_s32_analysis_words import _judged, _match, _viewer  # noqa: E402


def test_the_start_note_words() -> None:
    from baraza.scenes.replay.move_list import start_note

    assert start_note("You", "You") == "Start: your chance before any move; you moved first."
    assert start_note("You", "AI normal") == "Start: your chance before any move; AI normal moved first."
    assert start_note("Red (you)", "Blue") == "Start: your chance before any move; Blue moved first."
    assert start_note("AI hard", None) == "Start: AI hard's chance before any move."
    assert start_note("You", None, scores=True) == "Start: your expected score before any move."


def test_the_chart_explains_its_start_and_only_there(baraza_home) -> None:
    from baraza.scenes.replay.move_list import CHART_NOTE

    app = make_app()
    match = _match()
    viewer = _viewer(app, match, _judged(match, [0.09] + [0.5] * 11))
    surface = pygame.Surface(app.screen.get_size())
    viewer.jump(0)
    viewer.draw(surface)
    assert viewer.moves.readout == "Start: 9%", viewer.moves.readout
    assert viewer.moves.note == "Start: your chance before any move; you moved first.", viewer.moves.note
    viewer.jump(4)
    viewer.draw(surface)
    assert viewer.moves.note == CHART_NOTE
    viewer.moves.hover = 0  # the pointer over the chart's first point
    viewer.draw(surface)
    assert viewer.moves.note.startswith("Start: your chance before any move")
    viewer.on_exit()
