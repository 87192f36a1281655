"""A reroll that throws away a set or run already made, judged by the board (konja17, Analyse 5/10).

A blind tester used Thunder Drum on purpose to reroll three 3s (a sure 3-point Cloud) into 2, 4 and 5: the chart
moved 30 -> 29 % and nothing was marked, as a reroll's outcome is luck the play-outs cannot tell from the move.
What the move gave up is on the board before any die falls: the best split of the dice held a set (three or more
alike) or a run, the move threw one of its dice again, and the judge's move left every die of it as it was. That is
a fault the board proves (mark_words.board_fault), worded as what was given up (`broken_words`).

A pair is not counted: breaking one for a chance at more is a fair gamble (2 Magick), and the Hint does it too.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja.analysis_collect import paid_words
from baraza.game.konja.dice import combo_reward

MADE = ("kind", "run")  # the combinations a reroll must not break where the judge keeps them (not a pair)
REROLLS = ("reroll", "reroll_low")
COUNT = {3: "three", 4: "four", 5: "five", 6: "six"}


def touched(rules: Any, state: Any, seat: int, action: Action) -> tuple[set[int], set[int]]:
    """(the dice `action` throws again, the dice it turns to another face), found by making it on a copy: the
    move's own events say which dice its card rerolled (every low die for Ember Totem), whatever the card."""
    copy = rules.clone(state)
    rerolled, changed = set(), set()
    for event in rules.apply(copy, seat, action) or ():
        data = getattr(event, "data", None) or {}
        result = data.get("result")
        if not isinstance(result, dict):
            continue
        if data.get("effect") in REROLLS:
            rerolled |= {i for i in result.get("dice", ()) if isinstance(i, int)}
        elif isinstance(result.get("die"), int):
            changed.add(result["die"])
    return rerolled, changed


def broken_set(rules: Any, state: Any, seat: int, action: Action,
               best: Action | None) -> tuple[str, list[int], dict[str, int]] | None:
    """(kind, values, what it pays) of the set or run of the dice's best split that `action` rerolls a die of
    while the judge's `best` touches none of its dice; None otherwise (not a reroll, the judge's move breaks it
    too, nothing made)."""
    if best is None or action == best or action.kind not in ("use_relic", "play_spell"):
        return None
    if state.over or list(rules.active_seats(state)) != [seat]:
        return None
    view = rules.view(state, seat)
    rerolled, _changed = touched(rules, state, seat, action)
    if not rerolled:
        return None
    kept_by_best: set[int] | None = None
    for kind, idx in view.best_split:
        if kind not in MADE or not rerolled & set(idx):
            continue
        if kept_by_best is None:
            again, turned = touched(rules, state, seat, best)
            kept_by_best = again | turned
        if kept_by_best & set(idx):
            continue  # the judge's move throws or turns a die of it too: a gamble it takes as well
        values = sorted(view.dice[i].value for i in idx)
        if kind == "run":  # the longest run the dice make through it: the split may sell 4-5-6 beside a pair of 3s,
            values = longest_run(values, [d.value for d in view.dice])  # yet 3-4-5-6 was on the board (bad16)
        reward = combo_reward(kind, values)
        if reward is not None:
            resource, amount = reward
            return kind, values, {resource: amount}
    return None


def longest_run(run: list[int], dice: list[int]) -> list[int]:
    """`run` (sorted values) stretched down and up by the faces the `dice` show: [4, 5, 6] beside a 3 is 3-6."""
    low, high = run[0], run[-1]
    while low - 1 in dice:
        low -= 1
    while high + 1 in dice:
        high += 1
    return list(range(low, high + 1))


def broken_words(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """"rerolled a sure three 3s: a 3-point Cloud given up for a new throw", or None (`broken_set`)."""
    found = broken_set(rules, state, seat, action, best)
    if found is None:
        return None
    kind, values, paid = found
    made = f"{COUNT.get(len(values), len(values))} {values[0]}s" if kind == "kind" else \
        f"run of {len(values)} ({', '.join(str(v) for v in values)})"
    pays = f"a {paid['cloud']}-point Cloud" if "cloud" in paid else paid_words(paid)
    return f"rerolled a sure {made}: {pays} given up for a new throw"
