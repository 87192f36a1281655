"""The table as one seat sees it at a client, kept from the host's messages: the view (rebuilt as the game's own
view object), the legal actions, whose turn, the log and who is away. A console, an automatic player or (later)
a window reads it; nothing here talks to the network."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.spec import GameSpec
from baraza.game.net.codec import decode
from baraza.game.registry import get_game


@dataclass
class SeatMirror:
    seat: int | None = None
    spec: GameSpec | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seat_names: list[str] = field(default_factory=list)
    seq: int = -1
    legal: list[Action] = field(default_factory=list)
    active: list[int] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False
    result: dict[str, Any] | None = None
    refusals: list[dict[str, Any]] = field(default_factory=list)
    connection: str = "connecting"
    _view_type: Any = None
    _view_data: Any = None  # the view as it came; rebuilt as the game's view object when first read
    _view: Any = None

    @property
    def view(self) -> Any:
        """The seat's view as the game's own view object (None before the first state)."""
        if self._view is None and self._view_data is not None:
            self._view = decode(self._view_data, self._view_type)
        return self._view

    def apply(self, message: dict[str, Any]) -> None:
        """Take in one message from the host (or the client's own "connection" note)."""
        kind = message.get("type")
        if kind == "welcome":
            self.seat = message["seat"]
            self.spec = get_game(message["game"])
            self.options = dict(message["options"])
            self.seat_names = list(message["seat_names"])
            rules = self.spec.rules
            sample = rules.initial_state({**rules.default_options(), **self.options}, 0, len(self.seat_names))
            self._view_type = type(rules.view(sample, self.seat))
        elif kind in ("state", "update"):
            if kind == "update" and message["seq"] <= self.seq:
                return  # an update replayed after a fresher state: nothing new in it (a state always counts)
            self.seq = message["seq"]
            self._view_data, self._view = message["view"], None
            self.legal = [Action.from_json(a) for a in message["legal"]]
            self.active = list(message["active"])
            self.over = bool(message["over"])
            self.result = message.get("result")
            if kind == "state":
                self.log = [line["text"] for line in message["log"]]
            else:
                self.log.extend(e["text"] for e in message["events"] if e["text"])
        elif kind == "seats":
            self.seats = list(message["seats"])
        elif kind == "refused":
            self.refusals.append(message)
        elif kind == "connection":
            self.connection = message["state"]

    def my_turn(self) -> bool:
        return self.seat is not None and not self.over and self.seat in self.active and bool(self.legal)

    def away_seats(self) -> list[int]:
        return [row["seat"] for row in self.seats if row.get("away")]
