"""KROWNIA's dialogs by keys (blind testers): each dialog opens with the cursor on its first useful control (the
offer opened on Drop, beside the button that opened it); Up and Down go row by row over greyed controls, which
say why they are grey, and Enter there leaves the cursor where it is; the cursor's words never cover the
dialog's title nor the control it is on."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from keyboard_player import press, show_cursor, walk_to  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_krownia_scene import _table as krownia_table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402


def _can_trade(match) -> bool:
    """The player's main phase, with cards to give the bank (4 of a kind or a harbour's rate) and an offer left."""
    legal = match.legal_actions(0) if match.active_seats() == (0,) else []
    return (match.state.phase == "main" and match.state.rolled and any(a.kind == "open_trade" for a in legal)
            and any(a.kind == "bank_trade" for a in legal))


def _table(cond, seed: int = 3, seats=("human", "ai:easy"), scale: int = 100):
    app, match, table = krownia_table(cond, seats=seats, seed=seed)
    table.ai_turns.enabled = False  # the test plays the AI seats itself
    if scale != 100:
        app.settings.text_scale = scale
        app.apply_look()
    frames(app, 2)
    return app, match, table


def _enter_on(app, table, name: str) -> None:
    walk_to(app, table, table.control(name).rect)
    frames(app, 30)  # half a second after the last Enter (the cursor's guard against a double press)
    press(app, pygame.K_RETURN)
    frames(app, 2)


def _open_bank(app, table) -> None:
    show_cursor(app, table)
    _enter_on(app, table, "trade")
    assert table.trade.kind(table.current_view()) == "bank"


def _control_at(table, rect) -> str:
    """The trade control under the cursor ("" on the offer's own words, which are no control)."""
    return next((c.name for c in table.trade.controls(table.current_view()) if tuple(c.rect) == tuple(rect)), "")


def test_an_offer_opens_on_its_first_plus_not_on_drop(baraza_home):
    app, match, table = _table(_can_trade)
    _open_bank(app, table)
    _enter_on(app, table, "open_offer")
    view = table.current_view()
    assert table.trade.kind(view) == "compose"
    pluses = [c for c in table.trade.controls(view) if c.name.startswith("give_plus_") and c.enabled]
    assert pluses, "nothing to offer in this position"
    assert table.focus.current.rect == tuple(pluses[0].rect), table.focus.current.label
    assert table.focus.current.label.startswith("Offer 1 ")
    frames(app, 30)
    press(app, pygame.K_RETURN)  # Enter offers that card and the cursor stays to offer another
    assert match.records[-1].action.kind == "offer_give"
    frames(app, 2)
    assert table.focus.current.rect == tuple(pluses[0].rect)


def test_the_ais_offer_opens_on_its_words_and_accept_is_reached_by_arrows(baraza_home):
    """It opened on Accept, and an Enter meant for End turn accepted a trade (a later playtest); then on Counter…:
    it opens on the offer's words, and Accept is reached by the arrows."""
    def blue_can_offer(match) -> bool:
        if not (match.state.phase == "main" and match.active_seats() == (1,) and match.state.rolled):
            return False
        hands = match.state.hands
        return any(hands[1][a] and hands[0][b] and a != b for a in range(5) for b in range(5))

    app, match, table = _table(blue_can_offer)
    show_cursor(app, table)
    hands = match.state.hands
    give, get = next((a, b) for a in range(5) for b in range(5) if hands[1][a] and hands[0][b] and a != b)
    for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (get,)),
                   Action("offer_send", (0,))):
        assert match.submit(1, action).ok, action
    frames(app, 2)
    assert table.trade.kind(table.current_view()) == "answer"
    summary = table.trade.offer_summary(table.current_view())
    assert table.focus.current.rect == tuple(summary), table.focus.current.label  # on the offer's words (issue 41)
    for _ in range(6):
        if _control_at(table, table.focus.current.rect) == "accept":
            break
        press(app, pygame.K_LEFT)
    assert _control_at(table, table.focus.current.rect) == "accept", table.focus.current.label
    frames(app, 30)
    press(app, pygame.K_RETURN)
    assert match.records[-1].action == Action("accept_trade")


def test_an_accepted_offer_opens_on_its_trade_button(baraza_home):
    app, match, table = _table(_can_trade)
    hands = match.state.hands
    give = next(r for r in range(5) if hands[0][r])
    get = next(r for r in range(5) if r != give and hands[1][r])
    for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (get,)),
                   Action("offer_send", (1,))):
        assert match.submit(0, action).ok, action
    frames(app, 2)
    show_cursor(app, table)
    assert match.submit(1, Action("accept_trade")).ok
    frames(app, 2)
    assert table.trade.kind(table.current_view()) == "pending"
    assert _control_at(table, table.focus.current.rect) == "confirm_1", table.focus.current.label


@pytest.mark.parametrize("phase, seats, prefix", [("discard", ("human", "ai:easy"), "discard_"),
                                                  ("steal", ("human", "ai:easy", "ai:easy"), "steal_")])
def test_a_discard_or_a_steal_opens_on_its_first_choice(baraza_home, phase, seats, prefix):
    def due(match) -> bool:
        return match.active_seats() == (0,) and match.state.phase == phase

    app, match, table = _table(due, seed=2, seats=seats)
    press(app, pygame.K_RIGHT)  # the first key shows the cursor where it stands
    view = table.current_view()
    first = min((c for c in table.trade.controls(view) if c.enabled), key=lambda c: (c.rect.y, c.rect.x))
    assert first.name.startswith(prefix)
    assert table.focus.current.rect == tuple(first.rect), table.focus.current.label


def test_down_from_what_you_give_reaches_what_you_get_though_it_is_grey(baraza_home):
    """The playtest: Down from the "You give" row jumped to "Offer to players", past the greyed "You get" row."""
    app, match, table = _table(_can_trade)
    _open_bank(app, table)
    start = table.focus.current
    assert _control_at(table, start.rect).startswith("bank_give_")
    press(app, pygame.K_DOWN)
    below = table.focus.current
    assert _control_at(table, below.rect).startswith("bank_get_"), below.label
    assert below.rect[0] == start.rect[0], "not the chip straight below"
    assert "pick what you give first" in below.label
    records, give = len(match.records), table.selection.give
    frames(app, 30)
    press(app, pygame.K_RETURN)  # a greyed chip: Enter changes nothing and the cursor stays, its words said again
    frames(app, 2)
    assert (len(match.records), table.selection.give) == (records, give)
    assert table.focus.current == below
    press(app, pygame.K_UP)
    assert table.focus.current.rect == start.rect


@pytest.mark.parametrize("scale", [100, 150])
def test_the_cursor_words_never_cover_the_dialog_title_nor_its_control(baraza_home, scale):
    app, match, table = _table(_can_trade, scale=scale)
    _open_bank(app, table)
    for kind in ("bank", "compose"):
        if kind == "compose":
            _enter_on(app, table, "open_offer")
        view = table.current_view()
        assert table.trade.kind(view) == kind
        dialog = table.trade.rect(view)
        stops = [t for t in table.focus.targets() if dialog.contains(pygame.Rect(t.rect))]
        assert len(stops) >= 3
        for _ in stops:
            frames(app, 1)
            tag, title, spot = table.focus.tag, table.trade.title_drawn, pygame.Rect(table.focus.current.rect)
            assert tag is not None and title is not None
            assert not tag.colliderect(title), (table.focus.current.label, tag, title)
            assert not tag.colliderect(spot), table.focus.current.label
            press(app, pygame.K_TAB)  # the dialog's next control
