"""S35, blind tester krownia17: a Hint of four or five lines grew its box down over the "Game log" heading, and the
cursor's words on the Trade button lay over the island's 2:1 harbour markers. Now a long Hint's box grows up into
the players panel's empty room under its bonus boxes, the log's heading clear; and the cursor's words keep off the
harbour markers wherever the cursor stands."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_krownia_keyboard import _main_after_roll
from test_krownia_scene import _table

from baraza.scenes.table.log_panel import LOG_FONT
from baraza.scenes.ui import theme

LONG_HINT = ("Hint: Move the Pirate to the pasture 6: it blocks White's Sheep on the 6 (and Blue): White holds 7 "
             "cards; it frees your Ore on the 6")


def _drawn_toast(app, table) -> pygame.Rect:
    """The toast's box as the app draws it (its area, grown as the app grows it)."""
    return app._toast_grown(table.toast_rect(), app.toasts[-1].text)


def test_a_five_line_hint_keeps_off_the_game_log_heading(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 2)
    app.toast(LONG_HINT, 30, key="hint")
    frames(app, 2)
    box = _drawn_toast(app, table)
    log = table.log_panel.rect
    heading = pygame.Rect(log.x, log.y, log.w, LOG_FONT + 14)
    assert not box.colliderect(heading), (box, heading)
    for bonus in table.players.bonus_rects.values():
        assert not box.colliderect(bonus), (box, bonus)  # nor over Longest Road, Largest Army
    *_, cut = theme.fit_lines(app.fonts, LONG_HINT, box.inflate(-28, -16).size, 17, "bold")
    assert not cut, "the hint no longer reads whole"


def test_a_short_hint_stays_in_the_turn_panel(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    frames(app, 2)
    app.toast("Hint: Roll the dice", 30, key="hint")
    frames(app, 2)
    assert _drawn_toast(app, table) == table.turn_panel.rect


def test_the_cursor_words_on_trade_keep_off_the_harbour_markers(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    state = match.state
    state.hands[0] = [0, 4, 1, 1, 0]  # bank trades too: the button's words are long (krownia17's three lines)
    state.public_cards[0] = list(state.hands[0])
    state.cache.clear()
    table.views.moved()
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    focus = table.focus
    trade = next(t for t in focus.targets() if t.label.startswith("Trade button"))
    focus.current = trade
    frames(app, 2)
    assert focus.tag is not None
    badges = table.keys.harbour_badges(table.current_view())
    assert not [b for b in badges if b.colliderect(focus.tag)], (focus.tag, badges)
