"""The opponent's red-dice roll in the judge's play-outs: a roll that changes nothing is worth nothing.

A tester's summary named the AI's red roll "3, 2" the main fall of a lost match (72 → 52 %), though no red die beat a
die it could replace: the position before the roll was the expectation over its 21 outcomes at one or two play-outs
each, the one after it a fresh estimate of its own, and the two differed by their play-outs' luck alone (the same
position read 52 %, 72 % and 82 % with three seeds). Now:

- a position just after the roll whose red dice cannot hurt (no placing of them leaves the pool's best split lower,
  red_reply.worst_after) is judged as the position where the red dice were left alone (`calm`: the Collection with
  no red dice, the roller's "leave them" move), and so is the Collection before anything is collected;
- the roll itself (`roll_classes`) weighs the outcomes that cannot hurt as one, valued by that very estimate, and
  the others (merged by the red dice that can be placed) by play-outs in proportion to their probability.

So a roll that could never hurt reads exactly the same before and after it, and a harmless outcome of a roll that
could have hurt reads as the good luck it was (what the harmful outcomes would have cost, weighed by their odds).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja.dice import split_value
from baraza.game.konja.red_reply import open_dice, worst_after
from baraza.game.konja.state import KonjaState

AFTER_ROLL = ("red_reply", "red_assign")
HARM = 1e-9  # a split this much lower counts as a loss


def harmless(dice: list, reds: list[int]) -> bool:
    """Whether no placing of the red dice `reds` on `dice` leaves the pool's best split (the Hint's measure) lower."""
    values = tuple(d.value for d in dice)
    return worst_after(open_dice(dice), list(reds), split_value)[0] >= split_value(values) - HARM


def _fresh(state: KonjaState) -> bool:
    """An opponent's red dice thrown, none placed yet, nothing collected."""
    return (state.shayka == "off" and not state.over and bool(state.red) and not any(state.red_used)
            and not state.collected and state.pending_discard is None)


def calm(state: KonjaState) -> KonjaState | None:
    """The position the red dice just thrown leave as it was, when they can do nothing: the Collection with no red
    dice (what the roller's "leave them alone" makes). None where the red dice may still hurt, or elsewhere. In the
    Collection the red dice left unplaced no longer count, so it maps there whatever they were."""
    if not _fresh(state):
        return None
    if state.phase == "collect" or (state.phase in AFTER_ROLL and harmless(state.dice, state.red)):
        out = state.clone()
        out.phase, out.red, out.red_used = "collect", [], []
        return out
    return None


def roll_classes(rules: Any, state: KonjaState) -> list[tuple[float, KonjaState, bool]] | None:
    """At the opponent's red roll: (probability, position, harmless) for its outcomes, those that cannot hurt as
    one (the position `calm` gives them), the others merged by the red dice that can be placed. None elsewhere."""
    if state.over or state.phase != "red_roll" or state.shayka != "off" or state.pending_discard is not None:
        return None
    outcomes = rules.chance_outcomes(state, state.attacker, Action("roll_red"))
    if not outcomes:
        return None
    quiet = state.clone()
    quiet.phase, quiet.red, quiet.red_used = "collect", [], []
    still, classes = 0.0, {}
    for p, child in outcomes:
        if harmless(child.dice, child.red):
            still += p
            continue
        lowest = min((d.value for d in child.dice if d.colour != "red" and not d.guarded), default=7)
        key = tuple(sorted(r for r in child.red if r > lowest))  # a red die that beats no open die is none
        if key in classes:
            classes[key][0] += p
        else:
            classes[key] = [p, child]
    out = [(p, child, False) for p, child in classes.values()]
    return ([(still, quiet, True)] if still > 0.0 else []) + out


def position_key(state: KonjaState) -> tuple:
    """Everything of a position but its random stream (a seeded play-out reseeds it)."""
    return tuple(repr(getattr(state, f.name)) for f in fields(state) if f.name != "rng")
