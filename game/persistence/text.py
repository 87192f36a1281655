"""Text read from the player's files (saves, autosaves, settings, score rows, file names) made safe to show.

A file may hold anything a JSON string can: NUL, control characters, lone surrogates, right-to-left
overrides, a megabyte of one word. Such text is either refused (where it names something, like a seat kind)
or has each unprintable character replaced with U+FFFD and is cut to a bounded length (where it is only
shown, like a save's name), so whatever reaches a screen is printable text of a bounded size.
"""

from __future__ import annotations

import os
from pathlib import Path

REPLACEMENT = "\ufffd"
MAX_SHOWN = 200  # a save's name, summary, a score row's player: longer is not something Baraza wrote


def is_clean(text: object, limit: int = MAX_SHOWN) -> bool:
    """Whether `text` is a string of printable characters (no control characters, NUL, surrogates) of at
    most `limit` characters."""
    return isinstance(text, str) and len(text) <= limit and text.isprintable()


def clean_text(text: object, limit: int = MAX_SHOWN) -> str:
    """`text` as printable text: unprintable characters replaced with U+FFFD, cut to `limit` characters
    (ending in an ellipsis when cut). Anything not a string becomes ""."""
    if not isinstance(text, str):
        return ""
    if len(text) > limit:
        text = text[: max(0, limit - 1)] + "…"
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else REPLACEMENT for ch in text)


def shown_name(path: Path | str, limit: int = 80) -> str:
    """A file's name as the player can read it, whatever bytes it holds (a name that is not UTF-8 comes
    from the file system with its bad bytes as lone surrogates: they become U+FFFD)."""
    name = os.fsdecode(path.name if isinstance(path, Path) else os.path.basename(path))
    return clean_text(name, limit)


def escaped(text: object) -> str:
    """`text` on one line of a terminal: line breaks, escapes and other control characters shown as Python
    escapes ("\\n", "\\x1b"), as `baraza validate` shows them."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in str(text))
