"""S38, blind tester krownia23 (Hint 6): answering White's "1 Sheep for your 1 Wood", the Hint said "Decline the
offer: 1 Wood for 1 Ore is unlikely to be taken: White offered 1 Sheep for 1 Wood and may hold no 1 Ore" (80.png),
the judgement of a counter nobody had drafted, and the same words for another offer (100). The answer's reason is
now the offer's own: what it brings toward the plan, what it costs, whether it helps a leader."""

from __future__ import annotations

from krownia23_record import state_at, table_hint
from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.rules import TRADE_PENDING


def test_declining_an_offer_says_why_in_the_offer_terms() -> None:
    for n in (195, 251, 309):  # White's offers to everyone, Red to answer (80, 100 and a third)
        state = state_at(n)
        assert state.phase == TRADE_PENDING and state.current == 2
        step = table_hint(state)
        assert step.action == Action("decline_trade"), (n, step)
        assert "counter" not in step.words and "may hold no" not in step.words, (n, step.words)
        assert "unlikely to be taken" not in step.words, (n, step.words)
        assert step.words == bare_reason(R.view(state, 0), 0, step.action, step.plan), (n, step.words)


def test_accepting_an_offer_says_what_it_brings() -> None:
    state = state_at(195)
    view = R.view(state, 0)
    words = bare_reason(view, 0, Action("accept_trade"), (1, 1, 1, 1, 0))
    assert words.startswith("White gives 1 Sheep for your 1 Wood"), words
