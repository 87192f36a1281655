"""S38 at the table: in the offer dialog the Hint is the table's Hint for the position the dialog opened from, as the
table gave it there (the search runs on the wall clock: asked again it may answer otherwise), said in the dialog's
moves; and the dialog's Hint deals no guessed hands on the frame thread (the worker found its move: 24 hands were
dealt for "is anyone likely to take it" each time a drafted offer was hinted)."""

from __future__ import annotations

from test_krownia_first_evening import _animated, _changed

from baraza.game.core.action import Action
from baraza.game.krownia.expert import partners
from baraza.game.krownia.hint_facts import HintFacts, HintWords, OutsideHint

HAND = [3, 0, 0, 1, 1]  # 3 Wood, 1 Wheat, 1 Ore


def _hinted(table, action: Action, words: str, facts: HintFacts) -> None:
    """A hint as the worker answers it (intents.poll_hint), then the table's own check (each frame)."""
    seat = 0
    table.hint = action
    table.hint_agree.tap.hint = action
    table.hint_agree.tap.facts = facts
    said = table.match.describe_action(seat, action)
    table.hint_text = f"Hint: {said}: {words}" if words else f"Hint: {said}"
    table.hint_agree.follow(table.current_view())


def _table():
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"))
    match.state.hands[0] = list(HAND)
    match.state.public_cards[0] = list(HAND)
    _changed(table)
    return app, match, table


def test_the_dialog_says_the_offer_the_table_hinted_without_dealing_hands(baraza_home, monkeypatch):
    _app, match, table = _table()
    give, get = (2, 0, 0, 0, 0), (0, 0, 1, 0, 0)
    offer = HintFacts(give=give, get=get, to=-1)
    _hinted(table, Action("open_trade"), "give 2 Wood for 1 Sheep, to everyone", offer)
    assert table.hint == Action("open_trade")
    table.act(Action("open_trade"))
    view = match.view(0)
    assert view.phase == "trade_compose" and not any(view.trade.draft_give)

    def dealt(*_args, **_kw):
        raise AssertionError("guessed hands dealt on the frame thread")
    monkeypatch.setattr(partners.PartnerModel, "__init__", dealt)
    # the worker's own answer this time names another move (its clock ran otherwise): the table's first stands
    other = OutsideHint(Action("end_turn"), "keep your cards", HintFacts(), (Action("end_turn"),))
    step = Action("offer_abandon")
    _hinted(table, step, "", HintFacts(outside=other))
    assert table.hint == Action("offer_give", (0,)), table.hint_text
    assert "give 2 Wood for 1 Sheep" in table.hint_text, table.hint_text
    for _ in range(3):  # drafted as hinted, then sent
        table.act(table.hint)
        _hinted(table, Action("offer_abandon"), "", HintFacts(outside=other))
    assert table.hint == Action("offer_send", (-1,)), table.hint_text
    assert tuple(match.view(0).trade.draft_give) == give and tuple(match.view(0).trade.draft_get) == get


def test_a_dialog_opened_without_a_table_hint_follows_the_worker(baraza_home, monkeypatch):
    _app, match, table = _table()
    table.act(Action("open_trade"))
    monkeypatch.setattr(partners.PartnerModel, "__init__", lambda *_a, **_k: (_ for _ in ()).throw(AssertionError))
    legal = (Action("end_turn"), Action("bank_trade", (0, 2)))
    outside = OutsideHint(Action("end_turn"), HintWords("", HintFacts()), HintFacts(), legal)
    _hinted(table, Action("offer_abandon"), "", HintFacts(outside=outside))
    assert table.hint == Action("offer_abandon")
    assert table.hint_text.startswith("Hint: Drop the offer: then end the turn"), table.hint_text
