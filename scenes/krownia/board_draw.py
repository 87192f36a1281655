"""Drawing the island: the static board, pieces, the Pirate, the bank, lit spots and tooltips."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.art import RESOURCES, Control
from baraza.scenes.krownia.geometry import PICK_CORNER, PICK_EDGE, shadowed
from baraza.scenes.render.hexes import nearest
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_in_out, ease_out


class BoardDrawing:
    """The board part of draw_table, and the cached layers every frame reuses."""

    # --- static layers ---------------------------------------------------------------------------
    def _draw_board_surface(self, view: KrowniaView) -> pygame.Surface:
        """Sea, beach, terrain, tokens and harbours: drawn once, blitted every frame."""
        pad = 12
        surface = pygame.Surface(self.board_rect.inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
        ox, oy = self.board_rect.x - pad, self.board_rect.y - pad
        size = self.hexes.size

        def local(p):
            return (p[0] - ox, p[1] - oy)

        for q, r in self.sea_cells:  # a dark rim first, so the sea reads as a shape on the table
            pygame.draw.polygon(surface, art.SEA_DEEP, art.hex_points(local(self.hexes.to_pixel(q, r)), size + 6))
        for i, (q, r) in enumerate(self.sea_cells):
            art.draw_sea_hex(surface, local(self.hexes.to_pixel(q, r)), size, i)
        for q, r in self.land_cells:
            pygame.draw.polygon(surface, art.SAND, art.hex_points(local(self.hexes.to_pixel(q, r)), size + 7))
        for q, r in self.land_cells:
            pygame.draw.polygon(surface, (74, 60, 44), art.hex_points(local(self.hexes.to_pixel(q, r)), size + 1))
        fonts = self.app.fonts
        for tile in view.tiles:
            centre = local(self.tile_centre[tile.hex_id])
            image = art.terrain_tile(tile.terrain, size - 2, tile.hex_id * 7 + 3)
            surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
        for harbour in view.harbours:
            a, b = harbour.corners
            kind = None if harbour.resource is None else RESOURCES.index(harbour.resource)
            art.draw_harbour(surface, fonts, local(self.corner_px[a]), local(self.corner_px[b]),
                             local(self.hexes.to_pixel(*harbour.sea_hex)), kind, harbour.rate)
        for tile in view.tiles:
            if tile.number:
                art.draw_token(surface, fonts, local(self.tile_centre[tile.hex_id]), tile.number, tile.pips)
        # The empty top-right corner of the map carries the game's name and the target.
        title = local((self.board_rect.right - 8, self.board_rect.y + 8))
        theme.blit_text(surface, fonts, "KROWNIA", title, 22, theme.ACCENT, "title", "topright")
        theme.blit_text(surface, fonts, f"first to {view.target} VP", (title[0], title[1] + 28), 14, theme.TEXT_DIM,
                        "sans", "topright")
        self._board_offset = (ox, oy)
        return surface.convert_alpha() if pygame.display.get_surface() else surface

    def _pieces_layer(self, view: KrowniaView) -> pygame.Surface:
        """Roads, villages and towns, redrawn only when a piece changes."""
        key = (view.corner_owner, view.corner_level, view.road_owner, self.app.settings.colour_blind)
        if key == self._pieces_key and self._pieces_surface is not None:
            return self._pieces_surface
        ox, oy = self._board_offset
        surface = pygame.Surface(self.board_surface.get_size(), pygame.SRCALPHA)
        for e, owner in enumerate(view.road_owner):
            if owner >= 0:
                a, b = B.edge_corners(e)
                pa, pb = self.corner_px[a], self.corner_px[b]
                art.draw_road(surface, (pa[0] - ox, pa[1] - oy), (pb[0] - ox, pb[1] - oy), self.seat_colour(owner),
                              self.seat_mark(owner))
        for c, owner in enumerate(view.corner_owner):
            if owner >= 0:
                x, y = self.corner_px[c]
                draw = art.draw_town if view.corner_level[c] == 2 else art.draw_village
                draw(surface, (x - ox, y - oy), self.seat_colour(owner), self.seat_mark(owner))
        self._pieces_key = key
        self._pieces_surface = surface.convert_alpha() if pygame.display.get_surface() else surface
        return self._pieces_surface

    # --- drawing ---------------------------------------------------------------------------------
    def _layer(self, surface: pygame.Surface, name: str, key, region: pygame.Rect, paint) -> None:
        """Blit the cached copy of `region` while `key` is unchanged; otherwise paint it on the screen and
        keep a copy. Frames stay cheap: most of the table changes only when a move is made."""
        region = region.clip(surface.get_rect())
        shortened = self.app.fonts.shortened
        entry = self._layers.get(name)
        if entry is not None and entry[0] == key:
            surface.blit(entry[1], region)
            shortened.extend(entry[2])  # its shortened texts still show whole on hover
            return
        first = len(shortened)
        paint()
        copy = pygame.Surface(region.size)
        if pygame.display.get_surface():
            copy = copy.convert()
        copy.blit(surface, (0, 0), region)
        self._layers[name] = (key, copy, list(shortened[first:]))

    def _hovered(self, controls: list[Control]) -> str | None:
        return next((c.name for c in controls if c.rect.collidepoint(self.mouse)), None)

    def draw_table(self, surface: pygame.Surface, view: KrowniaView) -> None:
        step = self.animations.current
        ox, oy = self._board_offset
        blind = self.app.settings.colour_blind
        pirate_moving = step is not None and step.kind == "pirate"

        def paint_board() -> None:
            surface.blit(self.board_surface, (ox, oy))
            self._draw_pirate_shade(surface, view, step)
            surface.blit(self._pieces_layer(view), (ox, oy))
            self._draw_bank(surface, view)
            if not pirate_moving:
                self._draw_pirate(surface, view, step)

        board_key = (view.corner_owner, view.corner_level, view.road_owner, view.pirate_hex, pirate_moving, view.bank,
                     view.deck_count, blind)
        self._layer(surface, "board", board_key, self.board_surface.get_rect(topleft=(ox, oy)), paint_board)
        self._draw_marks(surface, view, step)
        self._draw_targets(surface, view)
        if pirate_moving:
            self._draw_pirate(surface, view, step)
        if step is not None and step.kind == "roll":
            self._draw_dice(surface, view, step)
        else:
            can_roll = Action("roll") in self.legal_actions()
            self._layer(surface, "dice", (view.dice, view.dice_counts, can_roll), shadowed(self.dice_rect),
                        lambda: self._draw_dice(surface, view, None))
        seat = self.human_to_act()
        actions = self.action_controls(view)
        key = (self._match_version, seat, self.viewer, self.mode, self.dialog, self._hovered(actions), blind,
               self.prompt(view))
        self._layer(surface, "actions", key, shadowed(self.actions_rect), lambda: self._draw_actions(surface, view))
        hovered_dev = next((k for k, r in self.dev_card_rects(view) if r.collidepoint(self.mouse)), None)
        self._layer(surface, "hand", (self._match_version, self.viewer, seat, hovered_dev, blind, self.app.settings.show_hints), shadowed(self.hand_rect),
                    lambda: self._draw_hand(surface, view))
        dialog = self.trade.rect(view)
        if dialog is not None:
            controls = self.trade.controls(view)
            key = (self._match_version, seat, self.trade.kind(view), self._hovered(controls), self.trade.give,
                   self.trade.get, blind)
            self._layer(surface, "dialog", key, shadowed(dialog), lambda: self.trade.draw(surface, view))
        if step is not None and step.kind == "fly":
            self._draw_flights(surface, step)
        if step is not None and step.kind == "banner":
            self._draw_banner(surface, step)
        self._draw_dev_zoom(surface, view)
        self._draw_tooltip(surface, view)

    def _draw_tooltip(self, surface: pygame.Surface, view: KrowniaView) -> None:
        """What a tile or harbour under the mouse means (with hints on, and no dialog in the way)."""
        if not self.app.settings.show_hints or not self.board_rect.collidepoint(self.mouse):
            return
        dialog = self.trade.rect(view)
        if dialog is not None and dialog.collidepoint(self.mouse):
            return
        text = None
        for pos, resource, rate in self.harbour_badges:
            if (pos[0] - self.mouse[0]) ** 2 + (pos[1] - self.mouse[1]) ** 2 <= 20 ** 2:
                what = f"{rate} {resource}" if resource else "3 of a kind"
                text = f"{rate}:1 harbour: {what} → any 1, for its villages"
        if text is None:
            h = self.hexes.from_pixel(*self.mouse)
            tile = next((t for t in view.tiles if (t.q, t.r) == h), None)
            if tile is None:
                return
            if tile.number:
                text = f"{art.TERRAIN_LABEL[tile.terrain]} · {tile.resource} · a {tile.number} comes {tile.pips} time{'s' if tile.pips != 1 else ''} in 36"
            else:
                text = "Desert · produces nothing"
            if tile.pirate:
                text += " · blocked by the Pirate"
        image = self.app.fonts.render(text, 14, theme.TEXT)
        box = image.get_rect(topleft=(self.mouse[0] + 16, self.mouse[1] + 18)).inflate(14, 8)
        box.clamp_ip(self.board_rect)
        pygame.draw.rect(surface, (24, 26, 32), box, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_pirate_shade(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        hid = self._pirate_hex_shown(view, step)
        if hid is None:
            return
        centre = self.tile_centre[hid]
        shade = pygame.Surface((2 * self.hexes.size + 4, 2 * self.hexes.size + 4), pygame.SRCALPHA)
        c = self.hexes.size + 2
        pygame.draw.polygon(shade, (10, 10, 20, 120), art.hex_points((c, c), self.hexes.size - 2))
        surface.blit(shade, (centre[0] - c, centre[1] - c))

    def _pirate_hex_shown(self, view: KrowniaView, step) -> int | None:
        if step is not None and step.kind == "pirate":
            return None
        return view.pirate_hex

    def _draw_pirate(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        if step is not None and step.kind == "pirate":
            a = self.tile_centre[step.data["start"]]
            b = self.tile_centre[step.data["end"]]
            t = ease_in_out(step.progress)
            lift = 30 * 4 * t * (1 - t)
            pos = (a[0] - 26 + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - lift)
            art.draw_pirate(surface, pos, 1.1)
            return
        hid = view.pirate_hex
        tile = view.tiles[hid]
        cx, cy = self.tile_centre[hid]
        art.draw_pirate(surface, (cx - (26 if tile.number else 0), cy), 1.0)

    def _draw_bank(self, surface: pygame.Surface, view: KrowniaView) -> None:
        """The bank's card stacks and the development deck, in the empty corner of the map."""
        rect = self.bank_rect()
        pygame.draw.rect(surface, (20, 40, 62), rect, border_radius=10)
        pygame.draw.rect(surface, (70, 110, 150), rect, 2, border_radius=10)
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Bank", (rect.x + 8, rect.y + 3), 14, (200, 220, 236), "bold")
        theme.blit_text(surface, fonts, f"deck {view.deck_count}", (rect.right - 8, rect.y + 3), 14,
                        (200, 220, 236), "sans", "topright")
        for r in range(5):
            card = pygame.Rect(rect.x + 6 + r * 23, rect.y + 24, 20, 30)
            art.draw_resource_card(surface, fonts, card, r, dim=view.bank[r] == 0)
            theme.blit_text(surface, fonts, str(view.bank[r]), (card.centerx, card.bottom + 2), 14,
                            theme.TEXT if view.bank[r] > 3 else theme.BAD, "bold", "midtop")

    def _draw_marks(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        """The last placed piece pulses; a piece being placed grows into place."""
        if self.last_piece is not None:
            kind, ident = self.last_piece
            if kind == "road":
                pos = self.edge_px.get(ident)
            else:
                pos = self.corner_px.get(ident)
            if pos is not None:
                radius = 17 + int(3 * self.pulse(4))
                pygame.draw.circle(surface, (255, 240, 170), (int(pos[0]), int(pos[1])), radius, 2)
        if step is not None and step.kind == "build":
            ident = step.data["ident"]
            pos = self.edge_px.get(ident) if step.data["piece"] == "road" else self.corner_px.get(ident)
            if pos is not None:
                t = ease_out(step.progress)
                pygame.draw.circle(surface, theme.HIGHLIGHT, (int(pos[0]), int(pos[1])), int(8 + 30 * t),
                                   max(1, int(5 * (1 - t)) + 1))

    def _draw_targets(self, surface: pygame.Surface, view: KrowniaView) -> None:
        corners, edges, hexes = self.targets(view)
        glow = 2 + int(2 * self.pulse(5))
        moving = {a.args[0] for a in self.legal_of("move_auto_pair")}
        for c, action in corners.items():
            x, y = self.corner_px[c]
            colour = (120, 220, 255) if c in moving else (255, 240, 150)
            if action.kind == "steal":
                colour = theme.BAD
            pygame.draw.circle(surface, (20, 20, 24), (int(x), int(y)), 10)
            pygame.draw.circle(surface, colour, (int(x), int(y)), 8 + glow // 2, 3)
        for e in edges:
            a, b = B.edge_corners(e)
            pa, pb = self.corner_px[a], self.corner_px[b]
            sa = (pa[0] + (pb[0] - pa[0]) * 0.22, pa[1] + (pb[1] - pa[1]) * 0.22)
            sb = (pa[0] + (pb[0] - pa[0]) * 0.78, pa[1] + (pb[1] - pa[1]) * 0.78)
            pygame.draw.line(surface, (20, 20, 24), sa, sb, 11)
            pygame.draw.line(surface, (255, 240, 150), sa, sb, 5 + glow // 2)
            mid = (int((pa[0] + pb[0]) / 2), int((pa[1] + pb[1]) / 2))
            pygame.draw.circle(surface, (20, 20, 24), mid, 7)
            pygame.draw.circle(surface, (255, 250, 210), mid, 5)
        hovered_hex = None
        if hexes and self.board_rect.collidepoint(self.mouse):
            h = self.hexes.from_pixel(*self.mouse)
            hovered_hex = next((t.hex_id for t in view.tiles if (t.q, t.r) == h), None)
        for hid in hexes:
            pts = art.hex_points(self.tile_centre[hid], self.hexes.size - 7)
            pygame.draw.polygon(surface, (20, 20, 24), pts, 7)
            pygame.draw.polygon(surface, (255, 240, 150) if hid != hovered_hex else (255, 255, 255), pts,
                                3 + glow // 2 + (2 if hid == hovered_hex else 0))
        if hovered_hex in hexes and self.app.settings.show_hints:  # where the Pirate would stand
            cx, cy = self.tile_centre[hovered_hex]
            art.draw_pirate(surface, (cx - (26 if view.tiles[hovered_hex].number else 0), cy), 0.9)
        if self.keyboard:
            spots = self.spot_list(view)
            if spots:
                x, y = spots[self.focus % len(spots)][1]
                pygame.draw.circle(surface, (120, 200, 255), (int(x), int(y)), 18, 4)
        if self.hint is not None:  # the hint's spot, in the hint colour
            k, args = self.hint.kind, self.hint.args
            spot = None
            if k in ("place_village", "build_village", "build_town", "move_auto_pair") and args:
                spot = self.corner_px.get(args[0])
            elif k in ("place_road", "build_road") and args:
                spot = self.edge_px.get(args[0])
            elif k == "move_pirate" and args:
                spot = self.tile_centre.get(args[0])
            if spot is not None:
                pygame.draw.circle(surface, (90, 210, 235), (int(spot[0]), int(spot[1])), 16 + glow, 4)
        # While hovering a lit spot, preview the piece in the player's colour.
        seat = self.human_to_act()
        if seat is not None and self.app.settings.show_hints and self.board_rect.collidepoint(self.mouse):
            c = nearest({c: self.corner_px[c] for c in corners}, self.mouse, PICK_CORNER) if corners else None
            if c is not None and corners[c].kind in ("place_village", "build_village", "build_town"):
                draw = art.draw_town if corners[c].kind == "build_town" else art.draw_village
                draw(surface, self.corner_px[c], art.shade(self.seat_colour(seat), 0.25), self.seat_mark(seat))
            elif c is None and edges:
                e = nearest({e: self.edge_px[e] for e in edges}, self.mouse, PICK_EDGE)
                if e is not None:
                    a, b = B.edge_corners(e)
                    art.draw_road(surface, self.corner_px[a], self.corner_px[b],
                                  art.shade(self.seat_colour(seat), 0.25), self.seat_mark(seat))
