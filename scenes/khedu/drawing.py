"""Drawing the Khedu table: the cloths, the opponents' rails (or the solo banner), the Desert stacks, the
decks, your mat (counters, Cadre, Ensemble, hand), the opening picks and the banners.

`TableDrawing` is built with the table context, the geometry (where each card sits), the click language
(rings: chosen, lit, hinted), the pointer (a hovered hand card lifts) and the solo best score. The cloths
are drawn once, into `static`; each other piece draws one view and can be called alone."""

from __future__ import annotations

import pygame

from baraza.scenes.khedu.arena import fitting
from baraza.scenes.khedu.cards import DENOMINATION_COLOURS, ETERNAL, MIN
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext, Pointer
from baraza.scenes.khedu.layout import TableGeometry, mat_seat
from baraza.scenes.khedu.panels import shown_best
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_out
from baraza.scenes.ui.backdrop import table_backdrop

CLOTH = {"sand": (150, 118, 74), "felt": (34, 70, 62), "stone": (52, 56, 64)}


DEAL_CODE_TIP = ("Deal {code}: play the same deal again with this code (Play a code, in the solo setup), or "
                 "send it to a friend to play the same cards.")


def cloth_colour(cloth: str) -> tuple[int, int, int]:
    """A cloth in the art's look: in high contrast the sand (read in dark ink) lighter, the others darker."""
    return theme.ART.lighter(CLOTH[cloth], 0.45) if cloth == "sand" else theme.ART.ground(CLOTH[cloth])
NEXT_RING = (255, 228, 130)
HINT_RING = (90, 210, 235)
SELECT_RING = (255, 255, 255)
SWITCH_RING = (168, 176, 196)  # another attacker while a defender is picked: dim and still beside the lit ring


