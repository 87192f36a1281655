"""Run history: one JSON record per solo run in the data folder's history/, and the records read back.

A record is what rebuilds the match (format, format_version, app_version, game, seats, options, seed, the
moves as saves store them) and what happened (result, date, duration), plus the solo extras: the deal's
`code`, `daily` (the date of the daily deal it played and whether it is that day's counted run), the score's
`category` (the high-score table, a clan), `score_parts` (where the score came from) and `score_curve` (the
score after each turn). The match history of every game can share the format: a record without extras is a
plain match record.

Reading is guarded like every user file (game/persistence/userfile.py: regular files only, size and depth
caps), then each field is checked; a file that fails is skipped and named in one line, the others are read.

The daily rule: for each date, the first daily run started on that date on this machine is the day's run; the
daily ledger (daily_ledger.py) says which, and `read_runs` sets `counted` from it, never from the file. Its
record is written when it starts and kept up to date, so leaving it unfinished still counts its score so far,
and a later run of the same deal (or an imported one) is practice. A record's date must fall in FIRST_YEAR to
LAST_YEAR with a real UTC offset. These reads check fields, not moves (the menu reads them all when it opens);
History and import prove a record against its moves (history.parse_entry). Nothing here names a game: a game's deal codes and daily deal
come from its solo-runs module (`GameSpec.solo_runs`), found with `solo_plugin`.
"""

from __future__ import annotations

import importlib
import math
import os
import statistics
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

from baraza.game import __version__
from baraza.game.core.action import Action, ActionFormatError
from baraza.game.core.match import Match
from baraza.game.core.rules import Rules
from baraza.game.persistence import daily_ledger
from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import history_dir
from baraza.game.persistence.userfile import UserFileError, read_user_json

RUN_FORMAT = "baraza-match-record"
FORMAT_VERSION = 1
MAX_RECORD_BYTES = 4 * 1024 * 1024
MAX_MOVES = 100_000
MAX_TEXT = 60
MAX_CURVE = 2_000
MAX_SECONDS = 10 * 365 * 24 * 3600.0
FIRST_YEAR, LAST_YEAR = 2000, 2200  # a record dated outside these years was not written by Baraza
MAX_UTC_OFFSET = timedelta(hours=14)  # the widest offset in use (Kiribati)


@dataclass(frozen=True)
class RunRecord:
    """One run as read back, every field checked."""

    game: str
    seats: tuple[str, ...]
    options: dict[str, Any]
    seed: int
    raw_moves: tuple[dict[str, Any], ...]  # as stored; `moves()` builds the actions (lists need only the count)
    score: int
    finished: bool
    when: datetime  # when the record was last written (finish time for a finished run)
    duration: float
    category: str = ""
    turns: int = 0
    code: str | None = None
    daily: date | None = None  # the daily deal it played
    counted: bool = False  # the day's run (the first daily started that day)
    score_parts: tuple[tuple[str, int], ...] = ()
    score_curve: tuple[int, ...] = ()
    match_id: str = ""
    name: str = ""  # the file's name

    @property
    def practice(self) -> bool:
        return self.daily is not None and not self.counted

    def moves(self) -> tuple[tuple[int, Action], ...]:
        """The moves as (seat, action); ValueError naming the file when one is malformed."""
        out = []
        for index, move in enumerate(self.raw_moves):
            try:
                out.append((move["seat"], Action.from_json(move.get("action"))))
            except (ActionFormatError, TypeError) as exc:
                raise ValueError(f"{self.name}: move {index + 1} is malformed ({str(exc)[:60]})") from None
        return tuple(out)


@dataclass
class RunList:
    """Every readable record of a game (oldest first) and one line for each file skipped."""

    runs: list[RunRecord] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


# --- the game's plug-in -------------------------------------------------------------------------------
def solo_plugin(spec) -> ModuleType | None:
    """The game's solo-runs module (deal codes, the daily deal), or None when it has none or it is broken."""
    path = getattr(spec, "solo_runs", "")
    if not path:
        return None
    try:
        return importlib.import_module(path)
    except ImportError:
        return None


