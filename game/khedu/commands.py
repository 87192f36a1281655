"""The moves of a Khedu action turn besides attacks: placing a unit in the Cadre and playing Commands,
with the achievements Commands can earn."""

from __future__ import annotations

from typing import Any

from baraza.game.core.rules import Event
from baraza.game.khedu import achievements as ach
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.state import KheduState, Unit
from baraza.game.khedu.turns import commit_action_turn


def do_place(cards: CardData, state: KheduState, seat: int, card: int, slot: int) -> list[Event]:
    """Place a clan unit from the hand in an empty Cadre slot for 1 Influence."""
    commit_action_turn(state)
    p = state.players[seat]
    p.hand.remove(card)
    p.influence -= 1
    state.log.placed = True
    events = []
    unit = Unit(card)
    if p.rahala_bonus:
        unit.honor += 2
        p.rahala_bonus = False
    p.cadre[slot] = unit
    events.insert(0, Event("place", seat, {"card": card, "slot": slot, "influence": p.influence},
                           f"Player {seat + 1} spends 1 Influence to place {q.card_name(cards, state, card)} "
                           f"in the Cadre ({p.influence} left)."))
    if p.influence == 0 and not p.last_turn:
        p.last_turn = True
        events.append(last_influence_event(state, seat))
    if state.num_seats > 1 and p.lms_turns is not None:
        p.last_turn = True
    return events


LONG_SHOT_BEHIND = 4  # Legacy points behind the best rival from which a last Influence spent is a long shot


def last_influence_event(state: KheduState, seat: int) -> Event:
    """The log line of a seat spending its last Influence, saying why when it was well behind (the normal AI spends
    it 4-12 Legacy points behind, a player read it as the AI ending its own game for nothing: khedu22). The ending
    first: the log's two lines cut the line after "…the last Influence 15 Legacy points…", read as garbled (khedu25)."""
    lp = state.players[seat].lp
    behind = max((r.lp for i, r in enumerate(state.players) if i != seat), default=lp) - lp
    if behind >= LONG_SHOT_BEHIND:
        return Event("last_turn", seat, {"behind": behind},
                     f"Player {seat + 1} has spent the last Influence: this is their last turn, a long shot from "
                     f"{behind} Legacy points behind.")
    return Event("last_turn", seat, {}, f"Player {seat + 1} has spent the last Influence: this is their last turn.")


def do_command(cards: CardData, state: KheduState, seat: int, card: int, *args: Any) -> list[Event]:
    """Play a Command from the hand: pay its Legacy points, then its effect."""
    commit_action_turn(state)
    p = state.players[seat]
    cmd = cards.commands[state.cards[card][1]]
    p.hand.remove(card)
    p.lp -= cmd.cost
    state.deck.append(card)
    who = f"Player {seat + 1}"
    base = {"card": card, "command": cmd.key, "cost": cmd.cost}
    events: list[Event] = []
    if cmd.effect == "allure":
        a, b = args
        unit = state.desert[a].pop(0)
        blocked = state.desert[b][0] if state.desert[b] else None
        state.desert[b].insert(0, unit)
        state.log.allured.append(unit.card)
        events.append(Event("command", seat, {**base, "from": a, "to": b, "unit": unit.card},
                            f"{who} plays Allure: {q.card_name(cards, state, unit.card)} moves onto stack {b + 1}."))
        events += check_allure(cards, state, seat, unit, blocked)
    elif cmd.effect == "betrayal":
        (a,) = args
        unit = state.desert[a][0]
        gained = unit.honor
        unit.honor = 0
        p.lp += gained
        state.log.betrayed.append(unit.card)
        events.append(Event("command", seat, {**base, "stack": a, "unit": unit.card, "lp": gained},
                            f"{who} plays Betrayal on {q.card_name(cards, state, unit.card)} and claims "
                            f"{gained} Honor as Legacy points."))
        events += check_old_tradition(cards, state, seat)
    elif cmd.effect == "sandstorm":
        (a,) = args
        unit = state.desert[a].pop(0)
        state.desert[a].append(unit)
        events.append(Event("command", seat, {**base, "stack": a, "unit": unit.card},
                            f"{who} plays Sandstorm: {q.card_name(cards, state, unit.card)} sinks to the bottom."))
    elif cmd.effect == "caravan":
        n = 0
        for _ in range(2):
            if state.deck:
                p.hand.append(state.deck.pop(0))
                n += 1
        # cards drawn from the deck were hidden: undo must not step back across them (game.core.match)
        events.append(Event("command", seat, {**base, "drawn": n, "hidden_revealed": n > 0},
                            f"{who} plays Caravan and draws {n} card{'s' if n != 1 else ''}."))
    elif cmd.effect == "rally":
        state.log.rally += 1
        events.append(Event("command", seat, {**base, "discount": state.log.rally},
                            f"{who} plays Rallying Call: the next attack costs {state.log.rally} card{'s' if state.log.rally != 1 else ''} less."))
    elif cmd.effect == "exchange":
        events += exchange(cards, state, seat, base, *args)
    return events


