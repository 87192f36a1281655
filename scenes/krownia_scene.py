"""The KROWNIA table: the island from assets/maps/krownia.tmx, pieces, dice, hands, trades.

The Tiled map gives the hex grid (land vs sea cells, hex side, stagger) and the table's zones; the
rules keep their own axial coordinates, which `HexLayout` turns into pixels around the map's centre
cell. Everything a player does is a click: a build button then a lit spot, a hand card to discard,
a tile for the Pirate, a chip in a small picker. The scene reads only views and legal actions.
"""

from __future__ import annotations

import math

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match, MoveRecord
from baraza.game.krownia import board as B
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes import krownia_art as art
from baraza.scenes import theme
from baraza.scenes.animation import ease_in_out, ease_out
from baraza.scenes.cards import CardFace, draw_card_zoom
from baraza.scenes.dice import dice_total_badge, draw_die, tumble_face
from baraza.scenes.hexes import HexLayout, nearest
from baraza.scenes.krownia_art import RESOURCES, Control
from baraza.scenes.krownia_trade import TradeUI
from baraza.scenes.match_scene import MatchScene

COST = {"road": (1, 1, 0, 0, 0), "village": (1, 1, 1, 1, 0), "town": (0, 0, 0, 2, 3), "dev": (0, 0, 1, 1, 1)}
# The engine names the seats Red, Blue, White, Orange: the standard pieces use those colours.
KROWNIA_COLOURS = ((212, 58, 52), (48, 110, 210), (238, 236, 226), (236, 136, 34))
DEV_KINDS = ("warrior", "victory_point", "road_building", "year_of_plenty", "monopoly")
PICK_CORNER, PICK_EDGE = 20, 22  # click tolerance in pixels
CARD_W, CARD_H = 62, 88
ROW_H = 38  # the base class's seat-list row height
PRIMARY = ("roll", "end_turn", "auto_place", "skip_free_road")


