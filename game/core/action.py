"""Actions: small immutable values that every game uses and that round-trip through JSON.

An action is a kind name plus a tuple of arguments. Arguments are JSON scalars (int, str, bool, None)
or nested tuples of them, so an action is hashable, comparable and prints the same in every process.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

_SCALARS = (int, str, bool, type(None))


class ActionFormatError(ValueError):
    """A JSON value that does not describe an action."""


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, _SCALARS):
        return value
    raise ActionFormatError(f"action argument of type {type(value).__name__} is not allowed")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat: `kind` names it, `args` says where/what (JSON scalars or tuples)."""

    kind: str
    args: tuple = ()

    def __post_init__(self) -> None:
        if not isinstance(self.args, tuple):
            object.__setattr__(self, "args", _freeze(self.args))

    def to_json(self) -> dict:
        return {"kind": self.kind, "args": _thaw(self.args)}

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ActionFormatError("an action needs a 'kind' string")
        args = data.get("args", [])
        if not isinstance(args, list):
            raise ActionFormatError("an action's 'args' must be a list")
        return Action(data["kind"], _freeze(args))

    def __str__(self) -> str:
        return f"{self.kind}{list(_thaw(self.args))}"
