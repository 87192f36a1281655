"""Questions about a Khedu state that change nothing: units and their cards, costs, combat numbers, whose
move it is, scores. The rules, the views and the achievements all ask these; none of them calls back
into the rules object.
"""

from __future__ import annotations

from baraza.game.core.rules import MatchResult
from baraza.game.khedu.cards import CardData, UnitDef
from baraza.game.khedu.constants import PASS_WITH_HERO, PASS_WITHOUT_HERO
from baraza.game.khedu.dice import MAX_DICE, win_probability
from baraza.game.khedu.state import Combat, KheduState, Player, Ref, Unit


def order_from(state: KheduState, seat: int) -> list[int]:
    """Every seat once, in turn order, starting with `seat`."""
    n = state.num_seats
    return [(seat + i) % n for i in range(n)]


def unit_def(cards: CardData, state: KheduState, card: int) -> UnitDef:
    return cards.units[state.cards[card][1]]


def card_name(cards: CardData, state: KheduState, card: int) -> str:
    kind, key = state.cards[card]
    if kind == "unit":
        return cards.units[key].name
    if kind == "command":
        return cards.commands[key].name
    return cards.cadences[key].name


def unit_at(state: KheduState, ref: Ref) -> Unit | None:
    """The unit at a place: the exposed top of a Desert stack, or a Cadre slot."""
    if ref[0] == "desert":
        stack = state.desert[ref[1]]
        return stack[0] if stack else None
    return state.players[ref[1]].cadre[ref[2]]


def in_play(state: KheduState) -> list[Unit]:
    """Exposed Desert units and every hero in a Cadre."""
    units = [stack[0] for stack in state.desert if stack]
    for p in state.players:
        units += [u for u in p.cadre if u is not None]
    return units


def count_in_play(cards: CardData, state: KheduState, denomination: str) -> int:
    return sum(1 for u in in_play(state) if unit_def(cards, state, u.card).denomination == denomination)


def aligned(cards: CardData, state: KheduState, seat: int, card: int) -> bool:
    """The unit belongs to the seat's clan (its Honor counts for the seat's score)."""
    return unit_def(cards, state, card).denomination == state.players[seat].clan


def cadre_honor(p: Player) -> int:
    return sum(u.honor for u in p.cadre if u is not None)


def activation_cost(cards: CardData, state: KheduState, seat: int, ref: Ref) -> int:
    """Cards to discard to activate the unit at `ref` for `seat`, auras included."""
    unit = unit_at(state, ref)
    assert unit is not None
    d = unit_def(cards, state, unit.card)
    cost = d.cost
    p = state.players[seat]
    if p.clan == "Hadimi" and d.denomination == "Hadimi" and count_in_play(cards, state, "Hadimi") >= 2:
        cost = min(cost, 2)
    if p.clan == "Oadhii" and ref[0] == "desert" and p.eternals() >= 2:
        cost = min(cost, 2)
    if seat == state.current:
        cost = max(0, cost - state.log.rally)  # Rallying Call discounts the next attack
    return cost


def combat_numbers(cards: CardData, state: KheduState, combat: Combat | None = None) -> tuple[int, int, int]:
    """(attack dice, flat bonus, defence) for a combat with every Cadence and aura counted so far."""
    c = combat or state.combat
    assert c is not None
    a = unit_def(cards, state, c.attacker_card)
    d = unit_def(cards, state, c.defender_card)
    dice, bonus, defence = a.dice, 0, d.defence
    cads = [cards.cadences[state.cards[card][1]] for _, card, _ in c.played]
    cads += [cards.cadences[state.cards[card][1]] for card in c.desert_cadences]
    for cad in cads:
        dice += cad.dice
        bonus += cad.bonus
        defence += cad.defence
    inst = state.players[c.instigator]
    if inst.clan == "Wuqri" and a.denomination == "Wuqri" and inst.eternals() == 0:
        bonus += 3  # Okavian Aura
    if c.defender[0] == "cadre" and d.denomination == "Rahala":
        owner = state.players[c.defender[1]]
        if owner.clan == "Rahala" and count_in_play(cards, state, "Rahala") >= 2:
            defence += 4  # Rahala Aura
    return max(1, min(MAX_DICE, dice)), bonus, defence


