"""S36, blind tester krownia20: an AI's offer said "declined in 31 s", then 44 s after the player pressed H, and
36 s then 43 s after a counter drafted and taken back ("Back to offer"). The clock was keyed on the move count
and dropped whenever the player could not answer that frame. Now one offer keeps one clock from its first
showing: it waits (never restarts) while the table animates or a counter is drafted."""

from __future__ import annotations

from test_s36_krownia_trade_lapse import _blue_offers

from baraza.game.core.action import Action
from baraza.scenes.krownia.answers import OFFER_PATIENCE
from baraza.scenes.krownia.counter import back_to_offer


def _offer(baraza_home):
    # Blue offers a Wood for Red's Ore; Red holds an Ore and a Sheep, so it may answer or counter
    app, match, table = _blue_offers(baraza_home, (0, 0, 1, 0, 1), (1, 0, 0, 1, 0), give=0, get=4)
    table.answers.tick(0.0)  # the offer is seen
    table.answers.tick(14.0)
    assert abs(table.answers.seconds_left() - (OFFER_PATIENCE - 14)) < 0.01
    return app, match, table


def test_an_animation_between_keeps_the_offers_clock(baraza_home):
    app, match, table = _offer(baraza_home)
    table.animations.add("hint", 0.5)  # a Hint's animation: the player cannot answer for a moment
    table.answers.tick(0.1)
    table.animations.skip()
    table.answers.tick(1.0)
    assert abs(table.answers.seconds_left() - (OFFER_PATIENCE - 15)) < 0.01, table.answers.seconds_left()


def test_a_counter_taken_back_keeps_the_offers_clock(baraza_home):
    app, match, table = _offer(baraza_home)
    for action in (Action("counter_trade"), Action("offer_give", (2,))):
        assert match.submit(0, action).ok, action
    table.animations.skip()
    table.answers.tick(5.0)  # drafting: the offer's clock is not shown and does not run
    assert table.answers.seconds_left() is None
    assert back_to_offer(match, 0)
    table.animations.skip()
    table.answers.tick(1.0)
    assert abs(table.answers.seconds_left() - (OFFER_PATIENCE - 15)) < 0.01, table.answers.seconds_left()


def test_a_new_offer_gets_its_whole_patience(baraza_home):
    app, match, table = _offer(baraza_home)
    assert match.submit(0, Action("decline_trade")).ok
    table.animations.skip()
    table.answers.tick(1.0)
    assert table.answers.seconds_left() is None  # nothing waits on the player
