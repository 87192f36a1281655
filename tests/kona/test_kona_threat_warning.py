"""The Kona table warns a player calmly when the opponent could make a line with its next move ("Black can make a
line on c6 next move", the landing square ringed amber): at easy and normal level with "Show legal moves" on,
never at a hard AI's table. A first-time player lost on move 4 with nothing on the table to warn them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402

# after these, White (the player) is to move and Black threatens a4-b5-c6 with f6-c6
MOVES = [("a6", "d3"), ("a6", "b5"), ("f1", "f4"), ("a1", "a4")]
WARNING = "Black can make a line by landing on c6 next move: cover its piece on b5 to stop it."


def _table(level: str, hints: bool = True):
    match = new_match("kona", ["human", f"ai:{level}"], 1, {})
    for i, squares in enumerate(MOVES):
        match.submit(i % 2, Action("move", squares))
    app = make_app()
    app.settings.show_hints = hints
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 3, dt=0.2)
    assert table.warning_words.settle()  # the stopping moves are checked by the solver on a worker
    return app, table


def _drawn_texts(app, table) -> list[str]:
    """The texts of the players' panel, where the warning's words stand."""
    import pygame

    app.fonts.placed = []
    try:
        table.draw_info(pygame.Surface((1280, 720)), table.layout.zone("info"), table.current_view())
        return [text for _rect, text, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None


def test_a_threat_is_named_and_ringed_at_normal_level(baraza_home) -> None:
    app, table = _table("normal")
    view = table.current_view()
    threats, words = table.line_warning(view)
    assert words == WARNING
    assert [(t.start, t.end) for t in threats] == [("f6", "c6")]
    assert WARNING in " ".join(_drawn_texts(app, table))  # wrapped over lines


def test_no_warning_at_a_hard_ais_table_or_with_hints_off(baraza_home) -> None:
    for level, hints in (("hard", True), ("normal", False)):
        app, table = _table(level, hints)
        assert table.line_warning(table.current_view()) == ([], None)
        assert not any("can make a line" in text for text in _drawn_texts(app, table))
