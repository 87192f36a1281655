"""S38, blind tester krownia23 (Hint 6): the Hint rejected trades that met its own stated need. With "1 Wheat for 1
Sheep" drafted it said "Drop the offer: then end the turn — keep your cards for a development card (you still need
1 Sheep)" (32.png); the same with "2 Wheat for 1 Sheep" (36) and after Blue had accepted it (38), and after White
accepted 1 Ore for the Wood a village lacked (44). Two causes: the view keeps the offerer's draft once the offer is
sent, so an answered offer was taken for a dialog still drafting ("Drop the offer", not even a legal move there);
and a draft serving the plan was dropped because the table's hint for the position before had been to end the turn.
Now an answered offer is judged by its answers, and a draft keeping the plan's cards and bringing it closer is sent
(the turn's one offer is spent once the dialog opens: a no costs nothing), its doubts said beside it.

(s39, krownia24: the drafts at moves 53/54 are now judged by the table's own test of an offer, so the dialog and the
table agree — tests/krownia/test_s39_hint_agree.py.)"""

from __future__ import annotations

from krownia23_record import DEV, VILLAGE, state_at, table_hint
from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.krownia.hint_draft import drafting
from baraza.game.krownia.rules import TRADE_PENDING


def test_an_answered_offer_is_not_a_draft_to_drop() -> None:
    for n, plan, partner in ((76, DEV, 1), (89, VILLAGE, 2)):  # Blue accepted (38.png); White accepted (44.png)
        state = state_at(n)
        assert state.phase == TRADE_PENDING and not drafting(R.view(state, 0), 0)
        step = table_hint(state, plan)
        assert step.action in R.legal_actions(state, 0), step  # "Drop the offer" was no move of the table's
        assert step.action == Action("confirm_trade", (partner,)), step
