"""A red die placed where it helps the opponent, judged by what it gives away (konja18, Analyse 5/10).

A blind tester placed a red 6 on one of Kofi's four 5s (three left: a 3-point Cloud), then the red 5 on his 2: four
5s again, a 5-point Cloud, 2 Cloud points handed back with nothing marked (67 -> 61 %). The red dice are the
attacker's to place or leave (analysis_red.py weighs the roll that throws them); a placed die that lifts the
opponent's best split is worse than leaving it, whatever the dice to come: a fault the board shows. Here:

- `red_gift`: what the placed die gives the opponent, measured as the Hint measures a pool (dice.split_value), and
  the Cloud points of the best split before and after it;
- `gift_words`: that gift in words, naming the Cloud and its points ("2 Cloud points given to Kofi").

A gift of GIFT_POINTS Cloud points or more is a fault the board alone proves (mark_words.board_fault); a smaller
one (a pair's Magick) is named, and marked where the paired play-outs agree it cost something.

The red dice left unused are the same gift from the other side (bad15, Analyse 6/10): a tester at 5 % ended their
red dice (`red_done`) with a red 6 beside Kofi's five 3s, the Hint's own move to place it, and Kofi kept a 7-point
Cloud where four 3s pay 5; nothing was marked, the chart too low to fall. `unplaced_cut` measures it: the Cloud
points the turn player's dice pay now, against the fewest the unused red dice leave, placed where they hurt most
(red_reply.worst_after); a cut of GIFT_POINTS or more, where the judge places a die, is a board fault too.

Red dice left unrolled (`skip_red`) are that gift before the throw (bad16, Analyse 6): a tester left them beside
Kofi's five 4s, three of them open (a red 5 or 6 cuts one: 5 throws in 9), the Hint's move to roll them; the chart fell
54 -> 45 % and nothing was marked, as no throw was there to measure. `unrolled_cut` weighs the 21 throws, each placed
where it cuts the Cloud most: the chance of a cut and the Cloud points cut on average. Rolling costs nothing where the
opponent holds no answer to it (the roller may still leave every die unused), so leaving them then gives those
points away for nothing: a board fault from UNROLLED_POINTS on average; a smaller or costly one is named, and
marked where the paired play-outs agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja.dice import best_split, combo_reward, split_value
from baraza.game.konja.hint_words import count_words
from baraza.game.konja.red_reply import open_dice, worst_after

UNROLLED_POINTS = 1.0  # Cloud points a free roll left unrolled cuts on average, for a fault the board proves
GIFT_POINTS = 2  # Cloud points a placed red die gives the opponent for a fault the board alone proves
LIFT = 1e-9  # a split this much higher counts as a gift


@dataclass(frozen=True)
class Gift:
    """What one placed red die gave the opponent: their best split's Cloud points before and after it, and what
    the dice make that they did not ("four 5s (a 5-point Cloud)")."""

    before: int
    after: int
    made: str | None

    @property
    def points(self) -> int:
        return self.after - self.before


def combos(values: list[int]) -> list[tuple[str, list[int], tuple[str, int]]]:
    """The best split of `values`: (kind, its values, what it pays) for each combination."""
    out = []
    for kind, idx in best_split(values):
        picked = sorted(values[i] for i in idx)
        reward = combo_reward(kind, picked)
        if reward is not None:
            out.append((kind, picked, reward))
    return out


def cloud_points(values: list[int]) -> int:
    """The Cloud points the best split of `values` pays."""
    return sum(amount for _kind, _values, (resource, amount) in combos(values) if resource == "cloud")


def made_words(after: list[int], before: list[int]) -> str | None:
    """The best combination the dice `after` make that the dice `before` did not, in words: "four 5s (a 5-point
    Cloud)", "a pair of 4s (2 Magick)"; None when there is none."""
    had = [(kind, picked) for kind, picked, _reward in combos(before)]
    for kind, picked, (resource, amount) in combos(after):
        if (kind, picked) in had:
            had.remove((kind, picked))
            continue
        return combo_words(kind, picked, resource, amount)
    return None


