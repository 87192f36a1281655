"""The replay's control bar at 150 % text: its text buttons ("Play here", "Hide moves"…) shrank back to their 100 %
size, the bar being one row of 1280 px. At a larger text size they are drawn at the grown size, in a second row
under the icons and the timeline; at 100 % the bar stays as it was."""

from __future__ import annotations

import itertools

import pygame
import pytest
from matches import played
from scene_helpers import frames, key, make_app
from test_replay_round4 import _DoneJob, _judged

from baraza.game.registry import game_names


class _RunningJob(_DoneJob):
    """An analysis under way (Cancel shows)."""

    running, progress = True, 0.4


def _viewer(scale: int, game: str | None = None, seats: int = 2):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    viewer = app.show("replay", played(game or game_names()[0], 2, ["human"] + ["ai:easy"] * (seats - 1), limit=12))
    frames(app, 1)
    return app, viewer


def _controls(viewer) -> list[pygame.Rect]:
    return [viewer.timeline.rect, *(b.rect for b in viewer.bar.icons), *(b.rect for b in viewer.bar.buttons)]


def _whole_and_apart(app, viewer) -> None:
    window = pygame.Rect((0, 0), app.screen.get_size())
    rects = _controls(viewer)
    assert all(window.contains(r) and viewer.bar.rect.contains(r) for r in rects), rects
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b)
    for button in viewer.bar.buttons:  # the grown size, whole (a 17 asked for is drawn 26 px high at 150 %)
        assert button.fitted_label(app.fonts) == (button.font_size, button.text), button.text
    assert viewer.timeline.rect.w >= 240
    assert viewer.board_rect().bottom <= viewer.bar.rect.y and viewer.moves.rect.bottom <= viewer.bar.rect.y


@pytest.mark.parametrize(("game", "seats"), [(name, 2) for name in game_names()] + [("krownia", 4)])
def test_the_bars_buttons_read_at_their_grown_size_at_150(baraza_home, game: str, seats: int) -> None:
    app, viewer = _viewer(150, game, seats)
    _whole_and_apart(app, viewer)
    viewer.toggle_moves()  # "Hide moves"
    frames(app, 1)
    _whole_and_apart(app, viewer)
    viewer.job = _RunningJob(None)  # "Analysing…", and Cancel in the caption line
    frames(app, 1)
    assert viewer.cancel_button in viewer.bar.buttons
    _whole_and_apart(app, viewer)
    viewer.job = _DoneJob(_judged(viewer))  # "Analysed", and Practise above it
    viewer.timeline.judgements = None
    frames(app, 1)
    assert (viewer.practise_button in viewer.bar.buttons) == viewer._practise  # a game with exercises
    assert viewer.cancel_button not in viewer.bar.buttons
    _whole_and_apart(app, viewer)
    viewer.on_exit()


def test_tab_goes_through_the_bar_in_screen_order_and_no_tip_covers_a_button(baraza_home) -> None:
    app, viewer = _viewer(150)
    reached = []
    for _ in range(len(viewer.bar.icons) + len(viewer.row_buttons)):
        frames(app, 1, [key(pygame.K_TAB)])
        reached.append(viewer.focused())
        tip = viewer.bar.tip_rect(app.fonts)
        assert tip is not None and tip.collidelist(_controls(viewer)) < 0, viewer.focused().tooltip
    assert reached == [*viewer.bar.icons, *viewer.row_buttons]  # every one, in the order they stand:
    assert [b.rect.topleft for b in reached] == sorted((b.rect.topleft for b in reached), key=lambda p: (p[1], p[0]))
    viewer.on_exit()


def test_at_100_percent_the_bar_is_one_row_as_it_was(baraza_home) -> None:
    app, viewer = _viewer(100)
    assert viewer.bar.rect == pygame.Rect(0, 624, 1280, 96)
    assert [b.rect.x for b in viewer.bar.icons] == [12 + i * 46 for i in range(7)]
    assert [(b.rect.x, b.rect.w) for b in viewer.row_buttons] == [
        (636, 84), (726, 110), (842, 124), (972, 116), (1094, 104), (1204, 64)]
    assert {b.rect.y for b in [*viewer.bar.icons, *viewer.row_buttons]} == {672}
    assert viewer.timeline.rect == pygame.Rect(340, 672, 284, 40)
    assert viewer.moves.rect == pygame.Rect(900, 12, 368, 600)
    viewer.on_exit()


def test_a_text_size_changed_while_the_replay_is_open_lays_the_bar_out_anew(baraza_home) -> None:
    app, viewer = _viewer(100)
    one_row = viewer.bar.rect.copy()
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 1)
    assert viewer.bar.rect.h > one_row.h and viewer.bar.rect.bottom == one_row.bottom
    _whole_and_apart(app, viewer)
    app.settings.text_scale = 100
    app.apply_look()
    frames(app, 1)
    assert viewer.bar.rect == one_row
    viewer.on_exit()
