"""KROWNIA's small dialogs over the board: bank and harbour trades, offers to players (compose, answer,
counter, confirm), and the resource pickers for discarding, Year of Plenty, Monopoly and stealing.

Which dialog shows is decided from the view's phase plus the table's `Selection.dialog`, so a dialog can never
outlive the decision it belongs to. Controls are rebuilt every frame from the view and the seat's legal
actions. `TradeDialog` is given the table (`human_to_act`, `legal_actions`, `legal_of`, `act`, `viewer`,
`seat_colour`, `app`), the table's geometry and its selection.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia.hint_words import cards
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.answers import OfferAnswers, lacking
from baraza.scenes.krownia.art import RESOURCES, Control
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.counter import OfferBack, counter_row
from baraza.scenes.krownia.geometry import KrowniaGeometry
from baraza.scenes.krownia.offer_cards import draw_vec, vec_text, vec_width
from baraza.scenes.krownia.offer_fill import COUNTER, OPEN, hinted_terms, open_filled, send_widths
from baraza.scenes.krownia.offer_panel import OfferPanel
from baraza.scenes.krownia.players import seat_order
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.ui import theme

CHIP_W, CHIP_H, CHIP_GAP = 104, 56, 6
TEXT = art.TEXT  # the dialogs' smallest text (the floor)
ROW_GIVE, ROW_GET = 66, 146  # the offer's two rows of cards, down from the dialog's top
CARD_LEFT = 30  # an offer's card starts this far left of its column's buttons (its badge ends 6 px before them)
WORDS = {"not_asked": "not asked", "pending": "thinking…", "accepted": "accepts", "declined": "declines",
         "countered": "counters", "composing_counter": "preparing a counter…"}


RING_ROOM = 8  # px the keyboard's ring reaches outside a button (scenes/table/focus.py: RING and its edge)

class TradeDialog:
    """The dialog over the board: which one shows, its controls, and its drawing (`draw` paints it alone)."""

    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, selection: Selection, answers: OfferAnswers,
                 reasons: Callable[[int], str | None] = lambda seat: None) -> None:
        self.table = table
        self.geometry = geometry
        self.selection = selection
        # an AI's offer to the player: answered in the side panel, on its own clock (offer_panel.py, answers.py)
        self.offer = OfferPanel(table, geometry, answers, self._act, lambda: self._open_filled(COUNTER))
        self.back = OfferBack()  # a counter's Back to offer: the table says so, not "Move taken back" (counter.py)
        self.undo_words = self.back.undo_words  # (the table's optional hook, scenes/table/intents.py)
        self.reasons = reasons  # why a seat declined the player's offer, without its name (reasons.py)
        self.title_drawn: pygame.Rect | None = None  # where the open dialog's title was drawn last (tests read it)
        # (moves made, seat to send to) once an offer or counter opened filled from the Hint: the cursor starts on
        # its send button, not on a "+" a second Enter would press (krownia19, keyboard.py's dialog_focus)
        self.filled: tuple[int, int] | None = None
        self.filling: int | None = None  # while the Hint's cards go in: the seat its send is to (the cursor's place)

    # --- which dialog ----------------------------------------------------------------------------
    def kind(self, view: KrowniaView) -> str | None:
        table = self.table
        seat = table.human_to_act()
        phase = view.phase
        trade = view.trade
        if seat is None:
            # a replay (read only) has the offer and each answer in its log and move list: no card over the
            # island's lower third (issue 41)
            if trade is not None and not trade.composing and table.viewer is not None and not table.ctx.read_only:
                return "watch"
            return None
        if phase == "discard" and view.discard_owed[seat]:
            return "discard"
        if phase == "year_of_plenty":
            return "plenty"
        if phase == "steal":
            return "steal"
        if trade is not None:
            if phase == "trade_compose" or trade.responses[seat] == "composing_counter":
                return "compose"
            if seat == view.current:
                return "pending"
            if trade.responses[seat] == "pending":
                return "answer"
            return "watch"
        if phase == "main" and self.selection.dialog == "trade":
            return "bank"
        if phase in ("roll", "main") and self.selection.dialog == "monopoly":
            return "monopoly"
        return None

    def rect(self, view: KrowniaView) -> pygame.Rect | None:
        kind = self.kind(view)
        if kind is None:
            return None
        if kind == "answer":  # an AI's offer to the player: in the side panel, the island in sight (offer_panel.py)
            return self.offer.rect()
        n = view.num_seats
        size = {"bank": (560, 318), "compose": (560, 310), "pending": (540, 120 + self._seat_row() * (n - 1)),
                "watch": (480, 110 + self._watch_row() * (n - 1)), "discard": (560, self._discard_height()),
                "plenty": (560, 140), "monopoly": (560, 190),
                "steal": (440, self._steal_top() + 50 * len(self.table.legal_of("steal")) + 12)}[kind]
        rect = pygame.Rect(0, 0, *size)
        board = self.geometry.board_rect
        rect.center = self.geometry.dialog_zone.center
        if kind in ("discard", "plenty", "watch", "steal"):  # keep the island in sight: these sit low
            rect.bottom = board.bottom - 8
        if kind == "steal":  # the villages to steal from are ringed round the Pirate's tile: never under the dialog
            ringed = self.geometry.tile_rect(view.pirate_hex).inflate(self.geometry.hexes.size, self.geometry.hexes.size)
            if rect.colliderect(ringed):
                rect.top = board.top + 8
        return rect

    def prompt(self, view: KrowniaView) -> str:
        kind = self.kind(view)
        trade = view.trade
        if kind == "compose":
            return "Choose what you give and what you want, then send the offer."
        if kind == "pending":
            if any(r in ("pending", "composing_counter") for r in trade.responses):
                return "Waiting for the other players to answer your offer."
            return "Pick a player to trade with, or withdraw the offer."
        if kind == "answer":
            # the offer itself in the side panel too (round 9: it lapsed before a player had seen what it was)
            return f"{view.names[trade.offerer]} offers {cards(trade.give)} for your {cards(trade.get)}: accept, " \
                   "decline or counter."
        return "A trade is on the table."

    # --- controls --------------------------------------------------------------------------------
    def _act(self, action: Action):
        return lambda: self.table.act(action)

    def controls(self, view: KrowniaView) -> list[Control]:
        kind = self.kind(view)
        if kind is None:
            return []
        rect = self.rect(view)
        legal = set(self.table.legal_actions())
        make = {"bank": self._controls_bank, "compose": self._controls_compose, "pending": self._controls_pending,
                "answer": self.offer.controls, "watch": self._controls_watch, "discard": self._controls_discard,
                "plenty": self._controls_plenty, "monopoly": self._controls_monopoly,
                "steal": self._controls_steal}[kind]
        return make(view, rect, legal)

    def stepper_at(self, view: KrowniaView, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on a "+" or "−" of the offer being drafted: each click there adds or takes back one card,
        so a quick second click repeats the first (the click gate took two clicks 0.4 s apart as one, and a tester
        sent 1 Wheat for the 2 they had asked)."""
        if self.kind(view) != "compose":
            return False
        return any(c.name.endswith(tuple(f"_{sign}_{r}" for sign in ("plus", "minus") for r in range(5)))
                   and c.rect.collidepoint(pos) for c in self.controls(view))

    def _chip_row(self, rect: pygame.Rect, y: int) -> list[pygame.Rect]:
        width = 5 * CHIP_W + 4 * CHIP_GAP
        x = rect.centerx - width // 2
        return [pygame.Rect(x + i * (CHIP_W + CHIP_GAP), y, CHIP_W, CHIP_H) for i in range(5)]

    def _close(self, rect: pygame.Rect) -> Control:
        return Control(pygame.Rect(rect.right - 40, rect.y + 8, 30, 28), "×", self._close_dialog, name="close")

    def _close_dialog(self) -> None:
        self.selection.dialog = None
        self.selection.reset_bank_trade()

    def _controls_bank(self, view: KrowniaView, rect, legal) -> list[Control]:
        seat = self.table.human_to_act()
        rates = view.players[seat].trade_rates
        give, get = self.selection.give, self.selection.get
        out = [self._close(rect)]
        for r, chip in enumerate(self._chip_row(rect, rect.y + 70)):
            ok = any(Action("bank_trade", (r, t)) in legal for t in range(5))
            # named, as the row under it: at 150 % the small card alone did not say which it was; the cards held
            # too where they fit (the hand below shows them as well, and a greyed chip's keyboard words say it)
            note = f"{rates[r]}:1 · have {view.hand[r]}"
            note = note if self._fits(note, chip) else f"{rates[r]}:1"
            out.append(Control(chip, RESOURCES[r], lambda r=r: self._pick_give(r), enabled=ok, style="chip",
                               resource=r, note=note, name=f"bank_give_{r}", selected=give == r))
        for r, chip in enumerate(self._chip_row(rect, rect.y + 156)):
            ok = give is not None and Action("bank_trade", (give, r)) in legal
            out.append(Control(chip, RESOURCES[r], lambda r=r: self._pick_get(r), enabled=ok, style="chip",
                               resource=r, note=f"bank {view.bank[r]}", name=f"bank_get_{r}", selected=get == r))
        action = Action("bank_trade", (give, get)) if give is not None and get is not None else None
        label = "Pick what to give and get"
        if action is not None:
            label = f"Trade {rates[give]} {RESOURCES[give]} for 1 {RESOURCES[get]}"
        out.append(Control(pygame.Rect(rect.x + 20, rect.y + 224, 300, 40), label, self._bank_confirm,
                           enabled=action in legal, style="accent", name="bank_confirm"))
        offer_ok = Action("open_trade") in legal
        note = "one offer per turn" if view.offers_left > 0 else "already used this turn"
        out.append(Control(pygame.Rect(rect.x + 332, rect.y + 224, 208, 40), "Offer to players…", self._open_offer,
                           enabled=offer_ok, name="open_offer", note=note))
        return out

    def _fits(self, words: str, chip: pygame.Rect) -> bool:
        """Whether a chip's note fits whole beside its card (art.draw_control's room)."""
        return self.table.app.fonts.get(TEXT).size(words)[0] <= chip.w - 40

    def _pick_give(self, r: int) -> None:
        sel = self.selection
        sel.give = None if sel.give == r else r
        sel.get = None

    def _pick_get(self, r: int) -> None:
        sel = self.selection
        sel.get = None if sel.get == r else r

    def _bank_confirm(self) -> None:
        sel = self.selection
        if sel.give is None or sel.get is None:
            return
        action = Action("bank_trade", (sel.give, sel.get))
        self._close_dialog()  # the island comes back into sight for what the cards are for (Trade… reopens it)
        self.table.act(action)

    def _open_offer(self) -> None:
        self.selection.dialog = None
        self.selection.reset_bank_trade()
        self._open_filled(OPEN)

    def _open_filled(self, opener: Action) -> None:
        """An offer or counter opens with the Hint's cards drafted (krownia18, krownia19: offer_fill.py)."""
        terms = hinted_terms(self.table, opener)
        # told before the moves: a frame may be drawn while they are made (the autosave's picture)
        self.filling = None if terms is None else terms[2]
        to = open_filled(self.table, opener, terms)
        self.filling = None
        self.filled = None if to is None else (len(self.table.match.records), to)

    def _controls_compose(self, view: KrowniaView, rect, legal) -> list[Control]:
        trade = view.trade
        give = trade.draft_give or (0,) * 5
        get = trade.draft_get or (0,) * 5
        out = []
        for row, (vec, plus, y) in enumerate(((give, "offer_give", rect.y + ROW_GIVE),
                                              (get, "offer_get", self._get_row(rect)))):
            side = "give" if row == 0 else "get"
            for r, cx in enumerate(self._compose_columns(rect)):
                out.append(Control(pygame.Rect(cx + 20, y, 30, 24), "+", self._act(Action(plus, (r,))),
                                   enabled=Action(plus, (r,)) in legal, name=f"{side}_plus_{r}"))
                back = Action("offer_take_back", (r,))
                out.append(Control(pygame.Rect(cx + 20, y + 28, 30, 24), "−", self._act(back),
                                   enabled=bool(vec[r]) and back in legal, name=f"{side}_minus_{r}"))
        seat = self.table.human_to_act()
        sends = [a for a in (Action("offer_send", (t,)) for t in [-1, *seat_order(view)] if t != seat)
                 if a in legal]
        y = rect.bottom - 58
        if seat == view.current:
            targets = [-1] + [s for s in seat_order(view) if s != seat]  # s34: as the players panel lists them
            # read in order, "Send to Blue" (the playtest read "Blue / send to" on two lines)
            labels = ["Send to everyone" if t < 0 else f"Send to {view.names[t]}" for t in targets]
            # the lit button is the one a lesson step asks for (round 7: step 14 said "Send the offer to Blue"
            # while "Send to everyone" was the orange one), else everyone
            wanted = self._lesson_send()
            lit = wanted if wanted in targets else -1
            x = rect.x + 16
            for t, label, width in zip(targets, labels, self._send_widths(labels, rect.w - 26), strict=True):
                action = Action("offer_send", (t,))
                out.append(Control(pygame.Rect(x, y, width, 44), label, self._act(action),
                                   enabled=action in legal, style="accent" if t == lit else "normal", name=f"send_{t}"))
                x += width + 6
        else:  # a counter: Send, Back to the offer, Decline it (counter.py)
            lesson = bool(getattr(self.table.lesson_hook, "running", False))
            return out + counter_row(self.table.match, seat, rect, self.table.app.fonts.get(20, "bold"), bool(sends),
                                     lesson, self._act, legal, self.back)
        # the player's own offer: Drop on the title's line (a compose box has no close box), the row all the sends'
        drop = pygame.Rect(rect.right - 106, rect.y + 8, 90, 36)
        out.append(Control(drop, "Drop", self._act(Action("offer_abandon")),
                           enabled=Action("offer_abandon") in legal, name="drop"))
        return out

    def _lesson_send(self) -> int | None:
        """The seat a running lesson's step sends the offer to (-1: everyone), or None."""
        lesson = getattr(getattr(self.table.lesson_hook, "host", None), "tutorial", None)
        expected = lesson.run.expected() if lesson is not None else None
        return expected.args[0] if expected is not None and expected.kind == "offer_send" else None

    def _send_widths(self, labels: list[str], room: int) -> list[int]:
        return send_widths(self.table.app.fonts.get(20, "bold"), labels, room)  # (offer_fill.py)

    def _compose_columns(self, rect: pygame.Rect) -> list[int]:
        """Each resource's column in the offer: its card left of `x`, its + and − buttons from `x + 20`."""
        return [rect.x + 150 + i * 84 for i in range(5)]

    @staticmethod
    def offer_card(column: int, y: int) -> pygame.Rect:
        """The card of an offer's column (`_compose_columns`) in the row at `y`."""
        return pygame.Rect(column - CARD_LEFT, y - 2, 36, 54)

    def _get_row(self, rect: pygame.Rect) -> int:
        """The top of the offer's "You want" row: under the "have N" labels, which are taller at a larger text
        size (the row moves down by what they grew)."""
        fonts = self.table.app.fonts
        with fonts.picture_text():
            plain = fonts.get(TEXT).get_linesize()
        return rect.y + ROW_GET + max(0, fonts.get(TEXT).get_linesize() - plain)

    def _line(self, size: int, face: str = "sans") -> int:
        return self.table.app.fonts.get(size, face).get_linesize()

    def _seat_row(self) -> int:
        """The height of a seat's row in the offer being answered: its name, then the counter-offer's terms
        under it (taller at a larger text size), and room under those for the keyboard's ring round the next
        seat's Trade button (at 150 % it ran over a decline's reason, "which needs no Sheep")."""
        return max(46, 2 + self._line(17, "bold") + self._line(TEXT) + 2 + RING_ROOM)

    def _watch_row(self) -> int:
        """A seat's line in the trade being watched (taller at a larger text size)."""
        return max(24, self._line(TEXT) + 2)

    def _discard_height(self) -> int:
        """The discard dialog: its title, the chips, and under them the hint (a line taller at a larger size)."""
        return max(140, 54 + CHIP_H + 6 + self._line(TEXT) + 8)

    def _controls_pending(self, view: KrowniaView, rect, legal) -> list[Control]:
        out = []
        y = rect.y + 74
        for s in seat_order(view):
            if s == view.current:
                continue
            action = Action("confirm_trade", (s,))
            if action in legal:
                out.append(Control(pygame.Rect(rect.right - 120, y + 2, 104, 36), "Trade", self._act(action),
                                   style="accent", name=f"confirm_{s}"))
            elif view.trade.responses[s] in ("accepted", "countered"):  # greyed: the row says what you lack
                out.append(Control(pygame.Rect(rect.right - 120, y + 2, 104, 36), "Trade", self._act(action),
                                   enabled=False, name=f"confirm_{s}"))
            y += self._seat_row()
        out.append(Control(pygame.Rect(rect.right - 170, rect.bottom - 50, 154, 38), "Withdraw offer",
                           self._act(Action("cancel_trade")), enabled=Action("cancel_trade") in legal, name="withdraw"))
        return out

    def _controls_watch(self, view: KrowniaView, rect, legal) -> list[Control]:
        return []

    def _controls_discard(self, view: KrowniaView, rect, legal) -> list[Control]:
        out = []
        for r, chip in enumerate(self._chip_row(rect, rect.y + 54)):
            action = Action("discard", (r,))
            out.append(Control(chip, RESOURCES[r], self._act(action), enabled=action in legal, style="chip", resource=r,
                               note=f"have {view.hand[r]}", name=f"discard_{r}"))
        return out

    def _controls_plenty(self, view: KrowniaView, rect, legal) -> list[Control]:
        out = []
        for r, chip in enumerate(self._chip_row(rect, rect.y + 54)):
            action = Action("take_resource", (r,))
            out.append(Control(chip, RESOURCES[r], self._act(action), enabled=action in legal, style="chip", resource=r,
                               note=f"bank {view.bank[r]}", name=f"plenty_{r}"))
        return out

    def _controls_monopoly(self, view: KrowniaView, rect, legal) -> list[Control]:
        out = [self._close(rect)]
        for r, chip in enumerate(self._chip_row(rect, rect.y + 60)):
            action = Action("play_monopoly", (r,))
            out.append(Control(chip, RESOURCES[r], self._monopoly(action), enabled=action in legal, style="chip",
                               resource=r, note="take all", name=f"monopoly_{r}"))
        out.append(Control(pygame.Rect(rect.centerx - 70, rect.bottom - 52, 140, 38), "Cancel", self._close_dialog,
                           name="cancel"))
        return out

    def _monopoly(self, action: Action):
        def run() -> None:
            self.selection.dialog = None
            self.table.act(action)
        return run

    def _steal_top(self) -> int:
        """Where the steal dialog's first seat starts: under its line of words, with room for the keyboard's ring
        (the words ran under the first seat's button at a larger text size)."""
        return 42 + self._line(TEXT) + 10

    def _controls_steal(self, view: KrowniaView, rect, legal) -> list[Control]:
        out = []
        y = rect.y + self._steal_top()
        for a in sorted((a for a in legal if a.kind == "steal"), key=lambda a: a.args[0]):
            victim = a.args[0]
            p = view.players[victim]
            out.append(Control(pygame.Rect(rect.x + 20, y, rect.w - 40, 42), view.names[victim], self._act(a),
                               name=f"steal_{victim}", note=f"{p.card_count} card{'' if p.card_count == 1 else 's'} · {p.vp_visible} VP"))
            y += 50
        return out

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: KrowniaView) -> None:
        kind = self.kind(view)
        if kind is None:
            return
        rect = self.rect(view)
        fonts = self.table.app.fonts
        if kind == "answer":  # the side panel's own look (offer_panel.py)
            self.title_drawn = self.offer.draw(surface, view, rect)
            for ctl in self.controls(view):
                art.draw_control(surface, fonts, ctl, ctl.rect.collidepoint(self.selection.mouse))
            return
        theme.draw_panel(surface, rect, (40, 46, 56), theme.ACCENT, 14)
        titles = {"bank": "Trade with the bank and harbours", "compose": "Your offer", "pending": "Your offer",
                  "watch": "Trade on the table", "plenty": "Year of Plenty",
                  "monopoly": "Monopoly: name a resource", "steal": "Steal a card from…"}
        seat = self.table.human_to_act()
        title = titles.get(kind, "")
        if kind == "discard":
            owed = view.discard_owed[seat]
            title = f"Discard {owed} more card{'s' if owed != 1 else ''}"
        elif kind == "plenty":
            title = f"Year of Plenty: take {view.plenty_left} more"
        elif kind == "compose" and seat != view.current:
            title = "Your counter-offer"
        # one line under the close box whatever the text size: the body starts 40 px down
        self.title_drawn = theme.draw_text_box(surface, fonts, title, pygame.Rect(rect.x + 18, rect.y + 8, rect.w - 80, 32),
                                               22, theme.ACCENT, "bold", valign="middle")
        body = {"bank": self._draw_bank, "compose": self._draw_compose, "pending": self._draw_pending,
                "watch": self._draw_watch, "steal": self._draw_steal,
                "discard": self._draw_discard}.get(kind)  # plenty and monopoly have only their chips
        if body is not None:
            body(surface, view, rect)
        for ctl in self.controls(view):
            art.draw_control(surface, fonts, ctl, ctl.rect.collidepoint(self.selection.mouse))

    def _text_box(self, surface: pygame.Surface, text: str, box: pygame.Rect, size: int, colour,
                  face: str = "sans") -> None:
        theme.draw_text_box(surface, self.table.app.fonts, text, box, size, colour, face)

    def _text(self, surface: pygame.Surface, text, pos, size=16, colour=theme.TEXT, face="sans", anchor="topleft",
              width: int | None = None) -> None:
        """A label at `pos`; with `width`, the room it has (a larger text size grows it only that far)."""
        fonts = self.table.app.fonts
        if width is None:
            theme.blit_text(surface, fonts, text, pos, size, colour, face, anchor)
        else:
            theme.blit_fit(surface, fonts, text, pos, size, width, colour, face, anchor)

    def _draw_bank(self, surface: pygame.Surface, view: KrowniaView, rect) -> None:
        fonts = self.table.app.fonts  # each above its row of chips: a larger text size grows it only that far
        theme.blit_fit(surface, fonts, "You give, at your best rate:", (rect.x + 20, rect.y + 47), TEXT, rect.w - 40,
                       theme.TEXT_DIM, height=70 - 47)
        theme.blit_fit(surface, fonts, "You get:", (rect.x + 20, rect.y + 133), TEXT, rect.w - 40, theme.TEXT_DIM,
                       height=156 - 133)
        self._text(surface, "A harbour's rate is yours once you build on it.", (rect.x + 20, rect.bottom - 30), TEXT,
                   theme.TEXT_DIM, width=rect.w - 40)

    def _draw_compose(self, surface: pygame.Surface, view: KrowniaView, rect) -> None:
        trade = view.trade
        give = trade.draft_give or (0,) * 5
        get = trade.draft_get or (0,) * 5
        hand = view.hand or (0,) * 5
        fonts = self.table.app.fonts
        for vec, label, y in ((give, "You give", rect.y + ROW_GIVE), (get, "You want", self._get_row(rect))):
            columns = self._compose_columns(rect)
            self._text(surface, label, (rect.x + 18, y + 14), 17, theme.TEXT, "bold",
                       width=columns[0] - CARD_LEFT - 8 - rect.x - 18)
            for r, cx in enumerate(columns):
                # the count's badge sits on the card's top-right corner: the card stands far enough left of its
                # + and − that the badge is clear of them (it was under the +)
                card = self.offer_card(cx, y)
                art.draw_resource_card(surface, fonts, card, r, vec[r], dim=vec[r] == 0)
                if label == "You give":  # under its card and buttons, with room between one label and the next
                    self._text(surface, f"have {hand[r]}", ((card.left + cx + 50) // 2, card.bottom + 1), TEXT,
                               theme.TEXT_DIM, "sans", "midtop", width=columns[1] - columns[0] - 20)
                else:  # the column's name under the last row (at 150 % the cards alone did not say which they were)
                    self._text(surface, RESOURCES[r], ((card.left + cx + 50) // 2, card.bottom + 1), TEXT,
                               theme.TEXT, "sans", "midtop", width=columns[1] - columns[0] - 8)
        if view.trade.offerer != self.table.human_to_act():
            terms = f"{view.names[trade.offerer]} offered " + vec_text(trade.give) + " for " + vec_text(trade.get)
            self._text_box(surface, terms, pygame.Rect(rect.x + 18, rect.y + 40, rect.w - 36, 20), TEXT, theme.TEXT_DIM)

    def _draw_pending(self, surface: pygame.Surface, view: KrowniaView, rect) -> None:
        trade = view.trade
        fonts = self.table.app.fonts
        give = theme.blit_text(surface, fonts, "give", (rect.x + 18, rect.y + 44), TEXT, theme.TEXT_DIM)
        left = max(rect.x + 58, give.right + 6)
        named = left + vec_width(fonts, trade.give) + 34 + vec_width(fonts, trade.get) <= rect.right - 12
        x = draw_vec(surface, fonts, trade.give, left, rect.y + 36, None if named else left)
        self._text(surface, "for", (x + 4, rect.y + 44), TEXT, theme.TEXT_DIM, width=28)
        draw_vec(surface, fonts, trade.get, x + 34, rect.y + 36, None if named else x)
        y = rect.y + 80
        for s in seat_order(view):
            if s == view.current:
                continue
            self._seat_status(surface, view, s, rect.x + 18, y, rect.w - 18 - 128)
            y += self._seat_row()

    def _seat_status(self, surface: pygame.Surface, view: KrowniaView, s: int, x: int, y: int, width: int) -> None:
        trade = view.trade
        fonts = self.table.app.fonts
        pygame.draw.circle(surface, self.table.seat_colour(s), (x + 8, y + 12), 8)
        name = theme.blit_fit(surface, fonts, view.names[s], (x + 22, y + 2), 17, 76, theme.TEXT, "bold")
        status = trade.responses[s]
        words = WORDS
        colour = {"accepted": theme.GOOD, "declined": theme.BAD, "countered": theme.ACCENT}.get(status, theme.TEXT_DIM)
        said = self._status_box(x, y, width, name.right)
        said = theme.draw_text_box(surface, fonts, words.get(status, status), said, TEXT, colour, "bold", valign="middle")
        counter = trade.counters[s] if trade.counters else None
        give = counter[0] if status == "countered" and counter else trade.give  # the offerer's side gives `give`
        top = y + 2 + self._line(17, "bold")  # under the name, a line of its own whatever the text size
        if status == "countered" and counter:
            self._text_box(surface, f"you give {vec_text(give)} for {vec_text(counter[1])}",
                           pygame.Rect(x + 22, top, width - 22, self._line(TEXT)), TEXT, theme.TEXT)
        why = self.reasons(s) if status == "declined" else None
        if why:  # the playtest: five offers declined and the player never learnt why (to the dialog's edge: a seat
            # that declined has no Trade button, and the reason is whole there)
            self._text_box(surface, why, pygame.Rect(x + 22, top, width + 88, self._line(TEXT)), TEXT, theme.TEXT_DIM)
        missing = lacking(view.hand or (0,) * 5, give) if status in ("accepted", "countered") else ""
        if missing:  # why its Trade button is grey: right of what the seat said
            left = max(x + 190, said.right + 10)
            theme.draw_text_box(surface, fonts, f"you lack {missing}",
                                pygame.Rect(left, y + 2, x + width - left, self._line(17, "bold")), TEXT, theme.BAD,
                                "bold", align="right", valign="middle")

    def _status_box(self, x: int, y: int, width: int, name_right: int) -> pygame.Rect:
        """Where a seat's answer is written: right of its name, on the name's line."""
        left = max(x + 100, name_right + 10)
        return pygame.Rect(left, y + 2, min(self.table.app.fonts.get(TEXT, "bold").size("preparing a counter…")[0],
                                            x + width - left), self._line(17, "bold"))

    def counter_rows(self, view: KrowniaView) -> list[tuple[int, pygame.Rect]]:
        """Where each seat that countered the player's waiting offer says so (its name and the counter's terms,
        left of its Trade button): the keys' cursor opens there, where Enter takes nothing (keys19)."""
        if self.kind(view) != "pending":
            return []
        rect, out = self.rect(view), []
        y = rect.y + 76
        for s in seat_order(view):
            if s == view.current:
                continue
            if view.trade.responses[s] == "countered":
                out.append((s, pygame.Rect(rect.x + 12, y - 2, rect.w - 12 - 132, self._seat_row() - RING_ROOM)))
            y += self._seat_row()
        return out

    def offer_summary(self, view: KrowniaView) -> pygame.Rect | None:
        """Where an offer to answer says what it is (its two sides): the keys' cursor opens there, on no button, so
        no Enter meant for something else answers it (keyboard.py). None with no offer to answer."""
        return self.offer.summary(view, self.rect(view)) if self.kind(view) == "answer" else None

    def countdown(self, view: KrowniaView) -> int | None:
        """The whole seconds an offer to answer shows before it lapses (None: no such offer). Part of the dialog's
        picture key (frame.py): the cached picture kept "declined in 45 s" while it counted down (krownia19)."""
        return self.offer.countdown() if self.kind(view) == "answer" else None

    def _draw_watch(self, surface: pygame.Surface, view: KrowniaView, rect) -> None:
        trade = view.trade
        who = "You offer" if trade.offerer == view.seat else f"{view.names[trade.offerer]} offers"
        self._text_box(surface, f"{who} {vec_text(trade.give)} for {vec_text(trade.get)}",
                       pygame.Rect(rect.x + 18, rect.y + 42, rect.w - 36, self._line(TEXT)), TEXT, theme.TEXT)
        x, y = rect.x + 18, max(rect.y + 66, rect.y + 44 + self._line(TEXT))
        for s in seat_order(view):
            if s == trade.offerer:
                continue
            status = trade.responses[s]
            pygame.draw.circle(surface, self.table.seat_colour(s), (x + 6, y + 9), 6)
            colour = {"accepted": theme.GOOD, "declined": theme.BAD, "countered": theme.ACCENT}.get(status, theme.TEXT_DIM)
            why = self.reasons(s) if status == "declined" else None
            words = f"{view.names[s]} declines: {why}" if why else f"{view.names[s]}: {WORDS.get(status, status)}"
            self._text_box(surface, words, pygame.Rect(x + 18, y, rect.right - 18 - (x + 18), self._watch_row()), TEXT,
                           colour)
            y += self._watch_row()

    def _draw_steal(self, surface: pygame.Surface, view: KrowniaView, rect) -> None:
        self._text(surface, "A random card from their hand.", (rect.x + 18, rect.y + 42), TEXT, theme.TEXT_DIM,
                   width=rect.w - 36)

    def _draw_discard(self, surface: pygame.Surface, view: KrowniaView, rect) -> None:
        # under the chips: beside the title it runs into a long one at a larger text size
        self._text_box(surface, "Choose a card here or in your hand.",
                       pygame.Rect(rect.x + 18, rect.y + 54 + CHIP_H + 6, rect.w - 36, self._line(TEXT)), TEXT,
                       theme.TEXT_DIM)

