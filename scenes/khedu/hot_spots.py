"""The hot spots of the Khedu table: everything drawn that the mouse can point at, each with the click token
it answers (a hand card, a Desert stack, a Cadre slot, an Ensemble place, an opening pick) and/or the face the
card zoom shows large on hover."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes.khedu.cards import DENOMINATION_COLOURS, cadence_face, command_face, unit_face
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.layout import TableGeometry, mat_seat
from baraza.scenes.render.cards import CardFace


@dataclass
class Hot:
    """Something drawn this frame that the mouse can point at: a click token and/or a hover face."""

    rect: pygame.Rect
    token: tuple | None
    face: CardFace | None


class HotSpots:
    """Builds the hot spots of a view from the geometry and the card catalogue; keeps the last frame's."""

    def __init__(self, ctx: KheduContext, geometry: TableGeometry) -> None:
        self.ctx = ctx
        self.geometry = geometry
        self.hots: list[Hot] = []  # the last frame's; empty until the first draw
        self._built_for = None  # the view they were built for (held, so its id is never reused)

    def build(self, view, extra: list[tuple[pygame.Rect, CardFace]] = ()) -> list[Hot]:
        """The hot spots of `view`, then `extra` faces with no token (the arena's cards)."""
        data, geo = self.ctx.data, self.geometry
        hots: list[Hot] = []
        mine = mat_seat(view)
        for i, ((card, cad), stack) in enumerate(zip(geo.desert_geometry(view), view.desert, strict=False)):
            face = unit_face(stack.units[0]) if stack.units else None
            hots.append(Hot(card, ("desert", i), face))
            if cad is not None and stack.cadence is not None:
                dc = stack.cadence
                cface = None
                if dc.flipped and dc.key:
                    cad_def = data.cadences[dc.key]
                    cface = cadence_face(cad_def.name, cad_def.kind, cad_def.text + f" Bound to {dc.bound}: it "
                                         f"sings for every {dc.bound} unit of the Desert.")
                hots.append(Hot(cad, ("desert", i), cface))
        for p in view.players:
            for slot, u in enumerate(p.cadre):
                rect = geo.cadre_rect(p.seat, slot, view)
                hots.append(Hot(rect, ("cadre", p.seat, slot), unit_face(u) if u else None))
            for cv in p.ensemble:
                rect = geo.ensemble_rect(p.seat, cv.slot, view)
                face = None
                if cv.key:
                    d = data.cadences[cv.key]
                    face = cadence_face(d.name, d.kind, d.text, cv.eternal, cv.face_up)
                hots.append(Hot(rect, ("ens", cv.slot) if p.seat == mine else None, face))
        if view.num_seats > 1:  # an opponent's header opens their clan board
            for p in view.players:
                if p.seat == mine:
                    continue
                panel = geo.opponent_panel(p.seat, view)
                hots.append(Hot(pygame.Rect(panel.x, panel.y, panel.w, 24), None, self.clan_face(p)))
        me = view.players[mine]
        if me.hand is not None:
            for rect, c in geo.hand_places(view):
                if c.kind == "unit":
                    face = unit_face(data.units[c.key], me.clan)
                else:
                    face = command_face(c.name, c.cost, c.text)
                hots.append(Hot(rect, ("hand", c.key, c.card), face))
        if view.phase == "opening" and view.opening_cadences and view.viewer in view.active_seats:
            for rect, cv in zip(geo.opening_places(view), view.opening_cadences, strict=False):
                d = data.cadences[cv.key] if cv.key else None
                face = cadence_face(d.name, d.kind, d.text) if d else None
                hots.append(Hot(rect, ("open", cv.card), face))
        for rect, face in extra:
            hots.append(Hot(rect, None, face))
        return hots

    def refresh(self, view, extra: list[tuple[pygame.Rect, CardFace]]) -> None:
        """After a frame is drawn: the hot spots depend on the view alone unless the arena shows cards
        (`extra`), so they are rebuilt once per view, or every frame while a combat is on screen."""
        if extra or view is not self._built_for:
            self.hots = self.build(view, extra)
        self._built_for = None if extra else view

    def board(self, view) -> list[pygame.Rect]:
        """The cards and numbers drawn on the table, which the keyboard cursor's words keep off as off a spot (the
        table's `focus_keep_clear`): every card with a face (the Desert's top units and Cadences, each Cadre's
        units, the hand, the arena's cards and the Cadences sung there), the rivals' face-down Ensemble, the decks
        and the clan board. A card's words and numbers are drawn into its picture, so the texts the table records
        miss them: "Sing Whitesand Ballad" stood over the player's own Chieftain's defence number (keys playtest
        13 at 150 %, 171-sing.png), "Place Chieftain…" over the Cadence deck and the clan board (125-chief.png)."""
        rects = [pygame.Rect(hot.rect) for hot in self.hots if hot.face is not None]
        mine = mat_seat(view)
        for p in view.players:
            if p.seat != mine:
                rects += [pygame.Rect(self.geometry.ensemble_rect(p.seat, cv.slot, view)) for cv in p.ensemble
                          if cv.occupied and cv.key is None]
        rects += [pygame.Rect(self.ctx.zones[name]) for name in ("decks", "clan") if name in self.ctx.zones]
        return rects

    def clan_face(self, p) -> CardFace:
        """A player's clan board as a card face (an opponent's rail header shows it on hover)."""
        data = self.ctx.data
        clan = data.clans[p.clan]
        earned = [data.achievements[k].name for k in p.achievements]
        text = (f"{clan.aura}: {clan.aura_text} Meditation — {clan.meditation}: "
                f"{clan.meditation_text.replace('Meditation ability: ', '')} "
                f"Achievements earned: {', '.join(earned) if earned else 'none yet'}.")
        tags = ("clan achievements open" if p.clan_unlocked else "clan achievements locked",)
        return CardFace(f"{p.name} · {p.clan}", text, "Clan board", DENOMINATION_COLOURS.get(p.clan, (110, 96, 72)),
                        f"{p.legacy_points} LP", tags, f"◆{p.influence}")

    def offer_faces(self, owner, more: list[tuple[pygame.Rect, CardFace]]) -> None:
        """Every card with a face, to the App's card zoom (hover or right-click shows it large); `more` are
        faces drawn elsewhere (the clan board's rows)."""
        zoom = self.ctx.app.card_zoom
        for hot in self.hots:
            if hot.face is not None:
                zoom.offer(owner, hot.rect, hot.face)
        for rect, face in more:
            zoom.offer(owner, rect, face)
