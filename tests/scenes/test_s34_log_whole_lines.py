"""The game log at 150 % text (blind testers): its rows stood 24 px apart in a 28 px font, an entry's tail stood alone
at the top ("Honor on Khana Chahak."), and in a small log "Back to latest" was drawn over a line. Every table's log
shows whole lines only, as many as fit, newest last, at every text size."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import frames, make_app

from baraza.game.registry import GAMES, get_game
from baraza.scenes.table.log_panel import LogPanel


def _table(game: str, scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = played(game, 7, ["human"] * get_game(game).min_seats, limit=40)
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 2)
    return app, table


def _rows(app, log: LogPanel) -> list[tuple[pygame.Rect, str]]:
    """The texts one drawing of `log` places inside its text box, top to bottom."""
    app.fonts.placed = []
    try:
        log.draw(pygame.Surface(app.screen.get_size()))
        placed = [(pygame.Rect(r), t) for r, t, *_ in app.fonts.placed]
    finally:
        app.fonts.placed = None
    words = {"Back to latest", "Game log"}
    return sorted([(r, t) for r, t in placed if r.colliderect(log.box.rect) and t not in words], key=lambda p: p[0].y)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_log_shows_whole_entries_its_rows_apart_newest_last(game, scale):
    app, table = _table(game, scale)
    log = table.log_panel
    assert log.box.stick_to_bottom
    rows = _rows(app, log)
    assert rows, (game, scale)
    height = app.fonts.get(16).get_linesize()
    for rect, text in rows:
        assert log.box.rect.top <= rect.top and rect.top + height <= log.box.rect.bottom, (text, rect, log.box.rect)
    for (above, _a), (below, text) in zip(rows, rows[1:], strict=False):
        assert below.top - above.top >= height, (game, scale, text)  # rows never touch nor overlap
    assert not rows[0][1].startswith("  "), (game, scale, rows[0][1])  # never an entry's tail without its start
    # as many as fit: the box is a whole number of rows and leaves no room for one more
    step = log.row_step()
    assert log.box.rect.bottom + step > log.rect.bottom - 2


@pytest.mark.parametrize("scale", [100, 150])
def test_a_small_logs_rows_stay_above_back_to_latest(scale):
    game = sorted(GAMES)[0]
    app, table = _table(game, scale)
    zone = table.log_panel.rect
    log = LogPanel(table.ctx, pygame.Rect(zone.x, zone.y, zone.w, 73))  # a short log, without its title
    log.draw(pygame.Surface(app.screen.get_size()))
    log.box.stick_to_bottom, log.box.scroll = False, 0  # scrolled up to its start
    latest = log.latest_rect()
    assert latest is not None
    rows = _rows(app, log)
    assert rows
    for rect, text in rows:
        assert rect.bottom <= latest.top, (text, rect, latest)
