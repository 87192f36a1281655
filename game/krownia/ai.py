"""KROWNIA AI seats: easy, normal and hard.

The agents see only `KrowniaView` objects and rank the legal actions with heuristics:
- easy: plausible but loose (random among reasonable builds and spots);
- normal: greedy (placement by pips, builds by a fixed priority, bank trades toward the next build);
- hard: placement by production, diversity and harbours; saves for a goal (village/town/card),
  trades with the bank, harbours and players, times development cards, aims the Pirate at the leader
  and chases Longest Road / Largest Army.
No hidden information is needed by these heuristics, so nothing is determinised.
"""

from __future__ import annotations

import random
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.krownia import board as B
from baraza.game.krownia.ai_spend import Spending, deficit
from baraza.game.krownia.ai_trade import Dealing, hand_worth, leader_bar
from baraza.game.krownia.constants import WARRIOR
from baraza.game.krownia.rules import (
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    KrowniaRules,
    KrowniaView,
)
from baraza.game.krownia.tally import counted as seen

RES_INDEX = {"Wood": 0, "Brick": 1, "Sheep": 2, "Wheat": 3, "Ore": 4}
# How much each resource is worth early in the game (wood/brick win the race for spots).
RES_WEIGHT = (1.1, 1.1, 0.8, 1.0, 1.0)
# normal setup villages: each kind of resource the seat has no tile of yet adds this many pips (s35: pips alone, ties
# broken by the corner's number, put a second village on Brick 6, Wheat 10, Wheat 4 beside one already on Brick and
# Wheat, over Wood 6, Ore 9, Brick 11; the analysis marked it)
NEW_KIND = 1.0


_deficit = deficit  # the name trade_words and older callers import


