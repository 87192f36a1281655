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

    def __init__(self, policy: KonjaAgent, rules: KonjaRules, denial: float = 0.0, horizon: int = 1) -> None:
        self.policy = policy
        self.rules = rules
        self.denial = denial  # weight of what the opponent's best next Ancestor is worth to it
        self.horizon = horizon  # 1: score where its own Bones end; 2: play the opponent's next turn too

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
            if self.horizon >= 2:
                out[line] = self._through_reply(s, seat, roll_seed)
                continue
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

    def _through_reply(self, s: KonjaState, seat: int, roll_seed: int) -> float:
        """Horizon 2: its own Bones (greedy, the shared roll), its Collection under the opponent's red
        dice, then the opponent's whole next turn up to the end of its Bones phase, each side played
        cheaply as hard would. Scored as holdings less the opponent's holdings and dice, or by the
        result when the match ends within the play-out (in the opponent's last turn: its chance)."""
        if s.over:
            return outcome_value(s, seat)
        if s.phase == "roll":
            s.rng = random.Random(roll_seed)
            self.rules.apply(s, seat, Action("roll"))
        self._greedy_bones(s, seat)
        opp = 1 - seat
        guard = 0
        while not s.over and guard < 200:
            guard += 1
            if s.turn_seat == opp and s.phase not in ("ancestor", "roll", "bones") and s.pending_discard is None:
                break  # the opponent's Bones are over: score here
            who = self.rules.decider(s)
            if s.phase == "bones" and s.pending_discard is None:
                self._greedy_bones(s, who)
                if s.phase == "bones" and not s.over:
                    self.rules.apply(s, who, Action("end_bones"))
                continue
            self.rules.apply(s, who, self._cheap_action(s, who))
        if s.over:
            return outcome_value(s, seat)
        hard = self.policy
        if s.final_round:  # the opponent's last turn: we win unless its dice win it
            return 1000.0 * (1.0 - 2.0 * hard.pools.last_turn_chance(s))
        return player_value(s, seat) - hard._bones_value(s, opp, True)

    def _cheap_action(self, s: KonjaState, who: int) -> Action:
        """A fast stand-in for the hard AI inside a play-out."""
        hard = self.policy
        legal = self.rules.legal_actions(s, who)
        if len(legal) == 1:
            return legal[0]
        if s.pending_discard is not None:
            return hard._best_static(s, who, legal)
        ph = s.phase
        if ph == "ancestor":
            picks = [a for a in legal if a.kind == "choose_ancestor"]
            return max(picks, key=lambda a: self._ancestor_gain(s, who, a))
        if ph == "roll":
            return Action("roll")
        if ph == "red_roll":
            return Action("roll_red")
        if ph == "red_reply":
            return hard._reply(s, who, legal)
        if ph == "red_assign":
            return hard._assign_red(s, who, legal, True)
        if ph == "collect":
            return hard._collect_choice(s, who, legal)
        return hard._best_static(s, who, legal)

    def _ancestor_gain(self, s: KonjaState, who: int, pick: Action) -> float:
        u = s.clone()
        self.rules.apply(u, who, pick)
        self.policy._play_out_blessing(u, who, both=True)
        return outcome_value(u, who)

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
