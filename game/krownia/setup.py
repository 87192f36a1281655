"""The island and the setup rounds (two villages and roads each)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from baraza.game.core.rules import Event, new_rng
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    BANK_START,
    BEGINNER_HARBOURS,
    BEGINNER_NUMBERS,
    BEGINNER_TERRAIN,
    COLOURS,
    DESERT,
    DEV_DECK,
    HARBOUR_ANY,
    MONO,
    PIPS,
    PLENTY,
    R_NONE,
    ROADB,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    TERRAIN_RESOURCE,
    WARRIOR,
)
from baraza.game.krownia.events import make_event
from baraza.game.krownia.state import KrowniaState

# The first development cards a lesson's learner draws, in order: each kind of card that does something
# when played. The deck is shuffled first all the same, so the dice of a seed stay what they were.
LESSON_DRAWS = (WARRIOR, MONO, PLENTY, ROADB)


def stack_for_lesson(deck: list[int]) -> None:
    """Move one card of each LESSON_DRAWS kind to the top of the shuffled deck (drawn from the end)."""
    for kind in reversed(LESSON_DRAWS):
        deck.remove(kind)
        deck.append(kind)


class SetupPhase:
    """Building the island and the two setup rounds."""

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int) -> KrowniaState:
        opts = {**self.default_options(), **dict(options)}
        rng = new_rng(seed)
        if opts["beginner"]:
            terrain = list(BEGINNER_TERRAIN)
            numbers = list(BEGINNER_NUMBERS)
            kinds = list(BEGINNER_HARBOURS)
        else:
            terrain = [0] * 4 + [1] * 3 + [2] * 4 + [3] * 4 + [4] * 3 + [DESERT]
            rng.shuffle(terrain)
            tokens = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
            while True:  # reshuffle until no 6/8 touch (a few tries on average)
                rng.shuffle(tokens)
                it = iter(tokens)
                numbers = [0 if t == DESERT else next(it) for t in terrain]
                if not any(numbers[h] in (6, 8) and any(numbers[n] in (6, 8) for n in B.HEX_NEIGHBOURS[h])
                           for h in range(B.NUM_HEXES)):
                    break
            kinds = [HARBOUR_ANY] * 4 + [0, 1, 2, 3, 4]
            rng.shuffle(kinds)
        harbours = [(*B.EDGE_CORNERS[e], k) for e, k in zip(B.HARBOUR_EDGES, kinds, strict=True)]
        corner_port = [-2] * B.NUM_CORNERS
        for a, b, k in harbours:
            corner_port[a] = k
            corner_port[b] = k
        order = list(range(num_seats))
        rng.shuffle(order)
        deck = list(DEV_DECK)
        rng.shuffle(deck)
        if opts.get("lesson_deck"):
            stack_for_lesson(deck)
        n = num_seats
        return KrowniaState(
            num_seats=n, options=opts, rng=rng, terrain=terrain, numbers=numbers, harbours=harbours,
            port_rate=[[4] * 5 for _ in range(n)], corner_port=corner_port,
            pirate=terrain.index(DESERT), corner_owner=[-1] * B.NUM_CORNERS, corner_level=[0] * B.NUM_CORNERS,
            road_owner=[-1] * B.NUM_EDGES, hands=[[0] * 5 for _ in range(n)], bank=[BANK_START] * 5, deck=deck,
            devs=[[0] * 5 for _ in range(n)], devs_new=[[0] * 5 for _ in range(n)], warriors=[0] * n,
            order=order, current=order[0], auto_pairs=[[] for _ in range(n)], setup_paid=[[0] * 5 for _ in range(n)],
            discard_owed=[0] * n, road_len=[0] * n, responses=[R_NONE] * n, counters=[((), ())] * n,
            drafts=[[[0] * 5, [0] * 5] for _ in range(n)], earned=[[0] * 5 for _ in range(n)], trades_done=[0] * n,
            public_cards=[[0] * 5 for _ in range(n)], cards_stolen=[0] * n,
            vp_build=[0] * n,
        )

    def _setup_round(self, state: KrowniaState) -> int:
        return 1 if state.setup_step < state.num_seats else 2

    def _do_place_village(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        state.corner_owner[c] = seat
        state.corner_level[c] = 1
        state.vp_build[seat] += 1
        state.setup_corner = c
        self._update_ports(state, seat)
        state.phase = SETUP_ROAD
        events = [make_event("build", seat, {"piece": "village", "corner": c}, f"{COLOURS[seat]} placed a village")]
        return events

    def _pay_setup(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        gained = [0] * 5
        for h in B.CORNER_HEXES[c]:
            r = TERRAIN_RESOURCE[state.terrain[h]]
            if r >= 0 and state.bank[r] > 0:
                gained[r] += 1
                state.bank[r] -= 1
        for r in range(5):
            state.hands[seat][r] += gained[r]
            state.earned[seat][r] += gained[r]
            state.public_cards[seat][r] += gained[r]
        state.setup_paid[seat] = gained
        return [make_event("gain", seat, {"cards": gained, "from": "bank"},
                      f"{COLOURS[seat]} collected {self.card_text.of(gained)} for the second village")]

    def _do_place_road(self, state: KrowniaState, seat: int, e: int, auto: bool = False) -> list[Event]:
        state.road_owner[e] = seat
        c = state.setup_corner
        events = [make_event("build", seat, {"piece": "road", "edge": e}, f"{COLOURS[seat]} placed a road")]
        rnd = state.relocate_round if state.relocating else self._setup_round(state)
        if auto:
            state.auto_pairs[seat].append((c, e, rnd))
        if rnd == 2:
            events += self._pay_setup(state, seat, c)
        self._update_longest(state, events)  # all seats: a moved auto-placed village may have cut a road
        if state.relocating:
            state.relocating = False
            state.phase = SETUP_VILLAGE
            return events
        state.setup_step += 1
        n = state.num_seats
        if state.setup_step >= 2 * n:
            state.auto_pairs = [[] for _ in range(n)]
            state.phase = ROLL
            state.current = state.order[0]
            state.turn = 1
            events.append(make_event("phase", state.current, {"phase": ROLL},
                                f"Setup is over; {COLOURS[state.current]} rolls first"))
        else:
            i = state.setup_step
            state.current = state.order[i] if i < n else state.order[2 * n - 1 - i]
            state.phase = SETUP_VILLAGE
        return events

    def auto_choice(self, state: KrowniaState, seat: int) -> tuple[int, int]:
        """The village and road the table picks for a seat: the richest free corner, first free road."""
        best, best_score = -1, -1
        for c in self.setup_spots(state):
            score = sum(PIPS[state.numbers[h]] for h in B.CORNER_HEXES[c] if h != state.pirate)
            if score > best_score:
                best, best_score = c, score
        road = next(e for e in B.CORNER_EDGES[best] if state.road_owner[e] < 0)
        return best, road

    def _do_auto_place(self, state: KrowniaState, seat: int) -> list[Event]:
        """"Place for me": an ordinary placement the table chooses; it cannot be moved later."""
        c, e = self.auto_choice(state, seat)
        events = [make_event("auto_place", seat, {}, f"{COLOURS[seat]} let the table place a village and road")]
        events += self._do_place_village(state, seat, c)
        events += self._do_place_road(state, seat, e)
        return events

    def _timeout_setup(self, state: KrowniaState, seat: int) -> list[Event]:
        """Time ran out: the table places for the seat, which may move that pair on its next setup turn
        (it had no say in the spot)."""
        c, e = self.auto_choice(state, seat)
        events = [make_event("timeout", seat, {}, f"{COLOURS[seat]} ran out of time: pieces placed automatically")]
        events += self._do_place_village(state, seat, c)
        events += self._do_place_road(state, seat, e, auto=True)
        return events

    def _do_move_auto_pair(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        pair = next(p for p in state.auto_pairs[seat] if p[0] == c)
        state.auto_pairs[seat].remove(pair)
        _, e, rnd = pair
        state.corner_owner[c] = -1
        state.corner_level[c] = 0
        state.vp_build[seat] -= 1
        state.road_owner[e] = -1
        if rnd == 2:  # hand back the start cards; the new spot pays again
            paid = state.setup_paid[seat]
            for r in range(5):
                state.hands[seat][r] -= paid[r]
                state.earned[seat][r] -= paid[r]
                state.public_cards[seat][r] -= paid[r]
                state.bank[r] += paid[r]
        self._update_ports(state, seat)
        state.relocating = True
        state.relocate_round = rnd
        return [make_event("unbuild", seat, {"corner": c, "edge": e},
                      f"{COLOURS[seat]} picked up an auto-placed village and road to move them")]

    def auto_choice_road(self, state: KrowniaState) -> int:
        return next(e for e in B.CORNER_EDGES[state.setup_corner] if state.road_owner[e] < 0)
