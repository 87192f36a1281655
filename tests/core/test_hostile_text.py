"""Issue 25, failure 1: text no font can draw. Every string read from a user file (save, autosave, settings,
score row, file name) reaches the screen as printable, bounded text, and the text path draws any string."""

import json
import os
import sqlite3

import pytest

from baraza.game.persistence.autosaves import list_autosaves
from baraza.game.persistence.error_log import ErrorLog
from baraza.game.persistence.paths import autosaves_dir, saves_dir, settings_path
from baraza.game.persistence.saves import SaveError, list_saves, read_save_data, save_data
from baraza.game.persistence.scores import ScoreBook
from baraza.game.persistence.settings import load_settings
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions

HOSTILE = ["a\x00b", "lone \ud800 surrogate", "\udcff\udcfe", "bell\x07 and \x1b[31m escape", "\u202e", "line\nbreak",
           "x" * 100_000, "", "\ufeff\u200b"]


def _save_text(**fields) -> str:
    match = new_match("kona", ["human", "human"], 5)
    play_actions(match, 3)
    data = save_data(match)
    data.update(fields)
    return json.dumps(data)  # lone surrogates go out as \\ud800 escapes, as a hostile file would hold them


def _printable(value: str) -> bool:
    return isinstance(value, str) and value.isprintable() and len(value) <= 200


@pytest.mark.parametrize("text", HOSTILE)
def test_the_envelope_turns_any_name_and_summary_into_printable_text(baraza_home, text):
    path = autosaves_dir() / "m.json"
    path.write_text(_save_text(name=text, summary=text, saved_at=text, app_version=text), encoding="utf-8")
    for data in (read_save_data(path), list_autosaves()[0][1]):
        for key in ("name", "summary", "saved_at", "app_version"):
            assert key not in data or _printable(data[key]), (key, data.get(key))


def test_a_seat_with_a_nul_is_refused_in_one_line(baraza_home):
    path = saves_dir() / "s.json"
    path.write_text(_save_text(seats=["human\x00", "human"]), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save_data(path)
    assert "\n" not in str(caught.value) and "\x00" not in str(caught.value)


def test_a_file_name_that_is_not_utf8_is_listed_with_a_printable_name(baraza_home):
    folder = os.fsencode(saves_dir())
    with open(os.path.join(folder, b"\xff\xfe bad.json"), "w", encoding="utf-8") as handle:
        handle.write("{ cut")
    with open(os.path.join(folder, b"\xff good.json"), "w", encoding="utf-8") as handle:
        handle.write(_save_text())
    entries = list_saves()
    assert len(entries) == 2
    from baraza.game.persistence.text import shown_name

    for path, _data, error in entries:
        assert shown_name(path).isprintable()
        assert error is None or error.isprintable()


def test_settings_strings_that_cannot_be_shown_fall_back_to_defaults(baraza_home):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"lessons_offered": ["kona\x00", "\ud800"]}), encoding="utf-8")
    settings, warning = load_settings()
    assert settings.lessons_offered == [] and warning and warning.isprintable()


def test_score_rows_with_nul_bad_utf8_and_surrogate_escapes_read_as_printable_text(baraza_home):
    book = ScoreBook()
    with sqlite3.connect(book.path) as db:
        db.execute("INSERT INTO high_scores (game, category, score, seed, player, achieved_at)"
                   " VALUES ('khedu', ?, 5, 1, ?, '2026')", ("Li\x00ons", "p\x00"))
        db.execute("INSERT INTO high_scores (game, category, score, seed, player, achieved_at)"
                   " VALUES ('khedu', CAST(x'ff41' AS TEXT), 7, 1, CAST(x'c3' AS TEXT), CAST(x'ed' AS TEXT))")
    cats = book.categories("khedu")
    assert len(cats) == 2 and all(c.isprintable() for c in cats)
    rows = book.score_rows("khedu")
    assert len(rows) == 2 and all(r.player.isprintable() and r.category.isprintable() for r in rows)
    for cat in cats:
        for row in book.top_scores("khedu", cat):
            assert row.player.isprintable() and row.achieved_at.isprintable()


def test_every_text_draw_survives_any_string():
    import pygame

    from baraza.scenes.ui import theme

    pygame.init()
    fonts = theme.Fonts()
    surface = pygame.Surface((400, 200))
    for text in HOSTILE:
        for face in ("sans", "bold", "title"):
            assert fonts.render(text, 18, theme.TEXT, face).get_height() > 0
            font = fonts.get(18, face)
            font.render(text, True, theme.TEXT)
            assert font.size(text)[1] > 0
        theme.blit_text(surface, fonts, text, (0, 0))
        theme.draw_text_box(surface, fonts, text, pygame.Rect(0, 0, 300, 100))
        theme.wrap_text(fonts, text, 16, 200)
    assert fonts.render("x" * 100_000, 18).get_width() < 20_000  # cut, not a megapixel-wide surface


def test_the_error_log_counts_a_repeat_once_and_rotates_at_its_cap(tmp_path):
    log = ErrorLog(tmp_path / "error.log", max_bytes=4000)
    trace = "Traceback (most recent call last):\n  boom\nValueError: x\n"
    assert log.record(trace)
    for _ in range(600):
        assert not log.record(trace)
    log.close()
    text = (tmp_path / "error.log").read_text()
    assert text.count("ValueError: x") == 1 and "repeated 600 more times" in text
    for i in range(200):
        log.record(f"error number {i}\n" * 5)
    assert (tmp_path / "error.log").stat().st_size <= 4000
    assert (tmp_path / "error.log.1").stat().st_size <= 4000
