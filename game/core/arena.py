"""Playing a batch of arena games and keeping one JSON line per game as each finishes (shared by the tools that
measure the AIs, so a run cut short keeps every game it played)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from baraza.game.core.processes import worker_pool


def play_recorded(play_one: Callable[[Any], dict], jobs: Iterable[Any], workers: int = 1,
                  records: str | Path | None = None) -> list[dict]:
    """`play_one(job)` for every job, in `workers` processes when more than one (`play_one` must then be a
    module-level function), appending each record to `records` (JSON lines) as soon as it is known.
    Returns the records in the order they finished."""
    played: list[dict] = []
    out = open(records, "a") if records else None  # noqa: SIM115 - kept open while the games finish
    pool = worker_pool(workers) if workers > 1 else None
    try:
        for record in (pool.imap_unordered(play_one, jobs) if pool else map(play_one, jobs)):
            played.append(record)
            if out:
                out.write(json.dumps(record) + "\n")
                out.flush()
    finally:
        if pool:
            pool.close()
        if out:
            out.close()
    return played
