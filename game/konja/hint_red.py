"""Words of a Konja hint about dice a card or the red dice throw (split from hint_words.py): which dice a reroll card
throws, and why rolling the red dice at the opponent's dice pays.

A blind tester (konja17) read "2 of Kofi's dice are not safe" where none of Kofi's dice was marked safe, so the words
seemed to speak of three dice the board did not show: they now name the dice a red die may take, and say "none is
made safe" when no die is.

A red die placed says what it does to the opponent's best split, before and after: konja22 read "Red 3 replaces the
1: it breaks a run of 3" where the 3 made Kofi's run 4-5-6 a run of four and broke his pair of 1s (the words named the
first combination the split no longer held, and the run had only grown). Now a combination that grows is said to grow,
the one broken is named, and a roll at a set says what a red die would cost it ("five 2s drop to four"); a roll with
several faces at stake names what they hold too ("…: it could cut the three 5s or the run 3-4-5"), where it once said
the faces alone. Storm Veil's words (and "Do not answer"'s) come from the same before/after comparison (red_loss):
"it saves your run of 3" was said where the red 3 grew that run and broke a pair of 1s."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import CLOUD_FOR_KIND, best_split, combo_value, split_value
from baraza.game.konja.hint_dice import _card_effect, _made, _me, _splits, combo_words, count_words
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
    how many are made safe as the board marks them, and what a red die could cut there (_stops)."""
    dice = [(d.value, bool(d.guarded or d.used) or d.colour == "red") for d in view.dice]
    open_dice = [dice[i][0] for i in threatened(dice, split_value)]
    if not open_dice:
        return _hopeless(view, name, dice)
    if len(open_dice) == 1:
        return f"{name}'s {open_dice[0]} is not safe: a red die above {open_dice[0]} may take it{_stops(view)}"
    guarded = sum(1 for d in view.dice if d.guarded and not d.used)
    stake = _at_stake(view)
    if len(stake) > 1:  # the combinations name the dice: the faces too ran the words long
        if not guarded:
            return f"none of {name}'s dice is made safe: a red die could cut {_listed(stake)}"
        return f"a red die could cut {name}'s {_listed(stake).removeprefix('the ')} ({guarded} made safe)"
    if not guarded:  # the board marks no die safe: words counting dice "not safe" implied some were
        return f"none of {name}'s dice is made safe: a red die may take {_faces(open_dice)}{_stops(view)}"
    # named, not counted: "3 of Kofi's dice are not safe" beside four lit dice read as a miscount (konja18: the lit
    # ones include dice a red die would only raise)
    return f"a red die may take {_faces(open_dice)} from {name}'s dice ({guarded} made safe){_stops(view)}"


def _at_stake(view: KonjaView) -> list[str]:
    """The combinations of the best split of the free dice that hold a die a red die may take for a loss, worth most
    first: "the three 5s", "the run 3-4-5", "the pair of 2s"."""
    dice = [(d.value, bool(d.guarded or d.used) or d.colour == "red") for d in view.dice]
    free = [i for i, d in enumerate(view.dice) if not d.used]
    taken = {free.index(i) for i in threatened(dice, split_value) if i in free}
    split = [(kind, sorted(view.dice[free[j]].value for j in idx)) for kind, idx in
             best_split([view.dice[i].value for i in free]) if taken & set(idx)]
    split.sort(key=lambda c: -combo_value(*c))
    return [_combo_name(kind, values) for kind, values in split]


def _combo_name(kind: str, values: list[int]) -> str:
    if kind == "kind":
        return f"the {count_words(len(values))} {values[0]}s"
    if kind == "run":
        return f"the run {'-'.join(str(v) for v in values)}"
    return f"the pair of {values[0]}s" if kind == "pair" else f"the {values[0]}"


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} or {parts[-1]}"


