"""S39, blind tester krownia24 (turn 8): the table's Hint said "End the turn" while, in the offer dialog, the Hint
said "Send the offer: 1 Sheep for 1 Wheat". The dialog sent any draft bringing the plan closer ("a no costs nothing
now"), whatever the table's Hint had judged: an ended turn there meant no offer was worth making (nobody likely
to take one, or the search's margin). Now the two are one judgement (game/krownia/hint_dialog.py): an offer of
spare cards for a card the plan lacks that someone is likely to take (the hint level's own bar, found on the
worker beside the ended turn) is named by the table's Hint instead of ending the turn, and drafted and sent in
the dialog; a draft nobody is likely to take is dropped in the dialog, "then end the turn", saying why.
krownia23's record has both: 1 Wheat for 1 Sheep (both AIs declined it) and 2 Wheat for 1 Sheep (Blue took it)."""

from __future__ import annotations

import sys
from pathlib import Path

from krownia23_record import DEV, state_at, table_hint
from krownia_helpers import R, play_hard_until

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import facts_of
from baraza.game.krownia.rules import MAIN, TRADE_COMPOSE, TRADE_PENDING

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

SHEEP_FOR_WHEAT = ((0, 0, 0, 1, 0), (0, 0, 1, 0, 0))  # krownia23: 1 Wheat for 1 Sheep, toward a development card
TWO_FOR_ONE = ((0, 0, 0, 2, 0), (0, 0, 1, 0, 0))  # 2 Wheat for 1 Sheep, which Blue took


def _agree(table, step) -> None:
    """The dialog's step says what the table's Hint (for the position the dialog opened from) said."""
    if table.action == Action("end_turn"):
        assert step.action == Action("offer_abandon"), (table, step)
        assert step.words.startswith("then end the turn"), step.words
        return
    assert table.action == Action("open_trade"), table
    facts = facts_of(table.words)
    if step.action.kind == "offer_send":
        return
    assert step.action.kind in ("offer_give", "offer_get", "offer_take_back"), (table, step)
    assert (facts_of(step.words).give, facts_of(step.words).get) == (facts.give, facts.get), (table, step)


def test_a_draft_the_table_would_not_offer_is_dropped_and_the_turn_ended() -> None:
    table = table_hint(state_at(51), DEV)  # before the dialog: 2 Wheat and 1 Ore, a development card lacks 1 Sheep
    assert table.action == Action("end_turn"), table
    for n in (53, 54):  # 1 Wheat offered; then 1 Sheep asked for it (krownia23's 32.png)
        state = state_at(n)
        assert state.phase == TRADE_COMPOSE
        step = table_hint(state, DEV)
        _agree(table, step)
        assert "giving 1 Wheat for 1 Sheep would complete the cards for a development card" in step.words, \
            step.words
        assert "neither Blue nor White is likely to want it" in step.words, step.words  # both declined it (55, 56)
        assert "a no costs nothing" not in step.words


def test_the_offer_the_dialog_sends_is_the_one_the_table_names() -> None:
    table = table_hint(state_at(70), DEV)  # 3 Wheat and 1 Ore: 2 Wheat can be spared, and someone takes them
    assert table.action == Action("open_trade"), table
    facts = facts_of(table.words)
    assert (facts.give, facts.get, facts.goal) == (*TWO_FOR_ONE, DEV), facts
    assert "completes the cards for a development card" in table.words, table.words
    for n in (71, 74):  # the dialog just opened (drafting it), and with it drafted (sending it)
        _agree(table, table_hint(state_at(n), DEV))
    assert table_hint(state_at(74), DEV).action.kind == "offer_send"


