"""Konja's judge for match analysis: seeded play-outs (game.core.analysis.PlayoutAnalyser) on a budget of moves,
each cut short after a few turns and scored by how the match then stands (standing.py).

The levels that search (normal and up) spend seconds on one match, so a judge whose play-outs they played took
minutes for one match's analysis. The play-outs here are played by the quick level. Played to the end they were
long early in a match (the quick level needs some 20 turns to reach 21 points), the budget bought three of them,
and three wins-or-losses of a coin-flip future made a chart in steps of a third that swung 0 → 33 % → 0
(playtest A4). Now a play-out stops at the start of the turn HORIZON_TURNS turns on and counts the standing there
(a chance between 0 and 1, fitted on AI matches of the normal and hard levels); one that ends sooner counts its
result. So each play-out is short, the budget buys many, and the chart moves with the Clouds, tokens and cards
won; near the end the play-outs reach the end and tell who wins, as before. The best move is still the hint
level's, and the red dice are weighed exactly over their 21 outcomes (KonjaRules.chance_outcomes). The budget is
counted in moves, never clock time: the same match gets the same marks on any machine and under any load.
"""

from __future__ import annotations

import random
from typing import Any

from baraza.game.core.analysis import REFINE_TIMES, Evaluation, PlayoutAnalyser, terminal_evaluation
from baraza.game.core.rules import Rules
from baraza.game.konja.standing import standing

PLAYOUT_LEVEL = "easy"  # the play-outs' seats (the hint level still names the best move)
MOVES_PER_SECOND = 700  # play-out moves bought by each second asked (easy plays about 1,900 a CPU second)
MIN_PLAYOUTS, MAX_PLAYOUTS = 6, 24
SCAN_BUDGET = 500  # play-out moves the look one move ahead may cost (near the end only)
HORIZON_TURNS = 3  # a play-out stops at the start of the turn this many turns on, and counts the standing


class KonjaJudge(PlayoutAnalyser):
    """Play-outs cut short after HORIZON_TURNS turns and scored by the standing (see the module's words)."""

    def _playouts(self, rules: Rules, state: Any, seats: int, playouts: int, move_budget: int | None,
                  min_playouts: int | None = None) -> tuple[list[float], int]:
        """(summed chances per seat, play-outs run), as PlayoutAnalyser's, each play-out cut at the horizon."""
        from baraza.game.registry import get_game

        spec = get_game(rules.name)
        floor = self.min_playouts if min_playouts is None else min_playouts
        totals = [0.0] * seats
        rng = random.Random(self.seed)
        spent = done = 0
        horizon = state.turn_count + HORIZON_TURNS
        while done < playouts and (move_budget is None or done < floor or spent < move_budget):
            sim = rules.clone(state)
            play_seed = rng.randrange(2**31)
            sim.rng.seed(play_seed)  # dice and draws of its own, not the match's real future
            agents = [spec.agent_factory(self.level, s, play_seed + s) for s in range(seats)]
            for _ in range(self.max_moves):
                if rules.is_terminal(sim) or (sim.turn_count >= horizon and sim.phase == "ancestor"):
                    break
                seat = rules.active_seats(sim)[0]
                legal = rules.legal_actions(sim, seat)
                rules.apply(sim, seat, legal[0] if len(legal) == 1 else
                            agents[seat].choose(rules, rules.view(sim, seat), seat, legal))
                spent += 1
            ended = terminal_evaluation(rules, sim, seats).chances if rules.is_terminal(sim) else standing(sim)
            for s in range(seats):
                totals[s] += ended[s]
            done += 1
        self._spent = spent
        self._score_sums = None  # two seats: no expected scores
        return totals, done


    def refine(self, rules: Rules, state: Any, seats: int, first: Evaluation) -> Evaluation:
        """`first` judged again with REFINE_TIMES as many play-outs of this judge's kind (their own seeds), pooled
        with it by play-outs (the shared refine would play them to the end)."""
        again = KonjaJudge(self.playouts * REFINE_TIMES, self.level, self.max_moves, self.seed + 7919,
                           None if self.move_budget is None else self.move_budget * REFINE_TIMES,
                           self.min_playouts * REFINE_TIMES, self.max_chance_playouts * REFINE_TIMES, 0)
        second = again.evaluate(rules, state, seats)
        n1, n2 = first.samples, max(1, second.samples)
        pooled = tuple((a * n1 + b * n2) / (n1 + n2) for a, b in zip(first.chances, second.chances, strict=True))
        return Evaluation(pooled, first.best, False, n1 + n2, first.scores)


def make_analyser(seconds: float = 0.5) -> KonjaJudge:
    """Play-outs on a budget of moves (as game.core.analysis.budgeted_playouts), cut at the horizon."""
    return KonjaJudge(playouts=MAX_PLAYOUTS, level=PLAYOUT_LEVEL, min_playouts=MIN_PLAYOUTS,
                      move_budget=max(1, round(seconds * MOVES_PER_SECOND)), scan_budget=SCAN_BUDGET)
