"""KROWNIA's expert AI seat: determinised search over its own turn with a tuned value function.

It decides from its view only. For each decision it builds full states from the view with the hidden
cards sampled (determinise.py), then:
- setup: scores each village spot and road by the value of the position after placing it;
- main phase and card effects: plans the rest of the turn (planner.py) on each sample and plays the
  first move of the best plan on average, within a time budget;
- discards: drops the card whose loss costs the least value;
- the Pirate: hurts the seat most likely to win (its visible points and production on the hex);
- trading with players: the hard AI's polite habits (one offer a turn, accepts only gains, counters
  with a one-for-one) so people are not flooded with offers.
"""

from __future__ import annotations

import random
import time
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.krownia import board as B
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.planner import Planner
from baraza.game.krownia.expert.value import Evaluator, Weights, load_weights
from baraza.game.krownia.rules import (
    DISCARD,
    MAIN,
    MOVE_PIRATE,
    ROAD_BUILDING,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    STEAL,
    VPCARD,
    YEAR_OF_PLENTY,
    KrowniaRules,
    KrowniaView,
)

PLANNED_PHASES = (MAIN, ROAD_BUILDING, YEAR_OF_PLENTY)


class ExpertAI(Agent):
    """The expert seat. `budget` is the soft time limit per decision in seconds."""

    def __init__(self, seat: int, seed: int, weights: Weights | None = None, budget: float = 0.5,
                 samples: int = 2) -> None:
        self.label = "AI (expert)"
        self.seat = seat
        self.rng = random.Random(seed * 7907 + seat * 31 + 5)
        self.weights = weights or load_weights()
        self.budget = budget
        self.samples = samples
        self.helper = KrowniaAI("hard", seat, seed)  # trading habits and a safe fallback
        self.rules = KrowniaRules()

    def choose(self, rules: Any, view: KrowniaView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        deadline = time.perf_counter() + self.budget
        phase = view.phase
        action = None
        if phase in (SETUP_VILLAGE, SETUP_ROAD):
            action = self._setup(view, seat, legal)
        elif phase == ROLL:
            action = self._roll(view, seat, legal)
        elif phase in PLANNED_PHASES:
            action = self._main(view, seat, legal, deadline)
        elif phase == DISCARD:
            action = self._discard(view, seat, legal)
        elif phase == MOVE_PIRATE:
            action = self._pirate(view, seat, legal)
        elif phase == STEAL:
            action = self._steal(view, seat, legal)
        if action is None or action not in legal:
            action = self.helper.choose(rules, view, seat, legal)
        return action

    # ----- shared helpers --------------------------------------------------------------------------
    def _evaluator(self, state, view: KrowniaView, seat: int) -> Evaluator:
        return Evaluator(state, seat, view.dev_cards[VPCARD] if view.dev_cards else 0, self.weights)

    def _after(self, view: KrowniaView, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Value of the position right after each legal action, on one sampled state."""
        state = determinise(view, self.rng)
        ev = self._evaluator(state, view, seat)
        out = {}
        for a in legal:
            child = self.rules.clone(state)
            self.rules.apply(child, seat, a)
            out[a] = ev.value(child)
        return out

    # ----- phases ----------------------------------------------------------------------------------
    def _setup(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        kind = "place_village" if view.phase == SETUP_VILLAGE else "place_road"
        options = [a for a in legal if a.kind == kind]
        if not options:
            return None
        scores = self._after(view, seat, options)
        return max(options, key=lambda a: (scores[a], -a.args[0]))

    def _roll(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        warrior = Action("play_warrior")
        if warrior in legal:
            on_me = any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])
            if on_me or self._army_race(view, seat):
                return warrior
        return Action("roll")

    def _army_race(self, view: KrowniaView, seat: int) -> bool:
        mine = view.players[seat].warriors_played + 1
        holder = view.army_holder
        return mine >= 3 and (holder < 0 or (holder != seat and mine > view.players[holder].warriors_played))

    def _main(self, view: KrowniaView, seat: int, legal: list[Action], deadline: float) -> Action | None:
        if view.phase == MAIN:
            warrior = Action("play_warrior")
            if warrior in legal and (self._army_race(view, seat) or any(
                    view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])):
                return warrior
        totals: dict[Action | None, float] = {}
        runs = 0
        samples = self.samples if any(a.kind == "play_monopoly" for a in legal) else 1
        for i in range(samples):
            if i and time.perf_counter() > deadline:
                break
            state = determinise(view, self.rng)
            planner = Planner(self.rules, self._evaluator(state, view, seat))
            ranked = planner.rank(state, deadline)
            runs += 1
            for a, v in ranked.items():
                totals[a] = totals.get(a, 0.0) + v
        allowed = set(legal)
        candidates = [(v / runs, a) for a, v in totals.items() if a is None or a in allowed]
        if not candidates:
            return None
        best_value, best = max(candidates, key=lambda t: (t[0], t[1] is None))
        if best is not None:
            return best
        if view.phase != MAIN:
            return None  # the helper finishes a card's effect
        if Action("open_trade") in legal:
            plan = self.helper._plan_offer(view, seat, self.helper._goal_cost(view, seat))
            if plan is not None:
                self.helper.plan = plan
                self.helper.offered.add((view.turn, plan[0], plan[1]))
                return Action("open_trade")
        return Action("end_turn")

    def _discard(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        state = determinise(view, self.rng)
        ev = self._evaluator(state, view, seat)
        now, nxt = ev.spots(state, seat)
        hand = list(view.hand)

        def loss(a: Action) -> float:
            after = list(hand)
            after[a.args[0]] -= 1
            return ev.hand_value(state, after, len(now), len(nxt))

        return max(legal, key=lambda a: (loss(a), hand[a.args[0]], -a.args[0]))

    def _threat(self, view: KrowniaView, s: int) -> float:
        p = view.players[s]
        return p.vp_visible + 0.4 * p.dev_count + 0.05 * p.card_count + (1.5 if p.vp_visible >= view.target - 3
                                                                           else 0.0)

    def _pirate(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        moves = [a for a in legal if a.kind == "move_pirate"]
        if not moves:
            return None

        def score(a: Action) -> float:
            h = a.args[0]
            pips = view.tiles[h].pips
            val = 0.0
            for c in B.HEX_CORNERS[h]:
                o = view.corner_owner[c]
                if o == seat:
                    val -= 4.0 * pips * view.corner_level[c]
                elif o >= 0:
                    val += pips * view.corner_level[c] * (0.5 + self._threat(view, o) / 4.0)
                    if view.players[o].card_count:
                        val += 0.3 * min(view.players[o].card_count, 8)
            return val

        return max(moves, key=lambda a: (score(a), -a.args[0]))

    def _steal(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        return max(legal, key=lambda a: (self._threat(view, a.args[0]) + 0.3 * view.players[a.args[0]].card_count,
                                         -a.args[0]))


def make_expert(seat: int, seed: int) -> ExpertAI:
    """The expert seat with the shipped weights."""
    return ExpertAI(seat, seed)
