"""KROWNIA's expert AI seat: determinised search over its own turn with a tuned value function.

It decides from its view only. For each decision it builds full states from the view with the hidden
cards sampled (determinise.py), then:
- setup: scores each village spot and road by the value of the position after placing it;
- main phase and card effects: plans the rest of the turn (planner.py) on each sample and plays the
  first move of the best plan on average, within a time budget; with `rollouts` set (off as shipped:
  measured no stronger, see docs/benchmarks-krownia.md) moves the planner rates about equal are
  settled by play-outs of the round;
- discards: drops the card whose loss costs the least value;
- the Pirate: hurts the seat most likely to win (its visible points and production on the hex);
- trading with players: its one offer a turn is the swap (one card for one, two for one, or one card
  for up to ASK_MOST) worth most on average: how much it raises the value of the best plan for the rest
  of its turn, times the chance that a partner takes it (or the gain of the counter-offer a partner would
  likely make), from guesses at the others' hands built on what the table has counted of them
  (partners.py); none when no swap helps by a clear margin. It confirms the answer that helps that plan
  most (on equal terms, with the least threatening partner) and never trades with a seat two points from
  winning, nor with a clear leader unless the trade pays a build now (`leader_bar`). As a responder it
  sends back the counter-offer worth most once weighed by the chance the offerer confirms it, or accepts
  what raises its position's value by a clear margin (never from a seat two points from winning or a
  clear leader: the hard AI's rule answers those), otherwise it declines or counters one-for-one like the
  hard AI; so people are not flooded with offers.
Settings measured and left off as shipped (docs/benchmarks-krownia.md, session 11: none stronger against
AlphaBeta, the first weaker against hard): `lookahead` (first moves scored by the planned next turn,
lookahead.py), `setup_pairs` (the first village chosen with the second, setup_plan.py), `warrior_eager`;
`rollouts` (sessions 12 and 14: no stronger once repeated on new seeds). `plan_width` and `plan_depth` set
the planner's search (session 14: a smaller search is clearly weaker, a larger one no stronger). Session 16:
`rerank` (the planner's best first moves re-ranked by a model fitted on move-only rows, rerank.py) and
`roll_end` (play-outs to the end of the game, once a turn, for `roll_budget` seconds).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent, Explained
from baraza.game.krownia import board as B
from baraza.game.krownia.ai import KrowniaAI, leader_bar, on_leader
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.learned import LearnedEvaluator, LinearModel, MLPModel, load_model
from baraza.game.krownia.expert.lookahead import NextTurn
from baraza.game.krownia.expert.partners import OffererModel, PartnerModel, Swap, cards_of
from baraza.game.krownia.expert.planner import DEPTH, WIDTH, Planner
from baraza.game.krownia.expert.rerank import follow, line_end, rerank
from baraza.game.krownia.expert.setup_plan import best_first_village
from baraza.game.krownia.expert.value import WIN_VALUE, Evaluator, Weights, load_weights
from baraza.game.krownia.hint_words import served_build, village_open
from baraza.game.krownia.rules import (
    DISCARD,
    MAIN,
    MOVE_PIRATE,
    ROAD_BUILDING,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    STEAL,
    TRADE_COMPOSE,
    TRADE_PENDING,
    VPCARD,
    YEAR_OF_PLENTY,
    KrowniaRules,
    KrowniaView,
)

PLANNED_PHASES = (MAIN, ROAD_BUILDING, YEAR_OF_PLENTY)
TRADE_MARGIN = 8.0  # an offer must raise the plan's value by this much (a twelfth of a point)
LIKELY_TAKEN = 0.5  # an offer is hinted or made only when some partner takes it in half the guessed hands
TRADE_SHARE = 0.4  # share of the decision's time the offer search may use
ROLL_WIDTH = 3  # play-outs compare at most this many of the planner's best first moves
ROLL_MARGIN = 20.0  # ... and only those this close to the best (a fifth of a point)
RERANK_MARGIN = 100.0  # re-ranking weighs first moves this close to the planner's best (a point)
LOOK_MARGIN = 60.0  # the look past the turn weighs first moves this close to the planner's best
ROLL_CAP = 400  # moves a play-out may take before it is scored anyway
GAME_CAP = 20_000  # moves a play-out to the end may take (a game that has not ended by then counts as lost)
ROAD_TIE = 2.0  # setup roads valued this close (a fiftieth of a point) are told apart by the spot they lead to
ASK_MOST = 3  # an offer asks for at most this many cards (for one)


class ExpertAI(Agent):
    """The expert seat. `budget`: the soft time limit per decision in seconds, on `clock` (the wall clock for play;
    measuring tools pass the process's CPU clock). `value` "learned" scores with the learned model (learned.py;
    `model`, else the shipped file; else the hand-tuned value); "hand" (the default) is the hand-tuned value."""

    def __init__(self, seat: int, seed: int, weights: Weights | None = None, budget: float = 0.5,
                 samples: int = 2, clock: Callable[[], float] = time.perf_counter, rollouts: int = 0,
                 value: str = "hand", model: LinearModel | MLPModel | None = None, lookahead: int = 0,
                 look_mix: float = 0.0, setup_pairs: int = 0,
                 warrior_eager: float = 0.0, roll_width: int = ROLL_WIDTH,
                 roll_margin: float = ROLL_MARGIN, plan_width: int = WIDTH,
                 plan_depth: int = DEPTH, learned_mix: float = 1.0, setup_variety: float = 0.0,
                 rerank: int = 0, rerank_margin: float = RERANK_MARGIN, roll_end: int = 0,
                 roll_budget: float = 0.0) -> None:
        self.label = "AI (expert)"
        self.seat = seat
        self.rng = random.Random(seed * 7907 + seat * 31 + 5)
        self.weights = weights or load_weights()
        self.budget = budget
        self.samples = samples
        self.clock = clock
        self.helper = KrowniaAI("hard", seat, seed)  # trading habits and a safe fallback
        self.rules = KrowniaRules()
        self.trade_checked: tuple | None = None  # (turn, hand, offers left) whose offers were searched ...
        self.trade_found: Swap | None = None  # ... and the swap found (None: none helps)
        self.weigh_answers = True  # each offer's gain times the chance partners take it (False: the gain alone)
        # play-outs of the round per close candidate move (0, the shipped setting: the planner's choice stands)
        self.rollouts = rollouts
        self.roll_width = roll_width  # ... comparing at most this many of the planner's best first moves
        self.roll_margin = roll_margin  # ... and only those this close to the best
        # 1: each play-out runs to the end of the game and counts a win (once a turn, at its first main-phase
        # decision); 0: it runs one round and scores the position with the value
        self.roll_end = roll_end
        self.roll_budget = roll_budget  # seconds of play-outs per decision (0: the decision's budget)
        self.rolled_turn = -1
        # first moves weighed by the look past the end of the turn (0: the planner's choice stands)
        self.lookahead = lookahead
        self.look_mix = look_mix
        self.warrior_eager = warrior_eager  # > 0: play a Warrior whenever the Pirate can hurt that much
        self.setup_pairs = setup_pairs  # the first village chosen with the second in mind (setup_plan.py)
        self.plan_width = plan_width  # the turn planner searches this many moves at each step ...
        self.plan_depth = plan_depth  # ... this many steps deep
        self.model = (model or load_model()) if value == "learned" else None
        self.learned_mix = learned_mix  # with a learned value: this share of it, the rest the hand value
        self.setup_variety = setup_variety  # setup villages: this much more per kind of resource they touch
        # > 0: the planner's best `rerank` first moves (within `rerank_margin` of the best) re-ranked by the
        # model of what a move buys (rerank.py; `model`, needed, is then not the planner's value)
        self.rerank = rerank if isinstance(model, LinearModel) else 0
        self.rerank_margin = rerank_margin
        self.rerank_model = model if self.rerank else None

    def use_cpu_clock(self) -> None:
        """For measuring tools (the ladder): the budget on the process's CPU clock, as `clock=` does."""
        self.clock = time.process_time

    def choose(self, rules: Any, view: KrowniaView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        deadline = self.clock() + self.budget
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
        elif phase == TRADE_COMPOSE and seat == view.current:
            # its own offer being drafted (a hint while the player drafts one): the swap it would offer this
            # turn, else drop it (round 9: "Drop the offer" came with no search behind it)
            plan = self.helper.plan
            if plan is not None and (view.turn, plan[0], plan[1]) not in self.helper.offered:
                self.helper.plan = None  # a plan from an earlier turn
            if self.helper.plan is None:
                self._offer(view, seat, self.clock() + TRADE_SHARE * self.budget)
        elif phase == TRADE_PENDING and seat == view.current:
            action = self._confirm(view, seat, legal)
        elif phase == TRADE_PENDING and Action("accept_trade") in legal:
            action = self._answer(rules, view, seat, legal)
        if action is None or action not in legal:
            action = self.helper.choose(rules, view, seat, legal)
        return action

    # ----- shared helpers --------------------------------------------------------------------------
    def _evaluator(self, state, view: KrowniaView, seat: int, learned: bool = True) -> Evaluator:
        known_vp = view.dev_cards[VPCARD] if view.dev_cards else 0
        if self.model is not None and learned:
            return LearnedEvaluator(state, seat, known_vp, self.weights, self.model, self.learned_mix)
        return Evaluator(state, seat, known_vp, self.weights)

    def _after(self, view: KrowniaView, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Value of the position right after each legal action, on one sampled state."""
        state = determinise(view, self.rng)
        # the learned value never saw a setup position (its rows are ends of turns): the hand value places
        ev = self._evaluator(state, view, seat, learned=False)
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
        if self.setup_pairs and kind == "place_village" and seat not in view.corner_owner:
            state = determinise(view, self.rng)
            ev = self._evaluator(state, view, seat, learned=False)
            spot = best_first_village(self.rules, state, seat, ev, [a.args[0] for a in options])
            return next(a for a in options if a.args[0] == spot)
        scores = self._after(view, seat, options)
        if self.setup_variety and kind == "place_village":
            mine = [c for c, owner in enumerate(view.corner_owner) if owner == seat]
            for a in options:
                scores[a] += self.setup_variety * len(_resources_touched(view, [*mine, a.args[0]]))
        if kind == "place_road":  # roads the value rates about equal: the one toward the best spot, not the
            # lowest-numbered (round 9: a hinted setup road ran into a rival's village, where none may stand)
            top = max(scores.values())
            prod = self.helper._production(view, seat)
            return max((a for a in options if scores[a] >= top - ROAD_TIE), key=lambda a: (
                self.helper._road_value(view, seat, a.args[0], prod), scores[a], -a.args[0]))
        return max(options, key=lambda a: (scores[a], -a.args[0]))

    def _roll(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        warrior = Action("play_warrior")
        if warrior in legal:
            on_me = any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])
            if on_me or self._army_race(view, seat) or self._warrior_pays(view, seat):
                return warrior
        return Action("roll")

    def _army_race(self, view: KrowniaView, seat: int) -> bool:
        mine = view.players[seat].warriors_played + 1
        holder = view.army_holder
        return mine >= 3 and (holder < 0 or (holder != seat and mine > view.players[holder].warriors_played))

    def _main(self, view: KrowniaView, seat: int, legal: list[Action], deadline: float) -> Action | None:
        if view.phase == MAIN:
            warrior = Action("play_warrior")
            if warrior in legal and (self._army_race(view, seat) or self._warrior_pays(view, seat) or any(
                    view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])):
                return warrior
            if Action("open_trade") in legal:
                offer = self._offer(view, seat, self.clock() + TRADE_SHARE * self.budget)
                if offer is not None:
                    return offer
        totals: dict[Action | None, float] = {}
        runs = 0
        planner = None
        samples = self.samples if any(a.kind == "play_monopoly" for a in legal) else 1
        for i in range(samples):
            if i and self.clock() > deadline:
                break
            state = determinise(view, self.rng)
            planner = Planner(self.rules, self._evaluator(state, view, seat), width=self.plan_width,
                              depth=self.plan_depth, clock=self.clock)
            ranked = planner.rank(state, deadline)
            runs += 1
            for a, v in ranked.items():
                totals[a] = totals.get(a, 0.0) + v
        allowed = set(legal)
        candidates = [(v / runs, a) for a, v in totals.items() if a is None or a in allowed]
        if not candidates:
            return None
        best_value, best = max(candidates, key=lambda t: (t[0], t[1] is None))
        if self.lookahead and view.phase == MAIN and best_value < WIN_VALUE / 2:
            ranked = sorted(candidates, key=lambda t: (-t[0], t[1] is not None))
            close = {a: v for v, a in ranked[:self.lookahead] if best_value - v <= LOOK_MARGIN}
            if len(close) > 1:
                best = self._look_ahead(state, seat, close, planner, deadline)
        elif self.rerank_model is not None and view.phase == MAIN and best_value < WIN_VALUE / 2:
            ranked = sorted(candidates, key=lambda t: (-t[0], t[1] is not None))
            close = [a for v, a in ranked[:self.rerank] if best_value - v <= self.rerank_margin]
            if len(close) > 1:
                best = rerank(self.rules, state, seat, close, planner, planner.ev, self.rerank_model)
        elif self.rollouts and view.phase == MAIN and not (self.roll_end and view.turn == self.rolled_turn):
            ranked = sorted(candidates, key=lambda t: (-t[0], t[1] is not None))
            close = [a for v, a in ranked[:self.roll_width] if best_value - v <= self.roll_margin]
            if len(close) > 1:
                self.rolled_turn = view.turn
                best = self._play_out(view, seat, close, planner, deadline + (self.roll_budget or self.budget))
        if best is not None:
            return best
        if view.phase != MAIN:
            return None  # the helper finishes a card's effect
        return Action("end_turn")

    def _look_ahead(self, state, seat: int, close: dict[Action | None, float], planner: Planner,
                    deadline: float) -> Action | None:
        """Of the planner's best first moves (with their values), the one whose line leaves the best next
        turn once the dice have gone round (lookahead.py), on the planner's last sampled state; with
        `look_mix` m the score is m times the planner's value of this turn's end plus 1 - m times that."""
        ends = {a: line_end(self.rules, state, seat, a, planner) for a in close}
        scores = NextTurn(self.rules, planner.ev, self.clock, self.rng).score(ends, deadline)
        m = self.look_mix
        return max(close, key=lambda a: m * close[a] + (1 - m) * scores[a])

    def _play_out(self, view: KrowniaView, seat: int, close: list[Action | None], planner: Planner,
                  deadline: float) -> Action | None:
        """Of moves the planner rates about equal, the one whose position is worth most at the start of the
        seat's next turn, on average over play-outs: the move and the planner's line after it, then the round
        played by the hard AI for every seat. Each play-out gives every candidate the same guessed hands and
        dice; they stop at `deadline` after a whole round of candidates."""
        totals = dict.fromkeys(close, 0.0)
        lines = {a: [a, *planner.line(a)] if a is not None else [] for a in close}
        ev = None
        for _ in range(self.rollouts):
            seed = self.rng.getrandbits(32)
            guess = determinise(view, random.Random(seed))
            if ev is None:  # the board is the same in every guess
                ev = self._evaluator(guess, view, seat)
            for a in close:
                state = follow(self.rules, self.rules.clone(guess), seat, lines[a])
                if state.phase == MAIN and state.current == seat:
                    self.rules.apply(state, seat, Action("end_turn"))
                totals[a] += play_to_end(self.rules, state, seat, seed) if self.roll_end else self._play_round(
                    state, seat, seed, ev)
            if self.clock() > deadline:
                break
        return max(close, key=lambda a: totals[a])

    def _play_round(self, state, seat: int, seed: int, ev: Evaluator) -> float:
        """Play on with the hard AI in every seat until `seat` is about to roll again; its value then."""
        agents = [KrowniaAI("hard", s, seed + s) for s in range(state.num_seats)]
        rules = self.rules
        left = state.current != seat
        for _ in range(ROLL_CAP):
            if state.winner >= 0:
                break
            if state.current != seat:
                left = True
            elif left and state.phase == ROLL:
                break
            s = rules.active_seats(state)[0]
            legal = rules.legal_actions(state, s)
            action = legal[0] if len(legal) == 1 else agents[s].choose(rules, rules.view(state, s), s, legal)
            rules.apply(state, s, action)
        return ev.value(state)

    # ----- trading with players --------------------------------------------------------------------
    def _plan_value(self, state, ev: Evaluator, deadline: float) -> float:
        """The value of the best plan for the rest of the turn, by a shallow search (used to compare swaps)."""
        ranked = Planner(self.rules, ev, width=3, depth=3, clock=self.clock).rank(state, deadline)
        return max(ranked.values()) if ranked else ev.value(state)

    def _swapped(self, state, seat: int, give: tuple[int, ...], get: tuple[int, ...]):
        trial = self.rules.clone(state)
        trial.phase = MAIN  # the plan after the trade (the state may still be waiting on answers)
        hand = trial.hands[seat]
        for r in range(5):
            hand[r] += get[r] - give[r]
        return trial

    def _offer(self, view: KrowniaView, seat: int, deadline: float) -> Action | None:
        """Open a trade for the swap worth most to this turn's plan once weighed by the partners' likely
        answers, if one helps enough. Nothing is offered while the seat is near the target: players rightly
        refuse the leader."""
        hand = tuple(view.hand)
        if sum(hand) == 0 or view.players[seat].vp_visible >= view.target - 2:
            return None
        key = (view.turn, hand, view.offers_left)
        if key == self.trade_checked:  # asked again before any offer went out (a second Hint): the same answer
            return self._open(view, self.trade_found) if self.trade_found else None
        self.trade_checked, self.trade_found = key, None
        state = determinise(view, self.rng)
        ev = self._evaluator(state, view, seat)
        base = self._plan_value(state, ev, deadline)
        partners = PartnerModel(view, seat, self.rng)
        # only swaps someone could take or counter (asking several or one card: only if someone would likely take
        # it, round 7), bringing some build closer (issue 41: 2 Wheat offered for a 5th Brick), searched in the
        # order of the position's value right after them, so a short clock still weighs the best
        village = village_open(view, seat)  # no swap "toward a village" while no spot is free (round 9)
        # never giving a card the build it serves still needs (s32: hints "gave away what the player needed")
        swaps = [sw for sw in _swaps(hand) if served_build(hand, *sw, village=village, spare_only=True)
                 and self.helper.fresh_offer(view, seat, (*sw, -1), remember=False) and (not self.weigh_answers
                 or partners.possible(sw) and partners.chance(sw) >= LIKELY_TAKEN)]
        spots = [len(x) for x in ev.spots(state, seat)]  # a swap changes only the hand's part of the value

        def quick(swap: Swap) -> float:
            after = [h - g + t for h, g, t in zip(hand, swap[0], swap[1], strict=True)]
            return ev.hand_value(state, after, *spots)

        swaps.sort(key=lambda sw: -quick(sw))
        gains = {}
        for swap in swaps:
            if self.clock() > deadline:
                break
            gains[swap] = self._plan_value(self._swapped(state, seat, *swap), ev, deadline) - base
        best, best_score = None, 0.0
        for swap, gain in gains.items():
            if gain <= TRADE_MARGIN:
                continue
            score = partners.expected_gain(swap, gains) if self.weigh_answers else gain
            if score > best_score:
                best, best_score = swap, score
        self.trade_found = best
        return self._open(view, best) if best else None

    def _open(self, view: KrowniaView, best: Swap) -> Action:
        self.helper.plan = (best[0], best[1], self.helper.offer_to(view, view.seat))  # drafted card by card
        self.helper.offered.add((view.turn, best[0], best[1]))
        self.helper.fresh_offer(view, view.seat, self.helper.plan)  # not made again while nothing changes
        return Action("open_trade")

    def explain(self, view: KrowniaView, action: Action) -> str | None:
        return self.helper.explain(view, action)  # the helper drafts the offer it planned

    def explained(self, view: KrowniaView, action: Action) -> Explained | None:
        return self.helper.explained(view, action)  # with its facts (game.krownia.hint_facts)

    def _answer(self, rules: Any, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        """As a responder, unless the offerer leads (`leader_bar`: then the hard AI's answer, a yes only for a
        swap paying a build now): send back the counter-offer worth most once
        weighed by the chance the offerer confirms it, or accept when the swap raises the value of its own
        position by a clear margin; otherwise the hard AI's answer (decline, or a one-for-one counter)."""
        tv = view.trade
        if tv is not None and leader_bar(view, seat, tv.offerer):
            return self.helper.choose(rules, view, seat, legal)  # the leader rule: a yes only for a build now
        if tv is not None:
            state = determinise(view, self.rng)
            ev = self._evaluator(state, view, seat)
            base = ev.value(state)
            after = self._swapped(state, seat, tv.get, tv.give)  # the responder gives what the offerer gets
            accept_gain = ev.value(after) - base
            if Action("counter_trade") in legal:
                counter = self._counter(view, seat, state, ev, base, max(accept_gain, TRADE_MARGIN))
                if counter is not None:
                    self.helper.plan = (counter[0], counter[1], -1)  # the helper drafts it card by card
                    return Action("counter_trade")
            if accept_gain > TRADE_MARGIN:
                return Action("accept_trade")
        answer = self.helper.choose(rules, view, seat, legal)
        return Action("decline_trade") if answer == Action("accept_trade") else answer

    def _counter(self, view: KrowniaView, seat: int, state, ev: Evaluator, base: float,
                 bar: float) -> Swap | None:
        """The counter-offer whose gain in value, times the chance the offerer confirms it, is largest and
        above `bar` (what plainly accepting brings, and at least the trading margin); None if there is none
        (or no count of the offerer's cards to judge by)."""
        offerer = OffererModel(view, seat, self.rng)
        if not offerer.deals:
            return None
        best = None
        hand = state.hands[seat]
        for give, get in _counter_swaps(tuple(view.hand)):
            for r in range(5):  # a counter changes only this hand: value it in place (no copy per counter)
                hand[r] += get[r] - give[r]
            gain = ev.value(state) - base
            for r in range(5):
                hand[r] -= get[r] - give[r]
            if gain <= bar:
                continue
            score = gain * offerer.confirm_chance((give, get))
            if score > bar:
                best, bar = (give, get), score
        return best

    def _confirm(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        """As the offerer: take the acceptance or counter that helps the plan most, or withdraw."""
        tv = view.trade
        options = [a for a in legal if a.kind == "confirm_trade"]
        if tv is None or not options:
            return None
        state = determinise(view, self.rng)
        state.phase = MAIN
        ev = self._evaluator(state, view, seat)
        deadline = self.clock() + TRADE_SHARE * self.budget
        best, best_value = Action("cancel_trade"), self._plan_value(state, ev, deadline)
        # the same terms from several partners: trade with the least threatening (the trade helps it too)
        hand = list(view.hand)
        for a in sorted(options, key=lambda a: (self._threat(view, a.args[0]), a.args[0])):
            terms = tv.counters[a.args[0]] or (tv.give, tv.get)
            after = [h - g + t for h, g, t in zip(hand, terms[0], terms[1], strict=True)]
            if not self.helper.spares_leader(view, seat, a.args[0], hand, after):
                continue  # a card for a seat about to win, or the clear leader, costs more than it brings
            value = self._plan_value(self._swapped(state, seat, terms[0], terms[1]), ev, deadline)
            if value > best_value:
                best, best_value = a, value
        return best

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

    def _pirate_score(self, view: KrowniaView, seat: int, h: int) -> float:
        """How much the Pirate on hex `h` hurts the others (the most threatening most) and spares the seat."""
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

    def _pirate(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        moves = on_leader(view, seat, self.helper._leader_seat(view, seat),
                          [a for a in legal if a.kind == "move_pirate"])  # the clear leader's tiles first (s32)
        if not moves:
            return None
        return max(moves, key=lambda a: (self._pirate_score(view, seat, a.args[0]), -a.args[0]))

    def _warrior_pays(self, view: KrowniaView, seat: int) -> bool:
        """With `warrior_eager` set: a Warrior is worth playing now when the Pirate can go somewhere that
        hurts another seat by at least that much (it also steals a card)."""
        if not self.warrior_eager:
            return False
        return max(self._pirate_score(view, seat, h) for h in range(B.NUM_HEXES)
                   if h != view.pirate_hex) >= self.warrior_eager

    def _steal(self, view: KrowniaView, seat: int, legal: list[Action]) -> Action | None:
        leader = self.helper._leader_seat(view, seat)  # the clear leader first (s32)
        return max(legal, key=lambda a: (a.args[0] == leader, self._threat(view, a.args[0])
                                         + 0.3 * view.players[a.args[0]].card_count, -a.args[0]))


def _swaps(hand: tuple[int, ...]) -> list[Swap]:
    """The offers the expert considers: one card for one, then two of a kind or two different cards for
    one (a partner short of either takes those more readily), then one card for two or three (a partner
    holding more of a kind than its next build needs may part with them for a kind it lacks)."""
    out = []
    for n_give, n_get in ((1, 1), (2, 1)):
        for g in range(5):
            if hand[g] < n_give:
                continue
            for r in range(5):
                if r != g:
                    give, get = [0] * 5, [0] * 5
                    give[g], get[r] = n_give, n_get
                    out.append((tuple(give), tuple(get)))
    for g in range(5):
        for g2 in range(g + 1, 5):
            if hand[g] and hand[g2]:
                for r in range(5):
                    if r not in (g, g2):
                        give, get = [0] * 5, [0] * 5
                        give[g] = give[g2] = get[r] = 1
                        out.append((tuple(give), tuple(get)))
    for n in range(2, ASK_MOST + 1):
        for g in range(5):
            if hand[g]:
                for kinds in combinations_with_replacement([r for r in range(5) if r != g], n):
                    out.append((cards_of(g), tuple(kinds.count(r) for r in range(5))))
    return out


def _counter_swaps(hand: tuple[int, ...]) -> list[Swap]:
    """The counter-offers the expert weighs: it gives one card or two (of one kind or of two) and gets one
    or two, never the same kind both ways, three cards at most in all."""
    gives, gets = [], []
    for g in range(5):
        gets.append(cards_of(g))
        gets.append(cards_of(g, 2))
        if hand[g]:
            gives.append(cards_of(g))
        if hand[g] >= 2:
            gives.append(cards_of(g, 2))
        for g2 in range(g + 1, 5):
            pair = tuple(1 if k in (g, g2) else 0 for k in range(5))
            gets.append(pair)
            if hand[g] and hand[g2]:
                gives.append(pair)
    return [(give, get) for give in gives for get in gets
            if not any(give[r] and get[r] for r in range(5)) and sum(give) + sum(get) <= 3]


def play_to_end(rules: KrowniaRules, state: Any, seat: int, seed: int) -> float:
    """Play `state` on with the hard AI in every seat to the end of the game, dice and seats from `seed`
    (the state is changed): 1 if `seat` won. The expert's play-outs (roll_end) and the move-only rows of
    tools/krownia_move_rows.py both use it."""
    state.rng = random.Random(seed)
    agents = [KrowniaAI("hard", s, seed + s) for s in range(state.num_seats)]
    for _ in range(GAME_CAP):
        if state.winner >= 0:
            break
        s = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, s)
        action = legal[0] if len(legal) == 1 else agents[s].choose(rules, rules.view(state, s), s, legal)
        rules.apply(state, s, action)
    return 1.0 if state.winner == seat else 0.0


def make_expert(seat: int, seed: int) -> ExpertAI:
    """The expert seat with the shipped weights."""
    return ExpertAI(seat, seed)


def _resources_touched(view: KrowniaView, corners: list[int]) -> set[str]:
    """The kinds of resource the tiles around these corners yield (a setup's variety)."""
    return {view.tiles[h].resource for c in corners for h in B.CORNER_HEXES[c]
            if view.tiles[h].resource is not None and view.tiles[h].number}
