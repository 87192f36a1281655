"""Listing a folder of saves quickly: only each file's header is read (everything before its moves), the
thumbnail is not decoded but located (offset and length in the file) for whoever shows it, and the result
is remembered in the folder's index file (`.index.json`) by each file's name, size and modification time,
so a second listing reads no save at all, only the folder and the index.

A header that cannot be read this way (a file not written by Baraza, keys in another order, damage) falls
back to reading the whole file through `read_save_data`, so the listing says the same as the loader. The
index is a user file like any other: read bounded and checked; a bad index is ignored and rewritten.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
from json.decoder import scanstring
from pathlib import Path
from typing import Any

from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.userfile import UserFileError, read_user_json, read_user_parts

INDEX_NAME = ".index.json"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 16 * 1024 * 1024
FIRST_READ = 4096  # a header Baraza writes fits here (the thumbnail comes after the moves)
MAX_HEADER = 1024 * 1024
THUMB_FIELD = "thumbnail"
BASE64 = re.compile(r"[A-Za-z0-9+/=]*")

# The envelope fields a listing keeps (Load and Continue show these); the rest is read when a file is loaded.
LISTED = frozenset(["format", "format_version", "app_version", "game", "seats", "seed", "play_seconds", "finished",
                    "saved_at", "summary", "turn", "turns_begun", "name"])
Entry = tuple[Path, dict[str, Any] | None, str | None]
_WS = " \t\n\r"


AT_END = (-1, 0)  # where a thumbnail written after the moves is: found from the end of the file when shown
TAIL_MARK = b'"thumbnail": "'


class _NeedMore(Exception):
    """The header runs past the bytes read so far."""


class _NotPlain(Exception):
    """Not a header this reader takes: the whole file is read instead."""


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WS:
        i += 1
    if i >= len(text):
        raise _NeedMore
    return i


def scan_header(text: str, complete: bool) -> tuple[dict[str, Any], tuple[int, int] | None]:
    """The top-level fields of a save's JSON `text` up to its "moves" (not included), and where the thumbnail
    string's characters are (start, length in characters of `text`), its value left out."""
    # (Deep nesting in a header value ends in RecursionError, caught below: the whole-file reader then refuses
    # it with its own depth check.)
    decoder = json.JSONDecoder()
    header: dict[str, Any] = {}
    thumb: tuple[int, int] | None = None
    try:
        i = _skip(text, 0)
        if text[i] != "{":
            raise _NotPlain
        i = _skip(text, i + 1)
        while True:
            if text[i] == "}":
                return header, thumb
            if text[i] != '"':
                raise _NotPlain
            key, i = scanstring(text, i + 1)
            i = _skip(text, i)
            if text[i] != ":":
                raise _NotPlain
            i = _skip(text, i + 1)
            if key in header or key == "moves":
                # The header ends where the moves begin; a thumbnail not met so far is at the end of the file.
                return header, thumb or AT_END
            if key == THUMB_FIELD and text[i] == '"':
                end = text.find('"', i + 1)
                if end < 0:
                    raise _NeedMore
                if "\\" in text[i + 1:end]:
                    raise _NotPlain
                thumb, header[key], i = (i + 1, end - i - 1), None, end + 1
            else:
                header[key], i = decoder.raw_decode(text, i)
            i = _skip(text, i)
            if text[i] == ",":
                i = _skip(text, i + 1)
            elif text[i] != "}":
                raise _NotPlain
    except (ValueError, IndexError, RecursionError) as exc:
        if not complete:
            raise _NeedMore from None
        raise _NotPlain from exc
    except _NeedMore:
        if complete:
            raise _NotPlain from None
        raise


def _stamp(info: os.stat_result) -> list[int]:
    return [info.st_mtime_ns, info.st_size, info.st_ino]


def read_header(path: Path, check, max_bytes: int) -> tuple[dict[str, Any], list[int]]:
    """The checked envelope of the save at `path` read from its header, with the thumbnail's place in bytes
    (`thumbnail_at`) instead of its text, and the file's stamp. `check(data, name)` is the envelope check."""
    size = FIRST_READ
    while True:
        (head,), info = read_user_parts(path, max_bytes, [(0, size)])
        whole = len(head) >= info.st_size
        if not whole:
            (tail,), _ = read_user_parts(path, max_bytes, [(info.st_size - 16, 16)])
        else:
            tail = head[-16:]
        if not tail.rstrip().endswith(b"}"):
            raise _NotPlain  # cut short: the loader says so in its own words
        text = codecs.getincrementaldecoder("utf-8")().decode(head, final=whole)
        try:
            header, thumb = scan_header(text, whole)
            break
        except _NeedMore:
            if size >= MAX_HEADER or whole:
                raise _NotPlain from None
            size *= 4
    envelope = {k: v for k, v in check(header, path.name).items() if k in LISTED}  # bounded, whatever else it holds
    envelope["thumbnail"] = None
    if thumb == AT_END:
        envelope["thumbnail_at"] = list(AT_END)
    elif thumb is not None:
        start, length = thumb
        before = text[:start]
        offset = start if before.isascii() else len(before.encode("utf-8", "surrogatepass"))
        envelope["thumbnail_at"] = [offset, length]
    return envelope, _stamp(info)


