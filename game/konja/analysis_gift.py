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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja.dice import best_split, combo_reward, split_value
from baraza.game.konja.hint_words import count_words

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
        pays = f"a {amount}-point Cloud" if resource == "cloud" else f"{amount} {resource.title()}"
        if kind == "kind":
            return f"{count_words(len(picked))} {picked[0]}s ({pays})"
        if kind == "run":
            return f"a run of {len(picked)} ({pays})"
        return f"a pair of {picked[0]}s ({pays})" if kind == "pair" else f"a {picked[0]} ({pays})"
    return None


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
