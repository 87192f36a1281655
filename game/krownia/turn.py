"""One turn's flow: dice, production, the 7 (discards, Pirate, steal) and the turn passing on."""

from __future__ import annotations

import random

from baraza.game.core.rules import Event
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    COLOURS,
    DISCARD,
    LESSON_DICE,
    MAIN,
    MOVE_PIRATE,
    RESOURCES,
    ROLL,
    STEAL,
    TERRAIN_RESOURCE,
    TERRAINS,
)
from baraza.game.krownia.events import make_event
from baraza.game.krownia.state import KrowniaState
from baraza.game.krownia.tally import record_steal


def _die(rng: random.Random) -> int:
    """One die: the same number as rng.randint(1, 6), without randint's three layers of calls."""
    if type(rng) is not random.Random:
        return rng.randint(1, 6)  # a subclass (e.g. the tests' fixed dice) keeps its own randint
    r = rng.getrandbits(3)  # what randint(1, 6) does inside: 3 random bits, retried while >= 6
    while r >= 6:
        r = rng.getrandbits(3)
    return r + 1


class TurnFlow:
    """Rolling, production, discards, the Pirate and passing the turn."""

    def _do_roll(self, state: KrowniaState, seat: int) -> list[Event]:
        a, b = _die(state.rng), _die(state.rng)
        if state.options.get("lesson_dice"):  # the lesson's own rolls; the random stream moves on as ever
            rolled = sum(state.dice_counts)
            if rolled < len(LESSON_DICE):
                a, b = LESSON_DICE[rolled]
        total = a + b
        state.dice = (a, b)
        state.dice_counts[total] += 1
        state.rolled = True
        events = [make_event("dice", seat, {"dice": [a, b], "total": total}, f"{COLOURS[seat]} rolled {total}")]
        if total == 7:
            limit = state.options["discard_limit"]
            for s in range(state.num_seats):
                n = sum(state.hands[s])
                state.discard_owed[s] = n // 2 if n > limit else 0
            state.return_phase = MAIN
            if any(state.discard_owed):
                state.phase = DISCARD
                owing = ", ".join(f"{COLOURS[s]} {state.discard_owed[s]}" for s in range(state.num_seats)
                                  if state.discard_owed[s])
                events.append(make_event("discard_due", None, {"owed": list(state.discard_owed)},
                                    f"Cards to discard: {owing}"))
            else:
                state.phase = MOVE_PIRATE
            return events
        events += self._produce(state, total)
        state.phase = MAIN
        return events

    def _produce(self, state: KrowniaState, total: int) -> list[Event]:
        # The tiles that pay on a total never change during a match: list them once (clones share it).
        tiles = state.cache.get(total)
        if tiles is None:
            tiles = state.cache[total] = tuple(
                (h, TERRAIN_RESOURCE[state.terrain[h]], B.HEX_CORNERS[h])
                for h, num in enumerate(state.numbers) if num == total)
        n = state.num_seats
        owner, level, pirate = state.corner_owner, state.corner_level, state.pirate
        owed: dict[int, list[int]] = {}  # resource -> what each seat is owed
        for h, r, corners in tiles:
            if h == pirate:
                continue
            row = owed.get(r)
            for c in corners:
                o = owner[c]
                if o >= 0:
                    if row is None:
                        row = owed[r] = [0] * n
                    row[o] += level[c]
        if not owed:
            return [make_event("gain", None, {}, "Nobody produced anything")]
        events = []
        got: dict[int, list[int]] = {}  # seat -> cards received
        bank, hands, earned, public = state.bank, state.hands, state.earned, state.public_cards
        for r in sorted(owed):
            row = owed[r]
            owers = []
            for s in range(n):
                if row[s]:
                    owers.append(s)
            if sum(row) > bank[r]:
                if len(owers) > 1:
                    events.append(make_event("shortage", None, {"resource": RESOURCES[r]},
                                        f"The bank is short of {RESOURCES[r]}: nobody receives it"))
                    continue
                row = [0] * n
                row[owers[0]] = bank[r]  # the only player owed it takes what is left
            for s in owers:
                k = row[s]
                bank[r] -= k
                hands[s][r] += k
                earned[s][r] += k
                public[s][r] += k
                cards = got.get(s)
                if cards is None:
                    cards = got[s] = [0] * 5
                cards[r] = k
        for s in sorted(got):
            cards = got[s]
            if any(cards):
                events.append(make_event("gain", s, {"cards": cards, "from": "bank"},
                                    f"{COLOURS[s]} received {self.card_text.of(cards)}"))
        if not events:
            events.append(make_event("gain", None, {}, "Nobody produced anything"))
        return events

    def _do_discard(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.hands[seat][r] -= 1
        state.public_cards[seat][r] -= 1
        state.bank[r] += 1
        state.discard_owed[seat] -= 1
        cards = [0] * 5
        cards[r] = 1
        events = [make_event("discard", seat, {"cards": cards, "owed": state.discard_owed[seat]},
                        f"{COLOURS[seat]} discarded 1 {RESOURCES[r]}")]
        if not any(state.discard_owed):
            state.phase = MOVE_PIRATE
        return events

    def _do_move_pirate(self, state: KrowniaState, seat: int, h: int) -> list[Event]:
        state.pirate = h
        tile = TERRAINS[state.terrain[h]]
        events = [make_event("pirate", seat, {"hex": h}, f"{COLOURS[seat]} moved the Pirate to the {tile}"
                        + (f" ({state.numbers[h]})" if state.numbers[h] else ""))]
        victims = self.steal_victims(state, seat)
        if len(victims) == 1:
            events += self._do_steal(state, seat, victims[0])
        elif victims:
            state.phase = STEAL
        else:
            state.phase = state.return_phase
        return events

    def _do_steal(self, state: KrowniaState, seat: int, victim: int) -> list[Event]:
        hand = state.hands[victim]
        pick = state.rng.randrange(sum(hand))
        r = 0
        while pick >= hand[r]:
            pick -= hand[r]
            r += 1
        hand[r] -= 1
        state.hands[seat][r] += 1
        state.cards_stolen[victim] += 1
        record_steal(state, seat, victim, r)  # the two seats see the kind, in their hands
        state.phase = state.return_phase
        cards = [0] * 5
        cards[r] = 1
        # The text names no resource: only the two players involved learn it (from their own hands).
        return [make_event("steal", seat, {"from": victim, "cards": cards},
                      f"{COLOURS[seat]} stole a card from {COLOURS[victim]}")]

    def _do_end_turn(self, state: KrowniaState, seat: int) -> list[Event]:
        state.devs_new[seat] = [0] * 5
        state.dev_played = False
        state.rolled = False
        state.offers_made = 0
        i = state.order.index(seat)
        state.current = state.order[(i + 1) % state.num_seats]
        state.turn += 1
        state.phase = ROLL
        return [make_event("turn", state.current, {"turn": state.turn},
                      f"{COLOURS[seat]} ended the turn; {COLOURS[state.current]} to play")]
