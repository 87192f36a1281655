"""Khedu's expert AI seat: determinised play-outs of its candidate moves, reading only its view.

For every decision that matters (the moves of a turn, a Meditation's options, waking a solo Desert
Cadence, LP or Honor for a reward) it deals the hidden cards at random from what
its view leaves unseen (determinise.py), plays each candidate move on that state and then the whole rest
of the match with the hard AI in every seat, and keeps the candidate with the best mean outcome: its
final score less the best rival's, plus a bonus for winning (alone: its final score). Every candidate of
one sample gets the same hidden cards and the same dice stream, so the comparison is paired, and it
leaves the hard AI's own choice only for a candidate ahead by a clear margin. It takes up to
`max_samples` samples (fewer when the hard AI's choice leads after `min_samples`, or when its time budget
is spent: on `clock`, the wall clock at the table, this thread's CPU clock in the measuring tools; the
tests give an endless budget, so no clock decides anything there). The other moves (the cards paid for
an activation, the Cadences sung, the roll and the equal-dice choices, the opening picks) are the hard
AI's.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.khedu.ai import KheduAgent
from baraza.game.khedu.expert.determinise import card_layout, determinise
from baraza.game.khedu.expert.playout import play_out
from baraza.game.khedu.state import KheduState
from baraza.game.khedu.views import KheduView

BUDGET = 0.5  # seconds per searched decision at most, as the table gives it
SAMPLES = 10  # determinisations per searched decision (fewer when the budget runs out first)
WIDTH = 7  # turn moves searched: the hard AI's best few by its own one-step score
# The Cadences it sings are the hard AI's: play-outs weighing them (in combats that move its score by
# at least `stake`) made the expert weaker in a paired run (docs/benchmarks-khedu.md), so it is off.
STAKE: float | None = None
WIN_BONUS = 10.0  # a play-out won is worth this many points of score lead on top of the lead itself
MARGIN = 0.5  # the hard AI's own choice stands unless another is better by this much on average...
Z = 1.0  # ... and by this many standard errors of the paired differences
MIN_SAMPLES = 4  # samples before the search may stop early


class KheduExpert(Agent):
    """The expert seat. `budget` is the time per searched decision on `clock`; `max_samples` caps the
    determinisations per decision (None: only the budget limits them)."""

    def __init__(self, seat: int, seed: int, budget: float = BUDGET, clock: Callable[[], float] = time.perf_counter,
                 max_samples: int | None = SAMPLES, width: int = WIDTH) -> None:
        self.label = "Khedu AI (expert)"
        self.level = "expert"
        self.seat = seat
        self.seed = seed * 7919 + seat * 31 + 23
        self.rng = random.Random(self.seed)
        self.budget = budget
        self.clock = clock
        self.max_samples = max_samples
        self.width = width
        self.win_bonus = WIN_BONUS
        self.margin = MARGIN
        self.z = Z
        self.stake = STAKE
        self.min_samples = MIN_SAMPLES
        self.helper = KheduAgent("hard", self.seed)  # the baseline choice and the moves not searched
        self.players = [KheduAgent("hard", self.seed + s) for s in range(4)]  # every seat in the play-outs
        self.last_samples = 0  # determinisations behind the last searched decision (for tools and tests)
        self.think: list[float] = []  # time on `clock` of every decision with a choice (for the benchmarks)

    def use_cpu_clock(self) -> None:
        """For measuring tools: the budget on this thread's CPU clock, so a busy machine slows the
        measurement down instead of weakening the player."""
        self.clock = time.thread_time

    def reseed(self, seed: int) -> None:
        """Restart the sampling rng (tests compare decisions made from the same seed)."""
        self.rng = random.Random(seed)

    # ------------------------------------------------------------------ entry
    def choose(self, rules: Any, view: KheduView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        start = self.clock()
        base = self.helper.choose(rules, view, seat, legal)
        cands = self.candidates(view, seat, legal, base)
        choice = base if len(cands) < 2 else self.search(rules, view, seat, cands, base, start + self.budget)
        self.think.append(self.clock() - start)
        return choice

    def candidates(self, view: KheduView, seat: int, legal: list[Action], base: Action) -> list[Action]:
        """The moves worth playing out (the hard AI's choice always among them); [] to leave it to hard."""
        c = view.combat
        if view.phase in ("bind", "meditation"):
            return list(legal)
        if view.phase == "combat" and c is not None:
            if c.step == "reward":
                return list(legal)
            if c.step == "cadences" and self.stake is not None and abs(self.helper._stake(view, seat)) >= self.stake:
                return self._distinct_cadences(view, seat, legal)
            return []
        if view.phase == "turn":
            # ending a solo run is the hard AI's call alone (only where it surely scores more): never searched
            legal = [a for a in legal if a.kind != "end_run" or a == base]
            # the long shots hard sets aside are not searched either (its play-outs overrate a lucky fall)
            legal = self.helper.without_poor_fights(view, seat, legal)
            ranked = sorted(range(len(legal)), key=lambda i: -self._turn_score(view, seat, legal[i]))
            out = [legal[i] for i in ranked[: self.width]]
            if base not in out:
                out.append(base)
            return out
        return []

    def _distinct_cadences(self, view: KheduView, seat: int, legal: list[Action]) -> list[Action]:
        """One move per kind of Cadence (two copies of a design sing alike; an Eternal one is free)."""
        seen: set[tuple] = set()
        out = []
        for a in legal:
            if a.kind == "cadence":
                slot = view.players[seat].ensemble[a.args[0]]
                key = (slot.key, slot.eternal)
                if key in seen:
                    continue
                seen.add(key)
            out.append(a)
        return out

    def _turn_score(self, view: KheduView, seat: int, a: Action) -> float:
        """The hard AI's one-step value of a turn move (used only to pick what to play out)."""
        h = self.helper
        if a.kind == "attack":
            return h.attack_value(view, seat, a.args[0], a.args[1])[0]
        if a.kind == "place":
            return h._place_value(view, seat, a)
        if a.kind == "command":
            return h._command_value(view, seat, a)
        if a.kind == "meditate":
            return h._meditate_value(view, seat)
        if a.kind == "end_turn":
            return 0.15
        if a.kind == "pass":
            return -3.0 if any(u is not None for u in view.players[seat].cadre) else -5.0
        return -1.0

    # ------------------------------------------------------------------ search
    def search(self, rules: Any, view: KheduView, seat: int, cands: list[Action], base: Action,
               deadline: float) -> Action:
        """The candidate with the best mean play-out outcome over paired determinisations, if it beats the
        hard AI's choice clearly: by more than `margin` and by `z` standard errors of the paired
        differences. Sampling stops early once no candidate is ahead of the hard AI's choice."""
        diffs: dict[Action, list[float]] = {a: [] for a in cands if a != base}
        samples = 0
        layout = card_layout(rules.data, view.num_seats)  # the same for every sample: made once
        while self.max_samples is None or samples < self.max_samples:
            if samples and self.clock() >= deadline:
                break
            seed = self.rng.getrandbits(48)
            state = determinise(rules.data, view, random.Random(seed), layout)
            out = {}
            for a in cands:
                child = state.clone()
                child.rng = random.Random(seed + 1)  # the same dice stream for every candidate
                rules.apply(child, seat, a)
                out[a] = self.playout(rules, child, seat)
            for a in diffs:
                diffs[a].append(out[a] - out[base])
            samples += 1
            if samples >= self.min_samples and all(sum(d) <= 0 for d in diffs.values()):
                break  # the hard AI's choice leads: more samples would rarely overturn it
        self.last_samples = samples
        best, best_low = base, 0.0
        for a, d in diffs.items():
            mean = sum(d) / len(d)
            sd = (sum((x - mean) ** 2 for x in d) / max(1, len(d) - 1)) ** 0.5
            low = mean - self.z * sd / len(d) ** 0.5  # a cautious estimate of the gain over hard's choice
            if mean > self.margin and low > best_low:
                best, best_low = a, low
        return best

    def playout(self, rules: Any, state: KheduState, seat: int) -> float:
        """Play the match to its end with the hard AI in every seat; the outcome for `seat`."""
        return self.outcome(rules, play_out(rules, state, self.players), seat)

    def outcome(self, rules: Any, state: KheduState, seat: int) -> float:
        res = rules.result(state)
        scores = list(res.scores)
        if state.num_seats == 1:
            return float(scores[seat])
        lead = scores[seat] - max(x for i, x in enumerate(scores) if i != seat)
        won = 0.0 if seat not in res.winners else 1.0 / len(res.winners)
        return lead + self.win_bonus * won


def make_expert(seat: int, seed: int) -> KheduExpert:
    """The expert seat as shipped (wall-clock budget)."""
    return KheduExpert(seat, seed)