class KrowniaAI(Spending, Dealing, Agent):
    """One AI seat. `level` picks the heuristics; the agent keeps a little memory of its own offers."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in ("easy", "normal", "hard"):
            raise ValueError(f"unknown level {level}")
        self.level = level
        self.label = f"AI ({level})"
        self.seat = seat
        self.rng = random.Random(seed * 1009 + seat * 17 + len(level))
        self.plan: tuple[tuple[int, ...], tuple[int, ...], int] | None = None  # offer being composed
        self.offered: set[tuple[int, tuple, tuple]] = set()  # (turn, give, get) already proposed
        self.asked: dict[tuple, tuple] = {}  # (give, get, to) proposed -> what the partners were seen to hold then

    # ----- board knowledge from the view -------------------------------------------------------
    def _tile_info(self, view: KrowniaView) -> tuple[list[int], list[int]]:
        res = [RES_INDEX[t.resource] if t.resource else -1 for t in view.tiles]
        pips = [0 if t.pirate else t.pips for t in view.tiles]
        return res, pips

    def _production(self, view: KrowniaView, seat: int) -> list[float]:
        res, pips = self._tile_info(view)
        prod = [0.0] * 5
        for c, o in enumerate(view.corner_owner):
            if o == seat:
                for h in B.CORNER_HEXES[c]:
                    if res[h] >= 0:
                        prod[res[h]] += pips[h] * view.corner_level[c]
        return prod

    def _corner_value(self, view: KrowniaView, c: int, prod: list[float]) -> float:
        res, pips = self._tile_info(view)
        total = 0.0
        seen = set()
        for h in B.CORNER_HEXES[c]:
            r = res[h]
            if r < 0:
                continue
            p = view.tiles[h].pips  # ignore a temporary Pirate when choosing a spot
            if self.level == "hard":
                scarcity = 1.0 + 1.0 / (1.0 + prod[r])  # resources we lack count more
                total += p * RES_WEIGHT[r] * scarcity
                if r not in seen and prod[r] == 0:
                    total += 1.5  # diversity
            else:
                total += p
            seen.add(r)
        if self.level == "hard":
            for hb in view.harbours:
                if c in hb.corners:
                    if hb.resource is None:
                        total += 1.0
                    else:
                        total += 0.4 * prod[RES_INDEX[hb.resource]]
        return total

    def _free_spot(self, view: KrowniaView, c: int) -> bool:
        owner = view.corner_owner
        return owner[c] < 0 and all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])

    def _my_village_spots(self, view: KrowniaView, seat: int) -> list[int]:
        ro = view.road_owner
        return [c for c in range(B.NUM_CORNERS)
                if self._free_spot(view, c) and any(ro[e] == seat for e in B.CORNER_EDGES[c])]

    def _road_value(self, view: KrowniaView, seat: int, e: int, prod: list[float]) -> float:
        """How promising a road on edge e is: the best spot it opens up (1 or 2 steps away)."""
        best = 0.0
        for c in B.EDGE_CORNERS[e]:
            if view.corner_owner[c] >= 0 and view.corner_owner[c] != seat:
                continue
            if any(view.road_owner[x] == seat for x in B.CORNER_EDGES[c]) and view.corner_owner[c] != seat:
                origin = True
            else:
                origin = view.corner_owner[c] == seat
            if origin:
                continue  # the side we come from
            if self._free_spot(view, c):
                best = max(best, self._corner_value(view, c, prod))
            for n in B.CORNER_NEIGHBOURS[c]:
                if self._free_spot(view, n):
                    best = max(best, 0.5 * self._corner_value(view, n, prod))
        return best

    # ----- entry point -------------------------------------------------------------------------
    def choose(self, rules: Any, view: KrowniaView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        decide = PHASE_DECIDERS.get(view.phase)
        action = decide(self, rules, view, seat, legal) if decide else None
        if action is None or action not in legal:
            action = self._fallback(legal)
        return action

    def _fallback(self, legal: list[Action]) -> Action:
        for kind in ("end_turn", "roll", "decline_trade", "cancel_trade", "offer_abandon", "skip_free_road"):
            for a in legal:
                if a.kind == kind:
                    return a
        sane = [a for a in legal if a.kind != "timeout"]
        return sane[self.rng.randrange(len(sane))] if sane else legal[0]

    def _best(self, actions: list[Action], score) -> Action | None:
        if not actions:
            return None
        if self.level == "easy":
            ranked = sorted(actions, key=lambda a: -score(a))
            return ranked[self.rng.randrange(min(4, len(ranked)))]
        return max(actions, key=lambda a: (score(a), -actions.index(a)))

    # ----- setup -------------------------------------------------------------------------------
    def _ph_setup_village(self, rules, view, seat, legal):
        prod = self._production(view, seat)
        places = [a for a in legal if a.kind == "place_village"]
        new = NEW_KIND if self.level == "normal" else 0.0
        return self._best(places, lambda a: self._corner_value(view, a.args[0], prod)
                          + new * len(self._new_kinds(view, a.args[0], prod)))

    def _new_kinds(self, view: KrowniaView, c: int, prod: list[float]) -> set[int]:
        """The kinds of resource corner `c`'s tiles yield that the seat has no tile of yet."""
        res, _pips = self._tile_info(view)
        return {res[h] for h in B.CORNER_HEXES[c] if res[h] >= 0 and prod[res[h]] == 0}

    def _ph_setup_road(self, rules, view, seat, legal):
        prod = self._production(view, seat)
        return self._best(legal, lambda a: self._road_value(view, seat, a.args[0], prod))

    # ----- dice and the Pirate -----------------------------------------------------------------
    def _pirate_on_me(self, view: KrowniaView, seat: int) -> bool:
        return any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])

    def _ph_roll(self, rules, view, seat, legal):
        warrior = Action("play_warrior")
        if self.level != "easy" and warrior in legal and self._pirate_on_me(view, seat):
            return warrior
        return Action("roll")

    def _ph_discard(self, rules, view, seat, legal):
        hand = list(view.hand)
        goal = self.goal_cost(view, seat)
        keep = goal if self.level == "hard" else (0, 0, 0, 0, 0)
        return max(legal, key=lambda a: (hand[a.args[0]] - keep[a.args[0]], -a.args[0]))

    def _leader_score(self, view: KrowniaView, s: int) -> float:
        p = view.players[s]
        return p.vp_visible + 0.3 * p.dev_count + 0.1 * p.card_count

    def _leader_seat(self, view: KrowniaView, seat: int) -> int | None:
        """The other seat this one must slow down: of those it would not trade with (`leader_bar`), the one
        with most points; None when there is none."""
        feared = [s for s in range(view.num_seats) if s != seat and leader_bar(view, seat, s)]
        return max(feared, key=lambda s: (self._leader_score(view, s), -s)) if feared else None

    def _ph_move_pirate(self, rules, view, seat, legal):
        moves = [a for a in legal if a.kind == "move_pirate"]
        if self.level == "easy":
            ok = [a for a in moves if not any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[a.args[0]])]
            return (ok or moves)[self.rng.randrange(len(ok or moves))]
        # a clear leader's tiles only, when any spares this seat (s32: the AIs "did little to slow" the leader)
        moves = on_leader(view, seat, self._leader_seat(view, seat), moves)

        def score(a: Action) -> float:
            h = a.args[0]
            pips = view.tiles[h].pips
            val = 0.0
            for c in B.HEX_CORNERS[h]:
                o = view.corner_owner[c]
                if o == seat:
                    val -= 3.0 * pips * view.corner_level[c]
                elif o >= 0:
                    # the leader is the one to slow down (normal too: a newcomer in last place found both normal
                    # AIs putting the Pirate on their only pasture six times in a match: blind playtest)
                    weight = 1.0 + self._leader_score(view, o) / 3.0
                    val += pips * view.corner_level[c] * weight
                    if view.players[o].card_count:
                        val += 0.5
            return val

        return self._best(moves, score)

    def _ph_steal(self, rules, view, seat, legal):
        leader = self._leader_seat(view, seat) if self.level != "easy" else None  # the clear leader first (s32)
        return max(legal, key=lambda a: (a.args[0] == leader, self._leader_score(view, a.args[0])
                                         if self.level == "hard" else view.players[a.args[0]].card_count, -a.args[0]))

    # ----- goals -------------------------------------------------------------------------------
    def goal_cost(self, view: KrowniaView, seat: int,
                   hand: tuple[int, ...] | list[int] | None = None) -> tuple[int, ...]:
        """What the agent is saving for: a town, a village, a road toward a spot, or a card. `hand` is the
        seat's hand when it is not the viewer's (the expert's guess at a partner's)."""
        me = view.players[seat]
        prod = self._production(view, seat)
        hand = view.hand if hand is None else hand
        # a town only while Ore comes in or is held: a hand of Wheat alone saved for a town whose Ore never
        # came (issue 41: no seat made Ore, both AIs sat at 2 points holding Wheat)
        if me.villages and me.towns_left and (hand[4] or prod[4]) and (sum(hand[3:]) >= 3 or prod[3] + prod[4] >= 8):
            return COST_TOWN
        if me.villages_left and self._my_village_spots(view, seat):
            return COST_VILLAGE
        if me.roads_left and me.villages_left:
            return COST_ROAD
        if me.villages and me.towns_left:
            return COST_TOWN
        return COST_DEV

    # ----- main phase --------------------------------------------------------------------------
    def _ph_main(self, rules, view, seat, legal):
        kinds: dict[str, list[Action]] = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
        if self.level == "easy":
            return self._main_easy(view, seat, kinds)
        prod = self._production(view, seat)
        me = view.players[seat]
        hand = list(view.hand)
        dev = self._play_dev(view, seat, kinds, prod)
        if dev is not None:
            return dev
        if "build_town" in kinds:
            return self._best(kinds["build_town"], lambda a: self._corner_value(view, a.args[0], prod))
        if "build_village" in kinds:
            return self._best(kinds["build_village"], lambda a: self._corner_value(view, a.args[0], prod))
        goal = self.goal_cost(view, seat)
        if "build_road" in kinds:
            spots = self._my_village_spots(view, seat)
            roads = kinds["build_road"]
            best = max(roads, key=lambda a: (self._road_value(view, seat, a.args[0], prod), -a.args[0]))
            value = self._road_value(view, seat, best.args[0], prod)
            # no open spot: a road toward one, or (none within two steps) the road nearest one, never none
            # (issue 41: a seat hemmed in two steps from every spot built no road all game)
            wants_road = not spots and value > 0
            if not spots and value <= 0 and me.villages_left:
                best = min(roads, key=lambda a: (self._spot_distance(view, seat, a.args[0]), a.args[0]))
                wants_road = self._spot_distance(view, seat, best.args[0]) < 99
            # wood and brick beyond what the goal (and an open spot's village) keeps: the road costs them nothing
            keep = tuple(map(max, goal, COST_VILLAGE)) if spots and me.villages_left else goal
            wants_road = wants_road or (value > 0 and self._spare_road(hand, keep))
            if self.level == "hard" and me.roads_left > 2 and me.longest_road >= 3 and not me.has_longest_road:
                longest = max(p.longest_road for p in view.players)
                wants_road = wants_road or me.longest_road >= longest - 1
            # keep brick/wood for the village when a spot is already open
            if wants_road or (goal == COST_ROAD) or (not spots and me.villages_left == 0 and me.roads_left > 0
                                                     and self.level == "normal"):
                return best
        spend = self._spend(view, seat, kinds, goal)
        if spend is not None:
            return spend
        if self.level in ("normal", "hard") and "open_trade" in kinds:
            # normal offers too (two testers saw no AI offer in 54 turns): one fair swap a turn, asking only for
            # a card a partner is seen to hold
            plan = self._plan_offer(view, seat, goal) if self.level == "hard" else self._plan_fair_offer(view, seat, goal)
            if plan is not None and self.fresh_offer(view, seat, plan):
                self.plan = plan
                self.offered.add((view.turn, plan[0], plan[1]))
                return kinds["open_trade"][0]
        return Action("end_turn")

    def _spare_road(self, hand: list[int], goal: tuple[int, ...]) -> bool:
        """A road paid from cards the goal does not need."""
        return all(h - c >= g for h, c, g in zip(hand, COST_ROAD, goal, strict=True) if c)

    def _spot_distance(self, view: KrowniaView, seat: int, e: int) -> int:
        """Steps from edge e's far end to the nearest free spot, going round other seats' pieces (99: none)."""
        start = [c for c in B.EDGE_CORNERS[e] if view.corner_owner[c] < 0 or view.corner_owner[c] == seat]
        seen, frontier, steps = set(start), start, 0
        while frontier and steps < 12:
            if any(self._free_spot(view, c) for c in frontier):
                return steps
            nxt = []
            for c in frontier:
                for n in B.CORNER_NEIGHBOURS[c]:
                    if n not in seen and view.corner_owner[n] < 0:
                        seen.add(n)
                        nxt.append(n)
            frontier, steps = nxt, steps + 1
        return 99

    def _main_easy(self, view, seat, kinds):
        builds = kinds.get("build_town", []) + kinds.get("build_village", [])
        if builds:
            return builds[self.rng.randrange(len(builds))]
        if "build_road" in kinds and self.rng.random() < 0.5:
            roads = kinds["build_road"]
            return roads[self.rng.randrange(len(roads))]
        if "buy_dev" in kinds and self.rng.random() < 0.3:
            return kinds["buy_dev"][0]
        for k in ("play_warrior", "play_road_building", "play_year_of_plenty"):
            if k in kinds and self.rng.random() < 0.3:
                return kinds[k][0]
        if "bank_trade" in kinds and self.rng.random() < 0.3:
            goal = self.goal_cost(view, seat)
            trade = self._bank_trade(view, seat, kinds["bank_trade"], goal)
            if trade is not None:
                return trade
        return Action("end_turn")

    def _play_dev(self, view, seat, kinds, prod) -> Action | None:
        hand = list(view.hand)
        me = view.players[seat]
        if "play_warrior" in kinds:
            holder = view.army_holder
            # the Warriors held count toward the army: with only the next one counted, a first or second Warrior
            # was never played unless the Pirate sat on the AI (a normal AI sat on four unplayed Warriors for 50
            # turns with the Pirate on the island's only hills: blind playtest)
            held = view.dev_cards[WARRIOR] if view.dev_cards is not None else 1
            reach = me.warriors_played + held
            rival = view.players[holder].warriors_played if 0 <= holder != seat else -1
            take_army = reach >= 3 and holder != seat and reach > rival
            if self._pirate_on_me(view, seat) or (self.level != "easy" and take_army):
                return kinds["play_warrior"][0]
        if self.level != "hard":
            return None
        goal = self.goal_cost(view, seat)
        need = _deficit(hand, goal)
        if "play_year_of_plenty" in kinds and 0 < sum(need) <= 2:
            return kinds["play_year_of_plenty"][0]
        if "play_road_building" in kinds and me.roads_left >= 2:
            spots = self._my_village_spots(view, seat)
            if not spots and me.villages_left:
                return kinds["play_road_building"][0]
        if "play_monopoly" in kinds:
            others = sum(p.card_count for p in view.players if p.seat != seat)
            if others >= 10 and any(need):
                r = max(range(5), key=lambda x: (need[x], -x))
                return Action("play_monopoly", (r,))
        return None

    # ----- development card phases -------------------------------------------------------------
    def _ph_road_building(self, rules, view, seat, legal):
        prod = self._production(view, seat)
        roads = [a for a in legal if a.kind == "build_road"]
        return self._best(roads, lambda a: self._road_value(view, seat, a.args[0], prod)) or Action("skip_free_road")

    def _ph_year_of_plenty(self, rules, view, seat, legal):
        need = _deficit(view.hand, self.goal_cost(view, seat))
        return max(legal, key=lambda a: (need[a.args[0]], view.bank[a.args[0]], -a.args[0]))

    # ----- trading with players ----------------------------------------------------------------
    def _ph_trade_compose(self, rules, view, seat, legal):
        return self._compose(view, seat, legal)

    def _ph_trade_pending(self, rules, view, seat, legal):
        tv = view.trade
        if seat == view.current:
            options = [a for a in legal if a.kind == "confirm_trade"]
            hand = list(view.hand)
            best, best_val = None, self._value(view, seat, hand)
            for a in options:
                other = a.args[0]
                give, get = tv.counters[other] if tv.counters[other] is not None else (tv.give, tv.get)
                after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
                if not self.spares_leader(view, seat, other, hand, after):
                    continue  # an offer to everyone taken by the leader: not confirmed (blind tester, s32)
                val = self._value(view, seat, after)
                if val > best_val:
                    best, best_val = a, val
            return best or Action("cancel_trade")
        if tv.responses[seat] == "composing_counter":
            return self._compose(view, seat, legal)
        # responder: the offerer gives tv.give and wants tv.get
        hand = list(view.hand)
        # never feed a near-winner or a clear leader its cards, unless the swap pays this seat a build (s32: "the
        # AIs are soft, and generous to the leader")
        leader = bool(leader_bar(view, seat, tv.offerer))
        welcome = Action("accept_trade") in legal and self.would_accept(view, seat, tv.offerer, tv.give, tv.get)
        if self.level == "easy":  # loose: most good offers, now and then another one, never the leader's
            loose = not leader and Action("accept_trade") in legal and self.rng.random() < 0.15 \
                and self.keeps_builds(view, seat, tv.get)  # never the card of a build it can make now (krownia20)
            return Action("accept_trade") if (welcome and self.rng.random() < 0.8) or loose \
                else Action("decline_trade")
        if welcome:
            return Action("accept_trade")
        if self.level == "normal" and Action("counter_trade") in legal:  # s34: a fair one-for-one back, if any
            self.plan = self.plan_counter(view, seat)
            if self.plan is not None:
                return Action("counter_trade")
        if self.level == "hard" and not leader and Action("counter_trade") in legal \
                and not self.feeds_threat(view, seat, tv.offerer, tv.get, (0,) * 5):  # krownia23: Longest Road
            need = _deficit(hand, self.goal_cost(view, seat))
            # ask only for a kind the offerer is seen to hold (this seat's count: never a card they lack, nor one
            # it stole from them itself, krownia25)
            held = [r for r in range(5) if seen(view, tv.offerer, r) > 0]
            want = max(held, key=lambda r: (need[r], -r)) if held else 0
            need = need if held else [0] * 5
            # a counter gives what was asked and asks for `want`; the rules forbid one kind both ways
            if need[want] and tv.give[want] == 0 and tv.get[want] == 0 and sum(tv.get) == 1:
                give = list(tv.get)
                if all(hand[r] >= give[r] for r in range(5)):
                    get = [0] * 5
                    get[want] = 1
                    self.plan = (tuple(give), tuple(get), -1)
                    return Action("counter_trade")
        return Action("decline_trade")


