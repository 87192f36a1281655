"""One frame of the KROWNIA table, put together from its parts: the island, the dice, the build column, the
hand, the open dialog and the players panel come from the frame cache while their keys are unchanged (the
cache is emptied by every move and undo); the lit spots, marks, flights, banners, the last move's caption and
the tooltip are drawn on top every frame.

`TableFrame` is given the table (`human_to_act`, `legal_actions`, `viewer`, `status_line`, `turn_clock`,
`match`, `animations`, `app`) and the parts it composes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.animate import KrowniaAnimations
from baraza.scenes.krownia.board_draw import BoardDrawing
from baraza.scenes.krownia.captions import MoveCaption
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry, shadowed
from baraza.scenes.krownia.hand import HandPanel
from baraza.scenes.krownia.layers import LayerCache
from baraza.scenes.krownia.panels import ActionPanel, DicePanel
from baraza.scenes.krownia.players import PlayersPanel
from baraza.scenes.krownia.prompts import KrowniaPrompts
from baraza.scenes.krownia.selection import Selection
from baraza.scenes.krownia.trade import TradeDialog


@dataclass
class TableParts:
    """The drawing parts a frame is made of."""

    geometry: KrowniaGeometry
    selection: Selection
    layers: LayerCache
    board: BoardDrawing
    dice: DicePanel
    actions: ActionPanel
    hand: HandPanel
    trade: TradeDialog
    players: PlayersPanel
    prompts: KrowniaPrompts
    animations: KrowniaAnimations
    captions: MoveCaption


class TableFrame:
    def __init__(self, table: KrowniaTable, parts: TableParts) -> None:
        self.table = table
        self.parts = parts

    def draw_table(self, surface: pygame.Surface, view: KrowniaView) -> None:
        table, p = self.table, self.parts
        step = table.animations.current
        blind = table.app.settings.colour_blind
        pirate_moving = step is not None and step.kind == "pirate"
        board_key = (view.corner_owner, view.corner_level, view.road_owner, view.pirate_hex, pirate_moving, view.bank,
                     view.deck_count, blind)
        p.layers.paint(surface, "board", board_key, p.board.island_rect(),
                       lambda: p.board.paint_island(surface, view, step))
        p.board.draw_overlays(surface, view, step)
        if step is not None and step.kind == "roll":
            p.dice.draw(surface, view, step)
        else:
            p.layers.paint(surface, "dice", p.dice.looks(view), shadowed(p.geometry.dice_rect),
                           lambda: p.dice.draw(surface, view))
        seat = table.human_to_act()
        sel = p.selection
        # the turn buttons' "Enter" follows the cursor's showing and the Hint's move (panels.py: ActionPanel._enter)
        key = (seat, table.viewer, sel.mode, sel.dialog, sel.hovered(p.actions.controls(view)), blind,
               p.prompts.prompt(view), getattr(table.focus, "active", False), table.hint)
        p.layers.paint(surface, "actions", key, shadowed(p.geometry.actions_rect), lambda: p.actions.draw(surface, view))
        hovered_dev = next((k for k, r in p.geometry.dev_card_rects(view) if r.collidepoint(sel.mouse)), None)
        key = (table.viewer, seat, hovered_dev, blind, table.app.settings.show_hints)
        p.layers.paint(surface, "hand", key, shadowed(p.geometry.hand_rect), lambda: p.hand.draw(surface, view))
        dialog = p.trade.rect(view)
        if dialog is not None:
            key = (seat, p.trade.kind(view), sel.hovered(p.trade.controls(view)), sel.give, sel.get, blind,
                   p.trade.countdown(view))  # an offer's "declined in N s" counts down (krownia19)
            p.layers.paint(surface, "dialog", key, shadowed(dialog), lambda: p.trade.draw(surface, view))
        p.animations.draw(surface)
        p.captions.draw(surface)
        p.hand.offer_zoom(view)
        p.board.draw_tooltip(surface, view, dialog)

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view: KrowniaView) -> None:
        table = self.table
        limit = table.match.options.get("turn_timer") or 0
        clock = int(limit - table.turn_clock) if limit and table.human_to_act() is not None else None
        key = (table.viewer, table.status_line(), clock, table.app.settings.colour_blind)
        self.parts.layers.paint(surface, "info", key, shadowed(rect),
                                lambda: self.parts.players.draw(surface, rect, view))
