"""The table this machine joined last, kept in the data folder so a friend whose window closed (or crashed) gets
their own seat back: the host keeps a seat for its token while its player is away, and a joiner that restarts
comes back with it instead of asking for a new seat (which a full table refuses).

The file is the player's, so it is read as hostile input: bounded, every field checked, anything else ignored
(the Join screen then simply starts empty). It holds the seat's token: a secret of that one table, useless once
the table is gone."""

from __future__ import annotations

import logging
import threading
from dataclasses import asdict, dataclass
from pathlib import Path

from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import data_dir
from baraza.game.persistence.userfile import UserFileError, read_user_json

log = logging.getLogger("baraza")
MAX_BYTES = 4096
CODE_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


@dataclass(frozen=True)
class JoinedTable:
    address: str  # as typed or heard ("192.168.1.20:8765", or several for a served table)
    code: str
    token: str  # the seat's key at that table

    def matches(self, address: str, code: str) -> bool:
        return self.address == address.strip() and self.code == code.strip().upper()


def joined_path() -> Path:
    return data_dir() / "joined-table.json"


def remember(table: JoinedTable) -> threading.Thread:
    """Keep `table` as the one joined last, written off the calling thread (a failure costs only the rejoin)."""

    def write() -> None:
        try:
            write_json_atomic(joined_path(), {"format": 1, **asdict(table)})
        except OSError as exc:
            log.info("the table joined could not be kept (%s)", exc)

    thread = threading.Thread(target=write, name="baraza-joined", daemon=True)
    thread.start()
    return thread


def _text(value: object, limit: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= limit and value.isprintable()


def recall() -> JoinedTable | None:
    """The table joined last, or None (no file, or one that is not what `remember` writes)."""
    try:
        data = read_user_json(joined_path(), MAX_BYTES)
    except UserFileError:
        return None
    if not isinstance(data, dict) or data.get("format") != 1:
        return None
    address, code, token = data.get("address"), data.get("code"), data.get("token")
    if not (_text(address, 300) and _text(code, 6) and len(code) == 6 and set(code) <= CODE_LETTERS
            and _text(token, 128)):
        log.info("joined-table.json is not one this version wrote; it is ignored")
        return None
    return JoinedTable(address, code, token)
