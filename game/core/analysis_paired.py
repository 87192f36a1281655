"""A move judged against the judge's best move by paired play-outs (common random numbers).

The chart's estimates of the positions before and after a move each carry their own play-outs' luck, and the mark's
allowance for the noise of their difference (`analysis.noise` of both, hypot) asked a drop of about 0.2 at 150
play-outs before it counted even as an inaccuracy: a KROWNIA match played badly on purpose (a road where a village
was affordable, fifty turns holding 10-18 cards) fell 60 → 0 % with no move marked (issue 41). Here the position
after the played move and the position after the best move are played out in pairs, each pair with the same seed
(the same dice, the same seats' seeds), so most luck is shared and cancels in the pair's difference; the allowance is
one standard error of the pairs' differences (PAIRED_ERRORS), with the drop required beyond two of them to be
above nothing: far smaller than hypot(noise, noise) for a like drop.

A move that ends a turn may also start the next seat's and deal its cards within the same apply: the pairs played
from the real draw measured that seat's luck with the move (a blind tester's End turn "fell 56 → 31 %", mostly the
next seat's bonus cards). A judge may offer `deal_anew(rules, state, seat, action, child, rng) -> state | None`:
each pair's start has that draw dealt again from the unseen cards by the pair's seed, the same seed either side.
"""

from __future__ import annotations

import math
import random
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_chance import node_outcomes
from baraza.game.core.evaluation import terminal_evaluation
from baraza.game.core.playout import seeded_playout
from baraza.game.core.rules import Rules

PAIRED_TIMES = 2  # a paired look's move budget, as many times a position's (both sides together)
PAIRED_MIN = 12  # pairs at least: fewer tell a spread from luck poorly
PAIRED_MAX = 96  # pairs at most (short play-outs near the end)
PAIRED_SEED = 6_700_417  # the pairs' seeds apart from the positions' own play-outs
PAIRED_SHARE = 8  # the progress bar's share for the paired looks: one position in this many (13 % more CPU measured)
PAIRED_GATE = 0.04  # a move is looked at when the chart's own drop reaches this (or its mark was held back)
# the paired mean drop counts less this many of its standard errors, and must stand two of them above nothing:
# the pairs' shared luck makes the error small, and a good move's drop of 0 reaches 0.10 + 1 error rarely
PAIRED_ERRORS = 1.0


