"""The prompt panel: what the player is asked now, its buttons, and the phase track.

A part of the Konja table, built with the `KonjaContext`. Reads the legal actions, `match.seats`, the hint,
the clock's `pulse()` and `app.fonts`, and sends moves with the table's `submit_intent()` / `submit_intents()`;
the chips and card buttons come from the card use, the Collection's buttons from the plan, the picks from
`Picks`. What each phase asks lives in prompt_words.py, the buttons' measures and drawing in prompt_buttons.py;
this module lays them out and draws the panel and its phase track.
"""

from __future__ import annotations

import re

import pygame

from baraza.game.core.action import Action
from baraza.scenes.konja.ask_end import KEEP, question_places
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.prompt_buttons import (  # noqa: F401  (the panel's measures, as tests import them here)
    BUTTON_GAP,
    CARD_VERBS,
    COSTLY_CHOICES,
    END_SLOT,
    GO_SLOT,
    SHORT_END,
    SIZE,
    TALL_END_PHASES,
    TRACK_CLEAR,
    TRACK_RISE,
    draw_button,
    fits,
    flow_buttons,
    line_step,
    row_height,
)
from baraza.scenes.konja.prompt_words import PromptWords
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import Button

# a button's keyboard ring (5 px round it and a 3 px dark edge: scenes/table/focus.py) and the Hint's ring reach this
# far past it: buttons right under the title keep this much clear of it
FOCUS_CLEAR = 8
# the phase track's lesson spots, left to right: name, width
PHASE_TRACK = (("ancestors", 58), ("bones", 42), ("collection", 62))
PHASE_TITLES = {
    "ancestor": "Ancestors", "resource_choice": "Resource Favour", "spell_discard": "Spell Favour",
    "merchant_sell": "Merchant Favour", "merchant_buy": "Merchant Blessing",
    "rain_upgrade": "Rain Favour", "rain_summon": "Rain Blessing", "roll": "Bones", "bones": "Bones",
    "red_roll": "Red dice attack", "red_reply": "Red dice attack", "red_assign": "Red dice attack",
    "collect": "Collection", "over": "Game over",
}


def phase_label(current: int) -> str:
    """The phase track's words: the phase lit and where it stands in the turn ("Bones (2/3)")."""
    return f"{('Ancestors', 'Bones', 'Collection')[current]} ({current + 1}/3)"


