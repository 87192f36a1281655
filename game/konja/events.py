"""How Konja reports what happened: one Event per step, with the seat names and dice wording."""

from __future__ import annotations

from typing import Any

from baraza.game.core.rules import Event
from baraza.game.konja.state import SEAT_NAMES


def event(kind: str, seat: int | None, text: str, **data: Any) -> Event:
    return Event(kind, seat, data, text)


def seat_name(seat: int) -> str:
    return SEAT_NAMES[seat]


def dice_words(values: list[int]) -> str:
    return ", ".join(str(v) for v in values) if values else "no dice"
