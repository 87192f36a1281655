"""S36, Khedu's table under the pointer (blind testers khedu19/khedu20), trap 3: the opening's picks closed up after
the Cadence laid face up, so another card sat where the picked one was, and a double click's second half discarded
a card the player had not chosen. The picked card's place stays empty while the discard is open."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402


def _opening_table():
    """A two-seat table at the player's opening pick (the player opens first)."""
    from baraza.scenes.khedu.table import KheduScene

    for seed in range(1, 20):
        match = new_match("khedu", ["human", "ai:easy"], seed, {})
        if match.active_seats() == (0,):
            break
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, 30, dt=0.05)
    view = table.current_view()
    assert view.phase == "opening" and view.opening_step == "reveal" and len(view.opening_cadences) == 5
    return app, match, table


def _picks(table) -> dict[int, pygame.Rect]:
    """The opening's cards answering a click, by card number."""
    return {hot.token[1]: pygame.Rect(hot.rect) for hot in table.hot_spots.build(table.current_view())
            if hot.token is not None and hot.token[0] == "open"}


def test_no_opening_card_takes_the_place_of_the_one_just_laid_face_up(baraza_home):
    app, match, table = _opening_table()
    before = _picks(table)
    card = table.current_view().opening_cadences[1].card  # not at an end: closing up moves a card onto it
    spot = before[card]
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))])
    moves = len(match.records)
    frames(app, 1, events=click(spot.center))
    assert [r.action.args for r in match.records[moves:]] == [(card,)]
    frames(app, 3, dt=0.05)
    view = table.current_view()
    assert view.opening_step == "discard" and len(view.opening_cadences) == 4
    after = _picks(table)
    assert not [c for c, rect in after.items() if rect.colliderect(spot)], "nothing where the picked card was"
    assert all(after[c] == before[c] for c in after), "the cards left keep their places"
    frames(app, 1, events=click(spot.center))  # a double click's second half discards nothing
    frames(app, 2)
    assert len(match.records) == moves + 1 and table.current_view().opening_step == "discard"
