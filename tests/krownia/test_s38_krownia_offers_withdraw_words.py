"""S38, blind tester krownia23 (21.png): with their offer sent, Blue's counter and White's decline in, the Hint said
"Drop the offer: then build a road…" where the dialog's button reads "Withdraw offer". On the current code (the
Hint's dialog judge leaves an offer once sent: hint_draft.drafting) the same position's Hint says "Withdraw the
offer", the button's own words. The position is the tester's own, replayed from their record's first 24 moves."""

from __future__ import annotations

from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move, hint_seed
from baraza.game.krownia import SPEC
from baraza.game.krownia.hint_expert import HintExpert

SEED = 189800
OPTIONS = {"target": 10, "discard_limit": 7, "friendly_pirate": False, "beginner": False, "turn_timer": 0,
           "lesson_deck": False, "lesson_dice": False}
MOVES = [(0, "place_village", (29,)), (0, "place_road", (42,)), (1, "place_village", (28,)), (1, "place_road", (41,)),
         (2, "place_village", (39,)), (2, "place_road", (56,)), (2, "place_village", (12,)), (2, "place_road", (12,)),
         (1, "place_village", (14,)), (1, "place_road", (21,)), (0, "place_village", (25,)), (0, "place_road", (30,)),
         (0, "roll", ()), (0, "move_pirate", (12,)), (0, "steal", (1,)), (0, "open_trade", ()),
         (0, "offer_give", (4,)), (0, "offer_get", (2,)), (0, "offer_send", (-1,)), (1, "counter_trade", ()),
         (1, "offer_take_back", (4,)), (1, "offer_get", (1,)), (1, "offer_send", (-1,)), (2, "decline_trade", ())]


def _clock():
    now = [0.0]

    def clock() -> float:  # the search cut at the same step every time (the table's runs on the wall clock)
        now[0] += 0.004
        return now[0]
    return clock


def test_the_hint_on_a_sent_offer_says_withdraw_as_its_button_does() -> None:
    state = R.initial_state(OPTIONS, SEED, 3)
    for seat, kind, args in MOVES:
        R.apply(state, seat, Action(kind, args))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert view.trade.responses[1] == "countered" and view.trade.responses[2] == "declined"
    agent = HintExpert(0, hint_seed(view), clock=_clock())
    action = hint_move(SPEC, view, 0, legal, agent)
    said = R.describe_action(state, 0, action)
    if action == Action("cancel_trade"):
        assert said == "Withdraw the offer", said  # the pending dialog's button: "Withdraw offer" (trade.py)
    explained = agent.explained(view, action)
    words = explained.text if explained is not None else ""
    assert "Drop" not in said and "Drop" not in words, (said, words)
