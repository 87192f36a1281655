"""One seeded play-out: a position played on by the AI in every seat, for the analysis's judges (the play-out judge in
analysis.py and the paired look in analysis_paired.py, which plays two positions with the same seed)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from baraza.game.core.rules import Rules


def seeded_playout(rules: Rules, spec: Any, level: str, state: Any, seats: int, play_seed: int, max_moves: int,
                   cut: Callable[[Any, Any], bool] | None = None) -> tuple[Any, int]:
    """A copy of `state` played on by `level` AIs until it ends, `max_moves` are made or `cut(state, copy)` says
    stop: its dice, draws and seats' seeds all from `play_seed` (never the match's real future). Returns the copy
    and the moves made."""
    sim = rules.clone(state)
    if hasattr(getattr(sim, "rng", None), "seed"):
        sim.rng.seed(play_seed)
    unseen = getattr(rules, "shuffle_unseen", None)
    if unseen is not None:
        unseen(sim, random.Random(play_seed))  # cards waiting in a fixed order: dealt anew, never peeked at
    agents = [spec.agent_factory(level, s, play_seed + s) for s in range(seats)]
    spent = 0
    for _ in range(max_moves):
        if rules.is_terminal(sim) or (cut is not None and cut(state, sim)):
            break
        seat = rules.active_seats(sim)[0]
        legal = rules.legal_actions(sim, seat)
        rules.apply(sim, seat, legal[0] if len(legal) == 1 else
                    agents[seat].choose(rules, rules.view(sim, seat), seat, legal))
        spent += 1
    return sim, spent
