"""Red dice after the Bones phase: rolling them, answering them with a Spell, placing them.

With Shayka off the opponent attacks; with "own" the active player improves their own pool.
"""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.konja.events import dice_words, event, seat_name
from baraza.game.konja.legal import red_targets, spell_actions
from baraza.game.konja.state import Die, KonjaState


def roll_red(state: KonjaState, seat: int) -> list[Event]:
    state.red = [state.rng.randint(1, 6) for _ in range(2)]
    state.red_used = [False, False]
    events = [event("roll_red", seat, f"{seat_name(seat)} rolls the red dice: "
                    f"{dice_words(state.red)}.", red=list(state.red))]
    defender = state.turn_seat
    if state.shayka == "off" and spell_actions(state, defender, "red_reply"):
        state.phase = "red_reply"
    else:
        to_assign(state, events)
    return events


def skip_red(state: KonjaState, seat: int) -> list[Event]:
    state.phase = "collect"
    return [event("skip_red", seat, f"{seat_name(seat)} leaves the red dice alone.")]


def no_reply(state: KonjaState, seat: int) -> list[Event]:
    events = [event("no_reply", seat, f"{seat_name(seat)} does not answer the red dice.")]
    to_assign(state, events)
    return events


def after_reply(state: KonjaState, events: list[Event]) -> None:
    """After a Spell answered the red dice: go on placing them once no answer is left."""
    if not spell_actions(state, state.turn_seat, "red_reply"):
        to_assign(state, events)


def to_assign(state: KonjaState, events: list[Event]) -> None:
    if red_targets(state):
        state.phase = "red_assign"
    else:
        state.phase = "collect"
        events.append(event("red_ignored", state.attacker, "No red die beats a die it may replace: "
                            "the red dice are ignored."))


def red_replace(state: KonjaState, seat: int, r: int, i: int) -> list[Event]:
    old = state.dice[i]
    state.dice[i] = Die("red", state.red[r])
    state.red_used[r] = True
    owner = seat_name(state.turn_seat)
    events = [event("red_replace", seat, f"{seat_name(seat)}'s red {state.red[r]} replaces "
                    f"{owner}'s {old.colour} {old.value}.", red=r, die=i, before=old.value,
                    colour=old.colour, after=state.red[r])]
    if not red_targets(state):
        state.phase = "collect"
    return events


def red_done(state: KonjaState, seat: int) -> list[Event]:
    state.phase = "collect"
    return [event("red_done", seat, f"{seat_name(seat)} is done with the red dice; "
                  "unused red dice are ignored.")]


HANDLERS = {
    "roll_red": roll_red, "skip_red": skip_red, "no_reply": no_reply, "red_replace": red_replace,
    "red_done": red_done,
}