# --- building and writing ----------------------------------------------------------------------------
def score_curve(rules: Rules, options: dict[str, Any], seed: int, num_seats: int,
                moves: list[tuple[int, Action]] | tuple[tuple[int, Action], ...]) -> list[int]:
    """Seat 0's score (the rules' score key) after each turn, replaying the moves (no legality checks: the
    match already checked them). [] for a game without a score key."""
    state = rules.initial_state(options, seed, num_seats)
    if rules.score_key(state) is None:
        return []
    curve, turn = [], rules.turn_number(state)
    for seat, action in moves:
        rules.apply(state, seat, action)
        now = rules.turn_number(state)
        if now != turn:
            turn = now
            curve.append(int(rules.score_key(state)[1]))
    key = rules.score_key(state)
    if key is not None and (not curve or curve[-1] != key[1]):
        curve.append(int(key[1]))
    return curve[:MAX_CURVE]


def record_data(match: Match, *, code: str | None = None, daily: date | None = None, counted: bool = False,
                when: datetime | None = None, curve: bool = True) -> dict[str, Any]:
    """The JSON record of a solo match as it stands (finished or not)."""
    key = match.score_key()
    category, score = (key[0], int(key[1])) if key is not None else ("", 0)
    result = match.result()
    seconds = match.play_seconds if math.isfinite(match.play_seconds) and match.play_seconds >= 0 else 0.0
    moves = match.moves
    return {
        "format": RUN_FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game,
        "seats": list(match.seats),
        "options": dict(match.options),
        "seed": match.seed,
        "moves": [{"seat": seat, "action": action.to_json()} for seat, action in moves],
        "result": {"winners": list(result.winners), "scores": [score], "reason": result.reason[:200],
                   "finished": match.is_over()},
        "date": (when or datetime.now().astimezone()).isoformat(timespec="seconds"),
        "duration": round(min(seconds, MAX_SECONDS), 1),
        "match_id": match.match_id,
        "turns": match.turn_number(),
        "category": category,
        "code": code,
        "daily": {"date": daily.isoformat(), "counted": counted} if daily is not None else None,
        "score_parts": [[label, int(value)] for label, value in match.rules.score_parts(match.state)],
        "score_curve": score_curve(match.rules, match.options, match.seed, len(match.seats), moves) if curve else [],
    }


def record_path(match_id: str) -> Path:
    stem = "".join(c if c.isalnum() or c in "-_" else "-" for c in match_id)[:80] or "run"
    return history_dir() / f"{stem}.json"


def write_record(data: dict[str, Any], path: Path | None = None) -> Path:
    """Write a record atomically (its match id names the file)."""
    path = path or record_path(str(data.get("match_id", "")))
    write_json_atomic(path, data)
    return path


# --- reading -------------------------------------------------------------------------------------------
def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any, limit: int = MAX_TEXT) -> bool:
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, bool, int)) or (isinstance(value, float) and math.isfinite(value))


def date_ok(when: datetime) -> bool:
    """A record's date as Baraza could have written it: a year from FIRST_YEAR to LAST_YEAR and a real UTC
    offset. Every screen can then shift it to local time and page around it without leaving the calendar."""
    offset = when.utcoffset()
    return FIRST_YEAR <= when.year <= LAST_YEAR and (offset is None or abs(offset) <= MAX_UTC_OFFSET)


