"""Shared builders for hand-made Konja positions."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.state import Die, KonjaState, Relic


def new_state(seed: int = 1, **options) -> KonjaState:
    opts = {"first_player": 0, **options}
    return RULES.initial_state(opts, seed, 2)


def at_bones(state: KonjaState, values, action=("blank", "blank"), violet=()) -> KonjaState:
    """Put the turn player in the Bones phase with the given dice."""
    state.phase = "bones"
    state.dice = [Die("green", v) for v in values] + [Die("violet", v) for v in violet]
    state.action_dice = list(action)
    state.action_used = [False] * len(action)
    state.collected = []
    return state


def give_relics(state: KonjaState, seat: int, *ids: str) -> None:
    state.players[seat].relics = [Relic(c) for c in ids]


def act(state: KonjaState, kind: str, *args, seat: int | None = None):
    seat = RULES.active_seats(state)[0] if seat is None else seat
    action = Action(kind, tuple(args))
    legal = RULES.legal_actions(state, seat)
    assert action in legal, f"{action} not in {legal[:20]}"
    events = RULES.apply(state, seat, action)
    assert events and all(e.text for e in events)
    return events


def values(state: KonjaState) -> list[int]:
    return [d.value for d in state.dice]
