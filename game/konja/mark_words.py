"""Why the judge marked a Konja move, in the Hint's words (the replay caption's "Why: …"): what the judge's better
move would have made or kept, as the Hint would say it, so Hint and Analysis speak of a move alike (issue 41).

A few faults the board itself shows are named (`fault`, the judge's hook: game.core.analysis_paired.named_fault),
so a move that costs only a few points of chance is marked once the paired play-outs agree it cost something: a
tester who played badly on purpose left Storm Veil unused, with the Magick for it, while a red 5 broke their three
3s (59 → 55 %, nothing marked), and paid 1 Gold to replace an Offering card with too little Gold left to buy any.
Some of them the board alone proves, marked whatever the play-outs say (`board_fault`, the judge's `board_mark`): a
Collection ended with a set, pair or run left unexchanged (analysis_collect.py), that Gold paid for nothing, a
reroll that throws away a set or run the judge's move keeps (analysis_reroll.py), a red die placed where it lifts
the opponent's Cloud, red dice left unused where one would have cut it, and a free roll of the red dice left
unrolled where a throw cuts it by a Cloud point on average (analysis_gift.py).

A board fault is marked even where the match looks decided (a chance under 5 % hardly falls, whatever is played):
its level is the Cloud points it costs (`board_level`, `cloud_points_lost`: handed to the opponent, or given up),
the match's currency, not the chart. From CLOUD_MISTAKE points a mistake, from CLOUD_BLUNDER a blunder, else an
inaccuracy. Three points is the smallest Cloud a set pays: a whole Cloud thrown away is a mistake (bad16 ended a
Collection with three 3s unexchanged, 14 -> 7 %, and read "an inaccuracy"), and the standing model (standing.py)
puts 3 points at about 0.12 of the chance mid-match and 0.2 near the end; seven, a third of the 21 points that end
the match, a blunder. The smallest gift (GIFT_POINTS = 2) stays an inaccuracy, and so does a fault paid in Gold or
Magick alone. Where the chance shown cannot move, the caption says the points instead (`mark_gain`).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.analysis_collect import unclaimed, unclaimed_words
from baraza.game.konja.analysis_gift import (
    board_gift,
    board_unrolled,
    cloud_given,
    gift_words,
    unplaced_words,
    unrolled_words,
)
from baraza.game.konja.analysis_reroll import broken_set, broken_words
from baraza.game.konja.dice import split_value
from baraza.game.konja.hint_dice import _made, _me
from baraza.game.konja.hint_words import hint_words
from baraza.game.konja.red_reply import open_dice, worst_after

CLOUD_MISTAKE, CLOUD_BLUNDER = 3, 7  # Cloud points a board fault hands the opponent for each level (above)
SLIPS = (AttributeError, IndexError, KeyError, TypeError, ValueError)  # a position these words do not fit


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The fault the move shows (`fault`), else the better move's reason in the Hint's words (the caption names
    the move just before), or None."""
    if best is None or best == action:
        return None
    named = fault(rules, state, seat, action, best)
    if named:
        return named
    try:
        words = hint_words(rules.view(state, seat), best)
    except SLIPS:
        return None
    return words or None