def combo_words(kind: str, picked: list[int], resource: str, amount: int) -> str:
    """One combination and what it pays, in words: "four 5s (a 5-point Cloud)", "a pair of 4s (2 Magick)"."""
    pays = f"a {amount}-point Cloud" if resource == "cloud" else f"{amount} {resource.title()}"
    if kind == "kind":
        return f"{count_words(len(picked))} {picked[0]}s ({pays})"
    if kind == "run":
        return f"a run of {len(picked)} ({pays})"
    return f"a pair of {picked[0]}s ({pays})" if kind == "pair" else f"a {picked[0]} ({pays})"


def cloud_words(values: list[int]) -> str:
    """The Clouds the best split of `values` pays, in words ("four 3s (a 5-point Cloud)"), or "no Cloud"."""
    found = [combo_words(kind, picked, *reward) for kind, picked, reward in combos(values) if reward[0] == "cloud"]
    return " and ".join(found) or "no Cloud"


def red_gift(rules: Any, state: Any, seat: int, action: Action) -> Gift | None:
    """What `seat` placing a red die on the opponent's dice (`red_replace`) gives them, or None when it lifts
    nothing (a die placed where it hurts, or as it was worth)."""
    if action.kind != "red_replace" or state.shayka != "off" or state.turn_seat == seat:
        return None
    red, die = action.args
    before = [d.value for d in state.dice]
    after = list(before)
    after[die] = state.red[red]
    if split_value(tuple(after)) <= split_value(tuple(before)) + LIFT:
        return None
    return Gift(cloud_points(before), cloud_points(after), made_words(after, before))


