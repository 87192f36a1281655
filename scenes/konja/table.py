"""The Konja table: two players, five Ancestors, the Summoning Pyramid, Relics, Spells and dice.

The viewer's side is at the bottom, the opponent's across the top; the dice tray and the prompt panel
sit in between. Every decision is a click: Ancestor tiles, cards, dice, pyramid rows, Cloud piles, and
the buttons of the prompt panel. The scene reads only views, move records and legal actions.

This module holds the scene's state and flow; each concern is a mixin of its own module:
layout (geometry, hit-testing), clicks (input), card_use (Spells and Relics in Bones), plan (the
Collection), prompt (the prompt panel), draw_board / draw_players / sprites (drawing), hover
(zoomed cards, tooltips), animation, history (what the records say).
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.game.konja.dice import SplitSolver
from baraza.scenes.konja.animation import TableAnimations
from baraza.scenes.konja.art import PYRAMID_ROWS, pyramid_rows
from baraza.scenes.konja.card_use import CardUse
from baraza.scenes.konja.clicks import TableInput
from baraza.scenes.konja.draw_board import BoardDrawing
from baraza.scenes.konja.draw_players import PlayerDrawing
from baraza.scenes.konja.history import RecordReading
from baraza.scenes.konja.hover import HoverInfo
from baraza.scenes.konja.layout import TableLayout
from baraza.scenes.konja.plan import CollectionPlan
from baraza.scenes.konja.prompt import PromptPanel
from baraza.scenes.konja.sprites import TableSprites
from baraza.scenes.konja.tutorial import TableTutorial
from baraza.scenes.table.base import TableScene
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import Button


class KonjaScene(TableTutorial, TableInput, CardUse, CollectionPlan, PromptPanel, BoardDrawing, PlayerDrawing,
                 TableSprites, HoverInfo, TableAnimations, RecordReading, TableLayout, TableScene):
    layout_name = "konja"
    hides_hands = True  # two humans at one screen: Spells are hidden between turns

    def __init__(self, app, match, save_path=None) -> None:
        super().__init__(app, match, save_path)
        self.z = {name: self.layout.zone(name) for name in self.layout.zones}
        base = self.z["ancestors"]
        self.tile_rects: dict[str, pygame.Rect] = {}
        for (col, row), props in self.layout.tiles.items():
            rect = pygame.Rect(base.x + col * self.layout.tile_width, base.y + row * self.layout.tile_height,
                               self.layout.tile_width, self.layout.tile_height).inflate(-6, -4)
            self.tile_rects[props["ancestor"]] = rect
        self.rows = dict(zip([k for k, _, _ in PYRAMID_ROWS], pyramid_rows(self.z["pyramid"]), strict=True))
        self._cards: dict[tuple, pygame.Surface] = {}  # rendered card faces and sprites, by what and size
        self.static = self._draw_static()
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.prompt_buttons: list[Button] = []
        self._prompt_sig: tuple = ()
        self._prompt_lines: list[str] = []
        self._button_actions: dict[str, Action] = {}
        self.plan: list[tuple[str, tuple[int, ...]]] = []
        self.plan_key: tuple | None = None
        self.splits = SplitSolver(4096)  # best splits of the dice, asked every frame in Bones and Collection
        self.drag: int | None = None  # the die held down by the mouse (dragged to a row or a card)
        self.drag_start: tuple[int, int] = (0, 0)
        self._idol_key: int | None = None
        self._idols: dict[str, int] = {}
        self._clear_choice()

    # --- selection state -------------------------------------------------------------------------
    def _clear_choice(self) -> None:
        self.sel_card: tuple[str, object] | None = None  # ("spell", card id) or ("relic", slot)
        self.marked: list[int] = []  # number dice picked, in click order
        self.marked_spells: list[int] = []  # hand positions of the Spells to discard with Chaac!
        self.action_pick: int | None = None
        self.power_pick: int | None = None
        self.target_pick: tuple | None = None
        self.offer_pick: int | None = None
        self.red_pick: int | None = None

    def reset_selection(self) -> None:
        self._clear_choice()
        self.plan_key = None
        self.drag = None

    def on_record(self, record: MoveRecord) -> None:
        self._clear_choice()
        self._idol_key = None

    def on_undo(self) -> None:
        self._idol_key = None  # after an undo the same number of moves may hold other Idols

    # --- the players panel -----------------------------------------------------------------------
    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        # Cloud points go on their own line: AI seat labels are too long to share a row with them.
        self.draw_seat_list(surface, rect)
        points = " · ".join(f"{p.name} {p.cloud_points}" for p in view.players)
        if view.final_round and not view.over:
            note, colour = f"FINAL ROUND  ☁ {points} / {view.target}", theme.BAD
        else:
            note, colour = f"☁ {points}  (first to {view.target})", theme.TEXT_DIM
        theme.blit_text(surface, self.app.fonts, note, (rect.x + 16, rect.y + 92), 14, colour, "bold")


SCENE = KonjaScene