def read_thumbnail(path: Path, data: dict[str, Any], max_bytes: int, limit: int) -> str | None:
    """The thumbnail text of a listed save, read from its place in the file; None when there is none, the
    file has changed since it was listed, or what is there is not base64."""
    place, stamp = data.get("thumbnail_at"), data.get("file_stamp")
    if not (isinstance(place, list) and len(place) == 2 and all(isinstance(n, int) for n in place)):
        return None
    offset, length = place
    if [offset, length] == list(AT_END):
        return _thumbnail_at_end(path, stamp, max_bytes, limit)
    if not 0 < length <= limit or offset < 0:
        return None
    try:
        (raw,), info = read_user_parts(path, max_bytes, [(offset, length)])
    except UserFileError:
        return None
    if stamp is not None and _stamp(info) != stamp:
        return None
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError:
        return None
    return text if len(text) == length and BASE64.fullmatch(text) else None


def _thumbnail_at_end(path: Path, stamp, max_bytes: int, limit: int) -> str | None:
    """A thumbnail written after the moves: the file ends `"thumbnail": "BASE64"}`."""
    try:
        size = os.stat(path).st_size
        (tail,), info = read_user_parts(path, max_bytes, [(max(0, size - limit - 64), limit + 64)])
    except (OSError, UserFileError):
        return None
    if stamp is not None and _stamp(info) != stamp:
        return None
    start = tail.rfind(TAIL_MARK)
    if start < 0:
        return None
    start += len(TAIL_MARK)
    end = tail.find(b'"', start)
    if end < 0 or tail[end + 1:].strip() != b"}":
        return None
    try:
        text = tail[start:end].decode("ascii")
    except UnicodeDecodeError:
        return None
    return text if 0 < len(text) <= limit and BASE64.fullmatch(text) else None


class SaveFolder:
    """One folder of saves, listed through its index."""

    def __init__(self, folder: Path, check, read_whole, max_bytes: int) -> None:
        self.folder = folder
        self.check = check  # (data, name) -> envelope, raising the save error
        self.read_whole = read_whole  # path -> envelope, raising the save error
        self.max_bytes = max_bytes

    def _load_index(self) -> dict[str, Any]:
        path = self.folder / INDEX_NAME
        try:
            data = read_user_json(path, MAX_INDEX_BYTES)
        except (UserFileError, OSError):
            return {}
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION or not isinstance(data.get("files"), dict):
            return {}
        return data["files"]

    def _save_index(self, files: dict[str, Any]) -> None:
        try:
            write_json_atomic(self.folder / INDEX_NAME, {"version": INDEX_VERSION, "files": files})
        except (OSError, ValueError):
            pass  # a read-only folder lists as fast as it can without one

    def _names(self) -> list[tuple[str, os.stat_result]]:
        try:
            names = [n for n in os.listdir(self.folder) if n.endswith(".json") and not n.startswith(".")]
        except OSError:
            return []
        found = []
        for name in names:
            try:
                found.append((name, os.stat(self.folder / name)))
            except OSError:
                found.append((name, None))
        return found

    def entries(self, error_type: type[Exception]) -> list[Entry]:
        """Every *.json file, newest first, with its envelope or the one-line reason it cannot be read."""
        index = self._load_index()
        fresh: dict[str, Any] = {}
        listed: list[tuple[float, Entry]] = []
        for name, info in self._names():
            path = self.folder / name
            key = os.fsencode(name).hex() if not name.isprintable() or not name.isascii() else name
            known = index.get(key)
            stamp = _stamp(info) if info is not None and stat.S_ISREG(info.st_mode) else None
            entry: Entry | None = None
            if stamp is not None and isinstance(known, dict) and known.get("stamp") == stamp:
                entry = self._from_index(path, known)
            if entry is None:
                entry = self._read(path, error_type)
                if entry[1] is not None and entry[1].get("file_stamp") == stamp and stamp is not None:
                    fresh[key] = {"stamp": stamp, "data": entry[1]}
            else:
                fresh[key] = known
            listed.append((info.st_mtime if info is not None else 0.0, entry))
        if fresh != index:
            self._save_index(fresh)
        listed.sort(key=lambda pair: pair[0], reverse=True)
        return [entry for _mtime, entry in listed]

    def _from_index(self, path: Path, known: dict[str, Any]) -> Entry | None:
        data = known.get("data")
        if not isinstance(data, dict):
            return None
        try:
            envelope = self.check(data, path.name)  # the index is a user file too: checked again
        except Exception:  # noqa: BLE001 - an index entry that does not check is read afresh
            return None
        return path, envelope, None

    def _read(self, path: Path, error_type: type[Exception]) -> Entry:
        """A file read afresh: its header when it can be, else the whole file (files that cannot be read are
        not remembered: they are few, and the reason may change without the file changing)."""
        try:
            try:
                envelope, stamp = read_header(path, self.check, self.max_bytes)
                envelope["file_stamp"] = stamp
            except (_NotPlain, UserFileError, UnicodeDecodeError, error_type):
                envelope = self.read_whole(path)
        except error_type as exc:
            return path, None, str(exc)
        return path, envelope, None
