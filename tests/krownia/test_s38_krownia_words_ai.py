"""S38, blind tester krownia23 (AI 7): Blue declined "will not help Red, who leads with 7 points" while White had 7
too (148.png); White then took the same 1 Wood for 1 Brick, the Brick of the road that gave Red Longest Road and 9
points (150). A tie at the top is said as one ("shares the lead"), and an AI seat no longer hands over the card that
completes the asker's road to Longest Road (`ai_trade.road_threat`), unless the swap wins it the game: accept and
counter alike. Measured in docs/benchmarks-krownia.md (krownia23)."""

from __future__ import annotations

from krownia23_record import state_at
from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.ai_trade import road_threat
from baraza.game.krownia.trade_words import decline_reason, standing_words


def test_a_tie_at_the_top_is_not_a_lead() -> None:
    view = R.view(state_at(336), 1)  # Red 7, Blue 6, White 7: Blue answers Red's offer
    assert [p.vp_visible for p in view.players] == [7, 6, 7]
    assert standing_words(view, 0) == "shares the lead with 7 points"
    assert "leads with" not in decline_reason(view, 1, 0, view.trade.give, view.trade.get)


def test_no_ai_seat_hands_over_the_road_that_takes_longest_road() -> None:
    state = state_at(337)  # White to answer Red's 1 Wood for 1 Brick; Red's road is 4 long, Longest Road free
    view = R.view(state, 2)
    assert view.trade.give == (1, 0, 0, 0, 0) and view.trade.get == (0, 1, 0, 0, 0)
    assert road_threat(view, 0, view.trade.get, view.trade.give)
    legal = R.legal_actions(state, 2)
    for level in ("normal", "hard"):
        assert KrowniaAI(level, 2, 0).choose(R, view, 2, legal) == Action("decline_trade"), level
        before = KrowniaAI(level, 2, 0)
        before.threat_check = False  # the answer before: yes (normal), a counter still giving the Brick (hard)
        assert before.choose(R, view, 2, legal) in (Action("accept_trade"), Action("counter_trade")), level
    assert decline_reason(view, 2, 0, view.trade.give, view.trade.get) == "White will not help Red take Longest Road"


def test_a_road_card_far_from_longest_road_is_no_threat() -> None:
    view = R.view(state_at(41), 1)  # round 2: Red asks Blue for 1 Sheep; nobody is near Longest Road
    assert not road_threat(view, 0, (1, 1, 0, 0, 0), (0, 0, 0, 0, 0))
