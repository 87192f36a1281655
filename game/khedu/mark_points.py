"""A move in a Khedu match already decided, judged by the Legacy points it cost (the judge's `board_mark`, and the
replay's words for it).

A blind tester (khedu25, Analyse 6/10) lost 0-26 and, with their chance under 5 % from move 34 on, ended a turn
beside their Rahala Fighter's 84 % attack on a Hadimi Warden on purpose (move 72): no mark. Honest, as the chance
cannot fall much below 2 %, but it taught nothing ("decided" is no lesson). Konja marks such a match by the Cloud
points a fault gives up; here the judge's own paired play-outs say what a move cost in Legacy points: the played
move and the judge's better one are played out in pairs on common seeds, as the judge's confirming look plays them
(game.core.analysis_paired: its seeds, so its first pairs, its cut, standing and draws dealt anew), and each
pair's score margin (the mover's score less the best rival's where the play-out stops) is compared. Where those
pairs put the mover's chance under DECIDED_CHANCE after both moves (or over 1 − DECIDED_CHANCE: decided for them),
the points judge the move:

- POINTS_INACCURACY / POINTS_MISTAKE / POINTS_BLUNDER are the points whose loss costs an even match about the chance
  an inaccuracy, a mistake and a blunder cost (0.10 / 0.20 / 0.30): the standing model (standing.py) weighs a
  point mid-match at about 0.28 log-odds, 0.07 of an even chance, so 1.5, 2.9 and 4.4 points, each rounded up (a
  play-out's score at its horizon carries some luck the chance would not): 2, 3 and 5 Legacy points. A unit's
  reward is 1-4 points, so one fight given up that its hero wins is about an inaccuracy, and two a mistake;
- the level is read off the points the words say, the pairs' mean margin lost rounded to whole points ("about 3
  Legacy points" is a mistake, never an inaccuracy: 2.5 points and up, as fight_judge's GAIN_MISTAKE for a sure
  fight given up), and that mean must stand FAULT_ERRORS standard errors above nothing, as a named fault's margins
  must in a decided match (game.core.analysis_paired.margin_vouched).

A look costs a paired look's play-outs, so it is only taken where the standing model alone already calls the match
near decided (GATE_CHANCE): the replay's words take the same look (`decided_cost`, on the app's budget, seeded
alike) and so say the same points. In a decided match the chance can hardly move, so the caption says the points
where it would say a fall ("stayed at 2%, but the better move would have kept about 3 more Legacy points").
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_chance import node_outcomes
from baraza.game.core.analysis_paired import (
    FAULT_ERRORS,
    FAULT_TIMES,
    PAIRED_MAX,
    PAIRED_MIN,
    PAIRED_SEED,
    PAIRED_TIMES,
    pick,
    score_margin,
)
from baraza.game.core.evaluation import terminal_evaluation
from baraza.game.core.playout import seeded_playout
from baraza.game.khedu.standing import standing

DECIDED_CHANCE = 0.05  # the pairs' mean chance after both moves under this (or over 1 − it): the match is decided
GATE_CHANCE = 0.12  # the standing model's chance that makes the look worth taking (looser: the model is rougher)
POINTS_INACCURACY, POINTS_MISTAKE, POINTS_BLUNDER = 2, 3, 5  # Legacy points lost for each level (the module's text)
LONGER_TIMES = FAULT_TIMES  # an unsure look taken again this many times as long (`decided_cost`)


@dataclass(frozen=True)
class PointsCost:
    """What the paired look found: the mean score margin lost to the better move (points), its standard error, the
    pairs, and the mover's mean chance after the better move and after the move played."""

    points: float
    error: float
    pairs: int
    better_chance: float
    played_chance: float

    @property
    def decided(self) -> bool:
        """Whether the match was decided after either move: the mover's chance under DECIDED_CHANCE (or over
        1 − DECIDED_CHANCE) after both."""
        low = max(self.better_chance, self.played_chance) <= DECIDED_CHANCE
        return low or min(self.better_chance, self.played_chance) >= 1.0 - DECIDED_CHANCE

    @property
    def said(self) -> int:
        """The points lost as the words say them: the pairs' mean rounded to whole points (2.5 reads 3)."""
        return math.floor(self.points + 0.5)

    @property
    def vouched(self) -> bool:
        """Whether the pairs vouch for a loss of POINTS_INACCURACY or more: their mean rounds to it and stands
        FAULT_ERRORS standard errors above nothing (as analysis_paired.margin_vouched asks of a fault's margins)."""
        return self.said >= POINTS_INACCURACY and self.points - FAULT_ERRORS * self.error > 0.0


def near_decided(state: Any, seat: int) -> bool:
    """Whether the standing model calls `seat`'s chance within GATE_CHANCE of 0 or 1 (cheap: no play-outs)."""
    if len(state.players) < 2 or getattr(state, "phase", None) == "over":
        return False
    chance = standing(state)[seat]
    return chance <= GATE_CHANCE or chance >= 1.0 - GATE_CHANCE