def parse_record(data: Any, name: str) -> RunRecord:
    """A record's fields checked; ValueError with one line naming the file otherwise."""
    def bad(why: str) -> ValueError:
        return ValueError(f"{name}: {why}; it is skipped")

    if not isinstance(data, dict) or data.get("format") != RUN_FORMAT:
        raise bad("not a Baraza match record")
    version = data.get("format_version")
    if not _int(version) or version < 1:
        raise bad("no format version")
    if version > FORMAT_VERSION:
        raise bad(f"written by a newer Baraza (record format {version})")
    game, seats, options, seed = data.get("game"), data.get("seats"), data.get("options"), data.get("seed")
    if not _text(game, 40) or not game:
        raise bad("no game")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 8 or not all(_text(s, 40) for s in seats):
        raise bad("no valid seat list")
    if not isinstance(options, dict) or len(options) > 64 or not all(
            _text(k, 40) and _scalar(v) and not (isinstance(v, str) and len(v) > 80) for k, v in options.items()):
        raise bad("invalid options")
    if not _int(seed) or not -2**63 < seed < 2**63:
        raise bad("no valid seed")
    moves = data.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise bad("no valid move list")
    # A light check of each move's shape here (a year of history is read when the menu opens); the actions
    # themselves are built and checked when a run is replayed (RunRecord.moves).
    for index, move in enumerate(moves):
        if not isinstance(move, dict) or not _int(move.get("seat")) or not 0 <= move["seat"] < len(seats) \
                or not isinstance(move.get("action"), dict) or not isinstance(move["action"].get("kind"), str):
            raise bad(f"move {index + 1} is malformed")
    result = data.get("result")
    if not isinstance(result, dict) or not isinstance(result.get("finished"), bool):
        raise bad("no result")
    scores = result.get("scores")
    if not isinstance(scores, list) or not scores or not all(
            isinstance(s, (int, float)) and not isinstance(s, bool) and math.isfinite(s) and abs(s) < 10**9
            for s in scores):
        raise bad("no valid score")
    try:
        when = datetime.fromisoformat(data.get("date")) if _text(data.get("date")) else None
    except ValueError:
        when = None
    if when is None or not date_ok(when):
        raise bad("no valid date")
    if when.tzinfo is None:
        when = when.astimezone()
    duration = data.get("duration", 0.0)
    if not isinstance(duration, (int, float)) or isinstance(duration, bool) or not math.isfinite(duration) \
            or not 0 <= duration <= MAX_SECONDS:
        raise bad("an impossible duration")
    code = data.get("code")
    if code is not None and not _text(code, 20):
        raise bad("an invalid code")
    daily, counted = data.get("daily"), False
    if daily is not None:
        if not isinstance(daily, dict) or not isinstance(daily.get("counted"), bool) or not _text(daily.get("date")):
            raise bad("an invalid daily entry")
        try:
            day = date.fromisoformat(daily["date"])
        except ValueError:
            raise bad("an invalid daily date") from None
        if not FIRST_YEAR <= day.year <= LAST_YEAR:
            raise bad("an invalid daily date")
        daily, counted = day, daily["counted"]
    parts = data.get("score_parts", [])
    if not isinstance(parts, list) or len(parts) > 12 or not all(
            isinstance(p, list) and len(p) == 2 and _text(p[0], 40) and _int(p[1]) and abs(p[1]) < 10**9
            for p in parts):
        raise bad("invalid score parts")
    curve = data.get("score_curve", [])
    if not isinstance(curve, list) or len(curve) > MAX_CURVE or not all(_int(v) and abs(v) < 10**9 for v in curve):
        raise bad("an invalid score curve")
    category, turns, match_id = data.get("category", ""), data.get("turns", 0), data.get("match_id", "")
    if not _text(category, 40) or not _int(turns) or not 0 <= turns <= MAX_MOVES or not _text(match_id, 80):
        raise bad("an invalid category, turn count or id")
    return RunRecord(game, tuple(seats), dict(options), seed, tuple(moves), int(scores[0]), result["finished"],
                     when, float(duration), category, turns, code, daily, counted,
                     tuple((p[0], p[1]) for p in parts), tuple(curve), match_id, name)


def read_record(path: Path) -> RunRecord:
    """One record file; ValueError (UserFileError) with one line when it cannot be used."""
    try:
        data = read_user_json(path, MAX_RECORD_BYTES)
    except UserFileError as exc:
        raise ValueError(f"{exc}; it is skipped") from None
    return parse_record(data, path.name)


class RunCache:
    """Records already read (or refused), by file, kept while the file's size, time and inode stay the same:
    the menu reads the history each time it opens, and only new or changed files cost a read."""

    def __init__(self) -> None:
        self._known: dict[Path, tuple[tuple[int, int, int], RunRecord | str]] = {}

    def read(self, path: Path) -> RunRecord:
        try:
            info = os.stat(path)
            key = (info.st_mtime_ns, info.st_size, info.st_ino)
        except OSError:
            key = None
        known = self._known.get(path)
        if key is not None and known is not None and known[0] == key:
            if isinstance(known[1], str):
                raise ValueError(known[1])
            return known[1]
        try:
            record: RunRecord | str = read_record(path)
        except ValueError as exc:
            record = str(exc)
        if key is not None:
            self._known[path] = (key, record)
        if isinstance(record, str):
            raise ValueError(record)
        return record


def read_runs(game: str, folder: Path | None = None, cache: RunCache | None = None) -> RunList:
    """Every readable solo record of `game` (oldest first); each file that cannot be used is one line."""
    folder = folder or history_dir()
    out = RunList()
    try:
        names = sorted(n for n in os.listdir(folder) if n.startswith(f"{game}-") and n.endswith(".json"))
    except OSError as exc:
        out.problems.append(f"The history folder cannot be read ({exc.strerror or exc}).")
        return out
    for name in names:
        try:
            record = cache.read(folder / name) if cache is not None else read_record(folder / name)
        except ValueError as exc:
            out.problems.append(str(exc))
            continue
        if record.game == game and len(record.seats) == 1:
            out.runs.append(record)
    out.runs.sort(key=lambda r: (r.when, r.name))
    out.runs = counted_by_ledger(game, out.runs)
    return out


