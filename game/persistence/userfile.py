"""Bounded reading of anything found in the player's folders.

A file there may be anything: a FIFO named like a save, a link to /dev/zero, JSON nested a million deep,
a file the player cannot read. Every reader goes through `read_user_json`, which takes regular files only
(links are followed and the target checked), reads at most a size cap, refuses nesting past a depth cap,
and raises UserFileError with one line naming the file and the reason. It never hangs and never lets a
RecursionError or MemoryError out.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

MAX_DEPTH = 64
DEFAULT_MAX_BYTES = 8 * 1024 * 1024

# A JSON string, written so the regex engine never backtracks: a quote, runs of plain characters and
# escapes, a quote.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class UserFileError(ValueError):
    """A user file that cannot be used; str() is one line that names the file and the reason."""


def _os_reason(exc: OSError) -> str:
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied (the file cannot be read by this user)"
    if exc.errno == errno.ENOENT:
        return "it no longer exists"
    if exc.errno == errno.ELOOP:
        return "it is a link that loops"
    return exc.strerror or exc.__class__.__name__


def read_user_bytes(path: Path, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `max_bytes`, or UserFileError."""
    name = path.name
    try:
        info = os.stat(path)  # follows links: the target is what is checked
    except OSError as exc:
        raise UserFileError(f"{name} cannot be opened: {_os_reason(exc)}") from None
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(f"{name} is not a regular file (a folder, device, pipe or socket); it is skipped")
    if info.st_size > max_bytes:
        raise UserFileError(f"{name} is too large ({info.st_size // 1024} KB; the limit is {max_bytes // 1024} KB)")
    try:
        # O_NONBLOCK: should the file have been swapped for a FIFO since the stat, opening still returns.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise UserFileError(f"{name} cannot be opened: {_os_reason(exc)}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UserFileError(f"{name} is not a regular file; it is skipped")
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UserFileError(f"{name} cannot be read: {_os_reason(exc)}") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise UserFileError(f"{name} is too large (the limit is {max_bytes // 1024} KB)")
    return data


def json_depth(text: str) -> int:
    """How deep arrays and objects nest in `text` (strings are skipped), without recursing."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(_DEPTH_STEP[c] for c in brackets)))


def _no_constants(name: str) -> Any:
    raise ValueError(f"non-number {name}")


def parse_user_json(text: str, name: str, max_depth: int = MAX_DEPTH) -> Any:
    if json_depth(text) > max_depth:
        raise UserFileError(f"{name} nests deeper than {max_depth} levels; it is not a Baraza file")
    try:
        return json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise UserFileError(f"{name} is damaged or cut short (JSON error at line {exc.lineno})") from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise UserFileError(f"{name} is damaged ({exc.__class__.__name__}: {str(exc)[:60]})") from None


def read_user_json(path: Path, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in a user file, checked for kind, size and depth; UserFileError otherwise."""
    raw = read_user_bytes(path, max_bytes)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UserFileError(f"{path.name} is not UTF-8 text") from None
    if not text.strip():
        raise UserFileError(f"{path.name} is empty")
    return parse_user_json(text, path.name, max_depth)
