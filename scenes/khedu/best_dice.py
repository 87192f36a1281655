"""The go-on button of a fight's equal dice: every set moved the way the player, who moves them, wants, then resolve.

A blind tester (khedu20) provoked a Desert unit at their own hero: they moved the dice and wanted them low, yet the lit
button read "Best: 27", every set raised, which would have felled their own Fighter (the Hint rightly said "turn the
6s down"). The button now follows the side the mover plays for (game.khedu.odds.dice_lowered, as the odds do):
"Lowest: 15" there, "Best: 27" where the mover wants the attacker to win."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.dice import adjusted_dice, lowest_choices
from baraza.game.khedu.odds import dice_lowered

LABELS = ("Best", "Lowest")


def dice_goal(c) -> tuple[str, int]:
    """The total the mover aims the equal dice at, in the bar's words: ("lowest", 17) in a provocation at their own
    hero, else ("best", 27) (khedu22 read "Now 23 vs 21; best 27" beside "Lowest: 17")."""
    label, _ = go_on_dice(c)
    word, total = label.split(": ")
    return word.lower(), int(total)


def go_on_dice(c) -> tuple[str, list[Action]]:
    """The button's words ("Best: 27" / "Lowest: 15") and its moves: the adjustments, then Resolve."""
    if dice_lowered(c.instigator, c.attacker.where, c.defender.where):
        choices = sorted(lowest_choices(c.dice).items())
        total = sum(adjusted_dice(c.dice, dict(choices))) + c.bonus
        label = f"Lowest: {total}"
    else:
        choices, label = list(c.best_choices), f"Best: {c.best_total}"
    return label, [Action("adjust", (v, ch)) for v, ch in choices] + [Action("resolve")]
