"""error.log in the data folder, bounded: an error that repeats (a screen failing on every frame) is written
once and counted ("... repeated N times") instead of appended each frame, and a log past MAX_LOG_BYTES is
rotated to error.log.1 (the one before is dropped), so the file never grows without limit."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

MAX_LOG_BYTES = 256 * 1024
MAX_TRACE = 16 * 1024  # one traceback's share of the log


class ErrorLog:
    def __init__(self, path: Path, max_bytes: int = MAX_LOG_BYTES) -> None:
        self.path = path
        self.max_bytes = max_bytes
        self.last: str | None = None
        self.repeats = 0

    def record(self, trace: str) -> bool:
        """Log `trace`; False when it is the same as the last one (then only counted)."""
        trace = trace[-MAX_TRACE:]
        if trace == self.last:
            self.repeats += 1
            return False
        lines = []
        if self.repeats:
            lines.append(f"(the error above repeated {self.repeats} more time{'s' if self.repeats != 1 else ''})\n")
        lines.append(f"--- {datetime.now(UTC).isoformat(timespec='seconds')}\n{trace}\n")
        self.last, self.repeats = trace, 0
        self._append("".join(lines))
        return True

    def close(self) -> None:
        if self.repeats:
            self._append(f"(the error above repeated {self.repeats} more time{'s' if self.repeats != 1 else ''})\n")
            self.repeats = 0

    def _append(self, text: str) -> None:
        try:
            try:
                if os.stat(self.path).st_size + len(text) > self.max_bytes:
                    os.replace(self.path, self.path.with_name(self.path.name + ".1"))
            except FileNotFoundError:
                pass
            with open(self.path, "a", encoding="utf-8", errors="backslashreplace") as handle:
                handle.write(text)
        except OSError:
            pass  # a log that cannot be written must not become a second error
