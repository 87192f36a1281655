"""The prompt panel: what the player is asked now, its buttons, and the phase track.

A part of the Konja table, built with the `KonjaContext`. Reads the legal actions, `match.seats`, the hint,
the clock's `pulse()` and `app.fonts`, and sends moves with the table's `submit_intent()` / `submit_intents()`;
the chips and card buttons come from the card use, the Collection's buttons from the plan, the picks from
`Picks`.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.art import GLYPHS, RESOURCE_TITLES
from baraza.scenes.konja.card_use import power_of
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import RESOURCES, KonjaGeometry
from baraza.scenes.ui import theme
from baraza.scenes.ui.choice_rows import label_lines, lay_out_buttons
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import LABEL_PAD, Button

# the phase track's lesson spots, left to right: name, width
PHASE_TRACK = (("ancestors", 58), ("bones", 42), ("collection", 62))
PHASE_TITLES = {
    "ancestor": "Ancestors", "resource_choice": "Resource Favour", "spell_discard": "Spell Favour",
    "merchant_sell": "Merchant Favour", "merchant_buy": "Merchant Blessing",
    "rain_upgrade": "Rain Favour", "rain_summon": "Rain Blessing", "roll": "Bones", "bones": "Bones",
    "red_roll": "Red dice attack", "red_reply": "Red dice attack", "red_assign": "Red dice attack",
    "collect": "Collection", "over": "Game over",
}


BUTTON_GAP = 6
# the prompt's two fixed slots (see PromptPanel._lay_out): a button that ends a phase or gives something up sits
# at the bottom, never where a harmless one stood a moment before; the harmless "go on" buttons sit above it
END_SLOT = frozenset({"End Bones", "Do not answer", "Pass", "Leave them", "Done with red dice",
                      "Collect & end turn"})
GO_SLOT = frozenset({"Roll the dice", "Roll red dice", "Done flipping", "Done selling", "Keep the rest", "Use",
                     "Cast", "Cancel", "Back"})
CARD_VERBS = ("Use", "Cast", "Cancel", "Back")  # a card's go slot: its verbs, one to a row at most
SHORT_END = ("End Bones", "Pass")  # the end slot's buttons outside TALL_END_PHASES
# the phases in which, or right after which, the end slot may hold its longest labels (Done with red dice,
# Collect & end turn: End Bones may lead straight to the Collection)
TALL_END_PHASES = frozenset({"bones", "red_roll", "red_reply", "red_assign", "collect"})
COSTLY_CHOICES = ("Buy", "Replace", "3-point", "5-point", "7-point", "3 points", "5 points", "7 points")  # choices that spend: never where Done was
# the phase track's bars lie this far above the panel's bottom; the buttons end TRACK_CLEAR above them, so a lit
# button's ring (the lesson's, the hint's) stays off the track (a blind playtest saw "Collect & end turn" over it)
TRACK_RISE = 60
TRACK_CLEAR = 12
SIZE = theme.MIN_TEXT  # the panel's words and buttons: one size, the readable floor (the panel is narrow)


def line_step(fonts: Fonts) -> int:
    """A line of the panel's words (19 px at 100 %): measured, so a larger text size spaces its lines out."""
    return fonts.get(SIZE, "bold").get_linesize()


def row_height(fonts: Fonts) -> int:
    """A one-line button (30 px at 100 %); each more line of its label adds a line_step."""
    return line_step(fonts) + 11


def flow_buttons(fonts: Fonts, keys: list[str], room: pygame.Rect) -> dict[str, pygame.Rect]:
    """Places for buttons labelled `keys`, left to right in rows inside `room` (the shared layout of choice rows,
    labels wrapped when wider than the room). A label added at the end never moves those before it."""
    row = row_height(fonts)
    rects = lay_out_buttons(keys, room, 48, BUTTON_GAP, fonts, size=SIZE, height=row, min_height=row, wrap=True)
    # a label wrapped onto more lines takes its row's whole width: a narrow two-line chip ("Reed / Shield" at
    # 150 %) lay so far aside that Up from the button under it went past it (keyboard playtest)
    for i, rect in enumerate(rects):
        if rect.h > row and not any(o.y == rect.y for j, o in enumerate(rects) if j != i):
            rects[i] = pygame.Rect(room.x, rect.y, room.w, rect.h)
    return dict(zip(keys, rects, strict=True))


