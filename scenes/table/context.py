"""What every part of a table is built with: the table context.

A table (base.py) is composed of parts it owns (views, intents, saving, turn panel, log, recap, action spots,
AI turns, lesson, timer, hot-seat cover, results keeper, seat list, buttons). Each part gets what it needs
through a `TableContext` made once per table, and tells the others what happened through its `bus`
("record" after every applied move, "undo" after an undo) instead of calling into the table. Every listener
declares the `Stage` it runs in, and the bus calls the stages in their order, whatever order parts subscribe in.

`TableHost` declares what parts may read or write on the game's table: the state games and screens see as
plain attributes (the viewer, the match version, the hint, a running lesson...) and the hooks a game's table
overrides. A part never uses anything of the table that is not declared here.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import IntEnum
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
    def submit_intent(self, action: Action) -> bool: ...  # a move for the human to act, through the lesson gate
    def submit_intents(self, actions: list[Action]) -> None: ...


class Stage(IntEnum):
    """When a bus listener runs among the others: every "record" (a move applied) and "undo" runs the stages in
    this order. Within a stage the listeners run in the order they subscribed, and none relies on that order:
    a listener that needs another's work declares a later stage."""

    GATE = 1  # input gate: which clicks the table takes next depends on who moved (the click gate)
    STATE = 2  # what later stages read: the view cache's version and viewer, the pacing (animation speed, caption
    # hold, a pending AI answer dropped), the log's hold (taken before the move's animation is queued), the clock
    PRESENTATION = 3  # what the player sees and hears: the game's animate_record, hint and toasts, the sound, the
    # action spot, the lesson, the recap, speech, the keyboard cursor
    PERSISTENCE = 4  # the autosave, of the match as it now stands
    GAME = 5  # the game's own bookkeeping (on_record, on_undo), once the shared parts are done


class TableBus:
    """A tiny event bus: parts subscribe to a topic in a declared `Stage`; `emit` calls the stages in order."""

    def __init__(self) -> None:
        self._subscribers: dict[str, list[tuple[Stage, Callable[..., None]]]] = defaultdict(list)

    def on(self, topic: str, listener: Callable[..., None], stage: Stage | None = None) -> None:
        if not isinstance(stage, Stage):
            names = ", ".join(f"Stage.{s.name}" for s in Stage)
            raise ValueError(f"the bus listener {getattr(listener, '__qualname__', listener)!r} for {topic!r} must "
                             f"declare its stage, one of {names}; got {stage!r}")
        listeners = self._subscribers[topic]
        at = next((i for i, (s, _) in enumerate(listeners) if s > stage), len(listeners))  # after its stage's last
        listeners.insert(at, (stage, listener))

    def emit(self, topic: str, *args: Any) -> None:
        for _stage, listener in list(self._subscribers[topic]):
            listener(*args)

    def listeners(self, topic: str) -> list[tuple[Stage, Callable[..., None]]]:
        """(stage, listener) in the order `emit` calls them (docs and tests read it)."""
        return list(self._subscribers[topic])


PULSE_LOW, PULSE_HIGH = 0.25, 0.75  # the two steps of a blink (tables draw int(2 * pulse()) and pulse() > 0.5)
CALM_AFTER = 8.0  # seconds without input or a move after which blinks hold still, lit: an idle table draws nothing


@dataclass
class TableClock:
    """Seconds the table has been shown; drives gentle blinking."""

    t: float = 0.0
    still: float = 0.0  # seconds since the last input or move
    speeds: set[float] = field(default_factory=set)  # the blinks drawn since the table last began a frame

    def advance(self, dt: float) -> None:
        self.t += dt
        self.still += dt

    def stir(self) -> None:
        """Input or a move: blinks start again."""
        self.still = 0.0

    @property
    def calm(self) -> bool:
        return self.still >= CALM_AFTER

    def pulse(self, speed: float = 3.0) -> float:
        """0..1, for gently blinking highlights: PULSE_HIGH for half of every 2π/speed seconds, PULSE_LOW for
        the other half. Two steps rather than a smooth wave (the tables' rings only ever showed two widths), so
        a waiting table needs a new frame when a blink flips, about once a second, not 60; and none once the
        table has been still for CALM_AFTER seconds (the blinks then stay lit until the next input or move)."""
        if self.calm:
            return PULSE_HIGH
        self.speeds.add(speed)
        return PULSE_HIGH if math.sin(self.t * speed) >= 0 else PULSE_LOW

    def next_change(self) -> float | None:
        """Seconds until a blink drawn in the last frame flips or calms (a hair after, so it has), or None."""
        if not self.speeds or self.calm:
            return None
        flip = min((math.floor(self.t * s / math.pi) + 1) * math.pi / s - self.t for s in self.speeds)
        return min(flip, CALM_AFTER - self.still) + 0.002


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

