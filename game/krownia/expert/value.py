"""How good a KROWNIA position is for one seat: the expert's value function.

A weighted sum of features, in "points" where one victory point is worth 100:
- victory points (buildings, Longest Road, Largest Army, the seat's own Victory Point cards);
- production: dice pips of the seat's buildings (towns count twice, a hex under the Pirate not at all),
  weighted per resource, plus a bonus per distinct resource and for harbours that match production;
- room to grow: the best free village spot the seat's roads reach now, and one road further;
- the hand: how close it is to a town, a village, a road or a card, a little per card, a penalty
  for every card above the discard limit (a 7 would cost half of them);
- development cards held, Warriors played, and the length of the longest road.
The weights live in `Weights` so tools/krownia_expert_tune.py can tune them by self-play and the shipped
ones can be loaded from assets/data/krownia/expert_weights.json. Some weights switch on terms that are off
as shipped (0) because measurement found them no stronger (docs/benchmarks-krownia.md, sessions 11 and 14):
the Largest Army and Longest Road prospects, spots further out, the rivals' points and spots, synergy.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from baraza.game.krownia import board as B
from baraza.game.krownia.rules import (
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    LONGEST_MIN,
    MAX_ROADS,
    MAX_TOWNS,
    MAX_VILLAGES,
    PIPS,
    TERRAIN_RESOURCE,
    VPCARD,
    WARRIOR,
    KrowniaState,
)

WIN_VALUE = 1_000_000.0
# Where the tuning tool writes the weights in a source tree (the game reads the installed copy).
WEIGHTS_FILE = Path(__file__).resolve().parents[3] / "assets" / "data" / "krownia" / "expert_weights.json"


@dataclass(frozen=True)
class Weights:
    vp: float = 100.0
    pip: float = 3.0
    res_wood: float = 1.0
    res_brick: float = 1.0
    res_sheep: float = 0.85
    res_wheat: float = 1.1
    res_ore: float = 1.05
    variety: float = 6.0
    port_match: float = 0.8
    port_any: float = 4.0
    spot_now: float = 1.0
    spot_count: float = 2.0
    spot_next: float = 0.4
    goal_town: float = 45.0
    goal_village: float = 45.0
    goal_road: float = 10.0
    goal_dev: float = 15.0
    second_goal: float = 0.3
    card: float = 1.2
    over_limit: float = 4.0
    dev_card: float = 30.0
    warrior_played: float = 10.0
    road_length: float = 2.0
    army_prospect: float = 0.0  # Largest Army within reach: full when its Warriors in hand would take it
    road_prospect: float = 0.0  # Longest Road within reach: halved per road short of taking it
    spot_far: float = 0.0  # the best spot two roads away (three: half), so a boxed-in seat still heads out
    rival_vp: float = 0.0  # minus this per visible point of the strongest rival (taking its Longest Road...)
    rival_spot: float = 0.0  # minus this times the best spot any rival's roads reach now (blocking it)
    synergy: float = 0.0  # per pip of the scarcest input of a town and of a village: production that builds

    def res(self) -> tuple[float, float, float, float, float]:
        return (self.res_wood, self.res_brick, self.res_sheep, self.res_wheat, self.res_ore)


def load_weights(path: Path | None = None) -> Weights:
    """The shipped weights, read from the installed assets (the defaults when the file is missing, damaged or
    names unknown fields); `path` reads another file (the tuning tool's)."""
    from importlib import resources

    try:
        if path is None:
            text = (resources.files("baraza.assets") / "data" / "krownia" / "expert_weights.json").read_text()
        else:
            text = path.read_text()
        data = json.loads(text)
    except (OSError, ValueError, ModuleNotFoundError):
        return Weights()
    if not isinstance(data, dict):
        return Weights()
    known = {f.name for f in fields(Weights)}
    return Weights(**{k: float(v) for k, v in data.items() if k in known and isinstance(v, (int, float))})


def save_weights(weights: Weights, path: Path = WEIGHTS_FILE) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(asdict(weights), indent=1) + "\n")


def _spot_ok(co: list[int], c: int) -> bool:
    if co[c] >= 0:
        return False
    for n in B.CORNER_NEIGHBOURS[c]:
        if co[n] >= 0:
            return False
    return True


