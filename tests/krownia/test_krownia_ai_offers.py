"""Normal AIs make the player trade offers (two blind testers saw none in 54 turns: only the hard level ever
offered). A normal seat offers a fair one-for-one swap when one card short of what it saves for, at most once a
turn, asking only for a card its partners are seen to hold; a human seat receives such offers in seeded matches."""

from __future__ import annotations

import random

from baraza.game.krownia.constants import R_PENDING, RESOURCES
from baraza.game.registry import get_game, new_match


def _offers_to_the_player(seed: int) -> list[tuple[int, int, tuple, tuple, int]]:
    """(turn, offerer, give, get, to) of every AI offer the person at seat 0 was asked to answer."""
    spec = get_game("krownia")
    match = new_match("krownia", ["human", "ai:normal", "ai:normal"], seed)
    agents = {s: spec.agent_factory("normal", s, seed + s) for s in (1, 2)}
    rng = random.Random(seed)
    found = []
    for _ in range(4000):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        if seat == 0:  # the person plays at random, never offers, and turns every offer down
            action = rng.choice([a for a in legal if a.kind not in ("open_trade", "accept_trade", "counter_trade")]
                                or legal)
        else:
            action = agents[seat].choose(match.rules, match.rules.view(match.state, seat), seat, legal)
        # what the offering seat has counted of the player's hand: the table's count, and what its own steals
        # showed it (krownia25: a card it stole from the player is one it knows the player no longer holds)
        held = list(match.rules.view(match.state, seat).players[0].stats["cards_counted"].values())
        assert match.submit(seat, action).ok
        if action.kind == "offer_send" and seat != 0 and match.state.responses[0] == R_PENDING:
            state = match.state
            found.append((state.turn, seat, tuple(state.trade_give), tuple(state.trade_get), action.args[0], held))
    return found


def test_normal_ais_make_the_player_offers() -> None:
    total = 0
    for seed in range(2, 6):
        offers = _offers_to_the_player(seed)
        total += len(offers)
        for turn, _seat, give, get, to, held in offers:
            assert sum(give) == 1 and sum(get) == 1  # a fair swap: one card for one
            if to == 0:  # asked of the player alone: a card the offerer saw them hold
                assert held[get.index(1)] > 0, (turn, RESOURCES[get.index(1)], held)
        per_turn = [(turn, seat) for turn, seat, *_ in offers]
        assert len(per_turn) == len(set(per_turn))  # at most one offer a seat a turn
        assert len(offers) <= max(turn for turn, *_ in offers) // 3 + 1 if offers else True  # not every turn
    assert total >= 4  # none before: the normal level never opened a trade
