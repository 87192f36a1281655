"""KROWNIA by keyboard: the R, V and T shortcuts light the board, and Tab reaches the lit spots (the playtest:
after the roll, Tab cycled the side panel, Hint and the log only; the lit edges of a road were reached only by
Up from the log)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_krownia_scene import _table

from baraza.game.core.action import Action


def _main_after_roll(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "build_road" for a in match.legal_actions(0)))


def test_after_the_road_shortcut_tab_reaches_the_lit_edges(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 2)
    press(app, pygame.K_RIGHT)  # the cursor shows
    press(app, pygame.K_r)  # Road: the edges light
    roads = [a for a in table.legal_actions() if a.kind == "build_road"]
    edges = {tuple(pygame.Rect(table.tutorial_clicks(a, table.current_view())[0])) for a in roads}
    regions = []
    for _ in range(12):
        press(app, pygame.K_TAB)
        regions.append(table.focus.current.region)
    board = [t for t in table.focus.targets() if t.region == "board"]
    assert "board" in regions, f"Tab went through {regions} only"
    assert edges <= {t.rect for t in board}, "the lit edges are not all on the cursor's board"
    press(app, pygame.K_ESCAPE)  # the shortcut began a choice: Esc backs out of it, no pause menu
    assert app.stack.top is table and table.selection.mode is None


def _offer_to_the_player(match) -> bool:
    """Blue (the AI, its turns held) to act in its main phase, holding a card the player lacks, the player
    holding one Blue lacks: Blue can offer the one for the other."""
    if not (match.state.phase == "main" and match.active_seats() == (1,) and match.state.rolled):
        return False
    hands = match.state.hands
    return any(hands[1][a] and hands[0][b] and a != b for a in range(5) for b in range(5))


def _blue_offers(match) -> None:
    hands = match.state.hands
    give, get = next((a, b) for a in range(5) for b in range(5) if hands[1][a] and hands[0][b] and a != b)
    for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (get,)),
                   Action("offer_send", (0,))):
        assert match.submit(1, action).ok, action


def _tab_round(app, table, dialog: pygame.Rect) -> list[tuple]:
    """The stops Tab visits inside `dialog`, once round (the cursor shown first)."""
    press(app, pygame.K_RIGHT)
    seen = []
    for _ in range(len(table.focus.targets()) + 1):
        press(app, pygame.K_TAB)
        current = table.focus.current
        assert dialog.contains(pygame.Rect(current.rect)), current
        seen.append(current.rect)
    return seen


def test_tab_goes_round_the_offer_to_answer_and_esc_declines_it(baraza_home):
    """Keyboard playtest C: Tab was stuck in KROWNIA's trade offer (the whole dialog one part of the table, Tab
    went back to its first button). Tab now visits Accept, Decline and Counter in turn, Enter presses the one
    under the cursor, and Esc backs out of the offer: it declines it, no pause menu."""
    app, match, table = _table(_offer_to_the_player, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    _blue_offers(match)
    frames(app, 2)
    view = table.current_view()
    assert table.trade.kind(view) == "answer"
    dialog = table.trade.rect(view)
    seen = _tab_round(app, table, dialog)
    answers = {tuple(c.rect) for c in table.trade.controls(view) if c.enabled}
    assert answers <= set(seen), "Tab does not reach every answer button"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # Shift+Tab goes back the other way
    assert table.focus.current.rect == seen[-2]
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table, "Esc opened the pause menu"
    assert match.records[-1].action == Action("decline_trade") and match.records[-1].seat == 0


def test_tab_goes_round_the_players_own_offer_and_enter_presses_its_buttons(baraza_home):
    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    assert match.submit(0, Action("open_trade")).ok
    frames(app, 2)
    view = table.current_view()
    assert table.trade.kind(view) == "compose"
    dialog = table.trade.rect(view)
    seen = _tab_round(app, table, dialog)
    stops = [t.rect for t in table.focus.targets()]
    assert set(stops) == set(seen) and len(set(seen)) > 3, "Tab does not go round the dialog's controls"
    plus = next(c for c in table.trade.controls(view) if c.name.startswith("give_plus_") and c.enabled)
    while table.focus.current.rect != tuple(plus.rect):
        press(app, pygame.K_TAB)
    before = len(match.records)
    frames(app, 40)  # a moment after the last move
    press(app, pygame.K_RETURN)
    assert len(match.records) == before + 1 and match.records[-1].action.kind == "offer_give"
    press(app, pygame.K_ESCAPE)  # Esc drops the offer, no pause menu
    assert app.stack.top is table and match.records[-1].action == Action("offer_abandon")
    assert match.state.phase == "main"


def test_an_offer_that_comes_unbidden_opens_on_its_words_not_on_a_button(baraza_home):
    """The cursor opened an AI's offer on Accept: an Enter meant for End turn accepted a trade (a playtest); then on
    Counter…, where an Enter opened a draft (issue 41, a blind round). It opens on the offer's words, where Enter
    answers nothing."""
    app, match, table = _table(_offer_to_the_player, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)  # the cursor shows
    _blue_offers(match)
    table.focus.moved()
    frames(app, 3, dt=0.3)
    view = table.current_view()
    assert table.trade.kind(view) == "answer"
    assert table.focus.current.rect == tuple(table.trade.offer_summary(view)), table.focus.current.label
    before = len(match.records)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 2, dt=0.3)
    assert len(match.records) == before and table.trade.kind(table.current_view()) == "answer"