class Evaluator:
    """Scores positions of one board (terrain and numbers fixed) for one seat."""

    def __init__(self, state: KrowniaState, seat: int, known_vp_cards: int, weights: Weights) -> None:
        self.seat = seat
        self.known_vp = known_vp_cards
        self.w = weights
        res_w = weights.res()
        self.hex_res = [TERRAIN_RESOURCE[t] for t in state.terrain]
        self.hex_pips = [PIPS.get(n, 0) for n in state.numbers]
        # a corner's worth as a spot (ignoring the Pirate, who moves)
        self.corner_worth = [sum(self.hex_pips[h] * res_w[self.hex_res[h]] for h in B.CORNER_HEXES[c]
                                 if self.hex_res[h] >= 0) * weights.pip for c in range(B.NUM_CORNERS)]

    def production(self, state: KrowniaState, seat: int) -> list[float]:
        prod = [0.0] * 5
        co, lv, pirate = state.corner_owner, state.corner_level, state.pirate
        hex_res, hex_pips = self.hex_res, self.hex_pips
        for c in range(B.NUM_CORNERS):
            if co[c] == seat:
                for h in B.CORNER_HEXES[c]:
                    r = hex_res[h]
                    if r >= 0 and h != pirate:
                        prod[r] += hex_pips[h] * lv[c]
        return prod

    def spots(self, state: KrowniaState, seat: int) -> tuple[list[int], list[int]]:
        """Free village spots the seat's roads reach now, and those one more road away."""
        return reachable_spots(state, seat)

    def hand_value(self, state: KrowniaState, hand: list[int], spots_now: int, spots_next: int) -> float:
        w, seat = self.w, self.seat
        vp_build = state.vp_build[seat]
        buildings = state.corner_owner.count(seat)
        towns = vp_build - buildings
        villages = buildings - towns
        goals = []
        if villages and towns < MAX_TOWNS:
            goals.append(w.goal_town * _cover(hand, COST_TOWN) ** 2)
        if villages < MAX_VILLAGES:
            if spots_now:
                goals.append(w.goal_village * _cover(hand, COST_VILLAGE) ** 2)
            elif spots_next:
                goals.append(0.5 * w.goal_village * _cover(hand, COST_VILLAGE) ** 2)
                goals.append(w.goal_road * _cover(hand, COST_ROAD) ** 2)
        if state.deck:
            goals.append(w.goal_dev * _cover(hand, COST_DEV) ** 2)
        goals.sort(reverse=True)
        value = (goals[0] if goals else 0.0) + (w.second_goal * goals[1] if len(goals) > 1 else 0.0)
        cards = sum(hand)
        limit = state.options.get("discard_limit", 7)
        value += w.card * min(cards, limit)
        if cards > limit:
            value -= w.over_limit * (cards - limit)
        return value

    def value(self, state: KrowniaState) -> float:
        seat, w = self.seat, self.w
        if state.winner >= 0:
            return WIN_VALUE if state.winner == seat else -WIN_VALUE
        vp = state.vp_build[seat] + self.known_vp
        if state.longest_holder == seat:
            vp += 2
        if state.army_holder == seat:
            vp += 2
        prod = self.production(state, seat)
        res_w = w.res()
        total = w.vp * vp + w.pip * sum(p * rw for p, rw in zip(prod, res_w, strict=True))
        total += w.variety * sum(1 for p in prod if p > 0)
        if w.synergy:
            total += w.synergy * (min(prod[3] / 2, prod[4] / 3) + min(prod[0], prod[1], prod[2], prod[3]))
        rates = state.port_rate[seat]
        for r in range(5):
            if rates[r] == 2:
                total += w.port_match * prod[r]
        if min(rates) == 3:
            total += w.port_any
        now, nxt = self.spots(state, seat)
        buildings = state.corner_owner.count(seat)
        villages_left = MAX_VILLAGES - (buildings - (state.vp_build[seat] - buildings))
        if villages_left > 0:
            worth = self.corner_worth
            if now:
                total += w.spot_now * max(worth[c] for c in now) + w.spot_count * min(len(now), 3)
            if nxt:
                total += w.spot_next * max(worth[c] for c in nxt)
        far = 0
        if villages_left > 0 and w.spot_far:
            best = far_spot(state, seat, self.corner_worth)
            if best:
                total += w.spot_far * best
                far = 1
        if w.rival_vp or w.rival_spot:
            total -= self.rival_terms(state)
        total += self.hand_value(state, state.hands[seat], len(now), len(nxt) or far)
        devs = state.devs[seat]
        total += w.dev_card * (sum(devs) - min(devs[VPCARD], self.known_vp))
        total += w.warrior_played * state.warriors[seat]
        if w.army_prospect and state.army_holder != seat:
            total += w.army_prospect * army_chance(state, seat)
        if w.road_prospect and state.longest_holder != seat and state.road_owner.count(seat) < MAX_ROADS:
            total += w.road_prospect * road_chance(state, seat)
        if state.road_owner.count(seat) < MAX_ROADS:
            total += w.road_length * state.road_len[seat]
        return total

    def rival_terms(self, state: KrowniaState) -> float:
        """What the rivals have that this seat's moves can take away: the strongest rival's visible points
        (Longest Road or Largest Army changing hands) and the best spot a rival's roads reach now."""
        w, seat = self.w, self.seat
        out = 0.0
        if w.rival_vp:
            out += w.rival_vp * max(visible_vp(state, s) for s in range(state.num_seats) if s != seat)
        if w.rival_spot:
            worth = self.corner_worth
            best = 0.0
            for s in range(state.num_seats):
                if s != seat:
                    now, _ = reachable_spots(state, s)
                    if now:
                        best = max(best, max(worth[c] for c in now))
            out += w.rival_spot * best
        return out


