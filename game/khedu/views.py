"""What one seat may see in Khedu. The UI and the AI are written against these dataclasses only.

Hidden: other players' hands and face-down Cadences (counts only), the order of the Resource and
Cadence decks, and the solo Desert Cadences that are still face down. The Desert is face up.
"""

from __future__ import annotations

from dataclasses import dataclass

from baraza.game.khedu import odds
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.dice import adjusted_dice, best_choices, equal_sets, win_probability
from baraza.game.khedu.state import KheduState, Unit


@dataclass(frozen=True, slots=True)
class UnitView:
    card: int  # card id (stable for the whole match)
    key: str
    name: str
    denomination: str
    cost: int  # printed discard activation cost
    dice: int
    defence: int  # printed defence (auras and Cadences are in CombatView)
    reward: int
    infiltrating: bool
    khana: bool
    honor: int  # Honor tokens stacked on it
    where: tuple  # ("desert", stack, depth) or ("cadre", seat, slot)


@dataclass(frozen=True, slots=True)
class CardView:
    """A card in the viewer's own hand."""

    card: int
    kind: str  # "unit" | "command"
    key: str
    name: str
    cost: int  # unit: discard cost; command: Legacy point cost
    text: str


@dataclass(frozen=True, slots=True)
class CadenceView:
    slot: int  # Ensemble place 0..3
    occupied: bool  # False: the place is empty (its Cadence was used)
    card: int | None  # None when empty or hidden
    key: str | None  # None when face down and not the viewer's own
    name: str | None
    kind: str | None  # "offensive" | "defensive"
    face_up: bool
    eternal: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    name: str
    clan: str
    legacy_points: int
    influence: int
    hand_count: int
    hand: tuple[CardView, ...] | None  # only for the viewer's own seat
    ensemble: tuple[CadenceView, ...]
    cadre: tuple[UnitView | None, ...]  # two slots
    achievements: tuple[str, ...]  # achievement keys earned
    clan_unlocked: bool  # owns an Eternal Cadence: clan achievements count
    meditated_last: bool  # may not meditate this turn
    exhausted: bool  # out of the game
    last_turn: bool
    turns_taken: int
    lms_turns_left: int | None
    score: int  # final score if exhausted, else Legacy points + Honor on aligned heroes


@dataclass(frozen=True, slots=True)
class DesertCadenceView:
    stack: int
    flipped: bool
    key: str | None  # None while face down
    name: str | None
    kind: str | None
    bound: str  # denomination it sings for ("" while face down)


@dataclass(frozen=True, slots=True)
class DesertStackView:
    index: int
    units: tuple[UnitView, ...]  # top (exposed) first; the Desert is face up
    cadence: DesertCadenceView | None  # solo only


@dataclass(frozen=True, slots=True)
class CombatView:
    step: str  # "pay" | "cadences" | "roll" | "adjust" | "reward"
    instigator: int
    scenario: str  # "cadre_vs_desert" | "infiltration" | "provocation"
    attacker: UnitView
    defender: UnitView
    to_pay: int  # cards still to discard
    cadences: tuple[tuple[int, str, str, str, bool], ...]  # (seat, key, name, kind, eternal) played so far
    desert_cadences: tuple[str, ...]  # solo Desert Cadence keys that apply
    answering_seat: int | None  # whose answer the Cadence window waits for
    attack_dice: int
    bonus: int
    defence: int  # with Cadences and auras
    win_probability: float  # exact, before the roll, the equal dice moved the instigator's way (odds.dice_lowered)
    dice: tuple[int, ...]  # natural roll (empty before the roll)
    equal_sets: tuple[int, ...]  # faces the equal-dice rule may move
    choices: tuple[tuple[int, str], ...]  # (face, "high"|"low") chosen so far
    adjusted: tuple[int, ...]  # dice after the choices
    total: int  # adjusted sum + bonus
    best_choices: tuple[tuple[int, str], ...]  # what maximises the total
    best_total: int
    reward_seat: int | None  # who picks LP or Honor (step "reward")
    reward_value: int


