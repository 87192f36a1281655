"""S36, blind tester krownia18: an AI's offer left alone until it lapsed was logged "Red declines the offer", as if
the player had declined it, and "White withdrew the offer rather than take Red's counter-offer" said no why.
Now the lapse is logged as one ("Blue's offer lapsed: no answer"), an offer the player cannot meet as such, and a
withdrawal after the player's counter gives the offerer's reason."""

from __future__ import annotations

from test_krownia_first_evening import _animated, _changed

from baraza.game.core.action import Action
from baraza.scenes.krownia.answers import OFFER_PATIENCE


def _blue_offers(baraza_home, red_hand, blue_hand, give: int, get: int):
    """Blue (an AI) offers Red (the player) 1 of `give` for 1 of `get`, both hands in the table's sight."""
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (1,)
                                  and m.state.turn >= 3 and m.state.rolled,
                                  seats=("human", "ai:normal"))
    state = match.state
    for seat, hand in ((0, red_hand), (1, blue_hand)):
        state.hands[seat] = list(hand)
        state.public_cards[seat] = list(hand)
    _changed(table)
    for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (get,)),
                   Action("offer_send", (0,))):
        assert match.submit(1, action).ok, action
    table.animations.skip()
    return app, match, table


def _line(match, table, index: int) -> str:
    return table.log_text(match.log[index], 0)


def test_a_lapsed_offer_is_logged_as_lapsed(baraza_home):
    app, match, table = _blue_offers(baraza_home, (0, 0, 0, 1, 0), (1, 0, 0, 0, 0), give=0, get=3)
    table.answers.tick(0.01)  # the offer is seen: its patience starts
    table.answers.tick(OFFER_PATIENCE + 1)
    assert match.records[-1].action == Action("decline_trade", (True,)) and match.records[-1].seat == 0  # (s37)
    lines = [table.log_text(line, 0) for line in match.log if line.move_index == len(match.records) - 1]
    assert "Blue's offer lapsed: Red gave no answer in time" in lines, lines
    assert not any("Red declines" in line for line in lines), lines


def test_an_offer_the_player_cannot_meet_is_not_logged_as_their_decline(baraza_home):
    app, match, table = _blue_offers(baraza_home, (0, 0, 1, 0, 0), (1, 0, 0, 0, 0), give=0, get=3)
    table.answers.update()
    assert match.records[-1].action == Action("decline_trade")
    lines = [table.log_text(line, 0) for line in match.log if line.move_index == len(match.records) - 1]
    assert "Red cannot meet Blue's offer: lacks 1 Wheat" in lines, lines


def test_a_counter_withdrawn_says_why(baraza_home):
    # Blue offers a Wood for Red's Ore; Red counters a Sheep for Blue's Wheat instead; Blue withdraws
    app, match, table = _blue_offers(baraza_home, (0, 0, 1, 0, 1), (1, 0, 0, 1, 0), give=0, get=4)
    for action in (Action("counter_trade"), Action("offer_take_back", (4,)), Action("offer_take_back", (0,)),
                   Action("offer_give", (2,)), Action("offer_get", (3,)), Action("offer_send", (-1,))):
        assert match.submit(0, action).ok, action
    assert match.submit(1, Action("cancel_trade")).ok
    table.animations.skip()
    line = table.log_text(match.log[-1], 0)
    assert line.startswith("Blue withdrew the offer rather than take Red's counter-offer: it "), line
