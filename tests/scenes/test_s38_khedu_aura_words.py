"""S38, Khedu's table (khedu25): the clan board says why an aura is off ("(off)" from turn 1 told nothing), from the
clan's data; the lesson says each clan's aura has its own condition; the last Influence's log line reads as a
sentence when the log cuts it; the toast of a No Cadence the table answered in a decided fight is short."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import frames, make_app  # noqa: E402
from test_s34_khedu_traps_auto import _cadence_window  # noqa: E402
from test_s37_khedu_words_long_shot import _last_place  # noqa: E402

from baraza.game.registry import get_game, new_match  # noqa: E402
from baraza.scenes.khedu.panels import aura_off_words  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402
from baraza.scenes.ui import theme  # noqa: E402

LESSON = Path(__file__).resolve().parents[2] / "assets" / "tutorials" / "khedu.toml"


def _drawn_texts(monkeypatch, scale: int, clan: str) -> list[str]:
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    scene = KheduScene(app, new_match("khedu", ["human"], 3, {"clan_1": clan}))
    app.stack.reset(scene)
    app.stack.apply_pending()
    texts: list[str] = []
    real = theme.draw_text_box
    monkeypatch.setattr(theme, "draw_text_box", lambda surface, fonts, text, *a, **k: (texts.append(text),
                                                                                          real(surface, fonts, text, *a,
                                                                                               **k))[1])
    frames(app, 2)
    return texts


def test_every_clan_says_when_its_aura_works_and_the_board_says_why_it_is_off(baraza_home, monkeypatch):
    clans = get_game("khedu").rules.data.clans
    assert all(c.aura_when for c in clans.values()), "each clan's aura condition, in its data"
    texts = _drawn_texts(monkeypatch, 100, "Rahala")  # turn 1: no Rahala unit in play, the aura off
    assert "off, needs 2 Rahala units" in texts, [t for t in texts if "Aura" in t or "off" in t]
    # 150 %: the row holds what fits, never more (the hover card says the rest)
    big = _drawn_texts(monkeypatch, 150, "Rahala")
    assert any(t in ("Rahala Aura (off)", "needs 2 Rahala units", "off, needs 2 Rahala units") for t in big)


def test_the_aura_words_fit_their_room_or_fall_back(baraza_home):
    fonts = make_app().fonts
    assert aura_off_words(fonts, "Rahala Aura", "needs 2 Rahala units", 400) == "off, needs 2 Rahala units"
    assert aura_off_words(fonts, "Rahala Aura", "needs 2 Rahala units", 120) == "Rahala Aura (off)"
    assert aura_off_words(fonts, "Rahala Aura", "", 400) == "Rahala Aura (off)"


def test_the_lesson_says_each_aura_has_its_own_condition():
    steps = tomllib.loads(LESSON.read_text())["step"]
    okavian = [s["text"] for s in steps if "Okavian Aura" in s["text"]]
    assert any("Each clan's aura has its own condition" in t for t in okavian), okavian


def test_the_last_influence_line_says_the_ending_first():
    line = next(e for e in _last_place(lp_me=0, lp_rival=15) if e.kind == "last_turn")
    assert line.text.startswith("Player 2 has spent the last Influence: this is their last turn"), line.text
    assert "15 Legacy points behind" in line.text and line.data == {"behind": 15}


def test_a_decided_fight_answered_for_the_player_toasts_in_one_short_sentence(baraza_home):
    app, match, table = _cadence_window("khana_ubak")  # 97 %: decided (test_s35_khedu_decided_fight)
    toasts = []
    app.toast = lambda text, *args, **kwargs: toasts.append(text)
    frames(app, 3)
    assert toasts and "your Chieftain wins this fight anyway (97%)" in toasts[0], toasts
    assert len(toasts[0]) <= 70 and toasts[0].count(".") == 1, toasts[0]