def exchange(
    cards: CardData, state: KheduState, seat: int, base: dict, ts: int, tslot: int, src: str, idx: int
) -> list[Event]:
    """Exchange of Oaths: a Cadre hero trades places with a Desert unit or with one of your heroes."""
    p = state.players[seat]
    target = state.players[ts].cadre[tslot]
    assert target is not None
    who = f"Player {seat + 1}"
    tname = q.card_name(cards, state, target.card)
    events: list[Event] = []
    if src == "desert":
        incoming = state.desert[idx].pop(0)
        state.desert[idx].insert(0, target)
        state.players[ts].cadre[tslot] = incoming
        gained = 0
        if ts == seat and incoming.honor:
            gained = incoming.honor  # Honor on a Desert unit entering your own Cadre becomes LP
            incoming.honor = 0
            p.lp += gained
        events.append(Event("command", seat, {**base, "target": [ts, tslot], "source": ["desert", idx],
                                              "lp": gained},
                            f"{who} plays Exchange of Oaths: {tname} goes to Desert stack {idx + 1} and "
                            f"{q.card_name(cards, state, incoming.card)} takes its place."))
        if ts != seat:
            if q.unit_def(cards, state, incoming.card).key == "hadimi_guard":
                events += ach.award(cards, state, seat, "khedu_expanse")
            if incoming.honor > 0:
                events += ach.award(cards, state, seat, "devout")
    else:
        mine = p.cadre[idx]
        assert mine is not None
        p.cadre[idx], state.players[ts].cadre[tslot] = target, mine
        events.append(Event("command", seat, {**base, "target": [ts, tslot], "source": ["cadre", idx]},
                            f"{who} plays Exchange of Oaths: {tname} and "
                            f"{q.card_name(cards, state, mine.card)} trade places."))
        if q.unit_def(cards, state, mine.card).key == "hadimi_guard":
            events += ach.award(cards, state, seat, "khedu_expanse")
    return events


def check_allure(cards: CardData, state: KheduState, seat: int, unit: Unit, blocked: Unit | None) -> list[Event]:
    events = []
    if q.unit_def(cards, state, unit.card).denomination == "Wuqri" and blocked is not None and blocked.honor > 0:
        events += ach.award(cards, state, seat, "strategy")
    events += check_old_tradition(cards, state, seat)
    return events


def check_old_tradition(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    both = set(state.log.allured) & set(state.log.betrayed)
    if any(q.unit_def(cards, state, c).key == "khana_ubak" and c in state.home for c in both):
        # the Ubak must still be in the Desert
        for c in both:
            if any(st and st[0].card == c for st in state.desert):
                return ach.award(cards, state, seat, "old_tradition")
    return []
