"""Building roads, villages and towns, harbour rates and the Longest Road bonus."""

from __future__ import annotations

from typing import Any

from baraza.game.core.rules import Event
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    COLOURS,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    HARBOUR_ANY,
    LONGEST_MIN,
    MAX_ROADS,
    ROAD_BUILDING,
)
from baraza.game.krownia.events import make_event
from baraza.game.krownia.state import KrowniaState


class Building:
    """Roads, villages, towns, harbours and Longest Road."""

    def _do_build_road(self, state: KrowniaState, seat: int, e: int) -> list[Event]:
        state.road_owner[e] = seat
        cost = [0] * 5
        if state.phase == ROAD_BUILDING:
            state.free_roads -= 1
            text = f"{COLOURS[seat]} built a free road"
            if state.free_roads <= 0 or state.road_owner.count(seat) >= MAX_ROADS or not self.road_spots(state, seat):
                state.phase = state.return_phase
        else:
            self._pay(state, seat, COST_ROAD)
            cost = list(COST_ROAD)
            text = f"{COLOURS[seat]} built a road"
        events = [make_event("build", seat, {"piece": "road", "edge": e, "cost": cost}, text)]
        self._update_longest(state, events, (seat,))  # a new road only changes its owner's length
        return events

    def _do_skip_free_road(self, state: KrowniaState, seat: int) -> list[Event]:
        state.free_roads = 0
        state.phase = state.return_phase
        return [make_event("skip", seat, {}, f"{COLOURS[seat]} gave up the remaining free road")]

    def _do_build_village(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        self._pay(state, seat, COST_VILLAGE)
        state.corner_owner[c] = seat
        state.corner_level[c] = 1
        state.vp_build[seat] += 1
        self._update_ports(state, seat)
        events = [make_event("build", seat, {"piece": "village", "corner": c, "cost": list(COST_VILLAGE)},
                        f"{COLOURS[seat]} built a village")]
        ro = state.road_owner
        cut = sorted({ro[x] for x in B.CORNER_EDGES[c] if ro[x] >= 0 and ro[x] != seat})
        if cut:
            self._update_longest(state, events, cut)  # a village can cut an opponent's road
        return events

    def _do_build_town(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        self._pay(state, seat, COST_TOWN)
        state.corner_level[c] = 2
        state.vp_build[seat] += 1
        return [make_event("build", seat, {"piece": "town", "corner": c, "cost": list(COST_TOWN)},
                      f"{COLOURS[seat]} upgraded a village to a town")]

    def _update_ports(self, state: KrowniaState, seat: int) -> None:
        rates = [4] * 5
        for c in range(B.NUM_CORNERS):
            if state.corner_owner[c] == seat and state.corner_port[c] != -2:
                k = state.corner_port[c]
                if k == HARBOUR_ANY:
                    rates = [min(x, 3) for x in rates]
                else:
                    rates[k] = 2
        state.port_rate[seat] = rates

    def _update_longest(self, state: KrowniaState, events: list[Event], seats: Any = None) -> None:
        """Recompute road lengths (of `seats` only when given: the others cannot have changed)."""
        if seats is None:
            lens = [self.longest_road(state, s) for s in range(state.num_seats)]
        else:
            lens = list(state.road_len)
            for s in seats:
                lens[s] = self.longest_road(state, s)
        state.road_len = lens
        holder = state.longest_holder
        best = max(lens)
        top = [s for s in range(state.num_seats) if lens[s] == best and best >= LONGEST_MIN]
        if holder >= 0 and holder in top:
            return  # still (jointly) longest: the holder keeps it
        if len(top) == 1:
            new = top[0]
        else:
            new = -1  # nobody qualifies alone: the card is set aside until someone does
        if new != holder:
            state.longest_holder = new
            if new >= 0:
                text = f"{COLOURS[new]} now holds Longest Road ({best})"
            else:
                text = f"{COLOURS[holder]} lost Longest Road; nobody holds it now"
            events.append(make_event("bonus", new, {"card": "longest_road", "from": holder, "to": new}, text))
