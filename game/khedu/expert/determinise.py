"""A full Khedu state built from one seat's view, with what the view hides sampled.

The expert plays its candidate moves forward with the real rules engine, which needs a whole state.
Everything the view shows is copied (the Desert is face up, Cadre heroes, Legacy points, Influence,
face-up Cadences, the seat's own hand and Ensemble, the combat under way). What it hides is dealt at
random, consistently with what the seat can see:
- Resource cards: every card of the deck that is in no visible place (the seat's hand, a Cadre, the
  Desert) is shuffled; the other seats' hands are dealt from it by their card counts, the rest is the deck;
- Cadences: every Cadence card not seen by id is shuffled; those the view names only by kind (woken solo
  Desert Cadences) take a card of that kind first, then the others' face-down Ensemble places and the
  sleeping Desert Cadences are dealt, the rest is the Cadence deck;
- the dice: the copy gets a fresh rng from the caller's, never the real state's.
A few turn counters the view does not show (achievement tallies of the turn) start at zero.
"""

from __future__ import annotations

import random

from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.state import (
    Combat,
    DesertCadence,
    EnsembleSlot,
    KheduState,
    Player,
    TurnLog,
    Unit,
)
from baraza.game.khedu.views import KheduView

Layout = tuple[tuple[tuple[str, str], ...], dict[int, int]]


def card_layout(cards: CardData, num_seats: int) -> Layout:
    """(card id -> (kind, key), Desert-born card -> home stack): the ids setup gives, the same every match. Made
    anew each call: a caller that determinises often (the expert's search) makes it once and passes it on."""
    ids: list[tuple[str, str]] = [(kind, key) for kind, key in cards.resource_deck()]
    ids += [("cadence", key) for key in cards.cadence_deck()]
    home: dict[int, int] = {}
    for s in range(3 if num_seats == 1 else num_seats):
        for key in cards.desert_stack():
            home[len(ids)] = s
            ids.append(("unit", key))
    return tuple(ids), home


def _ref(where: tuple) -> tuple:
    return tuple(where[:3]) if where[0] == "cadre" else ("desert", where[1])


