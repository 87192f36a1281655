"""What the Konja view works out for the table (issue 42: a table reads its view, never a rules helper): the
combinations the dice not yet collected can form, with what each pays, and the best split of them."""

import random

import pytest

from baraza.game.konja.dice import best_split, combo_reward
from baraza.game.net import codec
from baraza.game.registry import new_match


def _views(seed: int, moves: int = 400):
    match = new_match("konja", ["random", "random"], seed, {"first_player": 0})
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.active_seats()[0]
        yield match, seat, match.view(seat)
        match.submit(seat, rng.choice(match.legal_actions(seat)))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_views_combinations_are_the_collections_moves_and_pay_what_the_rules_pay(seed):
    collections = 0
    for match, seat, view in _views(seed):
        free = [d.index for d in view.dice if not d.used]
        for combo in view.combos:
            assert set(combo.dice) <= set(free) and list(combo.dice) == sorted(combo.dice)
            assert (combo.resource, combo.amount) == combo_reward(combo.kind, [view.dice[i].value for i in combo.dice])
            assert view.combo(combo.kind, reversed(combo.dice)) == combo
        split = best_split([view.dice[i].value for i in free])
        assert view.best_split == tuple((kind, tuple(free[j] for j in idx)) for kind, idx in split)
        if view.phase == "collect" and seat == view.turn_seat:
            collections += 1
            moves = {(a.args[0], tuple(a.args[1])) for a in match.legal_actions(seat) if a.kind == "collect"}
            assert moves == {(c.kind, c.dice) for c in view.combos}
    assert collections > 0


def test_what_the_view_works_out_is_not_sent_on_the_wire_and_the_joiner_works_out_the_same():
    for _match, _seat, view in _views(4, 120):
        data = codec.encode(view)
        assert "combos" not in data and "best_split" not in data
        mirror = codec.decode(data, type(view))
        assert mirror.combos == view.combos and mirror.best_split == view.best_split
