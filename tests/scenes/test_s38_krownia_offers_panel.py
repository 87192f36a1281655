"""S38, blind tester krownia23: an AI's offer to the player came as a dialog over the board during the AI's own turn,
with a 45 s countdown, even once the other AI had accepted it (79a, 99a, 120); letting one lapse meant waiting 45 s.
The issue asked that AI offers "wait in a side panel the player can answer or ignore". Now the offer stands in the
build column, off the island, with Accept, Decline, Counter… and Not now (a lapse, at once); once another seat has
accepted, it waits a few seconds at most and says why. "Back to offer" from a counter said the Undo's "Move taken
back" (83) and put the clock back from 33 s to 44 s: it says where it went, and the clock is never wound back."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames
from test_krownia_first_evening import _changed
from test_krownia_scene import _table as krownia_table

from baraza.game.core.action import Action
from baraza.game.krownia.timeouts import A_LAPSE
from baraza.scenes.krownia.answers import ACCEPTED_PATIENCE, OFFER_PATIENCE
from baraza.scenes.ui import theme

# Red (the player) holds a Sheep and 2 Ore; Blue offers a Wood and a Wheat for an Ore; White holds 3 Ore
HANDS = ((0, 0, 1, 0, 2), (1, 0, 0, 1, 0), (0, 0, 0, 0, 3))


def _blue_offers(seats=("human", "ai:normal", "ai:normal"), dealt: bool = False):
    """Blue offers everyone a Wood and a Wheat for an Ore (`dealt`: one card it holds for one Red holds, the hands
    as the game dealt them, which an undo replays)."""
    app, match, table = krownia_table(lambda m: m.state.phase == "main" and m.active_seats() == (1,)
                                      and m.state.turn >= 3 and m.state.rolled
                                      and (not dealt or (any(m.state.hands[1]) and any(m.state.hands[0]))),
                                      seats=seats, seed=3)
    table.ai_turns.enabled = False  # the test plays the AI seats
    gives, wants = (0, 3), (4,)
    if dealt:
        gives = (next(r for r in range(5) if match.state.hands[1][r]),)
        wants = (next(r for r in range(5) if match.state.hands[0][r] and r != gives[0]),)
    else:
        for seat, hand in enumerate(HANDS[:len(seats)]):
            match.state.hands[seat] = list(hand)
            match.state.public_cards[seat] = list(hand)
        _changed(table)
    steps = [Action("open_trade"), *(Action("offer_give", (r,)) for r in gives),
             *(Action("offer_get", (r,)) for r in wants), Action("offer_send", (-1,))]
    for action in steps:
        assert match.submit(1, action).ok, action
    table.animations.skip()
    frames(app, 2)
    assert table.trade.kind(table.current_view()) == "answer"
    return app, match, table


def _texts_whole(app, table, monkeypatch) -> list[str]:
    """Every text the offer's panel draws, each checked whole in its box (drawn at the fonts' scale now)."""
    drawn = []
    real_box, real_fit = theme.draw_text_box, theme.blit_fit

    def box(surface, fonts, text, rect, size=18, colour=None, face="sans", *args, **kwargs):
        used, lines, cut = theme.fit_lines(fonts, text, pygame.Rect(rect).size, size, face,
                                           kwargs.get("min_size", theme.MIN_TEXT))
        assert not cut, f"{text!r} is cut"
        drawn.append(text)
        return real_box(surface, fonts, text, rect, size, colour, face, *args, **kwargs)

    def fit(surface, fonts, text, pos, size, width, *args, **kwargs):
        assert fonts.get(theme.fit_size(fonts, text, size, width), "sans").size(text)[0] <= width, text
        drawn.append(text)
        return real_fit(surface, fonts, text, pos, size, width, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text_box", box)
    monkeypatch.setattr(theme, "blit_fit", fit)
    view = table.current_view()
    table.trade.draw(pygame.Surface(app.screen.get_size()), view)
    monkeypatch.undo()
    return drawn


def test_an_ai_offer_waits_in_the_side_panel_off_the_island(baraza_home, monkeypatch):
    app, match, table = _blue_offers()
    view = table.current_view()
    geo = table.geometry
    for scale in (1.0, 1.5):
        app.fonts.set_scale(scale)
        try:
            rect = table.trade.rect(view)
            assert geo.actions_rect.contains(rect) and not rect.colliderect(geo.board_rect), (scale, rect)
            controls = {c.name: c for c in table.trade.controls(view)}
            assert list(controls) == ["accept", "decline", "counter", "later"]
            assert all(rect.contains(c.rect) for c in controls.values())
            rules = table.control("rules")
            assert rules is not None and not rules.rect.colliderect(rect)  # Rules stays in reach
            texts = _texts_whole(app, table, monkeypatch)
            assert "Blue's offer" in texts and any("lapses in" in t for t in texts), texts
            summary = table.trade.offer_summary(view)
            assert rect.contains(summary) and not any(summary.colliderect(c.rect) for c in controls.values())
        finally:
            app.fonts.set_scale(1.0)


def test_not_now_lets_the_offer_lapse_at_once(baraza_home):
    app, match, table = _blue_offers()
    moves = len(match.records)
    frames(app, 1, dt=0.5)
    frames(app, 1, click(table.control("later").rect.center))
    assert match.records[moves].action == A_LAPSE and match.records[moves].seat == 0
    lines = [table.log_text(line, 0) for line in match.log if line.move_index == moves]
    assert "Blue's offer lapsed: Red let it go" in lines, lines
    assert moves not in table.recap.answered_for  # the player's own choice


def test_once_another_seat_accepted_the_offer_waits_seconds_and_says_why(baraza_home):
    app, match, table = _blue_offers()
    table.answers.tick(0.0)
    table.answers.tick(10.0)
    assert abs(table.answers.seconds_left() - (OFFER_PATIENCE - 10)) < 0.2  # (the frames drawn: 2/60 s)
    assert match.submit(2, Action("accept_trade")).ok  # White accepts
    table.animations.skip()
    table.answers.tick(0.0)
    assert table.answers.seconds_left() == ACCEPTED_PATIENCE < 10
    view = table.current_view()
    said = table.trade.offer.status(view)
    assert said == f"White has accepted: Blue trades with White in {ACCEPTED_PATIENCE:.0f} s unless you answer.", said
    moves = len(match.records)
    table.answers.tick(ACCEPTED_PATIENCE + 0.5)
    assert match.records[moves].action == A_LAPSE and match.records[moves].seat == 0


def test_a_lesson_offers_no_not_now(baraza_home, monkeypatch):
    app, match, table = _blue_offers()
    monkeypatch.setattr(type(table.lesson_hook), "running", property(lambda self: True))
    view = table.current_view()
    assert [c.name for c in table.trade.controls(view)] == ["accept", "decline", "counter"]
    assert not table.answers.can_let_go()
    table.answers.let_go()
    assert match.records[-1].action.kind == "offer_send"  # nothing lapsed for the learner


def test_back_to_offer_says_so_and_keeps_the_offers_clock(baraza_home):
    app, match, table = _blue_offers(dealt=True)  # (an undo replays the match: hands set by hand would go)
    table.answers.tick(0.0)
    table.answers.tick(12.0)
    frames(app, 1, dt=0.5)
    frames(app, 1, click(table.control("counter").rect.center))
    assert table.trade.kind(table.current_view()) == "compose"
    frames(app, 3, dt=1.0)  # drafting: the offer's clock waits
    app.toasts.clear()
    back = table.control("back")
    assert back is not None and back.enabled
    frames(app, 1, click(back.rect.center))
    assert table.trade.kind(table.current_view()) == "answer"
    said = [t.text for t in app.toasts]
    assert "Back to Blue's offer: accept, decline or counter it." in said, said
    assert not any("taken back" in t for t in said), said
    left = table.answers.seconds_left()
    assert left is not None and left < OFFER_PATIENCE - 12
    rect = table.trade.rect(table.current_view())
    for _ in range(3):  # the pointer reading the offer stops its clock: never winds it back
        frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0), buttons=(0, 0, 0))],
               dt=1.0)
        assert table.answers.seconds_left() <= left
    frames(app, 2, dt=1.0)
    assert table.answers.seconds_left() < left


def test_the_undo_button_still_says_move_taken_back(baraza_home):
    app, match, table = krownia_table(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                      and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"), seed=3)
    table.ai_turns.enabled = False
    assert table.undo_words() == ""
    assert match.submit(0, Action("open_trade")).ok
    table.animations.skip()
    app.toasts.clear()
    table.move_intents.undo()
    assert any(t.text.startswith("Move taken back") for t in app.toasts), [t.text for t in app.toasts]
