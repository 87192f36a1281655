"""A judged position (`Evaluation`), what judges it (`Analyser`) and a finished match's verdict: the words the
match analysis (analysis.py) and its judges (analysis_exact.py, the games' own) share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from baraza.game.core.action import Action
from baraza.game.core.rules import Rules


@dataclass(frozen=True)
class Evaluation:
    """A position judged: each seat's chance of winning (a draw counts half), the mover's best move, and
    whether the chances are proven (exact) rather than estimated."""

    chances: tuple[float, ...]
    best: Action | None = None
    proven: bool = False
    samples: int = 0  # play-outs behind an estimate (0: a search's judgement, no sampling noise)
    scores: tuple[float, ...] = ()  # each seat's expected final score, where judged (a one-seat game: below)



class Analyser(Protocol):
    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        """The position's chances for every one of `seats` seats and the best move of the seat to act."""


def terminal_evaluation(rules: Rules, state: Any, seats: int) -> Evaluation:
    """A finished match: the winners win (several winners share), a draw is half for everyone; each seat's score
    is its final score."""
    result = rules.result(state)
    winners = result.winners
    scores = tuple(float(v) for v in result.scores) if len(result.scores) == seats else ()
    if not winners:
        return Evaluation(tuple(0.5 for _ in range(seats)), None, True, 0, scores)
    return Evaluation(tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(seats)), None, True, 0,
                      scores)
