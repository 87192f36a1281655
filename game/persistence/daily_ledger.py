"""The daily ledger: which run is each day's counted run, decided on this machine and never by a record.

A record's own "daily: counted" is a claim anyone could type (or import); the ledger is what the app wrote
when a run of the day's deal started here. Each (game, date) has at most one claim file in the data folder's
daily/, made whole under its final name by a hard link (the link fails when the name exists), so two windows
starting the day's deal at the same moment get exactly one winner, and the claim is never rewritten: which run
counts cannot flip. A claim is a few hundred bytes made once per day, so it is made where the run starts.

Records written before the ledger existed are adopted once per game (`adopt`): for each date the first run
that said it counted, as the old rule read them. From then on only the ledger counts; an imported run is
practice (import also writes it so).
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from collections.abc import Iterable
from datetime import UTC, date, datetime
from pathlib import Path

from baraza.game.persistence.atomic import TEMP_SUFFIX, write_text_atomic
from baraza.game.persistence.paths import data_dir
from baraza.game.persistence.userfile import UserFileError, read_user_json

MAX_CLAIM_BYTES = 4096


def ledger_dir() -> Path:
    return data_dir() / "daily"


def _claim_path(game: str, day: date, folder: Path | None) -> Path:
    stem = "".join(c if c.isalnum() or c in "-_" else "-" for c in game)[:40]
    return (folder or ledger_dir()) / f"{stem}-{day.isoformat()}.json"


def _make_once(path: Path, text: str) -> bool:
    """Create `path` holding `text` unless it exists; True when this call made it. The file appears whole:
    written to a temp file, then hard-linked to its name (an exclusive create where links are not allowed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(tmp, path)
            return True
        except FileExistsError:
            return False
        except OSError as exc:
            if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK):
                raise
        try:  # a file system without hard links: the exclusive create decides, then the text is written
            made = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        with os.fdopen(made, "w", encoding="utf-8") as handle:
            handle.write(text)
        return True
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def holder(game: str, day: date, folder: Path | None = None) -> str | None:
    """The match id of `game`'s counted run of `day`, or None when no run of that day was claimed here."""
    try:
        data = read_user_json(_claim_path(game, day, folder), MAX_CLAIM_BYTES)
    except UserFileError:
        return None
    match_id = data.get("match_id") if isinstance(data, dict) else None
    if not isinstance(match_id, str) or data.get("date") != day.isoformat() or data.get("game") != game:
        return None
    return match_id


def claim(game: str, day: date, match_id: str, folder: Path | None = None) -> bool:
    """Claim `day` for the run `match_id`: True when it is (or already was) that day's counted run. An
    OSError (a read-only data folder) is raised: the caller plays the run as practice."""
    text = json.dumps({"game": game, "date": day.isoformat(), "match_id": match_id,
                       "claimed_at": datetime.now(UTC).isoformat(timespec="seconds")})
    path = _claim_path(game, day, folder)
    if _make_once(path, text):
        return True
    return holder(game, day, folder) == match_id


def counts(game: str, day: date | None, match_id: str, folder: Path | None = None) -> bool:
    """Whether the run `match_id` is the counted run of its daily deal's `day` (the ledger's word)."""
    return day is not None and bool(match_id) and holder(game, day, folder) == match_id


def adopt(game: str, runs: Iterable, folder: Path | None = None) -> None:
    """Once per game: the runs that said they counted, written before the ledger, claim their dates (the
    first of each date, oldest first, as the old rule read them). `runs` are RunRecords, oldest first."""
    base = folder or ledger_dir()
    marker = base / f".adopted-{game}"
    if marker.exists():
        return
    for run in runs:
        if run.daily is not None and run.counted and run.match_id:
            claim(game, run.daily, run.match_id, base)
    write_text_atomic(marker, "records written before the daily ledger were adopted\n")
