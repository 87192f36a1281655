"""What a Konja reroll hint aims for, and its odds (split from hint_words.py). Every reroll hint read "a new roll
may make more of those dice" (a blind tester's 67, 69, 85 and 102.png): the words now name the combination the
new roll aims for and how often it comes ("aiming for 4 3s: a 5-point Cloud, 17% chance"), issue 41."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

from baraza.game.konja.dice import split_value
from baraza.game.konja.state import KonjaView

MOST_DICE = 3  # rerolls of more dice are told without odds (6**4 outcomes and more)


def aim_words(view: KonjaView, rerolled: list[int]) -> str | None:
    """The combination the new faces of the dice `rerolled` (indexes) most often make that the dice now do not,
    and the chance that the roll makes anything better than the dice now ("aiming for a pair of 5s, 33% chance")."""
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
    return f"aiming for {aim}, {odds(Fraction(better, len(outcomes)))} chance"


def odds(p: Fraction | float) -> str:
    """A chance as a whole percent, as the other games and Konja's analysis say it ("17%"): one form on the table (a
    blind tester read "62 %" beside "about 3 in 5" and "likely" in one match). Never "0%" for what may come, nor
    "100%" for what may not."""
    if p >= 1:
        return "100%"
    if p <= 0:
        return "0%"
    if p >= Fraction(199, 200):
        return ">99%"
    if p < Fraction(1, 200):
        return "<1%"
    return f"{round(float(p) * 100)}%"
