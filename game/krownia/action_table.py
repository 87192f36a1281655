"""Every action legal_actions can return, built once and shared (actions are immutable).

Rows indexed by an argument beat a tuple-keyed dict on the hot path of legal-action generation.
"""

from __future__ import annotations

import itertools

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import R_COMPOSING, R_PENDING, RESPONSE_NAMES


def _action_table() -> dict[tuple, Action]:
    """Every action legal_actions can return, built once (actions are immutable, so they are shared)."""
    table: dict[tuple, Action] = {}
    spans = {
        "place_village": range(B.NUM_CORNERS), "build_village": range(B.NUM_CORNERS),
        "build_town": range(B.NUM_CORNERS), "move_auto_pair": range(B.NUM_CORNERS),
        "place_road": range(B.NUM_EDGES), "build_road": range(B.NUM_EDGES), "move_pirate": range(B.NUM_HEXES),
        "discard": range(5), "take_resource": range(5), "play_monopoly": range(5), "offer_give": range(5),
        "offer_get": range(5), "offer_take_back": range(5), "steal": range(4), "confirm_trade": range(4),
        "offer_send": range(-1, 4),
    }
    for kind, span in spans.items():
        for x in span:
            table[(kind, x)] = Action(kind, (x,))
    for g in range(5):
        for r in range(5):
            table[("bank_trade", g, r)] = Action("bank_trade", (g, r))
    for kind in ("auto_place", "timeout", "skip_free_road", "accept_trade", "decline_trade", "counter_trade",
                 "cancel_trade", "play_warrior", "play_road_building", "play_year_of_plenty", "roll", "buy_dev",
                 "open_trade", "end_turn", "offer_abandon"):
        table[(kind,)] = Action(kind)
    return table


ACTIONS = _action_table()


def _row(kind: str, n: int) -> tuple[Action, ...]:
    return tuple(ACTIONS[kind, x] for x in range(n))


# The same shared actions as tuples indexed by their argument (list indexing beats a tuple-keyed dict).
A_PLACE_VILLAGE, A_BUILD_VILLAGE, A_BUILD_TOWN = (_row(k, B.NUM_CORNERS) for k in (
    "place_village", "build_village", "build_town"))
A_PLACE_ROAD, A_BUILD_ROAD = _row("place_road", B.NUM_EDGES), _row("build_road", B.NUM_EDGES)
A_DISCARD, A_TAKE, A_MONOPOLY = _row("discard", 5), _row("take_resource", 5), _row("play_monopoly", 5)
A_GIVE, A_GET, A_TAKE_BACK = _row("offer_give", 5), _row("offer_get", 5), _row("offer_take_back", 5)
A_CONFIRM = _row("confirm_trade", 4)
A_BANK = tuple(tuple((r, ACTIONS["bank_trade", g, r]) for r in range(5) if r != g) for g in range(5))
# offer_send choices of the proposer: everyone, then each other seat, per (num_seats, seat)
A_SEND = {(n, s): tuple(ACTIONS["offer_send", t] for t in (-1, *range(n)) if t != s) for n in range(2, 5) for s in range(n)}
A_SEND_ALL = ACTIONS["offer_send", -1]
A_SOLO = tuple((s,) for s in range(4))


# Seats still to answer an offer, for every tuple of response codes (2-4 seats).
A_WAITING = {
    codes: tuple(s for s, r in enumerate(codes) if r == R_PENDING or r == R_COMPOSING)
    for n in range(2, 5) for codes in itertools.product(range(len(RESPONSE_NAMES)), repeat=n)}


def resource_mask(cards: list[int]) -> int:
    """Bit r set when cards[r] > 0."""
    return (cards[0] > 0) | (cards[1] > 0) << 1 | (cards[2] > 0) << 2 | (cards[3] > 0) << 3 | (cards[4] > 0) << 4


# Per mask of resources present: (discards, bank trades giving Wood, ..., bank trades giving Ore). A bank
# trade row lists the resources the bank still has (the mask is then the bank's), in resource order.
A_BY_MASK = tuple(
    (tuple(A_DISCARD[r] for r in range(5) if m >> r & 1),
     *(tuple(a for r, a in A_BANK[g] if m >> r & 1) for g in range(5)))
    for m in range(32))  # active_seats when only one seat may act
A_ROLL, A_END, A_BUY, A_OPEN = ACTIONS["roll",], ACTIONS["end_turn",], ACTIONS["buy_dev",], ACTIONS["open_trade",]
A_ABANDON, A_SKIP_ROAD, A_TIMEOUT = ACTIONS["offer_abandon",], ACTIONS["skip_free_road",], ACTIONS["timeout",]
A_ACCEPT, A_DECLINE, A_COUNTER, A_CANCEL = (ACTIONS[k,] for k in ("accept_trade", "decline_trade", "counter_trade",
                                                            "cancel_trade"))
A_PLAY_WARRIOR, A_PLAY_ROADB, A_PLAY_PLENTY = (ACTIONS[k,] for k in ("play_warrior", "play_road_building",
                                                            "play_year_of_plenty"))
A_MOVE_PIRATE = _row("move_pirate", B.NUM_HEXES)
A_STEAL = _row("steal", 4)
