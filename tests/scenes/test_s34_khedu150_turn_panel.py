"""Khedu's turn panel at 150 % text (blind testers): "You can: place · attack · a Command · Meditate · pass (5 LP)"
kept its 100 % size, its two lines too few for it at the text size. With one to three seats the players panel has
room to spare: the turn panel grows by it (the clan board moves up, the log keeps its lines), and the words read at
the text size, whole. At 100 % nothing moves."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.registry import get_game, new_match
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.table.prompt_line import BODY_SIZE


def _my_full_turn(seats: int):
    """A match where the human (seat 0) may place, attack, Meditate and pass."""
    spec = get_game("khedu")
    for seed in range(1, 30):
        match = new_match("khedu", ["human"] + ["ai:normal"] * (seats - 1), seed, {})
        agents = [spec.agent_factory("easy", s, seed + s) for s in range(seats)]
        while not match.is_over() and len(match.records) < 60:
            seat = match.active_seats()[0]
            legal = match.legal_actions(seat)
            words = " · ".join(match.rules.summarize_actions(match.view(seat), seat, legal))
            if seat == 0 and "pass" in words and "Meditate" in words and "attack" in words:
                return match, words
            match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, legal))
    raise AssertionError("no such turn")


def _opened(scale: int, seats: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match, words = _my_full_turn(seats)
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    table.ai.close()
    frames(app, 2)
    return app, table, words


def _body(app, table) -> list[tuple[pygame.Rect, str, int]]:
    app.fonts.placed = []
    try:
        table.turn_panel.draw(pygame.Surface(app.screen.get_size()))
        placed = [(pygame.Rect(r), t, size) for r, t, size, *_ in app.fonts.placed]
    finally:
        app.fonts.placed = None
    return [p for p in placed if p[0].y > table.turn_panel.rect.y + 30]


@pytest.mark.parametrize("seats", [1, 2, 3])
def test_you_can_reads_whole_at_the_text_size(seats):
    app, table, words = _opened(150, seats)
    body = _body(app, table)
    assert " ".join(t for _r, t, _s in body) == "You can: " + words  # whole, no "…"
    assert {size for _r, _t, size in body} == {BODY_SIZE}  # at the text size, not shrunk back to 100 %
    panel = table.turn_panel.rect
    assert all(panel.contains(r) for r, _t, _s in body)
    # the log under it keeps its lines, the clan board stays clear of the players' words and of the turn panel
    assert table.turn_panel.rect.bottom <= table.log_panel.rect.y
    assert table.log_panel.box.rect.h // table.log_panel.row_step() >= 2
    clan, info = table.z["clan"], table.layout.zone("info")
    assert info.bottom < clan.y and clan.bottom < panel.y


def test_nothing_moves_at_100_and_the_column_comes_back():
    app, table, _words = _opened(100, 2)
    before = (pygame.Rect(table.turn_panel.rect), pygame.Rect(table.z["clan"]), table.layout.zone("info"))
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 1)
    assert table.turn_panel.rect.h > before[0].h and table.z["clan"].y < before[1].y
    app.settings.text_scale = 100
    app.apply_look()
    frames(app, 1)
    assert (table.turn_panel.rect, table.z["clan"], table.layout.zone("info")) == before
