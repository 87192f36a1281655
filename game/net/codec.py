"""Views and events as JSON, and views back from JSON.

A view is a tree of frozen dataclasses, tuples, mappings and scalars. On the wire a dataclass is an object of
its fields, a tuple or list an array, a mapping with text keys an object and any other mapping
{"$pairs": [[key, value], ...]}. `decode` rebuilds the view from the dataclass's type hints, so
`decode(encode(view), type(view)) == view` (tests/net/test_codec.py checks it on every game's views).
"""

from __future__ import annotations

import dataclasses
import enum
import math
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

PAIRS = "$pairs"


_SCALARS = frozenset({bool, int, str, type(None)})


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """A dataclass type's field names (None for any other type), looked up once per type."""
    return tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None


def encode(value: Any) -> Any:
    """A JSON-ready copy of `value` (a view, an event's data, a result). Non-finite floats become null.
    Scalars are passed through in place: a view holds thousands of them and is sent after every move."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [v if type(v) in _SCALARS else encode(v) for v in value]
    names = _field_names(kind)
    if names is not None:
        fields = {}
        for name in names:
            item = getattr(value, name)
            fields[name] = item if type(item) in _SCALARS else encode(item)
        return fields
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, (bool, int, str)):  # subclasses of the scalars (an IntEnum is handled below)
        return encode(value.value) if isinstance(value, enum.Enum) else value
    if isinstance(value, enum.Enum):
        return encode(value.value)
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((encode(v) for v in value), key=repr)
    if isinstance(value, Mapping):
        if all(isinstance(k, str) for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {PAIRS: [[encode(k), encode(v)] for k, v in value.items()]}
    raise TypeError(f"cannot send a {type(value).__name__} over the network")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(data: Any, hint: Any = Any) -> Any:
    """The value `encode` made `data` from, rebuilt as `hint` says (a dataclass type for a whole view)."""
    return _decoder(hint)(data)


Decoder = Callable[[Any], Any]
_SEQUENCES = (tuple, list, set, frozenset, Sequence)
_MAPPINGS = (dict, Mapping)


@cache
def _decoder(hint: Any) -> Decoder:
    """A function decoding data of the type `hint`, built once per type (a view has thousands of values)."""
    if hint is Any or hint is object:
        return _decode_plain
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return _union_decoder(typing.get_args(hint))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass_decoder(hint)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint
    if hint is float:
        return lambda data: None if data is None else float(data)
    if hint in (int, str, bool, type(None)):
        return _same
    if origin is None:
        origin, args = hint, ()
    else:
        args = typing.get_args(hint)
    if origin in _SEQUENCES:
        return _sequence_decoder(origin, args)
    if origin in _MAPPINGS:
        key_hint, value_hint = args if len(args) == 2 else (Any, Any)
        return _mapping_decoder(key_hint, value_hint)
    return _decode_plain


def _same(data: Any) -> Any:
    return data


def _decode_plain(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_decode_plain(v) for v in data)
    if isinstance(data, dict):
        return _mapping_decoder(Any, Any)(data)
    return data


def _union_decoder(options: tuple) -> Decoder:
    candidates = [o for o in options if o is not type(None)]
    allows_none = len(candidates) < len(options)
    branches = [(_shape(o), _decoder(o)) for o in candidates]

    def decode_union(data: Any) -> Any:
        if data is None and allows_none:
            return None
        for fits, decoder in branches:
            if fits(data):
                return decoder(data)
        return branches[0][1](data) if branches else data

    return decode_union


def _shape(hint: Any) -> Callable[[Any], bool]:
    """Whether data has the shape `hint` encodes to (to pick the branch of a union)."""
    origin = typing.get_origin(hint) or hint
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return lambda data: isinstance(data, dict) and PAIRS not in data
    if origin in _SEQUENCES:
        return lambda data: isinstance(data, list)
    if origin in _MAPPINGS:
        return lambda data: isinstance(data, dict)
    if hint is float:
        return lambda data: isinstance(data, (int, float)) and not isinstance(data, bool)
    if hint is int:
        return lambda data: isinstance(data, int) and not isinstance(data, bool)
    if isinstance(hint, type):
        return lambda data: isinstance(data, hint)
    return lambda data: True


def _dataclass_decoder(cls: type) -> Decoder:
    hints = _hints(cls)
    fields = [(f.name, f.init) for f in dataclasses.fields(cls)]

    def decode_dataclass(data: Any) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"{cls.__name__} expected an object")
        made = cls(**{name: _decoder(hints.get(name, Any))(data[name]) for name, init in fields
                      if init and name in data})
        for name, init in fields:
            if not init and name in data:
                object.__setattr__(made, name, _decoder(hints.get(name, Any))(data[name]))
        return made

    return decode_dataclass


def _sequence_decoder(origin: Any, args: tuple) -> Decoder:
    if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
        items = [_decoder(h) for h in args]

        def decode_fixed(data: Any) -> Any:
            if not isinstance(data, list):
                raise ValueError("expected an array")
            return tuple(d(v) for d, v in zip(items, data, strict=False))

        return decode_fixed
    item = _decoder(args[0] if args else Any)
    build = list if origin is list else origin if origin in (set, frozenset) else tuple

    def decode_items(data: Any) -> Any:
        if not isinstance(data, list):
            raise ValueError("expected an array")
        return build(item(v) for v in data)

    return decode_items


def _mapping_decoder(key_hint: Any, value_hint: Any) -> Decoder:
    key, value = _decoder(key_hint), _decoder(value_hint)
    text_key = int if key_hint is int else _same

    def decode_mapping(data: Any) -> dict:
        if not isinstance(data, dict):
            raise ValueError("expected an object")
        if PAIRS in data and len(data) == 1:
            return {_key(key(k)): value(v) for k, v in data[PAIRS]}
        return {text_key(k): value(v) for k, v in data.items()}

    return decode_mapping


def _key(value: Any) -> Any:
    return tuple(_key(v) for v in value) if isinstance(value, list) else value
