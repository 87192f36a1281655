"""Building events fast, and naming card vectors in event texts."""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.krownia.constants import RESOURCES

_new_object = object.__new__
if Event.__slots__ == ("kind", "seat", "data", "text"):
    _set_kind, _set_seat, _set_data, _set_text = (Event.kind.__set__, Event.seat.__set__,  # type: ignore[attr-defined]
                                                  Event.data.__set__, Event.text.__set__)  # type: ignore[attr-defined]

    def make_event(kind: str, seat: int | None, data: dict, text: str) -> Event:
        """Event(kind, seat, data, text) without the frozen dataclass __init__ (about half the cost:
        every action makes one or more events). Same object, same fields."""
        ev = _new_object(Event)
        _set_kind(ev, kind)
        _set_seat(ev, seat)
        _set_data(ev, data)
        _set_text(ev, text)
        return ev
else:  # Event's fields changed: build events the ordinary way
    def make_event(kind: str, seat: int | None, data: dict, text: str) -> Event:
        return Event(kind, seat, data, text)


class CardText:
    """Names card vectors in log lines ("2 Wood + 1 Ore"). Few distinct vectors occur, so their text is
    remembered; the memo belongs to the rules object that writes the log."""

    LIMIT = 50_000

    def __init__(self) -> None:
        self._memo: dict[tuple[int, ...], str] = {}

    def of(self, vec: list[int] | tuple[int, ...]) -> str:
        key = tuple(vec)
        text = self._memo.get(key)
        if text is None:
            parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(vec) if n]
            text = " + ".join(parts) if parts else "nothing"
            if len(self._memo) < self.LIMIT:
                self._memo[key] = text
        return text