def determinise(cards: CardData, view: KheduView, rng: random.Random, layout: Layout | None = None) -> KheduState:
    """One full state consistent with `view` (seen by `view.viewer`), hidden cards and dice drawn from rng.
    `layout`: card_layout(cards, view.num_seats) when the caller keeps it (never changed here), else made here."""
    me = view.viewer
    assert me is not None, "the expert needs a seat's view"
    ids, home = card_layout(cards, view.num_seats) if layout is None else layout
    seen: set[int] = set()
    desert = [[Unit(u.card, u.honor) for u in st.units] for st in view.desert]
    for st in desert:
        seen.update(u.card for u in st)
    players: list[Player] = []
    for pv in view.players:
        p = Player(clan=pv.clan, lp=pv.legacy_points, influence=pv.influence, achievements=list(pv.achievements),
                   meditated_last=pv.meditated_last, exhausted=pv.exhausted, last_turn=pv.last_turn,
                   turns_taken=pv.turns_taken, lms_turns=pv.lms_turns_left)
        p.cadre = [Unit(u.card, u.honor) if u is not None else None for u in pv.cadre]
        seen.update(u.card for u in p.cadre if u is not None)
        p.ensemble = [EnsembleSlot(c.card, c.face_up, c.eternal) if c.occupied else EnsembleSlot()
                      for c in pv.ensemble]
        seen.update(c.card for c in pv.ensemble if c.card is not None)
        if pv.hand is not None:
            p.hand = [h.card for h in pv.hand]
            seen.update(p.hand)
        if pv.exhausted:
            p.bonus_score = pv.score - pv.legacy_points  # retiring heroes' bonus, already counted in score
        # Rahala's first placement brings Honor: still waiting while no Influence was ever spent
        p.rahala_bonus = pv.clan == "Rahala" and pv.influence == 3 and (pv.turns_taken > 0 or view.current == pv.seat)
        players.append(p)
    if view.phase == "opening" and view.opening_cadences:
        players[me].opening = [c.card for c in view.opening_cadences if c.card is not None]
        seen.update(players[me].opening)
    # Resource cards in no visible place: the others' hands and the deck.
    unseen_res = [c for c, (kind, _) in enumerate(ids) if kind != "cadence" and c not in seen and c not in home]
    rng.shuffle(unseen_res)
    for s, pv in enumerate(view.players):
        if s != me and pv.hand is None:
            players[s].hand, unseen_res = unseen_res[:pv.hand_count], unseen_res[pv.hand_count:]
    deck = unseen_res
    # Cadences not seen by id: named ones (woken Desert Cadences) first, then the hidden places.
    unseen_cad = [c for c, (kind, _) in enumerate(ids) if kind == "cadence" and c not in seen]
    rng.shuffle(unseen_cad)

    def take(key: str | None) -> int:
        for i, c in enumerate(unseen_cad):
            if key is None or ids[c][1] == key:
                return unseen_cad.pop(i)
        return unseen_cad.pop(0)  # a view from another engine: any Cadence will do

    desert_cadences: list[DesertCadence] = []
    woken: dict[str, list[int]] = {}
    for st in view.desert:
        dc = st.cadence
        if dc is not None and dc.flipped:
            card = take(dc.key)
            desert_cadences.append(DesertCadence(card, st.index, True, dc.bound))
            woken.setdefault(ids[card][1], []).append(card)
    for st in view.desert:
        dc = st.cadence
        if dc is not None and not dc.flipped:
            desert_cadences.append(DesertCadence(take(None), st.index))
    desert_cadences.sort(key=lambda d: d.stack)
    for s, pv in enumerate(view.players):
        for c, slot in zip(pv.ensemble, players[s].ensemble, strict=True):
            if c.occupied and c.card is None:
                slot.card = take(None)
    state = KheduState(
        num_seats=view.num_seats, cards=ids, home=dict(home), rng=random.Random(rng.getrandbits(64)),
        players=players, deck=deck, cadence_deck=unseen_cad, desert=desert, desert_cadences=desert_cadences,
        first_player=view.current, current=view.current, phase=view.phase, opening_step=view.opening_step,
        turn_mode=view.turn_mode, turns_completed=view.turns_completed, max_turns=view.max_turns,
        meditations=sum(1 for d in desert_cadences if d.flipped),
    )
    state.log = TurnLog(attacks=view.turn_attacks, wins=view.turn_wins, placed=view.placed_this_turn,
                        rally=view.rally_discount, med_done=list(view.meditation_done))
    if view.combat is not None:
        state.combat = _combat(view, state, woken)
    return state


def _combat(view: KheduView, state: KheduState, woken: dict[str, list[int]]) -> Combat:
    cv = view.combat
    assert cv is not None
    a_ref, d_ref = _ref(cv.attacker.where), _ref(cv.defender.where)
    c = Combat(cv.instigator, a_ref, d_ref, cv.attacker.card, cv.defender.card, cv.scenario, cv.to_pay, cv.step)
    used: set[int] = set()
    for seat, key, _name, _kind, eternal in cv.cadences:
        # a sung Cadence stays face up in its place until the combat ends
        for slot in state.players[seat].ensemble:
            if slot.card is not None and slot.card not in used and slot.face_up and slot.eternal == eternal \
                    and state.cards[slot.card][1] == key:
                used.add(slot.card)
                c.played.append((seat, slot.card, eternal))
                break
    for key in cv.desert_cadences:
        c.desert_cadences.append(woken[key][0])
    c.order = [s for s in q.order_from(state, cv.instigator) if not state.players[s].exhausted]
    if cv.answering_seat is not None and cv.answering_seat in c.order:
        c.pos = c.order.index(cv.answering_seat)
    c.played_this_round = bool(c.played)  # unknown from the view: another round only costs a quiet pass
    c.dice = tuple(cv.dice)
    c.choices = dict(cv.choices)
    if cv.step == "reward":
        c.reward_seat, c.reward_value = cv.reward_seat, cv.reward_value
        att = q.unit_at(state, a_ref)
        mine = a_ref[0] == "cadre" and a_ref[1] == cv.reward_seat and att is not None and att.card == cv.attacker.card
        c.winner = a_ref if mine else d_ref
    return c