class KrowniaScene(MatchScene):
    layout_name = "krownia"
    hides_hands = True  # hot-seat players each get the cover before their hand shows

    def __init__(self, app, match: Match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.board_rect = self.layout.zone("board")
        self.hand_rect = self.layout.zone("hand")
        self.dice_rect = self.layout.zone("dice")
        self.actions_rect = self.layout.zone("actions")
        self.dialog_zone = self.layout.zone("dialog")
        self.mode: str | None = None  # "road", "village", "town" while picking a build spot
        self.dialog: str | None = None  # scene-side pickers: "trade", "monopoly"
        self.mouse = (-1, -1)
        self.keyboard = False  # arrows/Tab move a focus ring over the lit spots
        self.focus = 0
        self.trade = TradeUI(self)
        self._legal_key: tuple | None = None
        self._legal: list[Action] = []
        self._layers: dict[str, tuple] = {}
        self._build_geometry()
        view = self.match.view(None)
        self.tile_centre = {t.hex_id: self.hexes.to_pixel(t.q, t.r) for t in view.tiles}
        self.harbour_badges = []
        for harbour in view.harbours:
            (ax, ay), (bx, by) = (self.corner_px[c] for c in harbour.corners)
            sx, sy = self.hexes.to_pixel(*harbour.sea_hex)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            pos = (mx + (sx - mx) * art.HARBOUR_OUT, my + (sy - my) * art.HARBOUR_OUT)
            self.harbour_badges.append((pos, harbour.resource, harbour.rate))
        self.board_surface = self._draw_board_surface(view)
        self._pieces_key: tuple | None = None
        self._pieces_surface: pygame.Surface | None = None
        self.last_piece: tuple[str, int] | None = None
        self.pirate_seen = view.pirate_hex
        self.last_total: int | None = None
        self.last_village: dict[int, int] = {}
        self._replay_marks()

    # --- geometry --------------------------------------------------------------------------------
    def _build_geometry(self) -> None:
        """Tiled's staggered hex grid → pixel centres; the map's centre cell is axial (0, 0)."""
        lay = self.layout
        zone = self.board_rect
        side = lay.hex_side or 50
        tw, th = lay.tile_width, lay.tile_height
        odd = lay.stagger_index != "even"

        def shifted(row: int) -> bool:
            return (row % 2 == 1) if odd else (row % 2 == 0)

        def centre(col: int, row: int) -> tuple[float, float]:
            return (zone.x + col * tw + (tw / 2 if shifted(row) else 0) + tw / 2,
                    zone.y + row * (th + side) / 2 + th / 2)

        def offset_q(col: int, row: int) -> int:
            return col - (row - (row & 1)) // 2 if odd else col - (row + (row & 1)) // 2

        cc = int(lay.properties.get("centre_col", lay.cols // 2))
        cr = int(lay.properties.get("centre_row", lay.rows // 2))
        self.hexes = HexLayout(centre(cc, cr), side)
        self.land_cells: list[tuple[int, int]] = []
        self.sea_cells: list[tuple[int, int]] = []
        for (col, row), props in sorted(lay.tiles.items()):
            axial = (offset_q(col, row) - offset_q(cc, cr), row - cr)
            (self.land_cells if props.get("terrain") == "land" else self.sea_cells).append(axial)
        self.corner_px = {c: self.hexes.unit_to_pixel(*B.corner_position(c)) for c in range(B.NUM_CORNERS)}
        self.edge_px = {e: self.hexes.unit_to_pixel(*B.edge_position(e)) for e in range(B.NUM_EDGES)}

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        if self.app.settings.colour_blind:
            return theme.seat_palette(True).colours[seat % 4]
        return KROWNIA_COLOURS[seat % 4]

    def seat_mark(self, seat: int) -> str:
        return theme.seat_palette(self.app.settings.colour_blind).marks[seat % 4]

    def seat_row_pos(self, seat: int) -> tuple[int, int]:
        info = self.layout.zone("info")
        return (info.x + 28, info.y + 14 + seat * ROW_H + 13)

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
        theme.blit_text(surface, fonts, f"first to {view.target} VP", (title[0], title[1] + 28), 13, theme.TEXT_DIM,
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

    # --- legal actions and targets ---------------------------------------------------------------
    def legal(self) -> list[Action]:
        seat = self.human_to_act()
        if seat is None:
            return []
        key = (self._match_version, seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.match.legal_actions(seat)
        return self._legal

    def legal_of(self, *kinds: str) -> list[Action]:
        return [a for a in self.legal() if a.kind in kinds]

    def targets(self, view: KrowniaView) -> tuple[dict, dict, dict]:
        """Clickable corners, edges and tiles right now: id -> action."""
        corners: dict[int, Action] = {}
        edges: dict[int, Action] = {}
        hexes: dict[int, Action] = {}
        if self.human_to_act() is None:
            return corners, edges, hexes
        phase = view.phase
        for a in self.legal():
            k = a.kind
            if k in ("place_village", "move_auto_pair"):
                corners[a.args[0]] = a
            elif k == "place_road":
                edges[a.args[0]] = a
            elif k == "build_road" and (phase == "road_building" or self.mode == "road"):
                edges[a.args[0]] = a
            elif k == "build_village" and self.mode == "village":
                corners[a.args[0]] = a
            elif k == "build_town" and self.mode == "town":
                corners[a.args[0]] = a
            elif k == "move_pirate":
                hexes[a.args[0]] = a
            elif k == "steal":
                for c in B.HEX_CORNERS[view.pirate_hex]:
                    if view.corner_owner[c] == a.args[0]:
                        corners[c] = a
        return corners, edges, hexes

    # --- bookkeeping from records ---------------------------------------------------------------
    def _replay_marks(self) -> None:
        """The last placed piece and each seat's newest village, from the public move list."""
        self.last_piece = None
        self.last_village = {}
        self.last_total = None
        for record in self.match.records:
            for event in record.events:
                self._note_event(event)

    def _note_event(self, event) -> None:
        if event.kind == "build":
            if event.data.get("piece") == "road":
                self.last_piece = ("road", event.data["edge"])
            else:
                self.last_piece = (event.data["piece"], event.data["corner"])
                if event.data["piece"] == "village" and event.seat is not None:
                    self.last_village[event.seat] = event.data["corner"]
        elif event.kind == "unbuild":
            self.last_piece = None
        elif event.kind == "dice":
            self.last_total = event.data["total"]

    def _on_record(self, match: Match, record: MoveRecord) -> None:
        if record.action.kind == "end_turn":
            self.reset_selection()  # a half-made choice never carries over into the next turn
        super()._on_record(match, record)

    def _on_undo(self, match: Match) -> None:
        super()._on_undo(match)
        self._replay_marks()
        self.pirate_seen = self.match.view(None).pirate_hex

    def reset_selection(self) -> None:
        self.mode = None
        self.dialog = None
        self.trade.reset()

    # --- animation -------------------------------------------------------------------------------
    def card_target(self, seat: int | None, r: int | None) -> tuple[float, float]:
        """Where a card flies to for `seat`: the viewer's hand card, or the seat's row in the players panel."""
        if seat is None:
            return self.bank_pos()
        if seat == self.viewer and r is not None:
            return self.hand_card_rect(r).center
        x, y = self.seat_row_pos(seat)
        return (x + 140, y)

    def bank_pos(self) -> tuple[float, float]:
        return self.bank_rect().center

    def bank_rect(self) -> pygame.Rect:
        return pygame.Rect(self.board_rect.x + 4, self.board_rect.y + 2, 124, 92)

    def animate_record(self, record: MoveRecord) -> None:
        flights: list[tuple] = []  # (start, end, resource or None, delay)
        for event in record.events:
            data = event.data
            kind = event.kind
            if kind == "dice":
                self.animations.add("roll", 0.85, dice=tuple(data["dice"]), seed=len(self.match.records))
            elif kind == "gain" and data.get("cards"):
                for r, n in enumerate(data["cards"]):
                    sources = self._gain_sources(event.seat, r, record.action.kind)
                    for i in range(n):
                        start = sources[i % len(sources)] if sources else self.bank_pos()
                        flights.append((start, self.card_target(event.seat, r), r, 0.07 * len(flights)))
            elif kind == "build":
                ident = data.get("edge") if data.get("piece") == "road" else data.get("corner")
                self.animations.add("build", 0.35, piece=data.get("piece"), ident=ident)
            elif kind == "discard":
                for r, n in enumerate(data.get("cards", ())):
                    for _ in range(n):
                        flights.append((self.card_target(event.seat, r), self.bank_pos(), r, 0.0))
            elif kind == "pirate":
                self.animations.add("pirate", 0.5, start=self.pirate_seen, end=data["hex"])
                self.pirate_seen = data["hex"]
            elif kind in ("steal", "transfer"):
                # A stolen card's face is seen only by the two players involved.
                victim, thief = (data["from"], event.seat) if kind == "steal" else (data["from"], data["to"])
                seen = kind == "transfer" or self.viewer in (victim, thief)
                if kind == "steal" and self.viewer in (victim, thief) and any(data.get("cards", ())):
                    # The log keeps the card secret; the two players involved learn it here.
                    res = RESOURCES[next(r for r, n in enumerate(data["cards"]) if n)]
                    names = self.match.seat_names()
                    text = (f"You stole 1 {res} from {names[victim]}" if self.viewer == thief
                            else f"{names[thief]} stole your {res}")
                    self.app.toast(text, 3.0)
                for r, n in enumerate(data.get("cards", ())):
                    for i in range(n):
                        flights.append((self.card_target(victim, r), self.card_target(thief, r), r if seen else None,
                                        0.05 * i))
            elif kind == "trade":
                for r, n in enumerate(data["give"]):
                    for i in range(n):
                        flights.append((self.card_target(data["from"], r), self.card_target(data["to"], r), r, 0.05 * i))
                for r, n in enumerate(data["get"]):
                    for i in range(n):
                        flights.append((self.card_target(data["to"], r), self.card_target(data["from"], r), r, 0.05 * i))
            elif kind == "bank_trade":
                for i in range(data["give_count"]):
                    flights.append((self.card_target(event.seat, data["give"]), self.bank_pos(), data["give"], 0.05 * i))
                flights.append((self.bank_pos(), self.card_target(event.seat, data["get"]), data["get"], 0.25))
            elif kind in ("turn", "phase") and event.seat is not None and self.match.seats[event.seat] == "human":
                humans = self.match.human_seats()
                name = self.match.seat_names()[event.seat]
                self.animations.add("banner", 0.7, text="Your turn" if len(humans) == 1 else f"{name}'s turn")
            elif kind in ("bonus", "win"):
                if flights:
                    self._queue_flights(flights)
                    flights = []
                self.animations.add("banner", 1.3 if kind == "win" else 1.0, text=event.text)
            self._note_event(event)
        if flights:
            self._queue_flights(flights)

    def _queue_flights(self, flights: list[tuple]) -> None:
        """One animation step for cards in flight; delays become fractions of the step, so the
        player's animation speed scales them with the step."""
        total = 0.6 + max(delay for *_, delay in flights)
        scaled = [(start, end, r, delay / total) for start, end, r, delay in flights]
        self.animations.add("fly", total, flights=scaled, travel=0.6 / total)

    def _gain_sources(self, seat: int | None, r: int, cause: str) -> list[tuple[float, float]]:
        """Tiles that paid resource r to `seat`: the rolled number's tiles after a roll, the new
        village's tiles at the end of setup; none (so from the bank) for Year of Plenty."""
        if seat is None or cause not in ("roll", "place_road", "auto_place"):
            return []
        view = self.match.view(None)
        own = {c for c, o in enumerate(view.corner_owner) if o == seat}
        out = []
        for tile in view.tiles:
            if tile.resource != RESOURCES[r]:
                continue
            corners = set(B.HEX_CORNERS[tile.hex_id])
            if cause == "roll":
                hit = tile.number == self.last_total and not tile.pirate and bool(corners & own)
            else:
                hit = self.last_village.get(seat) in corners
            if hit:
                out.append(self.tile_centre[tile.hex_id])
        return out

    # --- input -----------------------------------------------------------------------------------
    def controls(self, view: KrowniaView) -> list[Control]:
        """Every clickable control now: the open dialog's first (it sits on top), then the side panel."""
        return self.dialog_controls(view) + self.action_controls(view)

    def control(self, name: str) -> Control | None:
        """The control called `name` in the current frame (for tests and the keyboard)."""
        view = self.current_view()
        return next((c for c in self.controls(view) if c.name == name), None)

    def act(self, action: Action) -> None:
        self.app.sounds.play("click")
        self.submit_intent(action)

    def handle_table_event(self, event: pygame.event.Event, view: KrowniaView) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.keyboard = False
            return False
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event, view)
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            self.mode = None
            if self.dialog:
                self.dialog = None
            return True
        if event.button != 1:
            return False
        pos = event.pos
        for ctl in self.controls(view):
            if ctl.rect.collidepoint(pos):
                if ctl.enabled and ctl.on_click is not None:
                    ctl.on_click()
                return True
        dialog = self.dialog_rect(view)
        if dialog is not None and dialog.collidepoint(pos):
            return True  # a click on the dialog's background does nothing
        if self.hand_rect.collidepoint(pos):
            self._click_hand(view, pos)
            return True
        if self.dice_rect.collidepoint(pos):
            if Action("roll") in self.legal():  # the dice themselves roll too
                self.act(Action("roll"))
            return True
        if self.board_rect.collidepoint(pos):
            self._click_board(view, pos)
            return True
        return False

    def _handle_key(self, event: pygame.event.Event, view: KrowniaView) -> bool:
        """Keyboard play: arrows/Tab walk the lit spots, Enter takes the focused one (or presses the
        panel's main button); R, V, T pick Road, Village, Town."""
        spots = self.spot_list(view)
        steps = {pygame.K_TAB: 1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}
        if event.key in steps and spots:
            step = -1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else steps[event.key]
            self.focus = (self.focus + step) % len(spots) if self.keyboard else 0
            self.keyboard = True
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.keyboard and spots:
                self.act(spots[self.focus % len(spots)][2])
                self.mode = None
                self.focus = 0
                return True
            primary = next((c for c in self.action_controls(view) if c.name in PRIMARY and c.enabled), None)
            if primary is not None:
                primary.on_click()
                return True
            return False
        keys = {pygame.K_r: "build_road", pygame.K_v: "build_village", pygame.K_t: "build_town"}
        if event.key in keys:
            ctl = self.control(keys[event.key])
            if ctl is not None and ctl.enabled:
                ctl.on_click()
                self.focus = 0
                return True
        return False

    def spot_list(self, view: KrowniaView) -> list[tuple[str, tuple[float, float], Action]]:
        """The lit spots in reading order (top to bottom, left to right), for the keyboard."""
        corners, edges, hexes = self.targets(view)
        spots = [("corner", self.corner_px[c], a) for c, a in corners.items()]
        spots += [("edge", self.edge_px[e], a) for e, a in edges.items()]
        spots += [("hex", self.tile_centre[h], a) for h, a in hexes.items()]
        return sorted(spots, key=lambda s: (round(s[1][1] / 20), s[1][0]))

    def _click_board(self, view: KrowniaView, pos) -> None:
        corners, edges, hexes = self.targets(view)
        if corners:
            c = nearest({c: self.corner_px[c] for c in corners}, pos, PICK_CORNER)
            if c is not None:
                self.act(corners[c])
                self.mode = None
                return
        if edges:
            e = nearest({e: self.edge_px[e] for e in edges}, pos, PICK_EDGE)
            if e is not None:
                self.act(edges[e])
                self.mode = None
                return
        if hexes:
            h = self.hexes.from_pixel(*pos)
            hid = next((t.hex_id for t in view.tiles if (t.q, t.r) == h), None)
            if hid in hexes:
                self.act(hexes[hid])
                return
        if corners or edges or hexes:
            self.app.toast("Pick one of the lit spots.", 1.6)
        elif view.phase == "main" and self.legal_of("build_road", "build_village", "build_town"):
            self.app.toast("Choose Road, Village or Town on the right first.", 2.0)

    def _click_hand(self, view: KrowniaView, pos) -> None:
        if self.human_to_act() is None or view.hand is None:
            return
        for r in range(5):
            if self.hand_card_rect(r).collidepoint(pos):
                discard = Action("discard", (r,))
                if discard in self.legal():
                    self.act(discard)
                return
        for kind, rect in self.dev_card_rects(view):
            if rect.collidepoint(pos):
                self.play_dev(kind)
                return

    def play_dev(self, kind: str) -> None:
        if kind == "monopoly":
            if self.legal_of("play_monopoly"):
                self.dialog = "monopoly"
            return
        action = Action("play_" + kind)
        if action in self.legal():
            self.act(action)
        elif kind != "victory_point":
            self.app.toast("That card cannot be played now (one per turn, never the turn you bought it).", 2.4)

    def pick_build(self, piece: str) -> None:
        self.dialog = None
        self.mode = None if self.mode == piece else piece

    # --- controls --------------------------------------------------------------------------------
    def action_controls(self, view: KrowniaView) -> list[Control]:
        seat = self.human_to_act()
        a = self.actions_rect
        x, w = a.x + 14, a.w - 28
        out: list[Control] = [Control(pygame.Rect(x, a.bottom - 50, w, 38), "Rules", self.open_rules, name="rules")]
        legal = self.legal()
        kinds = {act.kind for act in legal}
        phase = view.phase
        primary = pygame.Rect(x, a.y + 110, w, 50)
        if seat is not None:
            if phase == "roll":
                out.append(Control(primary, "Roll the dice", self._do("roll"), style="accent", name="roll", note="Enter"))
            elif phase == "main":
                out.append(Control(primary, "End turn", self._do("end_turn"), style="accent", name="end_turn",
                               note="Enter"))
            elif phase == "setup_village" and "auto_place" in kinds:
                out.append(Control(primary, "Place for me", self._do("auto_place"), name="auto_place",
                                   note="the richest free corner"))
            elif phase == "road_building":
                out.append(Control(primary, "Skip free road", self._do("skip_free_road"), name="skip_free_road"))
        # The build rows are always there: greyed, they still show every cost and the pieces left.
        me = view.players[view.seat if view.seat is not None else view.current]
        rows = (("road", "Road", "build_road", f"{me.roads_left} left"),
                ("village", "Village", "build_village", f"{me.villages_left} left · 1 VP"),
                ("town", "Town", "build_town", f"{me.towns_left} left · 2 VP"),
                ("dev", "Dev card", "buy_dev", f"{view.deck_count} in the deck · secret"))
        y = a.y + 196
        for piece, label, kind, note in rows:
            click = self._buy_dev if piece == "dev" else self._picker(piece)
            enabled = kind in kinds and (phase == "main" or kind == "buy_dev")
            if seat is not None and phase == "main" and not enabled and view.hand is not None:
                note = _why_not(piece, view.hand, COST[piece], note)
            out.append(Control(pygame.Rect(x, y, w, 44), label, click, enabled=enabled, cost=COST[piece], note=note,
                               name=f"build_{piece}", selected=self.mode == piece))
            y += 48
        trade_ok = phase == "main" and ("bank_trade" in kinds or "open_trade" in kinds)
        out.append(Control(pygame.Rect(x, y + 6, w, 42), "Trade…", self.open_trade_dialog, enabled=trade_ok,
                           name="trade", selected=self.dialog == "trade", note="bank, harbours, players"))
        return out

    def _do(self, kind: str):
        return lambda: self.act(Action(kind))

    def _buy_dev(self) -> None:
        self.mode = None
        self.act(Action("buy_dev"))

    def _picker(self, piece: str):
        return lambda: self.pick_build(piece)

    def open_rules(self) -> None:
        from baraza.scenes.rules_screen import RulesScene

        self.app.stack.push(RulesScene(self.app, self.match.game))

    def open_trade_dialog(self) -> None:
        self.mode = None
        self.dialog = None if self.dialog == "trade" else "trade"
        self.trade.reset()

    def dialog_rect(self, view: KrowniaView) -> pygame.Rect | None:
        return self.trade.rect(view)

    def dialog_controls(self, view: KrowniaView) -> list[Control]:
        return self.trade.controls(view)

    # --- drawing ---------------------------------------------------------------------------------
    def _layer(self, surface: pygame.Surface, name: str, key, region: pygame.Rect, paint) -> None:
        """Blit the cached copy of `region` while `key` is unchanged; otherwise paint it on the screen and
        keep a copy. Frames stay cheap: most of the table changes only when a move is made."""
        region = region.clip(surface.get_rect())
        entry = self._layers.get(name)
        if entry is not None and entry[0] == key:
            surface.blit(entry[1], region)
            return
        paint()
        copy = pygame.Surface(region.size)
        if pygame.display.get_surface():
            copy = copy.convert()
        copy.blit(surface, (0, 0), region)
        self._layers[name] = (key, copy)

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
            can_roll = Action("roll") in self.legal()
            self._layer(surface, "dice", (view.dice, view.dice_counts, can_roll), _shadowed(self.dice_rect),
                        lambda: self._draw_dice(surface, view, None))
        seat = self.human_to_act()
        actions = self.action_controls(view)
        key = (self._match_version, seat, self.viewer, self.mode, self.dialog, self._hovered(actions), blind,
               self.prompt(view))
        self._layer(surface, "actions", key, _shadowed(self.actions_rect), lambda: self._draw_actions(surface, view))
        hovered_dev = next((k for k, r in self.dev_card_rects(view) if r.collidepoint(self.mouse)), None)
        self._layer(surface, "hand", (self._match_version, self.viewer, seat, hovered_dev, blind, self.app.settings.show_hints), _shadowed(self.hand_rect),
                    lambda: self._draw_hand(surface, view))
        dialog = self.trade.rect(view)
        if dialog is not None:
            controls = self.trade.controls(view)
            key = (self._match_version, seat, self.trade.kind(view), self._hovered(controls), self.trade.give,
                   self.trade.get, blind)
            self._layer(surface, "dialog", key, _shadowed(dialog), lambda: self.trade.draw(surface, view))
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
        theme.blit_text(surface, fonts, "Bank", (rect.x + 8, rect.y + 4), 13, (200, 220, 236), "bold")
        theme.blit_text(surface, fonts, f"deck {view.deck_count}", (rect.right - 8, rect.y + 5), 12,
                        (200, 220, 236), "sans", "topright")
        for r in range(5):
            card = pygame.Rect(rect.x + 6 + r * 23, rect.y + 24, 20, 30)
            art.draw_resource_card(surface, fonts, card, r, dim=view.bank[r] == 0)
            theme.blit_text(surface, fonts, str(view.bank[r]), (card.centerx, card.bottom + 3), 13,
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

    # --- dice and histogram ----------------------------------------------------------------------
    def _draw_dice(self, surface: pygame.Surface, view: KrowniaView, step) -> None:
        rect = self.dice_rect
        theme.draw_panel(surface, rect)
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Dice", (rect.x + 14, rect.y + 8), 17, theme.ACCENT, "bold")
        rolling = step is not None and step.kind == "roll"
        dice = step.data["dice"] if rolling else view.dice
        centre_y = rect.y + 60
        if dice is None:
            for i in range(2):
                draw_die(surface, (rect.x + 50 + i * 64, centre_y), 50, None, dim=True)
            theme.blit_text(surface, fonts, "no roll yet", (rect.x + 210, centre_y), 14, theme.TEXT_DIM, "sans",
                            "center")
        else:
            progress = step.progress if rolling else 1.0
            seed = step.data["seed"] if rolling else 0
            for i, value in enumerate(dice):
                face, angle, bounce = tumble_face(value, progress, seed * 2 + i)
                draw_die(surface, (rect.x + 50 + i * 64, centre_y - bounce), 50, face, angle=angle)
            if progress >= 1.0 and not (not rolling and Action("roll") in self.legal()):
                total = dice[0] + dice[1]
                dice_total_badge(surface, fonts, (rect.x + 176, centre_y), total)
                if total == 7:
                    theme.blit_text(surface, fonts, "Pirate!", (rect.x + 204, centre_y), 16, theme.BAD, "bold",
                                    "midleft")
        if not rolling and Action("roll") in self.legal():
            label = self.app.fonts.render("Click to roll", 15, theme.TEXT_DARK, "bold")
            pill = label.get_rect(midleft=(rect.x + 166, centre_y)).inflate(16, 12)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=8)
            surface.blit(label, label.get_rect(center=pill.center))
        # Histogram of every roll so far (a 7 in red: the Pirate).
        counts = view.dice_counts
        top = max(1, max(counts[2:13]))
        base_y = rect.bottom - 22
        bar_w = (rect.w - 28) // 11
        total_rolls = sum(counts)
        theme.blit_text(surface, fonts, f"{total_rolls} rolls", (rect.right - 12, rect.y + 8), 13, theme.TEXT_DIM,
                        "sans", "topright")
        last = (view.dice[0] + view.dice[1]) if view.dice and not rolling else None
        for i, n in enumerate(range(2, 13)):
            x = rect.x + 14 + i * bar_w
            h = int(64 * counts[n] / top)
            colour = theme.BAD if n == 7 else (214, 112, 90) if n in (6, 8) else (120, 150, 190)
            if n == last:
                colour = theme.HIGHLIGHT
            pygame.draw.rect(surface, theme.PANEL_DARK, (x + 2, base_y - 64, bar_w - 4, 64), border_radius=3)
            if h:
                pygame.draw.rect(surface, colour, (x + 2, base_y - h, bar_w - 4, h), border_radius=3)
                theme.blit_text(surface, fonts, str(counts[n]), (x + bar_w // 2, base_y - h - 1), 11, theme.TEXT,
                                "sans", "midbottom")
            theme.blit_text(surface, fonts, str(n), (x + bar_w // 2, base_y + 3), 13,
                            theme.BAD if n in (6, 8, 7) else theme.TEXT_DIM, "bold", "midtop")

    # --- side panel: prompt and buttons ----------------------------------------------------------
    def prompt(self, view: KrowniaView) -> tuple[str, str]:
        """(title, what is asked) for the side panel."""
        names = view.names
        seat = self.human_to_act()
        if self.match.is_over():
            return "Game over", f"{names[view.winner]} reached {view.target} VP." if view.winner >= 0 else ""
        if seat is None:
            active = view.active
            who = ", ".join(names[s] for s in active) or names[view.current]
            what = {"setup_village": "is placing a village", "setup_road": "is placing a road", "roll": "is about to roll",
                    "discard": "must discard", "move_pirate": "is moving the Pirate", "steal": "is stealing",
                    "trade_pending": "is answering a trade", "trade_compose": "is preparing a trade"}.get(
                view.phase, "is playing")
            return f"{names[view.current]}'s turn", f"{who} {what}."
        phase = view.phase
        title = "Your turn" if seat == view.current else "Your answer"
        if phase == "setup_village":
            text = f"Setup round {view.setup_round}: click a lit corner to place a village."
            if self.legal_of("move_auto_pair"):
                text += " Blue rings: an auto-placed village you may move."
            elif view.setup_round == 2:
                text += " It pays one card per tile it touches."
            return "Setup", text
        if phase == "setup_road":
            return "Setup", "Click a lit edge beside your new village to place its road."
        if phase == "roll":
            return title, "Roll the dice. You may play a development card first."
        if phase == "main":
            if self.mode == "road":
                return title, "Click a lit edge to build a road. Right-click to cancel."
            if self.mode == "village":
                return title, "Click a lit corner to build a village. Right-click to cancel."
            if self.mode == "town":
                return title, "Click one of your villages to make it a town. Right-click to cancel."
            return title, "Build, trade, play a card, or end your turn."
        if phase == "discard":
            owed = view.discard_owed[seat]
            return "A 7 was rolled", f"Discard {owed} more card{'s' if owed != 1 else ''}: click cards in your hand."
        if phase == "move_pirate":
            return title, "Move the Pirate: click any other tile. It blocks that tile and lets you steal."
        if phase == "steal":
            return title, "Steal a card: click a red-ringed building or pick a player."
        if phase == "road_building":
            return "Road Building", f"Click a lit edge: {view.free_roads_left} free road(s) left."
        if phase == "year_of_plenty":
            return "Year of Plenty", f"Take {view.plenty_left} more card(s) from the bank."
        if phase in ("trade_compose", "trade_pending"):
            return title, self.trade.prompt(view)
        return title, ""

    def _draw_actions(self, surface: pygame.Surface, view: KrowniaView) -> None:
        rect = self.actions_rect
        theme.draw_panel(surface, rect)
        fonts = self.app.fonts
        title, text = self.prompt(view)
        seat = self.human_to_act()
        colour = self.seat_colour(seat if seat is not None else view.current)
        pygame.draw.circle(surface, colour, (rect.x + 24, rect.y + 22), 9)
        theme.draw_seat_mark(surface, self.seat_mark(seat if seat is not None else view.current),
                             (rect.x + 24, rect.y + 22), 5, theme.TEXT_DARK)
        theme.blit_text(surface, fonts, title, (rect.x + 42, rect.y + 11), 20, theme.ACCENT, "bold")
        y = rect.y + 40
        for line in theme.wrap_text(fonts, text, 16, rect.w - 28)[:3]:
            theme.blit_text(surface, fonts, line, (rect.x + 14, y), 16, theme.TEXT)
            y += 21
        theme.blit_text(surface, fonts, "Build", (rect.x + 14, rect.y + 174), 15, theme.TEXT_DIM, "bold")
        theme.blit_text(surface, fonts, "cost", (rect.right - 14, rect.y + 175), 13, theme.TEXT_DIM, "sans",
                        "topright")
        controls = self.action_controls(view)
        if not any(c.name in PRIMARY for c in controls):
            self._draw_turn_order(surface, view, rect.x + 14, rect.y + 118)
        for ctl in controls:
            art.draw_control(surface, fonts, ctl, ctl.rect.collidepoint(self.mouse))

    def _draw_turn_order(self, surface: pygame.Surface, view: KrowniaView, x: int, y: int) -> None:
        """Turn number, the target, and the seat order (the snake during setup) where no button is."""
        fonts = self.app.fonts
        if view.setup_round:
            label = f"Setup round {view.setup_round} of 2 · snake order"
            order = list(view.order) + list(reversed(view.order))
        else:
            label = f"Turn {view.turn} · first to {view.target} VP"
            order = list(view.order)
        theme.blit_text(surface, fonts, label, (x, y), 14, theme.TEXT_DIM, "bold")
        step = min(30, 260 // max(1, len(order)))
        for i, seat in enumerate(order):
            cx, cy = x + 10 + i * step, y + 32
            current = (seat == view.current and (not view.setup_round or i == self._setup_index(view)))
            if current:
                pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), 12, 2)
            pygame.draw.circle(surface, self.seat_colour(seat), (cx, cy), 8)
            theme.draw_seat_mark(surface, self.seat_mark(seat), (cx, cy), 4, theme.TEXT_DARK)
            if i < len(order) - 1:
                pygame.draw.line(surface, theme.PANEL_EDGE, (cx + 10, cy), (cx + step - 10, cy), 1)

    def _setup_index(self, view: KrowniaView) -> int:
        """Where the snake stands: placed villages tell how many setup turns are done."""
        placed = sum(1 for o in view.corner_owner if o >= 0)
        return max(0, min(placed - (1 if view.phase == "setup_road" else 0), 2 * view.num_seats - 1))

    # --- hand ------------------------------------------------------------------------------------
    def hand_card_rect(self, r: int) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.x + 14 + r * (CARD_W + 8), self.hand_rect.y + 32, CARD_W, CARD_H)

    def dev_card_rects(self, view: KrowniaView) -> list[tuple[str, pygame.Rect]]:
        if view.dev_cards is None:
            return []
        kinds = [k for i, k in enumerate(DEV_KINDS) if view.dev_cards[i]]
        left = self.hand_card_rect(4).right + 26
        room = self.hand_rect.right - 12 - left
        step = min(CARD_W + 8, (room - CARD_W) // max(1, len(kinds) - 1)) if len(kinds) > 1 else 0
        return [(k, pygame.Rect(left + i * step, self.hand_rect.y + 32, CARD_W, CARD_H)) for i, k in enumerate(kinds)]

    def _draw_hand(self, surface: pygame.Surface, view: KrowniaView) -> None:
        rect = self.hand_rect
        theme.draw_panel(surface, rect)
        fonts = self.app.fonts
        if view.hand is None:
            theme.blit_text(surface, fonts, "Watching: every hand stays hidden.", rect.center, 18, theme.TEXT_DIM,
                            "sans", "center")
            return
        me = view.players[view.seat]
        theme.blit_text(surface, fonts, f"{view.names[view.seat]}'s hand · {sum(view.hand)} card{'s' if sum(view.hand) != 1 else ''}",
                        (rect.x + 14, rect.y + 8), 16, theme.readable(self.seat_colour(view.seat)), "bold")
        discarding = bool(self.legal_of("discard"))
        for r in range(5):
            card = self.hand_card_rect(r)
            glow = theme.HIGHLIGHT if discarding and view.hand[r] else None
            art.draw_resource_card(surface, fonts, card, r, view.hand[r], dim=view.hand[r] == 0, glow=glow)
            rate = me.trade_rates[r]
            theme.blit_text(surface, fonts, f"{rate}:1", (card.centerx, card.bottom + 4), 12,
                            theme.GOOD if rate < 4 else theme.TEXT_DIM, "bold" if rate < 4 else "sans", "midtop")
        left = self.hand_card_rect(4).right + 13
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, rect.y + 30), (left, rect.bottom - 10), 1)
        rects = self.dev_card_rects(view)
        dev_total = sum(view.dev_cards or ())
        label = "Development cards" if dev_total else "No development cards"
        theme.blit_text(surface, fonts, label, (left + 13, rect.y + 8), 16, theme.TEXT_DIM, "bold")
        if not dev_total and self.app.settings.show_hints:
            for i, line in enumerate(("Buy one with Sheep + Wheat + Ore.", "Play one per turn, not the turn",
                                      "you bought it. They stay secret.")):
                theme.blit_text(surface, fonts, line, (left + 13, rect.y + 40 + i * 20), 14, theme.TEXT_DIM)
        if view.my_vp_total is not None and view.dev_cards and view.dev_cards[1]:
            theme.blit_text(surface, fonts, f"{view.my_vp_total} VP counting hidden cards",
                            (rect.right - 12, rect.bottom - 22), 13, theme.ACCENT, "sans", "topright")
        playable = set(view.playable_dev) if self.human_to_act() is not None else set()
        for kind, card in rects:
            i = DEV_KINDS.index(kind)
            new = view.dev_new[i] if view.dev_new else 0
            note = "new" if new else ("play" if kind in playable else ("+1 VP" if kind == "victory_point" else ""))
            art.draw_dev_card(surface, fonts, card, kind, view.dev_cards[i], note, kind in playable,
                              card.collidepoint(self.mouse))

    def _draw_dev_zoom(self, surface: pygame.Surface, view: KrowniaView) -> None:
        for kind, card in self.dev_card_rects(view):
            if card.collidepoint(self.mouse):
                title, colour, text = art.DEV_INFO[kind]
                tags = ("click to play",) if kind in view.playable_dev and self.human_to_act() is not None else ()
                draw_card_zoom(surface, self.app.fonts, CardFace(title, text, "Development card", colour, tags=tags),
                               (card.x - 330, card.y - 60))
                return

    # --- animation drawing -----------------------------------------------------------------------
    def _draw_flights(self, surface: pygame.Surface, step) -> None:
        travel = step.data["travel"]
        for start, end, r, delay in step.data["flights"]:
            t = (step.progress - delay) / travel
            if t <= 0:
                continue
            t = ease_out(min(1.0, t))
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - 40 * 4 * t * (1 - t)
            card = pygame.Rect(0, 0, 26, 36)
            card.center = (int(x), int(y))
            art.draw_resource_card(surface, self.app.fonts, card, r)

    def _draw_banner(self, surface: pygame.Surface, step) -> None:
        t = step.progress
        alpha = min(1.0, t * 6, (1 - t) * 5)
        text = step.data["text"]
        image = self.app.fonts.render(text, 26, theme.ACCENT, "title")
        box = image.get_rect(center=(self.board_rect.centerx, self.board_rect.y + 40)).inflate(40, 20)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((20, 22, 28, int(220 * alpha)))
        pygame.draw.rect(panel, (*theme.ACCENT, int(255 * alpha)), panel.get_rect(), 2, border_radius=10)
        image = image.copy()
        image.set_alpha(int(255 * alpha))
        panel.blit(image, image.get_rect(center=(box.w // 2, box.h // 2)))
        surface.blit(panel, box)

    # --- players panel ---------------------------------------------------------------------------
    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        limit = self.match.options.get("turn_timer") or 0
        clock = int(limit - self.turn_clock) if limit and self.human_to_act() is not None else None
        key = (self._match_version, self.viewer, self.status_line(), clock, self.app.settings.colour_blind)
        self._layer(surface, "info", key, _shadowed(rect), lambda: self._paint_info(surface, rect, view))

    def _paint_info(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        fonts = self.app.fonts
        extra = []
        for p in view.players:
            text = str(p.vp_visible)
            if p.seat == view.seat and view.my_vp_total is not None and view.my_vp_total != p.vp_visible:
                text += f" ({view.my_vp_total})"  # only you see your hidden Victory Point cards
            extra.append(text)
        y = self.draw_seat_list(surface, rect, extra)
        for seat, text in enumerate(extra):  # a star before each score says what the number is
            width = fonts.get(17).size(text)[0]
            cx, cy = rect.right - 16 - width - 11, rect.y + 14 + seat * ROW_H + 13
            pygame.draw.polygon(surface, theme.ACCENT, _star((cx, cy), 7))
        # A small table: cards in hand, development cards, roads left, Warriors played, longest road.
        cols = (("Cards", "card_count"), ("Dev", "dev_count"), ("Roads", "roads_left"), ("Army", "warriors_played"),
                ("Road", "longest_road"))
        x0 = rect.x + 84
        col_w = (rect.w - 96) // len(cols)
        y += 2
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 12, y - 4), (rect.right - 12, y - 4), 1)
        for i, (label, _) in enumerate(cols):
            theme.blit_text(surface, fonts, label, (x0 + i * col_w + col_w // 2, y), 12, theme.TEXT_DIM, "sans",
                            "midtop")
        y += 20
        for p in view.players:
            pygame.draw.circle(surface, self.seat_colour(p.seat), (rect.x + 24, y + 8), 6)
            theme.blit_text(surface, fonts, view.names[p.seat], (rect.x + 34, y), 13, theme.TEXT_DIM)
            for i, (_, attr) in enumerate(cols):
                value = getattr(p, attr)
                colour = theme.TEXT
                if attr == "card_count" and value > view.discard_limit:
                    colour = theme.BAD  # at risk on a 7
                if attr == "card_count" and p.discard_owed:
                    value = f"{value}−{p.discard_owed}"  # still owes this many on the 7
                theme.blit_text(surface, fonts, str(value), (x0 + i * col_w + col_w // 2, y), 14, colour, "bold",
                                "midtop")
            y += 19
        y += 6
        half = (rect.w - 32) // 2
        for i, (title, holder) in enumerate((("Longest Road", view.longest_holder),
                                             ("Largest Army", view.army_holder))):
            box = pygame.Rect(rect.x + 12 + i * (half + 8), y, half, 40)
            held = holder >= 0
            pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
            pygame.draw.rect(surface, self.seat_colour(holder) if held else theme.PANEL_EDGE, box, 2, border_radius=8)
            theme.blit_text(surface, fonts, title, (box.x + 7, box.y + 4), 12, theme.ACCENT, "bold")
            theme.blit_text(surface, fonts, "2 VP", (box.right - 7, box.y + 5), 11, theme.TEXT_DIM, "sans",
                            "topright")
            who = f"{view.names[holder]}" if held else f"nobody · needs {5 if i == 0 else 3}"
            theme.blit_text(surface, fonts, who, (box.x + 8, box.y + 21), 13,
                            theme.readable(self.seat_colour(holder)) if held else theme.TEXT_DIM, "bold" if held else "sans")

    # --- end of game -----------------------------------------------------------------------------
    def record_high_score(self) -> list[str]:
        """The results screen's summary: VP by source, cards earned, trades, and the dice."""
        lines = super().record_high_score()
        view = self.match.view(None)
        names = view.names
        for p in view.players:
            st = p.stats
            parts = [f"villages {st['vp_villages']}", f"towns {st['vp_towns']}"]
            if st["vp_longest_road"]:
                parts.append(f"road {st['vp_longest_road']}")
            if st["vp_largest_army"]:
                parts.append(f"army {st['vp_largest_army']}")
            if st.get("vp_cards"):
                parts.append(f"cards {st['vp_cards']}")
            total = (st["vp_villages"] + st["vp_towns"] + st["vp_longest_road"] + st["vp_largest_army"]
                     + st.get("vp_cards", 0))
            lines.append(f"{names[p.seat]} {total} VP: {', '.join(parts)}")
        lines.append("Cards earned: " + ", ".join(
            f"{names[p.seat]} {sum(p.stats['resources_earned'].values())}" for p in view.players))
        lines.append("Trades: " + ", ".join(f"{names[p.seat]} {p.stats['trades_done']}" for p in view.players))
        counts = view.dice_counts
        rolls = sum(counts)
        if rolls:
            common = max(range(2, 13), key=lambda n: counts[n])
            lines.append(f"Dice: {rolls} rolls, {common} came up most ({counts[common]}×), 7 came {counts[7]}×")
        return lines


def _why_not(piece: str, hand, cost, note: str) -> str:
    """Why a build button is grey: the cards still missing, or no free spot for it."""
    missing = [RESOURCES[r] for r in range(5) if hand[r] < cost[r]]
    if missing:
        return "need " + ", ".join(missing)
    if piece == "dev":
        return "the deck is empty"
    return "no free spot" if not note.startswith("0 ") else "none left"


def _shadowed(rect: pygame.Rect) -> pygame.Rect:
    """A panel's rect plus the drop shadow `theme.draw_panel` adds below and to the right."""
    return pygame.Rect(rect.x, rect.y, rect.w + 3, rect.h + 4)


def _star(centre, radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    points = []
    for i in range(10):
        rr = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        points.append((cx + rr * math.cos(angle), cy + rr * math.sin(angle)))
    return points


SCENE = KrowniaScene
