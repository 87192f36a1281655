"""Which Khedu moves a seat may make now, phase by phase (identical copies of a card give one move)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.constants import ETERNAL_COST
from baraza.game.khedu.dice import equal_sets
from baraza.game.khedu.state import KheduState


def legal_actions(cards: CardData, state: KheduState, seat: int) -> list[Action]:
    """The moves `seat` may make now ([] when it is not that seat's move)."""
    if seat not in q.active_seats(state):
        return []
    p = state.players[seat]
    if state.phase == "opening":
        kind = "reveal_cadence" if state.opening_step == "reveal" else "discard_cadence"
        return [Action(kind, (c,)) for c in p.opening]
    if state.phase == "bind":
        return [
            Action("bind_cadence", (dc.stack,))
            for dc in state.desert_cadences
            if not dc.flipped and state.desert[dc.stack]
        ]
    if state.phase == "combat":
        return combat_actions(cards, state, seat)
    if state.phase == "meditation":
        return meditation_actions(cards, state, seat)
    # phase "turn"
    acts = action_turn_actions(cards, state, seat)
    if state.turn_mode == "action":
        return acts + [Action("end_turn")]
    if not p.meditated_last:
        acts.append(Action("meditate"))
    if p.lp >= q.pass_cost(state, seat):
        acts.append(Action("pass"))
    if not acts:
        acts.append(Action("pass"))  # nothing at all is possible: a free pass (see the docs)
    if state.num_seats == 1 and all(u is not None for u in p.cadre):
        # solo, the Cadre full: no slot to spend the last Influence in, the rules' own end; stop here, the score as
        # it stands (docs: Interpretations)
        acts.append(Action("end_run"))
    return acts


def action_turn_actions(cards: CardData, state: KheduState, seat: int) -> list[Action]:
    p = state.players[seat]
    acts: list[Action] = []
    clan_units = cards.clans[p.clan].units
    if p.influence > 0 and not state.log.placed:
        seen: set[str] = set()
        for card in p.hand:
            kind, key = state.cards[card]
            if kind == "unit" and key in clan_units and key not in seen:
                seen.add(key)  # identical copies give the same move: offer the first
                for slot in range(2):
                    if p.cadre[slot] is None:  # each unit in its own slot: only empty ones
                        acts.append(Action("place", (card, slot)))
    acts += attack_actions(cards, state, seat)
    acts += command_actions(cards, state, seat)
    return acts


def attack_actions(cards: CardData, state: KheduState, seat: int) -> list[Action]:
    hand = len(state.players[seat].hand)
    return [
        Action("attack", (a, d))
        for a, d, _ in q.attack_pairs(cards, state, seat)
        if q.activation_cost(cards, state, seat, a) <= hand
    ]


def command_actions(cards: CardData, state: KheduState, seat: int) -> list[Action]:
    p = state.players[seat]
    acts: list[Action] = []
    seen: set[str] = set()
    stacks = range(len(state.desert))
    for card in p.hand:
        kind, key = state.cards[card]
        if kind != "command" or key in seen:
            continue
        seen.add(key)
        cmd = cards.commands[key]
        if p.lp < cmd.cost:
            continue
        if cmd.effect == "allure":
            acts += [
                Action("command", (card, a, b)) for a in stacks for b in stacks if a != b and state.desert[a]
            ]
        elif cmd.effect == "betrayal":
            acts += [Action("command", (card, a)) for a in stacks if state.desert[a] and state.desert[a][0].honor]
        elif cmd.effect == "sandstorm":
            acts += [Action("command", (card, a)) for a in stacks if len(state.desert[a]) >= 2]
        elif cmd.effect == "caravan":
            if state.deck:
                acts.append(Action("command", (card,)))
        elif cmd.effect == "rally":
            acts.append(Action("command", (card,)))
        elif cmd.effect == "exchange":
            for ts, q in enumerate(state.players):
                if q.exhausted:
                    continue
                for tslot, u in enumerate(q.cadre):
                    if u is None:
                        continue
                    acts += [Action("command", (card, ts, tslot, "desert", a)) for a in stacks if state.desert[a]]
                    if ts != seat:
                        acts += [
                            Action("command", (card, ts, tslot, "cadre", m))
                            for m, mine in enumerate(p.cadre)
                            if mine is not None
                        ]
    return acts


def meditation_actions(cards: CardData, state: KheduState, seat: int) -> list[Action]:
    p = state.players[seat]
    done = state.log.med_done
    acts: list[Action] = []
    if "replenish" not in done and state.cadence_deck and any(s.card is None for s in p.ensemble):
        acts.append(Action("med_replenish"))
    if "eternal" not in done and q.cadre_honor(p) >= ETERNAL_COST:
        acts += [
            Action("med_eternal", (i,))
            for i, s in enumerate(p.ensemble)
            if s.card is not None and not s.eternal
        ]
    if "clan" not in done:
        if p.clan in ("Hadimi", "Wuqri"):
            acts.append(Action("med_clan", ()))
        elif p.clan == "Oadhii":
            acts += [Action("med_clan", (i,)) for i, st in enumerate(state.desert) if len(st) >= 2]
        else:
            acts += [Action("med_clan", (i,)) for i, u in enumerate(p.cadre) if u is not None]
    if "redraw" not in done:
        acts.append(Action("med_redraw"))
    if done:
        acts.append(Action("end_turn"))
    return acts


def combat_actions(cards: CardData, state: KheduState, seat: int) -> list[Action]:
    c = state.combat
    assert c is not None
    p = state.players[seat]
    if c.step == "pay":
        seen: set[tuple[str, str]] = set()
        acts = []
        for card in p.hand:
            if state.cards[card] not in seen:  # identical cards are the same choice
                seen.add(state.cards[card])
                acts.append(Action("pay", (card,)))
        return acts
    if c.step == "cadences":
        return [Action("cadence", (i,)) for i in q.playable_cadences(state, seat)] + [Action("cadence_done")]
    if c.step == "roll":
        return [Action("roll")]
    if c.step == "adjust":
        hi, lo = max(c.dice), min(c.dice)
        acts = []
        for v in equal_sets(c.dice):
            if v in c.choices:
                continue
            if v != hi:
                acts.append(Action("adjust", (v, "high")))
            if v != lo:
                acts.append(Action("adjust", (v, "low")))
        return acts + [Action("resolve")]
    if c.step == "reward":
        return [Action("reward", ("lp",)), Action("reward", ("honor",))]
    return []
