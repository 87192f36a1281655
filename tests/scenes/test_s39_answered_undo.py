"""The shared part's undo bookkeeping (scenes/table/answered.py): right after an undo the question it went back to
is the player's (`just_undone`), a lesson is never answered (`in_lesson`), `held_back` says either; answerers read it
through the table they are handed, keeping no count of their own."""

from __future__ import annotations

from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.scenes.table.answered import Answer, AnsweredForYou, Answerer
from baraza.scenes.table.context import TableBus


class Polite(Answerer):
    """Answers `action` unless the table's part holds it back (as the games' answerers do)."""

    name = "polite"

    def __init__(self, action: Action) -> None:
        self.action = action

    def answer(self, table, view) -> Answer | None:
        return None if table.answered.held_back() else Answer(self.action)


def _table(answerers=()):
    app = SimpleNamespace(toast=lambda *_args, **_kw: None)
    table = SimpleNamespace(ctx=SimpleNamespace(bus=TableBus()), match=SimpleNamespace(records=[]), app=app,
                            tutorial=None)
    table.answered = AnsweredForYou(table, list(answerers))
    return table


def _move(table) -> None:
    table.match.records.append(SimpleNamespace(seat=0, action=Action("roll"), events=[]))


def _undo(table) -> None:
    table.match.records.pop()
    table.ctx.bus.emit("undo")  # the part hears of undos itself


def test_no_undo_yet_holds_nothing_back():
    table = _table()
    part = table.answered
    assert part.undone_at is None
    assert not part.just_undone() and not part.in_lesson() and not part.held_back()
    _move(table)
    assert not part.just_undone()


def test_an_undo_holds_back_its_question_until_a_move_is_made():
    table = _table()
    part = table.answered
    _move(table)
    _move(table)
    _undo(table)
    assert part.undone_at == 1 and part.just_undone() and part.held_back()
    _move(table)  # the player answered it themselves: the next question may be answered again
    assert not part.just_undone() and not part.held_back()
    _undo(table)
    _undo(table)  # undone further back: that earlier question is the player's now
    assert part.undone_at == 0 and part.just_undone()


def test_a_lesson_holds_back_every_answer():
    table = _table()
    part = table.answered
    table.tutorial = object()  # a lesson's steps are scripted
    assert part.in_lesson() and part.held_back() and not part.just_undone()
    table.tutorial = None
    assert not part.held_back()


def test_an_answerer_reads_the_shared_count_through_the_table():
    roll = Polite(Action("roll"))
    table = _table([roll])
    assert table.answered.answer(None) == Action("roll")
    _move(table)
    _undo(table)
    assert table.answered.answer(None) is None  # the player took the roll back: theirs to make
    _move(table)
    assert table.answered.answer(None) == Action("roll")
    table.tutorial = object()
    assert table.answered.answer(None) is None
