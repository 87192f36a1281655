"""krownia20 / keys18: inside the player's counter to an AI's offer the Hint said "Back to the offer and accept it";
that is no move inside a counter, so H then Enter did nothing. The cursor now goes to the counter's "Back to offer"
button; Enter there takes the counter back, and the Hint asked again lands on Accept."""

from __future__ import annotations

import pygame
from keyboard_player import press, show_cursor
from scene_helpers import frames
from test_s36_krownia_dialog_counter import _blue_offers, _enter_on, _hinted, _name_at

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import HintFacts

ACCEPT = Action("accept_trade")


def test_the_hints_accept_inside_a_counter_goes_by_back_to_accept(baraza_home):
    # Blue offers 1 Wheat for Red's 1 Wood; Red opens a counter, then asks the Hint
    app, match, table = _blue_offers((1, 0, 1, 0, 1), (0, 0, 1, 1, 0), give=3, get=0)
    show_cursor(app, table)
    _enter_on(app, table, "counter")
    view = table.current_view()
    assert table.trade.kind(view) == "compose" and ACCEPT not in table.legal_actions()
    _hinted(table, ACCEPT, HintFacts())
    frames(app, 3)
    assert _name_at(table, table.focus.current.rect) == "back", table.focus.current.label
    frames(app, 30)  # beyond the cursor's guard against a double press
    press(app, pygame.K_RETURN)
    frames(app, 3)
    view = table.current_view()
    assert view.trade is not None and view.trade.responses[0] == "pending", view.trade
    assert ACCEPT in table.legal_actions()
    _hinted(table, ACCEPT, HintFacts())  # H again: the offer as it stands, Accept
    frames(app, 3)
    assert _name_at(table, table.focus.current.rect) == "accept", table.focus.current.label
    frames(app, 30)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert any(r.seat == 0 and r.action == ACCEPT for r in match.records)
