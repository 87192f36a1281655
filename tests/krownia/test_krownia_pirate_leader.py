"""The normal AI aims the Pirate at the leader as hard does (a newcomer in last place found both normal AIs on their
only pasture six times in one match: blind playtest)."""

import random

from baraza.game.krownia import board as B
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.registry import new_match


def _pirate_moment(seed: int):
    """A 3-seat match played at random until seat 0 must move the Pirate with both others on the island."""
    match = new_match("krownia", ["ai:normal", "human", "human"], seed)
    rng = random.Random(seed)
    for _ in range(4000):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        if seat == 0 and any(a.kind == "move_pirate" for a in legal):
            return match, legal
        pick = [a for a in legal if a.kind not in ("open_trade",)] or legal
        match.submit(seat, rng.choice(pick))
    return None, None


def test_the_normal_ais_pirate_goes_where_the_leader_is():
    checked = 0
    for seed in range(40):
        match, legal = _pirate_moment(seed)
        if match is None:
            continue
        view = match.view(0)
        touching = {o: [a for a in legal if a.kind == "move_pirate"
                        and any(view.corner_owner[c] == o for c in B.HEX_CORNERS[a.args[0]])
                        and not any(view.corner_owner[c] == 0 for c in B.HEX_CORNERS[a.args[0]])] for o in (1, 2)}
        if not touching[1] or not touching[2]:
            continue
        for leader in (1, 2):
            ai = KrowniaAI("normal", 0, seed)
            ai._leader_score = lambda v, s, leader=leader: 30.0 if s == leader else 0.0  # a far leader
            choice = ai.choose(match.rules, view, 0, legal)
            assert choice in touching[leader], (seed, leader, choice)
        checked += 1
        if checked >= 3:
            break
    assert checked, "no Pirate moment with both rivals to choose from"
