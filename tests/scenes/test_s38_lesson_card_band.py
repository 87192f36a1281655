"""The lesson card is as tall as its words and buttons. Once Leave lesson moved to one place for the whole lesson
(over the table's greyed Hint), a step without Next kept an empty band at the card's foot where Leave used to stand.
The card is still placed with its button row's room (so Next showing on a later step finds its place free and the
card moves no more often than before) and drawn inside that place by its button edge: it covers nothing the place
keeps clear. Every game with a lesson, at 100 % and 150 % text."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app
from test_lesson_placement import _app

from baraza.game.registry import game_names
from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.tutorial import BUTTONS_ROW, LEAVE, has_lesson, lesson_table

LESSON_GAMES = [name for name in game_names() if has_lesson(name)]
FOOT_MAX = 16  # the most a card without buttons keeps under its words (the text box's slack and the margin)


def _steps(game: str, text_scale: int):
    """Each settled step as drawn: (step number, overlay, card, the place chosen for it, its button rects)."""
    app = make_app() if text_scale == 100 else _app(text_scale)
    table = lesson_table(app, game)
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while not overlay.run.finished:
        assert auto._settle(app, table, overlay), f"{game} step {overlay.run.index + 1}: never came to rest"
        table, overlay = auto.current(app, table)
        if overlay.run.finished:
            break
        auto._frame(app)
        yield overlay.run.index + 1, overlay, pygame.Rect(overlay.card), pygame.Rect(overlay._chosen.rect)
        assert auto.do_step(app, overlay) is None
    table.ai.close()


@pytest.mark.parametrize("game", LESSON_GAMES)
@pytest.mark.parametrize("text_scale", [100, 150])
def test_the_lesson_card_keeps_no_empty_band(game, text_scale):
    banded, outside, covered, rowless = [], [], [], 0
    for step, overlay, card, place in _steps(game, text_scale):
        on_card = [b for b in overlay.buttons if card.colliderect(b.rect)]
        if not any(b.text in ("Next", LEAVE) for b in on_card):  # no button row on this card
            rowless += 1
            words = overlay._text_height(overlay.run.step.text, card.w)
            top = card.y + (BUTTONS_ROW if overlay.buttons_top and overlay.has_row else 0)
            if card.bottom - (top + 42 + words) > FOOT_MAX:  # 42: the heading and the text box's top
                banded.append((step, card.bottom - (top + 42 + words)))
        # inside the place chosen for the card with its row, held by the button edge (Next's place does not move)
        edge = card.top == place.top if overlay.buttons_top else card.bottom == place.bottom
        if not place.contains(card) or not edge or not all(card.contains(b.rect) for b in on_card):
            outside.append((step, tuple(card), tuple(place)))
        covered += [(step, tuple(t)) for t in overlay.targets() if card.colliderect(t)]
    assert rowless, f"{game}: no step without Next (the walk saw none to check)"
    assert banded == [], f"{game} at {text_scale} %: an empty band under the words (step, px): {banded}"
    assert outside == [], f"{game} at {text_scale} %: the card left its place or its buttons: {outside}"
    assert covered == [], f"{game} at {text_scale} %: the card over a lit spot: {covered}"
