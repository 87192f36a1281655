"""Khedu at 150 % text (a keys-only blind tester): "Player 2 (AI normal)" ran over its score in the players panel,
and the prompt bar's Meditation and equal-dice buttons kept their 100 % size. The names are fitted beside their
counts at every text size and seat count; the bar's buttons grow with the text size and their labels fit."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import get_game, new_match
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.shots import play_actions

COUNT = re.compile(r"^\d+( LP| pts)?$")


def _opened(app, match) -> KheduScene:
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    table.ai.close()
    frames(app, 2)
    return table


def _scaled(app, scale: int) -> None:
    app.settings.text_scale = scale
    app.apply_look()


def _seat_rows(app, table, points: int) -> tuple[list, list]:
    """The names' and the counts' rectangles in one drawing of the players panel, every seat at `points` LP."""
    view = table.current_view()
    view = dataclasses.replace(view, players=[dataclasses.replace(p, legacy_points=points) for p in view.players])
    app.fonts.placed = []
    try:
        table.panels.draw_info(pygame.Surface(app.screen.get_size()), table.layout.zone("info"), view)
        placed = [(pygame.Rect(rect), text) for rect, text, *_ in app.fonts.placed]
    finally:
        app.fonts.placed = None
    names = [(r, t) for r, t in placed if t.startswith("Player")]
    counts = [(r, t) for r, t in placed if COUNT.match(t)]
    return names, counts


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_seat_name_never_runs_over_its_count(seats):
    app = make_app()
    table = _opened(app, new_match("khedu", ["human"] + ["ai:normal"] * (seats - 1), 4, {}))
    for scale in (100, 125, 150):
        _scaled(app, scale)
        for points in (0, 11):
            names, counts = _seat_rows(app, table, points)
            assert len(names) == seats and len(counts) == seats, (scale, names, counts)
            for rect, name in names:
                hit = [text for r, text in counts if r.colliderect(rect)]
                assert not hit, (scale, seats, points, name, hit)
                assert rect.right <= table.layout.zone("info").right - 16
    _scaled(app, 100)
    names, _ = _seat_rows(app, table, 0)  # at 100 % the whole name still reads when it has the room
    assert "Player 2 (AI normal)" in [t for _r, t in names]


def _meditation(app) -> KheduScene:
    """Seed 4 played as `baraza shot` plays it up to the human's first Meditation, then Meditate."""
    match = new_match("khedu", ["human", "ai:normal"], 4, {})
    agents = [get_game("khedu").make_agent(kind, seat, 4) for seat, kind in enumerate(["random", "ai:normal"])]
    while not (tuple(match.active_seats()) == (0,) and Action("meditate") in match.legal_actions(0)):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        assert match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, legal)).ok
    assert match.submit(0, Action("meditate")).ok
    return _opened(app, match)


def _adjusting(app) -> KheduScene:
    """A fight of seed 4 at its equal-dice step (the human's, as `baraza shot --after 112` plays it; 60 until the
    normal AI priced the rivals' songs against its own provocations, khedu25)."""
    match = new_match("khedu", ["human", "ai:normal"], 4, {})
    play_actions(match, 112)
    assert any(a.kind == "adjust" for a in match.legal_actions(0))
    return _opened(app, match)


def _buttons(scale: int, opened, kinds: tuple[str, ...]) -> dict[str, pygame.Rect]:
    app = make_app()
    _scaled(app, scale)
    table = opened(app)
    table.prompt.sync(table.current_view())
    legal = table.legal_actions()
    words = {table.prompt.button_label(table.current_view(), a) for a in legal if a.kind in kinds}
    found = {b.text: pygame.Rect(b.rect) for b in table.prompt.buttons if b.text in words}
    assert found and len(found) == len(words), (words, [b.text for b in table.prompt.buttons])
    for b in table.prompt.buttons:
        if b.text in found:
            size, text = b.fitted_label(app.fonts)
            assert text == b.text, text  # the whole label
            label = app.fonts.get(size, "bold").size(text)
            assert label[0] <= b.rect.w and label[1] <= b.rect.h, (b.text, label, b.rect)
            assert table.layout.zone("prompt").contains(b.rect)
    return found


@pytest.mark.parametrize("opened, kinds", [(_meditation, ("med_redraw", "med_replenish", "med_clan")),
                                           (_adjusting, ("adjust",))])
def test_the_bar_buttons_grow_with_the_text_size(opened, kinds):
    small = _buttons(100, opened, kinds)
    large = _buttons(150, opened, kinds)
    assert small.keys() == large.keys()
    for label, rect in large.items():
        assert rect.h > small[label].h and rect.w >= small[label].w, (label, small[label], rect)
