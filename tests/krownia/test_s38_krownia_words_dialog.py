"""S38, blind tester krownia23 (Hint 6): the Hint rejected trades that met its own stated need. With "1 Wheat for 1
Sheep" drafted it said "Drop the offer: then end the turn — keep your cards for a development card (you still need
1 Sheep)" (32.png); the same with "2 Wheat for 1 Sheep" (36) and after Blue had accepted it (38), and after White
accepted 1 Ore for the Wood a village lacked (44). Two causes: the view keeps the offerer's draft once the offer is
sent, so an answered offer was taken for a dialog still drafting ("Drop the offer", not even a legal move there);
and a draft serving the plan was dropped because the table's hint for the position before had been to end the turn.
Now an answered offer is judged by its answers, and a draft keeping the plan's cards and bringing it closer is sent
(the turn's one offer is spent once the dialog opens: a no costs nothing), its doubts said beside it."""

from __future__ import annotations

from krownia23_record import DEV, VILLAGE, state_at, table_hint
from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.krownia.hint_draft import drafting
from baraza.game.krownia.rules import TRADE_PENDING


def test_a_drafted_offer_completing_the_plan_is_sent_not_dropped() -> None:
    state = state_at(54)  # Red has drafted 1 Wheat for 1 Sheep, the development card's missing Sheep (32.png)
    assert (tuple(state.drafts[0][0]), tuple(state.drafts[0][1])) == ((0, 0, 0, 1, 0), (0, 0, 1, 0, 0))
    step = table_hint(state, DEV)
    assert step.action.kind == "offer_send", step
    assert "completes the cards for a development card" in step.words, step.words
    assert "Drop" not in step.words and "you still need 1 Sheep" not in step.words
    assert "a no costs nothing" in step.words  # the partners' likely no is said, not hidden
    step = table_hint(state_at(74), DEV)  # 2 Wheat for 1 Sheep (36.png), which Blue took
    assert step.action.kind == "offer_send" and "completes the cards for a development card" in step.words, step


def test_a_draft_giving_spare_cards_asks_for_the_card_the_plan_lacks() -> None:
    step = table_hint(state_at(53), DEV)  # 1 Wheat offered, nothing asked yet
    assert step.action == Action("offer_get", (2,)), step  # ask for the Sheep
    assert "giving 1 Wheat for 1 Sheep completes the cards for a development card" in step.words


def test_an_answered_offer_is_not_a_draft_to_drop() -> None:
    for n, plan, partner in ((76, DEV, 1), (89, VILLAGE, 2)):  # Blue accepted (38.png); White accepted (44.png)
        state = state_at(n)
        assert state.phase == TRADE_PENDING and not drafting(R.view(state, 0), 0)
        step = table_hint(state, plan)
        assert step.action in R.legal_actions(state, 0), step  # "Drop the offer" was no move of the table's
        assert step.action == Action("confirm_trade", (partner,)), step
