"""The scores database under trouble: a lock held elsewhere is waited for (never set aside), an older schema
is migrated, bad rows are skipped, and a folder that cannot be written turns scores off without raising."""

import math
import sqlite3
import threading
import time

from baraza.game.persistence import scores as scores_module
from baraza.game.persistence.scores import ScoreBook, ScoresUnavailable


def test_a_locked_database_is_waited_for_and_kept(baraza_home, monkeypatch):
    monkeypatch.setattr(scores_module, "BUSY_TIMEOUT", 0.1)
    monkeypatch.setattr(scores_module, "ATTEMPTS", 12)  # plenty of room on a loaded machine
    book = ScoreBook()
    book.add_high_score("khedu", "Lions", 50, 1)
    holder = sqlite3.connect(book.path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    release = threading.Timer(0.25, lambda: holder.execute("COMMIT"))
    release.start()
    again = ScoreBook()  # the lock goes away while it retries
    release.join()
    holder.close()
    assert again.available and again.warning is None
    assert [s.score for s in again.top_scores("khedu", "Lions")] == [50]
    assert not [p for p in book.path.parent.iterdir() if "broken" in p.name]


def test_a_lock_that_stays_turns_scores_off_for_now_not_for_good(baraza_home, monkeypatch):
    monkeypatch.setattr(scores_module, "BUSY_TIMEOUT", 0.05)
    book = ScoreBook()
    book.add_high_score("khedu", "Lions", 50, 1)
    holder = sqlite3.connect(book.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    busy = ScoreBook()
    assert not busy.available and "in use" in busy.warning
    assert busy.top_scores("khedu", "Lions") == [] and busy.stats("khedu").played == 0
    try:
        busy.add_high_score("khedu", "Lions", 60, 2)
        raise AssertionError("a write while locked must say it failed")
    except ScoresUnavailable:
        pass
    holder.execute("COMMIT")
    holder.close()
    time.sleep(0.05)
    assert [s.score for s in busy.top_scores("khedu", "Lions")] == [50]  # it came back
    assert not [p for p in book.path.parent.iterdir() if "broken" in p.name]


def test_an_older_schema_is_migrated(baraza_home):
    path = baraza_home / "data" / "scores.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE high_scores (id INTEGER PRIMARY KEY, game TEXT, category TEXT, score INTEGER)")
        db.execute("INSERT INTO high_scores (game, category, score) VALUES ('khedu', 'Lions', 70)")
        db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT, seats TEXT, winners TEXT)")
    book = ScoreBook()
    assert book.available and book.warning is None
    assert [s.score for s in book.top_scores("khedu", "Lions")] == [70]
    book.record_match("kona", ["human", "ai:easy"], (0,), (1.0, 0.0), 10, 20, 60.0, 3)
    assert book.stats("kona").played == 1


def test_bad_rows_are_skipped(baraza_home):
    book = ScoreBook()
    book.record_match("kona", ["human", "ai:easy"], (0,), (1.0, 0.0), 10, 20, 60.0, 3)
    book.add_high_score("khedu", "Lions", 40, 1)
    with sqlite3.connect(book.path) as db:
        db.execute("INSERT INTO matches (game, finished_at, seats, winners, scores, turns, actions, seconds, seed)"
                   " VALUES ('kona', 'x', 'not json', '[0]', '[]', 5, 5, 1.0, 1)")
        db.execute("INSERT INTO matches (game, finished_at, seats, winners, scores, turns, actions, seconds, seed)"
                   " VALUES ('kona', 'x', '[\"human\"]', '[0]', '[]', 5, 5, ?, 1)", (math.inf,))
        db.execute("INSERT INTO matches (game, finished_at, seats, winners, scores, turns, actions, seconds, seed)"
                   " VALUES ('kona', 'x', '[\"human\"]', '[\"a\"]', '[]', 'many', 5, 1.0, 1)")
        db.execute("INSERT INTO high_scores (game, category, score, seed, player, achieved_at)"
                   " VALUES ('khedu', 'Lions', 'lots', 1, 'P', 'x')")
        db.execute("INSERT INTO high_scores (game, category, score, seed, player, achieved_at)"
                   " VALUES ('khedu', 'Lions', 30, 'x', 'P', 'x')")
    stats = book.stats("kona")
    assert stats.played == 1 and stats.total_seconds == 60.0
    assert [s.score for s in book.top_scores("khedu", "Lions")] == [40]
    assert book.categories("khedu") == ["Lions"]


def test_a_folder_that_cannot_be_written_turns_scores_off(tmp_path, monkeypatch):
    blocker = tmp_path / "home-is-a-file"
    blocker.write_text("")
    monkeypatch.setenv("BARAZA_HOME", str(blocker))
    monkeypatch.setenv("BARAZA_FALLBACK", str(blocker))  # no folder to fall back on either
    book = ScoreBook()
    assert not book.available and book.warning
    assert book.top_scores("kona", "x") == [] and book.categories("kona") == []
    try:
        book.record_match("kona", ["human", "human"], (0,), (1.0, 0.0), 1, 1, 1.0, 1)
        raise AssertionError("expected ScoresUnavailable")
    except ScoresUnavailable:
        pass


def test_a_device_in_place_of_the_database_is_set_aside(baraza_home):
    path = baraza_home / "data" / "scores.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    book = ScoreBook()
    assert book.available and "kept as" in book.warning
    assert book.top_scores("kona", "x") == []