def _stops(view: KonjaView) -> str:
    """What a red die on the dice at stake would cut, in every case (konja22 read "a red die may take one of the 2s"
    beside Kofi's five 2s, and not what it stops; with two faces at stake the words once said nothing of it): ": five
    2s drop to four, a 5-point Cloud, not 7", ": the set of three 3s breaks", ": the run 2-3-4 breaks", ": it could
    cut the three 5s or the run 3-4-5"."""
    dice = [(d.value, bool(d.guarded or d.used) or d.colour == "red") for d in view.dice]
    faces = {dice[i][0] for i in threatened(dice, split_value)}
    if len(faces) == 1:
        value = next(iter(faces))
        same = sum(1 for d in view.dice if not d.used and d.value == value)
        if same >= 4:
            return ": " + _drop("", value, same).lstrip().replace(": a", ", a", 1)  # the seat is named before it
        if same == 3:
            return f": the set of three {value}s breaks"
    stake = _at_stake(view)
    if not stake:
        return ""
    return f": {stake[0]} breaks" if len(stake) == 1 else f": it could cut {_listed(stake)}"


def _drop(whose: str, value: int, same: int) -> str:
    """"Kofi's five 3s drop to four: a 5-point Cloud, not 7" (counts in words: "5 3s become 4" read as one number)."""
    less, more = CLOUD_FOR_KIND[min(same - 1, 5)], CLOUD_FOR_KIND[min(same, 5)]
    return f"{whose} {count_words(same)} {value}s drop to {count_words(same - 1)}: a {less}-point Cloud, not {more}"


def _them(view: KonjaView):
    seat = view.viewer if view.viewer is not None else view.turn_seat
    return view.players[1 - seat]


def red_words(view: KonjaView, red: int, die: int) -> str | None:
    """A red die placed: on the player's own pool (Shayka) what it makes; on the opponent's, a set of four or more
    that drops by one, else what the placement does to their best split (change_words)."""
    value = view.dice[die].value
    same = sum(1 for d in view.dice if not d.used and d.value == value)
    whose = f"{_them(view).name}'s"  # the seat named, never "their" (a blind tester read "Kofi" and "them")
    if red >= len(view.red_dice):  # no red die thrown (a view asked ahead): only what taking the die breaks
        return f"it breaks {whose} set of {value}s" if same >= 3 else None
    before = [d.value for d in view.dice]
    after = [view.red_dice[red] if i == die else v for i, v in enumerate(before)]
    if view.shayka == "own":  # the player's own red dice, on the player's own pool
        made = _made(view, after, before)
        return f"it makes {made}" if made else "a higher die for your pool"
    if same >= 4:  # three or more are left: a smaller set, not a broken one (issue 41: "breaks" read false)
        return _drop(whose, value, same)
    return change_words(view, before, after, whose) or (
        f"{whose} {value} fits {whose} dice better than a {view.red_dice[red]}")


def _within(small: list[int], big: list[int]) -> bool:
    """Whether the dice values `small` are all among `big` (counted)."""
    return not Counter(small) - Counter(big)


def _changes(view: KonjaView, before: list[int], after: list[int]):
    """How the best split of the dice `before` became that of `after`: (the combinations broken, the (old, new)
    ones that grew or only moved, the new ones, the (old, new) sets that only shrank, every one `before` held that
    `after` does not)."""
    was, now = _splits(view, before), _splits(view, after)
    lost = [c for c in was if c not in now]
    gained = [c for c in now if c not in was]
    # a run or set that grew (4-5-6 made 3-4-5-6), or a run that only moved (2-3-4 made 4-5-6): never "broken"
    grown = [(old, new) for old in lost for new in gained if old[0] == new[0] != "pair" and (
        _within(old[1], new[1]) or old[0] == "run" and len(new[1]) >= len(old[1]) and set(old[1]) & set(new[1]))]
    # five 2s made four: a smaller set, not a broken one (issue 41: "breaks" read false)
    shrunk = [(old, new) for old in lost for new in gained if old[0] == new[0] == "kind" and old[1][0] == new[1][0]
              and len(new[1]) < len(old[1])]
    kept = {id(old) for old, _new in grown + shrunk}
    broken = [c for c in lost if c[0] != "power" and id(c) not in kept]
    return broken, grown, gained, shrunk, lost


