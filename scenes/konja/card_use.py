"""Using a Spell or Relic in the Bones phase: from the selected card and the player's picks (dice, Action
die, chips) to the one legal action they mean, and why a card cannot be used.

A part of the Konja table. Reads the shared `Picks`, the legal actions and the view it is handed, and the table
context's `app` (toasts, sounds).
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.art import RESOURCE_TITLES
from baraza.scenes.konja.layout import KonjaGeometry
from baraza.scenes.konja.picks import Picks
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme

DICE_EFFECTS = ("reroll", "guard", "set_face", "nudge", "nudge_guard", "mirror")  # effects on picked dice


def _sign(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def target_of(action: Action) -> tuple:
    """What a play_spell / use_relic action works on."""
    return tuple(action.args[1]) if action.kind == "play_spell" else tuple(action.args[3])


def power_of(action: Action) -> int:
    """The Power a use_relic action spends (0 for a Spell)."""
    return action.args[2] if action.kind == "use_relic" else 0


# chip words: up to six chips share a narrow panel at 16 px, so a resource is its token's glyph (the words say so)
SHORT = {"gold": "◉", "magick": "✶", "power": "⚡"}
GLYPH_KEY = "◉ Gold ✶ Magick\n⚡ Power"  # a glyph never parted from its word


# which white die pays first when the player picks none: the one whose token is worth least (the AI's order: Gold
# buys Clouds, then Magick, then Power)
DIE_WORTH = {"blank": 0, "power": 1, "magick": 2, "gold": 3}


class CardUse:
    def __init__(self, ctx: TableContext, picks: Picks) -> None:
        self.ctx = ctx
        self.picks = picks

    def actions(self, legal: list[Action]) -> list[Action]:
        """The legal moves of the selected card."""
        if self.picks.sel_card is None:
            return []
        kind, key = self.picks.sel_card
        if kind == "spell":
            return [a for a in legal if a.kind == "play_spell" and a.args[0] == key]
        return [a for a in legal if a.kind == "use_relic" and a.args[0] == key]

    def effect(self, view) -> tuple[str, int, str]:
        """(effect, amount, power kind) of the selected card."""
        kind, key = self.picks.sel_card
        if kind == "spell":
            card = cards.spells()[key]
            return card.effect, card.amount, "none"
        relic = view.players[KonjaGeometry.bottom_seat(view)].relics[key]
        rc = cards.relics()[relic.card]
        effect, amount, _ = rc.side(view.oodoo_side == "shayka")
        return effect, amount, rc.power

    def target_label(self, view, effect: str, target: tuple, amount: int) -> str:
        """A chip's words for one target of a card."""
        me = view.players[KonjaGeometry.bottom_seat(view)]
        dice = view.dice
        if effect == "set_face":
            return f"{target[1]}"  # six chips in a narrow panel; the prompt says what they are
        if effect in ("nudge", "nudge_guard"):
            v = dice[target[0]].value
            if self.ctx.app.fonts.scale > 1.0:  # a larger text size: the step and the new value ("−1: 5…" was cut)
                return f"{_sign(target[1])} → {v + target[1]}"
            return f"{_sign(target[1])}: {v} → {v + target[1]}"
        if effect in ("mirror", "violet_copy"):  # the value copied: the words above say what the chips are
            return f"{dice[target[0]].value}"
        arrow = "→" if self.ctx.app.fonts.scale > 1.0 else " → "  # tight at a larger text size: two chips a row
        if effect == "flip_action":
            return f"{target[0] + 1}{arrow}{SHORT[target[1]]}"  # white die 1 or 2 and its new face
        if effect == "exchange":
            return f"{SHORT[target[0]]}{arrow}{SHORT[target[1]]}"
        if effect == "recharge":
            return me.relics[target[0]].name if target[0] < len(me.relics) else "Recharge"
        if effect == "take_relic":
            card = view.offering[target[0]]
            return cards.relics()[card].name if card else "Relic"
        if effect == "cancel_red":
            return f"Cancel red {view.red_dice[target[0]]}"
        # a card that works on no die: its one way named by what it gives ("Use it" beside Use read as a second,
        # unexplained Use: Violet Lantern, issue 41)
        return " ".join(str(x) for x in target) or DEEDS.get(effect, "As written")

    def resolve(self, view, legal: list[Action]) -> tuple[Action | None, list[tuple[str, object, bool]], str]:
        """The selected card's action as far as the player's picks decide it.

        Returns (the action when fully decided, choice chips as (label, value, is_power), what is still
        needed). Dice are picked on the table; faces, amounts and the like through chips.
        """
        picks = self.picks
        cands = self.actions(legal)
        if not cands:
            return None, [], "That card cannot be used now."
        effect, amount, power_kind = self.effect(view)
        if cands[0].kind == "use_relic":
            if sorted({a.args[1] for a in cands}) != [-1]:  # the Relic takes an Action die
                die = self.action_die(view, cands)
                cands = [a for a in cands if a.args[1] == die]
        need = ""
        if effect in ("reroll", "guard"):
            want = tuple(sorted(picks.marked))
            cands = [a for a in cands if target_of(a) == want]
            if not cands:
                word = "green dice to reroll" if effect == "reroll" else "dice to protect"
                limit = max((len(target_of(a)) for a in self.actions(legal)), default=amount)
                verb = "Cast" if picks.sel_card and picks.sel_card[0] == "spell" else "Use"
                # a die past the card's own count costs Power: "reroll the 6 and 2" with At! took 1 Power unsaid
                more = f"up to {amount}, or {limit} for 1 Power a die more" if limit > amount else f"up to {limit}"
                return None, [], f"Pick the {word} ({more}), then press {verb}."
        elif effect in ("set_face", "nudge", "nudge_guard", "mirror"):
            if not picks.marked:
                word = "green die" if effect == "set_face" else "number die"
                return None, [], f"Pick the {word} to change."
            pos = 1 if effect == "mirror" else 0
            cands = [a for a in cands if target_of(a)[pos] == picks.marked[-1]]
            if not cands:
                return None, [], "That die cannot be changed this way: pick another."
        elif effect == "discard_draw":
            hand = view.players[KonjaGeometry.bottom_seat(view)].spells or ()
            want = tuple(sorted(hand[i] for i in picks.marked_spells if i < len(hand)))
            cands = [a for a in cands if target_of(a) == want]
            need = "Pick other Spells to discard with it, then press Cast."
            if not cands:
                return None, [], need
        targets: list[tuple] = []
        labels: dict[str, tuple] = {}
        for a in cands:
            t = target_of(a)
            if t in targets:
                continue
            label = self.target_label(view, effect, t, amount)
            if label in labels:  # two sources with one result (copying either 5): one chip
                continue
            labels[label] = t
            targets.append(t)
        chips: list[tuple[str, object, bool]] = []
        chosen = targets[0] if len(targets) == 1 else (picks.target_pick if picks.target_pick in targets else None)
        if chosen is None and effect == "recharge":  # picked for the player, so Use works at once (a tester's grey Use)
            chosen = picks.target_pick = self.recharge_default(view, cands, targets)
        if effect == "exchange" and not need:
            size = amount + (picks.power_pick or 0)
            need = f"Trade {size} for {size}.\n{GLYPH_KEY}"
        if chosen is None:
            chips = [(label, t, False) for label, t in labels.items()]
            if not need and effect == "flip_action":
                need = f"Turn a white die:\n{GLYPH_KEY}"
            if not need and effect == "recharge":
                need = "Choose the spent Relic to recharge."
            if not need and effect in ("mirror", "violet_copy"):
                need = "Choose the value to copy" + (" onto the violet die." if effect == "violet_copy" else ".")
            return None, chips, need or ("Choose the face it shows." if effect == "set_face" else "Choose below.")
        cands = [a for a in cands if target_of(a) == chosen]
        powers = sorted({power_of(a) for a in cands})
        # unpicked, the Power the Hint names: it ringed "Keep ready" while "Let it be spent" stood chosen, and Use
        # would have done the other (a tester)
        hinted = getattr(self.ctx.host, "hint", None)
        power = picks.power_pick if picks.power_pick in powers else power_of(hinted) if hinted in cands else powers[0]
        if len(targets) > 1 or len(powers) > 1:  # the way the card goes keeps the first place, even when it is the
            chips = [(label, t, False) for label, t in labels.items()]  # only one (a Power choice never takes it)
        if len(powers) > 1:
            for p in powers:
                if power_kind == "ready":
                    label = f"Keep ready ({p} Power)" if p else "Let it be spent"
                    if self.ctx.app.fonts.scale > 1.0:  # fit at a larger text size ("Keep ready (1…" was cut);
                        # what each costs: "Keep (1 Power)" read as keeping the Power (blind playtest, issue 41/44);
                        # the cursor's words and the tooltip say the rest (button_tip)
                        label = f"Ready for {p} Power" if p else "Spend the Relic"
                else:
                    label = f"+{p} ⚡"  # Power spent on the card (+0: none)
                chips.append((label, p, True))
        action = next(a for a in cands if power_of(a) == power)
        return action, chips, need

    def recharge_default(self, view, cands: list[Action], targets: list[tuple]) -> tuple | None:
        """The spent Relic a recharge takes unless another is picked: the one the Hint named, else the only one that
        can still be used this turn (one needing an Action die when none is left after this card's); None: ask."""
        hinted = getattr(self.ctx.host, "hint", None)
        if isinstance(hinted, Action) and hinted.kind == cands[0].kind and hinted.args[0] == cands[0].args[0] \
                and target_of(hinted) in targets:
            return target_of(hinted)
        me = view.players[KonjaGeometry.bottom_seat(view)]
        taken = cands[0].args[1] if cands[0].kind == "use_relic" else -1
        faces = [f for i, f in enumerate(view.action_dice) if not view.action_used[i] and i != taken]
        usable = [t for t in targets if t[0] < len(me.relics) and (
            (need := cards.relics()[me.relics[t[0]].card].die) == "none" or any(need in ("any", f) for f in faces))]
        return usable[0] if len(usable) == 1 else None

    def action_die(self, view, relic_moves: list[Action]) -> int:
        """The Action die a Relic takes now among `relic_moves` (its legal uses): the picked one, else a blank
        one, else the one whose token is worth least (Bone Flute took the Gold die while Magick was free, and the
        player had no say: issue 41); -1 when there is no use."""
        options = sorted({a.args[1] for a in relic_moves})
        if self.picks.action_pick in options:
            return self.picks.action_pick
        return min(options, key=lambda a: (DIE_WORTH.get(view.action_dice[a], 0), a)) if options else -1

    def select(self, view, legal: list[Action], sel: tuple[str, object], name: str) -> None:
        """A click on a card of the player's in Bones: pick it (again: drop it), and play it when the dice
        marked before leave only one way to use it."""
        picks, app = self.picks, self.ctx.app
        if picks.sel_card == sel:
            picks.sel_card = None
            return
        previous = picks.sel_card
        picks.sel_card = sel
        picks.target_pick = picks.power_pick = None
        if previous and previous[1] == "chaac":
            picks.marked_spells = []
        if not self.actions(legal):
            picks.sel_card = None
            app.toast(self.why_not(view, sel, name), colour=theme.BAD)
            app.sounds.play("error")
            return
        self.preselect_hint(legal)
        app.sounds.play("click")  # picked: its Use/Cast button plays it, as for every card (see pick_chip)

    def preselect_hint(self, legal: list[Action]) -> None:
        """The card picked is the one the Hint names: its Action die, way and Power picked as the Hint says (a
        keys-only tester found "Spend the Relic" and the Power die chosen while the Hint advised the Magick die
        and Ready for 2 Power on Violet Lantern). The dice a card works on are still marked by the player."""
        hinted = getattr(self.ctx.host, "hint", None)
        if not isinstance(hinted, Action) or hinted not in self.actions(legal):
            return
        if hinted.kind == "use_relic":
            if hinted.args[1] >= 0:
                self.picks.action_pick = hinted.args[1]
            self.picks.power_pick = power_of(hinted)
        # (a way on dice counts only once those dice are marked: resolve() keeps to the ways of the dice marked)
        self.picks.target_pick = target_of(hinted)

    def why_not(self, view, sel, name: str) -> str:
        me = view.players[KonjaGeometry.bottom_seat(view)]
        if sel[0] == "spell":
            card = cards.spells()[sel[1]]
            if card.timing == "red_reply" and view.phase != "red_reply":
                return f"{name} answers the opponent's red dice; it is played in your Collection."
            if card.timing == "bones" and view.phase == "red_reply":
                return f"{name} is played in the Bones phase."
            if me.magick < card.cost:
                return f"{name} costs {card.cost} Magick; you hold {me.magick}."
            return f"{name} has nothing to work on now."
        relic = me.relics[sel[1]]
        rc = cards.relics()[relic.card]
        if relic.spent:
            # every card that recharges, by the card data (Elder Staff, Awaken), then the Spirit: a tester was told
            # only of the Spirit right after the Hint had named Elder Staff
            by = [c.name for c in (*cards.relics().values(), *cards.spells().values()) if c.effect == "recharge"]
            return f"{name} is spent: {', '.join(by + ['the Spirit Ancestor'])} or the Spirit token recharges it."
        if view.phase != "bones":
            return f"{name} is used in the Bones phase."
        if rc.die != "none":
            want = "any Action die" if rc.die == "any" else f"an Action die showing {RESOURCE_TITLES[rc.die]}"
            return f"{name} needs {want}."
        return f"{name} has nothing to work on now."

    def pick_chip(self, value, is_power: bool) -> None:
        """A chip pressed: its value picked. One rule for every Relic and Spell: a choice never plays the card,
        its Use/Cast button does (a chip that cast the card left a stale Cast button for End Bones to take the
        place of, under the player's pointer; issue 41)."""
        if is_power:
            self.picks.power_pick = value
        else:
            self.picks.target_pick = value

    def outcome(self, view, action: Action, signed: bool = False) -> str:
        """What using the card as `action` will do, in a few words ("6 → 5"), for the prompt; `signed`: a die
        moved by one says which way, as its chip would ("+1: 1 → 2"), when no chip shows it."""
        effect, amount, _ = self.effect(view)
        target = target_of(action)
        dice = view.dice
        if effect in ("nudge", "nudge_guard"):  # with no chip to pick (a 1 only goes up): "+1: 1 → 2", as one says
            v = dice[target[0]].value
            sign = f"{_sign(target[1])}: " if signed else ""
            return f"{sign}{v} → {v + target[1]}" + (" and protect it" if effect == "nudge_guard" else "")
        if effect == "set_face":
            return f"{dice[target[0]].value} → {target[1]}"
        if effect == "mirror":
            return f"{dice[target[1]].value} → {dice[target[0]].value}"
        if effect in ("reroll", "guard"):
            n = len(target)
            return f"{'Reroll' if effect == 'reroll' else 'Protect'} {n} {'die' if n == 1 else 'dice'}"
        return self.effect_words(view, effect, target, amount + power_of(action))

    def effect_words(self, view, effect: str, target: tuple, amount: int) -> str:
        """A card that works on no die said as a deed ("Gain 5 Magick"): its chip's words ("Use it", a Relic's
        name) read as no sentence in the prompt (blind playtest: "Use it. Press Cast.")."""
        me = view.players[KonjaGeometry.bottom_seat(view)]
        if effect == "violet_roll":
            return "Gain a violet die and roll it"
        if effect in ("gain_magick", "gain_gold"):
            return f"Gain {amount} {'Magick' if effect == 'gain_magick' else 'Gold'}"
        if effect == "reroll_low":
            return f"Reroll every green die showing {amount} or less"
        if effect == "violet_copy" and target and target[0] < len(view.dice):
            return f"Gain a violet die showing {view.dice[target[0]].value}"
        if effect == "recharge" and target and target[0] < len(me.relics):
            return f"Recharge {me.relics[target[0]].name}"
        if effect == "take_relic" and target and view.offering[target[0]]:
            return f"Take {cards.relics()[view.offering[target[0]]].name} from the Offering"
        if effect == "cancel_red" and target:
            return f"Cancel the red {view.red_dice[target[0]]}"
        if effect == "exchange" and len(target) == 2:
            return f"Pay {amount} {RESOURCE_TITLES[target[0]]} for {amount} {RESOURCE_TITLES[target[1]]}"
        if effect == "flip_action" and len(target) == 2:
            return f"Turn white die {target[0] + 1} to {RESOURCE_TITLES[target[1]]}"
        if effect == "discard_draw":
            n = len(target)
            return f"Discard {n} Spell{'' if n == 1 else 's'} and draw {n + 1}" if n else "Draw 1 Spell"
        return self.target_label(view, effect, target, amount)


