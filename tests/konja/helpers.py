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


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def replayed(record_path, moves: int) -> KonjaState:
    """A blind tester's match (a saved record: seed, options, moves) after its first `moves` moves."""
    import json

    record = json.loads(record_path.read_text())
    state = RULES.initial_state(record["options"], record["seed"], 2)
    for move in record["moves"][:moves]:
        RULES.apply(state, move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"])))
    return state


def table_hint(state: KonjaState) -> tuple[Action, str, str]:
    """The Hint as the table asks it (a fresh hint-level agent seeded by the view): its move, words and line."""
    from baraza.game.core.analysis_hint import hint_agent, hint_move
    from baraza.game.registry import get_game

    spec, seat = get_game("konja"), RULES.decider(state)
    view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
    agent = hint_agent(spec, seat, view)
    move = hint_move(spec, view, seat, legal, agent)
    return move, agent.explain(view, move) or "", RULES.describe_action(state, seat, move)


def before_move(record_path, ply: int) -> tuple[KonjaState, tuple[int, Action]]:
    """A match kept as text lines ("seat kind [args]": the older records) before its move `ply`, and that move."""
    import json

    record = json.loads(record_path.read_text("utf-8"))
    state = RULES.initial_state(record["options"], record["seed"], 2)
    moves = []
    for line in record["moves"][:ply]:
        seat, kind, args = line.split(" ", 2)
        moves.append((int(seat), Action(kind, _args(json.loads(args)))))
    for seat, action in moves[:-1]:
        RULES.apply(state, seat, action)
    return state, moves[-1]
