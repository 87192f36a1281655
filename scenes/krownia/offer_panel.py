"""An AI's offer to the player, answered from the side panel (krownia23: the offer came as a dialog over the board's
lower half with a 45 s countdown, during every AI turn, even once another seat had accepted it; letting one go meant
waiting it out). The issue asked that AI offers "wait in a side panel the player can answer or ignore".

The offer now stands in the build column, which is of no use while another seat plays (its title and prompt stay
above it, Rules below it): what the offerer gives and wants, then Accept, Decline, Counter… and Not now, which lets
the offer go at once as a lapse (timeouts.A_LAPSE: the log and the replay say it lapsed). A line says how long it
waits and, once another seat has accepted, that the offerer trades with them in a few seconds unless the player
answers (answers.py shortens the clock then: the offerer takes that acceptance anyway). Not now is not offered in a
lesson, which scripts its answers and never lets an offer lapse for the learner.

`OfferPanel` is given the table (`app`, `human_to_act`, `lesson_hook`), the geometry, the offer's clock
(answers.OfferAnswers) and the moves its buttons make.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art
from baraza.scenes.krownia.answers import OfferAnswers, lacking
from baraza.scenes.krownia.art import Control
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry
from baraza.scenes.krownia.offer_cards import draw_vec, vec_words
from baraza.scenes.ui import theme

TEXT = art.TEXT
PAD = 12  # px inside the panel's edge
BUTTON_H, BUTTON_GAP = 42, 8
CARD_LINE = 40  # px a line of an offer's cards takes (a mini card is 36 high)
# the buttons, two by two, Accept first (the lit one); Not now lets the offer go as a lapse
BUTTONS = (("Accept", "accept_trade", "accept"), ("Decline", "decline_trade", "decline"),
           ("Counter…", "counter_trade", "counter"), ("Not now", "", "later"))


class OfferPanel:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, answers: OfferAnswers,
                 act: Callable[[Action], Callable[[], None]], counter: Callable[[], None]) -> None:
        self.table = table
        self.geometry = geometry
        self.answers = answers
        self.act = act  # a button's press making a move (trade.py's `_act`)
        self.counter = counter  # Counter…: the counter-offer opens filled from the Hint (trade.py)

    def rect(self) -> pygame.Rect:
        """In the build column, under its title ("Your answer"), over the build rows, above Rules: nothing of the
        island is covered, and no button stands where Roll or End turn was (a second click there accepts nothing
        it did not mean to: Accept is lower)."""
        a = self.geometry.actions_rect
        top = a.y + 11 + max(27, self._line(20, "bold")) + 2  # under the column's title at any text size
        return pygame.Rect(a.x + 6, top, a.w - 12, a.bottom - 56 - top)

    def _lesson(self) -> bool:
        return bool(getattr(self.table.lesson_hook, "running", False))

    def controls(self, view: KrowniaView, rect: pygame.Rect, legal) -> list[Control]:
        w = (rect.w - 2 * PAD - BUTTON_GAP) // 2
        bottom = rect.bottom - PAD
        out = []
        missing = lacking(view.hand or (0,) * 5, view.trade.get)
        for i, (label, kind, name) in enumerate(BUTTONS):
            if name == "later" and self._lesson():
                continue  # a lesson never lets an offer lapse for the learner
            row, col = divmod(i, 2)
            box = pygame.Rect(rect.x + PAD + col * (w + BUTTON_GAP), bottom - (2 - row) * BUTTON_H - (1 - row) * 6,
                              w, BUTTON_H)
            if name == "later":
                enabled = self.answers.can_let_go()
                out.append(Control(box, label, self.answers.let_go, enabled=enabled, name=name))
                continue
            action = Action(kind)
            note = "" if action in legal or name != "accept" else (f"you lack {missing}" if missing else
                                                                   "not possible now")
            press = self.counter if name == "counter" else self.act(action)
            out.append(Control(box, label, press, enabled=action in legal, style="accent" if name == "accept"
                               else "normal", name=name, note=note))
        return out

    def _line(self, size: int = TEXT, face: str = "sans") -> int:
        return self.table.app.fonts.get(size, face).get_linesize()

    def _rows(self, view: KrowniaView, rect: pygame.Rect) -> list[tuple[str, list[tuple[int, ...]], int, int]]:
        """(label, its lines of cards, the cards' left, the cards' top) of the offer's two sides, "You get" and
        "You give" left of their cards, which go on to a second line rather than lose their names ("×1")."""
        trade = view.trade
        labels = ("You get", "You give")
        font = self.table.app.fonts.get(TEXT)
        left = rect.x + PAD + min(rect.w // 3, max(font.size(label)[0] for label in labels) + 10)
        y = rect.y + 8 + max(30, self._line(20, "bold")) + 6
        out = []
        for label, vec in zip(labels, (trade.give, trade.get), strict=True):
            lines = self._card_lines(vec, rect.right - 6 - left)
            out.append((label, lines, left, y))
            y += CARD_LINE * len(lines) + 6
        return out

    def _card_lines(self, vec, room: int) -> list[tuple[int, ...]]:
        """`vec` cut into lines of named cards each at most `room` px wide (one line when all fit)."""
        lines: list[list[int]] = [[0] * 5]
        used = 0
        for r, _words, width in vec_words(self.table.app.fonts, vec, True):
            if used and used + 29 + width > room:  # (the last card's gap of 12 px after it needs no room)
                lines.append([0] * 5)
                used = 0
            lines[-1][r] = vec[r]
            used += 29 + width + 12
        return [tuple(line) for line in lines]

    def summary(self, view: KrowniaView, rect: pygame.Rect) -> pygame.Rect:
        """Where the offer says what it is (its two sides): the keys' cursor opens there, on no button."""
        rows = self._rows(view, rect)
        bottom = rows[-1][3] + CARD_LINE * len(rows[-1][1])
        return pygame.Rect(rect.x + 6, rows[0][3] - 4, rect.w - 12, bottom - (rows[0][3] - 4))

    def countdown(self) -> int | None:
        """The whole seconds before the offer lapses (None: not counting); part of the picture's key (frame.py)."""
        left = self.answers.seconds_left()
        return None if left is None else math.ceil(left)

    def status(self, view: KrowniaView) -> str:
        """How long the offer waits, in words: another seat's acceptance said first (the offerer takes it)."""
        left = self.countdown()
        trade = view.trade
        takers = self.answers.accepted_by()
        if takers:
            names = " and ".join(view.names[s] for s in takers)
            has = "have" if len(takers) > 1 else "has"
            whom = names if len(takers) == 1 else "one of them"
            when = f" in {left} s" if left is not None else ""
            return f"{names} {has} accepted: {view.names[trade.offerer]} trades with {whom}{when} unless you answer."
        if left is None:
            return ""
        return f"Not answered, it lapses in {left} s."

    def draw(self, surface: pygame.Surface, view: KrowniaView, rect: pygame.Rect) -> pygame.Rect:
        """The panel, its title, the offer and its clock; returns where the title went (trade.py's `title_drawn`)."""
        fonts = self.table.app.fonts
        trade = view.trade
        theme.draw_panel(surface, rect, (40, 46, 56), theme.ACCENT, 12)
        title = theme.draw_text_box(surface, fonts, f"{view.names[trade.offerer]}'s offer",
                                    pygame.Rect(rect.x + PAD, rect.y + 8, rect.w - 2 * PAD, max(30, self._line(20, "bold"))),
                                    20, theme.ACCENT, "bold", valign="middle")
        rows = self._rows(view, rect)
        for label, lines, left, cards_y in rows:
            theme.blit_fit(surface, fonts, label, (rect.x + PAD, cards_y + 18), TEXT, left - 6 - rect.x - PAD,
                           theme.TEXT_DIM, "sans", "midleft")
            for i, vec in enumerate(lines):  # each line fits named (`_card_lines`)
                draw_vec(surface, fonts, vec, left, cards_y + i * CARD_LINE)
        said = self.status(view)
        if said:
            top = rows[-1][3] + CARD_LINE * len(rows[-1][1]) + 6
            buttons = rect.bottom - PAD - 2 * BUTTON_H - 6 - 8
            colour = theme.GOOD if self.answers.accepted_by() else theme.TEXT_DIM
            theme.draw_text_box(surface, fonts, said, pygame.Rect(rect.x + PAD, top, rect.w - 2 * PAD, buttons - top),
                                TEXT, colour, "bold" if self.answers.accepted_by() else "sans")
        return title