class TableDrawing:
    """Everything on the table except the arena, the prompt bar and the side panels."""

    def __init__(self, ctx: KheduContext, geometry: TableGeometry, clicks: ClickLanguage, pointer: Pointer,
                 best: int | None) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.z = ctx.zones
        self.art = ctx.art
        self.geometry = geometry
        self.clicks = clicks
        self.pointer = pointer
        self.best = best
        self.static = self._draw_static()
        self._static_look = (ctx.app.fonts.scale, theme.BG_BOTTOM, theme.ART)  # what `static` was painted in

    def _draw_static(self) -> pygame.Surface:
        """Backdrop, cloths from the map's tile layer and the zone frames, drawn once."""
        surface = table_backdrop().copy()
        layout = self.ctx.table.layout
        tile = layout.tile_width
        panels = {"desert": "sand", "decks": "stone", "arena": "stone", "mat": "felt", "opponents": "stone",
                  "prompt": "stone"}
        for name, cloth in panels.items():
            rect = self.z[name]
            base = cloth_colour(cloth)  # high contrast: cloths further from their words, with a clear white edge
            edge = theme.ART.light_edge if theme.ART.high_contrast else tuple(min(255, c + 40) for c in base)
            theme.draw_panel(surface, rect, base, edge, 12)
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-4, -4))
            for (col, row), props in layout.tiles.items():
                if props.get("cloth") != cloth:
                    continue
                cell = pygame.Rect(col * tile, row * tile, tile, tile)
                if not cell.colliderect(rect):
                    continue
                self._paint_tile(surface, cell, cloth, col, row)
            surface.set_clip(clip)
        if pygame.display.get_surface() is not None:
            surface = surface.convert()  # it holds the backdrop too: opaque blits fastest
        return surface

    def static_picture(self) -> pygame.Surface:
        """The cloths, painted again when the player changed the text size or the colours."""
        look = (self.ctx.app.fonts.scale, theme.BG_BOTTOM, theme.ART)
        if look != self._static_look:
            self.static, self._static_look = self._draw_static(), look
        return self.static

    def draw_titles(self, surface: pygame.Surface) -> None:
        """The zones' names, part of the cloth and sized to it (their 100 % size at any text size); drawn live,
        so the layout lint sees them."""
        fonts = self.ctx.app.fonts
        with fonts.picture_text():
            self._draw_titles(surface, fonts)

    def _draw_titles(self, surface: pygame.Surface, fonts) -> None:
        titles = {"desert": "THE DESERT", "decks": "DECKS", "arena": "COMBAT"}  # draw_desert's pills keep clear
        for name, text in titles.items():
            rect = self.z[name]
            theme.blit_text(surface, fonts, text, (rect.x + 12, rect.y + 5), MIN,
                            (70, 48, 22) if name == "desert" else (176, 170, 156), "bold")
        mat = self.z["mat"]
        for name, text in (("cadre", "CADRE"), ("ensemble", "ENSEMBLE"), ("hand", "HAND")):
            rect = self.z[name]
            theme.blit_text(surface, fonts, text, (rect.x + 2, mat.bottom - 27), MIN, (150, 196, 180), "bold")

    def _paint_tile(self, surface: pygame.Surface, cell: pygame.Rect, cloth: str, col: int, row: int) -> None:
        base = cloth_colour(cloth)
        if cloth == "sand":  # dune ripples
            shade = tuple(max(0, c - 14) for c in base)
            light = tuple(min(255, c + 12) for c in base)
            for k in range(3):
                y = cell.y + 8 + k * 13 + (col * 7 + row * 3) % 6
                pygame.draw.arc(surface, shade, (cell.x - 10, y, cell.w + 20, 14), 0.3, 2.8, 1)
                pygame.draw.arc(surface, light, (cell.x - 8, y + 2, cell.w + 16, 14), 0.4, 2.7, 1)
        elif cloth == "felt":  # a woven grain
            shade = tuple(max(0, c - 6) for c in base)
            for k in range(0, cell.w, 5):
                pygame.draw.line(surface, shade, (cell.x + k, cell.y), (cell.x + k, cell.bottom))
            if (col + row) % 2:
                pygame.draw.rect(surface, tuple(c + 3 for c in base), cell.inflate(-20, -20), 1)
        else:
            shade = tuple(max(0, c - 5) for c in base)
            pygame.draw.rect(surface, shade, cell, 1)

    def _ring(self, surface, rect: pygame.Rect, token) -> None:
        """The highlight a card gets: chosen, next choice, or the hint."""
        if token is None:
            return
        path, selected, pulse = self.clicks.path, self.clicks.selected_card, self.ctx.table.pulse
        if token in path or (token[0] == "hand" and path and path[0] == token[:2]
                             and (selected is None or token[2:] == (selected,))):
            pygame.draw.rect(surface, SELECT_RING, rect.inflate(8, 8), 3, border_radius=10)
            return
        key = token[:2] if token[0] == "hand" else token
        if key in self.clicks.hint_tokens:
            pygame.draw.rect(surface, HINT_RING, rect.inflate(8, 8), 3 + int(2 * pulse(6)), border_radius=10)
        elif key in self.clicks.lit:
            pygame.draw.rect(surface, NEXT_RING, rect.inflate(6, 6), 2 + int(2 * pulse()), border_radius=10)
        elif key in self.clicks.switch:  # another attacker: a still, dim outline, never a lit defender's ring
            pygame.draw.rect(surface, SWITCH_RING, rect.inflate(6, 6), 2, border_radius=10)

    def _draw_cadence(self, surface, cv, rect: pygame.Rect, mine: bool) -> None:
        if not cv.occupied:
            surface.blit(self.art.empty_slot(rect.size, "empty" if rect.w > 50 else ""), rect)  # not "used": it may never have held one
            return
        if cv.key is None:
            surface.blit(self.art.back(rect.size, "cadence"), rect)
        else:
            d = self.data.cadences[cv.key]
            surface.blit(self.art.cadence(d.name, d.kind, d.text, rect.size, cv.eternal, mine and not cv.face_up),
                         rect)
        if cv.eternal and cv.key is None:
            pygame.draw.rect(surface, ETERNAL, rect, 2, border_radius=5)

    def draw_opponents(self, surface: pygame.Surface, view) -> None:
        """The opponents' rails (Cadre, Ensemble, counters, hand backs) or, solo, the score banner."""
        table = self.ctx.table
        fonts = self.ctx.app.fonts
        zone = self.z["opponents"]
        if view.num_seats == 1:
            self._draw_solo_banner(surface, view, zone)
            return
        palette = theme.seat_palette(self.ctx.app.settings.colour_blind)
        for p in view.players:
            if p.seat == mat_seat(view):
                continue
            panel = self.geometry.opponent_panel(p.seat, view)
            active = p.seat in view.active_seats
            edge = theme.HIGHLIGHT if active else (84, 90, 102)
            theme.draw_panel(surface, panel, (40, 44, 52), edge, 8)
            colour = table.seat_colour(p.seat)
            pygame.draw.circle(surface, colour, (panel.x + 14, panel.y + 13), 7)
            theme.draw_seat_mark(surface, palette.marks[p.seat % 4], (panel.x + 14, panel.y + 13), 4, theme.TEXT_DARK)
            label = table.seat_labels()[p.seat]
            name = label  # the seat's one name, as the players panel and the log's turn line give it
            wide = panel.w >= 440
            note = ""
            if p.last_turn and not p.exhausted:
                note = "last turn"
            elif p.lms_turns_left is not None and not p.exhausted:
                note = f"{p.lms_turns_left} turn{'' if p.lms_turns_left == 1 else 's'} left"
            # the header's right end: the clan, and a note that this seat is near its end (a narrow rail has
            # room for one of them: the note, the clan shows in its cards' colour and on hover)
            right_x = panel.right - 8
            if not note or wide:
                clan = theme.blit_text(surface, fonts, p.clan, (right_x, panel.y + 4), MIN,
                                       theme.readable(DENOMINATION_COLOURS.get(p.clan, (200, 200, 200))), "bold",
                                       "topright")
                right_x = clan.x - 12
            if note:
                r = theme.blit_text(surface, fonts, note, (right_x, panel.y + 4), MIN, theme.BAD, "bold", "topright")
                right_x = r.x - 12
            theme.draw_text_box(surface, fonts, name, pygame.Rect(panel.x + 26, panel.y + 3, right_x - panel.x - 22, 20),
                                MIN, theme.readable(colour), "bold")
            for slot in range(2):
                rect = self.geometry.cadre_rect(p.seat, slot, view)
                u = p.cadre[slot]
                if u is None:
                    surface.blit(self.art.empty_slot(rect.size, ""), rect)
                else:
                    self.art.draw_unit(surface, u, rect)
                self._ring(surface, rect, ("cadre", p.seat, slot))
            for cv in p.ensemble:
                self._draw_cadence(surface, cv, self.geometry.ensemble_rect(p.seat, cv.slot, view), False)
            # counters and the hand as backs: to the right on a wide rail, under the Ensemble on a narrow one
            x, y = (panel.x + 312, panel.y + 30) if wide else (panel.x + 128, panel.y + 86)
            stats = f"{p.legacy_points} LP   ◆ {p.influence}   ★ {len(p.achievements)}" if wide else \
                f"{p.legacy_points} LP  ◆{p.influence}  ★{len(p.achievements)}"
            if p.exhausted:
                stats = f"finished · {p.score} pts" if wide else f"finished: {p.score}"
            if wide:  # spaced out, closer if a two-digit count would cut it ("22 LP ◆ 3…": blind testers)
                if not p.exhausted:
                    stats = fitting(fonts, [stats, f"{p.legacy_points} LP ◆{p.influence} ★{len(p.achievements)}"],
                                    panel.right - 10 - x, MIN, "bold")
                theme.draw_text_box(surface, fonts, stats, pygame.Rect(x, y, panel.right - 10 - x, 22), MIN, theme.TEXT,
                                    "bold")
                back = self.art.back((30, 42))
                label = f"{p.hand_count} in hand"
                room = panel.right - 10 - fonts.get(MIN).size(label)[0] - x - 40  # backs, then the count
                shown = max(1, min(p.hand_count, 9, room // 14 + 1))
                for i in range(shown if p.hand_count else 0):
                    surface.blit(back, (x + i * 14, y + 24))
                drawn = theme.blit_text(surface, fonts, label, (x + shown * 14 + 24, y + 36), MIN, theme.TEXT_DIM)
                self._draw_hero_names(surface, p, pygame.Rect(drawn.right + 28, y + 24, panel.right - drawn.right
                                                              - 38, 44))
            else:
                bx = panel.right - 2
                if not p.exhausted:  # a finished seat holds no hand
                    count = f"×{p.hand_count}"
                    bx = panel.right - 8 - fonts.get(MIN, "bold").size(count)[0] - 15
                    surface.blit(self.art.back((12, 17)), (bx, y + 1))
                    theme.blit_text(surface, fonts, count, (bx + 15, y), MIN, theme.TEXT, "bold")
                theme.draw_text_box(surface, fonts, stats, pygame.Rect(x, y, bx - 6 - x, 20), MIN, theme.TEXT, "bold")

    def _draw_hero_names(self, surface: pygame.Surface, p, box: pygame.Rect) -> None:
        """The names of a rival's heroes beside their rail cards, too small to carry one: the lesson spoke of
        "the Khana Ekkubana" over an unnamed card (blind testers, issue 41)."""
        names = [u.name for u in p.cadre if u is not None]
        if names and box.w > 60:
            theme.draw_text_box(surface, self.ctx.app.fonts, "Cadre: " + ", ".join(names), box, MIN,
                                theme.TEXT, "bold")

    def _draw_solo_banner(self, surface, view, zone: pygame.Rect) -> None:
        fonts = self.ctx.app.fonts
        p = view.players[0]
        keeper = self.ctx.table.run_keeper  # daily deal, practice or a plain solo run (None: not a solo run)
        theme.blit_text(surface, fonts, keeper.label() if keeper else "Solo · high score", (zone.x + 20, zone.y + 12),
                        MIN, theme.TEXT_DIM, "bold")
        theme.blit_text(surface, fonts, f"{p.clan}", (zone.x + 20, zone.y + 34), 34,
                        theme.readable(DENOMINATION_COLOURS.get(p.clan, theme.TEXT)), "title")
        code = keeper.code if keeper is not None else None
        if code:  # the deal's code stays in sight, start to end (a toast at the start was missed: blind testers)
            self._draw_deal_code(surface, fonts, code, pygame.Rect(zone.x + 20, zone.y + 82, 222, zone.h - 88))
        score = view.score_key[1] if view.score_key else p.score
        best = shown_best(self.best, view, score)
        box = pygame.Rect(zone.x + 250, zone.y + 14, 170, zone.h - 28)
        for i, (label, value, colour) in enumerate((("Score", str(score), theme.ACCENT),
                                                   ("Best", "—" if best is None else str(best),
                                                    theme.TEXT))):
            r = box.move(i * 186, 0)
            theme.draw_panel(surface, r, (34, 38, 46), (84, 90, 102), 10)
            theme.blit_text(surface, fonts, label.upper(), (r.centerx, r.y + 8), MIN, theme.TEXT_DIM, "bold", "midtop")
            theme.blit_text(surface, fonts, value, (r.centerx, r.y + 30), 44, colour, "title", "midtop")
        if self.best is not None and score > self.best:
            theme.blit_text(surface, fonts, "new best!", (box.centerx, box.bottom - 2), MIN, theme.GOOD, "bold",
                            "midbottom")
        # right of the Best box, kept inside the banner: at a larger text size the lines shrink to their 100 %
        # size and the note wraps and shrinks into the room under them
        x = zone.x + 640
        width = zone.right - 8 - x
        y = zone.y + 16
        for line in (f"Turn {p.turns_taken + (0 if view.is_over else 1)} of {view.max_turns}",
                     f"Influence left: {p.influence}"):
            y = max(y + 26, theme.blit_fit(surface, fonts, line, (x, y), MIN, width, theme.TEXT, "bold").bottom)
        theme.draw_text_box(surface, fonts, "Score: Legacy points + Honor on your clan's heroes.",
                            pygame.Rect(x, y, width, zone.bottom - 6 - y), MIN, theme.TEXT_DIM, line_gap=3)

    @staticmethod
    def _draw_deal_code(surface, fonts, code: str, box: pygame.Rect) -> None:
        """"Deal 7QM-2XP-AF4" and what it is for; the pointer resting on it says how to play it again."""
        line_h = box.h // 2  # two lines in the room under the clan's name, at any text size
        top = theme.blit_fit(surface, fonts, f"Deal {code}", box.topleft, MIN, box.w, theme.TEXT, "bold", height=line_h)
        theme.blit_fit(surface, fonts, "play it again with this code", (box.x, box.y + line_h), MIN, box.w,
                       theme.TEXT_DIM, height=line_h)
        fonts.shortened.append((pygame.Rect(box.x, box.y, max(top.w, box.w), box.h), DEAL_CODE_TIP.format(code=code)))

    def draw_desert(self, surface: pygame.Surface, view, step=None, loser: tuple | None = None) -> None:
        """The Desert stacks (and solo Desert Cadences); during a "defeat" `step` the next unit of the stack
        at `loser` rises into view."""
        fonts = self.ctx.app.fonts
        column = (self.z["desert"].w - 16) // max(1, len(view.desert))  # each stack's share: its words stay in it
        for (rect, cad), stack in zip(self.geometry.desert_geometry(view), view.desert, strict=False):
            depth = len(stack.units)
            if depth > 1:  # the cards beneath show as edges
                surface.blit(self.art.edges(rect.size, min(depth - 1, 8)), rect.topleft)
            if stack.units:
                top = stack.units[0]
                r = rect
                if step is not None and step.kind == "defeat" and loser == ("desert", stack.index):
                    r = rect.move(0, int(-30 * (1 - ease_out(step.progress))))  # the next unit rises into view
                self.art.draw_unit(surface, top, r)
            else:
                surface.blit(self.art.empty_slot(rect.size, "empty stack"), rect)
            self._ring(surface, rect, ("desert", stack.index))
            room = min(rect.w + 24, column - 6)  # its own column: never over the next stack's label
            bold = fonts.get(fonts.logical_floor(MIN), "bold")  # the label's box shrinks it this far at most
            label = f"Stack {stack.index + 1} · {depth} cards"
            if bold.size(label)[0] > min(room, rect.w + 10):
                label = f"Stack {stack.index + 1} · {depth}"
            if bold.size(label)[0] > room:  # a narrow column (many stacks): two lines, never "Stack…" (playtest)
                label = f"Stack {stack.index + 1}\n{depth} card{'' if depth == 1 else 's'}"
            line = bold.get_linesize()
            lines = label.count("\n") + 1
            theme.draw_text_box(surface, fonts, label, pygame.Rect(rect.centerx + 8 - room // 2, rect.bottom + 18, room,
                                                                   line * lines), MIN, (60, 40, 18), "bold", "center",
                                line_gap=0)
            if depth > 1:
                nxt = stack.units[1]
                # always labelled: the bare name read as unexplained (playtest, issue 41); wrapped if it must be
                # ("next:" / "Wuqri Sentinel"), whole on hover
                text = f"next: {nxt.name}"
                top = rect.bottom + 18 + line * lines
                box = pygame.Rect(rect.centerx + 8 - room // 2, top, room, self.z["desert"].bottom - 4 - top)
                theme.draw_text_box(surface, fonts, text, box, MIN, (84, 62, 34), align="center")
            if cad is not None and stack.cadence is not None:
                dc = stack.cadence
                if dc.flipped and dc.key:
                    d = self.data.cadences[dc.key]
                    surface.blit(self.art.cadence(d.name, d.kind, d.text, cad.size), cad)
                    # at a larger text size it grows only as far as the room above the cards (it spilled over
                    # the Desert's edge at 150 %)
                    size = theme.fit_size(fonts, dc.bound, MIN, column - 12, "bold", rect.y - self.z["desert"].y - 8)
                    img = fonts.render(dc.bound, size, (252, 248, 238), "bold")
                    # above the Cadence, over the cards' row: at the floor the name ("Himbua") is wider than the
                    # gap between two stacks; clear of the zone's title and edge
                    zone = self.z["desert"]
                    pill = img.get_rect(midbottom=(cad.centerx, rect.y - 2)).inflate(8, 2)
                    pill.left = max(pill.left, zone.x + 20 + fonts.get(fonts.logical_floor(MIN), "bold").size("THE DESERT")[0])
                    pill.right = min(pill.right, zone.right - 6)
                    pygame.draw.rect(surface, DENOMINATION_COLOURS.get(dc.bound, (40, 30, 20)), pill, border_radius=5)
                    surface.blit(img, img.get_rect(center=pill.center))
                else:
                    surface.blit(self.art.back(cad.size, "cadence"), cad)
                if view.phase == "bind":
                    self._ring(surface, cad, ("desert", stack.index))

    def draw_decks(self, surface: pygame.Surface, view) -> None:
        """The Resource and Cadence decks with their counts."""
        fonts = self.ctx.app.fonts
        zone = self.z["decks"]
        for i, (kind, count, label) in enumerate((("resource", view.resource_deck_count, "Resources"),
                                                  ("cadence", view.cadence_deck_count, "Cadences"))):
            rect = pygame.Rect(zone.centerx - 34, zone.y + 28 + i * 114, 68, 92)
            for k in range(min(4, count // 6), 0, -1):
                pygame.draw.rect(surface, (20, 18, 16), rect.move(k * 2, k * 2), border_radius=6)
            if count:
                surface.blit(self.art.back(rect.size, kind), rect)
            else:
                surface.blit(self.art.empty_slot(rect.size, "empty"), rect)
            if count:  # the count on the deck, in a pill: the word under it has the zone's width to itself
                img = fonts.render(str(count), 18, theme.TEXT, "bold")
                pill = img.get_rect(center=(rect.centerx, rect.bottom - 16)).inflate(12, 2)
                pygame.draw.rect(surface, (24, 24, 28), pill, border_radius=8)
                pygame.draw.rect(surface, (150, 144, 130), pill, 1, border_radius=8)
                surface.blit(img, img.get_rect(center=pill.center))
            theme.blit_fit(surface, fonts, label, (zone.centerx, rect.bottom + 1), MIN, zone.w - 6, theme.TEXT_DIM,
                           "bold", "midtop")

    def draw_mat(self, surface: pygame.Surface, view, step=None) -> None:
        """Your mat: name and counters, Cadre (a "place" `step` slides the new unit in), Ensemble and hand."""
        table = self.ctx.table
        fonts = self.ctx.app.fonts
        zone = self.z["mat"]
        seat = mat_seat(view)
        p = view.players[seat]
        colour = table.seat_colour(seat)
        if view.num_seats > 1 and seat in view.active_seats and not view.is_over:
            # lit like a rival's rail while it acts: whose move it is reads at a glance (2-player playtest)
            pygame.draw.rect(surface, theme.HIGHLIGHT, zone, 2, border_radius=12)
        pygame.draw.circle(surface, colour, (zone.x + 20, zone.y + 17), 8)
        marks = theme.seat_palette(self.ctx.app.settings.colour_blind).marks
        theme.draw_seat_mark(surface, marks[seat % 4], (zone.x + 20, zone.y + 17), 4, theme.TEXT_DARK)
        # each piece of the header in its own box, left to right: name, gems, counters, then the notes
        theme.draw_text_box(surface, fonts, f"{table.seat_labels()[seat]} · {p.clan}",
                            pygame.Rect(zone.x + 34, zone.y + 4, 226, 26), 17, theme.readable(colour), "bold",
                            valign="middle")
        honor = sum(u.honor for u in p.cadre if u is not None)
        for i in range(p.influence):  # Influence tokens as gems
            c = (zone.x + 270 + i * 16, zone.y + 17)
            pygame.draw.polygon(surface, (70, 140, 220), [(c[0], c[1] - 7), (c[0] + 6, c[1]), (c[0], c[1] + 7),
                                                          (c[0] - 6, c[1])])
        x = max(zone.x + 330, zone.x + 270 + 16 * p.influence)
        # above the hand's cards as a pointed one rises (12 px): a larger text size grows them only that far
        top = self.geometry.hand_rects(max(1, p.hand_count))[0].y - 12
        for label, value, col in (("Legacy", p.legacy_points, theme.ACCENT), ("Influence", p.influence, (140, 200, 255)),
                                  ("Honor", honor, (232, 184, 64))):  # the hand's count is under the hand
            r = theme.blit_fit(surface, fonts, label, (x, zone.y + 9), MIN, zone.w, theme.TEXT_DIM, "bold",
                               height=top - zone.y - 9)
            r2 = theme.blit_fit(surface, fonts, str(value), (r.right + 6, zone.y + 5), 20, zone.w, col, "bold",
                                height=top - zone.y - 5)
            x = r2.right + 22
        notes = []
        if view.rally_discount and seat == view.current:
            notes.append(f"Rallying Call: next attack −{view.rally_discount}")
        if p.lms_turns_left is not None and not p.exhausted:
            notes.append(f"{p.lms_turns_left} turn{'s' if p.lms_turns_left != 1 else ''} left")
        if p.last_turn and not p.exhausted:
            notes.append("last turn")
        if p.meditated_last and not view.is_over:
            notes.append("meditated last turn")
        if p.exhausted:
            notes.append(f"finished: {p.score}")
        if notes:  # after the counters, never under them: wrapped to two lines or shortened (whole on hover)
            box = pygame.Rect(x - 8, zone.y - 1, zone.right - 12 - (x - 8), 38)
            theme.draw_text_box(surface, fonts, " · ".join(notes), box, MIN, theme.BAD, "bold", "right", "middle",
                                line_gap=0)
        placing = step.data if step is not None and step.kind == "place" else None
        for slot in range(2):
            rect = self.geometry.cadre_rect(seat, slot, view)
            u = p.cadre[slot]
            if u is None or (placing and placing["seat"] == seat and placing["slot"] == slot and step.progress < 0.5):
                surface.blit(self.art.empty_slot(rect.size, f"Cadre slot {slot + 1}"), rect)
            if u is not None:
                r = rect
                if placing and placing["seat"] == seat and placing["slot"] == slot:
                    k = ease_out(step.progress)
                    r = rect.move(int(300 * (1 - k)), int(-30 * (1 - k)))
                self.art.draw_unit(surface, u, r)
            self._ring(surface, rect, ("cadre", seat, slot))
        for cv in p.ensemble:
            rect = self.geometry.ensemble_rect(seat, cv.slot, view)
            self._draw_cadence(surface, cv, rect, True)
            self._ring(surface, rect, ("ens", cv.slot))
        ens = self.z["ensemble"]
        eternal = sum(1 for cv in p.ensemble if cv.eternal and cv.occupied)
        if eternal:
            theme.blit_text(surface, fonts, f"∞{eternal}", (ens.x + 100, zone.bottom - 27), MIN, ETERNAL, "bold")
        if p.hand is None:
            for rect in self.geometry.hand_rects(p.hand_count):
                surface.blit(self.art.back(rect.size), rect)
        else:
            places = self.geometry.hand_places(view)  # kept in place while a cost is paid card by card
            rects = [r for r, _ in places]
            hovered = None
            mouse, path = self.pointer.pos, self.clicks.path
            for i, rect in enumerate(rects):
                if rect.collidepoint(mouse) and (i == len(rects) - 1 or not rects[i + 1].collidepoint(mouse)):
                    hovered = i
            for i, (rect, c) in enumerate(places):
                token = ("hand", c.key, c.card)
                selected = path and path[0] == token[:2] and self.clicks.selected_card in (None, c.card)
                if self.geometry.is_small_card(rect):  # a big hand: two rows of small cards, none lifts
                    if c.kind == "unit":
                        surface.blit(self.art.small_unit(self.data.units[c.key], rect.size), rect)
                    else:
                        surface.blit(self.art.small_command(c.name, c.cost, rect.size, p.legacy_points < c.cost), rect)
                    self._ring(surface, rect, token)
                    continue
                # the card under the keys' cursor stays in its place: the cursor's ring, drawn around that place,
                # crossed a lifted card's name ("Sandstorm" cut at its top: keys19 at 150 %); its rings say enough
                lifts = (i == hovered and c.card != self.clicks.refused) or selected
                r = rect.move(0, -12) if lifts and not (i == hovered and self._keys_on()) else rect
                # A fanned hand: the next card covers this one's right side, so its name wraps into what shows.
                room = rects[i + 1].x - rect.x if i + 1 < len(rects) else None
                room = room if room is not None and room < rect.w else None
                if c.kind == "unit":
                    surface.blit(self.art.unit(self.data.units[c.key], r.size, room), r)
                else:
                    surface.blit(self.art.command(c, r.size, room), r)
                    if c.kind == "command" and p.legacy_points < c.cost:
                        self._too_dear(surface, r, c.cost, room)
                self._ring(surface, r, token)
        hand = self.z["hand"]
        # the count beside the HAND title (the Resource deck's count is on the deck)
        count = f"{p.hand_count} card{'' if p.hand_count == 1 else 's'}"
        theme.blit_fit(surface, fonts, count, (hand.x + 58, zone.bottom - 27), MIN, hand.w - 58, theme.TEXT_DIM, "bold",
                       height=fonts.get(fonts.logical_floor(MIN), "bold").get_height())  # as tall as the HAND title

    def _keys_on(self) -> bool:
        """Whether the keys, not the mouse, moved the pointer last (the keyboard's cursor puts it on its spot)."""
        return bool(self.ctx.app.keys_last)

    def _too_dear(self, surface, card: pygame.Rect, cost: int, room: int | None) -> None:
        """A Command the player cannot pay for yet: its cost pill turns red ("needs 2 LP" where that fits),
        in the pill's own place, so it covers none of the card's words."""
        fonts = self.ctx.app.fonts
        width = (room or card.w) - 10
        text = next((t for t in (f"needs {cost} LP", f"{cost} LP") if fonts.get(MIN, "bold").size(t)[0] + 8 <= width),
                    f"{cost} LP")
        shade = pygame.Surface(((room or card.w), card.h), pygame.SRCALPHA)
        shade.fill((20, 16, 12, 60))  # a little dimmer than the cards that can be played now
        surface.blit(shade, card.topleft)
        img = fonts.render(text, MIN, (252, 248, 238), "bold")
        pill = img.get_rect(bottomleft=(card.x + 5, card.bottom - 5)).inflate(8, 2)
        pygame.draw.rect(surface, theme.BAD, pill, border_radius=5)
        surface.blit(img, img.get_rect(center=pill.center))

    def draw_overlays(self, surface: pygame.Surface, view, step=None) -> None:
        """What covers the middle of the table: the opening picks, then a "banner" `step`'s words."""
        if view.phase == "opening" and view.viewer in view.active_seats and view.opening_cadences:
            self._draw_opening(surface, view)
        if step is not None and step.kind == "banner":
            self._draw_banner(surface, step)

    def _draw_opening(self, surface, view) -> None:
        fonts = self.ctx.app.fonts
        area = self.z["desert"].union(self.z["arena"]).inflate(-20, -16)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((16, 18, 24, 225))
        surface.blit(shade, area)
        pygame.draw.rect(surface, theme.ACCENT, area, 2, border_radius=10)
        title = ("Lay one Cadence face up" if view.opening_step == "reveal"
                 else "Discard one Cadence; the other three go face down")
        theme.draw_text_box(surface, fonts, title, pygame.Rect(area.x + 12, area.y + 8, area.w - 24, 36), 24,
                            theme.ACCENT, "title", align="center", valign="middle")
        theme.blit_fit(surface, fonts, "Offensive Cadences help attackers, defensive ones help defenders.",
                       (area.centerx, area.y + 46), MIN, area.w - 24, theme.TEXT_DIM, "sans", "midtop", height=24)
        for rect in self.geometry.opening_gaps(view):  # the card laid face up leaves its place empty
            surface.blit(self.art.empty_slot(rect.size, ""), rect)
        for rect, cv in zip(self.geometry.opening_places(view), view.opening_cadences, strict=False):
            if cv.key is None:
                continue
            d = self.data.cadences[cv.key]
            r = rect.move(0, -10) if rect.collidepoint(self.pointer.pos) and not self._keys_on() else rect
            surface.blit(self.art.cadence(d.name, d.kind, d.text, r.size), r)
            self._ring(surface, r, ("open", cv.card))

    def banner_text(self, text: str, colour) -> tuple[pygame.Surface, pygame.Rect]:
        """A banner's words and where they go: over the decks and the fight, clear of the Desert's cards (centred
        on the middle of the table, "★ Persistence" stood over a Desert card: blind testers). Its frame is 30 px
        wider each side."""
        fonts = self.ctx.app.fonts
        middle = self.z["decks"].union(self.z["arena"])
        img = fonts.render(text, theme.fit_size(fonts, text, 30, middle.w - 80, "title"), colour, "title")
        if img.get_width() > middle.w - 80:  # too long for there: across the table, under the Desert's cards
            wide = self.z["desert"].union(self.z["arena"])
            img = fonts.render(text, theme.fit_size(fonts, text, 30, wide.w - 80, "title"), colour, "title")
            return img, img.get_rect(center=(wide.centerx, self.z["desert"].bottom))
        return img, img.get_rect(center=(middle.centerx, self.z["arena"].centery))

    def _draw_banner(self, surface, step) -> None:
        t = step.progress
        alpha = int(255 * min(1.0, 4 * min(t, 1 - t) + 0.2))
        text = step.data["text"]
        seat = step.data.get("seat")
        colour = theme.readable(self.ctx.table.seat_colour(seat)) if seat is not None else theme.ACCENT
        img, box = self.banner_text(text, colour)
        panel = pygame.Surface(box.inflate(60, 30).size, pygame.SRCALPHA)
        panel.fill((20, 18, 14, min(230, alpha)))
        surface.blit(panel, box.inflate(60, 30))
        pygame.draw.rect(surface, colour, box.inflate(60, 30), 2, border_radius=8)
        surface.blit(img, box)
