"""The shared "answered for the player" part (scenes/table/answered.py): answerers asked in order, the record index
each answer takes kept with its log line, forgotten after an undo, switched off as one or by name."""

from __future__ import annotations

from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.core.match import LogLine
from baraza.scenes.table.answered import Answer, AnsweredForYou, Answerer
from baraza.scenes.table.context import TableBus


class Fixed(Answerer):
    """Answers `action` (with `line`, `toast`) while `on`; waits `wait` seconds when asked when it would answer."""

    def __init__(self, name: str, action: Action, line: str | None = None, toast: str | None = None,
                 wait: float | None = None) -> None:
        self.name, self.action, self.line, self.toast, self.wait = name, action, line, toast, wait
        self.on = True
        self.asked = 0

    def answer(self, table, view) -> Answer | None:
        self.asked += 1
        return Answer(self.action, self.line, self.toast) if self.on else None

    def wake_in(self, now: float) -> float | None:
        return self.wait


def _table():
    toasts = []
    app = SimpleNamespace(toast=lambda text, seconds, key=None: toasts.append((text, seconds, key)))
    table = SimpleNamespace(ctx=SimpleNamespace(bus=TableBus()), match=SimpleNamespace(records=[]), app=app)
    return table, toasts


def _record(table, seat: int, action: Action, texts: list[str]) -> None:
    events = [SimpleNamespace(text=t) for t in texts]
    table.match.records.append(SimpleNamespace(seat=seat, action=action, events=events))


def test_answerers_are_asked_in_order_and_the_first_answer_is_kept_with_its_line_and_toast():
    table, toasts = _table()
    roll = Fixed("roll", Action("roll"))
    end = Fixed("end", Action("end_turn"), "The table ended your turn.", "Nothing else to do.")
    part = AnsweredForYou(table, [roll, end])
    roll.on = False
    assert part.answer(None) == Action("end_turn")
    assert roll.asked == end.asked == 1
    assert toasts == [("Nothing else to do.", 4, "answered")]
    assert part.kept(0) == "The table ended your turn." and part.indices() == {0}
    _record(table, 0, Action("end_turn"), ["Player 1 ends the turn.", "Player 2's turn."])
    assert part.log_text(LogLine(0, "Player 1 ends the turn.", 0), 0) == "The table ended your turn."
    assert part.log_text(LogLine(0, "Player 2's turn.", 0), 0) is None  # the record's other lines as they stand
    assert part.log_text(LogLine(0, "Player 1 ends the turn.", 0), 1) is None  # another seat reads the plain line


def test_a_move_the_table_did_not_make_keeps_its_own_words():
    table, _ = _table()
    part = AnsweredForYou(table, [Fixed("end", Action("end_turn"), "The table ended your turn.")])
    assert part.answer(None) == Action("end_turn")
    _record(table, 0, Action("pass"), ["Player 1 passes."])  # the answer was not made: the player's own move came
    assert part.log_text(LogLine(0, "Player 1 passes.", 0), 0) is None


def test_an_undo_forgets_the_answers_it_took_back():
    table, _ = _table()
    part = AnsweredForYou(table, [Fixed("roll", Action("roll"), "Rolled for you.")])
    part.answer(None)
    _record(table, 0, Action("roll"), ["Player 1 rolls."])
    part.answer(None)
    _record(table, 0, Action("roll"), ["Player 1 rolls."])
    assert part.indices() == {0, 1}
    table.match.records.pop()
    table.ctx.bus.emit("undo")  # the part hears of undos itself
    assert part.indices() == {0}


def test_the_part_is_switched_off_as_one_or_by_name(monkeypatch):
    table, _ = _table()
    roll, end = Fixed("roll", Action("roll"), wait=0.5), Fixed("end", Action("end_turn"))
    part = AnsweredForYou(table, [roll, end])
    monkeypatch.setattr(AnsweredForYou, "skip", frozenset({"roll"}))
    assert part.answer(None) == Action("end_turn") and roll.asked == 0
    monkeypatch.setattr(AnsweredForYou, "enabled", False)
    assert part.answer(None) is None and end.asked == 1
    assert part.wake_in(0.0) == 0.5  # an answer waiting a beat wakes the quiet window

