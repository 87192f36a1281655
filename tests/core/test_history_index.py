"""History remembers what each record proved across runs (issue 40: 5,000 records were proven again at every
start, minutes of replaying): the index keeps each file's stamp and summary, a new window proves only new or
changed files, and a damaged, foreign or outdated index costs one slow read and nothing else."""

from __future__ import annotations

import sqlite3
import threading

from matches import played as finished_match

from baraza.game.persistence import history, history_index, history_reader
from baraza.game.persistence.history_index import HistoryIndex, index_path
from baraza.game.persistence.history_reader import HistoryReader
from baraza.game.registry import GAMES

GAME = next(iter(GAMES))


def _read(reader: HistoryReader) -> None:
    done = threading.Event()
    reader.start(on_done=lambda: done.set() if reader.history and reader.history.complete else None)
    assert done.wait(60), "the read completes"


def _view(entry) -> tuple:
    run = entry.run
    return (entry.path, run.game, run.seats, run.options, run.seed, run.score, run.finished, run.when,
            run.duration, run.turns, run.match_id, entry.winners, entry.scores, entry.reason, entry.roll_totals,
            entry.move_count, entry.outcome())


def _write(seeds) -> list:
    return [history.write_match(finished_match(GAME, seed, ["human", "ai:easy"])) for seed in seeds]


def test_a_new_window_proves_only_new_or_changed_files(baraza_home) -> None:
    paths = _write((1, 2, 3))
    first = HistoryReader()
    _read(first)
    assert first.proven_last == 3 and first.from_index_last == 0
    again = HistoryReader()  # the next start: nothing in memory, the index on disk
    _read(again)
    assert again.proven_last == 0 and again.from_index_last == 3
    assert [_view(e) for e in again.history.entries] == [_view(e) for e in first.history.entries]
    assert all(e.run.raw_moves == () and e.move_count > 0 for e in again.history.entries), "no moves kept"
    paths[0].write_text(paths[0].read_text() + " ")  # changed: proven again
    paths[1].unlink()  # gone: forgotten by the index too
    _write((4,))
    third = HistoryReader()
    _read(third)
    assert third.proven_last == 2 and third.from_index_last == 1 and len(third.history.entries) == 3
    assert len(HistoryIndex().rows()) == 3


def test_a_refused_file_is_remembered_as_refused(baraza_home) -> None:
    (path,) = _write((1,))
    path.write_text('{"format": 1, "game": "nothing"}')
    first = HistoryReader()
    _read(first)
    again = HistoryReader()
    _read(again)
    assert again.proven_last == 0 and again.history.entries == []
    assert again.history.problems == first.history.problems and len(again.history.problems) == 1


def test_a_damaged_or_foreign_index_is_rebuilt_and_costs_nothing_else(baraza_home) -> None:
    _write((1, 2))
    index_path().parent.mkdir(parents=True, exist_ok=True)
    index_path().write_bytes(b"not a database at all" * 100)
    reader = HistoryReader()
    _read(reader)
    assert reader.proven_last == 2 and len(reader.history.entries) == 2
    _read(HistoryReader())  # the rebuilt index serves the next start
    again = HistoryReader()
    _read(again)
    assert again.proven_last == 0

    index_path().unlink()
    index_path().mkdir()  # not even a file: the index is off, History still reads
    reader = HistoryReader()
    _read(reader)
    assert reader.proven_last == 2 and len(reader.history.entries) == 2


def test_rows_of_another_version_or_of_the_wrong_shape_are_proven_again(baraza_home, monkeypatch) -> None:
    _write((1, 2))
    _read(HistoryReader())
    with sqlite3.connect(index_path()) as db:  # one row damaged: not a summary we wrote
        name = db.execute("SELECT name FROM records LIMIT 1").fetchone()[0]
        db.execute("UPDATE records SET summary = ? WHERE name = ?", ('{"game": 5}', name))
    reader = HistoryReader()
    _read(reader)
    assert reader.proven_last == 1 and reader.from_index_last == 1 and len(reader.history.entries) == 2
    monkeypatch.setattr(history_index, "KEY", "0:older")  # another release wrote the index
    reader = HistoryReader()
    _read(reader)
    assert reader.proven_last == 2


def test_a_long_read_shows_its_list_as_it_goes(baraza_home, monkeypatch) -> None:
    _write(range(1, 11))
    monkeypatch.setattr(history_reader, "PUBLISH_SECONDS", 0.0)
    reader = HistoryReader(index=False)
    seen: list[tuple[bool, int, int]] = []
    done = threading.Event()

    def news() -> None:
        seen.append((reader.history.complete, len(reader.history.entries), reader.history.total))
        if reader.history.complete:
            done.set()

    reader.start(on_done=news)
    assert done.wait(60)
    assert seen[-1] == (True, 10, 10) and reader.generation == 1
    partial = [s for s in seen if not s[0]]
    assert partial and all(0 < count < 10 and total == 10 for _done, count, total in partial)
    assert reader.version == len(seen)


def test_many_files_are_proven_in_a_worker_process_with_the_same_result(baraza_home, monkeypatch) -> None:
    """Proving thousands of records on the reader thread stalled the window's frames for up to 0.7 s."""
    paths = _write((1, 2, 3))
    paths[2].write_text(paths[2].read_text().replace('"moves"', '"mooves"'))
    here = HistoryReader(index=False)
    _read(here)
    monkeypatch.setattr(history_reader, "PROCESS_FROM", 1)
    pools = []
    real = history_reader.safe_context

    def counted():
        ctx = real()
        pools.append(ctx)
        return ctx

    monkeypatch.setattr(history_reader, "safe_context", counted)
    there = HistoryReader(index=False)
    _read(there)
    assert pools, "a worker process proved them"
    assert [_view(e) for e in there.history.entries] == [_view(e) for e in here.history.entries]
    assert there.history.problems == here.history.problems and len(there.history.problems) == 1


def test_closing_during_a_long_read_stops_its_worker_process(baraza_home, monkeypatch) -> None:
    """A Pool still proving when the app quit held the process's exit for good."""
    import multiprocessing

    _write((1, 2, 3))
    monkeypatch.setattr(history_reader, "PROCESS_FROM", 1)
    started = threading.Event()
    real = history_reader._proofs

    def watched(*args):
        started.set()
        yield from real(*args)

    monkeypatch.setattr(history_reader, "_proofs", watched)
    reader = HistoryReader(index=False)
    reader.start()
    assert started.wait(30)
    reader.close(timeout=30)
    assert not reader._thread.is_alive() and not reader.reading
    assert not [p for p in multiprocessing.active_children() if p.name == "baraza-proofs"]
