"""Session 32: the lesson dims what its step does not point at; on the Kona board it dims the squares and leaves
the pieces their colour (a tester read the dimmed White pieces as grey)."""

from __future__ import annotations

import pygame
from scene_helpers import frames, make_app

from baraza.scenes.kona.table import DISC_STEP, PIECE_FACE
from baraza.scenes.table.tutorial import lesson_table


def test_a_white_piece_off_the_lit_spots_stays_white_while_its_square_is_dimmed(baraza_home) -> None:
    app = make_app()
    table = lesson_table(app, "kona")
    app.stack.reset(table)
    for _ in range(2):  # step 3: "Move f1's top piece diagonally to d3" lights f1 and d3, not a6
        table.tutorial.next_step()
    frames(app, 3)
    assert table.tutorial.settled
    lit = table.tutorial.spots()
    a6 = table.square_rect("a6")
    assert not any(spot.contains(a6) for spot in lit)
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    x, y = a6.center
    top_face = surface.get_at((x, y + 14 - 2 * DISC_STEP))[:3]  # the centre of a6's top piece, a White one
    corner = surface.get_at((a6.x + 6, a6.bottom - 6))[:3]  # the bare square beside it
    plain = pygame.Surface(app.screen.get_size())
    table.draw_table(plain, table.current_view())  # the board with no lesson shade
    assert plain.get_at((x, y + 14 - 2 * DISC_STEP))[:3] == PIECE_FACE[0]
    assert min(top_face) >= 0.8 * min(PIECE_FACE[0])  # still white, not grey
    assert sum(corner) < 0.75 * sum(plain.get_at((a6.x + 6, a6.bottom - 6))[:3])  # the square is dimmed
