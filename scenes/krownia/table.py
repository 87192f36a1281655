"""The KROWNIA table: the island from assets/maps/krownia.tmx, pieces, dice, hands, trades.

The Tiled map gives the hex grid (land vs sea cells, hex side, stagger) and the table's zones; the
rules keep their own axial coordinates, which `HexLayout` turns into pixels around the map's centre
cell. Everything a player does is a click: a build button then a lit spot, a hand card to discard,
a tile for the Pirate, a chip in a small picker. The scene reads only views and legal actions.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match, MoveRecord
from baraza.game.krownia import board as B
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.animate import Animations
from baraza.scenes.krownia.art import Control
from baraza.scenes.krownia.board_draw import BoardDrawing
from baraza.scenes.krownia.geometry import PICK_CORNER, PICK_EDGE, BoardGeometry
from baraza.scenes.krownia.handoff import HandoffReasons
from baraza.scenes.krownia.panels import PRIMARY, SidePanels
from baraza.scenes.krownia.prompts import Prompts
from baraza.scenes.krownia.trade import TradeUI
from baraza.scenes.krownia.tutorial import KrowniaTutorialTargets
from baraza.scenes.render.hexes import nearest
from baraza.scenes.table.base import TableScene
from baraza.scenes.ui import theme

# The engine names the seats Red, Blue, White, Orange: the standard pieces use those colours.
KROWNIA_COLOURS = ((212, 58, 52), (48, 110, 210), (238, 236, 226), (236, 136, 34))
# The shared colour-blind palette would turn Red orange and White yellow while the log still says "Red"
# and "White". Here the hues keep their names and differ in brightness too (dark red, light orange),
# and the palette's shapes on every piece remain the second cue.
KROWNIA_COLOURS_BLIND = ((168, 34, 20), (0, 114, 178), (244, 244, 240), (240, 172, 40))


class KrowniaScene(KrowniaTutorialTargets, HandoffReasons, BoardGeometry, BoardDrawing, Animations, SidePanels, Prompts, TableScene):
    layout_name = "krownia"
    results_zones = ("dice", "actions")  # the results panel covers the build column, not the players' panel
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
        self.bonus_rects: dict[str, pygame.Rect] = {}  # Longest Road / Largest Army boxes, once drawn
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

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        if self.app.settings.colour_blind:
            return KROWNIA_COLOURS_BLIND[seat % 4]
        return KROWNIA_COLOURS[seat % 4]

    def seat_mark(self, seat: int) -> str:
        return theme.seat_palette(self.app.settings.colour_blind).marks[seat % 4]

    def legal_of(self, *kinds: str) -> list[Action]:
        return [a for a in self.legal_actions() if a.kind in kinds]

    def targets(self, view: KrowniaView) -> tuple[dict, dict, dict]:
        """Clickable corners, edges and tiles right now: id -> action."""
        corners: dict[int, Action] = {}
        edges: dict[int, Action] = {}
        hexes: dict[int, Action] = {}
        if self.human_to_act() is None:
            return corners, edges, hexes
        phase = view.phase
        for a in self.legal_actions():
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

    def on_record(self, record: MoveRecord) -> None:
        if record.action.kind == "end_turn":
            self.reset_selection()  # a half-made choice never carries over into the next turn

    def on_undo(self) -> None:
        self._replay_marks()
        self.pirate_seen = self.match.view(None).pirate_hex

    def reset_selection(self) -> None:
        self.mode = None
        self.dialog = None
        self.trade.reset()

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
            if Action("roll") in self.legal_actions():  # the dice themselves roll too
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
                if discard in self.legal_actions():
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
        if action in self.legal_actions():
            self.act(action)
        elif kind != "victory_point":
            self.app.toast("That card cannot be played now (one per turn, never the turn you bought it).", 2.4)

    def pick_build(self, piece: str) -> None:
        self.dialog = None
        self.mode = None if self.mode == piece else piece


SCENE = KrowniaScene
