"""S37, blind tester krownia21 (data/krownia21.json): in the offer dialog the Hint said "Send to everyone: giving 1
Ore for 1 Wheat completes the cards for a village" at 6 of 8 points, and both AIs refused "will not help Red win";
at 2-2-2 the Hint outside the dialog said "End the turn" and the dialog's "Send" for the same 1 Wood for 1 Sheep.
The dialog's judge now asks the AI seats' leader rule and the outside Hint's guess at their answers. The steal's
reason names the real one: more points, a tie in cards, a card the plan needs; a poorer seat gives way."""

from __future__ import annotations

from test_s37_krownia21_judge import at

from baraza.game.core.action import Action
from baraza.game.krownia.hint_draft import judge_draft
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_seven import steal_choice, steal_reason
from baraza.game.krownia.rules import COST_VILLAGE, KrowniaRules

R = KrowniaRules()
SEARCH = "no swap of your cards brings a build closer that a player is likely to take now"


def test_near_the_target_the_dialog_says_the_ais_refuse_the_leader() -> None:
    state = at(190)  # 1 Ore for 1 Wheat drafted, Red at 6 of 8
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert (view.trade.draft_give, view.trade.draft_get) == ((0, 0, 0, 0, 1), (0, 0, 0, 1, 0))
    good, why = judge_draft(view, 0, COST_VILLAGE)
    assert not good and "do not trade with the leader now" in why, why
    for hinted in (Action("offer_abandon"), Action("offer_send", (-1,))):
        step = keep_plan(view, 0, hinted, SEARCH, COST_VILLAGE, legal)
        assert step.action == Action("offer_abandon"), step
        assert "leader" in step.words, step.words


def test_the_dialog_agrees_with_the_outside_hint_on_who_would_take_it() -> None:
    state = at(93)  # 1 Wood for 1 Sheep drafted at 2-2-2: outside, the Hint had said "End the turn"
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    good, why = judge_draft(view, 0, COST_VILLAGE)
    assert not good and "likely to want it" in why, why
    step = keep_plan(view, 0, Action("offer_abandon"), SEARCH, COST_VILLAGE, legal)
    assert step.action == Action("offer_abandon"), step


def test_a_tie_in_cards_is_said_as_one() -> None:
    view = R.view(at(26), 0)
    assert [p.card_count for p in view.players][1:] == [5, 5]
    assert steal_reason(view, 0, 1) .startswith("Blue and White each hold 5 cards")


def test_the_poorer_seat_is_robbed_only_for_a_reason() -> None:
    view = R.view(at(186), 0)  # Blue 5 cards and 4 points, White 6 cards and 3 points
    said = steal_reason(view, 0, 1, COST_VILLAGE)
    assert "Blue has more points: 4 against White's 3" in said and "White holds 6 cards" in said, said
    legal = R.legal_actions(at(186), 0)
    assert steal_choice(view, 0, Action("steal", (1,)), COST_VILLAGE, legal) is None
    view = R.view(at(106), 0)  # Blue 1 card and 3 points, White 6: the points leader stays the pick
    assert steal_choice(view, 0, Action("steal", (2,)), COST_VILLAGE, R.legal_actions(at(106), 0)) is None