def visible_vp(state: KrowniaState, seat: int) -> int:
    """A seat's points the whole table sees: buildings, Longest Road, Largest Army."""
    return state.vp_build[seat] + 2 * (state.longest_holder == seat) + 2 * (state.army_holder == seat)


def far_spot(state: KrowniaState, seat: int, worth: list[float]) -> float:
    """The worth of the best free village spot two roads beyond the seat's network, or three at half (0 if
    none): roads may run only along free edges and not through another seat's building."""
    co, ro = state.corner_owner, state.road_owner
    network = road_network(state, seat) | {c for c in range(B.NUM_CORNERS) if co[c] == seat}
    seen = set(network)
    frontier = list(network)
    best = 0.0
    for d in (1, 2, 3):
        nxt = []
        for c in frontier:
            if d > 1 and co[c] >= 0 and co[c] != seat:
                continue  # a road cannot pass another seat's building
            for e, c2 in B.CORNER_LINKS[c]:
                if ro[e] < 0 and c2 not in seen:
                    seen.add(c2)
                    nxt.append(c2)
        if d >= 2:
            scale = 1.0 if d == 2 else 0.5
            for c in nxt:
                if _spot_ok(co, c):
                    best = max(best, scale * worth[c])
        frontier = nxt
    return best


def road_chance(state: KrowniaState, seat: int) -> float:
    """A rough chance of taking Longest Road: halved for every road its longest road is short of the bar
    (five, or one more than anyone else's)."""
    others = max((state.road_len[s] for s in range(state.num_seats) if s != seat), default=0)
    return 0.5 ** max(0, max(LONGEST_MIN, others + 1) - state.road_len[seat])


WARRIOR_SHARE = 14 / 25  # Warriors in the development deck


def army_chance(state: KrowniaState, seat: int) -> float:
    """A rough chance of taking Largest Army: 1 when the Warriors it has played and holds would take it,
    halved for every one more it needs (the others' played Warriors set the bar; each card bought is a
    Warrior a little over half the time, and a card bought this turn counts at that rate: in the planner's
    lines it is the sampled deck's card, which the seat cannot know)."""
    new = state.devs_new[seat]
    mine = state.warriors[seat] + state.devs[seat][WARRIOR] - new[WARRIOR] + WARRIOR_SHARE * sum(new)
    others = max((state.warriors[s] for s in range(state.num_seats) if s != seat), default=0)
    short = max(0, max(3, others + 1) - mine)
    return 0.5 ** short


def _cover(hand: list[int], cost: tuple[int, ...]) -> float:
    need = sum(cost)
    return sum(min(h, c) for h, c in zip(hand, cost, strict=True)) / need


def reachable_spots(state: KrowniaState, seat: int) -> tuple[list[int], list[int]]:
    """Free village spots the seat's roads reach now, and those one more road away (also a feature of
    the learned value, features.py)."""
    co, ro = state.corner_owner, state.road_owner
    network = road_network(state, seat)
    now = [c for c in network if _spot_ok(co, c)]
    nxt = set()
    for c in network:
        for e, c2 in B.CORNER_LINKS[c]:
            if ro[e] < 0 and c2 not in network and _spot_ok(co, c2):
                nxt.add(c2)
    return now, list(nxt)


def road_network(state: KrowniaState, seat: int) -> set[int]:
    """The corners the seat's roads touch, less those another seat has built on (a road cannot pass them)."""
    co, ro = state.corner_owner, state.road_owner
    network = set()
    for e in range(B.NUM_EDGES):
        if ro[e] == seat:
            for c in B.EDGE_CORNERS[e]:
                if co[c] < 0 or co[c] == seat:
                    network.add(c)
    return network
