"""Moves the table makes for the player when no decision is theirs to make: one part, `AnsweredForYou`.

A choice that decides nothing costs a click (a lone Roll, a lone End turn, dice no choice can change, a window
where no card could help): the table answers it for the player. Each kind of such answer is an `Answerer`: given
the table and the view, it names the move (an `Answer`: the action, the toast saying why no click was asked, the
log line kept for the move) or None. The part the table owns asks its answerers in order, keeps which record
index each answer took and its log line (the log is worded later, when the view the answer was given for is
gone), forgets what an undo took back, and is switched off as one (`enabled`; `skip` names answerers left out:
tests that play such clicks themselves).

How a game uses it: build the part with its answerers, keep it as the table's `answered`, answer the shared
table's looked-up `standing_answer(view)` hook with `answer(view)`, tell the log and the recap through
`log_text(line, seat)` (None: the line as it stands), and, when an answerer waits a beat before answering
(`wake_in`), wake the quiet window for it through `next_frame`. The part trims itself after an undo (the bus).
Where the player's pointer stood is the answerer's to guard (press holds are the game's own).

An answerer reads the part's bookkeeping through the table it is handed (kept there as `answered`): `held_back()`,
the table answers nothing now, in a lesson (`in_lesson`: its steps are scripted) nor right after an undo that went
back to the question (`just_undone`: the player took the table's answer back, the choice is theirs again).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from baraza.game.core.action import Action
from baraza.game.core.match import LogLine, MoveRecord
from baraza.scenes.stack import soonest
from baraza.scenes.table.context import Stage

TOAST_SECONDS = 4  # an answer's toast: long enough to read why no click was asked


@dataclass(frozen=True)
class Answer:
    """A move the table makes for the player: `line`, the words the log keeps for its record (worded now: the
    view it was given for is gone when the log is read), and `toast`, why no click was asked (None: no toast)."""

    action: Action
    line: str | None = None
    toast: str | None = None


class Answerer(Protocol):
    """One kind of move the table makes for the player. Subclass it to inherit the defaults below."""

    name: str  # what `AnsweredForYou.skip` names it by

    def answer(self, table: Any, view: Any) -> Answer | None:
        """The move to make for the player now, or None (the choice is theirs, or not yet)."""
        ...

    def log_line(self, record: MoveRecord, line: LogLine, kept: str | None) -> str | None:
        """`line` of the answered `record`, as the player it was made for reads it; `kept`, the answer's `line`.
        None: the line as it stands (by default: every line but the record's first, which says `kept`)."""
        return kept if kept is not None and record.events and record.events[0].text == line.text else None

    def wake_in(self, now: float) -> float | None:
        """Seconds until an answer that waits a beat may be given (the quiet window wakes then), or None."""
        return None


@dataclass(frozen=True)
class Given:
    """An answer the table gave: who gave it, its move and the log line kept for its record."""

    answerer: Answerer
    action: Action
    line: str | None


class AnsweredForYou:
    """The table's answers for the player (see the module's docstring)."""

    enabled: ClassVar[bool] = True  # every answer off at once (tests monkeypatch it)
    skip: ClassVar[frozenset[str]] = frozenset()  # answerers left out by name (a test that plays that click)

    def __init__(self, table: Any, answerers: Sequence[Answerer]) -> None:
        self.table = table
        self.answerers = list(answerers)
        self.given: dict[int, Given] = {}  # record index the answer's move takes: who gave it, its log line
        self.undone_at: int | None = None  # the number of moves the last undo went back to
        table.ctx.bus.on("undo", self.undone, Stage.GAME)

    def answer(self, view: Any) -> Action | None:
        """The first answer an answerer gives now (asked in order), kept under the index its record takes."""
        if not self.enabled:
            return None
        for answerer in self.answerers:
            if answerer.name in self.skip:
                continue
            given = answerer.answer(self.table, view)
            if given is None:
                continue
            self.given[len(self.table.match.records)] = Given(answerer, given.action, given.line)
            if given.toast is not None:
                self.table.app.toast(given.toast, TOAST_SECONDS, key="answered")
            return given.action
        return None

    def log_text(self, line: LogLine, seat: int) -> str | None:
        """`line` as `seat` reads it when it tells a move the table made for that seat; None for every other line."""
        index = line.move_index
        given = self.given.get(index)
        records = self.table.match.records
        if given is None or not 0 <= index < len(records):
            return None
        record = records[index]
        if record.seat != seat or record.action != given.action:  # a move the table did not make took the index
            return None
        return given.answerer.log_line(record, line, given.line)

    def indices(self) -> set[int]:
        """The record indices of the moves the table made for the player (the recap keeps their own words)."""
        return set(self.given)

    def kept(self, index: int) -> str | None:
        """The log line kept for the answer that took record `index` (None: none, or no line kept)."""
        given = self.given.get(index)
        return None if given is None else given.line

    def wake_in(self, now: float) -> float | None:
        """Seconds until an answerer waiting a beat may answer, or None (`next_frame`: the window wakes then)."""
        return soonest(a.wake_in(now) for a in self.answerers)

    def undone(self) -> None:
        """An undo: the answers whose moves it took back are forgotten (their indices are taken anew), and the
        question it went back to is the player's (just_undone)."""
        moves = len(self.table.match.records)
        self.given = {i: g for i, g in self.given.items() if i < moves}
        self.undone_at = moves

    def just_undone(self) -> bool:
        """Whether the last undo went back to the question standing now (no move made since): the player took the
        table's answer back, so it is not given again."""
        return len(self.table.match.records) == self.undone_at

    def in_lesson(self) -> bool:
        """Whether a lesson runs on the table: its steps are scripted, the learner makes the moves it teaches."""
        return self.table.tutorial is not None

    def held_back(self) -> bool:
        """Whether the table answers nothing for the player now: in a lesson, or right after an undo (above)."""
        return self.in_lesson() or self.just_undone()