@dataclass(frozen=True, slots=True)
class KheduView:
    viewer: int | None  # None: spectator
    num_seats: int
    solo: bool
    phase: str  # "opening" | "turn" | "meditation" | "bind" | "combat" | "over"
    opening_step: str  # "reveal" | "discard" (phase "opening")
    opening_cadences: tuple[CadenceView, ...]  # the viewer's five dealt Cadences while choosing
    current: int  # whose turn it is
    active_seats: tuple[int, ...]
    turn_mode: str | None  # None (not chosen yet) | "action" | "meditation" | "pass" | "end_run"
    meditation_done: tuple[str, ...]  # meditation options used this turn
    turn_attacks: int
    turn_wins: int
    placed_this_turn: bool
    rally_discount: int  # Rallying Call: cards off the next attack's activation cost
    pass_cost: int  # LP the current player pays to pass (3 with a hero, 5 without)
    players: tuple[PlayerView, ...]
    desert: tuple[DesertStackView, ...]
    resource_deck_count: int
    cadence_deck_count: int
    combat: CombatView | None
    turns_completed: int
    max_turns: int
    is_over: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    score_key: tuple[str, int] | None  # solo: (clan, final score) once over

    def attack_win_chance(self, seat: int, att_ref: tuple, def_ref: tuple, eternal: bool = False) -> float:
        """The chance that an attack `seat` declares now wins, before any Cadence is sung, as the fight's panel will
        show it (auras, woken Desert Cadences); with `eternal`, once the seat's Eternal Cadences, free to sing in
        its Cadre's fights, are sung (odds.py). The table warns with the first (a tester was warned of 77 %, then
        the fight showed 26 %)."""
        return odds.attack_odds(self, seat, tuple(att_ref), tuple(def_ref), eternal)[1]


def unit_view(cards: CardData, state: KheduState, unit: Unit, where: tuple, memo: dict | None = None) -> UnitView:
    if memo is not None:  # play-outs build many views of one table: unchanged units are reused
        key = (unit.card, unit.honor, where)
        got = memo.get(key)
        if got is None:
            got = memo[key] = unit_view(cards, state, unit, where)
        return got
    d = q.unit_def(cards, state, unit.card)
    return UnitView(unit.card, d.key, d.name, d.denomination, d.cost, d.dice, d.defence, d.reward,
                    d.infiltrating, d.khana, unit.honor, where)


def _cadence_view(cards: CardData, state: KheduState, slot: int, card: int | None, face_up: bool,
                  eternal: bool, visible: bool) -> CadenceView:
    if card is None:
        return CadenceView(slot, False, None, None, None, None, False, False)
    if not (visible or face_up):
        return CadenceView(slot, True, None, None, None, None, False, eternal)
    cad = cards.cadences[state.cards[card][1]]
    return CadenceView(slot, True, card, cad.key, cad.name, cad.kind, face_up, eternal)


