"""Kona's marks keep clear of what they would cover (issue 41): the hint arrow passes under a tower's height
badge, the red X ("cannot land here") sits beside the player's own piece, not over it, and "… wins!" keeps off
the players' panel."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.kona.rules import RULES, square_index, stack_code
from baraza.game.registry import new_match
from baraza.scenes.kona.table import BADGE_R, HINT_COLOUR, KonaScene, badge_centre, draw_tower
from baraza.scenes.ui import theme


def _table(match):
    app = make_app()
    scene = KonaScene(app, match)
    scene.results_shown = True
    app.stack.reset(scene)
    frames(app)
    scene.ai.close()
    return app, scene


def _pixels(surface: pygame.Surface, rect: pygame.Rect, colours, round_: bool = False) -> int:
    """Pixels of `colours` in `rect` (`round_`: only in the circle the rect holds)."""
    rect = rect.clip(surface.get_rect())
    r = rect.w / 2
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if surface.get_at((x, y))[:3] in colours
               and (not round_ or (x + 0.5 - rect.centerx) ** 2 + (y + 0.5 - rect.centery) ** 2 <= r * r))


def test_the_hint_arrow_passes_under_the_height_badge_of_the_tower_it_leaves(baraza_home):
    match = new_match("kona", ["human", "human"], 1, {"opening": "free"})
    for f, t in (("f1", "d3"), ("f6", "d4"), ("f6", "d4"), ("a1", "d4")):
        assert match.submit(match.active_seats()[0], Action("move", (f, t))).ok
    app, scene = _table(match)
    assert len(match.view(None).stacks["a1"]) == 2
    scene.hint = Action("move", ("a1", "c3"))  # up and to the right: the arrow's way crosses a1's badge
    frames(app, 1, dt=10.0)
    badge = pygame.Rect(0, 0, 2 * BADGE_R - 2, 2 * BADGE_R - 2)
    badge.center = badge_centre(scene.square_rect("a1").center, 2)
    assert _pixels(app.screen, badge, {HINT_COLOUR}, round_=True) == 0
    assert _pixels(app.screen, badge, {tuple(theme.ACCENT)}) > 10  # the number itself shows
    mid = pygame.Rect(0, 0, 10, 10)
    mid.center = scene.square_rect("b2").center
    assert _pixels(app.screen, mid, {HINT_COLOUR}) > 0  # and the arrow still shows the way


@pytest.mark.parametrize("height", [1, 2, 3])
def test_the_red_x_sits_beside_the_piece_it_protects(baraza_home, height):
    board = [0] * 36
    board[square_index("a6")] = stack_code((1, 1))
    board[square_index("d3")] = stack_code((1,) * (height - 1) + (0,))  # White's first landing, White on top
    match = new_match("kona", ["human", "human"], 1, {"opening": "free"})
    match.state = RULES.state_from_board(board, 1, (False, True), square_index("d3"))
    app, scene = _table(match)
    assert scene.current_view().forbidden_square == "d3"
    frames(app, 1)
    square = scene.square_rect("d3")
    tower = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    draw_tower(tower, app.fonts, square.center, [1] * (height - 1) + [0])
    piece = pygame.mask.from_surface(tower)
    red = {tuple(theme.BAD), (40, 14, 14)}
    covered = sum(1 for x in range(square.x, square.right) for y in range(square.y, square.bottom)
                  if piece.get_at((x, y)) and app.screen.get_at((x, y))[:3] in red)
    assert covered == 0
    x, y = scene.red_x_centre("d3")
    mark = pygame.Rect(x - 8, y - 8, 16, 16)
    assert square.contains(mark) and _pixels(app.screen, mark, red) > 20  # the X is there, in its square


def test_the_winner_is_named_off_the_players_panel(baraza_home):
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.shots import play_actions

    match = new_match("kona", ["human", "ai:easy"], 3)
    play_actions(match, 20_000)
    assert match.is_over()
    app, scene = _table(match)
    results = ResultsScene(app, scene, match.result_lines())
    app.stack.push(results)
    frames(app, 2)
    app.fonts.placed = []
    try:
        results.draw(app.screen)
        headline = [rect for rect, text, _size, _face in app.fonts.placed if "wins!" in text]
    finally:
        app.fonts.placed = None
    players = scene.layout.zone("info")
    assert headline and not any(rect.colliderect(players) for rect in headline)
    assert not results.panel_rect().colliderect(players)
    assert not results.panel_rect().colliderect(scene.board_rect)
