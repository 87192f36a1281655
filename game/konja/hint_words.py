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

Every hint says why, in a few words, and never only restates its button (a blind playtest read "Hint: Cast Violet
Spark", "Hint: Place an Idol on the Spirit Ancestor" and "Hint: Roll the red dice: press Roll red dice"): a move on
the dice says which combination it makes or breaks (the pyramid's best split before and after), an Ancestor what
its Favour and Blessing give the player now, a button what it leaves or why nothing better is left.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.describe import discarded_words
from baraza.game.konja.dice import best_split, split_value
from baraza.game.konja.hint_ancestors import NONE_BETTER, _none_better, spell_words
from baraza.game.konja.hint_dice import (  # noqa: F401 - helpers hint_lines/hint_rolls and tests know by this name
    KIND_ORDER,
    NUDGES,
    _card_effect,
    _die_face,
    _guards,
    _kept_safe,
    _made,
    _me,
    _splits,
    combo_words,
    count_words,
)
from baraza.game.konja.hint_late import (
    ends_soon,
    last_resource_words,
    last_turn,
    last_turn_either,
    rain_threat,
)
from baraza.game.konja.hint_lines import guessed_followup, line_words, recharge_words
from baraza.game.konja.hint_merchant import (  # noqa: F401 - tests know these by this module's name
    RELIC_GIST,
    buy_words,
    merchant_plan_words,
    sale_words,
)
from baraza.game.konja.hint_plan import guarded_after, risk_words
from baraza.game.konja.hint_red import red_loss, red_words, reroll_targets, roll_red_reason
from baraza.game.konja.hint_rolls import aim_words, odds
from baraza.game.konja.hint_trade import flip_words, trade_words
from baraza.game.konja.red_reply import open_dice, worst_after
from baraza.game.konja.state import CLOUD_UPGRADE, SUMMON_COST, UPGRADE_COST, KonjaView

REROLLS = ("reroll", "reroll_low")
LATE = 0.5  # the leader's share of the target past which a Relic's turns to come are said to be few


def hint_words(view: KonjaView, action: Action, plan: list[Action] | None = None) -> str | None:
    """Why the hinted move: what it makes or breaks on the dice, what it gives up and why, what an Ancestor gives
    now; for a move made by a button, the reason and that button's words. `plan`: the player's own moves the
    hint level would make next (an Ancestor's Favour and Blessing), so the words promise only those."""
    try:
        if action.kind == "choose_ancestor" and action.args[0] == "merchant" and plan is not None:
            return _warned(view, merchant_plan_words(view, plan))
        if action.kind == "choose_ancestor":
            return _warned(view, ancestor_words(view, action.args[0]))
        if action.kind == "use_spirit" and plan is not None:
            return recharge_words(view, action, plan)
        if action.kind in ("use_relic", "play_spell"):
            return with_pick(view, action, _card_reason(view, action, plan))
        if action.kind == "sell_relic":
            return _sell_words(view, action.args[0])
        if action.kind == "red_replace":
            return red_words(view, action.args[0], action.args[1])
        return button_words(view, action) or choice_words(view, action)
    except (IndexError, KeyError, TypeError, ValueError):
        return None  # a hint from another position: no words rather than wrong ones


def _warned(view: KonjaView, words: str) -> str:
    """An Ancestor's words after the warning that the opponent's Gold buys the win next turn (hint_late.py)."""
    threat = rain_threat(view)
    return f"{threat}; {words}" if threat else words


def _card_reason(view: KonjaView, action: Action, plan: list[Action] | None) -> str | None:
    """Why a card: what it does to the dice (or to the red dice, or the Spells in hand), else what its effect
    brings; a change of one die that makes nothing by itself says what the next card on that die makes."""
    effect, _target = _card_effect(view, action)
    if effect == "cancel_red":
        return cancel_words(view, action.args[0], action.args[1][0])
    if effect == "discard_draw":
        return chaac_words(view, tuple(action.args[1]))
    if effect == "recharge" and plan is not None:  # the use the hint's line makes of it, never a bare "ready again"
        return recharge_words(view, action, plan)

    try:  # the line after the card is a bonus: its trouble never costs the card its own reason
        then = line_words(view, action, plan) if plan else guessed_followup(view, action) if plan is None else None
    except (IndexError, KeyError, TypeError, ValueError):
        then = None
    if then:
        return then
    if effect in (*NUDGES, "mirror") and not _gains(view, action):
        # never a bare "Use Oodoo on the 6" (a blind tester, twice in a row), nor a gain it does not make ("it keeps
        # that die safe" on a 1: issue 41): the face it leaves, and what that face is for
        return _face_words(view, action)
    return _reroll_words(view, action) or _die_words(view, action) or _card_words(view, action)


def _face_words(view: KonjaView, action: Action) -> str | None:
    """A die changed to a face that makes nothing new by itself: the change, and where the dice are worth more in
    the best split, that; never a gain the change does not make."""
    values = [d.value for d in view.dice]
    change = _die_face(view, action, values)
    if change is None:
        return None
    die, face = change
    after = values[:die] + [face] + values[die + 1:]
    free = [i for i, d in enumerate(view.dice) if not d.used]
    if split_value([after[i] for i in free]) > split_value([values[i] for i in free]) + 1e-9:
        return f"your dice are worth more with a {face}"  # the move's words say the change ("on the 4 (→ 5)")
    return f"{values[die]} → {face}"  # what happens, and no gain it does not make (test_konja_round7)


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
    survive = Fraction(value, 6) ** 2  # both red dice show no more than the set: neither may replace one of its dice
    # short: the turn panel shows about four lines of a hint (the action's words come first); the chance in percent,
    # the one form of odds on the table
    return f"the red dice would break your set of {value}s, {odds(1 - survive)} chance"


def _die_words(view: KonjaView, action: Action) -> str | None:
    """A guard keeps dice from the red dice; a die turned to a face that makes three alike says so, and any
    other die changed says the combination it makes (a pair, a run, a high die)."""
    effect, target = _card_effect(view, action)
    if effect == "guard" and view.shayka == "off":
        return "it keeps those dice safe from the red dice"
    values = [d.value for d in view.dice]
    if effect in NUDGES and len(target) == 2 and target[0] < len(view.dice):
        die = target[0]
        face = target[1] if effect == "set_face" else view.dice[die].value + target[1]  # a nudge: by that many
        same = sum(1 for i, d in enumerate(view.dice) if i != die and not d.used and d.value == face)
        after = values[:die] + [face] + values[die + 1:]
        made = _made(view, after, values)
        # the last step of a plan warns of the red dice as its earlier steps did (a blind tester, round 14: "it
        # makes 5 3s: a set for a Cloud", then a red 6 took an open 3)
        risk = risk_words(view, after, guarded_after(view, [action], [die]))
        if same >= 2:
            return f"it makes {made or f'{count_words(same + 1)} {face}s: a set for a Cloud'}{risk}"
        if effect == "nudge_guard" and view.shayka == "off":
            if made and risk:
                return f"it makes {made}{risk}"
            return f"it makes {made} and keeps that die safe" if made else "it keeps that die safe from the red dice"
        return f"it makes {made}{risk}" if made else None
    if effect == "mirror" and len(target) == 2:
        after = list(values)
        after[target[1]] = values[target[0]]
        made = _made(view, after, values)
        return f"it makes {made}" if made else None
    if effect == "violet_copy" and target:
        made = _made(view, [*values, values[target[0]]], values)
        return f"the copy makes {made}" if made else None
    return None


def _card_words(view: KonjaView, action: Action) -> str | None:
    """The reason of a card whose dice words say nothing: what its effect brings."""
    effect, target = _card_effect(view, action)
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    if effect in REROLLS:
        # what the throw aims for, counted over every throw ("a new roll may make more of those dice" read vague)
        # the card named, so what it spends is not counted as left for after the roll (konja21)
        return aim_words(view, reroll_targets(view, action), action) or "a new throw may make a set or a run"
    if effect == "violet_roll":
        return "one more die to roll, for a set or a run"
    if effect == "violet_copy":
        return "one more die, the same as one you have"
    if effect == "recharge":
        spent = [r.name for r in me.relics if r.spent]
        if target and isinstance(target[0], int) and target[0] < len(me.relics):
            spent = [me.relics[target[0]].name]
        return f"{spent[0]} is ready to use again" if len(spent) == 1 else "a spent Relic is ready to use again"
    if effect == "cancel_red":
        return "one red die fewer can take your dice"
    if effect == "discard_draw":
        return "new Spells for ones that do less"
    if effect == "take_relic":
        return "a Relic for 2 Gold less than it costs"
    if effect == "exchange" and len(target) == 2:
        return trade_words(view, str(target[0]), str(target[1]), _trade_amount(view, action))
    if effect == "flip_action":
        return flip_words(view, action)  # which token, or which Relic (konja22)
    if effect in ("gain_gold", "gain_magick"):
        return "it pays more than the Action die left unused would"
    if effect in ("guard", "nudge_guard"):
        return "it keeps dice safe from the red dice"
    if effect in NUDGES or effect == "mirror":
        return "that die then fits your others better"
    return None


def _trade_amount(view: KonjaView, action: Action) -> int:
    if action.kind == "play_spell":
        return cards.spells()[action.args[0]].amount
    return cards.relics()[_me(view).relics[action.args[0]].card].amount


def _sell_words(view: KonjaView, slot: int) -> str | None:
    """A Relic sacrificed: few turns are left for it to pay back, or it is spent and its Gold buys more now.
    Short and whole (the hint's line is cut with "..." past about 70 characters). A ready Relic sold mid-match
    gets the plain reason, what its Gold adds up to, and no claim about the Relic (a sale said nothing: konja21)."""
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    relic = me.relics[slot]
    leader = max(view.players, key=lambda p: p.cloud_points)
    lead = leader.cloud_points
    if lead >= view.target * LATE:  # short: five lines of hint ran over the log's caption (issue 41)
        whose = "your" if leader is me else f"{leader.name}'s"  # "at 16 of 21 points": whose 16? (a blind tester)
        return f"at {whose} {lead} of {view.target}, too late to pay back"
    if relic.spent:
        return f"it is spent, and its {cards.relics()[relic.card].cost} Gold buys more now"
    return sale_words(view, slot)  # the plain reason: what its Gold adds up to (konja21)


# --- a card's whole plan, its Power chip, the red dice answered or not, Chaac! ---------------------------------------

def one_die(view: KonjaView, action: Action) -> bool:
    """Whether the card changes one die to a known face (its gain may come with the next card on that die)."""
    try:
        return _die_face(view, action, [d.value for d in view.dice]) is not None
    except (IndexError, KeyError, TypeError, ValueError):
        return False


def _gains(view: KonjaView, action: Action) -> bool:
    """Whether a card that changes one die makes a combination, or keeps safe a die that counts in one."""
    values = [d.value for d in view.dice]
    change = _die_face(view, action, values)
    if change is None:
        return True
    die, face = change
    after = values[:die] + [face] + values[die + 1:]
    if _made(view, after, values):
        return True
    effect, _target = _card_effect(view, action)
    counted = {i for _kind, idx in best_split(after) for i in idx}
    return effect == "nudge_guard" and view.shayka == "off" and die in counted and after[die] < 6


def with_pick(view: KonjaView, action: Action, words: str | None) -> str | None:
    """A Relic kept ready with Power: its move's words name the chip to pick ("Use Oodoo on the 2 (+1) with Keep
    ready (1 Power)": "Let it be spent" is picked first and Use did that, while the Hint rang Keep ready: issue 41),
    and the reason is kept short (the turn panel shows about five lines of a hint; Oodoo's card says "safe")."""
    if action.kind != "use_relic" or not action.args[2] or words is None:
        return words
    if cards.relics()[_me(view).relics[action.args[0]].card].power != "ready":
        return words
    return words.removesuffix(" and keeps that die safe")


def _open_dice(view: KonjaView) -> tuple[list[tuple[int, bool]], list[int]]:
    """The player's dice as the red dice see them, and the red dice still to place."""
    reds = [v for v, used in zip(view.red_dice, view.red_used, strict=True) if not used]
    return open_dice(view.dice), reds


def _red_loss(view: KonjaView, reds: list[int], against: list[int]):
    """What the red dice `reds`, placed where they hurt most, cost the player's best split beyond what the red dice
    `against` alone would (hint_red.red_loss: the same before/after comparison as a red die placed); None when
    they cost no set, run or pair more."""
    dice, _reds = _open_dice(view)
    worst = worst_after(dice, reds, split_value)[1]
    kept = worst_after(dice, against, split_value)[1]
    return red_loss(view, kept, worst)


def cancel_words(view: KonjaView, spell: str, red: int) -> str:
    """Storm Veil on a red die: what the player's best split keeps with the other red dice alone that it loses to
    all of them ("it saves your pair of 1s"), and that it pays its Magick back."""
    _dice, reds = _open_dice(view)
    rest = list(reds)
    rest.remove(view.red_dice[red])
    saved = _red_loss(view, reds, rest)
    card = cards.spells()[spell]
    back = f", and pays its {card.cost} Magick back" if view.supply.get("magick", 0) > 0 else ""
    if saved:
        return f"{saved.saves()}{back}"
    return f"one red die fewer can take your dice{back}"


def no_reply_reason(view: KonjaView) -> str:
    """Why not answer the red dice: no Spell or Magick for it, or nothing of the player's they would break."""
    me = _me(view)
    answers = [cards.spells()[c] for c in me.spells or () if cards.spells()[c].timing == "red_reply"]
    if not answers:
        return "you hold no Spell that answers red dice"
    card = answers[0]
    if me.magick < card.cost:
        return f"{card.name} costs {card.cost} Magick and you hold {me.magick}"
    _dice, reds = _open_dice(view)
    loss = _red_loss(view, reds, [])
    if loss is None:
        return "the red dice can break no set, run or pair of yours"
    either = last_turn_either(view, reds)
    if either:  # nothing is kept after the match: "Storm Veil is worth more kept" in the last turn (a blind tester)
        return f"the red dice may {loss.threat()}, but {either}"
    return f"the red dice may {loss.threat()}, but {card.name} is worth more kept"


def _idle(view: KonjaView, spell: str) -> bool:
    """A Spell that betters no die now (Tilt where no pip makes a combination)."""
    card = cards.spells()[spell]
    values = [d.value for d in view.dice if not d.used]
    if card.effect not in ("nudge", "set_face") or not values:
        return False
    base = split_value(values)
    faces = range(1, 7) if card.effect == "set_face" else None
    for i, v in enumerate(values):
        options = faces or [v + d for d in range(-card.amount, card.amount + 1) if d and 1 <= v + d <= 6]
        for face in options:
            if split_value(values[:i] + [face] + values[i + 1:]) > base + 1e-9:
                return False
    return True


def chaac_words(view: KonjaView, discarded: tuple) -> str:
    """Chaac!: which Spells go and why, plainly ("Cast Chaac!: Tilt: new Spells for ones that do less" could not
    be read: issue 41)."""
    if not discarded:
        return "Chaac! itself turns into a new Spell (you discard none)"
    names = discarded_words(discarded)  # a second Chaac! as "your other Chaac!" (konja21), as the move says it
    if all(_idle(view, c) for c in discarded):
        return f"{names} {'does' if len(discarded) == 1 else 'do'} little with these dice"
    if set(discarded) == {"chaac"}:  # the move names the other Chaac! already: what it would do, not its name again
        return f"{len(discarded) + 1} new Spells may do more for you than a second swap of Spells"
    return f"{len(discarded) + 1} new Spells may do more for you than {names}"


# --- the Ancestors, the buttons and the other choices ------------------------------------------------------------

# the prompt panel's button for a move made by one (scenes/konja/prompt.py labels them so)
BUTTONS = {
    "done_selling": "Done selling", "done_upgrading": "Done flipping", "done_discarding": "Keep the rest",
    "pass_blessing": "Pass", "roll": "Roll the dice", "end_bones": "End Bones", "roll_red": "Roll red dice",
    "skip_red": "Leave them", "no_reply": "Do not answer", "red_done": "Done with red dice",
    "finish_collection": "Collect & end turn",
}
def _them(view: KonjaView):
    seat = view.viewer if view.viewer is not None else view.turn_seat
    return view.players[1 - seat]


def _flips(view: KonjaView, gold: int) -> list[int]:
    """The bases of the player's Clouds the Rain's Favour may flip with `gold`, cheapest first."""
    bases = sorted((c.base for c in _me(view).clouds if not c.upgraded and not c.fresh), key=UPGRADE_COST.get)
    out, left = [], gold
    for base in bases:
        if UPGRADE_COST[base] <= left:
            out.append(base)
            left -= UPGRADE_COST[base]
    return out


def _gold_of(spent: int, held: int) -> str:
    """"1 of your 3 Gold", or "your 3 Gold" when all of it is spent."""
    return f"your {held} Gold" if spent >= held else f"{spent} of your {held} Gold"


def ancestor_words(view: KonjaView, name: str) -> str:
    """What the Ancestor's Favour and Blessing give the player now, or that the others give no more."""
    me = _me(view)
    if name == "spirit":
        spent = sum(1 for r in me.relics if r.spent)
        token = view.spirit_holder is None  # its Favour: the token, while it lies on the tile
        if spent:
            ready = f"it makes your {spent} spent Relic{'s' if spent != 1 else ''} ready again"
            return ready + (" and gives you the Spirit token" if token else "")
        if token and ends_soon(view):  # no "later" in the last turn or two (issue 41)
            keeps = any(cards.relics()[r.card].exhausts for r in me.relics)
            return "you take the Spirit token, to make a Relic ready again this turn" if keeps else NONE_BETTER
        return "you take the Spirit token, to make a Relic ready later" if token else NONE_BETTER
    if name == "resource":
        return f"you choose 2 Gold, Magick or Power ({_them(view).name} gets the same)"
    if name == "spell":
        held = len(me.spells or ())
        if held <= 2:
            return f"you hold {held} Spell{'s' if held != 1 else ''}: you draw up to 3"
        return spell_words(view)  # the gain, never a bare "it only swaps" (konja22)
    if name == "merchant":
        costs = [cards.relics()[card].cost for card in view.offering if card]
        if costs and min(costs) <= me.gold:
            return f"your {me.gold} Gold buys a Relic from the Offering"
        if me.relics:
            return "sacrifice a Relic for Gold, then buy a better one"
        return NONE_BETTER
    if name == "rain":
        flips = _flips(view, me.gold)
        # the Gold a flip costs, not all held ("your 3 Gold flips your 5-point Cloud", which cost 1: bad14)
        if flips:
            base = flips[0]
            return f"{_gold_of(UPGRADE_COST[base], me.gold)} flips your {base}-point Cloud to {CLOUD_UPGRADE[base]}"
        summons = [b for b, cost in SUMMON_COST.items() if cost <= me.gold]
        if summons:
            return f"{_gold_of(SUMMON_COST[summons[-1]], me.gold)} summons a {summons[-1]}-point Cloud"
        return _none_better(view, name)
    return NONE_BETTER


def button_words(view: KonjaView, action: Action) -> str | None:
    """A move made by a button: why, then the button as it reads ("…: press Done selling")."""
    if action.kind not in BUTTONS:
        return None
    why = _button_reason(view, action.kind)
    return f"{why} (press {BUTTONS[action.kind]})"


def _button_reason(view: KonjaView, kind: str) -> str:
    me, them = _me(view), _them(view)
    if kind == "roll":
        return "every Bones phase starts with the roll"
    if kind == "end_bones":
        # "betters" read as a promise: a blind tester held three Spells and a Relic that could have won (issue 41)
        return "no Spell or Relic is likely to better your dice now"
    if kind == "roll_red":
        return roll_red_reason(view, them.name)
    if kind == "skip_red":
        return f"{them.name}'s dice hold nothing a red die would spoil"
    if kind == "no_reply":
        return no_reply_reason(view)
    if kind == "red_done":
        left = "the red dice left" if any(view.red_used) else "the red dice"
        return f"{left} would only help {them.name}"
    if kind == "finish_collection":
        return "your dice are traded as well as they can be"
    if kind == "done_selling":
        return kept_words(me)
    if kind == "done_upgrading":
        return f"no Cloud is worth flipping with your {me.gold} Gold" if me.gold else "you have no Gold to flip a Cloud"
    if kind == "done_discarding":
        return "the Spells you hold are worth keeping"
    if view.phase == "rain_summon":  # pass_blessing
        cheapest = min(SUMMON_COST.values())
        if me.gold < cheapest:
            return f"a Cloud costs {cheapest} Gold and you hold {me.gold}"
        return "your Gold buys more elsewhere"
    costs = [cards.relics()[card].cost for card in view.offering if card]
    if costs and min(costs) > me.gold:
        return f"no Relic here costs {me.gold} Gold or less"
    return "no Relic here is worth your Gold now"


def kept_words(me) -> str:
    """Why the Relics left are kept. One that is never spent works in every turn left, this one too, so "too late to
    pay back" (the Relics just sacrificed) is not its case: a blind tester read "Keep your Relics: each is worth
    more kept than its Gold" right after three were sold as too late to pay back, At! the one kept."""
    relics = [cards.relics()[r.card] for r in me.relics]
    if relics and not any(card.exhausts for card in relics):
        names = " and ".join(card.name for card in relics)
        one = len(relics) == 1
        return f"{names} {'is' if one else 'are'} never spent: {'it works' if one else 'they work'} every turn left"
    if len(relics) == 1:
        return f"{relics[0].name} is worth more kept than its {relics[0].cost} Gold"
    return "each is worth more kept than its Gold"


def choice_words(view: KonjaView, action: Action) -> str | None:
    """The other choices: a Blessing's kind, a Cloud flipped or summoned, a card bought or given up."""
    k, a = action.kind, action.args
    me = _me(view)
    if k == "choose_resource" and last_turn(view):  # no Relic or Cloud to buy after it (hint_late.py)
        return last_resource_words(view, a[0])
    if k == "choose_resource":
        return {"gold": "Gold buys Relics and Clouds", "magick": "Magick casts your Spells",
                "power": "Power makes your Relics stronger"}.get(a[0])
    if k == "upgrade_cloud":
        base = me.clouds[a[0]].base
        return f"{CLOUD_UPGRADE[base] - base} more Cloud point{'s' if CLOUD_UPGRADE[base] - base > 1 else ''}"
    if k == "summon_cloud":
        return f"{a[0]} Cloud points for your Gold"
    if k == "buy_relic":  # what it does, and what the Gold left pays for (konja21)
        return buy_words(view, a[0])
    if k == "refresh_offering":
        return "none of these Relics is worth buying: a new one may be"
    if k in ("discard_relic", "discard_spell"):
        return "the card that does least for you"
    if k == "use_spirit":
        return f"{me.relics[a[0]].name} is ready to use again"
    if k == "collect":
        values = sorted(view.dice[i].value for i in a[1])
        return "it pays " + combo_words(a[0], values).partition(": ")[2]
    return None
