"""A match whose authority is elsewhere, as one seat sees it: what a window's table plays on when the match runs
at a host (another machine's, or this machine's own host thread).

`NetMatch` answers what a table asks of a `Match` (views, legal actions, whose turn, the moves and the log, the
result) from the host's messages, and turns the table's `submit` into an intent sent through its `SeatLink`.
The table drains the link once a frame with `pump()`, on its own thread: listeners hear of each move there, so a
table animates a move from the network exactly as a local one. Nothing here is trusted by the host: it checks
every intent again (game/net/host.py).

What a seat cannot know is not guessed: moves made before this seat joined are placeholders (their log lines
are kept), undo is off (the host owns the match), and a move's description is the one the host sent with the
legal actions.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from baraza.game.core.action import Action
from baraza.game.core.match import LogLine, MoveRecord, Submission
from baraza.game.core.rules import Event, MatchResult
from baraza.game.net.codec import decode
from baraza.game.net.seats import REMOTE
from baraza.game.registry import get_game

NET = "net"  # the kind of a seat played at another machine (or by the host's AI), from this machine's side
UNSEEN = Action("unseen")  # a move this seat did not see (made before it joined, or hidden from it)
PUMP_LIMIT = 64  # messages taken in one frame: a long catch-up is spread over frames, the window stays live


class SeatLink(Protocol):
    """Where a `NetMatch`'s messages come from and its intents go: a `TableClient`, or the host's own seat."""

    messages: queue.Queue
    hosting: bool  # the host's own seat (this window hosts the table)

    def pump_host(self) -> None: ...
    def send_intent(self, action: Action, seq: int) -> None: ...
    def close(self) -> None: ...


@dataclass
class ClientLink:
    """A seat at another machine's table, through a `TableClient`."""

    client: Any
    hosting = False

    @property
    def messages(self) -> queue.Queue:
        return self.client.messages

    def pump_host(self) -> None:
        """Nothing to bring in: the client's thread puts the host's messages on the queue itself."""

    def send_intent(self, action: Action, seq: int) -> None:
        self.client.submit(action, seq)

    def close(self) -> None:
        self.client.stop()


@dataclass
class HostSeatLink:
    """The host machine's own player: messages from the host's `local` queue (one seat plays at a hosting
    window), intents through `TableHost.submit`; a refusal comes back as the host would send it."""

    host: Any
    seat: int
    messages: queue.Queue = field(default_factory=queue.Queue)
    announcement: Any = None  # the table as the LAN hears of it (game/net/discovery.py), closed with the table
    hosting = True

    def pump_host(self) -> None:
        """This seat's messages from the host thread's queue, and the LAN told how many seats are still open."""
        if self.announcement is not None:
            self.announcement.update_open(sum(1 for s in self.host.seats if s.kind == REMOTE and not s.claimed))
        while True:
            try:
                seat, message = self.host.local.get_nowait()
            except queue.Empty:
                return
            if seat == self.seat:
                self.messages.put(message)

    def send_intent(self, action: Action, seq: int) -> None:
        def answered(future) -> None:
            result = future.result() if not future.cancelled() and future.exception() is None else None
            if result is None or not result.ok:
                reason = result.reason if result is not None else "The table could not take that move."
                self.messages.put({"type": "refused", "code": "illegal", "reason": reason})

        self.host.submit(self.seat, action).add_done_callback(answered)

    def close(self) -> None:
        if self.announcement is not None:
            self.announcement.close()
        self.host.stop()


def _plain(value: Any) -> Any:
    """Event data from JSON as the rules made it: arrays as tuples ("$pairs" mappings as dicts)."""
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        if set(value) == {"$pairs"}:
            return {_plain(k): _plain(v) for k, v in value["$pairs"]}
        return {k: _plain(v) for k, v in value.items()}
    return value


