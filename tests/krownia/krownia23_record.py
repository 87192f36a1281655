"""Blind tester krownia23's match (data/krownia23.json; Red, seat 0, is the player, Blue and White AI normal):
positions rebuilt from the record, and the table's Hint there as the table gives it (the worker's hint level, then
the plan check, in an offer dialog the dialog's step: scenes/krownia/hint_agree.py)."""

from __future__ import annotations

import json
from pathlib import Path

from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move, hint_seed
from baraza.game.krownia import SPEC
from baraza.game.krownia.hint_dialog import dialog_hint, judged, outside_view
from baraza.game.krownia.hint_expert import HintExpert
from baraza.game.krownia.hint_facts import NO_FACTS, HintWords, facts_of
from baraza.game.krownia.hint_plan import PlanStep
from baraza.game.krownia.rules import KrowniaState

RECORD = Path(__file__).parent / "data" / "krownia23.json"
DEV, VILLAGE, TOWN = (0, 0, 1, 1, 1), (1, 1, 1, 1, 0), (0, 0, 0, 2, 3)


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _record() -> dict:
    return json.loads(RECORD.read_text())


def moves() -> list[tuple[int, Action]]:
    return [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in _record()["moves"]]


def state_at(n: int) -> KrowniaState:
    """The position before the record's move `n` (0-based): its first `n` moves made."""
    data = _record()
    state = R.initial_state(data["options"], data["seed"], len(data["seats"]))
    for seat, action in moves()[:n]:
        R.apply(state, seat, action)
    return state


def _clock():
    """A clock that moves by each look at it: the search is cut at the same step every time."""
    now = [0.0]

    def clock() -> float:
        now[0] += 0.004
        return now[0]
    return clock


def table_hint(state: KrowniaState, plan: tuple[int, ...] | None = None, seat: int = 0) -> PlanStep:
    """The Hint the table shows `seat` with `plan` kept from earlier hints (in a dialog, the dialog's step)."""
    view, legal = R.view(state, seat), R.legal_actions(state, seat)
    agent = HintExpert(seat, hint_seed(view), clock=_clock())
    action = hint_move(SPEC, view, seat, legal, agent)
    said = agent.explained(view, action)
    facts = said.facts if said is not None and said.facts is not None else NO_FACTS
    words = HintWords(said.text, facts) if said is not None and facts is not NO_FACTS else \
        (said.text if said is not None else "")
    outside = facts_of(words).outside
    if outside is not None and outside_view(view, seat) is not None:
        def describe(move: Action) -> str:
            return R.describe_action(state, seat, move)
        return dialog_hint(view, seat, outside, plan, legal, describe)[0]
    return judged(view, seat, action, words, plan, legal)


def hints(ns: list[int], plan: tuple[int, ...] | None = None) -> list[PlanStep]:
    """The hints asked before each of the moves `ns` in turn, each keeping the plan the last one left."""
    out = []
    for n in ns:
        step = table_hint(state_at(n), plan)
        out.append(step)
        plan = step.plan
    return out
