"""A Khedu Meditation turn: waking a solo Desert Cadence, then each option once (replenish the Ensemble,
make a Cadence Eternal, the clan's own Meditation, redraw the hand)."""

from __future__ import annotations

from typing import Any

from baraza.game.core.rules import Event
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.constants import ETERNAL_COST, HAND_SIZE
from baraza.game.khedu.setup import deal_hand
from baraza.game.khedu.state import KheduState


def do_meditate(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    """Start a Meditation turn (solo: the first ones wake a Desert Cadence first)."""
    state.turn_mode = "meditation"
    state.phase = "meditation"
    events = [Event("meditate", seat, {}, f"Player {seat + 1} takes a Meditation turn.")]
    if state.num_seats == 1:
        state.meditations += 1
        if any(not dc.flipped and state.desert[dc.stack] for dc in state.desert_cadences):
            state.phase = "bind"  # the first Meditations wake a Desert Cadence first
    return events


def do_bind_cadence(cards: CardData, state: KheduState, seat: int, stack: int) -> list[Event]:
    dc = next(d for d in state.desert_cadences if d.stack == stack and not d.flipped)
    dc.flipped = True
    dc.bound = q.unit_def(cards, state, state.desert[stack][0].card).denomination
    state.phase = "meditation"
    cad = cards.cadences[state.cards[dc.card][1]]
    return [Event("desert_cadence", None, {"stack": stack, "card": dc.card, "key": cad.key, "bound": dc.bound},
                  f"The Desert wakes: {cad.name} beside stack {stack + 1} now sings for every "
                  f"{dc.bound} unit of the Desert.")]


def do_med_replenish(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    p = state.players[seat]
    n = 0
    for s in p.ensemble:
        if s.card is None and state.cadence_deck:
            s.card = state.cadence_deck.pop(0)
            s.face_up = False
            s.eternal = False
            n += 1
    state.log.med_done.append("replenish")
    return [Event("replenish", seat, {"count": n}, f"Player {seat + 1} replenishes {n} Cadence{'' if n == 1 else 's'}.")]


def do_med_eternal(cards: CardData, state: KheduState, seat: int, slot: int) -> list[Event]:
    p = state.players[seat]
    need = ETERNAL_COST
    for u in sorted((u for u in p.cadre if u is not None), key=lambda u: -u.honor):
        take = min(need, u.honor)
        u.honor -= take
        need -= take
    s = p.ensemble[slot]
    s.eternal = True
    s.face_up = True
    state.log.med_done.append("eternal")
    name = q.card_name(cards, state, s.card) if s.card is not None else "?"
    events = [Event("eternal", seat, {"slot": slot, "card": s.card},
                    f"Player {seat + 1} pays 5 Honor: {name} becomes an Eternal Cadence.")]
    if p.eternals() == 1:
        events.append(Event("clan_unlocked", seat, {"clan": p.clan},
                            f"Player {seat + 1} marks the Eternal Cadence with the {p.clan} token: "
                            "clan achievements are open."))
    return events


def do_med_clan(cards: CardData, state: KheduState, seat: int, *args: Any) -> list[Event]:
    p = state.players[seat]
    state.log.med_done.append("clan")
    name = cards.clans[p.clan].meditation
    if p.clan == "Hadimi":
        n = 0
        for _ in range(2):
            if state.deck:
                p.hand.append(state.deck.pop(0))
                n += 1
        # hidden cards drawn: undo stops here (game.core.match)
        return [Event("meditation_ability", seat, {"drawn": n, "hidden_revealed": n > 0},
                      f"{name}: Player {seat + 1} draws {n} card{'s' if n != 1 else ''}.")]
    if p.clan == "Wuqri":
        p.lp += 2
        return [Event("meditation_ability", seat, {"lp": 2}, f"{name}: Player {seat + 1} gains 2 Legacy points.")]
    if p.clan == "Oadhii":
        (a,) = args
        unit = state.desert[a].pop(0)
        state.desert[a].append(unit)
        return [Event("meditation_ability", seat, {"stack": a},
                      f"{name}: {q.card_name(cards, state, unit.card)} sinks to the bottom of stack {a + 1}.")]
    (slot,) = args
    unit = p.cadre[slot]
    assert unit is not None
    unit.honor += 1
    return [Event("meditation_ability", seat, {"slot": slot},
                  f"{name}: {q.card_name(cards, state, unit.card)} gains 1 Honor token.")]


def do_med_redraw(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    p = state.players[seat]
    state.log.med_done.append("redraw")
    state.deck.extend(p.hand)
    p.hand = []
    deal_hand(state, p, HAND_SIZE)
    return [Event("redraw", seat, {"count": len(p.hand)},
                  f"Player {seat + 1} discards the hand and draws {len(p.hand)} new card{'s' if len(p.hand) != 1 else ''}.")]
