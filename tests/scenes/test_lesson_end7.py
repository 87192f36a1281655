"""The lesson's end card, for every game with a lesson (no game named): it covers nothing the last step lit or
named, by its `point` or its declared `zones` (issue 41: Konja's "Lesson complete" card lay over Nia's tokens and
Clouds, which the last step had just pointed at and spoken of)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app
from test_lesson_placement import _app

from baraza.game.registry import game_names
from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.tutorial import declared_zones, has_lesson, lesson_table

LESSON_GAMES = [name for name in game_names() if has_lesson(name)]


def _to_the_end(game: str, text_scale: int):
    """The lesson clicked through to its end card: the table and its overlay."""
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
        assert auto.do_step(app, overlay) is None
    for _ in range(30):
        auto._frame(app)
    return app, table, overlay


@pytest.mark.parametrize("game", LESSON_GAMES)
@pytest.mark.parametrize("text_scale", [100, 150])
def test_the_end_card_covers_nothing_the_last_step_named(game, text_scale):
    app, table, overlay = _to_the_end(game, text_scale)
    assert overlay.run.finished and not overlay.broken
    view, step = table.current_view(), overlay.tutorial.steps[-1]
    names = [*step.point, *declared_zones(game, step.text)]
    named = [pygame.Rect(r) for name in names for r in table.tutorial_spot(name, view)]
    if not named:
        table.ai.close()
        pytest.skip("the last step names no spot")
    card = pygame.Rect(overlay.card)
    over = [tuple(r) for r in named if card.colliderect(r)]
    assert over == [], f"{game} at {text_scale} %: the end card {tuple(card)} over {over[:3]}"
    assert card.top >= 0 and card.bottom <= 720 and card.left >= 0 and card.right <= 1280
    table.ai.close()


def test_leave_on_the_end_card_asks_first_and_stay_keeps_the_match():
    """The end card's Leave went straight to the menu (a Konja playtest): it asks, as Leave lesson does, and staying
    (the default) keeps the table."""
    from baraza.scenes.ui.dialog import MessageScene

    app, table, overlay = _to_the_end(LESSON_GAMES[0], 100)
    leave = next(b for b in overlay.buttons if b.text in ("Leave", "Leave lesson"))
    leave.on_click()
    app.stack.apply_pending()
    asked = app.stack.top
    assert isinstance(asked, MessageScene) and "not kept" in asked.text
    app.stack.pop()
    app.stack.apply_pending()
    assert app.stack.top is table
    table.ai.close()


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_a_lessons_rival_is_labelled_for_what_it_is_not_an_ai_level(game):
    """"Black (AI easy)" played the lesson's script (a Kona playtest): while a lesson runs, every other seat reads
    "lesson rival"."""
    app = make_app()
    table = lesson_table(app, game)
    app.stack.reset(table)
    app.stack.apply_pending()
    labels = table.seat_labels()
    others = [label for seat, label in enumerate(labels) if table.match.seats[seat] != "human"]
    if not others:
        table.ai.close()
        pytest.skip("the lesson opens with no other seat (its rival comes in a later stage)")
    assert all("lesson rival" in label and "AI" not in label for label in others), labels
    table.ai.close()


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_leave_lesson_keeps_its_place_on_the_end_card(game):
    """kona21: when the lesson completed, Leave lesson went and the table's Hint showed in its place, under the
    pointer. The end card keeps Leave lesson where it stood all lesson (over Hint), meaning the same."""
    app, table, overlay = _to_the_end(game, 100)
    hint = table.tutorial_spot("button:Hint", None)
    leave = [b for b in overlay.buttons if b.text.startswith("Leave")]
    assert len(leave) == 1
    if hint:
        assert leave[0].text == "Leave lesson" and leave[0].rect.contains(pygame.Rect(hint[0]))
    table.ai.close()
