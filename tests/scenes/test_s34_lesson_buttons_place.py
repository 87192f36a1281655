"""The lesson card's buttons (a blind Khedu playtest, khedu16): Leave lesson sat in 7 places over the lesson, as it
lay at the card's left end and slid 200 px whenever the card widened in place; the last Next, double-clicked,
pressed the end card's Keep playing, which had taken its place. Leave lesson now sits just left of Next at the
card's right end, so a card held in place keeps both at any width, and the end card's buttons keep off the last
Next's spot. Every game with a lesson is walked (test_lesson_placement.py's walk)."""

from __future__ import annotations

import pytest
from scene_helpers import click, frames, make_app
from test_lesson_placement import LESSON_GAMES, walk

from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.lesson_place import Anchor, at_anchor, button_rects, button_row, next_rect
from baraza.scenes.table.tutorial import lesson_table
from baraza.scenes.ui.click_guard import DOUBLE_CLICK_PIXELS


def test_a_card_held_in_place_keeps_both_buttons_at_every_width():
    anchor = Anchor(900, 600, False, 440)
    cards = [rect for rect, _top in at_anchor((1280, 720), anchor, (300, 360, 440, 600, 820),
                                              dict.fromkeys((300, 360, 440, 600, 820), 160))]
    assert len(cards) == 5
    rows = {tuple(map(tuple, button_rects(card, False))) for card in cards}
    assert len(rows) == 1
    nxt, leave = button_rects(cards[0], False)
    assert leave.right < nxt.x and leave.y == nxt.y  # Leave lesson just left of Next, on its row
    assert nxt == next_rect(anchor) and button_row(anchor) == leave.union(nxt)
    assert all(card.contains(leave.union(nxt)) for card in cards)  # the narrowest card still holds both


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_buttons_drawn_are_where_the_placement_keeps_them_clear(game):
    """What the overlay draws is what lesson_place.py weighs: Next at the card's right end (Leave lesson keeps its
    own place off the card since khedu23: test_s37_lesson_leave.py)."""
    for s in walk(game):
        nxt, leave = button_rects(s["card"], s["top"])
        assert not s["buttons"]["Leave lesson"].colliderect(s["card"]), (game, s["step"])
        if "Next" in s["buttons"]:
            assert s["buttons"]["Next"] == nxt, (game, s["step"])


def test_next_stays_put_when_the_card_changes_width_in_place():
    """Steps in a row whose card keeps its right edge and button edge leave Next where it was, also when
    the card's width changes (at least one lesson has such a pair)."""
    widened, moved = 0, []
    for game in LESSON_GAMES:
        steps = walk(game)
        for a, b in zip(steps, steps[1:], strict=False):
            edge_a = a["card"].top if a["top"] else a["card"].bottom
            edge_b = b["card"].top if b["top"] else b["card"].bottom
            if (a["card"].right, a["top"], edge_a) != (b["card"].right, b["top"], edge_b):
                continue
            widened += a["card"].w != b["card"].w
            if "Next" in a["buttons"] and "Next" in b["buttons"] and a["buttons"]["Next"] != b["buttons"]["Next"]:
                moved.append((game, a["step"], b["step"]))
    assert widened and moved == []


def _to_the_last_step(game: str):
    app = make_app()
    table = lesson_table(app, game)
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while True:
        assert auto._settle(app, table, overlay), f"{game} step {overlay.run.index + 1}: never came to rest"
        table, overlay = auto.current(app, table)
        if overlay.run.index == len(overlay.tutorial.steps) - 1:
            return app, table, overlay
        auto._frame(app)
        assert auto.do_step(app, overlay) is None


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_a_double_click_on_the_last_next_presses_nothing_on_the_end_card(game):
    app, table, overlay = _to_the_last_step(game)
    frames(app, 2)
    nxt = next((b for b in overlay.buttons if b.text == "Next"), None)
    if nxt is None:
        table.ai.close()
        pytest.skip("the last step ends on a move, not on Next")
    spot = nxt.rect.center
    moves = len(table.match.records)
    frames(app, 1, click(spot))
    assert overlay.run.finished
    frames(app, 1)
    spread = nxt.rect.inflate(2 * DOUBLE_CLICK_PIXELS, 2 * DOUBLE_CLICK_PIXELS)
    assert [b.text for b in overlay.buttons if b.rect.colliderect(spread)] == [], "an end button on Next's spot"
    frames(app, 1, click(spot))  # the double click's second press
    frames(app, 1)
    assert app.stack.top is table and table.tutorial is overlay, "the second press left the lesson"
    assert len(table.match.records) == moves
    keep = overlay.buttons[0]
    frames(app, 30)
    frames(app, 1, click(keep.rect.center))  # the end card's first button answers a press of its own
    frames(app, 1)
    assert table.tutorial is None or app.stack.top is not table
    table.ai.close()
