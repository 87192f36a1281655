"""A Khedu combat from declaration to reward: paying the activation, the Cadence window, the roll, the
equal-dice choices, the result, the reward and the clean-up."""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.khedu import achievements as ach
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.describe import provocation_why
from baraza.game.khedu.dice import adjusted_dice, best_choices, equal_sets, win_probability
from baraza.game.khedu.legal import combat_actions
from baraza.game.khedu.state import Combat, KheduState, Ref, Unit
from baraza.game.khedu.turns import commit_action_turn, to_resource_bottom


def do_attack(cards: CardData, state: KheduState, seat: int, attacker: Ref, defender: Ref) -> list[Event]:
    """Declare a combat; with nothing to pay, the Cadence window opens at once."""
    commit_action_turn(state)
    scenario = next(s for a, d, s in q.attack_pairs(cards, state, seat) if a == attacker and d == defender)
    au = q.unit_at(state, attacker)
    du = q.unit_at(state, defender)
    assert au is not None and du is not None
    c = Combat(seat, attacker, defender, au.card, du.card, scenario, q.activation_cost(cards, state, seat, attacker))
    state.log.rally = 0  # the discount is spent on this attack
    state.combat = c
    state.phase = "combat"
    for dc in state.desert_cadences:  # solo: woken Desert Cadences fight for their denomination
        if not dc.flipped:
            continue
        kind = cards.cadences[state.cards[dc.card][1]].kind
        a_denomination = q.unit_def(cards, state, au.card).denomination
        d_denomination = q.unit_def(cards, state, du.card).denomination
        if kind == "offensive" and attacker[0] == "desert" and a_denomination == dc.bound:
            c.desert_cadences.append(dc.card)
        if kind == "defensive" and defender[0] == "desert" and d_denomination == dc.bound:
            c.desert_cadences.append(dc.card)
    an, dn = q.card_name(cards, state, au.card), q.card_name(cards, state, du.card)
    verb = {"cadre_vs_desert": "sends", "infiltration": "sends the infiltrator", "provocation": "provokes"}[scenario]
    events = [Event("combat_declared", seat,
                    {"attacker": list(attacker), "defender": list(defender), "scenario": scenario,
                     "attacker_card": au.card, "defender_card": du.card, "cost": c.to_pay,
                     "desert_cadences": list(c.desert_cadences)},
                    f"Player {seat + 1} {verb} {an} against {dn} (to pay: {c.to_pay} card{'s' if c.to_pay != 1 else ''}).")]
    why = provocation_why(cards, state, seat)  # a Desert unit sent at its own hero: what for (khedu25)
    events += [why] if why is not None else []
    if c.to_pay == 0:
        events += open_cadence_window(cards, state)
    return events


def do_pay(cards: CardData, state: KheduState, seat: int, card: int) -> list[Event]:
    c = state.combat
    assert c is not None
    p = state.players[seat]
    p.hand.remove(card)
    state.deck.append(card)  # activation discards go to the bottom of the deck
    c.to_pay -= 1
    events = [Event("discard", seat, {"card": card, "left": c.to_pay},
                    f"Player {seat + 1} discards {q.card_name(cards, state, card)} to the bottom of the deck.")]
    if c.to_pay == 0:
        events += open_cadence_window(cards, state)
    return events


def open_cadence_window(cards: CardData, state: KheduState) -> list[Event]:
    """Every seat still in the song may answer with Cadences, the instigator first."""
    c = state.combat
    assert c is not None
    c.order = [s for s in q.order_from(state, c.instigator) if not state.players[s].exhausted]
    c.pos = 0
    c.played_this_round = False
    c.step = "cadences"
    return advance_window(cards, state, first=True)


