"""The replay's table stands left of the move list while the list shows, whole: the list covered the table's
right part, and a newcomer read Kona's "first move: 1, 2 or 3 squares" cut under it."""

from __future__ import annotations

import pygame
from matches import played as finished
from scene_helpers import frames, make_app


def test_the_table_is_drawn_beside_the_move_list_not_under_it(baraza_home) -> None:
    from baraza.scenes.replay.board import fit

    app = make_app()
    viewer = app.show("replay", finished("kona", 3, ["human", "ai:easy"]))
    frames(app, 2)
    full = viewer.board_rect()
    viewer.toggle_moves()
    frames(app, 1)
    beside = viewer.board_rect()
    assert beside.right <= viewer.moves.rect.x and beside.h == full.h
    table = fit(pygame.Surface(app.screen.get_size()), beside)
    assert not table.colliderect(viewer.moves.rect)
    viewer.toggle_moves()
    assert viewer.board_rect() == full  # the list closed: the table takes the width again
