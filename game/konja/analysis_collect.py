"""A Collection ended with a sure gain left on the pyramid, judged by the board (konja16, Analyse 4/10).

A blind tester cleared the pyramid on purpose and ended the turn with two pairs (2 2, 6 6) unexchanged: 4 Magick
thrown away, nothing marked, and the chart rose 56 -> 60 %. The play-outs cannot see it: their standing counts no
Magick, and the Collection's start and the next turn's start are two estimates apart by their own luck. Here:

- `unclaimed`: what the best split of the dice still free pays (the table's proposed Collection), found by making
  those exchanges on a copy (a supply or a Cloud pile run dry pays what it has); a set, pair or run among them is a
  sure gain. A lone high die (1 Power) is too small to call a fault.
- `unclaimed_words`: that gain in words, for the mark's "Why" (mark_words.fault) and the judge's board mark.
- `collection_ends`: the positions a Collection leads to, ended at once and ended after the best split. The judge
  reads a Collection as the better of the two (analysis.KonjaAnalyser), each judged as the next turn's start is, so
  the position after "Finish the turn" is worth exactly what the judge counted for ending at once (the chart
  cannot rise on that move), and a Collection made as the best split ends where the judge said it would. The two
  share their play-outs' seeds, so their difference is what the dice left pay, not luck.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja.hint_dice import combo_words

FINISH = Action("finish_collection")
TOKENS = ("gold", "magick", "power")


def unclaimed(rules: Any, state: Any, seat: int) -> tuple[list[str], dict[str, int]] | None:
    """(the combinations left, in words, and what they would pay: resource -> amount, "cloud" in points) when the
    Collection of `seat` could still exchange a set, pair or run; None otherwise (not a Collection, nothing but a
    lone high die left, or nothing at all)."""
    if state.phase != "collect" or state.over or list(rules.active_seats(state)) != [seat]:
        return None
    view = rules.view(state, seat)
    split = view.best_split
    if not any(kind != "power" for kind, _idx in split):
        return None
    copy = rules.clone(state)
    me = copy.players[seat]
    before = {name: getattr(me, name) for name in TOKENS} | {"cloud": me.cloud_points}
    words = []
    for kind, idx in split:
        rules.apply(copy, seat, Action("collect", (kind, tuple(idx))))
        words.append(combo_words(kind, sorted(view.dice[i].value for i in idx)).split(":")[0])
    me = copy.players[seat]
    after = {name: getattr(me, name) for name in TOKENS} | {"cloud": me.cloud_points}
    paid = {name: after[name] - before[name] for name in after if after[name] > before[name]}
    if not paid or set(paid) == {"power"}:
        return None
    return words, paid


def paid_words(paid: dict[str, int]) -> str:
    """"4 Magick and 1 Power", "a 3-point Cloud"."""
    parts = [f"{paid['cloud']} Cloud points"] if "cloud" in paid else []
    parts += [f"{paid[name]} {name.title()}" for name in TOKENS if name in paid]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def unclaimed_words(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """Where `seat` ends the Collection while the judge's move exchanges a combination and a sure gain is left:
    "ending the turn left a pair of 2s and a pair of 6s unexchanged: 4 Magick given up for nothing". None
    otherwise."""
    if action != FINISH or best is None or best.kind != "collect":
        return None
    found = unclaimed(rules, state, seat)
    if found is None:
        return None
    combos, paid = found
    listed = combos[0] if len(combos) == 1 else ", ".join(combos[:-1]) + " and " + combos[-1]
    return f"ending the turn left {listed} unexchanged: {paid_words(paid)} given up for nothing"


def collection_ends(rules: Any, state: Any) -> tuple[Any, Any] | None:
    """(the position after ending the Collection at once, the one after exchanging the best split first), the
    next turn's starts (a Collection's moves are its exchanges and its end, none drawing anything); None
    elsewhere, or where either ends the match (the last turn is searched: analysis_last.py)."""
    if state.phase != "collect" or state.over:
        return None
    seat = rules.active_seats(state)[0]
    if FINISH not in rules.legal_actions(state, seat):
        return None
    now, full = rules.clone(state), rules.clone(state)
    rules.apply(now, seat, FINISH)
    for kind, idx in rules.view(full, seat).best_split:
        rules.apply(full, seat, Action("collect", (kind, tuple(idx))))
    rules.apply(full, seat, FINISH)
    return None if rules.is_terminal(now) or rules.is_terminal(full) else (now, full)