def win_chance(cards: CardData, state: KheduState) -> float:
    dice, bonus, defence = combat_numbers(cards, state)
    return win_probability(dice, bonus, defence)


def active_seats(state: KheduState) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    c = state.combat
    if state.phase == "combat" and c is not None:
        if c.step == "cadences":
            return (c.order[c.pos],)
        if c.step == "reward":
            return (c.reward_seat,) if c.reward_seat is not None else ()
        return (c.instigator,)
    return (state.current,)


def pass_cost(state: KheduState, seat: int) -> int:
    """Legacy points a pass costs: less with a hero in the Cadre."""
    p = state.players[seat]
    return PASS_WITH_HERO if any(u is not None for u in p.cadre) else PASS_WITHOUT_HERO


def exposed(state: KheduState) -> list[Ref]:
    """Every place whose unit may attack or be attacked."""
    refs: list[Ref] = [("desert", i) for i, st in enumerate(state.desert) if st]
    for s, q in enumerate(state.players):
        if not q.exhausted:
            refs += [("cadre", s, i) for i, u in enumerate(q.cadre) if u is not None]
    return refs


def attack_pairs(cards: CardData, state: KheduState, seat: int) -> list[tuple[Ref, Ref, str]]:
    """Every (attacker, defender, scenario) `seat` may declare, hand size ignored."""
    places = exposed(state)
    pairs: list[tuple[Ref, Ref, str]] = []
    for ref in places:
        unit = unit_at(state, ref)
        assert unit is not None
        d = unit_def(cards, state, unit.card)
        if ref[0] == "cadre" and ref[1] == seat:
            for target in places:
                if target[0] == "desert":
                    pairs.append((ref, target, "cadre_vs_desert"))
                elif d.infiltrating and target[1] != seat:
                    pairs.append((ref, target, "infiltration"))
        elif ref[0] == "desert" or d.infiltrating:
            for target in places:
                if target != ref:
                    pairs.append((ref, target, "provocation"))
    return pairs


def playable_cadences(state: KheduState, seat: int) -> list[int]:
    """Ensemble places whose Cadence `seat` may add to the current combat."""
    c = state.combat
    assert c is not None
    p = state.players[seat]
    involved = any(ref[0] == "cadre" and ref[1] == seat for ref in (c.attacker, c.defender))
    used = {card for _, card, _ in c.played}
    out = []
    for i, s in enumerate(p.ensemble):
        if s.card is None or s.card in used:
            continue
        if s.eternal and not involved:
            continue  # an Eternal Cadence serves only combats of your own Cadre
        out.append(i)
    return out


def final_score(cards: CardData, state: KheduState, seat: int) -> int:
    """Legacy points plus Honor on the seat's clan heroes (fixed once the seat has left the song)."""
    p = state.players[seat]
    if p.exhausted:
        return p.lp + p.bonus_score
    return p.lp + sum(u.honor for u in p.cadre if u is not None and aligned(cards, state, seat, u.card))


def result(cards: CardData, state: KheduState) -> MatchResult:
    scores = tuple(float(final_score(cards, state, s)) for s in range(state.num_seats))
    if state.phase != "over":
        return MatchResult((), scores, "")
    best = max(scores)
    winners = tuple(i for i, s in enumerate(scores) if s == best)
    if state.num_seats > 1 and len(winners) == state.num_seats:
        winners = ()  # everyone level: a draw
    return MatchResult(winners, scores, state.end_reason)


def score_key(cards: CardData, state: KheduState) -> tuple[str, int]:
    """(clan, final score) of seat 0: the solo high-score table's key."""
    return state.players[0].clan, final_score(cards, state, 0)


def score_parts(cards: CardData, state: KheduState, seat: int = 0) -> list[tuple[str, int]]:
    """Where the seat's score comes from, summing to `final_score`: Legacy points from play (combat rewards,
    less passes and Commands), from achievements, Honor on clan heroes, and ascensions to Khana."""
    p = state.players[seat]
    earned = sum(cards.achievements[k].lp for k in p.achievements if k in cards.achievements)
    heroes = final_score(cards, state, seat) - p.lp
    ascensions = p.ascension_score if p.exhausted else 0
    return [("Legacy from play", p.lp - earned), ("Achievements", earned), ("Heroes' Honor", heroes - ascensions),
            ("Ascensions", ascensions)]