def gift_words(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """"the red 5 on Kofi's 2 made four 5s (a 5-point Cloud): 2 Cloud points given to Kofi", or None (no gift, or the
    judge's move is the same)."""
    if best is None or best == action:
        return None
    gift = red_gift(rules, state, seat, action)
    if gift is None:
        return None
    red, die = action.args
    name = rules.view(state, seat).players[1 - seat].name
    placed = f"the red {state.red[red]} on {name}'s {state.dice[die].value}"
    made = f"{placed} made {gift.made}" if gift.made else f"{placed} fit {name}'s dice better"
    if gift.points > 0:
        return f"{made}: {gift.points} Cloud point{'s' if gift.points > 1 else ''} given to {name}"
    return f"{made}, a gift to {name}: leaving it gave nothing"


def board_gift(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> bool:
    """Whether the move gives the opponent GIFT_POINTS Cloud points or more where the judge's move does not."""
    if best is None or best == action:
        return False
    gift = red_gift(rules, state, seat, action)
    if gift is None or gift.points < GIFT_POINTS:
        return False
    other = red_gift(rules, state, seat, best) if best.kind == "red_replace" else None
    return other is None or other.points < gift.points


def unplaced_cut(state: Any, seat: int, action: Action, best: Action | None) -> tuple[list[int], list[int]] | None:
    """(the turn player's dice values now, the values the unused red dice leave placed where they cut the Cloud
    points most) when `seat` ends its red dice (`red_done`) where the judge places one and that cut is GIFT_POINTS
    or more; None otherwise."""
    if action.kind != "red_done" or best is None or best.kind != "red_replace" or state.shayka != "off" \
            or state.turn_seat == seat:
        return None
    reds = [value for value, used in zip(state.red, state.red_used, strict=True) if not used]
    now = [d.value for d in state.dice]
    least, cut = worst_after(open_dice(state.dice), reds, lambda values: float(cloud_points(list(values))))
    return (now, cut) if cloud_points(now) - least >= GIFT_POINTS else None


def unplaced_words(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """"the red dice were left unused: the red 6 on a 3 would have cut Kofi's five 3s (a 7-point Cloud) to four
    3s (a 5-point Cloud), 2 Cloud points given to Kofi", or None (no such cut: `unplaced_cut`)."""
    found = unplaced_cut(state, seat, action, best)
    if found is None:
        return None
    now, cut = found
    name = rules.view(state, seat).players[1 - seat].name
    placed = " and ".join(f"the red {new} on a {old}" for old, new in zip(now, cut, strict=True) if old != new)
    points = cloud_points(now) - cloud_points(cut)
    return (f"the red dice were left unused: {placed} would have cut {name}'s {cloud_words(now)} to "
            f"{cloud_words(cut)}, {points} Cloud points given to {name}")


@dataclass(frozen=True)
class Unrolled:
    """What the red dice left unrolled would have cut: the opponent's dice, the chance a throw cuts their Cloud
    points, the points cut on average, and whether rolling was free (no answer to it in the opponent's hand)."""

    now: list[int]
    odds: float
    mean: float
    free: bool


def unrolled_cut(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> Unrolled | None:
    """The cut the red dice left unrolled (`skip_red`) would have made where the judge rolls them, each throw placed
    where it cuts the opponent's Cloud points most (red_reply.worst_after); None where no throw cuts any."""
    if action.kind != "skip_red" or best is None or best.kind != "roll_red" or state.shayka != "off" \
            or state.turn_seat == seat:
        return None
    outcomes = rules.chance_outcomes(state, seat, best) or []
    now = [d.value for d in state.dice]
    points, dice = cloud_points(now), open_dice(state.dice)
    odds = mean = 0.0
    for p, child in outcomes:
        least = worst_after(dice, list(child.red), lambda values: float(cloud_points(list(values))))[0]
        if least < points:
            odds, mean = odds + p, mean + p * (points - least)
    free = all(child.phase != "red_reply" for _p, child in outcomes)  # no Storm Veil to answer the roll
    return Unrolled(now, odds, mean, free) if mean > 0.0 else None


def board_unrolled(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> bool:
    """Whether the red dice left unrolled give away UNROLLED_POINTS Cloud points or more on average where rolling
    was free: a move the roll dominates (its dice may all be left after it), a fault the board proves."""
    found = unrolled_cut(rules, state, seat, action, best)
    return found is not None and found.free and found.mean >= UNROLLED_POINTS - 1e-9


def unrolled_words(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """"the red dice were left unrolled: 5 throws in 9 cut Kofi's five 4s (a 7-point Cloud), 1.3 Cloud points
    given to Kofi on average", or None (`unrolled_cut`). Nothing of the opponent's hand is said."""
    found = unrolled_cut(rules, state, seat, action, best)
    if found is None:
        return None
    name = rules.view(state, seat).players[1 - seat].name
    odds = Fraction(found.odds).limit_denominator(36)
    throws = f"{odds.numerator} throw{'s' if odds.numerator > 1 else ''} in {odds.denominator}"
    return (f"the red dice were left unrolled: {throws} cut {name}'s {cloud_words(found.now)}, "
            f"{found.mean:.1f} Cloud points given to {name} on average")


def cloud_given(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> float:
    """The Cloud points a red-dice move hands the opponent beyond the judge's move (a placed die's gift, or the cut
    the unused red dice left undone, the mean cut of the red dice left unrolled); 0 for any other move."""
    if action.kind == "skip_red":
        found = unrolled_cut(rules, state, seat, action, best)
        return 0 if found is None else found.mean
    if action.kind == "red_done":
        found = unplaced_cut(state, seat, action, best)
        return 0 if found is None else cloud_points(found[0]) - cloud_points(found[1])
    gift = red_gift(rules, state, seat, action) if action.kind == "red_replace" else None
    if gift is None or best is None or best == action:
        return 0
    other = red_gift(rules, state, seat, best) if best.kind == "red_replace" else None
    return max(0, gift.points - max(0, other.points if other is not None else 0))
