"""Where things sit on the Khedu table: card rectangles for the Desert, Cadres, Ensembles, hand, opponents'
rails and the opening picks, and where each click token's card is. Pure geometry from the layout's zones:
it draws nothing and asks the table nothing."""

from __future__ import annotations

import pygame

BIG = (100, 140)  # Cadre and hand cards
DESERT_CARD = (104, 146)
HAND_MIN_WIDTH = 78  # a hand card shrinks down to this before cards start to overlap
HAND_STRIPS = 6  # from this many cards the hand is two rows of small cards (name, cost, dice, defence)
HAND_ROW_GAP = 4  # between the two rows of a big hand


def mat_seat(view) -> int:
    """Whose mat is at the bottom: the viewer's, or seat 0 for a table of AIs."""
    return view.viewer if view.viewer is not None else 0


def unit_at(view, ref: tuple):
    """The unit at a place ref: the exposed unit of a Desert stack or the one in a Cadre slot (or None)."""
    if ref[0] == "desert":
        if ref[1] < len(view.desert) and view.desert[ref[1]].units:
            return view.desert[ref[1]].units[0]
        return None
    if ref[0] == "cadre":
        return view.players[ref[1]].cadre[ref[2]]
    return None


def close_up(kept: dict[int, pygame.Rect], cards: list[int]) -> dict[int, pygame.Rect]:
    """The hand's places with no gap, moving as few cards as it can: a card already in one of the first places
    stays there, and only the cards past them move, in order, into the empty ones. No card takes a place another
    card of the hand had, so a click aimed at a card's old place finds that card or nothing (closing up in reading
    order slid Hadimi Dreamer under the Oadhii Infiltrator's place, and the next attack's payment discarded it:
    blind tester, issue 41 round 7)."""
    slots = sorted(kept.values(), key=lambda r: (r.y, r.x))[: len(cards)]
    first = {tuple(r) for r in slots}
    out = {card: kept[card] for card in cards if card in kept and tuple(kept[card]) in first}
    free = [r for r in slots if tuple(r) not in {tuple(v) for v in out.values()}]
    for card in cards:
        if card not in out and free:
            out[card] = free.pop(0)
    return out


def _in_place_order(places: list) -> list:
    """Places left to right, row by row: a later card is drawn over an earlier one and takes the click there."""
    return sorted(places, key=lambda p: (p[0].y, p[0].x))


