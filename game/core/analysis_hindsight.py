"""A proven win seen one move later is a proven win one move sooner, in a game without chance or hidden cards.

A Kona tester's move 3 was marked "an inaccuracy: 54% → 38%", yet after the rival's reply the chart read 0 % and
the Hint "Black wins in 3": the search proved the loss one move after the move that lost it. Where nothing is
rolled, drawn or hidden, the seat to move at a position is worth at least what its move led to: a position whose
mover's move reached a proven win is a proven win for that mover (its rivals' chances, as proven, with it). So
the judgement after the losing move reads the loss, and the move is marked as the blunder it was.

A judge may carry a proven loss further back itself (its optional hook `walk_back(rules, states, moves,
evaluations)`, called after the carry): where every move the loser had is proven lost, the position before was lost
too, which needs the game's own solver (Kona's chart fell 38 % → 0 % on the AI's move, the real losing move two
moves before it unmarked).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.evaluation import Evaluation
from baraza.game.core.rules import Rules


def proven_back(rules: Rules, evaluations: list[Evaluation], moves: Sequence[tuple[int, Action]],
                analyser: Any = None, states: Sequence[Any] | None = None) -> None:
    """Carry proven wins back through the match, last move first (in place), when the game declares neither
    chance nor hidden information; then the judge's own `walk_back`, if it has one (`states[i]`: the position
    before `moves[i]`)."""
    from baraza.game.registry import get_game

    spec = get_game(rules.name)
    if spec.chance is not False or spec.hidden_information is not False:
        return
    for i in range(len(moves) - 1, -1, -1):
        after, here, mover = evaluations[i + 1], evaluations[i], moves[i][0]
        if after.proven and after.chances[mover] >= 1.0 and not (here.proven and here.chances[mover] >= 1.0):
            evaluations[i] = Evaluation(after.chances, here.best, True, 0, here.scores)
    walk = getattr(analyser, "walk_back", None)
    if walk is not None and states is not None and moves:
        walk(rules, states, moves, evaluations)
