"""The dice arithmetic Konja's hint words share (hint_words, hint_lines, hint_rolls): what a card does to which die,
the best split of the dice before and after, a die kept safe from the red dice. Its own module so the word
modules import it, never each other in a circle."""

from __future__ import annotations

from functools import lru_cache

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import CLOUD_FOR_KIND, best_split, split_value
from baraza.game.konja.red_reply import open_dice, worst_after
from baraza.game.konja.state import KonjaView

NUDGES = ("set_face", "nudge", "nudge_guard")  # a card that turns one die to another face
KIND_ORDER = {"kind": 0, "run": 1, "pair": 2, "power": 3}  # the combination told first: the one worth most


def _card_effect(view: KonjaView, action: Action) -> tuple[str, tuple]:
    """The card's effect and the dice (or choice) it aims at."""
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    if action.kind == "play_spell":
        return cards.spells()[action.args[0]].effect, tuple(action.args[1])
    relic = cards.relics()[me.relics[action.args[0]].card]
    return relic.side(view.oodoo_side == "shayka")[0], tuple(action.args[3])


def _splits(view: KonjaView, values: list[int]) -> list[tuple[str, list[int]]]:
    """The best split of the dice not yet collected, as (kind, values), the combination worth most first."""
    free = [v for v, d in zip(values, [*view.dice, *[None] * (len(values) - len(view.dice))], strict=True)
            if d is None or not d.used]
    return [(kind, list(vals)) for kind, vals in _sorted_split(tuple(sorted(free)))]


@lru_cache(maxsize=4096)
def _sorted_split(free: tuple[int, ...]) -> tuple[tuple[str, list[int]], ...]:
    """The best split of dice values given in order, remembered: a reroll's words count every throw of up to five
    dice (7776), and the split depends only on which values are thrown, not on their places (252 sets of five)."""
    split = [(kind, sorted(free[i] for i in idx)) for kind, idx in best_split(free)]
    return tuple(sorted(split, key=lambda c: (KIND_ORDER[c[0]], -c[1][0])))


def _made(view: KonjaView, after: list[int], before: list[int]) -> str | None:
    """The best combination the dice `after` make that the dice `before` did not ("a pair of 4s: 2 Magick")."""
    had = _splits(view, before)
    for kind, values in _splits(view, after):
        if (kind, values) in had:
            had.remove((kind, values))
        else:
            return combo_words(kind, values)
    return None


def _die_face(view: KonjaView, action: Action, values: list[int]) -> tuple[int, int] | None:
    """(die, face) a card that changes one die leaves it at, from the dice `values`; None for other cards."""
    effect, target = _card_effect(view, action)
    if effect in NUDGES and len(target) == 2 and 0 <= target[0] < len(values):
        return target[0], target[1] if effect == "set_face" else values[target[0]] + target[1]
    if effect == "mirror" and len(target) == 2 and all(0 <= i < len(values) for i in target):
        return target[1], values[target[0]]
    return None


def _guards(view: KonjaView, action: Action) -> bool:
    effect, _target = _card_effect(view, action)
    return effect == "nudge_guard" and view.shayka == "off"


def _kept_safe(view: KonjaView, after: list[int], guarded: int) -> str | None:
    """The set a red die could break now that it no longer can once the dice are `after`, the die `guarded` safe:
    a sixth 1 kept safe beside five 1s, one of them open, leaves a red die nothing to break (a hint paid 1 Power
    to keep Oodoo ready for it, its words "it keeps that die safe": issue 41)."""
    if view.shayka != "off":
        return None
    now = open_dice(view.dice)
    then = [(v, closed or i == guarded) for i, (v, (_old, closed)) in enumerate(zip(after, now, strict=True))]
    values = [d.value for d in view.dice]
    lost_now = _made(view, values, worst_after(now, [6], split_value)[1])
    lost_then = _made(view, after, worst_after(then, [6], split_value)[1])
    if not lost_now or lost_now.endswith("1 Power") or lost_then == lost_now:
        return None
    return f"your {lost_now.split(':')[0].removeprefix('a ')} safe from the red dice"


def _me(view: KonjaView):
    return view.players[view.viewer if view.viewer is not None else view.turn_seat]


COUNTS = ("no", "one", "two", "three", "four", "five", "six")


def count_words(n: int) -> str:
    """A count of dice in words up to six ("five 3s"), so it never runs into the face beside it ("5 3s")."""
    return COUNTS[n] if 0 <= n < len(COUNTS) else str(n)


def combo_words(kind: str, values: list[int]) -> str:
    """A combination of the pyramid and what it pays, in a few words: "three 2s: a 3-point Cloud" (the count in
    words: "make 3 6s" read as a run of numbers, konja20)."""
    if kind == "kind":
        return f"{count_words(len(values))} {values[0]}s: a {CLOUD_FOR_KIND[len(values)]}-point Cloud"
    if kind == "run":
        return f"a run of {len(values)}: {len(values)} Gold"
    if kind == "pair":
        return f"a pair of {values[0]}s: 2 Magick"
    return f"a {values[0]}: 1 Power"
