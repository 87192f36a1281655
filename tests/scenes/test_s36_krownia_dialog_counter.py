"""S36, blind tester krownia19, the trade dialog by keys:
- H then Enter opened the Hint's offer filled in, with the cursor on a "+": the next Enter gave one more card.
  An offer or counter filled from the Hint opens on its send button.
- a hinted counter opened on the AI's offer mirrored, not on the Hint's cards: it opens with them.
- "Drop" in a counter declined the AI's whole offer: "Back to offer" (and Esc) takes the counter back, and the
  offer waits for Accept, Decline or Counter again; the decline says it is one."""

from __future__ import annotations

import pygame
from keyboard_player import press, show_cursor, walk_to
from scene_helpers import frames
from test_krownia_first_evening import _changed
from test_krownia_scene import _table as krownia_table

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import HintFacts


def _table(cond, seats=("human", "ai:normal")):
    app, match, table = krownia_table(cond, seats=seats, seed=3)
    table.ai_turns.enabled = False  # the test plays the AI seats itself
    frames(app, 2)
    return app, match, table


def _hinted(table, hint: Action, facts: HintFacts) -> None:
    """The Hint names `hint` with `facts` (as the AI worker's answer would come through the table's tap)."""
    table.hint = hint
    table.hint_agree.tap.hint = hint
    table.hint_agree.tap.facts = facts
    table.hint_agree.seen = hint  # taken as it came


def _enter_on(app, table, name: str) -> None:
    walk_to(app, table, table.control(name).rect)
    frames(app, 30)  # beyond the cursor's guard against a double press
    press(app, pygame.K_RETURN)
    frames(app, 2)


def _main_turn(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.turn >= 3
            and match.state.rolled)


def _blue_offers(red_hand, blue_hand, give: int, get: int):
    """Blue (an AI) offers Red (the player) 1 of `give` for 1 of `get`."""
    app, match, table = _table(lambda m: m.state.phase == "main" and m.active_seats() == (1,) and m.state.turn >= 3
                               and m.state.rolled)
    for seat, hand in ((0, red_hand), (1, blue_hand)):
        match.state.hands[seat] = list(hand)
        match.state.public_cards[seat] = list(hand)
    _changed(table)
    for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (get,)),
                   Action("offer_send", (0,))):
        assert match.submit(1, action).ok, action
    table.animations.skip()
    frames(app, 2)
    assert table.trade.kind(table.current_view()) == "answer"
    return app, match, table


def _name_at(table, rect) -> str:
    return next((c.name for c in table.trade.controls(table.current_view()) if tuple(c.rect) == tuple(rect)), "")


def test_a_hinted_offer_opens_on_its_send_button(baraza_home):
    app, match, table = _table(_main_turn)
    match.state.hands[0] = [0, 1, 1, 1, 2]
    _changed(table)
    frames(app, 2)
    _enter_on(app, table, "trade")
    assert table.trade.kind(table.current_view()) == "bank"
    _hinted(table, Action("open_trade"), HintFacts(give=(0, 0, 0, 0, 2), get=(1, 0, 0, 0, 0), to=1))
    _enter_on(app, table, "open_offer")
    view = table.current_view()
    assert tuple(view.trade.draft_give) == (0, 0, 0, 0, 2) and tuple(view.trade.draft_get) == (1, 0, 0, 0, 0)
    assert _name_at(table, table.focus.current.rect) == "send_1", table.focus.current.label
    frames(app, 30)
    press(app, pygame.K_RETURN)  # the next Enter sends the Hint's offer, it adds no card (krownia19: 56 → 57)
    assert match.records[-1].action == Action("offer_send", (1,)), match.records[-1].action


def test_a_hinted_counter_opens_with_the_hints_cards_on_its_send_button(baraza_home):
    # Blue offers 1 Wheat for Red's Wood; the Hint: counter with 1 Wood for 1 Sheep + 1 Wheat
    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    show_cursor(app, table)
    _hinted(table, Action("counter_trade"), HintFacts(give=(1, 0, 0, 0, 0), get=(0, 0, 1, 1, 0)))
    _enter_on(app, table, "counter")
    view = table.current_view()
    assert table.trade.kind(view) == "compose"
    assert tuple(view.trade.draft_give) == (1, 0, 0, 0, 0), view.trade.draft_give
    assert tuple(view.trade.draft_get) == (0, 0, 1, 1, 0), view.trade.draft_get
    assert _name_at(table, table.focus.current.rect) == "send_-1", table.focus.current.label


def test_a_counter_without_that_hint_opens_as_the_offer_mirrored(baraza_home):
    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    table.hint = Action("decline_trade")
    table.control("counter").on_click()
    view = match.view(0)
    assert tuple(view.trade.draft_give) == (1, 0, 0, 0, 0) and tuple(view.trade.draft_get) == (0, 0, 0, 1, 0)


def test_back_takes_the_counter_back_and_the_offer_waits_again(baraza_home):
    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    before = len(match.records)
    table.control("counter").on_click()
    table.control("get_plus_2").on_click()  # drafting: one Sheep more
    frames(app, 2)
    back, drop = table.control("back"), table.control("drop")
    assert back is not None and back.enabled and back.label == "Back to offer"
    assert drop.label == "Decline offer"  # what it does (it declined while it said "Drop")
    back.on_click()
    frames(app, 2)
    view = table.current_view()
    assert len(match.records) == before
    assert view.trade.responses[0] == "pending" and table.trade.kind(view) == "answer"
    assert not any(line.text.endswith("declines the offer") and line.seat == 0 for line in match.log)
    assert table.control("accept") is not None and table.control("accept").enabled


def test_esc_in_a_counter_goes_back_to_the_offer(baraza_home):
    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    show_cursor(app, table)
    _enter_on(app, table, "counter")
    assert table.trade.kind(table.current_view()) == "compose"
    press(app, pygame.K_ESCAPE)
    frames(app, 2)
    view = table.current_view()
    assert view.trade is not None and view.trade.responses[0] == "pending", view.trade
    assert match.records[-1].seat == 1  # Blue's offer is the last move: no decline of Red's


def test_decline_in_a_counter_still_declines(baraza_home):
    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    table.control("counter").on_click()
    frames(app, 2)
    table.control("drop").on_click()
    assert match.records[-1].action == Action("offer_abandon") and match.records[-1].seat == 0


def test_the_side_panel_calls_the_counters_drop_a_decline(baraza_home):
    from baraza.game.krownia.choices import summarize_actions

    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    table.control("counter").on_click()
    said = " ".join(summarize_actions(match.view(0), 0, match.legal_actions(0)))
    assert "decline the offer" in said and "drop the trade" not in said, said
