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
import stat
from pathlib import Path
from typing import Any

MAX_DEPTH = 64
DEFAULT_MAX_BYTES = 8 * 1024 * 1024

_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_SQUARE = bytes.maketrans(b"{}", b"[]")


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


def _open_checked(path: Path, max_bytes: int) -> tuple[int, os.stat_result]:
    """An open descriptor on a regular file of at most `max_bytes` (checked before and after opening)."""
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
        info = os.fstat(fd)
    except OSError as exc:
        os.close(fd)
        raise UserFileError(f"{name} cannot be read: {_os_reason(exc)}") from None
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise UserFileError(f"{name} is not a regular file; it is skipped")
    return fd, info


def _read_up_to(fd: int, limit: int, name: str, offset: int = 0) -> bytes:
    chunks, left = [], limit
    try:
        if offset:
            os.lseek(fd, offset, os.SEEK_SET)
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UserFileError(f"{name} cannot be read: {_os_reason(exc)}") from None
    return b"".join(chunks)


def read_user_bytes(path: Path, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `max_bytes`, or UserFileError."""
    fd, _info = _open_checked(path, max_bytes)
    try:
        data = _read_up_to(fd, max_bytes + 1, path.name)
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise UserFileError(f"{path.name} is too large (the limit is {max_bytes // 1024} KB)")
    return data


def read_user_parts(path: Path, max_bytes: int, parts: list[tuple[int, int]]) -> tuple[list[bytes], os.stat_result]:
    """Pieces (offset, length) of a regular file of at most `max_bytes`, and the file's stat: for reading the
    start of a save (its header) or one field of it without reading the whole file."""
    fd, info = _open_checked(path, max_bytes)
    try:
        pieces = [_read_up_to(fd, max(0, length), path.name, max(0, offset)) for offset, length in parts]
    finally:
        os.close(fd)
    return pieces, info


def _outside_strings(data: bytes) -> bytes:
    """`data` with the contents of JSON strings removed, using only C-speed bytes operations."""
    if b'"' not in data:
        return data
    data = data.replace(b"\\\\", b"").replace(b'\\"', b"")  # escaped backslashes, then escaped quotes
    return b"".join(data.split(b'"')[::2])


def nests_deeper_than(text: str, limit: int) -> bool:
    """Whether arrays and objects in `text` nest more than `limit` deep, found without recursing and at C
    speed: a run of more than `limit` opening brackets is too deep; otherwise each round deletes the
    innermost pairs (leaves), which turns a deep spine into such a run. Strings are skipped. Unclosed
    brackets of a cut-short file are left to the parser, which reports them as damage."""
    brackets = _outside_strings(text.encode("utf-8", "surrogatepass")).translate(_SQUARE, _NOT_BRACKETS)
    too_deep = b"[" * (limit + 1)
    for _ in range(limit + 1):
        if too_deep in brackets:
            return True
        shorter = brackets.replace(b"[]", b"")
        if shorter == brackets:
            return False
        brackets = shorter
    return b"[]" in brackets


def _no_constants(name: str) -> Any:
    raise ValueError(f"non-number {name}")


def parse_user_json(text: str, name: str, max_depth: int = MAX_DEPTH) -> Any:
    if nests_deeper_than(text, max_depth):
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
