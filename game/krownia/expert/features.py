"""A fixed-length feature vector of a KROWNIA position for one seat, for the learned value (issue 28).

It reads only what that seat knows: its own hand, cards and Victory Point cards, and of the others what
the table shows (buildings, roads, card and development-card counts, Warriors played), so the vector is
the same on the real state and on any state the expert builds from its view (determinise.py samples the
others' hidden cards, which are never read here). The parts follow value.py: points, production per
resource, variety, harbours, free spots, how close the hand is to each build, development cards, road
length and army; then the strongest rival (most visible points, then most production) and the table's
order; last, the hand-tuned value itself, so the fit corrects a value already tuned by play rather
than starting over. Longest Road and Largest Army count only through the points: as flags beside the points they are
nearly collinear with them, and the fit gave them large weights of either sign that a planner would
follow (a first cut valued taking Longest Road below not taking it). Raw units (the model file holds
weights for them as they are); `FEATURES` names every entry.
"""

from __future__ import annotations

from baraza.game.krownia import board as B
from baraza.game.krownia.expert.value import reachable_spots
from baraza.game.krownia.rules import (
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    MAX_TOWNS,
    MAX_VILLAGES,
    PIPS,
    TERRAIN_RESOURCE,
    VPCARD,
    KrowniaState,
)

FEATURES: tuple[str, ...] = (
    # this seat
    "vp", "need_le2", "need_le1",
    "prod_wood", "prod_brick", "prod_sheep", "prod_wheat", "prod_ore", "variety",
    "port_match", "port_any",
    "villages", "towns", "spots_now", "spot_best", "spot_next_best",
    "cards", "over_limit", "cover_town", "cover_village", "cover_road", "cover_dev",
    "dev_hidden", "warriors", "road_len",
    # the strongest rival, by what the table shows
    "r_vp", "r_need_le2", "r_prod", "r_variety", "r_cards", "r_devs", "r_warriors", "r_road_len",
    # the rest of the table and the order of play
    "others_vp", "lead", "moves_before_me", "rival_moves_first", "turn",
    # the hand-tuned value of this seat's position (value.py, shipped weights), in victory points
    "hand_value",
)
NUM_FEATURES = len(FEATURES)

# More of the position, for a model that can weigh them in context (the MLP, learned.py): who holds Longest
# Road and Largest Army, by how much this seat leads the best other seat's road and Warriors, and whether
# this seat is played by the expert (the rows of duel games hold every seat; in play it is always 1)
EXTRA_FEATURES: tuple[str, ...] = (
    "has_longest", "has_army", "other_longest", "other_army", "road_lead", "warrior_lead", "is_expert",
)


