"""The KROWNIA players panel: each seat's name and score (a star before it; your hidden Victory Points in
brackets, for you only; at the end every seat's Victory Point cards, counted and named), in turn order, a small table of
cards, development cards, roads left, Warriors and longest road, and the Longest Road and Largest Army boxes (a
lesson points at them, so their rects are kept).

`PlayersPanel` is given the table (`draw_seat_list`, `seat_colour`, `seat_mark`, `app`); `draw` paints it alone.
"""

from __future__ import annotations

import math

import pygame

from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import ROW_H
from baraza.scenes.ui import theme


class PlayersPanel:
    def __init__(self, table: KrowniaTable) -> None:
        self.table = table
        self.bonus_rects: dict[str, pygame.Rect] = {}  # Longest Road / Largest Army boxes, once drawn
        # the scores as last drawn, kept in this one list (the table's `lesson_busy`): a lesson's card keeps off
        # them when it can (it lay over the scores through the trade steps: blind testers)
        self.busy: list[pygame.Rect] = []

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        fonts = self.table.app.fonts
        extra = [score_words(view, p) for p in view.players]
        order = seat_order(view)
        y = self.table.draw_seat_list(surface, rect, extra, order)  # in turn order, like the strip (blind tester)
        if view.winner < 0:  # whose turn it is stays marked while others answer an offer or discard
            row = pygame.Rect(rect.x + 8, rect.y + 14 - 4 + order.index(view.current) * ROW_H, rect.w - 16, 34)
            pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=6)
        for i, seat in enumerate(order):  # a star before each score says what the number is
            width = fonts.get(17).size(extra[seat])[0]
            cx, cy = rect.right - 16 - width - 11, rect.y + 14 + i * ROW_H + 13
            pygame.draw.polygon(surface, theme.ACCENT, _star((cx, cy), 7))
        # A small table: cards in hand, development cards, roads left, Warriors played, longest road. Each row
        # starts with the seat's colour and mark (the names are in the list above), so one-word headers fit.
        cols = (("Cards", "card_count"), ("Dev", "dev_count"), ("Roads", "roads_left"), ("Army", "warriors_played"),
                ("Road", "longest_road"))
        x0 = rect.x + 40
        col_w = (rect.w - 52) // len(cols)
        y += 2
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 12, y - 4), (rect.right - 12, y - 4), 1)
        line = max(20, fonts.get(theme.MIN_TEXT, "bold").get_linesize() + 1)  # measured: grows with the text size
        # Each header in its own column, and it may borrow the room its neighbours' words leave ("Roads" is the
        # widest, "Dev" beside it short); shrunk back rather than overlapping when even that is not enough.
        # At a larger text size the headers share one size, the largest at which each fits its own column.
        size = min(theme.fit_size(fonts, label, theme.MIN_TEXT, col_w - 4) for label, _ in cols)
        widths = [fonts.get(size).size(label)[0] for label, _ in cols]
        for i, (label, _) in enumerate(cols):
            left = max(0, (col_w - widths[i - 1]) // 2 - 3) if i else 4
            right = max(0, (col_w - widths[i + 1]) // 2 - 3) if i + 1 < len(cols) else 4
            box = pygame.Rect(x0 + i * col_w - left, y, col_w + left + right, line)
            theme.draw_text_box(surface, fonts, label, box, size, theme.TEXT_DIM, align="center", min_size=size)
        y += line
        for p in (view.players[seat] for seat in order):
            pygame.draw.circle(surface, self.table.seat_colour(p.seat), (rect.x + 26, y + 9), 8)
            theme.draw_seat_mark(surface, self.table.seat_mark(p.seat), (rect.x + 26, y + 9), 4, theme.TEXT_DARK)
            for i, (_, attr) in enumerate(cols):
                value = getattr(p, attr)
                colour = theme.TEXT
                if attr == "card_count" and value > view.discard_limit:
                    colour = theme.BAD  # at risk on a 7
                if attr == "card_count" and p.discard_owed:
                    value = f"{value}−{p.discard_owed}"  # still owes this many on the 7
                if attr == "dev_count":
                    value = dev_words(view, p)
                theme.draw_text_box(surface, fonts, str(value), pygame.Rect(x0 + i * col_w + 1, y, col_w - 2, line),
                                    theme.MIN_TEXT, colour, "bold", "center", "middle")
            y += line
        y += 4
        # The two bonus boxes side by side when their words fit whole (at 100 % they do, just: the margins are
        # narrow for it), else one under the other, the panel's width each (at a larger text size). Cut words
        # ("Longest…", "Largest…") were a playtest finding.
        boxes = (("Longest Road", view.longest_holder, 5), ("Largest Army", view.army_holder, 3))
        words = [(title, f"{view.names[holder]} · 2 VP" if holder >= 0 else f"needs {need} · 2 VP")
                 for title, holder, need in boxes]
        half = (rect.w - 26) // 2
        bold, plain = fonts.get(theme.MIN_TEXT, "bold"), fonts.get(theme.MIN_TEXT)
        side = all(bold.size(t)[0] <= half - 10 and plain.size(w)[0] <= half - 10 for t, w in words)
        # One under the other only when both fit above the panel's bottom edge; else side by side again, each title
        # on two lines (at 150 % the Largest Army box showed its title alone, its words under the turn panel).
        tall = not side and y + 2 * (2 * line + 6) + 6 > rect.bottom - 2
        heads = 2 * line if tall else line
        # With four seats at 150 % not even that fits above the turn panel (the boxes stood half under it): then
        # one line each, side by side, named like the table's columns ("Road +2: Blue", "Army +2: needs 3").
        if (side or tall) and y + max(41, heads + line + 3) > rect.bottom - 2:
            self._draw_compact(surface, rect, y, boxes, view)
            return
        for i, ((title, holder, _need), (_t, who)) in enumerate(zip(boxes, words, strict=True)):
            held = holder >= 0
            if side or tall:
                box = pygame.Rect(rect.x + 10 + i * (half + 6), y, half, max(41, heads + line + 3))
            else:
                box = pygame.Rect(rect.x + 12, y + i * (2 * line + 12), rect.w - 24, 2 * line + 6)
            self.bonus_rects[("longest", "army")[i]] = box  # a lesson points at them
            pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
            pygame.draw.rect(surface, self.table.seat_colour(holder) if held else theme.PANEL_EDGE, box, 2, border_radius=8)
            top = pygame.Rect(box.x + 5, box.y + 1, box.w - 10, heads)
            theme.draw_text_box(surface, fonts, title, top, theme.MIN_TEXT, theme.ACCENT, "bold", valign="middle",
                                line_gap=0)
            colour = theme.readable(self.table.seat_colour(holder)) if held else theme.TEXT_DIM
            body = pygame.Rect(top.x, top.bottom, top.w, line)
            theme.draw_text_box(surface, fonts, who, body, theme.MIN_TEXT, colour, valign="middle")
        self._keep_busy(rect)

    def _keep_busy(self, rect: pygame.Rect) -> None:
        # the names, scores and counts, not the bonus boxes under them: kept clear too, a long step's card had to
        # leave the left column for the dice's panel and come back, its Next moving twice more (s32's count)
        top = min(box.top for box in self.bonus_rects.values())
        self.busy[:] = [pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, top - rect.y))]

    def _draw_compact(self, surface: pygame.Surface, rect: pygame.Rect, y: int, boxes, view: KrowniaView) -> None:
        fonts = self.table.app.fonts
        half = (rect.w - 26) // 2
        height = max(20, min(41, rect.bottom - 3 - y))  # what is left above the panel's edge: the words shrink
        for i, ((_title, holder, _need), words) in enumerate(zip(boxes, compact_words(view), strict=True)):
            held = holder >= 0
            box = pygame.Rect(rect.x + 10 + i * (half + 6), y, half, height)
            self.bonus_rects[("longest", "army")[i]] = box
            pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=6)
            pygame.draw.rect(surface, self.table.seat_colour(holder) if held else theme.PANEL_EDGE, box, 2,
                             border_radius=6)
            colour = theme.readable(self.table.seat_colour(holder)) if held else theme.ACCENT
            theme.draw_text_box(surface, fonts, words, box.inflate(-8, -2), theme.MIN_TEXT, colour, "bold",
                                "center", "middle", min_size=theme.fit_size(fonts, words, theme.MIN_TEXT, box.w - 8,
                                                                           "bold"))
        self._keep_busy(rect)


