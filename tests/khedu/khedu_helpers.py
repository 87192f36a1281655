"""Helpers that set up Khedu positions by hand for the rule tests."""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.game.khedu.state import KheduState, TurnLog, Unit

CLANS = ("Hadimi", "Wuqri", "Oadhii", "Rahala")


class ScriptedRng(random.Random):
    """An rng whose dice come from a script (then from the seeded stream)."""

    def __init__(self, dice: list[int]) -> None:
        super().__init__(0)
        self.dice = list(dice)

    def randint(self, a: int, b: int) -> int:
        return self.dice.pop(0) if self.dice else super().randint(a, b)


def start(num_seats: int = 2, seed: int = 1, clans: tuple[str, ...] = CLANS) -> KheduState:
    """A new match past the opening picks (each seat reveals and discards its first options)."""
    opts = {f"clan_{i + 1}": c for i, c in enumerate(clans[:num_seats])}
    s = RULES.initial_state(opts, seed, num_seats)
    while s.phase == "opening":
        seat = RULES.active_seats(s)[0]
        RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    return s


def new_turn(s: KheduState, seat: int) -> None:
    s.current = seat
    s.phase = "turn"
    s.turn_mode = None
    s.log = TurnLog()
    s.combat = None


def take(s: KheduState, key: str) -> int:
    """Remove a card with `key` from the Resource or Cadence deck (or a hand) and return its id."""
    for pile in [s.deck, s.cadence_deck] + [p.hand for p in s.players]:
        for c in pile:
            if s.cards[c][1] == key:
                pile.remove(c)
                return c
    for p in s.players:
        for slot in p.ensemble:
            if slot.card is not None and s.cards[slot.card][1] == key:
                c = slot.card
                slot.card = None
                return c
    raise LookupError(key)


def give_hand(s: KheduState, seat: int, keys: list[str]) -> list[int]:
    p = s.players[seat]
    s.deck.extend(p.hand)
    p.hand = []
    p.hand = [take(s, k) for k in keys]
    return list(p.hand)


def put_cadre(s: KheduState, seat: int, slot: int, key: str, honor: int = 0) -> Unit:
    unit = Unit(take(s, key), honor)
    s.players[seat].cadre[slot] = unit
    return unit


def desert_top(s: KheduState, stack: int, key: str, honor: int = 0) -> Unit:
    """Bring the Desert unit `key` of `stack` to the top (other stacks are searched too)."""
    for st in [s.desert[stack]] + s.desert:
        for u in st:
            if s.cards[u.card][1] == key:
                st.remove(u)
                u.honor = honor
                s.desert[stack].insert(0, u)
                return u
    raise LookupError(key)


def set_ensemble(s: KheduState, seat: int, keys: list[str | None], eternal: tuple[int, ...] = ()) -> None:
    p = s.players[seat]
    for slot in p.ensemble:
        if slot.card is not None:
            s.cadence_deck.append(slot.card)
            slot.card = None
    for i, k in enumerate(keys):
        if k is not None:
            p.ensemble[i].card = take(s, k)
            p.ensemble[i].eternal = i in eternal
            p.ensemble[i].face_up = i in eternal


def act(s: KheduState, seat: int, kind: str, *args) -> list:
    action = Action(kind, tuple(args))
    assert action in RULES.legal_actions(s, seat), (action, RULES.legal_actions(s, seat))
    return RULES.apply(s, seat, action)


def fight(s: KheduState, seat: int, attacker: tuple, defender: tuple, dice: list[int],
          reward: str = "lp", cadences: dict[int, list[int]] | None = None) -> list:
    """Declare, pay with the first cards, play the given Cadences {seat: [slots]}, roll `dice`, take the best."""
    events = act(s, seat, "attack", attacker, defender)
    while s.combat is not None and s.combat.step == "pay":
        events += RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    todo = {k: list(v) for k, v in (cadences or {}).items()}
    while s.combat is not None and s.combat.step == "cadences":
        who = RULES.active_seats(s)[0]
        if todo.get(who):
            events += act(s, who, "cadence", todo[who].pop(0))
        else:
            events += act(s, who, "cadence_done")
    s.rng = ScriptedRng(dice)
    events += act(s, seat, "roll")
    if s.combat is not None and s.combat.step == "adjust":
        hi = max(s.combat.dice)
        for v in list(s.combat.choices) + [v for v in sorted(set(s.combat.dice)) if s.combat.dice.count(v) >= 2]:
            if v != hi and v not in s.combat.choices and s.combat.step == "adjust":
                events += act(s, seat, "adjust", v, "high")
        if s.combat is not None and s.combat.step == "adjust":
            events += act(s, seat, "resolve")
    if s.combat is not None and s.combat.step == "reward":
        events += act(s, s.combat.reward_seat, "reward", reward)
    return events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def achieved(events: list) -> list[str]:
    return [e.data["key"] for e in events if e.kind == "achievement"]