class FeatureMaker:
    """Builds vectors on one board (terrain and numbers fixed): the per-hex tables are made once."""

    def __init__(self, state: KrowniaState) -> None:
        self.hex_res = [TERRAIN_RESOURCE[t] for t in state.terrain]
        self.hex_pips = [PIPS.get(n, 0) for n in state.numbers]
        # a corner's worth as a spot: the pips around it (the Pirate moves, so it is ignored here)
        self.corner_pips = [sum(self.hex_pips[h] for h in B.CORNER_HEXES[c] if self.hex_res[h] >= 0)
                            for c in range(B.NUM_CORNERS)]

    def _production(self, state: KrowniaState) -> list[list[int]]:
        """[seat][resource] pips of each seat's buildings (towns twice, the Pirate's hex not at all)."""
        prod = [[0] * 5 for _ in range(state.num_seats)]
        co, lv, pirate = state.corner_owner, state.corner_level, state.pirate
        hex_res, hex_pips = self.hex_res, self.hex_pips
        for c in range(B.NUM_CORNERS):
            s = co[c]
            if s >= 0:
                row = prod[s]
                for h in B.CORNER_HEXES[c]:
                    r = hex_res[h]
                    if r >= 0 and h != pirate:
                        row[r] += hex_pips[h] * lv[c]
        return prod

    def _spots(self, state: KrowniaState, seat: int) -> tuple[int, int, int]:
        """(free spots the seat's roads reach now (3 at most), the best one's pips, the best pips one road
        further)."""
        now, nxt = reachable_spots(state, seat)
        best_now = max((self.corner_pips[c] for c in now), default=0)
        best_next = max((self.corner_pips[c] for c in nxt), default=0)
        return min(len(now), 3), best_now, best_next

    def vector(self, state: KrowniaState, seat: int, hand_value: float) -> list[float]:
        """The features of `state` for `seat`, in the order of FEATURES; `hand_value` is value.py's
        Evaluator.value of the same position for the seat (the caller has it or makes it)."""
        n = state.num_seats
        target = state.options.get("target", 10)
        prod = self._production(state)
        visible = [state.vp_build[s] + 2 * (state.longest_holder == s) + 2 * (state.army_holder == s)
                   for s in range(n)]
        my_devs = state.devs[seat]
        vp = visible[seat] + my_devs[VPCARD]
        mine = prod[seat]
        rates = state.port_rate[seat]
        buildings = state.corner_owner.count(seat)
        towns = state.vp_build[seat] - buildings
        villages = buildings - towns
        if villages < MAX_VILLAGES:
            spots_now, spot_best, spot_next = self._spots(state, seat)
        else:
            spots_now = spot_best = spot_next = 0
        hand = state.hands[seat]
        cards = sum(hand)
        limit = state.options.get("discard_limit", 7)
        cover_town = _cover(hand, COST_TOWN) ** 2 if villages and towns < MAX_TOWNS else 0.0
        cover_village = _cover(hand, COST_VILLAGE) ** 2 if villages < MAX_VILLAGES and spots_now else 0.0
        cover_road = _cover(hand, COST_ROAD) ** 2
        cover_dev = _cover(hand, COST_DEV) ** 2 if state.deck else 0.0
        # the rival: most visible points, then most production, then the lower seat (a fixed rule)
        others = [s for s in range(n) if s != seat]
        rival = max(others, key=lambda s: (visible[s], sum(prod[s]), -s)) if others else seat
        rp = prod[rival]
        r_vp = visible[rival]
        rest = [visible[s] for s in others if s != rival]
        order = state.order
        here = order.index(state.current) if state.current in order else 0
        # seats still to move before `seat` starts its next turn, counting the current one as done
        before = (order.index(seat) - here - 1) % n if seat in order else 0
        rival_before = (order.index(rival) - here - 1) % n if rival in order else 0
        return [
            float(vp), float(target - vp <= 2), float(target - vp <= 1),
            *map(float, mine), float(sum(1 for p in mine if p > 0)),
            float(sum(mine[r] for r in range(5) if rates[r] == 2)), float(min(rates) == 3),
            float(villages), float(towns), float(spots_now), float(spot_best), float(spot_next),
            float(min(cards, limit)), float(max(0, cards - limit)),
            cover_town, cover_village, cover_road, cover_dev,
            float(sum(my_devs) - my_devs[VPCARD]), float(state.warriors[seat]), float(state.road_len[seat]),
            float(r_vp), float(target - r_vp <= 2), float(sum(rp)), float(sum(1 for p in rp if p > 0)),
            float(sum(state.hands[rival])), float(sum(state.devs[rival])), float(state.warriors[rival]),
            float(state.road_len[rival]),
            float(sum(rest)), float(vp - max((visible[s] for s in others), default=0)),
            float(before), float(rival_before < before), state.turn / 100.0,
            hand_value / 100.0,
        ]


def extra_vector(state: KrowniaState, seat: int, is_expert: bool = True) -> list[float]:
    """EXTRA_FEATURES of `state` for `seat` (public facts only)."""
    others = [s for s in range(state.num_seats) if s != seat]
    lr, la = state.longest_holder, state.army_holder
    return [
        float(lr == seat), float(la == seat), float(lr not in (-1, seat)), float(la not in (-1, seat)),
        float(state.road_len[seat] - max((state.road_len[s] for s in others), default=0)),
        float(state.warriors[seat] - max((state.warriors[s] for s in others), default=0)),
        float(is_expert),
    ]


def _cover(hand: list[int], cost: tuple[int, ...]) -> float:
    return sum(min(h, c) for h, c in zip(hand, cost, strict=True)) / sum(cost)
