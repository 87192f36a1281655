"""S36, blind tester krownia18: the Hint said "Offer a trade to players: give 2 Ore for 1 Wood", Enter opened the
offer with nothing in it. The Hint's offer now opens drafted, whichever way "Offer to players…" is pressed."""

from __future__ import annotations

from test_krownia_first_evening import _animated, _changed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import HintFacts


def test_the_hinted_offer_opens_drafted(baraza_home):
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"))
    match.state.hands[0] = [0, 1, 1, 1, 2]
    _changed(table)
    hint = Action("open_trade")
    table.hint = hint
    table.hint_agree.tap.hint = hint
    table.hint_agree.tap.facts = HintFacts(give=(0, 0, 0, 0, 2), get=(1, 0, 0, 0, 0))
    table.selection.dialog = "trade"  # Trade… opened (by Enter on the Hint's button, or a click)
    offer = table.control("open_offer")
    assert offer is not None and offer.enabled
    offer.on_click()
    view = match.view(0)
    assert view.phase == "trade_compose"
    assert tuple(view.trade.draft_give) == (0, 0, 0, 0, 2) and tuple(view.trade.draft_get) == (1, 0, 0, 0, 0)


def test_an_offer_opened_without_that_hint_opens_empty(baraza_home):
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"))
    match.state.hands[0] = [0, 1, 1, 1, 2]
    _changed(table)
    table.hint = Action("end_turn")
    table.selection.dialog = "trade"
    table.control("open_offer").on_click()
    view = match.view(0)
    assert view.phase == "trade_compose" and not any(view.trade.draft_give) and not any(view.trade.draft_get)