def counted_by_ledger(game: str, records: list[RunRecord]) -> list[RunRecord]:
    """`records` (oldest first) with `counted` as the daily ledger says, not as each file says (records
    written before the ledger are adopted into it once, see daily_ledger.adopt)."""
    try:
        daily_ledger.adopt(game, records)
    except OSError:
        pass  # a read-only data folder: nothing is adopted now, and nothing new is claimed either
    out = []
    for record in records:
        counted = daily_ledger.counts(game, record.daily, record.match_id)
        out.append(record if counted == record.counted else replace(record, counted=counted))
    return out


# --- what the records say ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Summary:
    count: int
    best: int | None
    median: float | None
    last: tuple[int, ...]  # the last ten scores, oldest first


def summary(runs: list[RunRecord], category: str | None = None) -> Summary:
    """Best, median and last ten scores of the finished runs (of one category, or all)."""
    scores = [r.score for r in runs if r.finished and (category is None or r.category == category)]
    if not scores:
        return Summary(0, None, None, ())
    return Summary(len(scores), max(scores), statistics.median(scores), tuple(scores[-10:]))


def categories(runs: list[RunRecord]) -> list[str]:
    return sorted({r.category for r in runs if r.category})


def day_runs(runs: list[RunRecord]) -> dict[date, RunRecord]:
    """Each date's counted daily run (the first started that day)."""
    days: dict[date, RunRecord] = {}
    for run in runs:  # oldest first: the first counted record of a date wins
        if run.daily is not None and run.counted and run.daily not in days:
            days[run.daily] = run
    return days


def streak(days: dict[date, RunRecord], today: date) -> int:
    """Days in a row with a daily run, up to today (or up to yesterday while today's is still to play)."""
    day = today if today in days else today - timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= timedelta(days=1)
    return count


def rank_lines(runs: list[RunRecord], run: RunRecord, today: date, day_word: str = "today") -> list[str]:
    """Where a finished run ranks among `runs` (on `today`, its category, all time) and the best score it beat."""
    others = [r for r in runs if r.finished and r.match_id != run.match_id]

    def place(pool: list[RunRecord]) -> str:
        better = sum(1 for r in pool if r.score > run.score)
        return f"#{better + 1} of {len(pool) + 1}"

    today_pool = [r for r in others if r.when.astimezone().date() == today]
    category_pool = [r for r in others if r.category == run.category]
    parts = [f"{day_word} {place(today_pool)}"]
    if run.category:
        parts.append(f"{run.category} {place(category_pool)}")
    parts.append(f"all time {place(others)}")
    lines = ["Rank: " + " · ".join(parts) + "."]
    beaten = [r for r in category_pool if r.score < run.score]
    if not category_pool:
        lines.append(f"Your first {run.category or 'solo'} run on record.")
    elif len(beaten) == len(category_pool):
        best = max(r.score for r in category_pool)
        lines.append(f"A new {run.category} best: it beat your {best} of {best_day(category_pool, best)}.")
    elif beaten:
        top = max(beaten, key=lambda r: r.score)
        lines.append(f"It beat {len(beaten)} of your {len(category_pool)} earlier {run.category} runs "
                     f"(the best of them {top.score}, {day_month(top.when)}).")
    else:
        lines.append(f"Your {run.category} best is still {max(r.score for r in category_pool)}.")
    return lines


def best_day(pool: list[RunRecord], score: int) -> str:
    run = next(r for r in pool if r.score == score)
    return f"{day_month(run.when)} {run.when.astimezone():%Y}"


def day_month(when: datetime) -> str:
    """"2 Dec": a run's local day, without a leading zero."""
    local = when.astimezone()
    return f"{local.day} {local:%b}"


@dataclass(frozen=True)
class DailyStatus:
    """Where a game's daily stands: the day's deal, its counted run (if started), practice runs, the streak."""

    deal: dict[str, Any]  # date, code, seed, options, label (the game's solo-runs module's today_deal)
    run: RunRecord | None
    practice: tuple[RunRecord, ...]
    streak: int
    days_played: int


def daily_status(plugin: ModuleType, runs: list[RunRecord], today: date) -> DailyStatus:
    days = day_runs(runs)
    practice = tuple(r for r in runs if r.daily == today and not r.counted)
    return DailyStatus(plugin.today_deal(today), days.get(today), practice, streak(days, today), len(days))
