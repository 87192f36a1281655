"""What a solo table keeps of its run: the deal's code, whether it plays a daily deal (the day's counted run or
practice), the record of the day's run kept current while it is played, and the record at the end.

The day's run is decided when a run of the day's deal starts: the first one started on that date on this
machine claims the day in the daily ledger (game/persistence/daily_ledger.py) and counts; its record is written
at once and rewritten whenever the score or the turn changes, so leaving it unfinished
counts the score so far, and starting the deal again (by code, after deleting the autosave) is practice.
Writing goes through `write(path, data)`, which a table hands to its background writer.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from baraza.game.core.match import Match, MoveRecord
from baraza.game.persistence import daily_ledger
from baraza.game.persistence.history import record_data
from baraza.game.persistence.runs import (
    RunCache,
    RunRecord,
    parse_record,
    rank_lines,
    read_record,
    read_runs,
    record_path,
    solo_plugin,
)

Writer = Callable[[Path, dict[str, Any]], None]


def daily_date_of(plugin, code: str | None, today: date) -> date | None:
    """The date whose daily deal has this code, looking at today and yesterday (a run started before
    midnight); None for any other deal."""
    if plugin is None or code is None or not hasattr(plugin, "today_deal"):
        return None
    for day in (today, today - timedelta(days=1)):
        if plugin.today_deal(day).get("code") == code:
            return day
    return None


class RunKeeper:
    def __init__(self, match: Match, spec, write: Writer, today: date | None = None,
                 cache: RunCache | None = None) -> None:
        self.match = match
        self.cache = cache
        self.write = write
        self.today = today or date.today()
        plugin = solo_plugin(spec)
        self.code: str | None = plugin.deal_code(match.options, match.seed) if plugin else None
        self.path = record_path(match.match_id)
        self.daily: date | None = None
        self.counted = False
        self.finished_lines: list[str] = []
        self._last: tuple[int, int] | None = None
        try:
            existing: RunRecord | None = read_record(self.path)
        except ValueError:
            existing = None
        if existing is not None and existing.daily is not None:
            self.daily = existing.daily
            self.counted = daily_ledger.counts(match.game, self.daily, match.match_id)
        else:
            self.daily = daily_date_of(plugin, self.code, self.today)
            if self.daily == self.today and match.records:  # resumed before its record was written
                self.counted = daily_ledger.counts(match.game, self.daily, match.match_id)
            elif self.daily == self.today and not match.is_over():
                read_runs(match.game, cache=cache)  # records from before the ledger are adopted first
                try:
                    self.counted = daily_ledger.claim(match.game, self.today, match.match_id)
                except OSError:
                    self.counted = False  # nothing can be written here: the run is practice
                if self.counted:
                    self._write(curve=False)  # the day is taken from this moment
        match.add_listener(self._moved)
        match.add_undo_listener(lambda m: self._moved(m, None))

    @classmethod
    def for_match(cls, match: Match, spec, write: Writer, today: date | None = None,
                  cache: RunCache | None = None) -> RunKeeper | None:
        """A keeper for a human's solo match of a game with a score key; None for any other match."""
        if list(match.seats) != ["human"] or match.score_key() is None:
            return None
        return cls(match, spec, write, today, cache)

    # --- words for the table ------------------------------------------------------------------------
    def label(self) -> str:
        """What the table says this run is: the day's deal, practice, or a solo run."""
        if self.daily is None:
            return "Solo · high score"
        day = f"{self.daily:%d %b}".lstrip("0")
        return f"Daily deal · {day}" if self.counted else f"Practice · daily {day}"

    def start_line(self) -> str:
        """The line a new run shows once: its code (and, for a daily, whether it counts)."""
        code = f"Deal code {self.code}" if self.code else "This deal has no code (its seed is too large)"
        if self.daily is not None and not self.counted:
            return f"{code}. Today's deal is already played: this run is practice."
        if self.counted:
            return f"{code}. Today's deal: your first run counts, finished or not."
        return f"{code}: Play a code deals it again."

    # --- keeping the record -------------------------------------------------------------------------
    def keep(self) -> None:
        """The record as the run stands (the table is left unfinished): kept in the history."""
        self._write(curve=True)

    def _write(self, curve: bool) -> dict[str, Any]:
        data = record_data(self.match, code=self.code, daily=self.daily, counted=self.counted,
                           when=datetime.now().astimezone(), curve=curve)
        self.write(self.path, data)
        return data

    def _moved(self, match: Match, record: MoveRecord | None) -> None:
        if not self.counted or match.is_over():
            return
        key = match.score_key()
        now = (match.turn_number(), int(key[1]) if key else 0)
        if now != self._last:
            self._last = now
            try:
                self._write(curve=False)
            except (OSError, ValueError, TypeError):  # a move is never refused over its record: the next one tries
                self._last = None

    def finish(self) -> list[str]:
        """The finished run's record written; lines for the results panel (code, daily, rank, what it beat)."""
        if self.finished_lines:
            return self.finished_lines
        data = self._write(curve=True)
        run = parse_record(data, self.path.name)
        runs = [r for r in read_runs(self.match.game, cache=self.cache).runs if r.match_id != run.match_id]
        lines = []
        if self.daily is not None:
            day = f"{self.daily:%d %b}".lstrip("0")
            lines.append(f"Daily deal of {day}: this is the day's score." if self.counted
                         else f"Practice on the daily deal of {day}: the day's score stays as it was.")
        lines += rank_lines(runs, run, self.today)
        if self.code:
            lines.append(f"Deal code {self.code} (Play a code deals it again).")
        self.finished_lines = lines
        return lines
