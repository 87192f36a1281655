"""The wire protocol's words: its version, its limits, reading a client's message and refusing it with a reason.

Every message is one JSON object in one websocket text frame, with "v" (the protocol version) and "type".
docs/protocol.md is the reference; the names here are the ones it uses.
"""

from __future__ import annotations

import json
import secrets
import string
from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action, ActionFormatError

VERSION = 1

# --- limits (the host enforces them; docs/protocol.md lists them) ---------------------------------------------
MAX_CLIENT_MESSAGE = 16 * 1024  # bytes of one client frame (websockets max_size: larger closes with 1009)
MAX_HOST_MESSAGE = 4 * 1024 * 1024  # what a client accepts from the host (a long match's whole log)
MAX_DEPTH = 8  # nesting of arrays and objects in a client message
RATE_PER_SECOND = 50.0  # a client's steady messages per second ...
RATE_BURST = 100  # ... and how many it may send at once
MAX_STRIKES = 8  # refusals in a row before the host closes the connection
MAX_PENDING = 8  # connections that have not yet said hello with the right code
MAX_CONNECTIONS = 64  # every connection, seats and spectators together
MAX_SPECTATORS = 16  # so spectators never fill the room a returning player needs
HELLO_SECONDS = 10.0  # time to say hello after connecting
WRONG_CODE_PAUSE = 0.5  # seconds a wrong code holds its connection before it closes (slows guessing)
REPLAY_KEEP = 64  # updates kept per seat to replay to a client that comes back
TOKEN_BYTES = 24  # a seat token: 192 random bits
CODE_ALPHABET = "".join(c for c in string.ascii_uppercase + string.digits if c not in "IO01")
CODE_LENGTH = 6  # 32^6: about a billion codes

# --- reasons a message is refused (the "code" of a "refused" message) ---------------------------------------
MALFORMED = "malformed"  # not JSON, not an object, missing or wrong fields, too deep
BINARY = "binary"  # a binary frame: the protocol is text only
VERSION_MISMATCH = "version"  # another protocol version
UNKNOWN_TYPE = "unknown_type"
WRONG_CODE = "wrong_code"
BAD_TOKEN = "bad_token"  # a token that names no seat
WRONG_SEAT = "wrong_seat"  # a token of another seat than the connection's
NOT_A_SEAT = "not_a_seat"  # a spectator tried to act
TABLE_FULL = "table_full"
STALE = "stale"  # the intent's seq is not the table's latest: replayed, or sent before the last move was seen
NOT_YOUR_TURN = "not_your_turn"
ILLEGAL = "illegal"
MATCH_OVER = "match_over"
RATE = "rate"  # more messages than the rate allows
NOT_JOINED = "not_joined"  # an act before a hello


class ProtocolError(ValueError):
    """A client message the host refuses: `code` is one of the reason words above, the text says why."""

    def __init__(self, code: str, reason: str, strike: bool = True) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.strike = strike  # False: an honest client can earn it (it lost a race), so it never closes one


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def same_secret(given: Any, expected: str) -> bool:
    """Whether a client's code or token is `expected`, in constant time."""
    return isinstance(given, str) and len(given) <= 128 and secrets.compare_digest(given.encode(), expected.encode())


def nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON `text` (strings skipped), without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def parse(frame: Any) -> dict:
    """A client's frame as a message object, or ProtocolError saying why not."""
    if not isinstance(frame, str):
        raise ProtocolError(BINARY, "Only text messages are understood.")
    if len(frame) > MAX_CLIENT_MESSAGE:
        raise ProtocolError(MALFORMED, "The message is too long.")
    if nesting_depth(frame) > MAX_DEPTH:
        raise ProtocolError(MALFORMED, f"The message nests deeper than {MAX_DEPTH} levels.")
    try:
        message = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError(MALFORMED, "The message is not JSON.") from None
    if not isinstance(message, dict):
        raise ProtocolError(MALFORMED, "A message is a JSON object.")
    if message.get("v") != VERSION:
        raise ProtocolError(VERSION_MISMATCH, f"This table speaks protocol version {VERSION}.")
    if message.get("type") not in ("hello", "act", "ping", "create"):  # create: `baraza serve` only
        raise ProtocolError(UNKNOWN_TYPE, "Unknown message type.")
    return message


@dataclass(frozen=True)
class Hello:
    code: Any
    token: str | None
    last_seq: int
    spectate: bool
    name: str


def read_hello(message: dict) -> Hello:
    token = message.get("token")
    last_seq = message.get("last_seq", 0)
    name = message.get("name", "")
    if token is not None and not isinstance(token, str):
        raise ProtocolError(MALFORMED, "A token is text.")
    if not _is_count(last_seq):
        raise ProtocolError(MALFORMED, "last_seq is a whole number from 0.")
    if not isinstance(name, str) or len(name) > 40:
        raise ProtocolError(MALFORMED, "A name is text of at most 40 characters.")
    return Hello(message.get("code"), token, last_seq, message.get("spectate") is True, name)


@dataclass(frozen=True)
class Intent:
    token: Any
    seq: int
    action: Action
    ref: int | None


def read_intent(message: dict) -> Intent:
    seq = message.get("seq")
    ref = message.get("ref")
    if not _is_count(seq):
        raise ProtocolError(MALFORMED, "seq is a whole number from 0.")
    if ref is not None and not _is_count(ref):
        raise ProtocolError(MALFORMED, "ref is a whole number from 0.")
    raw = message.get("action")
    if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str) or len(raw["kind"]) > 64:
        raise ProtocolError(MALFORMED, "An action is an object with a kind.")
    if not isinstance(raw.get("args", []), list):
        raise ProtocolError(MALFORMED, "An action's args are an array.")
    try:
        action = Action.from_json(raw)
    except (ActionFormatError, TypeError, ValueError):
        raise ProtocolError(MALFORMED, "That is not an action.") from None
    return Intent(message.get("token"), seq, action, ref)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53


def refused(code: str, reason: str, ref: int | None = None) -> dict:
    message = {"v": VERSION, "type": "refused", "code": code, "reason": reason}
    if ref is not None:
        message["ref"] = ref
    return message


def dumps(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), allow_nan=False)
