"""Questions about a KROWNIA position that change nothing."""

from __future__ import annotations

from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    MAIN,
    MAX_ROADS,
    MAX_TOWNS,
    MAX_VILLAGES,
    MONO,
    PLENTY,
    ROADB,
    ROLL,
    VPCARD,
    WARRIOR,
)
from baraza.game.krownia.state import KrowniaState


class BoardQueries:
    """Read-only questions about a position: spots, victims, VP, road length."""

    def vp(self, state: KrowniaState, seat: int, hidden: bool = True) -> int:
        total = state.vp_build[seat]
        if state.longest_holder == seat:
            total += 2
        if state.army_holder == seat:
            total += 2
        if hidden:
            total += state.devs[seat][VPCARD]
        return total

    def _distance_ok(self, state: KrowniaState, c: int) -> bool:
        if state.corner_owner[c] >= 0:
            return False
        owner = state.corner_owner
        return all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])

    def _road_ok(self, state: KrowniaState, seat: int, e: int) -> bool:
        if state.road_owner[e] >= 0:
            return False
        for c in B.EDGE_CORNERS[e]:
            o = state.corner_owner[c]
            if o == seat:
                return True
            if o >= 0:
                continue  # an opponent's building blocks the road from passing through
            for e2 in B.CORNER_EDGES[c]:
                if state.road_owner[e2] == seat:
                    return True
        return False

    def road_spots(self, state: KrowniaState, seat: int) -> list[int]:
        """Free edges touching the seat's buildings, or its roads at corners no opponent holds."""
        ro, co = state.road_owner, state.corner_owner
        corners = {c for c, o in enumerate(co) if o == seat}
        for e, o in enumerate(ro):
            if o == seat:
                for c in B.EDGE_CORNERS[e]:
                    if co[c] < 0:
                        corners.add(c)
        spots = {e for c in corners for e in B.CORNER_EDGES[c] if ro[e] < 0}
        return sorted(spots)

    def village_spots(self, state: KrowniaState, seat: int) -> list[int]:
        ro, co = state.road_owner, state.corner_owner
        near = {c for e, o in enumerate(ro) if o == seat for c in B.EDGE_CORNERS[e]}
        nb = B.CORNER_NEIGHBOURS
        return sorted(c for c in near if co[c] < 0 and all(co[n] < 0 for n in nb[c]))

    def setup_spots(self, state: KrowniaState) -> list[int]:
        co, nb = state.corner_owner, B.CORNER_NEIGHBOURS
        return [c for c, o in enumerate(co) if o < 0 and all(co[n] < 0 for n in nb[c])]

    def pieces_left(self, state: KrowniaState, seat: int) -> tuple[int, int, int]:
        roads = state.road_owner.count(seat)
        buildings = state.corner_owner.count(seat)
        town = state.vp_build[seat] - buildings  # a town counts 2 building VP, a village 1
        vil = buildings - town
        return MAX_ROADS - roads, MAX_VILLAGES - vil, MAX_TOWNS - town

    def _afford(self, hand: list[int], cost: tuple[int, ...]) -> bool:
        return all(h >= c for h, c in zip(hand, cost, strict=True))

    def _pay(self, state: KrowniaState, seat: int, cost: tuple[int, ...]) -> None:
        public = state.public_cards[seat]
        for r in range(5):
            state.hands[seat][r] -= cost[r]
            state.bank[r] += cost[r]
            public[r] -= cost[r]

    def playable_dev(self, state: KrowniaState, seat: int) -> list[int]:
        if seat != state.current or state.dev_played or state.phase not in (ROLL, MAIN):
            return []
        return [k for k in (WARRIOR, ROADB, PLENTY, MONO) if state.devs[seat][k] - state.devs_new[seat][k] > 0]

    def pirate_targets(self, state: KrowniaState, seat: int) -> list[int]:
        hexes = [h for h in range(B.NUM_HEXES) if h != state.pirate]
        if state.options.get("friendly_pirate"):
            weak = {s for s in range(state.num_seats) if s != seat and self.vp(state, s, hidden=False) <= 2}
            ok = [h for h in hexes if not any(state.corner_owner[c] in weak for c in B.HEX_CORNERS[h])]
            if ok:
                return ok
        return hexes

    def steal_victims(self, state: KrowniaState, seat: int) -> list[int]:
        victims = []
        for c in B.HEX_CORNERS[state.pirate]:
            o = state.corner_owner[c]
            if o >= 0 and o != seat and o not in victims and sum(state.hands[o]) > 0:
                victims.append(o)
        return sorted(victims)

    # longest road
    def longest_road(self, state: KrowniaState, seat: int) -> int:
        road_owner = state.road_owner
        mine = [e for e, o in enumerate(road_owner) if o == seat]
        total = len(mine)
        if total <= 1:
            return total
        owner = state.corner_owner
        links = B.CORNER_LINKS
        degree: dict[int, int] = {}
        for e in mine:
            for c in B.EDGE_CORNERS[e]:
                degree[c] = degree.get(c, 0) + 1
        # A longest road never needs to start at an unblocked corner with exactly two own roads (it could
        # be extended there, or it is a loop that can start at a fork). Pure loops have no such corner:
        # the flood below finds them and they are searched from every corner.
        starts = [c for c in sorted(degree) if degree[c] != 2 or 0 <= owner[c] != seat]
        reached = set(starts)
        todo = list(starts)
        while todo:
            c = todo.pop()
            for e, nxt in links[c]:
                if road_owner[e] == seat and nxt not in reached:
                    reached.add(nxt)
                    todo.append(nxt)
        if len(reached) < len(degree):
            starts += [c for c in sorted(degree) if c not in reached]
        best = 0

        def walk(c: int, used: int, length: int) -> None:
            # used: bit mask of the edges already on this trail (cheaper than a set)
            nonlocal best
            if length > best:
                best = length
            o = owner[c]
            if o >= 0 and o != seat and length > 0:
                return  # an opponent's building cuts the road here
            for e, nxt in links[c]:
                if road_owner[e] == seat and not used >> e & 1:
                    walk(nxt, used | 1 << e, length + 1)

        for c in starts:
            walk(c, 0, 0)
            if best == total:
                break
        return best