class PromptPanel:
    """The panel: its words, its buttons in their slots, the phase track and the FINAL ROUND banner."""

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
        self.words = PromptWords(konja)  # what each phase asks, and which move each button makes
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
        label = self.words.aliases.get(label, label)
        for button in self.buttons:
            text = button.text.removeprefix("● ")
            if (label and text == label) or (action is not None and self.words.button_actions.get(text) == action):
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

    def sync(self, view) -> str:
        """Lay out the buttons for what the player is asked now; returns the words.

        Buttons are as wide as their labels need and flow into as many rows as the panel holds. While one
        choice goes on (the same phase and card), the words keep their room and the chips that appear as the
        player picks come after those already there, so the next click lands on the button the player saw."""
        text, specs = self.words.ask(view)
        zone = self.zone
        fonts = self.ctx.app.fonts
        if self.picks.sel_card is not None and self._last_sel is None:
            self._choice = ()  # a card picked anew (after Cancel too): its choice starts afresh
        self._last_sel = self.picks.sel_card
        choice = (view.phase, self.picks.sel_card, self.picks.offer_pick is not None, view.turn_count)
        keys = [label.removeprefix("● ") for label, *_ in specs]
        # a card's choice keeps the end slot short in every phase, so Use/Cast sits in one place (Storm Veil's Cast
        # in the reply to the red dice stood a line above the Bones' Casts: bad14); a tall slot took the room its
        # chips and words need, and the click guard drops a double click's second half (Cast -> Collect)
        self._tall_end = view.phase in TALL_END_PHASES and self.picks.sel_card is None
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
            # a card's choice starts with room for every chip it may still show (the Power chips come after a
            # die's way is picked): each step below lays those too, so the chips and Use never move once shown
            # (Oodoo's ways moved up and Use down as its Power chips came: keys-only tester at 150 %)
            later = self._later_chips(view, keys) if self.picks.sel_card is not None else []
            every = keys + later
            places = self._lay_out(every, room)
            if not all(fits(fonts, k, r) for k, r in places.items()):  # the costly choices go up
                places = self._lay_out(every, room, relax=True)
            if not all(fits(fonts, k, r) for k, r in places.items()):  # the words give up room (whole on hover)
                top = min(top, head + line_step(fonts) + 8)
                places = self._lay_out(every, pygame.Rect(zone.x + 10, top, zone.w - 20, bottom - top), relax=True)
            if not all(fits(fonts, k, r) for k, r in places.items()):  # (also when kept short from before)
                # still short (three two-line Clouds at 150 %): the words and the turn line take a line each
                self._short_head = True
                head = self._head(view)
                top = head
                places = self._lay_out(every, pygame.Rect(zone.x + 10, top, zone.w - 20, bottom - top), relax=True)
            if not all(fits(fonts, k, r) for k, r in places.items()) and self.picks.sel_card is not None:
                # a card's choice still short (Oodoo's way, Spend it and Keep (1 Power) at 150 %): the turn line
                # gives way (the card's name heads the panel), and a line of words comes back when it fits
                self._short_head = None
                head = self._head(view)
                under = head + FOCUS_CLEAR  # buttons right under the title: their rings clear of it
                for top, tight in ((head + line_step(fonts) + 8, False), (under, False), (under, True)):
                    places = self._lay_out(every, pygame.Rect(zone.x + 10, top, zone.w - 20, bottom - top), True,
                                           tight)
                    if all(fits(fonts, k, r) for k, r in places.items()):
                        break
            places = {k: places[k] for k in keys}
            asked = self.words.end_question.asked_at
            if KEEP in places and asked is not None:  # the question's answers: Keep where the asked button was
                places.update(question_places(fonts, asked, room))
            self._sig, self._choice, self._top = sig, choice, top
            self.unplaced = [key for key, rect in places.items() if not fits(fonts, key, rect)]
            self.buttons = []
            for (label, _cb, accent, _enabled), key in zip(specs, keys, strict=True):
                rect = places[key]
                button = Button(pygame.Rect(rect), label, lambda: None, font_size=SIZE, accent=accent)
                button.hovered = rect.collidepoint(self.pointer.pos)
                self.buttons.append(button)
                if key == "Collect & end turn":  # where the question about ending the turn puts Keep my turn
                    self.words.end_rect = pygame.Rect(rect)
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
        self._text_box = self._words_box(head, first, bottom)
        if not self.words_whole(text, self._text_box):
            # the words cut ("Choose the face i…", "a 5-point Cloud.…" at 150 %): the turn line gives them its room
            # (the turn panel beside says whose turn it is), the buttons staying where they are; then the phase's
            # shorter wordings, what the choice pays kept in each
            bare = self._words_box(self.title_bottom(), first, bottom)
            wordings = [text, *self.words.shorter]
            whole = next((t for t in wordings if self.words_whole(t, bare)), None)
            if whole is not None:
                self._short_head, self._text_box, text = None, bare, whole
            else:
                text = next((t for t in wordings if self.words_whole(t, self._text_box)), text)
        self._text = text
        return text

    def _words_box(self, head: int, first: int, bottom: int) -> pygame.Rect:
        """The words' room: from `head` to above the highest button (`first`), never onto the phase track."""
        zone = self.zone
        return pygame.Rect(zone.x + 12, head, zone.w - 24, max(0, min(first - 8, bottom) - head))

    def words_whole(self, text: str | None = None, box: pygame.Rect | None = None) -> bool:
        """Whether the words (the shown ones by default) read whole in `box` (their box), as `draw` writes them:
        no "…", and at least a line of room (`draw` shows no words in less)."""
        text = self._text if text is None else text
        box = self._text_box if box is None else box
        if not text:
            return True
        if box.h < line_step(self.ctx.app.fonts):
            return False
        _size, _lines, shortened = theme.fit_lines(self.ctx.app.fonts, text, box.size, SIZE, "sans", theme.MIN_TEXT,
                                                   0)
        return not shortened

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

    def title_rect(self) -> pygame.Rect:
        """The phase's title ("Oodoo", "Bones") at the panel's top: as tall as its line at the text size."""
        zone = self.zone
        return pygame.Rect(zone.x + 10, zone.y + 9, zone.w - 16, max(21, line_step(self.ctx.app.fonts)))

    def title_bottom(self) -> int:
        """Where what comes under the title may start: 31 px under the panel's top at 100 %, lower as the title grows
        (at 150 % Oodoo's and Idol Mask's chips stood on the foot of their titles: keys-only tester)."""
        return self.title_rect().bottom + 1

    def _head(self, view, short: bool | None = None) -> int:
        """Where the words start: under the phase's title and the turn line (one or two lines; one when the
        buttons need the room, at a larger text size)."""
        fonts = self.ctx.app.fonts
        lines = theme.wrap_text(fonts, self.turn_line(view), SIZE, self.zone.w - 22)
        short = self._short_head if short is None else short
        if short is None:  # no turn line at all (a card's choice at a larger text size: see sync)
            return self.title_bottom()
        return self.title_bottom() + line_step(fonts) * min(1 if short else 2, len(lines)) + 4

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
        title = self.words.title or PHASE_TITLES.get(view.phase, view.phase)
        theme.draw_text_box(surface, fonts, title, self.title_rect(), SIZE,
                            theme.ACCENT, "bold")
        head = self._head(view)
        under = self.title_bottom()
        if head - 4 - under >= line_step(fonts):
            theme.draw_text_box(surface, fonts, self.head_line(view),
                                pygame.Rect(zone.x + 12, under, zone.w - 22, head - 4 - under), SIZE,
                                theme.TEXT_DIM, line_gap=0)
        if self._text_box.h >= line_step(fonts):
            theme.draw_text_box(surface, fonts, self._text, self._text_box, SIZE,
                                theme.TEXT if mine else theme.TEXT_DIM, line_gap=0)
        for button in self.buttons:
            draw_button(surface, fonts, button)
            hinted = self.words.button_actions.get(button.text)
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
