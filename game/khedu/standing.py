"""How a Khedu match stands: each seat's chance of winning read off the position, for the analysis's play-outs cut
short at a horizon (analysis.py).

Each seat gets a log-odds from what the table shows of it (FEATURES): the points it would leave with now (Legacy,
and the Honor on its clan heroes with their reward once they have 3), the same points weighed by how few turns are
left (a lead counts for more near the end), its hand, its clan heroes in the Cadre, its Influence, its turns left
and its Cadences ready in the Ensemble. The seats' log-odds are shared out as a softmax so the chances add up to 1
(a conditional logit, fitted on the positions of normal-AI matches at the start of a turn: WEIGHTS, from
tools/khedu_standing_fit.py, its numbers in docs/records/khedu-standing-2026-12-07/). A finished match's winners
share 1.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from baraza.game.khedu import queries as q
from baraza.game.khedu.state import KheduState

FEATURES = ("points", "points_late", "hand", "heroes", "influence", "turns_left", "cadences")
# fitted log-odds per unit of each feature (tools/khedu_standing_fit.py; docs/records/khedu-standing-2026-12-07/)
WEIGHTS = (0.2259, 0.2005, 0.0663, 0.4956, 0.6447, 0.1955, 0.1768)  # 2 seats, normal AI, 1468 matches


@lru_cache(maxsize=1)
def _cards() -> Any:
    from baraza.game.registry import get_game  # the card data, read once (the rules own it)

    return get_game("khedu").rules.data


def turns_left(state: KheduState, seat: int) -> int:
    """The turns `seat` may still begin or finish (this one counted): none once it has left the song."""
    p = state.players[seat]
    if p.exhausted:
        return 0
    left = state.max_turns - p.turns_taken
    return min(left, p.lms_turns) if p.lms_turns is not None else left


def leaving_points(state: KheduState, seat: int) -> int:
    """The points `seat` would leave the song with now: Legacy, and the Honor on its clan heroes with their
    reward where they have the 3 Honor an ascension asks (turns.exhaust)."""
    cards, p = _cards(), state.players[seat]
    if p.exhausted:
        return p.lp + p.bonus_score
    points = p.lp
    for u in p.cadre:
        if u is not None and q.aligned(cards, state, seat, u.card):
            points += u.honor + (q.unit_def(cards, state, u.card).reward if u.honor >= 3 else 0)
    return points


def features(state: KheduState, seat: int) -> tuple[float, ...]:
    """`seat`'s row of FEATURES."""
    cards, p = _cards(), state.players[seat]
    points = float(leaving_points(state, seat))
    remaining = sum(turns_left(state, s) for s in range(state.num_seats))
    heroes = sum(1 for u in p.cadre if u is not None and not p.exhausted and q.aligned(cards, state, seat, u.card))
    ready = sum(1 for s in p.ensemble if s.card is not None)
    return (points, points / math.sqrt(remaining + 1.0), float(len(p.hand)) if not p.exhausted else 0.0,
            float(heroes), float(p.influence) if not p.exhausted else 0.0, float(turns_left(state, seat)), float(ready))


def seat_logit(state: KheduState, seat: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """`seat`'s log-odds of winning as the table stands."""
    return sum(w * x for w, x in zip(weights, features(state, seat), strict=True))


def standing(state: KheduState) -> tuple[float, ...]:
    """Each seat's chance of winning as the match stands (they add up to 1): a finished match's winners share 1;
    otherwise a softmax of the seats' log-odds."""
    n = state.num_seats
    if state.phase == "over":
        winners = q.result(_cards(), state).winners or tuple(range(n))
        return tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(n))
    return shared([seat_logit(state, s) for s in range(n)])


def shared(logits: list[float]) -> tuple[float, ...]:
    """A softmax of the seats' log-odds: chances adding up to 1."""
    top = max(logits)
    weights = [math.exp(max(-60.0, z - top)) for z in logits]
    total = sum(weights)
    return tuple(w / total for w in weights)