def change_words(view: KonjaView, before: list[int], after: list[int], whose: str) -> str | None:
    """What a die changed does to the best split of `whose` dice: the combination it breaks, and what the new split
    gains back ("it breaks Kofi's pair of 1s (the run grows to four: 1 Gold more)"); None when it breaks nothing.
    A combination that only grows or shrinks (a run of 3 made a run of 4) is never said to be broken."""
    broken, grown, gained, _shrunk, lost = _changes(view, before, after)
    if not broken:
        return None
    said = f"it breaks {whose} {_named(max(broken, key=lambda c: combo_value(*c)))}"
    # what the new split holds that the old did not: a grown run or set, or a new combination (never the remnant of
    # the one broken, a pair left of a set of three: "breaks" says that much)
    back = [f"the run grows to {count_words(len(new[1]))}: {len(new[1]) - len(old[1])} Gold more" if new[0] == "run"
            else f"the {new[1][0]}s grow to {count_words(len(new[1]))}: a {CLOUD_FOR_KIND[len(new[1])]}-point Cloud, "
                 f"not {CLOUD_FOR_KIND[len(old[1])]}" for old, new in grown if len(new[1]) > len(old[1])]
    back += [f"it makes {combo_words(*c)}" for c in gained if all(c is not new for _old, new in grown)
             and not any(_within(c[1], b[1]) for b in lost)]
    return f"{said} ({back[0]})" if back else said


def _named(combo: tuple[str, list[int]]) -> str:
    kind, values = combo
    return {"kind": f"set of {values[0]}s", "run": f"run of {len(values)}", "pair": f"pair of {values[0]}s"}[kind]


@dataclass(frozen=True)
class RedLoss:
    """What red dice cost the player's best split: a combination broken ("pair of 1s"), or a set of `count` dice of
    `face` made `left` dice (a smaller set, never "broken")."""

    broken: str | None = None
    face: int = 0
    count: int = 0
    left: int = 0

    def saves(self) -> str:
        """An answer's gain: "it saves your pair of 1s", "it keeps your five 2s: a 7-point Cloud, not 5"."""
        if self.broken:
            return f"it saves your {self.broken}"
        return (f"it keeps your {count_words(self.count)} {self.face}s: a {CLOUD_FOR_KIND[min(self.count, 5)]}-point "
                f"Cloud, not {CLOUD_FOR_KIND[min(self.left, 5)]}")

    def threat(self) -> str:
        """What the red dice may do: "break your pair of 1s", "cut your five 2s to four"."""
        if self.broken:
            return f"break your {self.broken}"
        return f"cut your {count_words(self.count)} {self.face}s to {count_words(self.left)}"


def red_loss(view: KonjaView, before: list[int], after: list[int]) -> RedLoss | None:
    """What the red dice cost the player's best split when they turn the dice `before` into `after`, from the same
    before/after comparison as a red die placed (change_words): the combination worth most they break, else a set
    they only make smaller; None when they cost no set, run or pair. A run that grows or only moves is never a loss
    (the Storm Veil words once named the first combination the split no longer held: "it saves your run of 3" where
    the red 3 grew that run to four and broke a pair of 1s)."""
    broken, _grown, _gained, shrunk, _lost = _changes(view, before, after)
    if broken:
        return RedLoss(broken=_named(max(broken, key=lambda c: combo_value(*c))))
    if not shrunk:
        return None
    old, new = max(shrunk, key=lambda pair: combo_value(*pair[0]) - combo_value(*pair[1]))
    return RedLoss(face=old[1][0], count=len(old[1]), left=len(new[1]))


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
