"""Drawing the KROWNIA island: the static board (sea, beach, terrain, tokens, harbours: drawn once), the
pieces (redrawn when one changes), the Pirate, the bank, the last piece's pulse, the lit spots with the
the hint and a preview of the piece under the mouse, and the tile tooltip.

`BoardDrawing` is given the table (`human_to_act`, `legal_of`, `seat_colour`, `seat_mark`, `hint`, `pulse`,
`animations`, `app`), the geometry, the selection and the move marks. `draw` paints the island alone; the
table's frame blits `paint_island` from its cache and adds the overlays each frame.
"""

from __future__ import annotations

import pygame

from baraza.game.krownia import board as B
from baraza.game.krownia.describe import with_article
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.art import RESOURCES
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import PICK_CORNER, PICK_EDGE, KrowniaGeometry
from baraza.scenes.krownia.marks import MoveMarks
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.render.hexes import nearest
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_in_out, ease_out
from baraza.scenes.ui.tooltip import beside_mouse

# the dice panel's bars in words (round 7: their yellow, red and blue were never explained)
DICE_KEY = ("Bars: how often each total has come up. Red: 7, the Pirate; orange: 6 and 8, the likeliest numbers; "
            "yellow: the last roll")

PAD = 12  # the island surface reaches this far past the board zone (the sea's rim)


