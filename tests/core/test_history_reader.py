"""History is read by one reader for the window's life: a file unchanged since it was proven is not read
again, a changed or new one is, a new read cancels the one in flight, and screens fill in when a read
completes (issue 40: each visit re-read everything, five visits gave five readers; Statistics opened during a
read showed "Matches kept 0" for good)."""

from __future__ import annotations

import threading

from matches import played as finished_match

from baraza.game.persistence import history
from baraza.game.persistence.history_reader import HistoryReader
from baraza.game.registry import GAMES

GAME = next(iter(GAMES))


def _two_seats() -> list[str]:
    return ["human", "ai:easy"]


def _read(reader: HistoryReader) -> None:
    done = threading.Event()
    reader.start(on_done=lambda: done.set() if reader.history.complete else None)  # also told of a list so far
    assert done.wait(60), "the read completes"


def test_unchanged_files_are_proven_once_and_changed_ones_again(baraza_home) -> None:
    paths = [history.write_match(finished_match(GAME, seed, _two_seats())) for seed in (1, 2, 3)]
    reader = HistoryReader()
    _read(reader)
    assert reader.proven_last == 3 and len(reader.history.entries) == 3 and reader.generation == 1
    _read(reader)
    assert reader.proven_last == 0 and len(reader.history.entries) == 3 and reader.generation == 2
    paths[0].write_text(paths[0].read_text() + " ")  # changed: proven again
    history.write_match(finished_match(GAME, 4, _two_seats()))  # new
    _read(reader)
    assert reader.proven_last == 2 and len(reader.history.entries) == 4
    paths[1].unlink()  # gone: gone from the list
    _read(reader)
    assert reader.proven_last == 0 and len(reader.history.entries) == 3


def test_a_new_read_or_leaving_cancels_the_read_in_flight(baraza_home, monkeypatch) -> None:
    for seed in (1, 2, 3):
        history.write_match(finished_match(GAME, seed, _two_seats()))
    entered, release = threading.Event(), threading.Event()
    real = history.read_entry

    def slow(path):
        entered.set()
        release.wait(30)
        return real(path)

    monkeypatch.setattr(history, "read_entry", slow)
    reader = HistoryReader()
    finished = []
    reader.start(on_done=lambda: finished.append(1))
    assert entered.wait(30) and reader.reading
    reader.cancel()
    assert not reader.reading
    release.set()
    monkeypatch.setattr(history, "read_entry", real)
    threads = [t for t in threading.enumerate() if t.name == "baraza-history"]
    for t in threads:
        t.join(10)
    assert not any(t.is_alive() for t in threads), "the cancelled reader stopped at its next file"
    assert finished == [] and reader.generation == 0 and reader.history is None  # it completed nothing
    _read(reader)  # a fresh read completes, reusing the file the cancelled one had proved
    assert reader.generation == 1 and len(reader.history.entries) == 3 and reader.proven_last == 2
