"""What the Konja table's parts may ask of the table that owns them: the table's public API, and nothing
else. The parts are typed with `TableAPI`, so a reader (or a type checker) follows every call from a part to
the table; a test holds the parts to these names.
"""

from __future__ import annotations

from typing import Any, Protocol

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.scenes.ui.animation import AnimationQueue


class TableAPI(Protocol):
    app: Any  # fonts, settings, card_zoom, toast(), sounds
    match: Match  # read for its records, seats and is_over(); moves go through submit_intent
    animations: AnimationQueue
    viewer: int | None  # whose eyes the table shows
    hint: Action | None  # the hint on show, if any

    def legal_actions(self) -> list[Action]: ...

    def current_view(self) -> Any: ...

    def submit_intent(self, action: Action) -> bool: ...

    def submit_intents(self, actions: list[Action]) -> None: ...

    def pulse(self, speed: float = 3.0) -> float: ...

    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

    def seat_labels(self) -> list[str]: ...