def advance_window(cards: CardData, state: KheduState, first: bool = False) -> list[Event]:
    """Move the Cadence window to the next seat that can answer; roll when a round passes quietly."""
    c = state.combat
    assert c is not None
    n = len(c.order)
    steps = 0
    if not first:
        c.pos += 1
    while steps <= n:
        if c.pos >= n:
            if not c.played_this_round:
                break
            c.pos = 0
            c.played_this_round = False
        if q.playable_cadences(state, c.order[c.pos]):
            return []
        c.pos += 1
        steps += 1
    c.step = "roll"
    return []


def do_cadence(cards: CardData, state: KheduState, seat: int, slot: int) -> list[Event]:
    c = state.combat
    assert c is not None
    s = state.players[seat].ensemble[slot]
    assert s.card is not None
    c.played.append((seat, s.card, s.eternal))
    c.played_this_round = True
    s.face_up = True
    cad = cards.cadences[state.cards[s.card][1]]
    dice, bonus, defence = q.combat_numbers(cards, state)
    p = win_probability(dice, bonus, defence)
    ev = Event("cadence_played", seat, {"card": s.card, "key": cad.key, "kind": cad.kind, "eternal": s.eternal,
                                        "dice": dice, "bonus": bonus, "defence": defence, "win": round(p, 4)},
               f"Player {seat + 1} sings {'Eternal ' if s.eternal else ''}{cad.name} ({cad.kind}): "
               f"{dice} {'die' if dice == 1 else 'dice'} +{bonus} against {defence}.")
    return [ev]


