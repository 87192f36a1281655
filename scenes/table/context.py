"""What every part of a table is built with: the table context.

A table (base.py) is composed of parts it owns (views, intents, saving, turn panel, log, recap, action spots,
AI turns, lesson, timer, hot-seat cover, results keeper, seat list, buttons). Each part gets what it needs
through a `TableContext` made once per table, and tells the others what happened through its `bus`
("record" after every applied move, "undo" after an undo) instead of calling into the table.

`TableHost` declares what parts may read or write on the game's table: the state games and screens see as
plain attributes (the viewer, the match version, the hint, a running lesson...) and the hooks a game's table
overrides. A part never uses anything of the table that is not declared here.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.core.spec import GameSpec
from baraza.scenes.ui.animation import AnimationQueue
from baraza.scenes.ui.layout import TableLayout

if TYPE_CHECKING:
    from baraza.scenes.app import App
    from baraza.scenes.table.tutorial import TutorialOverlay
    from baraza.scenes.table.views import TableViews


class TableHost(Protocol):
    """The game's table as its parts see it."""

    viewer: int | None  # whose eyes the table shows (None: nobody's, e.g. hot-seat while an AI plays)
    _match_version: int  # bumped by every move and undo: games key their caches on it
    hint: Action | None  # the AI's suggestion for the seat to act, while it holds
    tutorial: TutorialOverlay | None  # the running lesson, if any
    turn_clock: float  # seconds the seats to act have been acting
    hides_hands: bool  # hidden-information games cover the table between two human seats
    cover_on_enter: bool  # a resumed hot-seat match opens on the hand-over cover
    results_shown: bool  # the results screen was opened (or must not be)
    extra_result_lines: list[str]

    def seat_labels(self) -> list[str]: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def whose_turn(self, view: Any) -> int | None: ...
    def handoff_reason(self, seat: int, view: Any) -> str: ...
    def action_spot(self, action: Action, view: Any) -> pygame.Rect | None: ...
    def reset_selection(self) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class TableBus:
    """A tiny event bus: parts subscribe to a topic; `emit` calls them in the order they subscribed."""

    def __init__(self) -> None:
        self._subscribers: dict[str, list[Callable[..., None]]] = defaultdict(list)

    def on(self, topic: str, listener: Callable[..., None]) -> None:
        self._subscribers[topic].append(listener)

    def emit(self, topic: str, *args: Any) -> None:
        for listener in list(self._subscribers[topic]):
            listener(*args)


@dataclass
class TableClock:
    """Seconds the table has been shown; drives gentle blinking."""

    t: float = 0.0

    def pulse(self, speed: float = 3.0) -> float:
        """0..1, for gently blinking highlights."""
        return 0.5 + 0.5 * math.sin(self.t * speed)


@dataclass
class TableContext:
    app: App
    match: Match
    spec: GameSpec
    layout: TableLayout
    animations: AnimationQueue
    views: TableViews
    host: TableHost
    bus: TableBus = field(default_factory=TableBus)
    clock: TableClock = field(default_factory=TableClock)

    @property
    def fonts(self):
        return self.app.fonts

    @property
    def read_only(self) -> bool:
        """Input off, no AI turns, no saving, no score recording, no hand-over cover (results, replays)."""
        return self.views.read_only

