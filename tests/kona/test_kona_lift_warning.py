"""A new player lost twice by moving a top piece that uncovered a line of Black's (Black wins at once), with
nothing on the table to warn them (a blind tester, round 8): picking up such a piece says so, and names the
landing squares that still cover the line."""

from kona_helpers import position

from baraza.game.kona.rules import RULES
from baraza.game.kona.threats import lift_warning

BOARD = """
    . . . . . bw
    . . . . . b
    . . . . . b
    . . . . . .
    . . . . . .
    w . . . . .
"""  # White to move; White's piece on f6 covers Black's, which with f5 and f4 makes a line


def test_lifting_a_piece_off_the_rivals_line_warns():
    view = RULES.view(position(BOARD, 0), 0)
    words = lift_warning(view, "f6")
    assert words is not None and words.startswith("Careful: moving this piece uncovers Black's line"), words
    assert "f4–f5–f6" in words, words


def test_a_piece_that_uncovers_nothing_says_nothing():
    view = RULES.view(position(BOARD, 0), 0)
    assert lift_warning(view, "a1") is None


def test_the_table_says_it_when_the_piece_is_picked_up(baraza_home):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
    import pygame
    from scene_helpers import click, frames, make_app

    from baraza.game.registry import new_match

    match = new_match("kona", ["human", "ai:easy"], 1, {})
    match.state = position(BOARD, 0)
    app = make_app()
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 30, dt=1 / 30)
    frames(app, 1, click(table.square_rect("f6").center))
    frames(app, 2)
    assert table.selected == "f6"
    app.fonts.placed = []
    table.draw_info(pygame.Surface((1280, 720)), table.layout.zone("info"), table.current_view())
    drawn = " ".join(text for _rect, text, _size, _face in app.fonts.placed)
    app.fonts.placed = None
    assert "Careful: moving this piece uncovers Black's line" in drawn, drawn
