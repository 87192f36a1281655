"""Atomic file writes: a temp file in the same folder, flushed, then renamed over the target,
so a crash or a full disk never leaves half a file where a good one was.

A write killed half-way leaves its temp file (`.NAME.XXXX.tmp`) behind; `remove_stale_temp_files`
clears them at start.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"


def write_text_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json_atomic(path: Path, data: Any) -> None:
    write_text_atomic(path, json.dumps(data, indent=1, sort_keys=False, allow_nan=False))


def is_temp_name(name: str) -> bool:
    """Whether `name` looks like one of write_text_atomic's temp files."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX) and name.count(".") >= 3


def remove_stale_temp_files(folders: Iterable[Path]) -> int:
    """Delete temp files that interrupted writes left in `folders` (regular files only); returns how many."""
    removed = 0
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not is_temp_name(name):
                continue
            path = folder / name
            try:
                if stat.S_ISREG(os.lstat(path).st_mode):
                    path.unlink()
                    removed += 1
            except OSError:
                continue
    return removed
