from baraza.game.persistence.paths import settings_path
from baraza.game.persistence.scores import ScoreBook
from baraza.game.persistence.settings import Settings, load_settings, save_settings


def test_settings_stick(baraza_home):
    settings = Settings(fullscreen=True, animation_speed="fast", sound=False, colour_blind=True)
    save_settings(settings)
    loaded, warning = load_settings()
    assert loaded == settings and warning is None


def test_missing_settings_are_defaults(baraza_home):
    assert load_settings() == (Settings(), None)


def test_damaged_settings_fall_back_without_error(baraza_home):
    settings_path().write_text("{not json", encoding="utf-8")
    loaded, warning = load_settings()
    assert loaded == Settings() and warning
    settings_path().write_text('{"sound": false, "animation_speed": "warp", "window_width": "wide"}')
    loaded, warning = load_settings()
    assert loaded.sound is False and loaded.animation_speed == "normal" and "animation speed" in warning


def test_high_scores_are_ranked_best_first(baraza_home):
    book = ScoreBook()
    for score, seed in [(30, 1), (55, 2), (41, 3), (55, 4)]:
        book.add_high_score("khedu", "Hadimi", score, seed)
    top = book.top_scores("khedu", "Hadimi")
    assert [(r.rank, r.score, r.seed) for r in top] == [(1, 55, 2), (2, 55, 4), (3, 41, 3), (4, 30, 1)]
    assert book.add_high_score("khedu", "Hadimi", 50, 5) == 3
    assert book.best_score("khedu", "Hadimi") == 55
    assert book.top_scores("khedu", "Wuqri") == []
    for i in range(20):
        book.add_high_score("khedu", "Wuqri", i, i)
    assert [r.score for r in book.top_scores("khedu", "Wuqri")] == list(range(19, 9, -1))


def test_match_statistics(baraza_home):
    book = ScoreBook()
    book.record_match("kona", ["human", "ai:hard"], (0,), (1.0, 0.0), 20, 40, 300.0, 1)
    book.record_match("kona", ["human", "ai:hard"], (1,), (0.0, 1.0), 10, 20, 100.0, 2)
    stats = book.stats("kona")
    assert (stats.played, stats.human_wins, stats.mean_turns, stats.total_seconds) == (2, 1, 15.0, 400.0)


def test_damaged_scores_file_is_set_aside(baraza_home):
    book = ScoreBook()
    book.path.write_bytes(b"this is not a database at all" * 100)
    again = ScoreBook()
    assert again.warning and again.top_scores("khedu", "x") == []
    assert any(p.name.startswith("scores.broken") for p in again.path.parent.iterdir())
