"""The record against each AI level: what counts as a won, lost or drawn match, and which level it counts
under; older, newer and damaged score files still open."""

import sqlite3

from baraza.game.persistence.scores import SCHEMA_VERSION, LevelRecord, ScoreBook

LEVELS = ("easy", "normal", "hard")


def _record(book, seats, winners, game="kona"):
    book.record_match(game, seats, winners, (0.0,) * len(seats), 10, 20, 60.0, 1)


def test_a_won_and_a_lost_match_count_under_their_level(baraza_home):
    book = ScoreBook()
    _record(book, ["human", "ai:hard"], (0,))  # the human (seat 0) won
    _record(book, ["ai:hard", "human"], (0,))  # the AI won, the human sat second
    _record(book, ["human", "ai:easy"], ())  # a draw
    record = {r.level: r for r in book.record_against_ai("kona", LEVELS)}
    assert record["hard"] == LevelRecord("hard", won=1, lost=1, drawn=0)
    assert record["easy"] == LevelRecord("easy", won=0, lost=0, drawn=1)
    assert record["normal"].played == 0
    assert [r.level for r in book.record_against_ai("kona", LEVELS)] == ["easy", "normal", "hard"]


def test_a_match_counts_once_under_the_strongest_ai_and_hot_seat_or_ai_only_matches_do_not_count(baraza_home):
    book = ScoreBook()
    _record(book, ["human", "ai:easy", "ai:hard", "ai:normal"], (1,), "krownia")  # lost to a table led by hard
    _record(book, ["human", "human", "ai:normal"], (1,), "krownia")  # the second human won: a win
    _record(book, ["human", "human"], (0,), "krownia")  # hot seat: no AI
    _record(book, ["ai:easy", "ai:hard"], (0,), "krownia")  # no human
    _record(book, ["human", "random"], (0,), "krownia")
    record = {r.level: r for r in book.record_against_ai("krownia", LEVELS)}
    assert (record["hard"].won, record["hard"].lost) == (0, 1)
    assert (record["normal"].won, record["normal"].lost) == (1, 0)
    assert record["easy"].played == 0
    assert record["random"].won == 1
    assert sum(r.played for r in record.values()) == 3
    assert book.record_against_ai("kona", LEVELS) == [LevelRecord(level) for level in LEVELS]


def test_an_old_version_1_file_opens_keeps_its_matches_and_is_upgraded(baraza_home):
    path = baraza_home / "data" / "scores.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as db:  # exactly what version 1 wrote
        db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT NOT NULL DEFAULT '', finished_at TEXT"
                   " NOT NULL DEFAULT '', seats TEXT NOT NULL DEFAULT '[]', winners TEXT NOT NULL DEFAULT '[]',"
                   " scores TEXT NOT NULL DEFAULT '[]', turns INTEGER NOT NULL DEFAULT 0, actions INTEGER NOT NULL"
                   " DEFAULT 0, seconds REAL NOT NULL DEFAULT 0, seed INTEGER NOT NULL DEFAULT 0)")
        db.execute("CREATE TABLE high_scores (id INTEGER PRIMARY KEY, game TEXT NOT NULL DEFAULT '', category TEXT"
                   " NOT NULL DEFAULT '', score INTEGER NOT NULL DEFAULT 0, seed INTEGER NOT NULL DEFAULT 0,"
                   " player TEXT NOT NULL DEFAULT 'Player', achieved_at TEXT NOT NULL DEFAULT '')")
        db.execute("INSERT INTO matches (game, seats, winners, turns, seconds) VALUES"
                   " ('kona', '[\"human\", \"ai:normal\"]', '[1]', 12, 30.0)")
        db.execute("PRAGMA user_version = 1")
    book = ScoreBook()
    assert book.available and book.warning is None
    _record(book, ["human", "ai:normal"], (0,))
    record = {r.level: r for r in book.record_against_ai("kona", LEVELS)}
    assert (record["normal"].won, record["normal"].lost) == (1, 1)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT 1 FROM sqlite_master WHERE name = 'matches_game'").fetchone()


def test_a_file_from_before_versions_with_few_columns_still_gives_a_record(baraza_home):
    path = baraza_home / "data" / "scores.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT, seats TEXT, winners TEXT)")
        db.execute("INSERT INTO matches (game, seats, winners) VALUES ('kona', '[\"human\", \"ai:easy\"]', '[0]')")
    book = ScoreBook()
    assert book.available
    assert {r.level: r.won for r in book.record_against_ai("kona", LEVELS)}["easy"] == 1


def test_a_newer_file_is_used_without_lowering_its_version(baraza_home):
    book = ScoreBook()
    _record(book, ["human", "ai:easy"], (0,))
    with sqlite3.connect(book.path) as db:
        db.execute("ALTER TABLE matches ADD COLUMN mood TEXT NOT NULL DEFAULT 'calm'")  # a later version's column
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    newer = ScoreBook()
    assert newer.available and newer.warning is None
    _record(newer, ["human", "ai:easy"], (1,))
    assert {r.level: r.played for r in newer.record_against_ai("kona", LEVELS)}["easy"] == 2
    with sqlite3.connect(book.path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 5


def test_a_newer_file_without_our_columns_turns_scores_off_and_is_left_alone(baraza_home):
    path = baraza_home / "data" / "scores.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT, result BLOB)")
        db.execute("PRAGMA user_version = 99")
    book = ScoreBook()
    assert not book.available and "newer" in book.warning
    assert book.record_against_ai("kona", LEVELS) == [LevelRecord(level) for level in LEVELS]
    assert book.stats("kona").played == 0
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 99
    assert not [p for p in path.parent.iterdir() if "broken" in p.name]


def test_a_damaged_file_still_gives_an_empty_record_and_records_again(baraza_home):
    book = ScoreBook()
    book.path.write_bytes(b"\x00garbage" * 500)
    again = ScoreBook()
    assert again.available and again.warning
    _record(again, ["human", "ai:hard"], (0,))
    assert {r.level: r.won for r in again.record_against_ai("kona", LEVELS)}["hard"] == 1


def test_bad_seat_rows_are_skipped_in_the_record(baraza_home):
    book = ScoreBook()
    _record(book, ["human", "ai:easy"], (0,))
    with sqlite3.connect(book.path) as db:
        db.execute("INSERT INTO matches (game, seats, winners) VALUES ('kona', '[1, 2]', '[0]')")
        db.execute("INSERT INTO matches (game, seats, winners) VALUES ('kona', '{\"a\": 1}', '[0]')")
        db.execute("INSERT INTO matches (game, seats, winners) VALUES ('kona', '[\"human\", \"ai:easy\"]', 'x')")
    assert {r.level: r.played for r in book.record_against_ai("kona", LEVELS)}["easy"] == 1
