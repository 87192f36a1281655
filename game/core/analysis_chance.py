"""A position the game's judge calls a chance node: its value the expectation over the exact outcomes it lists.

A decision whose whole worth is a gamble (a fight declared at known odds) was judged by play-outs that each rolled
the gamble at random: seven-odd play-outs from the position after it told 79 % one move and 4 % the next, and the
fall of a long shot landed on the roll, not on the move that chose it (a blind tester). A judge may offer the hook
`chance_node(rules, state) -> [(probability, state)] | None`: the position is worth Σ p × value(outcome), each
outcome's value from play-outs of its own, so the chart moves on the decision by what its odds are worth. The rules
may offer the same method instead. No game is named here.
"""

from __future__ import annotations

from typing import Any

NODE_TOLERANCE = 1e-6  # the outcomes' probabilities must sum to 1 within this


def node_outcomes(analyser: Any, rules: Any, state: Any) -> list[tuple[float, Any]] | None:
    """The exact outcomes the judge's (or the rules') `chance_node` hook lists for `state`, or None: no hook, no
    outcomes, or probabilities that do not sum to 1 (a hook's mistake is never weighed as a value)."""
    hook = getattr(analyser, "chance_node", None) or getattr(rules, "chance_node", None)
    if hook is None:
        return None
    outcomes = hook(rules, state)
    if not outcomes or abs(sum(p for p, _ in outcomes) - 1.0) > NODE_TOLERANCE or any(p < 0 for p, _ in outcomes):
        return None
    return [(p, child) for p, child in outcomes if p > 0.0]


def node_value(analyser: Any, rules: Any, state: Any, seats: int,
               mover: int) -> tuple[tuple[float, ...], int, float, tuple[float, ...]] | None:
    """(each seat's chance as Σ p × the outcome's play-outs, the win-or-loss play-outs an estimate this sure is worth
    (for the marks' noise), the play-outs' mean length, the expected scores of a one-seat game) at a chance node;
    None elsewhere. Each outcome gets its share of the play-outs and of the move budget by its probability, at least
    two: the outcomes' own spread no longer adds to the estimate's noise (a stratified estimate)."""
    from baraza.game.core.evaluation import terminal_evaluation

    outcomes = node_outcomes(analyser, rules, state)
    if outcomes is None:
        return None
    chances, scores = [0.0] * seats, [0.0] * seats
    variance, spent, played, scored = 0.0, 0, 0, seats == 1
    budget = analyser.move_budget
    for p, child in outcomes:
        if rules.is_terminal(child):
            ended = terminal_evaluation(rules, child, seats)
            for s in range(seats):
                chances[s] += p * ended.chances[s]
            scored = scored and len(ended.scores) == seats
            scores = [t + p * v for t, v in zip(scores, ended.scores or (0.0,) * seats, strict=True)]
            continue
        least = max(2, round(p * analyser.min_playouts))
        wins, n = analyser._playouts(rules, child, seats, max(least, round(p * analyser.playouts)),
                                     None if budget is None else max(1, round(p * budget)), min_playouts=least)
        spent, played = spent + analyser._spent, played + n
        mean_scores = analyser._mean_scores(n)
        scored = scored and len(mean_scores) == seats
        for s in range(seats):
            chances[s] += p * wins[s] / n
        if scored:
            scores = [t + p * v for t, v in zip(scores, mean_scores, strict=True)]
        q = (wins[mover] + 0.5) / (n + 1)  # an outcome's spread, never none from a few play-outs
        variance += p * p * q * (1.0 - q) / max(1, round(n * analyser._spread))
    mean = chances[mover]
    # every play-out alike (a sure win or loss): as sure as the play-outs run, as a plain estimate would be
    samples = 0 if variance <= 0.0 else max(1, round(mean * (1.0 - mean) / variance)) if 0.0 < mean < 1.0 \
        else max(1, played)
    return tuple(chances), samples, spent / played if played else 0.0, tuple(scores) if scored else ()