def decided_cost(analyser: Any, rules: Any, state: Any, seat: int, action: Action,
                 best: Action | None) -> PointsCost | None:
    """The paired look of `action` against the judge's `best` in `state` (see the module's text), or None: the
    same move, a one-seat table, a match the standing model does not call near decided, or no play-outs to look
    with. A first look whose match is decided and whose pairs lost a point or more is taken again LONGER_TIMES as
    long (its first pairs the same) before it marks anything: a pair's margin spreads by some 5 points, so a
    dozen-odd pairs tell 2 points from none only now and then (khedu25 move 72: 2.1 ± 1.1 at 24 pairs, 2.5 ± 0.6
    at 71), and 16 pairs put a Meditation's choice at 5.5 ± 1.5 that 47 found 4.6 ± 1.1 and not decided (khedu21
    move 61: a blunder from the first look alone)."""
    if best is None or best == action or not hasattr(analyser, "_playouts") or not near_decided(state, seat):
        return None
    first = _look(analyser, rules, state, seat, action, best, 1)
    if not first.decided or first.points < POINTS_INACCURACY / 2:
        return first
    return _look(analyser, rules, state, seat, action, best, LONGER_TIMES)


def _look(analyser: Any, rules: Any, state: Any, seat: int, action: Action, best: Action, times: int) -> PointsCost:
    """The pairs themselves, as game.core.analysis_paired.paired_drop plays them (its seeds, budget, chance nodes
    and draws dealt anew), each pair's score margin and the mover's chance kept; `times`: as many times the pairs."""
    from baraza.game.registry import get_game

    spec = get_game(rules.name)
    level = getattr(analyser, "level", None) or spec.ai_levels[len(spec.ai_levels) // 2]
    seats = len(state.players)
    children, nodes = [], []
    for move in (best, action):
        child = rules.clone(state)
        rules.apply(child, seat, move)
        children.append(child)
        nodes.append(None if rules.is_terminal(child) else node_outcomes(analyser, rules, child))
    budget = getattr(analyser, "move_budget", None)
    budget = None if budget is None else budget * PAIRED_TIMES * times
    cut, judge = getattr(analyser, "cut", None), getattr(analyser, "standing", None) or standing
    deal = getattr(analyser, "deal_anew", None)
    rng = random.Random(getattr(analyser, "seed", 1) + PAIRED_SEED)  # the judge's confirming pairs' own seeds
    margins: list[float] = []
    chances = [0.0, 0.0]
    spent = 0
    while len(margins) < PAIRED_MAX * times and (len(margins) < PAIRED_MIN or budget is not None and spent < budget
                                                 or budget is None and len(margins) < PAIRED_MIN * 2):
        play_seed = rng.randrange(2**31)
        luck = random.Random(play_seed).random()  # one draw picks both sides' outcomes of a fight, coupled
        margin = []
        for k, (move, child, node) in enumerate(zip((best, action), children, nodes, strict=True)):
            start = child if node is None else pick(node, luck)
            if deal is not None and node is None and not rules.is_terminal(child):
                start = deal(rules, state, seat, move, child, random.Random(play_seed)) or start
            sim, moves = seeded_playout(rules, spec, level, start, seats, play_seed, analyser.max_moves, cut)
            spent += moves
            ended = rules.is_terminal(sim)
            chances[k] += terminal_evaluation(rules, sim, seats).chances[seat] if ended else judge(sim)[seat]
            margin.append(score_margin(rules, sim, seat))
        margins.append(margin[0] - margin[1])
    n = len(margins)
    mean = sum(margins) / n
    error = math.sqrt((sum((m - mean) ** 2 for m in margins) + 1.0) / n / n)  # a made-up pair of ±1 added
    return PointsCost(mean, error, n, chances[0] / n, chances[1] / n)


def points_mark(cost: PointsCost | None) -> str | None:
    """The mark a decided match gives a move by the Legacy points the pairs vouch it cost (POINTS_* levels); None
    where the match was not decided or it cost less."""
    if cost is None or not cost.decided:
        return None
    if not cost.vouched:
        return None
    return "blunder" if cost.said >= POINTS_BLUNDER else "mistake" if cost.said >= POINTS_MISTAKE else "inaccuracy"


def points_said(cost: PointsCost) -> str:
    """"about 3 Legacy points": the pairs' mean margin lost, rounded (`PointsCost.said`)."""
    return f"about {cost.said} Legacy point{'s' if cost.said != 1 else ''}"


def points_kept(cost: PointsCost) -> str:
    """"kept about 3 more Legacy points": what the better move would have kept, for the caption's chance words."""
    return f"kept about {cost.said} more Legacy point{'s' if cost.said != 1 else ''}"


def points_reason(cost: PointsCost) -> str:
    """The Why of a decided match's mark: "with the match already decided, this cost about 3 Legacy points against
    the better move". No chance is named (the pairs' chance and the chart's are two estimates: "under 5%" beside a
    chart at 6% would not agree), nor the move's other reason: the caption names the better move beside it, and a
    Why longer than about 105 characters is left out of it (khedu25's "…; it gave up an attack 84% to win before any
    song (Rahala Fighter), and the rest of the turn" was)."""
    return f"with the match already decided, this cost {points_said(cost)} against the better move"
