"""The lesson's ring on a player's score stands on the "☁ points / target" line as drawn, for both players
(the opponent's ring once sat 20 px under it, covering half the line: playtest J1, issue 41)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).parents[1] / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402


def test_the_score_ring_holds_the_score_line_for_both_players(baraza_home) -> None:
    app = make_app()
    scene = KonjaScene(app, new_match("konja", ["human", "human"], 3, {}))
    app.stack.reset(scene)
    frames(app)
    view = scene.current_view()
    font = app.fonts.get(16, "bold")
    for side in ("my", "opp"):
        ring = scene.tutorial_spot(f"score:{side}", view)[0]
        x, y = scene.geometry.score_topleft(side)
        line = pygame.Rect((x, y), font.size("☁ 0 / 21"))
        assert ring.contains(line.inflate(-2, -4)), (side, ring, line)
