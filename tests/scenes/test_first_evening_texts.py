"""Small words a new player trips on (issue 41): whole numbers on a score chart, an unfinished practice run
that does not claim to count for its day."""

import dataclasses
from datetime import date

import pygame
from scene_helpers import make_app

from baraza.scenes.render.charts import draw_line_chart
from baraza.scenes.screens.run_breakdown import unfinished_line


def _grid_numbers(values) -> list[str]:
    app = make_app()
    app.fonts.placed = []
    draw_line_chart(pygame.Surface((600, 300)), app.fonts, pygame.Rect(0, 0, 600, 300), values)
    placed, app.fonts.placed = app.fonts.placed, None
    return [text for _rect, text, _size, _face in placed]


def test_a_score_chart_has_whole_grid_numbers_even_for_tiny_scores(baraza_home):
    for values in ([0, 0, 0], [0, 1], [3, 5, 6], [0, 7, 10]):
        numbers = _grid_numbers(values)
        assert len(numbers) >= 5
        assert all("." not in n for n in numbers[:5]), (values, numbers)
    assert any("." in n for n in _grid_numbers([0.1, 0.4])), "a chart of fractions (chances) keeps them"


def test_an_unfinished_practice_run_does_not_claim_the_day():
    from baraza.game.persistence.runs import RunRecord

    fields = {f.name for f in dataclasses.fields(RunRecord)}
    assert {"daily", "counted"} <= fields

    class Run:
        def __init__(self, daily, counted):
            self.daily, self.counted = daily, counted

    assert "counts for its day" in unfinished_line(Run(date(2026, 12, 5), True))
    practice = unfinished_line(Run(date(2026, 12, 5), False))
    assert "practice" in practice.lower() and "counts for its day" not in practice
    assert "day" not in unfinished_line(Run(None, False))
