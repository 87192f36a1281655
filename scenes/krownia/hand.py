"""The KROWNIA hand panel: the viewer's five resource piles with their trade rates, and the development cards
(a fan of cards, or two columns of strips when many kinds are held). Only the viewer's own hand is drawn;
a watcher sees a note instead.

`HandPanel` is given the table (`human_to_act`, `legal_of`, `seat_colour`, `app`), the geometry and the
selection (the mouse); `draw` paints it alone.
"""

from __future__ import annotations

import pygame

from baraza.game.krownia.constants import DEV_KINDS
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.render.cards import CardFace
from baraza.scenes.ui import theme

CARD_STRIP_MAX_H = 40  # development "cards" this short are drawn as one-line strips (a hand of many kinds)


class HandPanel:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, selection: Selection) -> None:
        self.table = table
        self.geometry = geometry
        self.selection = selection

    def draw(self, surface: pygame.Surface, view: KrowniaView) -> None:
        rect = self.geometry.hand_rect
        theme.draw_panel(surface, rect)
        fonts = self.table.app.fonts
        if view.hand is None:
            theme.blit_text(surface, fonts, "Watching: every hand stays hidden.", rect.center, 18, theme.TEXT_DIM,
                            "sans", "center")
            return
        me = view.players[view.seat]
        header = f"{view.names[view.seat]}'s hand · {sum(view.hand)} card{'s' if sum(view.hand) != 1 else ''}"
        # one line above the cards' count badges, whatever the text size
        theme.draw_text_box(surface, fonts, header, pygame.Rect(rect.x + 14, rect.y + 6, self.geometry.hand_card_rect(4).right - rect.x - 14, 22), 16,
                            theme.readable(self.table.seat_colour(view.seat)), "bold", valign="middle")
        discarding = bool(self.table.legal_of("discard"))
        for r in range(5):
            card = self.geometry.hand_card_rect(r)
            glow = theme.HIGHLIGHT if discarding and view.hand[r] else None
            art.draw_resource_card(surface, fonts, card, r, view.hand[r], dim=view.hand[r] == 0, glow=glow)
            rate = me.trade_rates[r]
            theme.blit_text(surface, fonts, f"{rate}:1", (card.centerx, card.bottom + 2), art.TEXT,
                            theme.GOOD if rate < 4 else theme.TEXT_DIM, "bold" if rate < 4 else "sans", "midtop")
        left = self.geometry.hand_card_rect(4).right + 13
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, rect.y + 30), (left, rect.bottom - 10), 1)
        rects = self.geometry.dev_card_rects(view)
        dev_total = sum(view.dev_cards or ())
        label = "Development cards" if dev_total else "No development cards"
        if view.my_vp_total is not None and view.dev_cards and view.dev_cards[1]:
            label = f"Dev cards · you have {view.my_vp_total} VP"  # hidden Victory Points counted, for you only
        theme.draw_text_box(surface, fonts, label, pygame.Rect(left + 13, rect.y + 6, rect.right - 12 - left - 13, 22), 16,
                            theme.TEXT_DIM, "bold", valign="middle")
        if not dev_total and self.table.app.settings.show_hints:
            theme.draw_text_box(surface, fonts, "Buy one with Sheep + Wheat + Ore. Play one a turn, from the turn "
                                "after you buy it. They stay secret.",
                                pygame.Rect(left + 13, rect.y + 36, rect.right - 12 - left - 13, rect.h - 42),
                                art.TEXT, theme.TEXT_DIM)
        playable = set(view.playable_dev) if self.table.human_to_act() is not None else set()
        for n, (kind, card) in enumerate(rects):
            i = DEV_KINDS.index(kind)
            room = rects[n + 1][1].x - card.x if n + 1 < len(rects) else None
            new = view.dev_new[i] if view.dev_new else 0
            note = "new" if new else ("play" if kind in playable else ("+1 VP" if kind == "victory_point" else ""))
            if card.h < CARD_STRIP_MAX_H:
                art.draw_dev_strip(surface, fonts, card, kind, view.dev_cards[i], note, kind in playable,
                                   card.collidepoint(self.selection.mouse))
            else:
                art.draw_dev_card(surface, fonts, card, kind, view.dev_cards[i], note, kind in playable,
                                  card.collidepoint(self.selection.mouse), room)

    def offer_zoom(self, view: KrowniaView) -> None:
        """Offer the development cards to the App's card zoom every frame (the hand itself is a cached layer):
        resting the mouse on one, or right-clicking it, shows it large."""
        playing = self.table.human_to_act() is not None
        for kind, card in self.geometry.dev_card_rects(view):
            title, colour, text = art.DEV_INFO[kind]
            tags = ("playable now",) if kind in view.playable_dev and playing else ()
            self.table.app.card_zoom.offer(self.table, card, CardFace(title, text, "Development card", colour, tags=tags))


def hand_words(view) -> str:
    """The viewer's hand in words, for the speech key F2 (`TableVoice`)."""
    from baraza.game.krownia.constants import DEV_TITLES, RESOURCES

    if view.hand is None:
        return "Your hand is hidden from this seat."
    cards = [f"{n} {RESOURCES[i]}" for i, n in enumerate(view.hand) if n]
    devs = [f"{n} {DEV_TITLES[i]}" for i, n in enumerate(view.dev_cards or ()) if n]
    words = "Your hand: " + (", ".join(cards) if cards else "no resource cards")
    return words + ("; development cards: " + ", ".join(devs) if devs else "; no development cards") + "."