# the one way of a card that works on no die, as its chip reads (what it gives)
DEEDS = {"violet_roll": "Violet die", "reroll_low": "Reroll low", "gain_gold": "Gold", "gain_magick": "Magick"}


def button_tip(label: str, verb_name: str = "") -> str:
    """What a card's button in the prompt does, for its tooltip (a blind tester never worked out "Use it" beside
    "Use", nor "Let it be spent" beside "Keep ready": issue 41). `verb_name`: the card's Use/Cast ("Use Oodoo")."""
    label = label.removeprefix("● ")
    if label in ("Let it be spent", "Spend it", "Spend the Relic"):
        return ("Pick this, then press Use: the Relic works and is spent (turned aside) until the Spirit makes it "
                "ready again. It costs no Power.")
    if label.startswith(("Keep ready (", "Keep (", "Ready for ")):
        power = label.split("(")[1].split()[0] if "(" in label else label.split()[2]
        return (f"Pick this, then press Use: the Relic works and you pay {power} Power so it stays ready, to use "
                "again.")
    if label.startswith("+") and label.endswith("⚡"):
        return f"Pick this, then press Use: you pay {label[1:-1].strip()} Power and the card does that much more."
    if label in ("Use", "Cast"):
        return f"{verb_name or label}: plays the card now, as the words above say (with the chip ringed)."
    if label in DEEDS.values() or label == "As written":
        return "What the card gives: its only way, already chosen. Pick how to pay if asked, then press Use."
    if label in ("Cancel", "Back"):
        return "Puts the card down: nothing is used and nothing is paid."
    return ""
