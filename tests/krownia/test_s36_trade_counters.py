"""S36, blind tester krownia18: of 6 offers to two normal AIs none drew a counter. A normal seat that declines an
offer but holds what was asked now counters with a fair price (no more cards than the offerer's own rate), at
least one of them a card it lacks, and only cards the offerer surely holds: those offered, or those the table
counted into its hand that no Pirate could have taken."""

from __future__ import annotations

import json
from pathlib import Path

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import R_COUNTER
from baraza.game.registry import get_game

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)
RECORD = Path(__file__).parent / "data" / "krownia18_trades.json"


def _table(blue_hand, red_hand):
    """Red (seat 0, the player) and Blue (seat 1, an AI with a village and a road to an open spot), in sight."""
    state = fresh(num_seats=2, seed=3)
    put_village(state, 1, 10)
    for e in path(10, 2):
        put_road(state, 1, e)
    give(state, 1, blue_hand)
    give(state, 0, red_hand)
    return state


def _offer(state, red_gives: dict[int, int], red_gets: int):
    R.apply(state, 0, Action("open_trade"))
    for r, n in red_gives.items():
        for _ in range(n):
            R.apply(state, 0, Action("offer_give", (r,)))
    for action in (Action("offer_get", (red_gets,)), Action("offer_send", (1,))):
        R.apply(state, 0, action)
    return state


def _answer(state) -> str:
    ai = KrowniaAI("normal", 1, 1)
    while 1 in R.active_seats(state) and state.responses[1] != R_COUNTER:
        action = ai.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))
        R.apply(state, 1, action)
        if action.kind in ("accept_trade", "decline_trade"):
            return action.kind
    return "countered"


def test_two_for_one_declined_draws_a_counter_at_the_same_rate():
    # Blue saves for a village and lacks only Wood; Red offers 1 Sheep for Blue's spare Wheat (s37: an even swap
    # bringing nothing it needs is declined; before, 2 Sheep for the village's own Wheat) and holds a Wood in the
    # table's sight: Blue asks the Wood instead of the Sheep
    state = _offer(_table((0, 1, 3, 2, 0), (1, 0, 2, 0, 0)), {SHEEP: 1}, WHEAT)
    assert _answer(state) == "countered"
    red_gives, red_gets = state.counters[1]
    assert red_gets == (0, 0, 0, 1, 0)
    assert red_gives == (1, 0, 0, 0, 0)  # never dearer than Red's own 1 for 1


def test_no_counter_asks_a_card_the_pirate_may_have_taken():
    # the same, but the Pirate once took a card from Red, of a kind nobody saw: the Wood counted may be gone
    state = _table((0, 1, 3, 1, 0), (1, 0, 2, 0, 0))
    state.cards_stolen[0] = 1
    _offer(state, {SHEEP: 2}, WHEAT)
    assert _answer(state) == "decline_trade"


def test_krownia18_white_counters_two_sheep_for_wheat():
    """The record's 4th offer, 2 Sheep to White for its Wheat, was declined bare: White (saving for a town, short
    of Wheat and Ore) now asks the Ore Red was seen to hold with a Sheep, at Red's rate."""
    data = json.loads(RECORD.read_text())
    moves = [(seat, Action(kind, tuple(args))) for seat, kind, args in data["moves"]]
    rules = get_game("krownia").rules
    match = Match.from_moves(rules, data["seats"], data["seed"], data["options"], moves[:99])
    assert match.active_seats() == (2,) and match.state.trade_give == [0, 0, 2, 0, 0]
    ai = KrowniaAI("normal", 2, 0)
    # s37 (krownia20: AIs gave the card they needed): the Wheat its town needs goes for no build now, so White
    # no longer counters "1 Wheat for 1 Ore + 1 Sheep" (its town no nearer); it declines
    assert ai.choose(rules, match.view(2), 2, match.legal_actions(2)) == Action("decline_trade")


