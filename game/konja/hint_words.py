"""Why a Konja hint suggests a move that looks like a loss, in a few words (the hint's `Agent.explain`).

The first-evening playtest (A5) read two hints as hurting: rerolling dice that already made a Cloud, and
sacrificing Relics that seemed worth keeping. Both are the hint level's sound choices, worded without their
reason. A set of low dice rarely outlives the opponent's red dice (any red die above the set's value may take a
die's place: a set of 1s survives 1 roll in 36), so rerolling it is worth the gamble; a set of 6s is never
rerolled. And near the end of a match a Relic has too few turns left to earn back the Gold it sells for (from
three positions where the hint level sold, 30 paired play-outs of the hard level each: selling won 40 % / 27 % /
47 %, keeping 40 % / 17 % / 13 %). The words give that reason, short (the turn panel shows about four lines of a
hint); any other move needs none.
"""

from __future__ import annotations

from collections import Counter

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.state import KonjaView

REROLLS = ("reroll", "reroll_low")
LATE = 0.5  # the leader's share of the target past which a Relic's turns to come are said to be few


def hint_words(view: KonjaView, action: Action) -> str | None:
    """What the hinted move is for, when it gives up something the player can see (a set, a Relic)."""
    try:
        if action.kind in ("use_relic", "play_spell"):
            return _reroll_words(view, action)
        if action.kind == "sell_relic":
            return _sell_words(view, action.args[0])
    except (IndexError, KeyError, TypeError, ValueError):
        return None  # a hint from another position: no words rather than wrong ones
    return None


def _reroll_words(view: KonjaView, action: Action) -> str | None:
    """A reroll that breaks a set of three or more: the red dice would likely break it anyway."""
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    if action.kind == "play_spell":
        effect, target, limit = cards.spells()[action.args[0]].effect, action.args[1], 0
    else:
        relic = cards.relics()[me.relics[action.args[0]].card]
        effect, amount, _text = relic.side(view.oodoo_side == "shayka")
        target, limit = action.args[3], amount + (action.args[2] if relic.power == "boost" else 0)
    if effect not in REROLLS:
        return None
    dice = [d for d in view.dice if d.colour in ("green", "violet")]
    counts = Counter(d.value for d in dice)
    rerolled = {view.dice[i].value for i in target} if effect == "reroll" else \
        {d.value for d in dice if d.colour == "green" and d.value <= limit}  # every green die this low
    broken = sorted(v for v in rerolled if counts[v] >= 3)
    if not broken:
        return None
    value = broken[0]
    if view.shayka != "off":  # no red dice come at the player: a reroll for a larger set or a run
        return f"a gamble on a better roll than your set of {value}s"
    survive = (value / 6) ** 2  # both red dice show no more than the set: neither may replace one of its dice
    odds = "almost surely" if survive < 0.1 else "likely" if survive < 0.5 else "may"
    # short: the turn panel shows about four lines of a hint (the action's words come first)
    return f"the red dice would {odds} break your set of {value}s"


def _sell_words(view: KonjaView, slot: int) -> str | None:
    """A Relic sacrificed: few turns are left for it to pay back, or it is spent and its Gold buys more now.
    Short and whole (the hint's line is cut with "..." past about 70 characters), and no reason where the hint
    level gave none: a ready Relic sold mid-match gets no words rather than made-up ones."""
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    relic = me.relics[slot]
    lead = max(p.cloud_points for p in view.players)
    if lead >= view.target * LATE:
        return f"with {lead} of {view.target} points reached, it would not pay back in time"
    if relic.spent:
        return f"it is spent, and its {cards.relics()[relic.card].cost} Gold buys more now"
    return None
