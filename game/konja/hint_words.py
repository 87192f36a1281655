"""Why a Konja hint suggests a move that looks like a loss, in a few words (the hint's `Agent.explain`).

The first-evening playtest (A5) read two hints as hurting: rerolling dice that already made a Cloud, and
sacrificing Relics that seemed worth keeping. Both are the hint level's sound choices, worded without their
reason. A set of low dice rarely outlives the opponent's red dice (any red die above the set's value may take a
die's place: a set of 1s survives 1 roll in 36), so rerolling it is worth the gamble; a set of 6s is never
rerolled. And near the end of a match a Relic has too few turns left to earn back the Gold it sells for (from
three positions where the hint level sold, 30 paired play-outs of the hard level each: selling won 40 % / 27 % /
47 %, keeping 40 % / 17 % / 13 %). The words give that reason, short (the turn panel shows about four lines of a
hint). A move made by a button names the button as it reads (a blind playtest read "Stop sacrificing Relics"
and found only "Done selling"); a Relic that guards dice, a red die that breaks a set and a die turned into a set
say so (what the move does to the dice, which the hint's first words do not tell).
"""

from __future__ import annotations

from collections import Counter

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.state import KonjaView

REROLLS = ("reroll", "reroll_low")
LATE = 0.5  # the leader's share of the target past which a Relic's turns to come are said to be few


# the prompt panel's button for a move made by one (scenes/konja/prompt.py labels them so)
BUTTONS = {
    "done_selling": "Done selling", "done_upgrading": "Done flipping", "done_discarding": "Keep the rest",
    "pass_blessing": "Pass", "roll": "Roll the dice", "end_bones": "End Bones", "roll_red": "Roll red dice",
    "skip_red": "Leave them", "no_reply": "Do not answer", "red_done": "Done with red dice",
    "finish_collection": "Collect & end turn",
}
NUDGES = ("set_face", "nudge", "nudge_guard")  # a card that turns one die to another face


def hint_words(view: KonjaView, action: Action) -> str | None:
    """What the hinted move is for, when it gives up something the player can see (a set, a Relic), or what it
    does to the dice; for a move made by a button, that button's words."""
    try:
        if action.kind in BUTTONS:
            return f"press {BUTTONS[action.kind]}"
        if action.kind in ("use_relic", "play_spell"):
            return _reroll_words(view, action) or _die_words(view, action)
        if action.kind == "sell_relic":
            return _sell_words(view, action.args[0])
        if action.kind == "red_replace":
            return _red_words(view, action.args[1])
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


def _card_effect(view: KonjaView, action: Action) -> tuple[str, tuple]:
    """The card's effect and the dice (or choice) it aims at."""
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    if action.kind == "play_spell":
        return cards.spells()[action.args[0]].effect, tuple(action.args[1])
    relic = cards.relics()[me.relics[action.args[0]].card]
    return relic.side(view.oodoo_side == "shayka")[0], tuple(action.args[3])


def _die_words(view: KonjaView, action: Action) -> str | None:
    """A guard keeps dice from the red dice; a die turned to a face that makes three alike says so."""
    effect, target = _card_effect(view, action)
    if effect == "guard" and view.shayka == "off":
        return "it keeps those dice safe from the red dice"
    if effect in NUDGES and len(target) == 2 and target[0] < len(view.dice):
        die = target[0]
        face = target[1] if effect == "set_face" else view.dice[die].value + target[1]  # a nudge: by that many
        same = sum(1 for i, d in enumerate(view.dice) if i != die and not d.used and d.value == face)
        if same >= 2:
            return f"it makes {same + 1} {face}s: a set for a Cloud"
    return None


def _red_words(view: KonjaView, die: int) -> str | None:
    """A red die that replaces one of a set of three or more breaks that set."""
    value = view.dice[die].value
    same = sum(1 for d in view.dice if not d.used and d.value == value)
    return f"it breaks their set of {value}s" if same >= 3 else None


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
