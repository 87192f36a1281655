"""History's column titles stay within their columns at every text size: at 150 % "Your moves" ran into "Time"
(a playtest)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app

from baraza.scenes.history.match_list import COLUMNS, HistoryList


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_column_titles_never_overlap(baraza_home, scale) -> None:
    app = make_app()
    fonts = app.fonts
    fonts.set_scale(scale)
    listing = HistoryList(pygame.Rect(140, 204, 1000, 392), lambda _entry: None)
    fonts.placed = []
    try:
        listing.draw(pygame.Surface((1280, 720)), fonts)
        titles = {text: rect for rect, text, _size, _face in fonts.placed if text in dict(COLUMNS)}
    finally:
        fonts.placed = None
    ordered = [titles[title] for title, _x in COLUMNS]
    assert len(ordered) == len(COLUMNS)
    for left, right in zip(ordered, ordered[1:], strict=False):
        assert left.right <= right.left - 4, (scale, left, right)
    assert ordered[-1].right <= listing.rect.right - 8
