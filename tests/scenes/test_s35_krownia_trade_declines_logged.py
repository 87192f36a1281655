"""S35, blind tester krownia16: when every AI seat declined the player's offer, no reason was seen. The offer's
dialog closes at once then, and the toast with the reasons was gone before the tester looked; the log said only
"Blue declines the offer", "White declines the offer". Now the log (and so "While you waited") keeps each
decline with its reason, in the dialog's words, and an undo takes the words back with the moves."""

from __future__ import annotations

import sys
from pathlib import Path

from test_krownia_first_evening import _animated, _changed

from baraza.game.core.action import Action

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "krownia"))


def _all_declined(baraza_home):
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled
                                  and any(o == 1 for o in m.state.corner_owner),
                                  seats=("human", "ai:normal", "ai:normal"))
    state = match.state
    for seat, hand in ((0, [1, 0, 0, 0, 0]), (1, [0, 0, 1, 2, 2]), (2, [1, 1, 0, 0, 0])):
        state.hands[seat] = list(hand)
        state.public_cards[seat] = list(hand)
    _changed(table)
    for action in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (4,)),
                   Action("offer_send", (-1,))):
        assert match.submit(0, action).ok, action
    assert match.submit(1, Action("decline_trade")).ok
    assert match.submit(2, Action("decline_trade")).ok
    table.animations.skip()
    assert match.view(0).trade is None  # nobody took it: the dialog is gone
    return app, match, table


def test_every_seat_declining_leaves_each_reason_in_the_log(baraza_home):
    app, match, table = _all_declined(baraza_home)
    lines = [table.log_text(line, 0) for line in match.log[-3:]]
    # White's hand is in the table's sight; still said as its choice (krownia20: one wording always)
    assert lines == ["Blue declines: is not trading Ore", "White declines: is not trading Ore",
                     "Nobody took the offer"], lines
    assert table.log_panel.last_lines(3) == lines  # the log panel reads them so (and the recap by the same hook)


def test_an_undo_takes_the_logged_reasons_back(baraza_home):
    app, match, table = _all_declined(baraza_home)
    assert table.reasons.logged
    assert match.undo()
    assert not table.reasons.logged