def fits(fonts: Fonts, key: str, rect: pygame.Rect) -> bool:
    """Whether the label is whole in its button (the shared layout squeezes buttons only when out of room)."""
    lines = label_lines(fonts, key, SIZE, rect.w)
    font = fonts.get(SIZE, "bold")
    return (max(font.size(line)[0] for line in lines) <= rect.w - 2 * LABEL_PAD - 4
            and row_height(fonts) + (len(lines) - 1) * line_step(fonts) <= rect.h)


def draw_button(surface: pygame.Surface, fonts, button: Button) -> None:
    """A prompt button with its label wrapped onto the lines measured for it, never past its edge."""
    Button.draw(replace(button, text=""), surface, fonts)
    colour = theme.TEXT_DIM if not button.enabled else theme.TEXT_DARK if button.accent else theme.TEXT
    text = button.text
    if text.startswith("● "):  # the chip picked: a ring, so picking it never widens the label
        text = text.removeprefix("● ")
        pygame.draw.rect(surface, theme.HIGHLIGHT, button.rect.inflate(-4, -4), 2, border_radius=7)
    if not fits(fonts, text, button.rect):  # too tight (a larger text size): shrunk back, at most to 100 %
        theme.draw_text_box(surface, fonts, text, button.rect.inflate(-2 * LABEL_PAD, -4), button.font_size, colour,
                            "bold", "center", "middle", line_gap=0)
        return
    lines = label_lines(fonts, text, button.font_size, button.rect.w)
    step = line_step(fonts)
    y = button.rect.centery - step * len(lines) // 2
    for line in lines:
        theme.blit_text(surface, fonts, line, (button.rect.centerx, y), button.font_size, colour, "bold", "midtop")
        y += step


def phase_label(current: int) -> str:
    """The phase track's words: the phase lit and where it stands in the turn ("Bones (2/3)")."""
    return f"{('Ancestors', 'Bones', 'Collection')[current]} ({current + 1}/3)"