def fault(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The concrete fault in `seat` playing `action` where the judge plays `best`, in words; None when the board
    shows none: a red-dice answer left unused while the red dice break a set (`unused_answer`), Gold paid to
    replace an Offering card with too little left to buy any Relic (`idle_refresh`), or the Rain's Cloud passed up
    where the judge summons it (`skipped_cloud`), a red die placed where it lifts the opponent's dice
    (analysis_gift.py), a Collection ended with a sure gain left, or a reroll that breaks a set or run the judge
    keeps (`board_fault`)."""
    if best is None or best == action:
        return None
    try:
        if action.kind == "finish_collection":
            return unclaimed_words(rules, state, seat, action, best)
        if action.kind == "red_replace":  # a red die that lifts the opponent's dice (analysis_gift.py)
            return gift_words(rules, state, seat, action, best)
        if action.kind == "red_done":  # red dice left unused where one cuts the opponent's Cloud (analysis_gift.py)
            return unplaced_words(rules, state, seat, action, best)
        if action.kind == "skip_red":  # red dice left unrolled where a throw cuts it (analysis_gift.py)
            return unrolled_words(rules, state, seat, action, best)
        broken = broken_words(rules, state, seat, action, best)  # a reroll that breaks a set or run made
        if broken:
            return broken
        view = rules.view(state, seat)
        if action.kind == "no_reply":
            return unused_answer(view, best)
        if action.kind == "refresh_offering":
            return idle_refresh(rules, state, seat, action, best)
        if action.kind == "pass_blessing" and state.phase == "rain_summon":
            return skipped_cloud(view, best, state.target)
    except SLIPS:
        return None
    return None


def board_fault(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The faults the board alone proves, in words: a Collection ended with a set, pair or run unexchanged where
    the judge exchanges one (a sure gain thrown away), Gold paid to replace an Offering card with too little
    left for any Relic (Gold spent for nothing), a reroll that breaks a set or run the judge's move keeps (a
    sure combination thrown for a new throw), and a red die placed where it gives the opponent GIFT_POINTS Cloud
    points or more (analysis_gift.py). None for other moves: the other named faults cost what the dice to
    come decide, and the paired play-outs judge them."""
    if action.kind in ("use_relic", "play_spell"):
        try:
            return broken_words(rules, state, seat, action, best)
        except SLIPS:
            return None
    if action.kind == "red_replace":  # Cloud points handed to the opponent (analysis_gift.py)
        try:
            return fault(rules, state, seat, action, best) if board_gift(rules, state, seat, action, best) else None
        except SLIPS:
            return None
    if action.kind == "skip_red":  # a free roll left unrolled (analysis_gift.py)
        try:
            return fault(rules, state, seat, action, best) if board_unrolled(rules, state, seat, action, best) else None
        except SLIPS:
            return None
    if action.kind not in ("finish_collection", "refresh_offering", "red_done"):
        return None
    return fault(rules, state, seat, action, best)


def board_level(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The mark of a board fault (`board_fault`) by the Cloud points it hands the opponent (the module's text):
    "blunder" from CLOUD_BLUNDER, "mistake" from CLOUD_MISTAKE, else "inaccuracy"; None without a board fault."""
    if not board_fault(rules, state, seat, action, best):
        return None
    try:
        points = cloud_points_lost(rules, state, seat, action, best)
    except SLIPS:
        points = 0
    return "blunder" if points >= CLOUD_BLUNDER else "mistake" if points >= CLOUD_MISTAKE else "inaccuracy"


def cloud_points_lost(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> float:
    """The Cloud points a board fault costs its mover against the judge's move: handed to the opponent by the red
    dice (analysis_gift.cloud_given, on average for a roll left unrolled), or given up by a Collection ended with a
    set unexchanged or a reroll of a set made (a run pays Gold: none); 0 for any other move."""
    if action.kind in ("red_replace", "red_done", "skip_red"):
        return cloud_given(rules, state, seat, action, best)
    if action.kind == "finish_collection" and best is not None and best.kind == "collect":
        found = unclaimed(rules, state, seat)
        return found[1].get("cloud", 0) if found is not None else 0
    broken = broken_set(rules, state, seat, action, best) if action.kind in ("use_relic", "play_spell") else None
    return broken[2].get("cloud", 0) if broken is not None else 0


def mark_gain(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """What the judge's move would have kept, for the caption's "but the better move would have …" where the chance
    shown does not move (a match decided either way is marked by Cloud points, not the chart): "kept 3 more Cloud
    points", "left Kofi 2 fewer Cloud points"; None for a move no board fault of Cloud points marks."""
    try:
        if best is None or best == action or not board_fault(rules, state, seat, action, best):
            return None
        points = cloud_points_lost(rules, state, seat, action, best)
    except SLIPS:
        return None
    if points <= 0:
        return None
    said = f"{points:.0f}" if float(points).is_integer() else f"about {points:.1f}"
    unit = "Cloud point" if said == "1" else "Cloud points"
    if action.kind in ("red_replace", "red_done", "skip_red"):
        name = rules.view(state, seat).players[1 - seat].name
        return f"left {name} {said} fewer {unit}"
    return f"kept {said} more {unit}"


def unused_answer(view: Any, best: Action) -> str | None:
    """Where the judge casts a Spell that cancels a red die (Storm Veil) and the red dice, placed where they hurt
    most, break a set, run or pair that cancelling that die keeps: "Storm Veil was held with the Magick for it,
    yet left unused: the red 5 can break your 3 3s (a 3-point Cloud)". None otherwise."""
    if best.kind != "play_spell" or not best.args[1] or view.shayka != "off":
        return None
    card = cards.spells()[best.args[0]]
    red = best.args[1][0]
    if card.timing != "red_reply" or view.red_used[red]:
        return None
    reds = [v for v, used in zip(view.red_dice, view.red_used, strict=True) if not used]
    rest = list(reds)
    rest.remove(view.red_dice[red])
    dice = open_dice(view.dice)
    worst, kept = worst_after(dice, reds, split_value)[1], worst_after(dice, rest, split_value)[1]
    lost = _made(view, kept, worst)  # what the dice keep with that red die cancelled, and lose without
    if not lost or lost.endswith("1 Power"):  # a single high die swapped for another: no set broken
        return None
    combo, _, pays = lost.partition(": ")
    return (f"{card.name} was held with the {card.cost} Magick for it, yet left unused: the red "
            f"{view.red_dice[red]} can break your {combo.removeprefix('a ')} ({pays})")


def idle_refresh(rules: Any, state: Any, seat: int, action: Action, best: Action) -> str | None:
    """Gold paid to replace an Offering card where the Gold left buys nothing (one refresh a Blessing, then buy or
    pass): too little for any Relic at all, or, with a card affordable before it, for any card of the Offering the
    refresh leaves (bad15 replaced Bone Flute, 2 Gold of their 4, and drew Rain Stick beside two 4-Gold cards:
    nothing was marked, 3 Gold being enough for some Relic). None otherwise."""
    if best.kind == "refresh_offering":
        return None
    view = rules.view(state, seat)
    gold = _me(view).gold
    relics = cards.relics()
    cheapest = min(card.cost for card in relics.values())
    old = relics[view.offering[action.args[0]]].name
    if gold - 1 < cheapest:
        return (f"replacing {old} cost 1 of your {gold} Gold and left too little for any Relic (the cheapest costs "
                f"{cheapest}): the new card was not yours to buy")
    if not any(card is not None and relics[card].cost <= gold for card in view.offering):
        return None  # nothing to buy before it either: the refresh gave up no buy
    after = rules.clone(state)
    rules.apply(after, seat, action)
    costs = [relics[card].cost for card in after.offering if card is not None]
    if any(cost <= gold - 1 for cost in costs):
        return None
    return (f"replacing {old} cost 1 of your {gold} Gold, and the {gold - 1} left bought no card of the new Offering "
            f"(the cheapest costs {min(costs)}): 1 Gold paid for nothing, where a Relic was yours to buy before")


def skipped_cloud(view: Any, best: Action, target: int) -> str | None:
    """The Rain's Blessing passed where the judge summons a Cloud the Gold pays for: Cloud points are what wins, and
    a tester who skipped a 5-point Cloud on purpose (8 Gold held) saw nothing marked. None otherwise."""
    if best.kind != "summon_cloud":
        return None
    points = best.args[0]
    return (f"passing left a {points}-point Cloud unsummoned, though your {_me(view).gold} Gold paid for it: "
            f"{points} of the {target} points that end the match")
