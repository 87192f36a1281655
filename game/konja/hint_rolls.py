"""What a Konja reroll hint aims for, and its odds (split from hint_words.py). Every reroll hint read "a new roll
may make more of those dice" (a blind tester's 67, 69, 85 and 102.png): the words now name the combination the
new roll aims for and how often it comes ("aiming for 4 3s: a 5-point Cloud, 17% chance"), issue 41.

One count of a reroll's odds, `reroll_chance`: the share of the new faces that reach the aim. The same two dice
rerolled for one more 4 read "50 %" once (any better roll) and "31 %" another time (the 4 itself), and a third
gamble counted the Relic that could fix the roll after it: the words now say what they count ("31% by the roll
alone, 56% with Oodoo after"). The aim is the combination worth most over the roll's outcomes (a 6 making a
7-point Cloud, not "a 5: 1 Power" because 5s come as often), and in the last turn the one that wins, with the
score it leaves (a blind tester, session 32)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import product

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import CLOUD_FOR_KIND, split_value
from baraza.game.konja.hint_late import final_score, last_turn, score_words
from baraza.game.konja.state import KonjaView

MOST_DICE = 5  # every throw is counted (7776 for five dice: the splits are remembered by their values)
NUDGES = ("set_face", "nudge", "nudge_guard")


@lru_cache(maxsize=4096)
def _value(values: tuple[int, ...]) -> float:
    """split_value of dice values given in order, remembered (see hint_dice._sorted_split)."""
    return split_value(values)


def rolls(values: list[int], rerolled: list[int]):
    """Every way the dice `rerolled` (indexes) may land, as the whole dice's values, each as likely."""
    for faces in product(range(1, 7), repeat=len(rerolled)):
        after = list(values)
        for i, f in zip(rerolled, faces, strict=True):
            after[i] = f
        yield after


def reroll_chance(view: KonjaView, rerolled: list[int], hit: Callable[[list[int]], bool]) -> Fraction:
    """The chance that rerolling the dice `rerolled` leaves dice that `hit` accepts: every reroll's odds on the table
    are counted here, so one position is always worded with one chance."""
    values = [d.value for d in view.dice]
    outcomes = list(rolls(values, rerolled))
    return Fraction(sum(1 for after in outcomes if hit(after)), len(outcomes))


def _new_combo(view: KonjaView, after: list[int], before: list[int]) -> tuple[str, tuple[int, ...]] | None:
    from baraza.game.konja.hint_dice import _splits

    had = _splits(view, before)
    for kind, vals in _splits(view, after):
        if (kind, vals) in had:
            had.remove((kind, vals))
        else:
            return kind, tuple(vals)
    return None


ANY_FACE = 0  # the face of an aim any face makes ("a set of three": three 5s pay as three 6s)
SIZE_WORDS = {3: "three", 4: "four", 5: "five"}


def _sort(combo: tuple[str, tuple[int, ...]]) -> tuple[str, tuple[int, ...]]:
    """A combination with its face left open when every face pays the same (a set or a pair of its size)."""
    kind, vals = combo
    return (kind, (ANY_FACE,) * len(vals)) if kind in ("kind", "pair") else combo


def _aim_words(aim: tuple[str, tuple[int, ...]]) -> str:
    """The aim and what it pays: "3 6s: a 3-point Cloud", or with any face "a set of three: a 3-point Cloud"."""
    from baraza.game.konja.hint_dice import combo_words

    kind, vals = aim
    if vals and vals[0] == ANY_FACE:
        if kind == "pair":
            return "a pair: 2 Magick"
        return f"a set of {SIZE_WORDS[len(vals)]}: a {CLOUD_FOR_KIND[len(vals)]}-point Cloud"
    return combo_words(kind, list(vals))


def reaches(view: KonjaView, after: list[int], aim: tuple[str, tuple[int, ...]]) -> bool:
    """Whether the dice `after` make the combination `aim` or one better of its sort (five 4s reach four 4s; any
    face when the aim leaves it open)."""
    from baraza.game.konja.hint_dice import _splits

    kind, vals = aim
    for k, v in _splits(view, after):
        if kind == "run" and k == "run" and len(v) >= len(vals):
            return True
        if kind in ("kind", "pair") and k in ("kind", "pair") and vals[0] in (v[0], ANY_FACE) and len(v) >= len(vals):
            return True
        if kind == "power" and k in ("power", "pair", "kind") and v[0] >= vals[0]:
            return True
    return False


def _follow_card(view: KonjaView, action: Action | None, earlier: tuple[Action, ...] = ()):
    """A card the player could still play after the roll to turn one die (name, effect, amount), else None: Oodoo
    kept aside while Fie-Ah rerolls, a Tilt in hand with its Magick. Only what is left once the reroll `action` and
    the moves `earlier` in its line are played: their Action dice, Magick, Spells and spent Relics (konja21 read
    "83% with Bone Flute after" for At! on the last Action die, then "Bone Flute needs any Action die")."""
    seat = view.viewer if view.viewer is not None else view.turn_seat
    me = view.players[seat]
    moves = [*earlier, *([action] if action is not None else [])]
    taken = {m.args[1] for m in moves if m.kind == "use_relic"}
    free_faces = [f for i, (f, used) in enumerate(zip(view.action_dice, view.action_used, strict=True))
                  if not used and i not in taken]
    spent = {slot for slot, relic in enumerate(me.relics) if relic.spent}
    hand = Counter(me.spells or ())
    magick = me.magick
    for move in moves:
        if move.kind == "use_relic" and move.args[0] < len(me.relics):
            card = cards.relics()[me.relics[move.args[0]].card]
            if card.exhausts and not (card.power == "ready" and move.args[2]):  # Power kept it ready
                spent.add(move.args[0])
        elif move.kind == "play_spell":
            hand[move.args[0]] -= 1
            magick -= cards.spells()[move.args[0]].cost
        back = _readied(view, move)
        if back is not None:  # Awaken, Elder Staff or the Spirit token earlier in the line
            spent.discard(back)
    for slot, relic in enumerate(me.relics):
        card = cards.relics()[relic.card]
        effect, amount, _text = card.side(view.oodoo_side == "shayka")
        if slot in spent or effect not in NUDGES:
            continue
        if card.die == "none" or any(card.die == "any" or f == card.die for f in free_faces):
            return relic.name, effect, amount
    for spell in hand:
        card = cards.spells()[spell]
        if hand[spell] > 0 and card.timing == "bones" and card.effect in NUDGES and magick >= card.cost:
            return card.name, card.effect, card.amount
    return None


