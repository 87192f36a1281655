"""How a Konja match stands at the start of a turn: each seat's chance of winning read off the position.

A logistic model of the two players' differences: Cloud points (the more as the match nears its end), Gold (the
same), Relics, Spells in hand, the Spirit token, and whose turn it is. Fitted on the 3,787 turn starts (final
rounds left out) of 459 AI matches of the normal and hard levels, with their results; five-fold cross-validated
log loss 0.624 against 0.693 for a coin and 0.643 for Cloud points and the turn alone; calibrated within 0.05 in
each fifth of its range (standing_fit.py; docs/benchmarks.md, "Konja's chart moves with the game"). Magick and Power left out:
their fitted weights came out negative, a sign of what else goes with holding them, not of their worth. The
analysis's play-outs count it where they stop (analysis.py).
"""

from __future__ import annotations

import math

from baraza.game.konja import cards
from baraza.game.konja.state import KonjaState

# each weight times (seat 0's figure − seat 1's), summed: seat 0's log-odds of winning
WEIGHTS = {
    "turn": 0.309,  # +1 when the turn starting is seat 0's, −1 when it is seat 1's
    "spirit": 0.121,  # +1 when seat 0 holds the Spirit token, −1 when seat 1 does
    "clouds": 0.033, "clouds_late": 0.267,  # per Cloud point; the second times the leader's share of the target
    "gold": 0.013, "gold_late": 0.115,
    "relics": 0.034,  # per Gold of Relic cost held
    "spells": 0.344,  # per Spell in hand (five at most)
}


def features(state: KonjaState) -> dict[str, float]:
    """The model's figures, seat 0's minus seat 1's (the turn and the Spirit token as +1 / 0 / −1)."""
    a, b = state.players
    late = min(1.0, max(a.cloud_points, b.cloud_points) / state.target)
    clouds, gold = a.cloud_points - b.cloud_points, a.gold - b.gold
    relics = [sum(cards.relics()[r.card].cost for r in p.relics) for p in (a, b)]
    return {"turn": 1.0 if state.turn_seat == 0 else -1.0,
            "spirit": 0.0 if state.spirit_holder is None else 1.0 if state.spirit_holder == 0 else -1.0,
            "clouds": clouds, "clouds_late": clouds * late, "gold": gold, "gold_late": gold * late,
            "relics": relics[0] - relics[1], "spells": min(5, len(a.spells)) - min(5, len(b.spells))}


def standing(state: KonjaState) -> tuple[float, float]:
    """Each seat's chance of winning as the match stands at the start of a turn (they add up to 1)."""
    logit = sum(WEIGHTS[name] * value for name, value in features(state).items())
    first = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, logit))))
    return first, 1.0 - first
