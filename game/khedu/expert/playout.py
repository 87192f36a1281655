"""The expert's play-outs: the rest of a match played by the hard AI in every seat, made cheap.

A play-out decides exactly as the hard AI would, but the moves whose choice needs no view (the only
legal move, the cards paid for an activation, the equal-dice choices) are taken straight from the state,
and the views it does build are lean: every field the hard AI reads, as `build_view` makes it, and
none of the rest (the equal-dice details), with unit and card views reused from a memo per
play-out, since views are most of the cost of a move. The tests check that a play-out plays exactly the
hard AI's match.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.khedu import card_worth
from baraza.game.khedu import queries as q
from baraza.game.khedu.ai import KheduAgent
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.state import KheduState, Unit
from baraza.game.khedu.views import (
    CardView,
    CombatView,
    DesertCadenceView,
    DesertStackView,
    KheduView,
    PlayerView,
    _cadence_view,
    unit_view,
)

PLAYOUT_CAP = 3000  # actions a play-out may take before it is scored as it stands (a guard)


def _keep_value(cards: CardData, state: KheduState, seat: int, card: int) -> float:
    """The hard AI's value of keeping a hand card (KheduAgent._card_keep_value), read from the state."""
    p = state.players[seat]
    kind, key = state.cards[card]
    cost = cards.commands[key].cost if kind == "command" else cards.units[key].cost if key in cards.units else 0
    return card_worth.keep_value(p.clan, p.lp, p.influence, any(u is None for u in p.cadre), kind, key, cost)


def quick_move(cards: CardData, state: KheduState, seat: int, legal: list[Action]) -> Action | None:
    """The hard AI's move when it needs no view (None: ask the AI)."""
    if len(legal) == 1:
        return legal[0]
    c = state.combat
    if c is None:
        return None
    if c.step == "pay":
        return min(legal, key=lambda a: (_keep_value(cards, state, seat, a.args[0]), a.args[0]))
    if c.step == "adjust":
        if c.attacker[:2] != ("cadre", seat):
            return None  # a fight it provoked: it may play for the defender (its own hero); the AI weighs that
        hi = max(c.dice)
        for a in legal:
            if a.kind == "adjust" and a.args[1] == "high" and a.args[0] != hi:
                return a
        return Action("resolve")
    return None


def play_out(rules: Any, state: KheduState, players: list[KheduAgent]) -> KheduState:
    """Play `state` to its end (or PLAYOUT_CAP actions) with `players[seat]` deciding for each seat."""
    cards = rules.data
    memo: dict = {}
    steps = 0
    while state.phase != "over" and steps < PLAYOUT_CAP:
        s = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, s)
        a = quick_move(cards, state, s, legal)
        if a is None:
            a = players[s].choose(rules, lean_view(cards, state, s, memo), s, legal)
        rules.apply(state, s, a)
        steps += 1
    return state


def _hand_card(cards: CardData, state: KheduState, c: int) -> CardView:
    kind, key = state.cards[c]
    if kind == "unit":
        u = cards.units[key]
        return CardView(c, kind, key, u.name, u.cost, "")
    cmd = cards.commands[key]
    return CardView(c, kind, key, cmd.name, cmd.cost, "")


def lean_view(cards: CardData, state: KheduState, seat: int, memo: dict) -> KheduView:
    """`build_view` for the hard AI in a play-out: the fields it reads, the others empty or zero."""
    players = []
    for s, p in enumerate(state.players):
        hand = None
        if s == seat:
            hand = tuple(memo.get(("hand", c)) or memo.setdefault(("hand", c), _hand_card(cards, state, c))
                         for c in p.hand)
        ens = []
        for i, sl in enumerate(p.ensemble):
            key = ("ens", i, sl.card, sl.face_up, sl.eternal, s == seat)
            got = memo.get(key)
            if got is None:
                got = memo[key] = _cadence_view(cards, state, i, sl.card, sl.face_up, sl.eternal, s == seat)
            ens.append(got)
        cadre = tuple(unit_view(cards, state, u, ("cadre", s, i), memo) if u is not None else None
                      for i, u in enumerate(p.cadre))
        players.append(PlayerView(
            s, "", p.clan, p.lp, p.influence, len(p.hand), hand, tuple(ens), cadre, tuple(p.achievements),
            p.eternals() >= 1, p.meditated_last, p.exhausted, p.last_turn, p.turns_taken, p.lms_turns,
            q.final_score(cards, state, s)))  # the AI weighs ending its game by the score (ai_ending)
    desert = []
    for i, stack in enumerate(state.desert):
        dcv = None
        for dc in state.desert_cadences:
            if dc.stack == i and dc.flipped:
                cad = cards.cadences[state.cards[dc.card][1]]
                dcv = DesertCadenceView(i, True, cad.key, cad.name, cad.kind, dc.bound)
        desert.append(DesertStackView(
            i, tuple(unit_view(cards, state, u, ("desert", i, d), memo) for d, u in enumerate(stack)), dcv))
    combat = None
    c = state.combat
    if c is not None:
        au, du = q.unit_at(state, c.attacker), q.unit_at(state, c.defender)
        au = au if au is not None and au.card == c.attacker_card else Unit(c.attacker_card)
        du = du if du is not None and du.card == c.defender_card else Unit(c.defender_card)
        dice_n, bonus, defence = q.combat_numbers(cards, state)
        a_where = c.attacker if c.attacker[0] == "cadre" else ("desert", c.attacker[1], 0)
        d_where = c.defender if c.defender[0] == "cadre" else ("desert", c.defender[1], 0)
        combat = CombatView(
            c.step, c.instigator, c.scenario, unit_view(cards, state, au, a_where, memo),
            unit_view(cards, state, du, d_where, memo), c.to_pay, (), (), None, dice_n, bonus, defence,
            win_probability(dice_n, bonus, defence), tuple(c.dice), (), (), (), 0, (), 0,
            c.reward_seat if c.step == "reward" else None, c.reward_value)
    opening: tuple = ()
    if state.phase == "opening":
        opening = tuple(_cadence_view(cards, state, i, card, False, False, True)
                        for i, card in enumerate(state.players[seat].opening))
    return KheduView(
        seat, state.num_seats, state.num_seats == 1, state.phase, state.opening_step, opening, state.current, (),
        state.turn_mode, tuple(state.log.med_done), state.log.attacks, state.log.wins, state.log.placed,
        state.log.rally, 0, tuple(players), tuple(desert), len(state.deck), len(state.cadence_deck), combat,
        state.turns_completed, state.max_turns, False, (), (), None)
