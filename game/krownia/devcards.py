"""Development cards: buying, Warrior (and Largest Army), Road Building, Year of Plenty, Monopoly."""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.krownia.constants import (
    ARMY_MIN,
    COLOURS,
    COST_DEV,
    MONO,
    MOVE_PIRATE,
    PLENTY,
    RESOURCES,
    ROAD_BUILDING,
    ROADB,
    WARRIOR,
    YEAR_OF_PLENTY,
)
from baraza.game.krownia.events import make_event
from baraza.game.krownia.state import KrowniaState
from baraza.game.krownia.tally import forget_kind


class DevCards:
    """Buying and playing development cards."""

    def _do_buy_dev(self, state: KrowniaState, seat: int) -> list[Event]:
        self._pay(state, seat, COST_DEV)
        k = state.deck.pop()
        state.devs[seat][k] += 1
        state.devs_new[seat][k] += 1
        return [make_event("buy_dev", seat, {"cost": list(COST_DEV)}, f"{COLOURS[seat]} bought a development card")]

    def _start_dev(self, state: KrowniaState, seat: int, k: int) -> None:
        state.devs[seat][k] -= 1
        state.dev_played = True
        state.return_phase = state.phase

    def _do_play_warrior(self, state: KrowniaState, seat: int) -> list[Event]:
        self._start_dev(state, seat, WARRIOR)
        state.warriors[seat] += 1
        events = [make_event("play_dev", seat, {"card": "warrior"}, f"{COLOURS[seat]} played a Warrior")]
        w = state.warriors[seat]
        holder = state.army_holder
        if w >= ARMY_MIN and holder != seat and (holder < 0 or w > state.warriors[holder]):
            state.army_holder = seat
            events.append(make_event("bonus", seat, {"card": "largest_army", "from": holder, "to": seat},
                                f"{COLOURS[seat]} now holds Largest Army ({w})"))
        state.phase = MOVE_PIRATE
        return events

    def _do_play_road_building(self, state: KrowniaState, seat: int) -> list[Event]:
        self._start_dev(state, seat, ROADB)
        events = [make_event("play_dev", seat, {"card": "road_building"}, f"{COLOURS[seat]} played Road Building")]
        state.free_roads = min(2, self.pieces_left(state, seat)[0])
        if state.free_roads and self.road_spots(state, seat):
            state.phase = ROAD_BUILDING
        return events

    def _do_play_year_of_plenty(self, state: KrowniaState, seat: int) -> list[Event]:
        self._start_dev(state, seat, PLENTY)
        state.plenty_left = min(2, sum(state.bank))
        if state.plenty_left:
            state.phase = YEAR_OF_PLENTY
        return [make_event("play_dev", seat, {"card": "year_of_plenty"}, f"{COLOURS[seat]} played Year of Plenty")]

    def _do_take_resource(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.bank[r] -= 1
        state.hands[seat][r] += 1
        state.public_cards[seat][r] += 1
        state.plenty_left -= 1
        if state.plenty_left <= 0 or not sum(state.bank):
            state.plenty_left = 0
            state.phase = state.return_phase
        cards = [0] * 5
        cards[r] = 1
        return [make_event("gain", seat, {"cards": cards, "from": "bank"}, f"{COLOURS[seat]} took 1 {RESOURCES[r]}")]

    def _do_play_monopoly(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        self._start_dev(state, seat, MONO)
        public = state.public_cards
        events = [make_event("play_dev", seat, {"card": "monopoly", "resource": RESOURCES[r]},
                        f"{COLOURS[seat]} played Monopoly on {RESOURCES[r]}")]
        forget_kind(state, seat, r)  # no steal before shifts those counts now: every seat sees them at 0
        for s in range(state.num_seats):
            if s != seat:
                public[s][r] = 0  # every one was handed over, so the table now knows none is left
            if s != seat and state.hands[s][r]:
                n = state.hands[s][r]
                state.hands[s][r] = 0
                state.hands[seat][r] += n
                public[seat][r] += n
                cards = [0] * 5
                cards[r] = n
                events.append(make_event("transfer", s, {"from": s, "to": seat, "cards": cards},
                                    f"{COLOURS[s]} gave {n} {RESOURCES[r]} to {COLOURS[seat]}"))
        return events
