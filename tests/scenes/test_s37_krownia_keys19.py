"""S37, blind tester keys19 (KROWNIA by keys at 150 %):
- after the player's offer got a counter, the cursor stood on Trade, which took the counter (Ore, not the Wood
  asked) in one Enter (95): the counter's first stop is its words, where Enter does nothing;
- End turn read "End turn · Enter" while Enter pressed the cursor's spot (Wood: nothing happened, 88-e4, 89-enter):
  with the cursor shown the caption promises no key, and Enter on a card that does nothing says why;
- the cursor's ring on Road covered the "Build … cost" header (90-tab2): the header keeps clear of it."""

from __future__ import annotations

import pygame
from keyboard_player import press, show_cursor, walk_to
from scene_helpers import frames
from test_krownia_first_evening import _changed
from test_s36_krownia_dialog_counter import _main_turn, _table

from baraza.game.core.action import Action
from baraza.scenes.table.focus import RING
from baraza.scenes.ui import theme


def _red_offer_countered(app, match, table):
    """Red offers 1 Wood for 1 Brick by keys; Blue counters 1 Ore for the Brick (keys19's 94a → 95)."""
    match.state.hands[0] = [1, 0, 1, 1, 1]
    match.state.hands[1] = [0, 2, 0, 0, 0]
    for seat in (0, 1):
        match.state.public_cards[seat] = list(match.state.hands[seat])
    _changed(table)
    frames(app, 2)
    show_cursor(app, table)
    for action in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (1,))):
        assert match.submit(0, action).ok, action
    frames(app, 2)
    walk_to(app, table, table.control("send_1").rect)
    frames(app, 30)
    press(app, pygame.K_RETURN)  # sent: the cursor goes into the waiting dialog
    frames(app, 4)
    for action in (Action("counter_trade"), Action("offer_take_back", (0,)), Action("offer_get", (4,)),
                   Action("offer_send", (-1,))):
        assert match.submit(1, action).ok, action
    table.animations.skip()
    frames(app, 4)


def test_a_counter_to_the_players_offer_opens_on_its_words_not_on_trade(baraza_home):
    app, match, table = _table(_main_turn)
    _red_offer_countered(app, match, table)
    view = table.current_view()
    assert view.trade.responses[1] == "countered"
    trade = table.control("confirm_1")
    assert trade is not None and trade.enabled
    current = table.focus.current
    assert current is not None and pygame.Rect(current.rect) != trade.rect, current.label
    assert "counter" in current.label and "Trade" in current.label, current.label
    press(app, pygame.K_RETURN)  # the first Enter takes nothing
    frames(app, 4)
    assert not any(r.action.kind == "confirm_trade" for r in match.records)


def test_the_end_turn_caption_names_no_key_while_the_cursor_is_shown(baraza_home):
    app, match, table = _table(_main_turn)
    note = next(c.note for c in table.actions.controls(table.current_view()) if c.name == "end_turn")
    assert note == "Enter"  # the mouse's table: Enter ends the turn
    show_cursor(app, table)
    frames(app, 2)
    note = next(c.note for c in table.actions.controls(table.current_view()) if c.name == "end_turn")
    assert "Enter" not in (note or ""), note


def test_enter_on_a_card_that_does_nothing_says_why(baraza_home):
    app, match, table = _table(_main_turn)
    match.state.hands[0] = [1, 0, 1, 1, 1]
    match.state.public_cards[0] = [1, 0, 1, 1, 1]
    _changed(table)
    frames(app, 2)
    show_cursor(app, table)
    said = []
    real = app.toast
    app.toast = lambda text, *a, **k: (said.append(text), real(text, *a, **k))[1]
    walk_to(app, table, table.geometry.hand_card_rect(0))
    frames(app, 30)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert any(t.startswith("Wood: nothing to do with it now") for t in said), said


def test_the_ring_on_road_keeps_off_the_build_header_at_150(baraza_home, monkeypatch):
    app, match, table = _table(_main_turn)
    drawn = []
    real = theme.blit_text

    def spy(surface, fonts, text, pos, *args, **kwargs):
        rect = real(surface, fonts, text, pos, *args, **kwargs)
        drawn.append((text, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.fonts.set_scale(1.5)
    try:
        table.actions.draw(pygame.Surface(app.screen.get_size()), table.current_view())
    finally:
        app.fonts.set_scale(1.0)
    road = table.control("build_road").rect
    ring = pygame.Rect(road).inflate(2 * RING + 6, 2 * RING + 6)  # focus.py draws its outer line this far out
    heads = [r for t, r in drawn if t in ("Build", "cost")]
    assert len(heads) == 2
    for head in heads:
        assert not head.colliderect(ring), (head, ring)
    end_ring = pygame.Rect(table.control("end_turn").rect).inflate(2 * RING + 6, 2 * RING + 6)
    assert not any(head.colliderect(end_ring) for head in heads)