class BoardDrawing:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, selection: Selection, marks: MoveMarks,
                 view: KrowniaView) -> None:
        self.table = table
        self.geometry = geometry
        self.selection = selection
        self.marks = marks
        board = geometry.board_rect
        self.offset = (board.x - PAD, board.y - PAD)
        with table.app.fonts.picture_text():  # tokens and harbours are art, their numbers sized to them
            self.island = self._draw_island(view)
        self._island_look = theme.ART  # the art's look the island was painted in (high contrast paints it again)
        self._pieces_key: tuple | None = None
        self._pieces_surface: pygame.Surface | None = None
        self.tooltip_shown: pygame.Rect | None = None  # the tile tooltip as drawn last

    def island_rect(self) -> pygame.Rect:
        return self.island.get_rect(topleft=self.offset)

    def draw(self, surface: pygame.Surface, view: KrowniaView) -> None:
        """The whole island alone: board, pieces, Pirate, bank, marks, lit spots and the tooltip."""
        step = self.table.animations.current
        self.paint_island(surface, view, step)
        self.draw_overlays(surface, view, step)
        self.draw_tooltip(surface, view, None)

    def paint_island(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        """What changes only with a move: the board, the Pirate's shade, the pieces, the bank, the Pirate at rest."""
        if self._island_look != theme.ART:
            with self.table.app.fonts.picture_text():
                self.island, self._island_look = self._draw_island(view), theme.ART
        surface.blit(self.island, self.offset)
        self._draw_pirate_shade(surface, view, step)
        surface.blit(self.pieces_layer(view), self.offset)
        self._draw_bank(surface, view)
        if not _pirate_moving(step):
            self.draw_pirate(surface, view, step)

    def draw_overlays(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        """What moves every frame: the marks, the lit spots, the Pirate in flight."""
        self.draw_marks(surface, view, step)
        self.draw_targets(surface, view)
        if _pirate_moving(step):
            self.draw_pirate(surface, view, step)

    # --- static layers ---------------------------------------------------------------------------
    def _draw_island(self, view: KrowniaView) -> pygame.Surface:
        """Sea, beach, terrain, tokens and harbours: drawn once, blitted every frame."""
        geo = self.geometry
        surface = pygame.Surface(geo.board_rect.inflate(2 * PAD, 2 * PAD).size, pygame.SRCALPHA)
        ox, oy = self.offset
        size = geo.hexes.size

        def local(p):
            return (p[0] - ox, p[1] - oy)

        for q, r in geo.sea_cells:  # a dark rim first, so the sea reads as a shape on the table
            pygame.draw.polygon(surface, theme.ART.ground(art.SEA_DEEP),
                                art.hex_points(local(geo.hexes.to_pixel(q, r)), size + 6))
        for i, (q, r) in enumerate(geo.sea_cells):
            art.draw_sea_hex(surface, local(geo.hexes.to_pixel(q, r)), size, i)
        for q, r in geo.land_cells:
            pygame.draw.polygon(surface, art.SAND, art.hex_points(local(geo.hexes.to_pixel(q, r)), size + 7))
        for q, r in geo.land_cells:
            pygame.draw.polygon(surface, (74, 60, 44), art.hex_points(local(geo.hexes.to_pixel(q, r)), size + 1))
        fonts = self.table.app.fonts
        for tile in view.tiles:
            centre = local(geo.tile_centre[tile.hex_id])
            image = art.terrain_tile(tile.terrain, size - 2, tile.hex_id * 7 + 3)
            surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
        for harbour in view.harbours:
            a, b = harbour.corners
            kind = None if harbour.resource is None else RESOURCES.index(harbour.resource)
            art.draw_harbour(surface, fonts, local(geo.corner_px[a]), local(geo.corner_px[b]),
                             local(geo.hexes.to_pixel(*harbour.sea_hex)), kind, harbour.rate)
        for tile in view.tiles:
            if tile.number:
                art.draw_token(surface, fonts, local(geo.tile_centre[tile.hex_id]), tile.number, tile.pips)
        # The empty top-right corner of the map carries the game's name and the target.
        title = local((geo.board_rect.right - 8, geo.board_rect.y + 8))
        theme.blit_text(surface, fonts, "KROWNIA", title, 22, theme.ACCENT, "title", "topright")
        theme.blit_text(surface, fonts, f"first to {view.target} VP", (title[0], title[1] + 28), art.TEXT, theme.TEXT_DIM,
                        "sans", "topright")
        return surface.convert_alpha() if pygame.display.get_surface() else surface

    def pieces_layer(self, view: KrowniaView) -> pygame.Surface:
        """Roads, villages and towns, redrawn only when a piece changes."""
        geo = self.geometry
        key = (view.corner_owner, view.corner_level, view.road_owner, self.table.app.settings.colour_blind, theme.ART)
        if key == self._pieces_key and self._pieces_surface is not None:
            return self._pieces_surface
        ox, oy = self.offset
        surface = pygame.Surface(self.island.get_size(), pygame.SRCALPHA)
        for e, owner in enumerate(view.road_owner):
            if owner >= 0:
                a, b = B.edge_corners(e)
                pa, pb = geo.corner_px[a], geo.corner_px[b]
                art.draw_road(surface, (pa[0] - ox, pa[1] - oy), (pb[0] - ox, pb[1] - oy), self.table.seat_colour(owner),
                              self.table.seat_mark(owner))
        for c, owner in enumerate(view.corner_owner):
            if owner >= 0:
                x, y = geo.corner_px[c]
                draw = art.draw_town if view.corner_level[c] == 2 else art.draw_village
                draw(surface, (x - ox, y - oy), self.table.seat_colour(owner), self.table.seat_mark(owner))
        self._pieces_key = key
        self._pieces_surface = surface.convert_alpha() if pygame.display.get_surface() else surface
        return self._pieces_surface

    def _focus_ring(self) -> pygame.Rect | None:
        """The keyboard cursor's ring when the pointer rests on its spot (the keys put it there), else None."""
        focus = self.table.focus
        current = focus.current
        if not focus.active or current is None:
            return None
        ring = pygame.Rect(current.rect).inflate(20, 20)
        return ring if ring.collidepoint(self.selection.mouse) else None

    def _beside_focus(self, ring: pygame.Rect, size: tuple[int, int], avoid: list[pygame.Rect]) -> pygame.Rect | None:
        """The tip below, above, right or left of the cursor's ring and clear of its words, never over them (at
        150 % it covered the cells the cursor was on: issue 44); None when there is no room."""
        focus = self.table.focus
        keep = [ring, *avoid] + ([pygame.Rect(focus.tag)] if focus.tag is not None else [])
        area, (w, h) = self.geometry.board_rect, size
        trials = [pygame.Rect(ring.centerx - w // 2, ring.bottom + 4, w, h),
                  pygame.Rect(ring.centerx - w // 2, ring.top - 4 - h, w, h),
                  pygame.Rect(ring.right + 4, ring.centery - h // 2, w, h),
                  pygame.Rect(ring.left - 4 - w, ring.centery - h // 2, w, h)]
        return next((t for t in (t.clamp(area) for t in trials) if t.collidelist(keep) < 0), None)

    def draw_tooltip(self, surface: pygame.Surface, view: KrowniaView, dialog: pygame.Rect | None) -> None:
        """What a tile or harbour under the mouse means (with hints on, and no dialog in the way)."""
        self.tooltip_shown = None
        geo = self.geometry
        bars = pygame.Rect(geo.dice_rect.x, geo.dice_rect.bottom - 92, geo.dice_rect.w, 92)  # the histogram
        over_dice = bars.collidepoint(self.selection.mouse)
        if not self.table.app.settings.show_hints or not (geo.board_rect.collidepoint(self.selection.mouse)
                                                          or over_dice):
            return
        if dialog is not None and dialog.collidepoint(self.selection.mouse):
            return
        lesson = self.table.lesson_hook
        if lesson.hides(self.selection.mouse):  # under the lesson's card nothing answers a hover
            return
        tips = getattr(self.table.app, "tips", None)
        if tips is not None and tips.hushed:  # after a click or a move, until the mouse moves (as every tooltip)
            return
        if tips is not None and not self.table.ctx.read_only and tuple(tips.mouse) != tuple(self.selection.mouse):
            return  # the mouse went on over a panel that keeps its moves (the results): the board's tip is stale
        text = DICE_KEY if over_dice else None
        for pos, resource, rate in () if over_dice else geo.harbour_badges:
            if (pos[0] - self.selection.mouse[0]) ** 2 + (pos[1] - self.selection.mouse[1]) ** 2 <= art.HARBOUR_R ** 2:
                what = f"{rate} {resource}" if resource else "3 of a kind"
                text = f"{rate}:1 harbour: {what} → any 1, for its villages"
        if text is None:  # a tile's words (the dice panel's key is `text` already)
            hid = geo.tile_at(self.selection.mouse)
            if hid is None:
                return
            tile = view.tiles[hid]
            if tile.number:
                text = f"{art.TERRAIN_LABEL[tile.terrain]} · {tile.resource} · {with_article(tile.number)} comes {tile.pips} time{'s' if tile.pips != 1 else ''} in 36"
            else:
                text = "Desert · produces nothing"
            if tile.pirate:
                text += " · blocked by the Pirate"
        fonts = self.table.app.fonts
        lines = theme.wrap_text(fonts, text, art.TEXT, geo.board_rect.w - 40)  # two lines at a large text size
        font = fonts.get(art.TEXT)
        size = (max(font.size(line)[0] for line in lines), len(lines) * (font.get_linesize() + 2) - 2)
        # beside the mouse, clear of the lesson's card, its lit spots and what its step talks about
        ring = self._focus_ring()
        if over_dice:  # the key beside the panel, over the sea at the island's top right (never over the bars)
            box = pygame.Rect(0, 0, size[0] + 14, size[1] + 8)
            box.topright = (geo.dice_rect.x - 6, geo.dice_rect.y)
            box.clamp_ip(geo.board_rect)
        elif ring is not None:  # the keyboard's cursor is on this spot
            box = self._beside_focus(ring, (size[0] + 14, size[1] + 8), lesson.keep_clear())
        else:
            box = beside_mouse(self.selection.mouse, (size[0] + 14, size[1] + 8), geo.board_rect, lesson.keep_clear())
        if box is None:
            return
        self.tooltip_shown = box  # the lint and the lesson tests check where it went (table.shown_tips)
        theme.draw_panel(surface, box, (24, 26, 32), theme.PANEL_EDGE, 6)
        theme.draw_text_box(surface, fonts, text, box.inflate(-14, -8), art.TEXT, theme.TEXT)

    def _draw_pirate_shade(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        geo = self.geometry
        hid = self._pirate_hex_shown(view, step)
        if hid is None:
            return
        centre = geo.tile_centre[hid]
        shade = pygame.Surface((2 * geo.hexes.size + 4, 2 * geo.hexes.size + 4), pygame.SRCALPHA)
        c = geo.hexes.size + 2
        pygame.draw.polygon(shade, (10, 10, 20, 120), art.hex_points((c, c), geo.hexes.size - 2))
        surface.blit(shade, (centre[0] - c, centre[1] - c))

    def _pirate_hex_shown(self, view: KrowniaView, step) -> int | None:
        if step is not None and step.kind == "pirate":
            return None
        return view.pirate_hex

    def draw_pirate(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        if step is not None and step.kind == "pirate":
            t = ease_in_out(step.progress)
            lift = 30 * 4 * t * (1 - t)
            start, end = self.pirate_rest(view, step.data["start"]), self.pirate_rest(view, step.data["end"])
            pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t - lift)
            art.draw_pirate(surface, pos, 1.1)
            return
        art.draw_pirate(surface, self.pirate_rest(view, view.pirate_hex), art.PIRATE_REST)

    def pirate_rest(self, view: KrowniaView, hid: int) -> tuple[float, float]:
        """Where the Pirate stands on tile `hid`: beside its number and off the buildings on its corners."""
        geo = self.geometry
        avoid = [art.building_bounds(geo.corner_px[c], view.corner_level[c]) for c in B.HEX_CORNERS[hid]
                 if view.corner_owner[c] >= 0]
        return art.pirate_spot(geo.tile_centre[hid], bool(view.tiles[hid].number), avoid=avoid)

    def _draw_bank(self, surface: pygame.Surface, view: KrowniaView) -> None:
        """The bank's card stacks, in the empty corner of the map (the development deck's count is on the
        Dev card build row)."""
        rect = self.geometry.bank_rect()
        pygame.draw.rect(surface, (20, 40, 62), rect, border_radius=10)
        pygame.draw.rect(surface, (70, 110, 150), rect, 2, border_radius=10)
        fonts = self.table.app.fonts
        theme.blit_fit(surface, fonts, "Bank", (rect.x + 8, rect.y + 3), art.TEXT, 60, (200, 220, 236), "bold")
        for r in range(5):
            card = pygame.Rect(rect.x + 4 + r * 24, rect.y + 26, 20, 30)
            art.draw_resource_card(surface, fonts, card, r, dim=view.bank[r] == 0)
            theme.blit_fit(surface, fonts, str(view.bank[r]), (card.centerx, card.bottom + 2), art.TEXT, 21,
                           theme.TEXT if view.bank[r] > 3 else theme.BAD, "sans", "midtop")

    def ringed(self, view: KrowniaView) -> tuple[str, int] | None:
        """What the pulsing ring marks: the last piece placed ("road", edge) or ("village"/"town", corner); in a
        replay only the move its caption names: that move's piece, or the Pirate's tile ("tile", hex) when it
        moved the Pirate, else nothing (221.png: the ring sat on a road built five moves before a Pirate move)."""
        if not self.table.ctx.read_only:
            return self.marks.last_piece
        shown = len(self.table.match.records)
        if shown and self.marks.pirate_at == shown:
            return "tile", view.pirate_hex
        return self.marks.last_piece if shown and self.marks.piece_at == shown else None

    def draw_marks(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        """The last placed piece pulses; a piece being placed grows into place."""
        geo = self.geometry
        ring = self.ringed(view)
        if ring is not None:
            kind, ident = ring
            if kind == "tile":
                pos, radius = geo.tile_rect(ident).center, geo.hexes.size - 6
            else:
                pos, radius = geo.edge_px.get(ident) if kind == "road" else geo.corner_px.get(ident), 17
            if pos is not None:
                radius += int(3 * self.table.pulse(4))
                pygame.draw.circle(surface, (255, 240, 170), (int(pos[0]), int(pos[1])), radius, 2)
        if step is not None and step.kind == "build":
            ident = step.data["ident"]
            pos = geo.edge_px.get(ident) if step.data["piece"] == "road" else geo.corner_px.get(ident)
            if pos is not None:
                t = ease_out(step.progress)
                pygame.draw.circle(surface, theme.HIGHLIGHT, (int(pos[0]), int(pos[1])), int(8 + 30 * t),
                                   max(1, int(5 * (1 - t)) + 1))

    def draw_targets(self, surface: pygame.Surface, view: KrowniaView) -> None:
        geo = self.geometry
        corners, edges, hexes = self.selection.targets(view)
        glow = 2 + int(2 * self.table.pulse(5))
        moving = {a.args[0] for a in self.table.legal_of("move_auto_pair")}
        for c, action in corners.items():
            x, y = geo.corner_px[c]
            colour = (120, 220, 255) if c in moving else (255, 240, 150)
            if action.kind == "steal":
                colour = theme.BAD
            pygame.draw.circle(surface, (20, 20, 24), (int(x), int(y)), 10)
            pygame.draw.circle(surface, colour, (int(x), int(y)), 8 + glow // 2, 3)
        for e in edges:
            a, b = B.edge_corners(e)
            pa, pb = geo.corner_px[a], geo.corner_px[b]
            sa = (pa[0] + (pb[0] - pa[0]) * 0.22, pa[1] + (pb[1] - pa[1]) * 0.22)
            sb = (pa[0] + (pb[0] - pa[0]) * 0.78, pa[1] + (pb[1] - pa[1]) * 0.78)
            pygame.draw.line(surface, (20, 20, 24), sa, sb, 11)
            pygame.draw.line(surface, (255, 240, 150), sa, sb, 5 + glow // 2)
            mid = (int((pa[0] + pb[0]) / 2), int((pa[1] + pb[1]) / 2))
            pygame.draw.circle(surface, (20, 20, 24), mid, 7)
            pygame.draw.circle(surface, (255, 250, 210), mid, 5)
        hovered_hex = None
        if hexes and geo.board_rect.collidepoint(self.selection.mouse):
            hovered_hex = geo.tile_at(self.selection.mouse)
        for hid in hexes:
            pts = art.hex_points(geo.tile_centre[hid], geo.hexes.size - 7)
            pygame.draw.polygon(surface, (20, 20, 24), pts, 7)
            pygame.draw.polygon(surface, (255, 240, 150) if hid != hovered_hex else (255, 255, 255), pts,
                                3 + glow // 2 + (2 if hid == hovered_hex else 0))
        if hexes:  # the outlines run along the corners: the pieces go back on top, so who owns what still reads
            surface.blit(self.pieces_layer(view), self.offset)
        if hovered_hex in hexes and self.table.app.settings.show_hints:  # where the Pirate would stand
            art.draw_pirate(surface, self.pirate_rest(view, hovered_hex), art.PIRATE_REST)
        if self.table.hint is not None:  # the hint's spot, in the hint colour
            k, args = self.table.hint.kind, self.table.hint.args
            spot = None
            if k in ("place_village", "build_village", "build_town", "move_auto_pair") and args:
                spot = geo.corner_px.get(args[0])
            elif k in ("place_road", "build_road") and args:
                spot = geo.edge_px.get(args[0])
            elif k == "move_pirate" and args:
                spot = geo.tile_centre.get(args[0])
            if spot is not None:
                pygame.draw.circle(surface, (90, 210, 235), (int(spot[0]), int(spot[1])), 16 + glow, 4)
        # While hovering a lit spot, preview the piece in the player's colour.
        seat = self.table.human_to_act()
        if seat is not None and self.table.app.settings.show_hints and geo.board_rect.collidepoint(self.selection.mouse):
            c = nearest({c: geo.corner_px[c] for c in corners}, self.selection.mouse, PICK_CORNER) if corners else None
            if c is not None and corners[c].kind in ("place_village", "build_village", "build_town"):
                draw = art.draw_town if corners[c].kind == "build_town" else art.draw_village
                draw(surface, geo.corner_px[c], art.shade(self.table.seat_colour(seat), 0.25), self.table.seat_mark(seat))
            elif c is None and edges:
                e = nearest({e: geo.edge_px[e] for e in edges}, self.selection.mouse, PICK_EDGE)
                if e is not None:
                    a, b = B.edge_corners(e)
                    art.draw_road(surface, geo.corner_px[a], geo.corner_px[b],
                                  art.shade(self.table.seat_colour(seat), 0.25), self.table.seat_mark(seat))


def _pirate_moving(step) -> bool:
    return step is not None and step.kind == "pirate"
