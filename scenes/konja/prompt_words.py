"""What the prompt panel asks the player in each phase, and the buttons that answer it.

A part of the prompt panel (prompt.py), built with the `KonjaContext`: it reads the legal actions,
`match.seats`, the picks, the card use and the plan of the Collection, and records which move each button makes
(`button_actions`), a card's button by its whole name (`aliases`) and the card heading the panel (`title`).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.art import GLYPHS, RESOURCE_TITLES
from baraza.scenes.konja.ask_end import END, KEEP, EndQuestion, left_over, question_words
from baraza.scenes.konja.card_use import power_of
from baraza.scenes.konja.cloud_words import clouds_said
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import RESOURCES, KonjaGeometry
from baraza.scenes.konja.prompt_buttons import SIZE
from baraza.scenes.ui.widgets import LABEL_PAD


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def collect_words(view, rest: str) -> str:
    """What the Collection pays: the split's `rest` (plan.summary()), after what this turn's exchanges already took.
    A tester exchanged a set and a 4 on the rows and then read "You gain nothing." (konja18)."""
    # the view pays only free dice: the collected ones asked as if free (the table reads the view, no rules helper)
    unspent = replace(view, dice=tuple(replace(d, used=False) for d in view.dice))
    # the same kinds merged: "2 Magick and 2 Power", never "2 Magick, 1 Power and 1 Power" (konja19); each Cloud
    # stays a Cloud of its own, as the player's Clouds are
    totals: dict[str, int] = {}
    clouds: list[int] = []
    for kind, idx in view.collected:
        combo = unspent.combo(kind, idx)
        if combo is not None and combo.resource == "cloud":
            clouds.append(combo.amount)
        elif combo is not None:
            totals[combo.resource] = totals.get(combo.resource, 0) + combo.amount
    taken = clouds_said(clouds) + [f"{n} {RESOURCE_TITLES[k]}" for k, n in totals.items()]
    if not taken:
        return f"You gain {rest}."
    more = "nothing more" if rest == "nothing" else rest
    return f"You took {_listed(taken)}; the dice left add {more}."


class PromptWords:
    """The words and buttons of each phase (the `PromptPanel` lays them out and draws them)."""

    def __init__(self, konja: KonjaContext) -> None:
        self.ctx = konja.ctx
        self.zone = konja.geometry.z["prompt"]
        self.picks = konja.picks
        self.card_use = konja.card_use
        self.plan = konja.plan
        self.button_actions: dict[str, Action] = {}  # a button's text -> the move it makes
        self.aliases: dict[str, str] = {}  # "Cast Chaac!" -> "Cast": the card's button by its whole name
        self.title = ""  # the card being played, shown as the panel's title instead of the phase
        # shorter wordings of the words, longest first, for a box too small for them (a larger text size): the
        # panel shows the first that reads whole rather than cut them ("Spell to use on…": 150 % playtest)
        self.shorter: list[str] = []
        self.end_question = EndQuestion()  # ending the turn with a sure gain left: asked once more (ask_end.py)
        self.end_rect: pygame.Rect | None = None  # where "Collect & end turn" was laid out last (the panel sets it)

    def ask(self, view) -> tuple[str, list[tuple[str, object, bool, bool]]]:
        """(what the player is asked, buttons as (label, callback, accent, enabled))."""
        legal = self.ctx.views.legal_actions()
        names = view.seat_names
        self.button_actions = {}
        self.aliases = {}
        self.title = ""
        self.shorter = []
        if view.over:
            pts = [p.cloud_points for p in view.players]
            if len(view.winners) == 1:
                w = view.winners[0]
                return (f"{names[w]} wins with {pts[w]} Cloud points to {pts[1 - w]} "
                        f"(target {view.target})."), []
            return f"A shared win: both hold {pts[0]} Cloud points.", []
        if not legal:
            seat = view.acting_seat
            who = names[seat] if seat is not None else ""
            text = view.pending
            if seat is not None and self.ctx.read_only:  # a replay: nobody decides now, say whose move it was
                rest = view.pending.removeprefix(f"{who} ")
                text = f"{who}'s turn: {rest}" if rest != view.pending else f"{who}'s turn. {rest}"
            elif seat is not None and self.ctx.match.seats[seat] != "human":
                rest = view.pending.replace(f"{who} ", "", 1)
                text = f"{who} is deciding. {rest[:1].upper()}{rest[1:]}"
            return text, []
        buttons: list[tuple[str, object, bool, bool]] = []

        def act(label: str, action: Action, accent: bool = False) -> None:
            self.button_actions[label] = action
            buttons.append((label, lambda a=action: self.ctx.host.submit_intent(a), accent, action in legal))

        phase = view.phase
        spirit = any(a.kind == "use_spirit" for a in legal)
        spirit_note = "\nSpirit token: pick a spent Relic to recharge it." if spirit else ""
        me = view.players[KonjaGeometry.bottom_seat(view)]
        if view.pending_discard is not None:
            return "Six Relics: pick one of yours to discard it.", []
        if phase == "ancestor":
            return "Place an Idol: pick a free Ancestor (G: what each one does)." + spirit_note, []
        if phase == "resource_choice":
            for res in RESOURCES:
                act(f"{GLYPHS[res]} {RESOURCE_TITLES[res]}", Action("choose_resource", (res,)))
            # the choice is the Favour (the active player's alone); the tokens are the Blessing (both players')
            return "Your Favour: choose a resource. Its Blessing then gives both players 2 of it.", buttons
        if phase == "spell_discard":
            act("Keep the rest", Action("done_discarding"), True)
            return ("Pick Spells to discard them. Then whoever holds 2 or fewer draws up to 3."), buttons
        if phase == "merchant_sell":
            act("Done selling", Action("done_selling"), True)
            return "Pick your Relics to sacrifice them for their value in Gold.", buttons
        if phase == "rain_upgrade":
            act("Done flipping", Action("done_upgrading"), True)
            if not any(a.kind == "upgrade_cloud" for a in legal):
                return "No Cloud of yours can flip now (or too little Gold). Press Done flipping.", buttons
            return ("Pick your Clouds to flip them: 3→4 costs 2 Gold, 5→6 and 7→9 cost 1. New Clouds cannot "
                    "flip."), buttons
        if phase == "merchant_buy":
            if self.picks.offer_pick is not None and self.picks.offer_pick < len(view.offering) and view.offering[self.picks.offer_pick]:
                card = cards.relics()[view.offering[self.picks.offer_pick]]
                act(f"Buy ({card.cost} Gold)", Action("buy_relic", (self.picks.offer_pick,)), True)
                act("Replace it\n(1 Gold)", Action("refresh_offering", (self.picks.offer_pick,)))
            act("Pass", Action("pass_blessing"))
            note = "" if not view.offering_refreshed else " (one replaced already)"
            return f"Pick an Offering Relic to buy or replace it{note}. You hold {me.gold} Gold.", buttons
        if phase == "rain_summon":
            font, room = self.ctx.app.fonts.get(SIZE, "bold"), self.zone.w - 20 - 2 * LABEL_PAD - 4
            # "3-point Cloud" on one line where it fits; at a larger text size "3 points" (a three-line label
            # left no room for three of them: they were squeezed to "3-point Cloud…")
            long = font.size("7-point Cloud")[0] <= room
            for pts, cost in ((3, 5), (5, 8), (7, 11)):
                act(f"{pts}-point Cloud\n({cost} Gold)" if long else f"{pts} points\n({cost} Gold)",
                    Action("summon_cloud", (pts,)))
            act("Pass", Action("pass_blessing"))
            return f"Summon a Cloud? You hold {me.gold} Gold.", buttons
        if phase == "roll":
            act("Roll the dice", Action("roll"), True)
            return "Roll five green dice and the two white Action dice." + spirit_note, buttons
        if phase == "red_roll":
            act("Roll red dice", Action("roll_red"), True)
            act("Leave them", Action("skip_red"))
            if view.shayka == "own":  # the Shayka variant: the red dice help their own roller
                return "Shayka: roll the red dice; one that beats a die of yours may replace it.", buttons
            return (f"{names[view.turn_seat]} ended Bones. Roll the red dice: one that beats a die of theirs may "
                    "replace it."), buttons
        if phase == "red_assign":
            act("Done with red dice", Action("red_done"))
            pick = "" if self.picks.red_pick is None else f" (red {view.red_dice[self.picks.red_pick]} picked)"
            owner = "your" if view.turn_seat == view.viewer else f"{names[view.turn_seat]}'s"
            return (f"Pick one of {owner} lit dice to replace it{pick}; pick a red die first to choose "
                    "which."), buttons
        if phase == "collect":
            self.plan.ensure(view)
            actions = [Action("collect", (k, idx)) for k, idx in self.plan.groups] + [Action("finish_collection")]
            left = left_over(view, self.plan.groups)
            if left and self.end_question.asking(view):
                return self._ask_end(view, left, actions, buttons)
            self.end_question.clear()  # nothing sure left (the plan changed): no question
            buttons.append(("Collect & end turn", lambda a=actions, sure=bool(left): self._end_turn(a, sure), True,
                            True))
            # dark when the free dice make no combination at all: nothing for it to lay out (a playtest saw it lit)
            buttons.append(("Best split", self.plan.reset, False, bool(self.plan.best(view))))
            buttons.append(("Clear the pyramid", self.plan.clear, False, bool(self.plan.groups)))
            # what the split pays first: when the words must be shorter (a larger text size), that stays
            gain = collect_words(view, self.plan.summary())
            self.shorter = [f"{gain} Pick dice, then a row, to change it.", gain]
            return f"{gain} Pick dice, then a row, to change the split (or drag them).", buttons
        if phase in ("bones", "red_reply"):
            return self._prompt_cards(view, legal, buttons, spirit_note)
        return view.pending, buttons

    def _end_turn(self, actions: list[Action], sure_left: bool) -> None:
        """Collect & end turn: made at once, or asked about first when the dice left make a sure gain (konja19)."""
        if sure_left:
            self.end_question.ask(self.ctx.views.current_view(), self.end_rect)
            return
        self.ctx.host.submit_intents(actions)

    def _ask_end(self, view, left, actions: list[Action], buttons):
        """The question about ending the turn with a sure gain left: Keep my turn (Enter) and End the turn."""
        def end(a=actions) -> None:
            self.end_question.clear()
            self.ctx.host.submit_intents(a)

        buttons.append((KEEP, self.end_question.clear, True, True))
        buttons.append((END, end, False, True))
        self.aliases["Collect & end turn"] = END  # a lesson's or hint's end of the turn is this button now
        words = question_words(view, left)
        self.shorter = words[1:]
        return words[0], buttons

    def _prompt_cards(self, view, legal, buttons, spirit_note: str):
        me = view.players[KonjaGeometry.bottom_seat(view)]
        end = Action("end_bones") if view.phase == "bones" else Action("no_reply")
        if self.picks.sel_card is not None and self.card_use.actions(legal):
            kind, key = self.picks.sel_card
            name = cards.spells()[key].name if kind == "spell" else me.relics[key].name
            action, chips, need = self.card_use.resolve(view, legal)
            ways = sum(1 for _label, _value, is_power in chips if not is_power)
            for label, value, is_power in chips:
                # the ring shows what Use will do: the one way a die can go, the Power it spends (none by default)
                chosen = (action is not None and power_of(action) == value) if is_power else (
                    self.picks.target_pick == value or ways == 1)
                buttons.append((("● " if chosen else "") + label,
                                lambda v=value, p=is_power: self.card_use.pick_chip(v, p), False, True))
            verb = "Cast" if kind == "spell" else "Use"  # the words above name the card: Cancel fits beside it
            self.aliases[f"{verb} {name}"] = verb
            buttons.append((verb, lambda a=action: a is not None and self.ctx.host.submit_intent(a), True,
                            action is not None))
            # "Back" at a larger text size: Use and Back share a row, which leaves the chips room to read whole
            back = "Back" if self.ctx.app.fonts.scale > 1.0 else "Cancel"
            buttons.append((back, self.picks.clear, False, True))
            self.title = name  # the card's name heads the panel: the words say only what is still to do
            # what the card will do (the name heads the panel): "6 → 5", "Press Use to reroll 2 dice"; a Relic
            # that takes a white die says which die too
            signed = not any(not is_power for _label, _value, is_power in chips)  # no chip says which way
            ready = self._ready_words(view, action, verb, signed)
            paid = power_of(action) if action is not None else 0
            if paid and not any(is_power for _label, _value, is_power in chips):
                # no Power chip tells the cost (three dice on Reed Shield cost 1 Power; the panel said only
                # "Press Use to protect 3 dice": blind playtest)
                ready += f", paying {paid} Power"
            if action is not None and action.kind == "use_relic" and action.args[1] >= 0:
                # which white die pays, said whole: "2 → 3. Press Use (Magick white die…" was cut, and Bone Flute
                # took the Gold die unasked (issue 41); the other die is named for a click that swaps them
                face = RESOURCE_TITLES.get(view.action_dice[action.args[1]], "blank")
                others = sorted({a.args[1] for a in self.card_use.actions(legal)} - {action.args[1]})
                other = RESOURCE_TITLES.get(view.action_dice[others[0]], "blank") if others else None
                swap = f" (choose the {other} one instead)" if other and other != face else ""
                what = ready.removesuffix(f". Press {verb}")
                self.shorter = [f"{ready}: the {face} die pays{swap}.", f"{ready}: the {face} die pays.",
                                f"{what}. {face.capitalize()} die pays."]
                ready += f": the {face} white die pays{swap}."
            else:
                ready += "."
            return need or ready, buttons
        self.button_actions["Do not answer" if view.phase == "red_reply" else "End Bones"] = end
        if view.phase == "red_reply":
            buttons.append(("Do not answer", lambda a=end: self.ctx.host.submit_intent(a), True, True))
            red = ", ".join(str(v) for v in view.red_dice)
            return f"Red {red} rolled at your dice. Pick a Spell that answers red dice, or let them be.", buttons
        buttons.append(("End Bones", lambda a=end: self.ctx.host.submit_intent(a), True, True))
        if self.picks.marked:
            buttons.append(("Clear marked dice", self._unmark, False, True))
        count = len(self.picks.marked)
        marked = f" {count} {'die' if count == 1 else 'dice'} marked." if count else ""
        worth = self.plan.summary(self.plan.best(view))
        spirit = "\nSpirit token: recharge a spent Relic." if spirit_note else ""
        self.shorter = [f"Pick dice, then a card to use on them.{marked} Now worth: {worth}.{spirit}",
                        f"{marked.strip()} Now worth: {worth}.{spirit}".strip(), f"Now worth: {worth}.{spirit}"]
        return (f"Pick green dice, then a Relic or Spell to use on them (or drag a die onto it).{marked} Now "
                f"worth: {worth}." + spirit_note), buttons

    def _ready_words(self, view, action: Action | None, verb: str, signed: bool) -> str:
        """What pressing Use/Cast will do, as one sentence: "Press Cast to gain a violet die and roll it", or
        for a die's change "6 → 5. Press Use" (the words "Use it. Press Cast." said nothing: blind playtest).
        The Power it spends is the ringed Power chip's: the words keep to two lines."""
        if action is None:
            return f"Press {verb}"
        what = self.card_use.outcome(view, action, signed)
        if what[:1].isalpha():
            return f"Press {verb} to {what[0].lower()}{what[1:]}"
        return f"{what}. Press {verb}"  # the die's change first: "6 → 5. Press Use." reads at a glance

    def _unmark(self) -> None:
        self.picks.marked = []
