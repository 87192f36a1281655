"""The one protocol every game's rules follow.

A game's rules object is stateless: all match data lives in the game's state dataclass, which the
rules create, inspect and change. The match controller (game.core.match) is the only caller that
changes a live match; AI agents change their own clones while they search.

Randomness: the state owns its `rng` (a `random.Random` seeded from the match seed). `apply` draws
dice, shuffles and cards from it and nothing else, so a match replays exactly from options + seed +
the list of (seat, action). `clone` must copy the rng too.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from baraza.game.core.action import Action

S = TypeVar("S")  # the game's full state
V = TypeVar("V")  # what one seat may see


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened while an action was applied.

    `kind` is for the scene (which animation to play), `data` holds its details (JSON-like values),
    `text` is the game-log line a player reads ("" when the event is not worth a line).
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One setup option: the setup screen cycles through `choices` (value, label); `help` is the
    one-line explanation a player reads beside it. Only the declared values are allowed. `seat` names the
    seat an option belongs to (a per-player choice); the setup screen hides it when that seat is not used.
    `needs` (key, value): the option does something only while that other option has that value; otherwise the
    setup screen shows it as not used, and says why. A `lesson_only` option is set by a lesson script to stage
    its position and never shown at setup; being an option, it is saved with the match, so a lesson played on
    still replays exactly. `since` and `legacy`: files of a format older than `since` (saves, autosaves,
    records: `format_version`) were written before this option existed, so a missing value there means
    `legacy`, the rule those matches were played with, never today's default (docs/match-record.md)."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    help: str = ""
    seat: int | None = None
    lesson_only: bool = False
    needs: tuple[str, Any] | None = None
    since: int = 1
    legacy: Any = None

    def used_with(self, options: Mapping[str, Any]) -> bool:
        """Whether this option does anything alongside `options` (see `needs`)."""
        return self.needs is None or options.get(self.needs[0]) == self.needs[1]

    def allows(self, value: Any) -> bool:
        # bool is an int in Python: True must not pass for 1, nor 1 for True.
        return any(type(value) is type(choice) and value == choice for choice, _ in self.choices)

    def label_of(self, value: Any) -> str:
        return next((label for choice, label in self.choices if choice == value), str(value))


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a finished match ended. `winners` is empty for a draw; `scores` is per seat."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str = ""


class Rules(ABC, Generic[S, V]):
    """The rules of one game. Subclasses set the class attributes and implement every method."""

    name: ClassVar[str]  # the CLI and save name, e.g. "kona"
    title: ClassVar[str]  # what a player reads, e.g. "Kona"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    # Event kinds that show a player something that was hidden (a card drawn from a shuffled deck).
    # Undo never steps back across them, as it never steps back across a dice roll.
    reveal_events: ClassVar[frozenset[str]] = frozenset()
    # Event kinds that are dice rolls (the table plays the dice sound and animation for them).
    roll_events: ClassVar[frozenset[str]] = frozenset()
    # Event kinds a replay can jump to ("a Cloud", "a combat"), with the words it shows; `key_moment` may
    # look closer at an event (KROWNIA: only a roll of seven).
    key_events: ClassVar[Mapping[str, str]] = {}

    def key_moment(self, event: Event) -> str | None:
        """Words for a moment worth jumping to in a replay, or None."""
        return self.key_events.get(event.kind)

    def caption_of(self, name: str, action: Action) -> str | None:
        """Words for a move that writes no log line ("Orange is putting an offer together"), for the caption of
        another seat's move; None: the table words it from the action's kind."""
        return None

    def option_specs(self) -> list[OptionSpec]:
        """The variants and settings a setup screen offers (beside seats and seed)."""
        return []

    def default_options(self) -> dict[str, Any]:
        return {spec.key: spec.default for spec in self.option_specs()}

    def seat_names(self, num_seats: int) -> list[str]:
        """What each seat is called in this game ("White", "Red", ...)."""
        return [f"Player {i + 1}" for i in range(num_seats)]

    def seat_names_as_played(self, state: S, num_seats: int) -> list[str]:
        """Each seat's name as the match stands in `state` (a game whose seats may change sides, as Kona's pie
        rule swaps colours, says so here); the names at the start otherwise."""
        return self.seat_names(num_seats)

    @abstractmethod
    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int) -> S:
        """A new match. All randomness from here on comes from an rng seeded with `seed`."""

    @abstractmethod
    def active_seats(self, state: S) -> tuple[int, ...]:
        """The seats that may act now (usually one; several when e.g. all discard at once)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every legal action of `seat`, in a deterministic order (never set or address order)."""

    @abstractmethod
    def apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """Change `state` in place by a legal action and say what happened."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` may see (None: a spectator). Hidden information is removed, not masked."""

    @abstractmethod
    def is_terminal(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> MatchResult:
        """Winners and scores; for an unfinished match the scores so far and no winners."""

    @abstractmethod
    def clone(self, state: S) -> S:
        """An independent copy (including the rng) for search and undo."""

    @abstractmethod
    def turn_number(self, state: S) -> int:
        """How many turns have been completed (for statistics)."""

    def open_view(self, state: S) -> V | None:
        """Every seat's hidden cards shown at once, for reading a finished match's replay ("All hands"); None
        when the game's tables cannot show that (the replay then offers the spectator's view)."""
        return None

    def turn_label(self, state: S) -> str:
        """The turn in progress as the table names it ("turn 13"), for a save's suggested name."""
        return f"turn {self.turn_number(state) + 1}"

    def turns_begun(self, state: S) -> int:
        """The turns a player counts in the match as it stands: the completed ones and, while it goes on, the one
        in progress (History's Turns: a run left on its turn 2 read "1"). The default: `turn_number` counts the
        completed turns."""
        return self.turn_number(state) + (0 if self.is_terminal(state) else 1)

    def is_legal(self, state: S, seat: int, action: Action) -> bool:
        return seat in self.active_seats(state) and action in self.legal_actions(state, seat)

    def describe_action(self, state: S, seat: int, action: Action) -> str:
        """A short phrase for an action in menus and hints (before it is applied)."""
        return str(action)

    def summarize_actions(self, view: V, seat: int, legal: Sequence[Action]) -> list[str]:
        """The kinds of action open to `seat` now, each a short phrase in the game's own words ("build a
        road or village", "end your turn"), most important first. The table joins them into its "You can: …"
        line. `legal` is that seat's legal actions and `view` what it sees. The default names each action
        kind once, in the order the kinds first appear."""
        return group_by_kind(legal)

    # --- optional parts of the protocol: every game has them, most keep the defaults ------------
    def turn_timer_seconds(self, options: Mapping[str, Any]) -> float:
        """How long a human seat may take for a turn before `timeout_actions` play for it (0: no timer)."""
        return 0.0

    def timeout_actions(self, state: S, seat: int) -> list[Action]:
        """What happens for `seat` when its turn timer ran out (only asked when there is a timer)."""
        return []

    def score_key(self, state: S) -> tuple[str, int] | None:
        """For a finished solo match: (high-score table, score). None: the game keeps no high scores."""
        return None

    def score_parts(self, state: S) -> list[tuple[str, int]]:
        """Where seat 0's score (the score key's) comes from, in the game's words, summing to it: the run
        breakdown of solo history. [] when the game does not say."""
        return []

    def result_tallies(self, state: S) -> dict[str, dict[str, int]]:
        """Extra per-match counts an arena sums up, e.g. {"colour_wins": {"White": 1, "Black": 0}}. A tally
        named "dice_rolls" ({face or total: times rolled}, in display order) is drawn as bars on the results
        screen."""
        return {}

    def event_seen_by(self, event: Event, viewer: int | None) -> Event | None:
        """`event` as `viewer` (a seat; None: a spectator) at another machine may see it, or None to send nothing.
        The default keeps its kind, seat and log line (the log is public) and drops its data, which may name a
        hidden card; a game whose event data is public, or public to some seats, returns more."""
        return Event(event.kind, event.seat, {}, event.text)

    def action_seen_by(self, mover: int, action: Action, viewer: int | None) -> Action | None:
        """The action `mover` played as `viewer` may see it, or None. The default shows it to the mover alone: an
        action may name a hidden card (a face-down play, a trade offer still being drafted)."""
        return action if viewer == mover else None

    def describe_action_seen_by(self, state: S, seat: int, action: Action, viewer: int | None) -> str | None:
        """`seat`'s `action` (open to it in `state`, not made) in the words `viewer` may read while the match can
        still be continued: a replay's "better" move for another seat must not name a card hidden from the viewer
        ("Play a development card", not the card). None: it cannot be worded without telling what is hidden. The
        default: the whole words where `action_seen_by` would show the action to `viewer`, else None."""
        if viewer == seat or self.action_seen_by(seat, action, viewer) is not None:
            return self.describe_action(state, seat, action)
        return None

    def continues_move(self, previous: tuple[int, Action], seat: int, action: Action) -> bool:
        """Whether `action` by `seat` is a step of the move `previous` (seat, action: the action just before it)
        began or went on with, not a move of its own: a trade drafted card by card and answered by the others is
        one move to a player. The replay lists such steps as one entry, History counts one move, and the
        analysis judges the move whole (a half-drafted offer is no position to judge). The default: every
        action is a move of its own. Words only: no rule or record changes."""
        return False

    def notable(self, event: Event, viewer_name: str) -> bool:
        """Whether `event`'s log line matters to the player called `viewer_name` more than the routine ones: a
        recap that must shorten keeps these and drops the others first (scenes/table/recap.py). The default: a
        key moment (`key_moment`), or a line naming the player."""
        if self.key_moment(event) is not None:
            return True
        return bool(viewer_name) and re.search(rf"\b{re.escape(viewer_name)}\b", event.text or "") is not None

    def line_seen_by(self, record: Any, line: Any, viewer: int | None) -> str:
        """A log `line` of the move `record` (game/core/match.py's MoveRecord and LogLine) as `viewer` may read it:
        the replay reads its moves through the eyes of the seat it is viewed from, as the live table did (a card
        only that seat learnt). The default: the line as the log wrote it."""
        return line.text

    def move_words(self, texts: Sequence[str]) -> list[str]:
        """A move of several steps (`continues_move`) told in few words: its steps' log lines, in order, as the
        lines to show (the default: all of them). A game may drop a step's line the rest makes plain, or tell a
        run of like lines as one."""
        return list(texts)

    def chance_outcomes(self, state: S, seat: int, action: Action, limit: int = 64) -> list[tuple[float, S]] | None:
        """When `seat` applying `action` in `state` rolls dice: every way the roll can fall, as (probability, the
        state after the action with that roll), the probabilities summing to 1; outcomes that leave positions
        alike (the same faces in another order, the same total) may be listed once with their summed
        probability. None when the action draws nothing from the rng, when what it draws cannot be listed
        (a shuffle, a hidden card), or when there would be more than `limit` outcomes. `state` is not changed,
        and nor is `apply`: a game lists its outcomes by applying the action to clones whose rng yields the
        chosen faces (`FixedRolls`), so recorded matches replay as before. Analysis weighs a forced roll's
        outcomes exactly with it (game/core/analysis.py); the default lists none."""
        return None

    def result_lines(self, state: S) -> list[str]:
        """A few lines for the results screen on how the match was won (points by source, key counts), the
        first naming the winner; when a game gives any, the screen shows them in place of the result's reason."""
        return []


def replay(
    rules: Rules, options: Mapping[str, Any], seed: int, num_seats: int, moves: Sequence[tuple[int, Action]]
) -> tuple[Any, list[list[Event]]]:
    """Rebuild a state from options + seed + moves, checking each move is legal.

    Raises IllegalMove (with the move's index) when a move does not fit the position.
    """
    state = rules.initial_state(options, seed, num_seats)
    all_events = []
    for index, (seat, action) in enumerate(moves):
        if rules.is_terminal(state):
            raise IllegalMove(index, "the match was already over")
        if seat not in rules.active_seats(state):
            raise IllegalMove(index, f"seat {seat} was not to act")
        if action not in rules.legal_actions(state, seat):
            raise IllegalMove(index, f"{action} is not legal there")
        all_events.append(rules.apply(state, seat, action))
    return state, all_events


class IllegalMove(ValueError):
    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index + 1}: {reason}")
        self.index = index
        self.reason = reason


