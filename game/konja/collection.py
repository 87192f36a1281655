"""The Collection phase: exchanging dice combinations for tokens and Clouds, then ending the turn."""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.konja.dice import CLOUD_FOR_KIND, combo_reward
from baraza.game.konja.events import dice_words, event, seat_name
from baraza.game.konja.flow import end_turn
from baraza.game.konja.state import RESOURCES, KonjaState
from baraza.game.konja.supply import gain, gain_cloud

COMBO_NAMES = {"power": "a single high die", "pair": "a pair", "run": "a run", "kind": "a set of a kind"}


def collect(state: KonjaState, seat: int, kind: str, idx: tuple) -> list[Event]:
    idx = tuple(idx)
    vals = [state.dice[i].value for i in idx]
    reward = combo_reward(kind, vals)
    assert reward is not None
    state.collected.append((kind, idx))
    res, n = reward
    me = seat_name(seat)
    if res == "cloud":
        ok = gain_cloud(state, seat, CLOUD_FOR_KIND[len(idx)])
        got_text = f"a {n}-point Cloud" if ok else "no Cloud (that pile is empty)"
        got = n if ok else 0
    else:
        got = gain(state, seat, res, n)
        # the supply pays what it has: say so, never "for 0 Power" (a replay tester could not read it)
        got_text = (f"{got} {res.title()}" if got == n else
                    f"nothing: the {res.title()} supply is empty" if got == 0 else
                    f"{got} {res.title()} (all the supply had left)")
    return [event("collect", seat, f"{me} exchanges {COMBO_NAMES[kind]} ({dice_words(vals)}) for "
                  f"{got_text}.", combo=kind, dice=list(idx), resource=res, amount=got)]


def finish_collection(state: KonjaState, seat: int) -> list[Event]:
    events: list[Event] = []
    me = seat_name(seat)
    for a, face in enumerate(state.action_dice):
        if not state.action_used[a] and face in RESOURCES:
            got = gain(state, seat, face, 1)
            events.append(event("action_die_token", seat, f"{me}'s unused Action die showing {face} "
                                f"gives {got} {face.title()}.", action_die=a, **{face: got}))
    events.append(event("end_turn", seat, f"{me} ends the turn with {state.players[seat].cloud_points} "
                        "Cloud points."))
    end_turn(state, events)
    return events


HANDLERS = {"collect": collect, "finish_collection": finish_collection}
