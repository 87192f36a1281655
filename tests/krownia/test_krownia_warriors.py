"""A normal or hard AI holding Warriors enough for the army plays them (a normal AI sat on four unplayed Warriors
for 50 turns, the Pirate on the island's only hills: blind playtest)."""

import random

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import WARRIOR
from baraza.game.registry import new_match


def _main_turn_of_seat_1(seed: int):
    match = new_match("krownia", ["human", "ai:normal"], seed)
    rng = random.Random(seed)
    for _ in range(3000):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        if seat == 1 and match.state.phase == "main":
            return match
        pick = [a for a in legal if a.kind not in ("open_trade",)] or legal
        match.submit(seat, rng.choice(pick))
    return None


def test_warriors_enough_for_the_army_are_played():
    for seed in range(20):
        match = _main_turn_of_seat_1(seed)
        if match is None:
            continue
        state = match.state
        state.devs[1][WARRIOR], state.devs_new[1][WARRIOR] = 3, 0
        if state.army_holder == 1 or Action("play_warrior") not in match.legal_actions(1):
            continue
        for level in ("normal", "hard"):
            ai = KrowniaAI(level, 1, seed)
            assert ai.choose(match.rules, match.view(1), 1, match.legal_actions(1)) == Action("play_warrior"), level
        return
    raise AssertionError("no main turn to try")
