"""Short phrases for actions, for menus, hints and the "move not allowed" message.

`describe_action` is also asked about moves read from saves, which may be nonsense: it never raises.
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.collection import COMBO_NAMES
from baraza.game.konja.events import dice_words
from baraza.game.konja.state import ANCESTOR_NAMES, SUMMON_COST, UPGRADE_COST, KonjaState

FIXED_TEXTS = {
    "done_discarding": "Keep the remaining Spells", "done_selling": "Keep your Relics",
    "done_upgrading": "Stop flipping Clouds", "pass_blessing": "Pass", "roll": "Roll the dice",
    "end_bones": "End the Bones phase", "roll_red": "Roll the red dice", "skip_red": "Leave the red dice",
    "no_reply": "Do not answer", "red_done": "Ignore the remaining red dice",
    "finish_collection": "Finish the turn",
}

ON_DIE = ("set_face", "nudge", "nudge_guard", "mirror")  # effects that turn one die to another face

# what a malformed action (wrong arguments for its kind or for the position) may raise while described
_MISFITS = (LookupError, TypeError, ValueError, AttributeError, ArithmeticError)


def describe_action(state: KonjaState, seat: int, action: Action) -> str:
    """A short phrase for `action`; a plain fallback when its arguments do not fit the position."""
    try:
        return _describe(state, seat, action)
    except _MISFITS:
        return f"{action} (does not fit this position)"


def _describe(state: KonjaState, seat: int, action: Action) -> str:
    k, a = action.kind, action.args
    p = state.players[seat]
    if k == "choose_ancestor":
        return f"Place an Idol on the {ANCESTOR_NAMES[a[0]]}"
    if k == "choose_resource":
        return f"Bless both players with 2 {a[0].title()}"
    if k == "discard_spell":
        return f"Discard {cards.spells()[a[0]].name}"
    if k == "sell_relic":
        card = cards.relics()[p.relics[a[0]].card]
        return f"Sacrifice {card.name} for {card.cost} Gold"
    if k == "upgrade_cloud":
        c = p.clouds[a[0]]
        return f"Flip a {c.base}-point Cloud for {UPGRADE_COST[c.base]} Gold"
    if k == "refresh_offering":
        return f"Pay 1 Gold to replace {cards.relics()[state.offering[a[0]]].name}"
    if k == "buy_relic":
        card = cards.relics()[state.offering[a[0]]]
        return f"Buy {card.name} for {card.cost} Gold"
    if k == "summon_cloud":
        return f"Summon a {a[0]}-point Cloud for {SUMMON_COST[a[0]]} Gold"
    if k == "discard_relic":
        return f"Discard {cards.relics()[p.relics[a[0]].card].name}"
    if k == "use_spirit":
        return f"Spend the Spirit token on {cards.relics()[p.relics[a[0]].card].name}"
    if k == "play_spell":
        spell = cards.spells()[a[0]]
        return f"Cast {spell.name}{_target_words(state, a[1], spell.effect, seat)}"
    if k == "use_relic":
        slot, die, pw, t = a
        card = cards.relics()[p.relics[slot].card]
        effect, _amount, _text = card.side(state.shayka != "off")
        # Power on a "ready" Relic keeps it ready, as its prompt's "Keep ready" chip says (issue 41: the Hint's
        # "paying 1 Power" did not tell which chip to pick)
        ready = card.power == "ready" and pw
        paid = ([f"the {state.action_dice[die]} Action die"] if die >= 0 else []) + ([f"{pw} Power"] if pw and not ready else [])
        cost = f"paying {' and '.join(paid)}" if paid else ""  # what it costs apart from what it does
        kept = f" with Keep ready ({pw} Power)" if ready else ""  # the chip's own words, to pick before Use
        if effect in ON_DIE:  # the card on its die first, the cost after ("Use Bone Flute on the 4 (→ 5), paying…")
            return f"Use {card.name}{_target_words(state, t, effect, seat)}{f', {cost}' if cost else ''}{kept}"
        target = _target_words(state, t, effect, seat)
        if cost and target.startswith(" ("):  # one bracket: "Use Trader's Pouch (Gold for Magick), paying 1 Power"
            return f"Use {card.name}{target}, {cost}{kept}"  # ("(paying 1 Power) (Gold for Magick)": bad16)
        extra = f" ({cost})" if cost else ""
        return f"Use {card.name}{extra}{target}{kept}"
    if k == "red_replace":
        return f"Red {state.red[a[0]]} replaces the {state.dice[a[1]].value}"
    if k == "collect":
        vals = [state.dice[i].value for i in a[1]]
        return f"Exchange {COMBO_NAMES[a[0]]}: {dice_words(vals)}"
    if k == "red_done" and not any(state.red_used):  # none placed: none "remaining" (a blind tester)
        return "Ignore the red dice"
    return FIXED_TEXTS.get(k, str(action))


def discarded_words(target: tuple) -> str:
    """The Spells Chaac! discards, a second Chaac! named as the other one ("Cast Chaac!: discard Chaac!" read as
    the card being cast: konja21)."""
    others = sum(1 for x in target if x == "chaac")
    names = [cards.spells()[x].name for x in target if x != "chaac"]
    if others:
        many = {2: "two", 3: "three"}.get(others, str(others))
        names.insert(0, f"your other {'Chaac!' if others == 1 else f'{many} Chaac!s'}")
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def _target_words(state: KonjaState, target: tuple, effect: str = "", seat: int = 0) -> str:
    """What an effect's target means in words; the effect says how to read the tuple (a die and a step, two
    dice to reroll, a die and a face...)."""
    if effect == "discard_draw" and target:  # "Cast Chaac!: Tilt" could not be read (issue 41): say what it does
        return f", discarding {discarded_words(target)}: draw {len(target) + 1} Spells"
    if not target:
        return ""
    dice = state.dice
    if effect in ("reroll", "guard") and all(0 <= i < len(dice) for i in target):
        values = [str(dice[i].value) for i in target]
        named = values[0] if len(values) == 1 else ", ".join(values[:-1]) + " and " + values[-1]
        return f": {'reroll' if effect == 'reroll' else 'guard'} the {named}"
    # a card that turns one die: one pattern, the die it goes on and the face it leaves ("on the 4 (→ 5)"), as the
    # card's chips show the change ("+1 → 5"); "Bone Flute on the 4 make 3 6s" did not say what the card did (konja20)
    if effect == "set_face" and len(target) == 2 and 0 <= target[0] < len(dice):
        return f" on the {dice[target[0]].value} (→ {target[1]})"
    if effect in ("nudge", "nudge_guard") and len(target) == 2 and 0 <= target[0] < len(dice):
        return f" on the {dice[target[0]].value} (→ {dice[target[0]].value + target[1]})"
    if effect == "mirror" and len(target) == 2 and all(0 <= i < len(dice) for i in target):
        return f" on the {dice[target[1]].value} (→ {dice[target[0]].value})"
    if effect == "violet_copy" and target and 0 <= target[0] < len(dice):
        return f", copying the {dice[target[0]].value}"
    if effect == "flip_action" and len(target) == 2 and 0 <= target[0] < len(state.action_dice):
        return f": an Action die {state.action_dice[target[0]]} becomes {target[1]}"
    if effect == "exchange" and len(target) == 2:
        return f" ({target[0].title()} for {target[1].title()})"
    if effect == "recharge" and target and 0 <= target[0] < len(state.players[seat].relics):
        return f" on {cards.relics()[state.players[seat].relics[target[0]].card].name}"
    if effect == "take_relic" and target and 0 <= target[0] < len(state.offering):
        return f": {cards.relics()[state.offering[target[0]]].name}"
    if effect == "cancel_red" and target and 0 <= target[0] < len(state.red):
        return f" on the red {state.red[target[0]]}"
    spells = cards.spells()
    if target and all(isinstance(x, str) and x in spells for x in target):  # Chaac! repeats earlier Spells
        return ": " + " and ".join(spells[x].name for x in target)
    if all(isinstance(x, int) for x in target) and len(target) <= 7 and state.dice:
        if len(target) == 2 and -2 <= target[1] <= 2 and target[1] != 0 and target[0] < len(state.dice):
            return f" on the {state.dice[target[0]].value} ({target[1]:+d})"
        return f" on {target}"
    return f" ({', '.join(str(x) for x in target)})"
