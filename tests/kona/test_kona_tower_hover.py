"""Resting the pointer on a Kona tower tells what it is and how it moves (a playtester saw nothing, though the
README lists "tower" among the words that show their meaning); a click hushes it."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))

from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.kona.hover import tower_words  # noqa: E402


def test_a_resting_pointer_on_a_tower_shows_its_note_beside_it(baraza_home) -> None:
    app = make_app()
    table = app.show_match(new_match("kona", ["human", "human"], 5, {"pie": "off"}))
    app.stack.apply_pending()
    table.ai.close()
    spot = table.square_rect("f1")
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(1, 1), buttons=(0, 0, 0))])
    assert table.tower_hover.shown is None  # not at once
    assert table.next_frame() is not None and table.next_frame() <= 0.6  # the window wakes for it
    frames(app, 45, dt=1 / 60)
    shown = table.tower_hover.shown
    assert shown is not None and not shown.colliderect(spot)
    words = tower_words(tuple(table.current_view().stacks["f1"]), True)
    assert "Tower of 3" in words and "1, 2 or 3 squares" in words and "nothing can land" in words
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    frames(app, 2)
    assert table.tower_hover.shown is None  # a click hushes it


def test_tower_words() -> None:
    assert tower_words((0, 0)) == "White tower of 2: its top piece moves exactly 2 squares in a straight line."
    assert tower_words((0, 1)).startswith("Tower of 2, Black on top: its top piece moves exactly 2 squares")
    assert tower_words((1,)).startswith("Black piece: its top piece moves exactly 1 square")