def _hand_offers(view, goal) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every one-for-one and two-for-one offer of cards `goal` can spare for one card it lacks."""
    hand = view.hand
    spare = [max(0, h - c) for h, c in zip(hand, goal, strict=True)]
    lack = [max(0, c - h) for h, c in zip(hand, goal, strict=True)]
    out = []
    for g in range(5):
        for n in (1, 2):
            if spare[g] >= n:
                out += [(tuple(n * (k == g) for k in range(5)), tuple(int(k == r) for k in range(5)))
                        for r in range(5) if lack[r]]
    return out


def test_over_seeded_games_the_dialog_never_sends_what_the_table_would_not_offer() -> None:
    ended = offered = 0
    for seed in range(1, 13):
        state = play_hard_until(seed, lambda s: s.phase == MAIN and s.current == 0 and s.turn > 8
                                and sum(s.hands[0]) >= 3 and Action("open_trade") in R.legal_actions(s, 0))
        if state is None:
            continue
        table = table_hint(state)
        goal = facts_of(table.words).goal
        if table.action == Action("open_trade"):  # drafted card by card to the table's cards, then sent
            offered += 1
            dialog = R.clone(state)
            R.apply(dialog, 0, Action("open_trade"))
            for _ in range(12):
                step = table_hint(dialog, table.plan)
                _agree(table, step)
                R.apply(dialog, 0, step.action)
                if dialog.phase != TRADE_COMPOSE:
                    break
            assert dialog.phase == TRADE_PENDING, seed
            assert (tuple(dialog.trade_give), tuple(dialog.trade_get)) == (facts_of(table.words).give,
                                                                          facts_of(table.words).get)
            continue
        if table.action != Action("end_turn") or goal is None:
            continue
        for give, get in _hand_offers(R.view(state, 0), goal):  # whatever the player drafts, the turn ends
            dialog = R.clone(state)
            R.apply(dialog, 0, Action("open_trade"))
            for r, n in enumerate(give):
                for _ in range(n):
                    R.apply(dialog, 0, Action("offer_give", (r,)))
            R.apply(dialog, 0, Action("offer_get", (get.index(1),)))
            _agree(table, table_hint(dialog, table.plan))
            ended += 1
    assert ended and offered, (ended, offered)  # both kinds of advice were met


def test_the_offer_opens_drafted_with_the_cards_the_table_named(baraza_home) -> None:
    """The worker said "End the turn" and the table's Hint names the trade instead: Offer to players… opens with
    its cards drafted (offer_fill.py), as it does for a trade the worker named."""
    from test_krownia_first_evening import _animated, _changed

    from baraza.game.krownia.hint_dialog import OfferFacts

    _app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                   and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"))
    match.state.hands[0] = [0, 0, 0, 3, 1]  # a development card lacks 1 Sheep; 2 Wheat to spare
    match.state.public_cards[0] = [0, 0, 0, 3, 1]
    _changed(table)
    end = Action("end_turn")
    table.hint = end
    table.hint_agree.tap.hint = end
    table.hint_agree.tap.facts = OfferFacts(goal=DEV, offers=((DEV, *TWO_FOR_ONE),))
    table.hint_text = "Hint: End the turn: keep your cards for a development card (you still need 1 Sheep)"
    table.hint_agree.follow(table.current_view())
    assert table.hint == Action("open_trade"), table.hint_text
    assert "give 2 Wheat for 1 Sheep" in table.hint_text, table.hint_text
    table.selection.dialog = "trade"
    table.control("open_offer").on_click()
    view = match.view(0)
    assert view.phase == "trade_compose"
    assert (tuple(view.trade.draft_give), tuple(view.trade.draft_get)) == TWO_FOR_ONE


def test_one_draft_step_for_the_hint_and_the_filled_offer() -> None:
    """The dialog's Hint and the offer filled as it opens take the same step (hint_dialog.next_draft): cards too
    many taken off first, then those missing put in, the kinds in order."""
    import baraza.scenes.krownia.offer_fill as fill
    from baraza.game.krownia.hint_dialog import next_draft

    give, get = (0, 0, 0, 2, 0), (0, 0, 1, 0, 0)
    assert next_draft((1, 0, 0, 0, 0), (0, 0, 0, 0, 0), give, get) == Action("offer_take_back", (0,))
    assert next_draft((0, 0, 0, 0, 0), (0, 0, 0, 0, 0), give, get) == Action("offer_get", (2,))
    assert next_draft((0, 0, 0, 1, 0), (0, 0, 1, 0, 0), give, get) == Action("offer_give", (3,))
    assert next_draft(give, get, give, get) is None
    assert not hasattr(fill, "next_draft") or fill.next_draft is next_draft