def on_leader(view: KrowniaView, seat: int, leader: int | None, moves: list[Action]) -> list[Action]:
    """The Pirate moves onto a tile of `leader` that touches none of `seat`'s pieces (all `moves` when there
    is no leader or no such tile)."""
    if leader is None:
        return moves
    hits = [a for a in moves if any(view.corner_owner[c] == leader for c in B.HEX_CORNERS[a.args[0]])
            and not any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[a.args[0]])]
    return hits or moves


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat for the registry."""
    return KrowniaAI(level, seat, seed)


# phase -> how the AI decides in it (phases not listed take the fallback)
PHASE_DECIDERS = {
    "setup_village": KrowniaAI._ph_setup_village,
    "setup_road": KrowniaAI._ph_setup_road,
    "roll": KrowniaAI._ph_roll,
    "discard": KrowniaAI._ph_discard,
    "move_pirate": KrowniaAI._ph_move_pirate,
    "steal": KrowniaAI._ph_steal,
    "main": KrowniaAI._ph_main,
    "road_building": KrowniaAI._ph_road_building,
    "year_of_plenty": KrowniaAI._ph_year_of_plenty,
    "trade_compose": KrowniaAI._ph_trade_compose,
    "trade_pending": KrowniaAI._ph_trade_pending,
}


__all__ = ["KrowniaAI", "make_agent", "KrowniaRules", "hand_worth", "leader_bar"]  # the last two: expert/
