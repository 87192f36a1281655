"""Konja's expert AI seat.

It decides from its view only, like every Konja seat. It plays as the hard AI (its red dice, its
Collection, its choices in the opponent's turn) except for the choices of its own turn:
- the Ancestor: each free Ancestor (the Resource Ancestor once per resource) is played out to the end
  of its own Bones phase on several determinisations (lookahead.py), less what the opponent's best
  Ancestor next turn would gain it with this turn's Idol in place; the best average wins;
- its own Favour and Blessing choices (the resource, Spells to discard, Relics to sacrifice or buy,
  Clouds to flip or summon) by the same play-outs, one choice at a time;
- its Bones plays by roll-outs (bones_search.py): the hard AI's best few plays and ending the phase,
  each played out to the end of the phase on common random numbers.
Rounds of play-outs go on until `budget` (Ancestor and Blessing) or `bones_budget` (a Bones play)
seconds have passed on its clock or the most rounds are done (at least the fewest). The clock is the
wall clock at the table; measuring tools call `use_cpu_clock()` so a loaded machine does not cut the
search. A budget of None plays exactly the most rounds: the tests' setting, fully determined by the
seed; `bones_budget=0` leaves the Bones plays to the hard AI's search.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.konja.ai import KonjaAgent
from baraza.game.konja.expert.bones_search import BonesRollouts
from baraza.game.konja.expert.lookahead import TurnLookahead
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import RESOURCES, KonjaView

# Choices in its own Ancestor phase that the play-outs decide (the rest of the turn follows each).
OWN_TURN_CHOICES = ("resource_choice", "spell_discard", "merchant_sell", "merchant_buy", "rain_upgrade",
                    "rain_summon")


class ExpertAgent(Agent):
    """The expert seat. `budget`: soft seconds per Ancestor decision on `clock` (None: rounds only)."""

    def __init__(self, seat: int, seed: int, budget: float | None = 0.5, min_rounds: int = 3,
                 max_rounds: int = 8, denial: float = 1.0, search_blessings: bool = True,
                 bones_budget: float | None = 0.4, bones_rounds: tuple[int, int] = (4, 24),
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.label = "Konja AI (expert)"
        self.seat = seat
        self.rng = random.Random(seed * 1_000_003 + seat * 7 + 4)
        self.rules = KonjaRules()
        self.hard = KonjaAgent("hard", seat, seed)
        self.lookahead = TurnLookahead(self.hard, self.rules, denial)
        self.budget = budget
        self.min_rounds = min_rounds
        self.max_rounds = max_rounds
        self.clock = clock
        self.search_blessings = search_blessings
        # Bones plays by roll-outs: seconds per decision (0: the hard AI's search; None: rounds only)
        self.bones_budget = bones_budget
        self.bones_rounds = bones_rounds
        self.bones = BonesRollouts(self.hard, self.rules)
        self.last_rounds = 0  # rounds the last searched decision played (for tests and measurements)

    def use_cpu_clock(self) -> None:
        """For measuring tools: the budget on this thread's CPU time instead of the wall clock."""
        self.clock = time.thread_time

    def choose(self, rules, view: KonjaView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if view.pending_discard is None and view.turn_seat == seat:
            if view.phase == "ancestor" and kinds == {"choose_ancestor"}:
                return self._search(view, seat, legal, self._ancestor_lines(legal))
            if view.phase in OWN_TURN_CHOICES and self.search_blessings:
                return self._search(view, seat, legal, [(a,) for a in legal])
            if view.phase == "bones" and self.bones_budget != 0:
                return self._bones(view, seat, legal)
        return self.hard.choose(rules, view, seat, legal)

    def _bones(self, view: KonjaView, seat: int, legal: list[Action]) -> Action:
        cands = self.bones.candidates(view, seat, legal, self.rng)
        if len(cands) == 1:
            return cands[0]
        low, high = self.bones_rounds
        totals = self._rounds(lambda: self.bones.round(view, seat, cands, self.rng), cands, self.bones_budget,
                              low, high)
        return max(cands, key=lambda a: totals[a])  # ties: ending the phase, then hard's order

    def _rounds(self, one_round: Callable[[], dict], keys: list, budget: float | None, low: int,
                high: int) -> dict:
        """Each key's summed value over rounds of play-outs: until `budget` seconds have passed on the
        clock (at least `low` rounds) or `high` rounds are done (all of them when `budget` is None)."""
        deadline = None if budget is None else self.clock() + budget
        totals = dict.fromkeys(keys, 0.0)
        rounds = 0
        while rounds < high:
            for key, v in one_round().items():
                totals[key] += v
            rounds += 1
            if deadline is not None and rounds >= low and self.clock() > deadline:
                break
        self.last_rounds = rounds
        return totals

    @staticmethod
    def _ancestor_lines(picks: list[Action]) -> list[tuple[Action, ...]]:
        """The Resource Ancestor is tried with each resource (the hard AI's choice would always be
        Gold: the Blessing gives both players the same)."""
        lines: list[tuple[Action, ...]] = []
        for a in picks:
            if a.args == ("resource",):
                lines += [(a, Action("choose_resource", (k,))) for k in RESOURCES]
            else:
                lines.append((a,))
        return lines

    def _search(self, view: KonjaView, seat: int, legal: list[Action], lines: list[tuple[Action, ...]]) -> Action:
        """The first action of the line whose play-outs average best (a first action with several
        lines counts its best line)."""
        totals = self._rounds(lambda: self.lookahead.round(view, seat, lines, self.rng), lines, self.budget,
                              self.min_rounds, self.max_rounds)
        best = max(lines, key=lambda line: totals[line])  # ties: the first in the rules' order
        return best[0]


def make_expert(seat: int, seed: int, **kwargs) -> ExpertAgent:
    return ExpertAgent(seat, seed, **kwargs)
