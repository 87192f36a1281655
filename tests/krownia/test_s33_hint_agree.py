"""s33 (a blind tester, Hint 7): one hint said to trade 4 Sheep to the bank, the next "you still need 1 Sheep". A
hinted bank trade that gives away what the build the hint aims at needs gives way, and a Hint asked again in the
same position says what the first one said."""

from __future__ import annotations

from types import SimpleNamespace

from krownia_helpers import R, fresh, give, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.hint_agree import agreed_hint


def _position(hand: tuple[int, ...]):
    """Seat 0 with a village, two roads to a free spot (so it saves for a village) and `hand`."""
    state = fresh(2)
    edges = path(0, 2)
    put_village(state, 0, path_corners(0, edges)[0])
    for e in edges:
        put_road(state, 0, e)
    give(state, 0, hand)
    return state


def test_a_trade_giving_away_the_villages_last_sheep_gives_way_to_ending_the_turn() -> None:
    state = _position((1, 1, 4, 0, 0))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    trade = Action("bank_trade", (2, 3))  # 4 Sheep for the Wheat: the village then lacks a Sheep
    assert trade in legal
    fix = agreed_hint(view, 0, trade, legal)
    assert fix is not None and fix[0] == Action("end_turn"), fix
    assert "village" in fix[1] and "Sheep" not in fix[1], fix[1]  # it never says "need 1 Sheep" after all


def test_a_trade_from_spare_cards_toward_the_village_stands() -> None:
    state = _position((1, 1, 5, 0, 0))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert agreed_hint(view, 0, Action("bank_trade", (2, 3)), legal) is None  # a Sheep stays for the village


def test_a_spare_trade_toward_the_same_build_is_offered_instead() -> None:
    state = _position((5, 1, 4, 0, 0))  # 4 Wood spare: 4 Wood for the Wheat keeps the village's Sheep
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    fix = agreed_hint(view, 0, Action("bank_trade", (2, 3)), legal)
    assert fix is not None and fix[0] == Action("bank_trade", (0, 3)), fix


class _Table(SimpleNamespace):
    def human_to_act(self):
        return 0

    def legal_actions(self):
        return R.legal_actions(self.state, 0)


def test_a_hint_asked_again_in_the_same_position_says_the_same() -> None:
    from baraza.scenes.krownia.hint_agree import HintAgree

    state = _position((1, 1, 5, 0, 0))
    toasts = []
    table = _Table(state=state, hint=Action("bank_trade", (2, 3)), hint_text="Hint: Trade 4 Sheep for 1 Wheat",
                   match=SimpleNamespace(records=[], describe_action=lambda s, a: str(a)),
                   app=SimpleNamespace(toast=lambda text, *a, **k: toasts.append(text)))
    agree = HintAgree(table, SimpleNamespace(mode=None))
    agree.follow(R.view(state, 0))
    said = "Hint: bank_trade[2, 3]: it pays for a village now"  # krownia17: a bare bank trade says what it is for
    assert table.hint == Action("bank_trade", (2, 3)) and toasts == [said]
    table.hint, table.hint_text = Action("end_turn"), "Hint: End the turn: keep your cards for a village"
    agree.follow(R.view(state, 0))  # a second Hint, no move between: the first one's move and words
    assert table.hint == Action("bank_trade", (2, 3)) and table.hint_text == said
    table.match.records.append(object())  # a move made: a new position's hint stands
    state.hands[0][2] = 3  # (s37: no 4:1 trade paying for the village now, which the Hint would name first)
    table.hint = Action("end_turn")
    agree.follow(R.view(state, 0))
    assert table.hint == Action("end_turn")
