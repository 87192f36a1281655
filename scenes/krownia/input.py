"""KROWNIA's input: clicks and keys become actions, through the table's controls and lit spots.

Everything a player does is a click: a build button then a lit spot, a hand card to discard, a tile for the
Pirate, a chip in a small picker; right-click drops a half-made choice. Keys arrive as intents
(`keymap.intent_of`): the table's letter shortcuts press the build buttons; the arrows, Tab and Enter are the
shared keyboard cursor's (scenes/table/focus.py), which clicks the same spots and buttons a mouse does.

`TableInput` is given the table (`human_to_act`, `legal_actions`, `legal_of`, `act`, `app`), the geometry,
the selection, the trade dialog and the action panel (their controls), and the letter shortcuts.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.art import Control
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import PICK_CORNER, PICK_EDGE, KrowniaGeometry
from baraza.scenes.krownia.keyboard import KeyboardSpots
from baraza.scenes.krownia.panels import ActionPanel
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.trade import TradeDialog
from baraza.scenes.render.hexes import nearest
from baraza.scenes.ui.keymap import intent_of


class TableInput:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, selection: Selection, trade: TradeDialog,
                 actions: ActionPanel, shortcuts: dict[str, str], keys: KeyboardSpots) -> None:
        self.table = table
        self.geometry = geometry
        self.selection = selection
        self.trade = trade
        self.actions = actions
        self.shortcuts = shortcuts  # letter -> intent (the control of that name)
        self.keys = keys  # the keyboard cursor's own stops (a build spot with no piece picked)

    def controls(self, view: KrowniaView) -> list[Control]:
        """Every clickable control now: the open dialog's first (it sits on top), then the side panel."""
        return self.trade.controls(view) + self.actions.controls(view)

    def control(self, name: str) -> Control | None:
        """The control called `name` in the current frame (for tests and the keyboard)."""
        view = self.table.current_view()
        return next((c for c in self.controls(view) if c.name == name), None)

    def handle(self, event: pygame.event.Event, view: KrowniaView) -> bool:
        sel = self.selection
        if event.type == pygame.MOUSEMOTION:
            sel.mouse = event.pos
            self.keys.pointed(event.pos, getattr(event, "keyboard", False))
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event, view)
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            sel.mode = None
            if sel.dialog:
                sel.dialog = None
            return True
        if event.button != 1:
            return False
        pos = event.pos
        for ctl in self.controls(view):
            if ctl.rect.collidepoint(pos):
                if ctl.enabled and ctl.on_click is not None:
                    ctl.on_click()
                return True
        dialog = self.trade.rect(view)
        if dialog is not None and dialog.collidepoint(pos):
            return True  # a click on the dialog's background does nothing
        geo = self.geometry
        if geo.hand_rect.collidepoint(pos):
            self._click_hand(view, pos, getattr(event, "keyboard", False))
            return True
        if geo.dice_rect.collidepoint(pos):
            if Action("roll") in self.table.legal_actions():  # the dice themselves roll too
                self.table.act(Action("roll"))
            return True
        if geo.board_rect.collidepoint(pos):
            self._click_board(view, pos, getattr(event, "keyboard", False))
            return True
        return False

    def _key(self, event: pygame.event.Event, view: KrowniaView) -> bool:
        """The shortcuts (R, V, T) pick Road, Village, Town."""
        intent = intent_of(event, self.shortcuts)
        if intent is not None and intent.name in self.shortcuts.values():
            ctl = self.control(intent.name)
            if ctl is not None and ctl.enabled:
                ctl.on_click()
                return True
        return False

    def _click_board(self, view: KrowniaView, pos, keyboard: bool = False) -> None:
        geo, sel, table = self.geometry, self.selection, self.table
        corners, edges, hexes = sel.targets(view)
        build = self.keys.build_at(pos, view) if keyboard else None
        if build is not None:  # Enter on a build stop with no build chosen: it chooses that build, here (keyboard.py)
            piece = build.kind[len("build_"):]
            sel.mode = piece
            self.keys.armed = build  # the cursor stays on this spot (the table's focus_after_choice)
            table.app.toast(f"{piece.capitalize()} chosen: press Enter again to build it here, Esc to choose again.", 2.4)
            return
        if corners:
            c = nearest({c: geo.corner_px[c] for c in corners}, pos, PICK_CORNER)
            if c is not None:
                table.act(corners[c])
                sel.mode = None
                return
        if edges:
            e = nearest({e: geo.edge_px[e] for e in edges}, pos, PICK_EDGE)
            if e is not None:
                table.act(edges[e])
                sel.mode = None
                return
        if hexes:
            hid = geo.tile_at(pos)
            # Enter on a tile the cursor's ring was never shown on (the first key pressed): the player chose none
            if hid in hexes and keyboard and not self.keys.shown(pos) and not self.keys.lesson():
                table.app.toast("Choose the Pirate's tile with the arrows first, then press Enter.", 2.4, key="input")
                return
            if hid in hexes:
                table.act(hexes[hid])
                return
        if hexes and geo.tile_at(pos) == view.pirate_hex:  # the Pirate's own tile (where the keys' cursor starts)
            table.app.toast("The Pirate must move: choose another tile (arrows, then Enter).", 2.4, key="input")
        elif corners or edges or hexes:
            table.app.toast("Pick one of the lit spots.", 1.6)
        elif view.phase == "main" and table.legal_of("build_road", "build_village", "build_town"):
            table.app.toast("Choose Road, Village or Town on the right first.", 2.0)

    def _click_hand(self, view: KrowniaView, pos, keyboard: bool = False) -> None:
        if self.table.human_to_act() is None or view.hand is None:
            return
        for r in range(5):
            if self.geometry.hand_card_rect(r).collidepoint(pos):
                discard = Action("discard", (r,))
                if discard in self.table.legal_actions():
                    self.table.act(discard)
                elif keyboard:  # keys19: Enter on a card that does nothing now says so (keyboard.py)
                    self.table.app.toast(self.keys.idle_card(r), 3.0, key="input")
                return
        for kind, rect in self.geometry.dev_card_rects(view):
            if rect.collidepoint(pos):
                self.play_dev(kind)
                return

    def play_dev(self, kind: str) -> None:
        table = self.table
        if kind == "monopoly":
            if table.legal_of("play_monopoly"):
                self.selection.dialog = "monopoly"
            return
        action = Action("play_" + kind)
        if action in table.legal_actions():
            table.act(action)
        elif kind != "victory_point":
            table.app.toast("That card cannot be played now (one per turn, never the turn you bought it).", 2.4)