def compact_words(view: KrowniaView) -> list[str]:
    """The two bonuses in a few words each, named like the table's Road and Army columns."""
    boxes = (("Road", view.longest_holder, 5), ("Army", view.army_holder, 3))
    return [f"{title} +2: {view.names[holder]}" if holder >= 0 else f"{title} +2: needs {need}"
            for title, holder, need in boxes]


def seat_order(view: KrowniaView) -> list[int]:
    """The seats in turn order (every seat once, whatever the view holds)."""
    order = [s for s in view.order if 0 <= s < len(view.players)]
    return order + [s for s in range(len(view.players)) if s not in order]


def score_words(view: KrowniaView, player) -> str:
    """A seat's score in the players panel. During the match: its visible VP, and for you alone your total with
    your hidden Victory Point cards in brackets. Once the match is over every hand is shown: each seat's total
    counts its Victory Point cards (the playtest: the score list still hid them at the end), and its Dev cell
    says how many it held (`dev_words`)."""
    if view.winner >= 0:
        return str(player.vp_visible + player.stats.get("vp_cards", 0))
    text = str(player.vp_visible)
    if player.seat == view.seat and view.my_vp_total is not None and view.my_vp_total != player.vp_visible:
        text += f" ({view.my_vp_total})"  # only you see your hidden Victory Point cards
    return text


def dev_words(view: KrowniaView, player) -> str:
    """A seat's Dev cell: its development cards in hand; once the match is over, its Victory Point cards shown
    ("2 VP"), the only development cards that still count."""
    cards = player.stats.get("vp_cards", 0) if view.winner >= 0 else 0
    return f"{cards} VP" if cards else str(player.dev_count)


def _star(centre, radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    points = []
    for i in range(10):
        rr = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        points.append((cx + rr * math.cos(angle), cy + rr * math.sin(angle)))
    return points
