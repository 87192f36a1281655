"""What a Konja hint's multi-card plan must say besides what it makes (split from hint_lines.py): the chip each
step needs that is not picked by itself, and the red dice that may still break the set the plan makes.

A blind tester (round 13) followed "Oodoo on the 2 with Keep ready, then Oodoo on the 4, Oodoo on the 5, Awaken and
Oodoo on the 4 make 5 3s: a 7-point Cloud": the second Oodoo needed Keep ready too (the prompt picks "Let it be
spent" first), and two of the five 3s were never made safe, so Kofi's red 6 and 5 took them: a 3-point Cloud."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import best_split
from baraza.game.konja.hint_dice import _card_effect, _me
from baraza.game.konja.state import KonjaView


def step_choice(view: KonjaView, move: Action) -> str:
    """The chip a plan's step needs that its prompt does not pick by itself (" with Keep ready": the Power chip
    starts on "Let it be spent"), as the move's own words say it (describe.py); "" when the default does."""
    if move.kind != "use_relic" or not move.args[2]:
        return ""
    slot = move.args[0]
    if slot >= len(_me(view).relics):
        return ""
    card = cards.relics()[_me(view).relics[slot].card]
    if card.power == "ready":
        return " with Keep ready"
    return f" paying {move.args[2]} Power"


def guarded_after(view: KonjaView, moves: list[Action], dice_of: list[int | None]) -> set[int]:
    """The dice safe from the red dice once `moves` are played: those safe now, each die a guarding nudge
    (Oodoo) turns (`dice_of[n]`: the die move n changes, None for a move on no die), the dice a guard names."""
    safe = {i for i, d in enumerate(view.dice) if d.guarded}
    for move, die in zip(moves, dice_of, strict=True):
        if move.kind not in ("use_relic", "play_spell"):
            continue
        effect, target = _card_effect(view, move)
        if effect == "nudge_guard" and die is not None:
            safe.add(die)
        elif effect == "guard":
            safe.update(i for i in target if isinstance(i, int))
    return safe


def risk_words(view: KonjaView, after: list[int], safe: set[int]) -> str:
    """The red dice's threat to the best combination the dice `after` make, its own dice counted (a die is safe
    when guarded or a 6, which no red die beats): " if the red dice spare them; 3 of those 5 dice are safe", or ""
    when the red dice cannot touch it (all safe, or no red dice come)."""
    if view.shayka != "off":
        return ""
    free = [i for i, d in enumerate(view.dice) if not d.used and i < len(after)]
    split = best_split([after[i] for i in free])
    if not split:
        return ""
    kind, idx = max(split, key=lambda c: (c[0] == "kind", len(c[1])))
    dice = [free[j] for j in idx]
    kept = sum(1 for i in dice if i in safe or after[i] == 6)
    if kept == len(dice):
        return ""
    if kind != "kind" and len(dice) < 3:
        return ""  # a pair or a high die: the words stay short, the red dice's hint speaks of them
    # counted against the set's own dice: "; 3 are safe" beside "5 3s" read as the 3s, or as Kofi's whole roll
    # (konja18 counted the board's lit dice)
    return (f" if the red dice spare them; {'none' if kept == 0 else kept} of those {len(dice)} dice "
            f"{'are' if kept > 1 else 'is'} safe")