class FixedRolls(random.Random):
    """A stand-in for a state's rng while `chance_outcomes` applies an action: `randint` and `randrange` answer the
    queued faces in order (a die of `randint(1, 6)` its face, `randrange(n)` an index), and raise when the action
    draws more than was queued or draws otherwise, so a game never lists outcomes it did not mean to."""

    def __init__(self, faces: Sequence[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self._next(a, b)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        low, high = (0, start - 1) if stop is None else (start, stop - 1)
        return self._next(low, high)

    def _next(self, low: int, high: int) -> int:
        if not self.faces:
            raise LookupError("the action drew more than the outcome listed")
        face = self.faces.pop(0)
        if not low <= face <= high:
            raise LookupError(f"a queued face {face} is outside {low}..{high}")
        return face

    def random(self) -> float:
        raise LookupError("the action drew something other than dice")

    def getrandbits(self, k: int) -> int:
        raise LookupError("the action drew something other than dice")

    def shuffle(self, x, random=None) -> None:  # noqa: A002 - random.Random's own signature
        raise LookupError("the action shuffled")


def dice_outcomes(count: int, sides: int = 6) -> list[tuple[float, tuple[int, ...]]]:
    """`count` fair dice as (probability, faces in ascending order): each multiset of faces once, with the
    chance of rolling it in any order (6 ** count orders, C(count + 5, 5) multisets for six sides)."""
    from itertools import combinations_with_replacement
    from math import factorial

    total = sides ** count
    out = []
    for faces in combinations_with_replacement(range(1, sides + 1), count):
        orders = factorial(count)
        for face in set(faces):
            orders //= factorial(faces.count(face))
        out.append((orders / total, faces))
    return out


def roll_outcomes(rules: Rules, state: Any, seat: int, action: Action,
                  outcomes: Sequence[tuple[float, Sequence[int]]]) -> list[tuple[float, Any]]:
    """`chance_outcomes` made from (probability, the faces the action draws, in order): each a clone of `state`
    with `action` applied while its rng is a FixedRolls of those faces; the clone's rng is then the state's own
    again (its stream as before the roll, which any later search reseeds)."""
    out = []
    for probability, faces in outcomes:
        child = rules.clone(state)
        own = child.rng
        child.rng = FixedRolls(faces)
        rules.apply(child, seat, action)
        child.rng = own
        out.append((probability, child))
    return out


def new_rng(seed: int) -> random.Random:
    """The match rng. Python's Mersenne Twister gives the same stream on every platform."""
    return random.Random(seed)


def group_by_kind(legal: Sequence[Action], words: Mapping[str, str] | None = None, ordered: bool = False) -> list[str]:
    """One phrase per action kind in `legal`: `words[kind]` when given ("" leaves the kind out), else the kind
    with spaces ("end_turn" -> "end turn"). In first-seen order, or with `ordered` in the order of `words`
    (kinds it does not name last). Kinds with the same phrase count once (a game may map "build_road" and
    "place_road" alike)."""
    words = words or {}
    kinds = list(dict.fromkeys(action.kind for action in legal))
    if ordered:
        kinds = [k for k in words if k in kinds] + [k for k in kinds if k not in words]
    phrases: list[str] = []
    for kind in kinds:
        phrase = words.get(kind, kind.replace("_", " "))
        if phrase and phrase not in phrases:
            phrases.append(phrase)
    return phrases
