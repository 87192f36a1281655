"""Turn play-outs for the expert's Ancestor choice.

Each round deals one full state from the view (hidden Spells and deck orders sampled by
`determinise`) and plays every candidate Ancestor on a copy of it: Favour and Blessing as the hard AI
plays them (both seats), the roll, then a short greedy Bones phase (one play at a time, each play
valued as the hard AI values it, with one sample of its dice). The turn is scored where the Bones phase
ends: the player's holdings and dice pool less the opponent's holdings, or in the last turn of the
match the chance that the pool wins it. All candidates of a round share the sampled cards and the
roll (common random numbers), so the differences between Ancestors are not drowned by the dice.
With `denial` set, each line also loses (times that weight) what the opponent's best Ancestor next
turn gains it in Favour and Blessing, with this turn's Idol blocking its tile.
"""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.game.konja.ai import KonjaAgent, determinise, outcome_value, player_value
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import ANCESTORS, KonjaState, KonjaView

BONES_STEPS = 4  # plays a play-out's Bones phase may make before it is scored


class TurnLookahead:
    """Scores Ancestor choices by play-outs; `policy` is a hard KonjaAgent lent for its valuations."""

    def __init__(self, policy: KonjaAgent, rules: KonjaRules, denial: float = 0.0) -> None:
        self.policy = policy
        self.rules = rules
        self.denial = denial  # weight of what the opponent's best next Ancestor is worth to it

    def round(self, view: KonjaView, seat: int, lines: list[tuple[Action, ...]],
              rng: random.Random) -> dict[tuple[Action, ...], float]:
        """One determinisation: the value of each line (actions played in a row from the view's
        position, the rest of the Blessing as the hard AI plays it) on the same cards and the same roll."""
        base = determinise(view, rng)
        roll_seed = rng.getrandbits(64)
        out: dict[tuple[Action, ...], float] = {}
        for line in lines:
            s = base.clone()
            for a in line:
                self.rules.apply(s, seat, a)
            self.policy._play_out_blessing(s, seat, both=True)
            deny = self._denial(s, seat) if self.denial else 0.0
            out[line] = self._finish_turn(s, seat, roll_seed) - self.denial * deny
        return out

    def _finish_turn(self, s: KonjaState, seat: int, roll_seed: int) -> float:
        if s.over:
            return outcome_value(s, seat)
        if s.phase == "roll":
            s.rng = random.Random(roll_seed)
            self.rules.apply(s, seat, Action("roll"))
        self._greedy_bones(s, seat)
        mine = self.policy._bones_value(s, seat, True)
        # In the last turn the value is already the chance of winning; otherwise net of the opponent.
        return mine if s.final_round else mine - player_value(s, 1 - seat)

    def _greedy_bones(self, s: KonjaState, seat: int) -> None:
        """Up to BONES_STEPS plays, each the one hard values best after one sample of its dice,
        while that beats stopping."""
        hard = self.policy
        for _ in range(BONES_STEPS):
            if s.phase != "bones" or s.over:
                break
            stop = hard._bones_value(s, seat, True) + 0.05
            plays = [b for b in self.rules.legal_actions(s, seat) if b.kind != "end_bones"]
            if not plays:
                break
            scored = hard._one_step(s, seat, plays, True, 1, 10**9)
            best_v, best = max(scored, key=lambda t: t[0])
            if best_v <= stop:
                break
            self.rules.apply(s, seat, best)
            while s.pending_discard is not None and not s.over:
                who = s.pending_discard
                self.rules.apply(s, who, hard._best_static(s, who, self.rules.legal_actions(s, who)))

    def _denial(self, s: KonjaState, seat: int) -> float:
        """What the opponent's best Ancestor next turn gains it over us (Favour and Blessing only),
        with this turn's Idol still blocking its tile."""
        opp = 1 - seat
        t = s.clone()
        t.turn_seat, t.phase, t.blessing_queue = opp, "ancestor", []
        t.ancestor = t.resource = None
        if len(t.idols) >= len(ANCESTORS):
            t.idols = []
        before = outcome_value(t, opp)
        best = 0.0
        for name in ANCESTORS:
            if name in t.idols:
                continue
            u = t.clone()
            self.rules.apply(u, opp, Action("choose_ancestor", (name,)))
            self.policy._play_out_blessing(u, opp, both=True)
            best = max(best, outcome_value(u, opp) - before)
        return best