def build_view(cards: CardData, state: KheduState, seat: int | None, memo: dict | None = None) -> KheduView:
    """What `seat` sees (None: a spectator). `memo` (optional, owned by the caller) keeps unit views between
    calls on states of one match, the expert's play-outs build thousands."""
    players = []
    for s, p in enumerate(state.players):
        own = seat == s
        hand = None
        if own:
            in_hand: list[CardView] = []
            for c in p.hand:
                kind, key = state.cards[c]
                if kind == "unit":
                    u = cards.units[key]
                    in_hand.append(CardView(c, kind, key, u.name, u.cost,
                                          f"{u.denomination}: {u.dice} {'die' if u.dice == 1 else 'dice'}, defence {u.defence}, reward {u.reward}"))
                else:
                    cmd = cards.commands[key]
                    in_hand.append(CardView(c, kind, key, cmd.name, cmd.cost, cmd.text))
            hand = tuple(in_hand)
        ens = tuple(_cadence_view(cards, state, i, sl.card, sl.face_up, sl.eternal, own)
                    for i, sl in enumerate(p.ensemble))
        cadre = tuple(unit_view(cards, state, u, ("cadre", s, i), memo) if u is not None else None
                      for i, u in enumerate(p.cadre))
        players.append(PlayerView(
            s, f"Player {s + 1}", p.clan, p.lp, p.influence, len(p.hand), hand, ens, cadre,
            tuple(p.achievements), p.eternals() >= 1, p.meditated_last, p.exhausted, p.last_turn,
            p.turns_taken, p.lms_turns, q.final_score(cards, state, s),
        ))
    desert = []
    for i, stack in enumerate(state.desert):
        dcv = None
        for dc in state.desert_cadences:
            if dc.stack == i:
                if dc.flipped:
                    cad = cards.cadences[state.cards[dc.card][1]]
                    dcv = DesertCadenceView(i, True, cad.key, cad.name, cad.kind, dc.bound)
                else:
                    dcv = DesertCadenceView(i, False, None, None, None, "")
        desert.append(DesertStackView(
            i, tuple(unit_view(cards, state, u, ("desert", i, depth), memo) for depth, u in enumerate(stack)), dcv))
    combat = None
    c = state.combat
    if c is not None:
        # after the result the defeated unit has left its place: show it from its card
        au = q.unit_at(state, c.attacker)
        du = q.unit_at(state, c.defender)
        au = au if au is not None and au.card == c.attacker_card else Unit(c.attacker_card)
        du = du if du is not None and du.card == c.defender_card else Unit(c.defender_card)
        dice_n, bonus, defence = q.combat_numbers(cards, state)
        adj = adjusted_dice(c.dice, c.choices) if c.dice else []
        best = best_choices(c.dice) if c.dice else {}
        played = []
        for s, card, eternal in c.played:
            cad = cards.cadences[state.cards[card][1]]
            played.append((s, cad.key, cad.name, cad.kind, eternal))
        a_where = c.attacker if c.attacker[0] == "cadre" else ("desert", c.attacker[1], 0)
        d_where = c.defender if c.defender[0] == "cadre" else ("desert", c.defender[1], 0)
        combat = CombatView(
            c.step, c.instigator, c.scenario, unit_view(cards, state, au, a_where),
            unit_view(cards, state, du, d_where), c.to_pay, tuple(played),
            tuple(state.cards[x][1] for x in c.desert_cadences),
            c.order[c.pos] if c.step == "cadences" else None,
            # the instigator moves the equal dice its way: a fight provoked at its own hero is played low
            dice_n, bonus, defence, win_probability(dice_n, bonus, defence,
                                                    odds.dice_lowered(c.instigator, c.attacker, c.defender)),
            tuple(c.dice), tuple(equal_sets(c.dice)) if c.dice else (),
            tuple(sorted(c.choices.items())), tuple(adj), (sum(adj) + bonus) if c.dice else 0,
            tuple(sorted(best.items())), (sum(adjusted_dice(c.dice, best)) + bonus) if c.dice else 0,
            c.reward_seat if c.step == "reward" else None, c.reward_value,
        )
    opening: tuple[CadenceView, ...] = ()
    if seat is not None and state.phase == "opening":
        opening = tuple(_cadence_view(cards, state, i, card, False, False, True)
                        for i, card in enumerate(state.players[seat].opening))
    over = state.phase == "over"
    res = q.result(cards, state)
    return KheduView(
        seat, state.num_seats, state.num_seats == 1, state.phase, state.opening_step, opening, state.current,
        q.active_seats(state), state.turn_mode, tuple(state.log.med_done), state.log.attacks,
        state.log.wins, state.log.placed, state.log.rally,
        q.pass_cost(state, state.current), tuple(players), tuple(desert), len(state.deck),
        len(state.cadence_deck), combat, state.turns_completed, state.max_turns, over,
        tuple(int(x) for x in res.scores), tuple(res.winners),
        q.score_key(cards, state) if over and state.num_seats == 1 else None,
    )
