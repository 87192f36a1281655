"""Where things sit on the Khedu table: card rectangles for the Desert, Cadres, Ensembles, hand, opponents'
rails and the opening picks, and the hot spots (what the mouse can point at) built from them."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes.khedu.cards import DENOMINATION_COLOURS, cadence_face, command_face, unit_face
from baraza.scenes.render.cards import CardFace

BIG = (100, 140)  # Cadre and hand cards
DESERT_CARD = (104, 146)
HAND_MIN_WIDTH = 78  # a hand card shrinks down to this before cards start to overlap
HAND_STRIPS = 6  # from this many cards the hand is two columns of strips, each with its whole name


@dataclass
class Hot:
    """Something drawn this frame that the mouse can point at: a click token and/or a hover face."""

    rect: pygame.Rect
    token: tuple | None
    face: CardFace | None


class KheduLayout:
    """Geometry of the table; a mixin of `KheduScene` (reads its zones `self.z` and the card data)."""

    def mat_seat(self, view) -> int:
        """Whose mat is at the bottom: the viewer's, or seat 0 for a table of AIs."""
        return view.viewer if view.viewer is not None else 0

    def _unit_at(self, view, ref: tuple):
        if ref[0] == "desert":
            if ref[1] < len(view.desert) and view.desert[ref[1]].units:
                return view.desert[ref[1]].units[0]
            return None
        if ref[0] == "cadre":
            return view.players[ref[1]].cadre[ref[2]]
        return None

    def desert_geometry(self, view) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
        """(exposed card rect, Desert Cadence rect or None) per stack."""
        zone = self.z["desert"]
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
            cad = pygame.Rect(card.right + 6, card.y + 18, 40, 56) if solo else None
            out.append((card, cad))
        return out

    def cadre_rect(self, seat: int, slot: int, view) -> pygame.Rect:
        if seat == self.mat_seat(view):
            zone = self.z["cadre"]
            return pygame.Rect(zone.x + 4 + slot * (BIG[0] + 12), zone.y + 4, *BIG)
        panel = self.opponent_panel(seat, view)
        return pygame.Rect(panel.x + 8 + slot * 58, panel.y + 28, 54, 76)

    def ensemble_rect(self, seat: int, slot: int, view) -> pygame.Rect:
        if seat == self.mat_seat(view):
            zone = self.z["ensemble"]
            return pygame.Rect(zone.x + 2 + (slot % 2) * 66, zone.y + (slot // 2) * 88, 62, 84)
        panel = self.opponent_panel(seat, view)
        return pygame.Rect(panel.x + 128 + slot * 42, panel.y + 28, 38, 54)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        zone = self.z["hand"]
        if count <= 0:
            return []
        if count >= HAND_STRIPS:  # a fan this wide would hide the names: top to bottom, then the next column
            rows = (count + 1) // 2
            row = min(40, zone.h // rows)
            col_w = (zone.w - 10) // 2
            return [pygame.Rect(zone.x + 2 + (i // rows) * (col_w + 6), zone.y + 4 + (i % rows) * row, col_w, row - 4)
                    for i in range(count)]
        room = zone.w - 4
        # Cards shrink before they overlap, so every name stays readable up to a hand of five.
        w = int(max(HAND_MIN_WIDTH, min(BIG[0], (room - 8 * (count - 1)) / count)))
        h = int(w * BIG[1] / BIG[0])
        step = min(w + 8, (room - w) / (count - 1)) if count > 1 else 0
        return [pygame.Rect(int(zone.x + 2 + i * step), zone.y + 4, w, h) for i in range(count)]

    def opponent_panel(self, seat: int, view) -> pygame.Rect:
        others = [s for s in range(view.num_seats) if s != self.mat_seat(view)]
        zone = self.z["opponents"]
        n = max(1, len(others))
        w = (zone.w - 12 - 8 * (n - 1)) // n
        i = others.index(seat) if seat in others else 0
        return pygame.Rect(zone.x + 6 + i * (w + 8), zone.y + 6, w, zone.h - 12)

    def card_rect_for(self, view, ref: tuple) -> pygame.Rect | None:
        """Where the unit at a Desert/Cadre place is drawn (for animations)."""
        if ref[0] == "desert":
            geo = self.desert_geometry(view)
            return geo[ref[1]][0] if ref[1] < len(geo) else None
        if ref[0] == "cadre" and ref[1] < view.num_seats:
            return self.cadre_rect(ref[1], ref[2], view)
        return None

    def build_hots(self, view) -> list[Hot]:
        hots: list[Hot] = []
        mine = self.mat_seat(view)
        for i, ((card, cad), stack) in enumerate(zip(self.desert_geometry(view), view.desert, strict=False)):
            face = unit_face(stack.units[0]) if stack.units else None
            hots.append(Hot(card, ("desert", i), face))
            if cad is not None and stack.cadence is not None:
                dc = stack.cadence
                cface = None
                if dc.flipped and dc.key:
                    cad_def = self.data.cadences[dc.key]
                    cface = cadence_face(cad_def.name, cad_def.kind, cad_def.text + f" Bound to {dc.bound}: it "
                                         f"sings for every {dc.bound} unit of the Desert.")
                hots.append(Hot(cad, ("desert", i), cface))
        for p in view.players:
            for slot, u in enumerate(p.cadre):
                rect = self.cadre_rect(p.seat, slot, view)
                hots.append(Hot(rect, ("cadre", p.seat, slot), unit_face(u) if u else None))
            for cv in p.ensemble:
                rect = self.ensemble_rect(p.seat, cv.slot, view)
                face = None
                if cv.key:
                    d = self.data.cadences[cv.key]
                    face = cadence_face(d.name, d.kind, d.text, cv.eternal, cv.face_up)
                hots.append(Hot(rect, ("ens", cv.slot) if p.seat == mine else None, face))
        if view.num_seats > 1:  # an opponent's header opens their clan board
            for p in view.players:
                if p.seat == mine:
                    continue
                panel = self.opponent_panel(p.seat, view)
                hots.append(Hot(pygame.Rect(panel.x, panel.y, panel.w, 24), None, self._clan_face(p)))
        me = view.players[mine]
        if me.hand is not None:
            for rect, c in zip(self.hand_rects(len(me.hand)), me.hand, strict=False):
                if c.kind == "unit":
                    face = unit_face(self.data.units[c.key])
                else:
                    face = command_face(c.name, c.cost, c.text)
                hots.append(Hot(rect, ("hand", c.key, c.card), face))
        if view.phase == "opening" and view.opening_cadences and view.viewer in view.active_seats:
            for rect, cv in zip(self.opening_rects(len(view.opening_cadences)), view.opening_cadences, strict=False):
                d = self.data.cadences[cv.key] if cv.key else None
                face = cadence_face(d.name, d.kind, d.text) if d else None
                hots.append(Hot(rect, ("open", cv.card), face))
        for rect, face in self._arena_faces:
            hots.append(Hot(rect, None, face))
        return hots

    def _clan_face(self, p) -> CardFace:
        clan = self.data.clans[p.clan]
        earned = [self.data.achievements[k].name for k in p.achievements]
        text = (f"{clan.aura}: {clan.aura_text} Meditation — {clan.meditation}: "
                f"{clan.meditation_text.replace('Meditation ability: ', '')} "
                f"Achievements earned: {', '.join(earned) if earned else 'none yet'}.")
        tags = ("clan achievements open" if p.clan_unlocked else "clan achievements locked",)
        return CardFace(f"{p.name} · {p.clan}", text, "Clan board", DENOMINATION_COLOURS.get(p.clan, (110, 96, 72)),
                        f"{p.legacy_points} LP", tags, f"◆{p.influence}")

    def opening_rects(self, n: int) -> list[pygame.Rect]:
        zone = self.z["desert"].union(self.z["arena"])
        w, h = 100, 140
        total = n * w + (n - 1) * 16
        x0 = zone.centerx - total // 2
        return [pygame.Rect(x0 + i * (w + 16), zone.y + 76, w, h) for i in range(n)]