class TableGeometry:
    """Card rectangles of the Khedu table, built with the layout's zones (`zones`, by name)."""

    def __init__(self, zones: dict[str, pygame.Rect]) -> None:
        self.zones = zones
        # While an activation cost is paid card by card, each hand card keeps the place it had when the paying
        # began (card number -> rect), so the next click lands on the card the player aimed at; kept until that
        # turn ends, so the last card paid leaves no reflow under the pointer either (blind testers).
        self._kept: dict[int, pygame.Rect] | None = None
        self._kept_for: tuple | None = None  # the turn the places are kept for
        self._shown: dict[int, pygame.Rect] = {}  # the hand's places last laid out freely (card number -> rect)
        # the opening's picks as the reveal laid them out: (seat, how many, card number -> index), see opening_places
        self._opening: tuple[int | None, int, dict[int, int]] | None = None

    def desert_geometry(self, view) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
        """(exposed card rect, Desert Cadence rect or None) per stack."""
        zone = self.zones["desert"]
        n = max(1, len(view.desert))
        solo = any(s.cadence is not None for s in view.desert)
        col_w = (zone.w - 16) / n
        extra = 52 if solo else 12
        w = int(max(40, min(DESERT_CARD[0], col_w - extra)))
        h = int(w * 1.4)
        out = []
        for i in range(n):
            x = int(zone.x + 8 + i * col_w + (col_w - (w + (extra - 12 if solo else 0))) / 2)
            card = pygame.Rect(x, zone.y + 30, w, h)
            # level with the card's top: the name it is bound to goes above it, where the columns have room
            cad = pygame.Rect(card.right + 6, card.y + 2, 40, 56) if solo else None
            out.append((card, cad))
        return out

    def cadre_rect(self, seat: int, slot: int, view) -> pygame.Rect:
        if seat == mat_seat(view):
            zone = self.zones["cadre"]
            return pygame.Rect(zone.x + 4 + slot * (BIG[0] + 12), zone.y + 4, *BIG)
        panel = self.opponent_panel(seat, view)
        return pygame.Rect(panel.x + 8 + slot * 58, panel.y + 28, 54, 76)

    def ensemble_rect(self, seat: int, slot: int, view) -> pygame.Rect:
        if seat == mat_seat(view):
            zone = self.zones["ensemble"]
            return pygame.Rect(zone.x + 2 + (slot % 2) * 66, zone.y + (slot // 2) * 88, 62, 84)
        panel = self.opponent_panel(seat, view)
        return pygame.Rect(panel.x + 128 + slot * 42, panel.y + 28, 38, 54)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        zone = self.zones["hand"]
        if count <= 0:
            return []
        if count >= HAND_STRIPS:
            # A fan this wide would hide the names, and a list hid the costs (playtest): two rows of small
            # cards in reading order, each with its whole name, its cost, dice and defence.
            cols = (count + 1) // 2
            w = (zone.w - 4 - 6 * (cols - 1)) // cols
            h = (zone.h + 4 - HAND_ROW_GAP) // 2  # the rows fill the hand's zone (its frame's 4 px included)
            return [pygame.Rect(zone.x + 2 + (i % cols) * (w + 6), zone.y + (i // cols) * (h + HAND_ROW_GAP), w, h)
                    for i in range(count)]
        room = zone.w - 4
        # Cards shrink before they overlap, so every name stays readable up to a hand of five.
        w = int(max(HAND_MIN_WIDTH, min(BIG[0], (room - 8 * (count - 1)) / count)))
        h = int(w * BIG[1] / BIG[0])
        step = min(w + 8, (room - w) / (count - 1)) if count > 1 else 0
        return [pygame.Rect(int(zone.x + 2 + i * step), zone.y + 4, w, h) for i in range(count)]

    @staticmethod
    def is_small_card(rect: pygame.Rect) -> bool:
        """Whether a hand card at `rect` is one of a big hand's small cards (shorter than any fanned card)."""
        return rect.h < HAND_MIN_WIDTH * BIG[1] // BIG[0]

    def hand_places(self, view) -> list[tuple[pygame.Rect, object]]:
        """Each card of the mat's hand with its rect. From a multi-step discard (paying an activation cost) to the
        fight's end the cards keep the places they had when the paying began, a gap where a paid card was; then they
        close up into the first of those places, at the same size, to the end of that turn (gaps stayed to the
        turn's end: blind tester at 150 %, issue 41). The hand lays out afresh only on a new turn or when a card new
        to it comes (it closed up as the last card went, under the pointer still on it; and at the fight's end
        three small cards grew into big ones under the pointer, so a click meant for Caravan placed a hero: blind
        tester, issue 41)."""
        hand = list(view.players[mat_seat(view)].hand or ())
        c = view.combat
        turn = (view.turns_completed, view.current, mat_seat(view))
        if self._kept is not None and (turn != self._kept_for or any(card.card not in self._kept for card in hand)):
            self._kept, self._kept_for = None, None  # a new turn, or a card new to the hand: laid out afresh
        if self._kept is None and c is not None and c.step == "pay":
            self._kept_for = turn
            self._kept = {card.card: rect for rect, card in zip(self.hand_rects(len(hand)), hand, strict=False)}
            if hand and all(card.card in self._shown for card in hand):
                # the first card was paid before a paying frame was drawn (a quick click during the attack's
                # animation): the places the hand had before it, so the rest stay put (blind tester, 187.png)
                self._kept = dict(self._shown)
        if self._kept is None:
            places = list(zip(self.hand_rects(len(hand)), hand, strict=False))
            self._shown = {card.card: pygame.Rect(rect) for rect, card in places}
            return places
        if c is not None:  # the fight goes on: every card stays put (the last paid slid them under the pointer)
            return _in_place_order([(pygame.Rect(self._kept[card.card]), card) for card in hand])
        # the fight over (its last click the reward's, in the prompt bar): the cards close up into the first
        # places at the size they had (gaps stayed to the turn's end: blind tester, issue 41)
        self._kept = close_up(self._kept, [card.card for card in hand])  # a next fight starts here
        return _in_place_order([(pygame.Rect(self._kept[card.card]), card) for card in hand])

    def paying_spot(self, view, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on a hand card while an activation cost is paid (those places keep their meaning)."""
        c = view.combat
        if c is None or c.step != "pay" or view.is_over or view.players[mat_seat(view)].hand is None:
            return False
        return any(rect.collidepoint(pos) for rect, _c in self.visible_hand(view))

    def visible_hand(self, view) -> list[tuple[pygame.Rect, object]]:
        """Each hand card with the part of it no later card covers (so its centre takes the click)."""
        places = self.hand_places(view)
        rects = [r for r, _ in places]
        hand = [c for _, c in places]
        out = []
        for i, (rect, c) in enumerate(zip(rects, hand, strict=False)):
            r = pygame.Rect(rect)
            nxt = rects[i + 1] if i + 1 < len(rects) else None
            if nxt is not None and nxt.y == r.y and r.x < nxt.x < r.right:  # fanned: the next card covers the right
                r.w = nxt.x - r.x
            out.append((r, c))
        return out

    def opponent_panel(self, seat: int, view) -> pygame.Rect:
        others = [s for s in range(view.num_seats) if s != mat_seat(view)]
        zone = self.zones["opponents"]
        n = max(1, len(others))
        w = (zone.w - 12 - 8 * (n - 1)) // n
        i = others.index(seat) if seat in others else 0
        return pygame.Rect(zone.x + 6 + i * (w + 8), zone.y + 6, w, zone.h - 12)

    def opening_rects(self, n: int) -> list[pygame.Rect]:
        zone = self.zones["desert"].union(self.zones["arena"])
        # as wide as the picker lets them, so each card's text reads whole ("The attacker rolls one…": a tester)
        w, h = int(max(100, min(170, (zone.w - 60 - 16 * (n - 1)) / max(1, n)))), 156
        total = n * w + (n - 1) * 16
        x0 = zone.centerx - total // 2
        return [pygame.Rect(x0 + i * (w + 16), zone.y + 84, w, h) for i in range(n)]

    def opening_places(self, view) -> list[pygame.Rect]:
        """The places of `view`'s opening picks, one per card. The discard keeps the reveal's places, the card just
        laid face up leaving its place empty: closed up, the next card sat where the picked one was, and a double
        click's second half discarded a card not chosen (blind testers khedu19/khedu20)."""
        cards = [cv.card for cv in view.opening_cadences or ()]
        kept = self._kept_opening(view)
        if kept is not None:
            rects = self.opening_rects(kept[1])  # by index: a resized window lays them out afresh, gap and all
            return [rects[kept[2][card]] for card in cards]
        if view.opening_step != "discard":
            self._opening = (view.viewer, len(cards), {card: i for i, card in enumerate(cards)})
        return self.opening_rects(len(cards))

    def opening_gaps(self, view) -> list[pygame.Rect]:
        """The reveal's places no opening pick holds now (the card laid face up), drawn as empty places."""
        kept = self._kept_opening(view)
        if kept is None:
            return []
        cards = {cv.card for cv in view.opening_cadences or ()}
        held = {i for card, i in kept[2].items() if card in cards}
        return [r for i, r in enumerate(self.opening_rects(kept[1])) if i not in held]

    def _kept_opening(self, view) -> tuple | None:
        """The reveal's places, while the same seat's discard shows the cards it left."""
        kept = self._opening
        if view.opening_step != "discard" or kept is None or kept[0] != view.viewer:
            return None
        return kept if all(cv.card in kept[2] for cv in view.opening_cadences or ()) else None

    def token_rect(self, view, token: tuple, card: int | None = None, bind: bool = False) -> pygame.Rect | None:
        """Where the card that answers a click token is drawn: for a hand token, the visible part of that card
        (`card`, else the first of that kind); `bind` asks for a Desert stack's Cadence instead of its unit."""
        kind = token[0]
        if kind == "hand":
            same = [(r, c) for r, c in self.visible_hand(view) if c.key == token[1]]
            exact = [r for r, c in same if c.card == card]
            return exact[0] if exact else same[0][0] if same else None
        if kind == "desert":
            geometry = self.desert_geometry(view)
            if token[1] >= len(geometry):
                return None
            unit, cadence = geometry[token[1]]
            return pygame.Rect(cadence if bind and cadence is not None else unit)
        if kind == "cadre":
            return self.cadre_rect(token[1], token[2], view)
        if kind == "ens":
            return self.ensemble_rect(mat_seat(view), token[1], view)
        if kind == "open":
            cards = [cv.card for cv in view.opening_cadences or ()]
            rects = self.opening_places(view)
            return rects[cards.index(token[1])] if token[1] in cards else None
        return None