def _readied(view: KonjaView, move: Action) -> int | None:
    """The Relic slot a move makes ready again (the Spirit token, a recharge card), else None."""
    if move.kind == "use_spirit":
        return move.args[0]
    if move.kind == "play_spell":
        effect, target = cards.spells()[move.args[0]].effect, move.args[1]
    elif move.kind == "use_relic":
        seat = view.viewer if view.viewer is not None else view.turn_seat
        card = cards.relics()[view.players[seat].relics[move.args[0]].card]
        effect, target = card.side(view.oodoo_side == "shayka")[0], move.args[3]
    else:
        return None
    return target[0] if effect == "recharge" and target and isinstance(target[0], int) else None


def _turned(view: KonjaView, values: list[int], effect: str, amount: int):
    """Every dice one card turning one die leaves (a die moved up to `amount` pips, or set to any face)."""
    for i, d in enumerate(view.dice):
        if d.used or (effect == "set_face" and d.colour != "green"):
            continue
        faces = range(1, 7) if effect == "set_face" else [values[i] + s for s in range(-amount, amount + 1) if s]
        for f in faces:
            if 1 <= f <= 6 and f != values[i]:
                yield values[:i] + [f] + values[i + 1:]


def aim_words(view: KonjaView, rerolled: list[int], action: Action | None = None,
              earlier: tuple[Action, ...] = ()) -> str | None:
    """The combination the new faces of the dice `rerolled` (indexes) aim for, worth most over the outcomes, and
    the chance the roll reaches it ("aiming for 4 4s: a 5-point Cloud, 31% by the roll alone, 56% with Oodoo
    after"); in the last turn the combination that wins, and the score ("…, enough to win 25–22, 17% by the roll
    alone"). `action`: the card that rerolls (a card kept for after it is not that one); `earlier`: the moves of
    its line before it (what they spend is not left for after the roll either)."""
    values = [d.value for d in view.dice]
    free = [i for i, d in enumerate(view.dice) if not d.used]
    if not rerolled or len(rerolled) > MOST_DICE or any(i not in free for i in rerolled):
        return None
    now = _value(tuple(sorted(values[i] for i in free)))
    last = last_turn(view) and not final_score(view, values)[2]  # a win already held aims for no more
    worth: Counter = Counter()
    example: dict = {}
    for after in rolls(values, rerolled):
        combo = _new_combo(view, after, values)
        gain = _value(tuple(sorted(after[i] for i in free))) - now
        if combo is None or gain <= 1e-9:
            continue
        wins = last and final_score(view, after)[2]
        worth[combo] += (1000.0 if wins else 0.0) + gain  # in the last turn a win outweighs any gain
        if last and (combo not in example or final_score(view, after)[0] < final_score(view, example[combo])[0]):
            example[combo] = after
    if not worth:
        return None
    # a set of the same size in another face pays the same: one aim, "a set of three", counted over every face that
    # makes it (a tester read "aiming for 3 6s, 17%" beside 6 5 6 5, where a 5 makes three too: konja17)
    group: Counter = Counter()
    for combo, w in worth.items():
        group[_sort(combo)] += w
    aim = max(group, key=lambda c: (group[c], c))
    faces = {c for c in worth if _sort(c) == aim}
    if len(faces) == 1:
        aim = next(iter(faces))
    elif last:  # the score told is the least any face leaves
        example[aim] = min((example[c] for c in faces), key=lambda a: final_score(view, a)[0])
    if last and group[_sort(aim)] >= 1000.0:
        won = [a for a in rolls(values, rerolled) if _new_combo(view, a, values) in faces and final_score(view, a)[2]]
        example[aim] = min(won, key=lambda a: final_score(view, a)[0])

        def hit(after: list[int]) -> bool:
            return final_score(view, after)[2]
    else:
        def hit(after: list[int]) -> bool:
            return reaches(view, after, aim)
    said = f"aiming for {_aim_words(aim)}"
    if last:
        said += f", {score_words(view, example[aim])}"
    return f"{said}, {chance_words(view, rerolled, hit, action, earlier)}"


def chance_words(view: KonjaView, rerolled: list[int], hit: Callable[[list[int]], bool],
                 action: Action | None = None, earlier: tuple[Action, ...] = ()) -> str:
    """The odds of a reroll, saying what they count: "31% by the roll alone", and with a card still to play after
    it that turns one die, ", 56% with Oodoo after"."""
    alone = reroll_chance(view, rerolled, hit)
    said = f"{odds(alone)} by the roll alone"
    card = _follow_card(view, action, earlier)
    if card is not None and alone < 1:
        name, effect, amount = card
        helped = reroll_chance(view, rerolled, lambda a: hit(a) or any(hit(t) for t in _turned(view, a, effect, amount)))
        if helped > alone:
            said += f", {odds(helped)} with {name} after"
    return said


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
