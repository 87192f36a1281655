"""The Bones phase: rolling the dice, casting Spells and using Relics, then ending the phase.

Each handler takes (state, seat, *action args) and returns the events it caused.
"""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.konja import cards
from baraza.game.konja.effects import do_effect
from baraza.game.konja.events import dice_words, event, seat_name
from baraza.game.konja.red_dice import after_reply
from baraza.game.konja.state import ACTION_FACES, Die, KonjaState
from baraza.game.konja.supply import pay


def roll(state: KonjaState, seat: int) -> list[Event]:
    rng = state.rng
    state.dice = [Die("green", rng.randint(1, 6)) for _ in range(5)]
    state.action_dice = [ACTION_FACES[rng.randrange(6)] for _ in range(2)]
    state.action_used = [False, False]
    state.collected = []
    state.red, state.red_used = [], []
    state.phase = "bones"
    vals = [d.value for d in state.dice]
    return [event("roll", seat, f"{seat_name(seat)} rolls {dice_words(vals)} and Action dice "
                  f"{state.action_dice[0]} and {state.action_dice[1]}.",
                  green=vals, action=list(state.action_dice))]


def play_spell(state: KonjaState, seat: int, card_id: str, target: tuple) -> list[Event]:
    card = cards.spells()[card_id]
    p = state.players[seat]
    p.spells.remove(card_id)
    state.spell_discard.append(card_id)
    pay(state, seat, "magick", card.cost)
    text, data = do_effect(state, seat, card.effect, card.amount, tuple(target), card_id)
    events = [event("play_spell", seat, f"{seat_name(seat)} cast {card.name} ({card.cost} Magick): "
                    f"{text}.", card=card_id, effect=card.effect, result=data,
                    hidden_revealed=bool(data.get("hidden_revealed")))]
    if state.phase == "red_reply":
        after_reply(state, events)
    return events


def use_relic(state: KonjaState, seat: int, slot: int, die: int, power: int, target: tuple) -> list[Event]:
    p = state.players[seat]
    r = p.relics[slot]
    card = cards.relics()[r.card]
    effect, amount, _ = card.side(state.shayka != "off")
    if die >= 0:
        state.action_used[die] = True
    if power:
        pay(state, seat, "power", power)
    if card.exhausts and not (card.power == "ready" and power >= card.power_max):
        r.spent = True
    size = amount + (power if card.power == "boost" else 0)
    text, data = do_effect(state, seat, effect, size, tuple(target), card.id)
    extra = []
    if die >= 0:
        extra.append(f"Action die {state.action_dice[die]}")
    if power:
        extra.append(f"{power} Power")
    how = f" ({', '.join(extra)})" if extra else ""
    return [event("use_relic", seat, f"{seat_name(seat)} used {card.name}{how}: {text}.",
                  card=card.id, slot=slot, action_die=die, power_spent=power, effect=effect,
                  result=data, hidden_revealed=bool(data.get("hidden_revealed")))]


def end_bones(state: KonjaState, seat: int) -> list[Event]:
    events = [event("end_bones", seat, f"{seat_name(seat)} ends the Bones phase.")]
    if state.shayka == "none":
        state.phase = "collect"
    else:
        state.attacker = seat if state.shayka == "own" else 1 - seat
        state.phase = "red_roll"
    return events


HANDLERS = {"roll": roll, "play_spell": play_spell, "use_relic": use_relic, "end_bones": end_bones}
