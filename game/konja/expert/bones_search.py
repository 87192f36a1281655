"""Roll-outs for the expert's Bones plays.

The hard AI picks a Bones play by its value one play ahead (two for its best few). The expert keeps
the hard AI's best few plays and "end the phase" as candidates, and plays each out to the end of its
Bones phase many times: the candidate first, then a greedy continuation (each later play the one the
hard AI values best over a few samples of its dice, while that beats stopping). A play-out is scored
where the phase ends, by the hard AI's value of the position (holdings, what the dice will collect, the
red dice's threat; in the last turn of the match the chance of winning). Every candidate of a round
starts from the same dealt cards and the same random stream (common random numbers), so the
comparison is between plays, not between lucky and unlucky rolls.
"""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.game.konja.ai import SEARCH_BUDGET, KonjaAgent, determinise
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import KonjaState, KonjaView

END = Action("end_bones")


class BonesRollouts:
    """`top`: hard's best plays kept as candidates; `steps`: plays a continuation may make;
    `samples`: dice samples behind each continuation choice."""

    def __init__(self, policy: KonjaAgent, rules: KonjaRules, top: int = 5, steps: int = 6,
                 samples: int = 2) -> None:
        self.policy = policy
        self.rules = rules
        self.top = top
        self.steps = steps
        self.samples = samples

    def candidates(self, view: KonjaView, seat: int, legal: list[Action], rng: random.Random) -> list[Action]:
        """End the phase, and the hard AI's best `top` plays by their value one play ahead."""
        plays = [a for a in legal if a.kind != "end_bones"]
        if not plays:
            return [END]
        state = determinise(view, rng)
        hard = self.policy
        hard.tried = 0
        scored = hard._one_step(state, seat, plays, True, hard.samples, SEARCH_BUDGET)
        best = [a for _, a in sorted(scored, key=lambda t: -t[0])[: self.top]]
        return ([END] if END in legal else []) + best

    def round(self, view: KonjaView, seat: int, cands: list[Action], rng: random.Random) -> dict[Action, float]:
        base = determinise(view, rng)
        stream = rng.getrandbits(64)
        out: dict[Action, float] = {}
        for a in cands:
            s = base.clone(random.Random(stream))
            self.rules.apply(s, seat, a)
            self._settle(s)
            if a != END:
                self._continue(s, seat)
            out[a] = self.policy._bones_value(s, seat, True) if not s.over else self._final(s, seat)
        return out

    def _final(self, s: KonjaState, seat: int) -> float:
        return 1000.0 if s.winners == (seat,) else 0.0 if len(s.winners) == 2 else -1000.0

    def _settle(self, s: KonjaState) -> None:
        """An over-five discard (Patron's Gift) is decided at once, as the hard AI would."""
        hard = self.policy
        while s.pending_discard is not None and not s.over:
            who = s.pending_discard
            self.rules.apply(s, who, hard._best_static(s, who, self.rules.legal_actions(s, who)))

    def _continue(self, s: KonjaState, seat: int) -> None:
        hard = self.policy
        for _ in range(self.steps):
            if s.phase != "bones" or s.over:
                return
            plays = [b for b in self.rules.legal_actions(s, seat) if b.kind != "end_bones"]
            if not plays:
                return
            hard.tried = 0
            scored = hard._one_step(s, seat, plays, True, self.samples, SEARCH_BUDGET)
            best_v, best = max(scored, key=lambda t: t[0])
            if best_v <= hard._bones_value(s, seat, True) + 0.05:
                return
            self.rules.apply(s, seat, best)
            self._settle(s)