class PromptPanel:
    def __init__(self, konja: KonjaContext) -> None:
        self.ctx = konja.ctx
        self.zone = zone = konja.geometry.z["prompt"]
        self.picks = konja.picks
        self.pointer = konja.pointer
        self.card_use = konja.card_use
        self.plan = konja.plan
        self.buttons: list[Button] = []
        self._sig: tuple = ()  # the buttons' labels, top and choice: rebuilt only when they change
        self._choice: tuple = ()  # the choice under way (phase, card): its buttons keep their places
        self._top = 0
        self._text = ""
        self.unplaced: list[str] = []  # labels that are not whole in their buttons (a test keeps this empty)
        self._text_box = pygame.Rect(zone.x + 12, zone.y + 52, zone.w - 24, 19)
        self._button_actions: dict[str, Action] = {}  # a button's text -> the move it makes
        self._aliases: dict[str, str] = {}  # "Cast Chaac!" -> "Cast": the card's button by its whole name
        self._title = ""  # the card being played, shown as the panel's title instead of the phase
        self._last_sel: tuple | None = None  # the card picked at the last layout
        self._slot_cache: dict[tuple, tuple[int, int]] = {}  # the slots' heights by text size and width
        self._short_head: bool | None = False  # the turn line kept to one line (None: none) for the buttons
        self._tall_end = True  # the end slot as tall as its longest labels (see TALL_END_PHASES)

    def button(self, label: str) -> Button | None:
        """The button whose text starts with `label` (tests click through it)."""
        for button in self.buttons:
            if button.text.startswith(label):
                return button
        return None

    def button_rect(self, view, label: str = "", action: Action | None = None) -> pygame.Rect | None:
        """Where the button with this text (a leading "● " ignored) or for this action is now."""
        self.sync(view)
        label = self._aliases.get(label, label)
        for button in self.buttons:
            text = button.text.removeprefix("● ")
            if (label and text == label) or (action is not None and self._button_actions.get(text) == action):
                return pygame.Rect(button.rect)
        return None

    def focus_extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """Every button as a stop of the keyboard's cursor, with its words: also those no move starts from (a
        card's Cast before its choice is made, Cancel, the chip picked), which the cursor skipped: Down from
        Storm Veil's chips went past Cast (keyboard playtest, finding 7)."""
        self.sync(view)
        need = (self._text.splitlines() or [""])[0]
        out = []
        for button in self.buttons:
            text = button.text.removeprefix("● ")
            if button.text.startswith("● "):
                words = f"{text}, chosen"
            elif not button.enabled:
                words = f"{text}, not yet: {need}" if need else f"{text}, not yet"
            else:
                words = text
            out.append((pygame.Rect(button.rect), words))
        return out

    def phase_rects(self) -> dict[str, pygame.Rect]:
        """The lesson's spots on the phase track, by phase name."""
        zone = self.zone
        x, out = zone.x + 10, {}
        for name, w in PHASE_TRACK:
            out[name] = pygame.Rect(x, zone.bottom - 58, w - 3, 22)
            x += w
        return out

    def _prompt(self, view) -> tuple[str, list[tuple[str, object, bool, bool]]]:
        """(what the player is asked, buttons as (label, callback, accent, enabled))."""
        legal = self.ctx.views.legal_actions()
        names = view.seat_names
        self._button_actions = {}
        self._aliases = {}
        self._title = ""
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
            if seat is not None and self.ctx.match.seats[seat] != "human":
                rest = view.pending.replace(f"{who} ", "", 1)
                text = f"{who} is deciding. {rest[:1].upper()}{rest[1:]}"
            return text, []
        buttons: list[tuple[str, object, bool, bool]] = []

        def act(label: str, action: Action, accent: bool = False) -> None:
            self._button_actions[label] = action
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
            return "Pick your Relics to sell them for their value in Gold.", buttons
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
            buttons.append(("Collect & end turn", lambda a=actions: self.ctx.host.submit_intents(a), True, True))
            # dark when the free dice make no combination at all: nothing for it to lay out (a playtest saw it lit)
            buttons.append(("Best split", self.plan.reset, False, bool(self.plan.best(view))))
            buttons.append(("Clear the pyramid", self.plan.clear, False, bool(self.plan.groups)))
            # what the split pays first: when the words must be cut (a larger text size), that stays
            return f"You gain {self.plan.summary()}. Pick dice, then a row, to change the split (or drag them).", buttons
        if phase in ("bones", "red_reply"):
            return self._prompt_cards(view, legal, buttons, spirit_note)
        return view.pending, buttons

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
            self._aliases[f"{verb} {name}"] = verb
            buttons.append((verb, lambda a=action: a is not None and self.ctx.host.submit_intent(a), True,
                            action is not None))
            # "Back" at a larger text size: Use and Back share a row, which leaves the chips room to read whole
            back = "Back" if self.ctx.app.fonts.scale > 1.0 else "Cancel"
            buttons.append((back, self.picks.clear, False, True))
            self._title = name  # the card's name heads the panel: the words say only what is still to do
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
                face = RESOURCE_TITLES.get(view.action_dice[action.args[1]], "blank")
                others = {a.args[1] for a in self.card_use.actions(legal)}
                ready += f" ({face} white die" + ("; or pick the other)." if len(others) > 1 else ").")
            else:
                ready += "."
            return need or ready, buttons
        self._button_actions["Do not answer" if view.phase == "red_reply" else "End Bones"] = end
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

    def sync(self, view) -> str:
        """Lay out the buttons for what the player is asked now; returns the words.

        Buttons are as wide as their labels need and flow into as many rows as the panel holds. While one
        choice goes on (the same phase and card), the words keep their room and the chips that appear as the
        player picks come after those already there, so the next click lands on the button the player saw."""
        text, specs = self._prompt(view)
        zone = self.zone
        fonts = self.ctx.app.fonts
        if self.picks.sel_card is not None and self._last_sel is None:
            self._choice = ()  # a card picked anew (after Cancel too): its choice starts afresh
        self._last_sel = self.picks.sel_card
        choice = (view.phase, self.picks.sel_card, self.picks.offer_pick is not None, view.turn_count)
        keys = [label.removeprefix("● ") for label, *_ in specs]
        # a card's choice in the Bones leads back to the Bones, never straight to the Collection
        self._tall_end = view.phase in TALL_END_PHASES and not (view.phase == "bones" and self.picks.sel_card)
        head = self._head(view, short=False)  # the layout starts from the whole turn line
        if choice == self._choice and self.buttons and self.picks.sel_card is not None:
            top = self._top  # a card's choice: the words shrink into their box rather than push the chips down
        else:
            lines = theme.wrap_text(fonts, text, SIZE, zone.w - 24)
            if self.picks.sel_card is not None:  # a card's choice: two lines or more kept for words that change
                lines = [""] * max(2, len(lines))  # as the player picks, the rest for the chips that come
            top = head + line_step(fonts) * len(lines) + 8
        bottom = zone.bottom - self.track_rise(view) - TRACK_CLEAR  # the phase track's room (the banner under it)
        sig = (tuple(keys), top, choice, bottom)
        if sig != self._sig:
            self._short_head = self._short_head if choice == self._choice else False  # kept while one choice goes on
            # the room always ends above the phase track, however many lines the words take
            room = pygame.Rect(zone.x + 10, min(top, bottom), zone.w - 20, max(0, bottom - top))
            places = self._lay_out(keys, room)
            # a card's choice starts with room for every chip it may still show (the Power chips come after a
            # die's way is picked): the chips never move once shown
            later = self._later_chips(view, keys) if self.picks.sel_card is not None else []
            probe = self._lay_out(keys + later, room)
            if not all(fits(fonts, k, r) for k, r in probe.items()):  # the costly choices go up
                places, probe = self._lay_out(keys, room, relax=True), self._lay_out(keys + later, room, relax=True)
            if not all(fits(fonts, k, r) for k, r in probe.items()):  # the words give up room (whole on hover)
                top = min(top, head + line_step(fonts) + 8)
                places = self._lay_out(keys, pygame.Rect(zone.x + 10, top, zone.w - 20, bottom - top), relax=True)
            if not all(fits(fonts, k, r) for k, r in places.items()):  # (also when kept short from before)
                # still short (three two-line Clouds at 150 %): the words and the turn line take a line each
                self._short_head = True
                head = self._head(view)
                top = head
                places = self._lay_out(keys, pygame.Rect(zone.x + 10, top, zone.w - 20, bottom - top), relax=True)
            if not all(fits(fonts, k, r) for k, r in places.items()) and self.picks.sel_card is not None:
                # a card's choice still short (Oodoo's way, Spend it and Keep (1 Power) at 150 %): the turn line
                # gives way (the card's name heads the panel), and a line of words comes back when it fits
                self._short_head = None
                head = self._head(view)
                for top, tight in ((head + line_step(fonts) + 8, False), (head, False), (head, True)):
                    places = self._lay_out(keys, pygame.Rect(zone.x + 10, top, zone.w - 20, bottom - top), True,
                                           tight)
                    if all(fits(fonts, k, r) for k, r in places.items()):
                        break
            self._sig, self._choice, self._top = sig, choice, top
            self.unplaced = [key for key, rect in places.items() if not fits(fonts, key, rect)]
            self.buttons = []
            for (label, _cb, accent, _enabled), key in zip(specs, keys, strict=True):
                rect = places[key]
                button = Button(pygame.Rect(rect), label, lambda: None, font_size=SIZE, accent=accent)
                button.hovered = rect.collidepoint(self.pointer.pos)
                self.buttons.append(button)
        head = self._head(view)
        by_key = {label.removeprefix("● "): (label, cb, accent, enabled) for label, cb, accent, enabled in specs}
        for button in self.buttons:
            label, callback, accent, enabled = by_key[button.text.removeprefix("● ")]
            button.text, button.on_click, button.accent, button.enabled = label, callback, accent, enabled
        # the words end above the highest button and never reach the phase track: they shrink (whole on hover)
        # rather than run under a button (the box reached down to the words' own height, past buttons laid out
        # higher when they did not fit under them: the 150 % keyboard playtest's Collection panel)
        first = min((b.rect.top for b in self.buttons), default=bottom + 8)
        # no room for a line (the buttons took it at 150 %): no words at all, rather than a cut fragment peeking
        # out behind the buttons ("·fa", "…ud…": keyboard playtest); the cursor's caption still says them
        self._text_box = pygame.Rect(zone.x + 12, head, zone.w - 24, max(0, min(first - 8, bottom) - head))
        self._text = text
        return text

    def _later_chips(self, view, keys: list[str]) -> list[str]:
        """The chips the selected card may show later in its choice (for each way it may go), not shown yet."""
        legal = self.ctx.views.legal_actions()
        picks = self.picks
        saved = picks.target_pick, picks.power_pick
        later: list[str] = []
        try:
            _action, chips, _need = self.card_use.resolve(view, legal)
            for value in [v for _label, v, is_power in chips if not is_power] or [saved[0]]:
                picks.target_pick = value
                for label, _value, _is_power in self.card_use.resolve(view, legal)[1]:
                    if label not in keys and label not in later:
                        later.append(label)
        finally:
            picks.target_pick, picks.power_pick = saved
        return later

    def _head(self, view, short: bool | None = None) -> int:
        """Where the words start: under the phase's title and the turn line (one or two lines; one when the
        buttons need the room, at a larger text size)."""
        fonts = self.ctx.app.fonts
        lines = theme.wrap_text(fonts, self.turn_line(view), SIZE, self.zone.w - 22)
        short = self._short_head if short is None else short
        if short is None:  # no turn line at all (a card's choice at a larger text size: see sync)
            return self.zone.y + 31
        return self.zone.y + 31 + line_step(fonts) * min(1 if short else 2, len(lines)) + 4

    def _lay_out(self, keys: list[str], room: pygame.Rect, relax: bool = False,
                 tight: bool = False) -> dict[str, pygame.Rect]:
        """Places for the buttons in three bands, bottom up: the end slot (a button that ends a phase or gives
        something up: End Bones, Pass, Collect & end turn), above it the go slot (Roll the dice, Done flipping, a
        card's Use/Cast and Cancel), and above that every other choice. The end slot keeps its height whether
        filled or not, so a costly button never appears where a harmless one stood a moment before (a double
        click on Use, Roll or Done flipping pressed End Bones or Pass: blind playtest, finding 1); the go slot
        too while a choice that costs (a Cloud, a Relic to buy) could take the place of Done flipping. When the
        room is short (`relax`) those choices fill their room from the top instead, away from the go slot."""
        fonts = self.ctx.app.fonts
        end_h, go_h = self._slot_heights(room.w, self._tall_end)
        costly = any(k.startswith(COSTLY_CHOICES) for k in keys)
        top_down = self.picks.sel_card is not None or (costly and relax)
        costly = costly and not relax
        in_card = self.picks.sel_card is not None
        if in_card and tight:  # the last resort (Idol Mask's six ways and its Power at 150 %): the card's
            end_h = -BUTTON_GAP  # buttons take the end slot's room too, rather than show a label cut
        if in_card:  # a card's go slot holds only its verbs (Use, Cast, Cancel): as tall as they are, not as
            # "Done flipping" wrapped at 150 % (that height left Oodoo's chips too little room to read whole)
            go_h = max(r.h for r in flow_buttons(fonts, list(CARD_VERBS), pygame.Rect(0, 0, room.w, 1000)).values())
        if not (in_card or costly or any(k in END_SLOT or k in GO_SLOT for k in keys)):
            end_h = go_h = -BUTTON_GAP  # harmless choices alone (a Favour's resources): the whole room is theirs
        elif not (in_card or costly or any(k in GO_SLOT for k in keys)):
            go_h = -BUTTON_GAP  # no go slot in this phase: the other choices sit right above the end slot
        end = pygame.Rect(room.x, room.bottom - max(0, end_h), room.w, max(0, end_h))
        go = pygame.Rect(room.x, end.y - BUTTON_GAP - go_h, room.w, max(0, go_h))
        go_keys = [k for k in keys if k in GO_SLOT]
        if go_keys:  # Use and Cancel on two rows at a larger text size: the slot grows upwards, never down
            need = max(r.bottom for r in flow_buttons(fonts, go_keys, pygame.Rect(0, 0, room.w, 1000)).values())
            go.top, go.h = go.bottom - max(go.h, need), max(go.h, need)
        rest = pygame.Rect(room.x, room.y, room.w, max(0, go.y - BUTTON_GAP - room.y))
        places: dict[str, pygame.Rect] = {}
        for band, wanted, bottom in ((end, [k for k in keys if k in END_SLOT], True), (go, go_keys, True),
                                     (rest, [k for k in keys if k not in END_SLOT and k not in GO_SLOT],
                                      not top_down)):
            flowed = flow_buttons(fonts, wanted, band)
            # in a card's choice the chips that appear as the player picks fill their room from the top and
            # never push those already there; else the choices sit at the bottom of their band
            drop = band.bottom - max((r.bottom for r in flowed.values()), default=band.bottom) if bottom else 0
            places.update({k: r.move(0, max(0, drop)) for k, r in flowed.items()})
        return places

    def _slot_heights(self, width: int, tall: bool) -> tuple[int, int]:
        """The end and go slots' heights at this text size: the tallest of the buttons each may hold (a label
        wrapped at a larger text size), so a slot never moves with its label. The end slot is as tall as its
        longest labels (Collect & end turn) only in the phases they may come in or come next (`tall`)."""
        fonts = self.ctx.app.fonts
        key = (fonts.scale, width, tall)
        if key not in self._slot_cache:
            room = pygame.Rect(0, 0, width, 1000)

            def tallest(labels) -> int:
                return max(flow_buttons(fonts, [k], room)[k].h for k in labels)

            self._slot_cache[key] = (tallest(END_SLOT if tall else SHORT_END), tallest(GO_SLOT))
        return self._slot_cache[key]

    def draw(self, surface, view) -> None:
        fonts = self.ctx.app.fonts
        zone = self.zone
        self.sync(view)
        mine = bool(self.ctx.views.legal_actions())
        if mine:  # the panel itself is in the static layer; its edge lights up when the player must act
            pygame.draw.rect(surface, theme.ACCENT, zone, 2, border_radius=10)
        title = self._title or PHASE_TITLES.get(view.phase, view.phase)
        theme.draw_text_box(surface, fonts, title, pygame.Rect(zone.x + 10, zone.y + 9, zone.w - 16, 21), SIZE,
                            theme.ACCENT, "bold")
        head = self._head(view)
        if head - 4 - (zone.y + 31) >= line_step(fonts):
            theme.draw_text_box(surface, fonts, self.head_line(view),
                                pygame.Rect(zone.x + 12, zone.y + 31, zone.w - 22, head - 4 - (zone.y + 31)), SIZE,
                                theme.TEXT_DIM, line_gap=0)
        if self._text_box.h >= line_step(fonts):
            theme.draw_text_box(surface, fonts, self._text, self._text_box, SIZE,
                                theme.TEXT if mine else theme.TEXT_DIM, line_gap=0)
        for button in self.buttons:
            draw_button(surface, fonts, button)
            hinted = self._button_actions.get(button.text)
            if self.ctx.host.hint is not None and hinted == self.ctx.host.hint:
                pygame.draw.rect(surface, (90, 210, 235), button.rect.inflate(8, 8), 3 + int(2 * self.ctx.clock.pulse(6)),
                                 border_radius=10)
        self._draw_phase_track(surface, view, zone)
        banner = self.banner_rect(view)
        if banner is not None:
            pygame.draw.rect(surface, (120, 40, 36), banner, border_radius=6)
            words = "FINAL ROUND"  # in capitals where they fit, else in a narrower case (150 %): never past its edge
            if fonts.get(SIZE, "bold").size(words)[0] > banner.w - 8:
                words = "Final round"
            theme.blit_text(surface, fonts, words, banner.center, SIZE, theme.TEXT, "bold", "center")

    def track_rise(self, view) -> int:
        """How far above the panel's bottom the phase track's bars lie: higher in the final round at a larger
        text size, so the FINAL ROUND banner sits under the track's words, never on "Bones (2/3)" (playtest)."""
        if not view.final_round or view.over:
            return TRACK_RISE
        return max(TRACK_RISE, 9 + 2 * line_step(self.ctx.app.fonts) + 8 + 4)

    def banner_rect(self, view) -> pygame.Rect | None:
        """The FINAL ROUND banner, under the phase track's words (None outside the final round)."""
        if not view.final_round or view.over:
            return None
        zone = self.zone
        top = zone.bottom - self.track_rise(view) + 9 + line_step(self.ctx.app.fonts) + 2
        return pygame.Rect(zone.x + 8, top, zone.w - 16, max(24, line_step(self.ctx.app.fonts) + 4))

    def track_label_rect(self, view) -> pygame.Rect:
        """Where the phase track's words ("Bones (2/3)") are drawn."""
        zone = self.zone
        return pygame.Rect(zone.x + 10, zone.bottom - self.track_rise(view) + 9, zone.w - 20,
                           line_step(self.ctx.app.fonts))

    def head_line(self, view) -> str:
        """The line under the title: whose turn it is, or, when the buttons left the words no room (150 %), the
        Gold the player holds, which the choice turns on ("You hold 10 Gold" was hidden: keyboard playtest)."""
        held = re.search(r"You hold \d+ Gold", self._text or "")
        if held is not None and self._text_box.h < line_step(self.ctx.app.fonts):
            return held.group(0)
        return self.turn_line(view)

    def turn_line(self, view) -> str:
        """Whose turn it is, and who decides when that is the other player (their part of a Blessing,
        the red dice), so "Your move" in the players panel never contradicts it."""
        names, turn = view.seat_names, view.turn_count + 1
        if view.over:  # the turns played, as the results count them ("Turn 11" beside "10 turns" read as a lie)
            return f"Game over after {view.turn_count} turn{'' if view.turn_count == 1 else 's'}"
        actor = view.acting_seat
        if actor is None or actor == view.turn_seat:
            return f"Turn {turn} · {names[view.turn_seat]}'s turn"
        return f"{names[view.turn_seat]}'s turn {turn} · " + (
            "your call" if actor == view.viewer else f"{names[actor]} decides")

    def _draw_phase_track(self, surface, view, zone: pygame.Rect) -> None:
        """The three phases of a turn, the current one lit: where in the turn the table is."""
        phase = view.phase
        current = 0 if phase in ("ancestor", "resource_choice", "spell_discard", "merchant_sell", "rain_upgrade",
                                 "merchant_buy", "rain_summon") else 1 if phase in ("roll", "bones") else 2
        if view.over:
            current = -1
        # three bars, the current one lit, and its name in words (three names do not fit at a readable size)
        y = zone.bottom - self.track_rise(view)
        w = (zone.w - 20) // 3
        for i in range(3):
            rect = pygame.Rect(zone.x + 10 + i * w, y, w - 4, 6)
            pygame.draw.rect(surface, theme.ACCENT if i == current else theme.BUTTON_DISABLED, rect, border_radius=3)
        if current >= 0:
            fonts = self.ctx.app.fonts
            theme.draw_text_box(surface, fonts, phase_label(current), self.track_label_rect(view), SIZE,
                                theme.TEXT_DIM)

    def _unmark(self) -> None:
        self.picks.marked = []