def paired_drop(analyser: Any, rules: Rules, state: Any, seats: int, seat: int, played: Action,
                best: Action, times: int = 1, margins: list[float] | None = None) -> tuple[float, float, int] | None:
    """(mean drop of `seat`'s result from the best move to the played one, its standard error, pairs)
    over pairs of play-outs with common seeds; None when the analyser plays no play-outs or either move ends the
    match (a finished match is judged exactly as it is). `times`: a longer look, as many times the pairs.
    `margins`, when given, gets each pair's drop of `seat`'s score margin (its score less the best rival's)."""
    from baraza.game.registry import get_game

    if not hasattr(analyser, "_playouts"):
        return None
    spec = get_game(rules.name)
    level = getattr(analyser, "level", None) or spec.ai_levels[len(spec.ai_levels) // 2]
    children, nodes = [], []
    for action in (best, played):
        child = rules.clone(state)
        rules.apply(child, seat, action)
        if rules.is_terminal(child):
            return None
        children.append(child)
        nodes.append(node_outcomes(analyser, rules, child))  # a chance node's exact outcomes (analysis_chance.py)
    budget = getattr(analyser, "move_budget", None)
    budget = None if budget is None else budget * PAIRED_TIMES * times
    cut, standing = getattr(analyser, "cut", None), getattr(analyser, "standing", None)
    max_moves = getattr(analyser, "max_moves", 5000)
    rng = random.Random(getattr(analyser, "seed", 1) + PAIRED_SEED)
    deal = getattr(analyser, "deal_anew", None)  # the judge's opt-in hook: another seat's draw dealt per pair
    diffs: list[float] = []
    spent = 0
    while len(diffs) < PAIRED_MAX * times and (budget is None and len(diffs) < PAIRED_MIN * 2
                                       or budget is not None and (len(diffs) < PAIRED_MIN or spent < budget)):
        play_seed = rng.randrange(2**31)
        luck = random.Random(play_seed).random()  # from the pair's seed: the pairs' seeds stay as they were
        values, margin = [], []
        for move, child, node in zip((best, played), children, nodes, strict=True):  # the same seed: luck cancels
            start = child if node is None else pick(node, luck)  # one draw picks both sides' outcomes, coupled
            if deal is not None and node is None:  # the next seat's draw made inside the move: the pair's own
                start = deal(rules, state, seat, move, child, random.Random(play_seed)) or start
            sim, moves = seeded_playout(rules, spec, level, start, seats, play_seed, max_moves, cut)
            spent += moves
            if rules.is_terminal(sim):
                values.append(terminal_evaluation(rules, sim, seats).chances[seat])
            elif standing is not None:
                values.append(standing(sim)[seat])
            else:
                values.append(1.0 / seats)
            if margins is not None:
                margin.append(score_margin(rules, sim, seat))
        diffs.append(values[0] - values[1])
        if margins is not None:
            margins.append(margin[0] - margin[1])
    n = len(diffs)
    mean = sum(diffs) / n
    # the spread with one made-up pair of difference ±1 added: a few pairs all alike are no certainty
    variance = (sum((d - mean) ** 2 for d in diffs) + 1.0) / n
    return mean, math.sqrt(variance / n), n


def pick(outcomes: list[tuple[float, Any]], luck: float) -> Any:
    """The outcome a uniform draw `luck` falls in, the outcomes in their listed order: both sides of a pair drawn
    with one `luck` (a fight won at 80 % after the best move is won whenever the one at 26 % after the played move
    is, the outcomes listed won first), so only the decision's odds differ between them."""
    for p, child in outcomes:
        luck -= p
        if luck < 0.0:
            return child
    return outcomes[-1][1]


def paired_evidence(mean: float, error: float) -> float:
    """The drop a paired look vouches for: its mean less PAIRED_ERRORS standard errors, or 0 when the mean is not
    two errors above nothing."""
    return mean - PAIRED_ERRORS * error if mean - 2.0 * error > 0.0 else 0.0


# A move the game names a concrete fault in (its analyser's optional hook `fault(rules, state, seat, action, best)
# -> str | None`: a build left affordable, a hand left open to a 7, the Pirate on one's own tile) is marked at
# least an inaccuracy when its pairs put the drop FAULT_ERRORS standard errors above nothing and at least
# FAULT_MIN_DROP, under INACCURACY too: bad moves made on purpose in a long match cost 0.01-0.11 of a chance each
# (issue 41), and a fault the board shows plus play-outs that agree it cost something is worth saying.
FAULT_ERRORS = 2.0
FAULT_MIN_DROP = 0.0
# a move with a named fault is looked at with this many times the pairs: such moves cost 0.02-0.04, told from
# nothing by 96 pairs' error of about 0.02 only now and then (issue 41's planted bad moves); named faults are few
# (a handful a match), so the longer looks cost little
FAULT_TIMES = 3


def named_fault(analyser: Any, rules: Rules, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The concrete fault the game's judge names in `seat` playing `action` in `state` against `best`; None when
    the judge declares no `fault` hook, or names none."""
    hook = getattr(analyser, "fault", None)
    if hook is None or best is None or best == action:
        return None
    return hook(rules, state, seat, action, best)


def fault_vouched(mean: float, error: float) -> bool:
    """Whether paired play-outs agree a move with a named fault cost its mover something: the mean drop at least
    FAULT_MIN_DROP and FAULT_ERRORS standard errors above nothing."""
    return mean >= FAULT_MIN_DROP and mean - FAULT_ERRORS * error > 0.0


# A fault named in a match the play-outs call decided (every pair won, or every pair lost, after either move) costs
# no chance, yet it costs points: a Khedu tester provoked a Sentinel into their own Chieftain and spent their last
# Influence at 0 %, and "decided at move 34" taught nothing (issue 41, round 9). There the pairs' score margins
# judge it: the mean margin lost at least MARGIN_MIN points and FAULT_ERRORS standard errors above nothing.
MARGIN_MIN = 1.0


def score_margin(rules: Rules, sim: Any, seat: int) -> float:
    """`seat`'s score less the best other seat's where the play-out stopped (its score alone at a one-seat table)."""
    scores = list(rules.result(sim).scores)
    if len(scores) <= seat:
        return 0.0
    others = [s for k, s in enumerate(scores) if k != seat]
    return float(scores[seat]) - (max(others) if others else 0.0)


def margin_vouched(paired: tuple[float, float, int], margins: list[float] | None) -> bool:
    """Whether a named fault's pairs, every one alike in result (the match decided either way), agree it cost
    points: their mean margin lost at least MARGIN_MIN and FAULT_ERRORS standard errors above nothing."""
    mean, error, n = paired
    if not margins or n < 2 or mean != 0.0 or abs(error - 1.0 / n) > 1e-9:
        return False  # the results differed in some pair (the chance judges it), or too few pairs
    n = len(margins)
    mean = sum(margins) / n
    error = math.sqrt((sum((m - mean) ** 2 for m in margins) + 1.0) / n / n)  # a made-up pair of ±1 added
    return mean >= MARGIN_MIN and mean - FAULT_ERRORS * error > 0.0
