"""Words of a Konja hint about dice a card or the red dice throw (split from hint_words.py): which dice a reroll card
throws, and why rolling the red dice at the opponent's dice pays.

A blind tester (konja17) read "2 of Kofi's dice are not safe" where none of Kofi's dice was marked safe, so the words
seemed to speak of three dice the board did not show: they now name the dice a red die may take, and say "none is
made safe" when no die is."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import split_value
from baraza.game.konja.hint_dice import _card_effect, _me
from baraza.game.konja.red_reply import threatened
from baraza.game.konja.state import KonjaView


def reroll_targets(view: KonjaView, action: Action) -> list[int]:
    """The dice a reroll card throws: those it names, or every free green die at or below a Relic's or Spell's
    amount ("Reroll ≤2")."""
    effect, target = _card_effect(view, action)
    if effect == "reroll":
        return [i for i in target if isinstance(i, int)]
    if effect != "reroll_low":
        return []
    if action.kind == "play_spell":
        amount = cards.spells()[action.args[0]].amount
    else:
        amount = cards.relics()[_me(view).relics[action.args[0]].card].side(view.oodoo_side == "shayka")[1]
    return [i for i, d in enumerate(view.dice) if d.colour == "green" and not d.used and d.value <= amount]


def _faces(values: list[int]) -> str:
    """The faces a red die may take, as the dice read: "the 2 or the 3", "one of the 5s", "the 2 or a 4"."""
    distinct = sorted(set(values))
    if len(distinct) == 1:
        return f"one of the {distinct[0]}s"
    words = [f"the {v}" if values.count(v) == 1 else f"a {v}" for v in distinct]
    return f"{', '.join(words[:-1])} or {words[-1]}"


def roll_red_reason(view: KonjaView, name: str) -> str:
    """Why the red dice are rolled at `name`'s dice: only dice a red die can take for a loss (free, not made safe,
    some higher face there leaves less: "Kofi's 3 is not safe" beside four 6s, where a red 6 only helped), named,
    and how many are made safe as the board marks them."""
    dice = [(d.value, bool(d.guarded or d.used) or d.colour == "red") for d in view.dice]
    open_dice = [dice[i][0] for i in threatened(dice, split_value)]
    if not open_dice:
        return _hopeless(view, name, dice)
    if len(open_dice) == 1:
        return f"{name}'s {open_dice[0]} is not safe: a red die above {open_dice[0]} may take it"
    guarded = sum(1 for d in view.dice if d.guarded and not d.used)
    if not guarded:  # the board marks no die safe: words counting dice "not safe" implied some were
        return f"none of {name}'s dice is made safe: a red die may take {_faces(open_dice)}"
    # named, not counted: "3 of Kofi's dice are not safe" beside four lit dice read as a miscount (konja18: the lit
    # ones include dice a red die would only raise)
    return f"a red die may take {_faces(open_dice)} from {name}'s dice ({guarded} made safe)"


COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
FREE = "rolling cannot help, but costs nothing"


def _hopeless(view: KonjaView, name: str, dice: list[tuple[int, bool]]) -> str:
    """Why rolling the red dice cannot help (konja19: "a red die costs you nothing to roll" beside Kofi's five 6s
    read as a promise): no die a red die could take, or none it could take for a loss. The roll is still free: the
    roller places a red die only where they choose."""
    free = [v for v, closed in dice if not closed]
    if not free:
        return f"all of {name}'s dice are made safe: {FREE}"
    if all(v == 6 for v in free):
        values = [d.value for d in view.dice]
        sixes = f"{name}'s {COUNTS.get(len(values), len(values))} 6s" if all(v == 6 for v in values) else (
            f"{name}'s open 6s")
        return f"no throw of the red dice can beat {sixes}: {FREE}"
    return f"no red die can spoil {name}'s dice (one that beats a die there only helps): {FREE}"
