"""s33 (a blind tester): "End the turn", "Buy a development card", "Play a Warrior" came with no reason. Each now
says what it does for the player: nothing buildable and the 7's limit, the Warriors to Largest Army and the chance of
a Victory Point, the Pirate leaving the player's own tile."""

from __future__ import annotations

from types import SimpleNamespace

from krownia_helpers import R, fresh, give, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.hint_why import bare_reason


def test_an_ended_turn_with_nothing_to_build_says_so() -> None:
    state = fresh(3)
    assert bare_reason(R.view(state, 0), 0, Action("end_turn")) == "nothing to build: your hand is empty"
    give(state, 0, (3, 0, 3, 0, 3))
    assert "7" in bare_reason(R.view(state, 0), 0, Action("end_turn"))


def test_a_development_card_counts_the_warriors_to_largest_army() -> None:
    state = fresh(3)
    words = bare_reason(R.view(state, 0), 0, Action("buy_dev"))
    assert words == "you are 3 Warriors short of Largest Army, and it may be a Victory Point"
    state.warriors[0] = 2
    assert "would win you Largest Army" in bare_reason(R.view(state, 0), 0, Action("buy_dev"))


def test_a_warrior_says_it_frees_the_players_own_tile() -> None:
    state = fresh(3)
    h = next(h for h in range(len(state.numbers)) if state.numbers[h])
    put_village(state, 0, B.HEX_CORNERS[h][0])
    state.pirate = h
    view = R.view(state, 0)
    tile = view.tiles[h]
    words = bare_reason(view, 0, Action("play_warrior"))
    assert words.startswith(f"it moves the Pirate off your {tile.terrain} {tile.number}"), words
    assert "2 Warriors short of Largest Army" in words


class _Table(SimpleNamespace):
    def human_to_act(self):
        return 0

    def legal_actions(self):
        return R.legal_actions(self.state, 0)


def test_the_table_gives_a_bare_hint_its_reason() -> None:
    from baraza.scenes.krownia.hint_agree import HintAgree

    state = fresh(3)
    toasts: list[str] = []
    table = _Table(state=state, hint=Action("end_turn"), hint_text="Hint: End the turn",
                   match=SimpleNamespace(records=[], describe_action=lambda s, a: "End the turn"),
                   app=SimpleNamespace(toast=lambda text, *a, **k: toasts.append(text)))
    HintAgree(table, SimpleNamespace(mode=None)).follow(R.view(state, 0))
    assert table.hint_text == "Hint: End the turn: nothing to build: your hand is empty" and toasts
