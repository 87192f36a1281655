"""krownia20 / keys18: after the player's bank trade (made by keys), the cursor landed on End turn although the
road the trade was for was now paid for. It lands on the build the trade paid for."""

from __future__ import annotations

from scene_helpers import frames
from test_krownia_first_evening import _changed
from test_s36_krownia_dialog_counter import _enter_on, _main_turn, _table

from baraza.game.core.action import Action


def test_after_a_bank_trade_the_cursor_is_on_the_road_it_paid_for(baraza_home):
    app, match, table = _table(_main_turn)
    match.state.hands[0] = [0, 1, 0, 0, 4]  # 1 Brick + 4 Ore: 4 Ore for 1 Wood pays for a road
    match.state.public_cards[0] = [0, 1, 0, 0, 4]
    _changed(table)
    frames(app, 2)
    assert not any(a.kind.startswith("build_") for a in match.legal_actions(0))
    for name in ("trade", "bank_give_4", "bank_get_0", "bank_confirm"):
        _enter_on(app, table, name)
    assert match.records[-1].action == Action("bank_trade", (4, 0)), match.records[-1].action
    table.animations.skip()
    frames(app, 4)
    roads = [a for a in match.legal_actions(0) if a.kind == "build_road"]
    assert roads
    spots = {tuple(table.keys._spot(a)) for a in roads}
    assert table.focus.current is not None and tuple(table.focus.current.rect) in spots, table.focus.current.label