class NetMatch:
    """The table's match for `seat` (None: a spectator) of a match hosted elsewhere. Built from the host's
    welcome (`game`, `options`, `seat_names`); `pump()` takes in what the host sent since."""

    networked = True

    def __init__(self, link: SeatLink, game: str, seat: int | None, options: dict[str, Any],
                 seat_names: list[str], title: str = "", on_message: Callable[[dict], None] | None = None) -> None:
        self.link = link
        self.spec = get_game(game)
        self.rules = self.spec.rules
        self.seat = seat
        self.options = {**self.rules.default_options(), **options}
        self.names = list(seat_names)
        self.seats = ["human" if i == seat else NET for i in range(len(seat_names))]
        self.title = title or self.rules.title
        self.seed = 0  # never sent (it would tell the deck); an agent asked for a hint seeds itself with it
        self.play_seconds = 0.0
        self.match_id = ""
        self.branched_from = None
        self.autosave_path = None
        self.lesson = False
        self.keep_snapshots = False
        self.records: list[MoveRecord] = []
        self.log: list[LogLine] = []
        self.seat_rows: list[dict[str, Any]] = []  # the host's "seats" message: who is away, who plays for whom
        self.connection = "connecting"  # joined, lost (trying again) or closed
        self.closed_reason = ""
        self.notes: list[str] = []  # refusals and connection news for the table to show, oldest first
        self.on_message = on_message
        self.host_address = ""  # host:port of the table
        self.join_code = ""
        self.join_line = ""  # at the hosting window: how friends join ("code K7P2QX at 192.168.1.20:8765")
        self.record: dict[str, Any] | None = None  # the finished match's record the host sent, for History
        self.rematches = 0  # the host started a new match at the same table this many times
        sample = self.rules.initial_state(self.options, 0, len(seat_names))
        self._view_type = type(self.rules.view(sample, seat))
        self._view: Any = self.rules.view(sample, seat)  # until the first state: the table as it begins
        self._legal: list[Action] = []
        self._words: list[str] = []
        self._active: tuple[int, ...] = ()
        self._over = False
        self._result: dict[str, Any] | None = None
        self._turn = 0
        self._waiting = False  # an intent is on its way: nothing more until the host answers
        self._synced = False  # a state arrived: the table is the host's
        self._closing = False
        self._listeners: list[Callable] = []
        self._undo_listeners: list[Callable] = []

    # --- what a table reads ---------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.rules.name

    @property
    def moves(self) -> list[tuple[int, Action]]:
        return [(r.seat, r.action) for r in self.records]

    def active_seats(self) -> tuple[int, ...]:
        return () if self._over or not self.seated() else self._active

    def seated(self) -> bool:
        """Every friend has sat down: a hosted table starts only then (until, it shows how they join)."""
        return all(row.get("taken", True) for row in self.seat_rows)

    def legal_actions(self, seat: int | None) -> list[Action]:
        if seat != self.seat or self._waiting or self._over or not self.seated():
            return []
        return list(self._legal)

    def view(self, seat: int | None) -> Any:
        return self._view  # this seat's own view, whoever the table asks for: it has no other

    def is_over(self) -> bool:
        return self._over

    def result(self) -> MatchResult:
        result = self._result or {}
        scores = result.get("scores") or [0.0] * len(self.seats)
        return MatchResult(tuple(result.get("winners", ())), tuple(scores), str(result.get("reason", "")))

    def result_lines(self) -> list[str]:
        return list((self._result or {}).get("lines", []))

    def result_tallies(self) -> dict:
        return {}

    def human_seats(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def seat_names(self) -> list[str]:
        return list(self.names)

    def turn_number(self) -> int:
        return self._turn

    def describe_action(self, seat: int, action: Action) -> str:
        if action in self._legal and len(self._words) == len(self._legal):
            return self._words[self._legal.index(action)]
        return " ".join([action.kind.replace("_", " ")] + [str(a) for a in action.args])

    def score_key(self) -> None:
        return None  # scores are kept by the host's own machine

    def turn_timer_seconds(self) -> float:
        return 0.0

    def timeout_actions(self, seat: int) -> list[Action]:
        return []

    def undo_point(self) -> None:
        return None

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    @property
    def sending(self) -> bool:
        """A move of this seat is on its way to the host (the table takes no other until it is answered)."""
        return self._waiting

    @property
    def hosting(self) -> bool:
        """This window is the host (its player's seat is on this machine's own host thread)."""
        return self.link.hosting

    def seat_note(self, seat: int) -> str:
        """Who plays `seat`, in a word or two beside its name: a friend, a friend still to join or away, an AI."""
        row = next((r for r in self.seat_rows if r.get("seat") == seat), None)
        if row is None:
            return "friend"
        if row.get("kind") == "ai":
            return str(row.get("level") or "AI").replace("ai:", "AI ")
        if row.get("kind") == "human":
            return "host"
        if not row.get("taken"):
            return "to join"
        if row.get("stand_in"):
            return "away, AI plays"
        return "away" if row.get("away") else "friend"

    def waiting_words(self, seat: int) -> str:
        """Whom the table waits for at another machine: not joined yet, away, or played for by an AI."""
        missing = [self.names[r["seat"]] for r in self.seat_rows if not r.get("taken") and r["seat"] < len(self.names)]
        if missing:  # nobody plays until everyone has sat down
            who = " and ".join(missing)
            how = f" Friends join with {self.join_line}." if self.join_line else ""
            return f"Waiting for {who} to join.{how}"
        row = next((r for r in self.seat_rows if r.get("seat") == seat), None)
        name = self.names[seat] if 0 <= seat < len(self.names) else "the other player"
        if row is None:
            return ""
        how = f" They join again with {self.join_line}." if self.join_line else ""
        if row.get("stand_in"):
            return f"{name} is away; the AI plays for them until they are back.{how}"
        if row.get("away"):
            return f"{name} is away; waiting for them to come back.{how}"
        if row.get("kind") in ("remote", "human"):  # a person at another screen, not an AI thinking
            return f"Waiting for {name}'s move."
        return ""

    def away_seats(self) -> list[int]:
        return [row["seat"] for row in self.seat_rows if row.get("away")]

    # --- changing ---------------------------------------------------------------------------------------
    def add_listener(self, listener: Callable) -> None:
        self._listeners.append(listener)

    def add_undo_listener(self, listener: Callable) -> None:
        self._undo_listeners.append(listener)

    def submit(self, seat: int, action: Action) -> Submission:
        """Send `action` to the host for this machine's seat; the move lands when the host's update comes."""
        if self.connection == "closed":
            return Submission(False, "The connection to the table is closed.")
        if seat != self.seat:
            return Submission(False, "That seat is not played at this machine.")
        if self._waiting:
            return Submission(False, "Your last move is on its way to the table.")
        if action not in self._legal:
            return Submission(False, "That move is not allowed now.")
        self._waiting = True
        self.link.send_intent(action, len(self.records))
        return Submission(True)

    def pump(self) -> bool:
        """Take in what the host sent (at most PUMP_LIMIT messages); True when anything came."""
        took = False
        for _ in range(PUMP_LIMIT):
            self.link.pump_host()
            try:
                message = self.link.messages.get_nowait()
            except queue.Empty:
                break
            took = True
            try:
                self._take(message)
            except (KeyError, TypeError, ValueError, AttributeError):
                self.notes.append("The table sent something this version cannot read; it was skipped.")
            if self.on_message is not None:
                self.on_message(message)
        return took

    def close(self) -> None:
        """Leave the table; the goodbye and the socket's close happen on a thread (the frame never waits)."""
        if not self._closing:
            self._closing = True
            threading.Thread(target=self.link.close, name="baraza-leave", daemon=True).start()

    # --- messages ---------------------------------------------------------------------------------------
    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            if self._over and not message["over"]:  # a rematch: the new match's first table
                self.record = None
            self._table(message)
            self.records = [MoveRecord(-1, UNSEEN, True, ()) for _ in range(message["seq"])]
            self.log = [LogLine(line.get("seat"), str(line["text"]), int(line.get("move", 0)))
                        for line in message["log"]]
            self._synced = True
            for listener in list(self._undo_listeners):  # as after an undo: everything drawn before is stale
                listener(self)
        elif kind == "update":
            if not self._synced or message["seq"] != len(self.records) + 1:
                return  # a replayed update the state already holds (a fresher state always comes after a gap)
            self._table(message)
            mover = message["mover"]
            action = Action.from_json(message["action"]) if message.get("action") is not None else UNSEEN
            events = tuple(Event(e["kind"], e.get("seat"), _plain(e.get("data", {})), e.get("text", ""))
                           for e in message["events"])
            record = MoveRecord(mover, action, True, events, self._turn)
            self.records.append(record)
            for event in events:
                if event.text:
                    self.log.append(LogLine(event.seat, event.text, len(self.records) - 1))
            for listener in list(self._listeners):
                listener(self, record)
        elif kind == "seats":
            self.seat_rows = list(message["seats"])
        elif kind == "refused":
            self._waiting = False
            self.notes.append(str(message.get("reason", "The table refused that.")))
        elif kind == "connection":
            self.connection = message["state"]
            if message["state"] == "closed":
                self.closed_reason = str(message.get("reason") or "The connection to the table closed.")
                self.notes.append(self.closed_reason)
            elif message["state"] == "lost":
                self.notes.append("Connection lost; trying again…")
        elif kind == "record" and self._over and isinstance(message.get("record"), dict):
            self.record = message["record"]
        elif kind == "rematch":
            self.rematches += 1  # a state of the new match follows; the table starts again on it
        elif kind == "bye":
            self.closed_reason = str(message.get("reason", ""))

    def _table(self, message: dict[str, Any]) -> None:
        self._view = decode(message["view"], self._view_type)
        self._legal = [Action.from_json(a) for a in message["legal"]]
        self._words = [str(w) for w in message.get("words", [])]
        self._active = tuple(message["active"])
        self._over = bool(message["over"])
        self._result = message.get("result")
        self._turn = int(message.get("turn", self._turn))
        self._waiting = False
