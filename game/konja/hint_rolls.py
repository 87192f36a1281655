"""What a Konja reroll hint aims for, and its odds (split from hint_words.py). Every reroll hint read "a new roll
may make more of those dice" (a blind tester's 67, 69, 85 and 102.png): the words now name the combination the
new roll aims for and how often it comes ("aiming for 4 3s: a 5-point Cloud, 1 in 6"), issue 41."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

from baraza.game.konja.dice import split_value
from baraza.game.konja.state import KonjaView

MOST_DICE = 3  # rerolls of more dice are told without odds (6**4 outcomes and more)


def aim_words(view: KonjaView, rerolled: list[int]) -> str | None:
    """The combination the new faces of the dice `rerolled` (indexes) most often make that the dice now do not,
    and the chance that the roll makes anything better than the dice now ("aiming for a pair of 5s: 1 in 3")."""
    from baraza.game.konja.hint_dice import _made

    values = [d.value for d in view.dice]
    free = [i for i, d in enumerate(view.dice) if not d.used]
    if not rerolled or len(rerolled) > MOST_DICE or any(i not in free for i in rerolled):
        return None
    now = split_value([values[i] for i in free])
    better, aims = 0, Counter()
    outcomes = list(product(range(1, 7), repeat=len(rerolled)))
    for faces in outcomes:
        after = list(values)
        for i, f in zip(rerolled, faces, strict=True):
            after[i] = f
        if split_value([after[i] for i in free]) > now + 1e-9:
            better += 1
            made = _made(view, after, values)
            if made:
                aims[made] += 1
    if not better or not aims:
        return None
    aim = max(aims, key=lambda m: (aims[m], m))
    return f"aiming for {aim}, {odds(Fraction(better, len(outcomes)))}"


def odds(p: Fraction) -> str:
    """A chance in plain words: "1 in 6", "1 in 2", "2 in 3", "almost sure"."""
    if p >= Fraction(9, 10):
        return "almost sure"
    if p > Fraction(1, 2):
        return f"{round(p * 6)} in 6"
    return f"1 in {max(2, round(1 / p))}"