def do_cadence_done(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    """The seat sings nothing (more) now; the log says so and whether that closed the singing."""
    c = state.combat
    assert c is not None
    sang = any(s == seat for s, _card, _eternal in c.played)
    after = advance_window(cards, state)
    # "no more" only when the singing is over: a window that goes on may ask the seat again, and a later song of
    # theirs contradicted "sings no more Cadences" (blind tester); words only, the move is the same
    if c.step == "roll":
        # short: the recap at 125 % cut the longer wording ("…the singing i…", the 2000-state sweep)
        said = f"Player {seat + 1} sings {'no more Cadences' if sang else 'no Cadence'}: now the dice."
    else:
        said = f"Player {seat + 1} passes this Cadence round."
    return [Event("cadence_done", seat, {}, said), *after]


def do_roll(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    """Roll the attack dice; without equal dice to move, the combat resolves at once."""
    c = state.combat
    assert c is not None
    dice, bonus, defence = q.combat_numbers(cards, state)
    c.dice = tuple(state.rng.randint(1, 6) for _ in range(dice))
    c.choices = {}
    c.step = "adjust"
    best = sum(adjusted_dice(c.dice, best_choices(c.dice))) + bonus
    events = [Event("dice_rolled", seat, {"dice": list(c.dice), "bonus": bonus, "defence": defence,
                                          "best_total": best, "sets": equal_sets(c.dice)},
                    f"Player {seat + 1} rolls {', '.join(map(str, c.dice))} (+{bonus}) against {defence}.")]
    events += ach.check_roll(cards, state, seat, c.dice)
    if not equal_sets(c.dice):
        events += resolve(cards, state, seat)
    return events


def do_adjust(cards: CardData, state: KheduState, seat: int, value: int, choice: str) -> list[Event]:
    c = state.combat
    assert c is not None
    c.choices[value] = choice
    target = max(c.dice) if choice == "high" else min(c.dice)
    events = [Event("dice_adjusted", seat, {"value": value, "choice": choice, "to": target,
                                            "dice": adjusted_dice(c.dice, c.choices)},
                    f"Player {seat + 1} turns the {value}s into {target}s.")]
    if not combat_actions(cards, state, seat)[:-1]:
        events += resolve(cards, state, seat)
    return events


def do_resolve(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    return resolve(cards, state, seat)


def resolve(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    """Compare the total with the defence: the loser leaves, achievements are checked, the reward is set."""
    c = state.combat
    assert c is not None
    dice, bonus, defence = q.combat_numbers(cards, state)
    final = adjusted_dice(c.dice, c.choices)
    total = sum(final) + bonus
    won = total >= defence
    au, du = q.unit_at(state, c.attacker), q.unit_at(state, c.defender)
    assert au is not None and du is not None
    winner_ref, loser_ref = (c.attacker, c.defender) if won else (c.defender, c.attacker)
    winner, loser = (au, du) if won else (du, au)
    wdef, ldef = q.unit_def(cards, state, winner.card), q.unit_def(cards, state, loser.card)
    value = ldef.reward + loser.honor
    events = [Event("combat_result", c.instigator,
                    {"dice": list(final), "total": total, "defence": defence, "attacker_wins": won,
                     "winner": list(winner_ref), "loser": list(loser_ref),
                     "winner_card": winner.card, "loser_card": loser.card, "reward": value},
                    f"Total {total} against {defence}: {wdef.name} defeats {ldef.name}.")]
    # The defeated unit leaves its place.
    if loser_ref[0] == "desert":
        stack = state.desert[loser_ref[1]]
        stack.pop(0)
        stack.append(Unit(loser.card))  # face up to the bottom, Honor gone to the victor
        events.append(Event("unit_defeated", None, {"card": loser.card, "to": "desert_bottom",
                                                    "stack": loser_ref[1]},
                            f"{ldef.name} goes to the bottom of Desert stack {loser_ref[1] + 1}."))
    else:
        state.players[loser_ref[1]].cadre[loser_ref[2]] = None
        to_resource_bottom(state, loser.card)
        events.append(Event("unit_defeated", loser_ref[1], {"card": loser.card, "to": "deck_bottom"},
                            f"{ldef.name} falls and goes face down under the Resource deck."))
    # Achievements look at the fight before rewards move.
    events += ach.check_combat(cards, state, c, won, winner_ref, loser_ref, winner.card, loser.card)
    # Rewards.
    c.winner = winner_ref
    c.reward_value = value
    if winner_ref[0] == "cadre" and q.aligned(cards, state, winner_ref[1], winner.card):
        owner = state.players[winner_ref[1]]
        owner.lp += loser.honor  # stacked Honor taken this way becomes Legacy points
        if loser.honor:
            events.append(Event("reward", winner_ref[1], {"lp": loser.honor, "from": "honor"},
                                f"Player {winner_ref[1] + 1} converts {loser.honor} captured Honor "
                                "into Legacy points."))
        c.reward_value = ldef.reward
        c.reward_seat = winner_ref[1]
        c.step = "reward"
        return events
    winner.honor += value
    events.append(Event("honor", None, {"card": winner.card, "honor": value, "total": winner.honor},
                        f"{wdef.name} takes {value} Honor token{'' if value == 1 else 's'} (now {winner.honor})."))
    events += finish_combat(cards, state)
    return events


def do_reward(cards: CardData, state: KheduState, seat: int, how: str) -> list[Event]:
    c = state.combat
    assert c is not None and c.winner is not None
    p = state.players[seat]
    unit = q.unit_at(state, c.winner)
    assert unit is not None
    if how == "lp":
        p.lp += c.reward_value
        text = f"Player {seat + 1} takes {c.reward_value} Legacy point{'' if c.reward_value == 1 else 's'}."
    else:
        unit.honor += c.reward_value
        text = f"Player {seat + 1} stacks {c.reward_value} Honor on {q.card_name(cards, state, unit.card)}."
    events = [Event("reward", seat, {"how": how, "value": c.reward_value, "card": unit.card}, text)]
    return events + finish_combat(cards, state)


def finish_combat(cards: CardData, state: KheduState) -> list[Event]:
    """One-time Cadences sung return to the Cadence deck; the turn goes on."""
    c = state.combat
    assert c is not None
    for s, card, eternal in c.played:
        if eternal:
            continue
        slot = next(x for x in state.players[s].ensemble if x.card == card)
        slot.card = None  # a one-time Cadence returns to the Cadence deck
        slot.face_up = False
        state.cadence_deck.append(card)
    state.combat = None
    state.phase = "turn"
    return []
