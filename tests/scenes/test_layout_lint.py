"""The layout lint finds what it claims to find, and runs over every screen and table without failing."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_helpers import audited_frame, make_app

from baraza.scenes.ui import theme
from baraza.scenes.ui.text_audit import TextAudit, judge

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))


def test_overflow_overlap_and_small_text_are_found():
    app = make_app()

    def painter(surface, fonts):
        box = pygame.Rect(100, 100, 120, 40)
        theme.draw_panel(surface, box)
        theme.blit_text(surface, fonts, "A label far too long for its little panel", (104, 104), 18)
        theme.blit_text(surface, fonts, "first", (400, 400), 18)
        theme.blit_text(surface, fonts, "second", (405, 403), 18)
        theme.blit_text(surface, fonts, "tiny", (600, 600), 10)

    kinds = sorted(f.kind for f in audited_frame(app, painter))
    assert kinds == ["overflow", "overlap", "too_small"]


def test_clipped_text_counts_as_overflow():
    app = make_app()

    def painter(surface, fonts):
        surface.set_clip(pygame.Rect(0, 0, 1280, 108))
        theme.blit_text(surface, fonts, "half a line", (300, 100), 18)
        surface.set_clip(None)

    assert [f.kind for f in audited_frame(app, painter)] == ["overflow"]


def test_text_box_fits_or_shortens_and_keeps_the_full_text():
    app = make_app()
    long_text = "Reroll every green die showing 2 or less, then take one Power for each die you rerolled. " * 3
    box = pygame.Rect(100, 100, 200, 60)

    def painter(surface, fonts):
        theme.draw_panel(surface, box.inflate(8, 8))
        theme.draw_text_box(surface, fonts, long_text, box, 20)

    assert audited_frame(app, painter) == []
    assert (box, long_text) in app.fonts.shortened
    size, lines, shortened = theme.fit_lines(app.fonts, "Short words fit", (300, 60), 20)
    assert size == 20 and lines == ["Short words fit"] and not shortened


def test_judge_ignores_a_drop_shadow():
    from baraza.scenes.ui.text_audit import DrawnText

    a = DrawnText("Title", 30, pygame.Rect(10, 10, 100, 30))
    b = DrawnText("Title", 30, pygame.Rect(12, 12, 100, 30))
    assert judge([a, b], [], pygame.Rect(0, 0, 1280, 720)) == []


def test_text_under_a_later_panel_is_not_judged_and_small_text_in_a_picture_is():
    app = make_app()

    def painter(surface, fonts):
        theme.blit_text(surface, fonts, "under the dialog, far too small", (400, 300), 10)
        theme.draw_panel(surface, pygame.Rect(300, 250, 500, 200))  # a dialog drawn over it
        theme.blit_text(surface, fonts, "The dialog's own words", (320, 300), 18)
        card = pygame.Surface((80, 40))
        card.blit(fonts.render("tiny", 9), (2, 2))  # a card face: a picture with text in it
        surface.blit(card, (40, 600))

    audit = TextAudit(app)
    from baraza.scenes.scene import Scene

    class Probe(Scene):
        def draw(self, surface):
            painter(surface, app.fonts)

    try:
        app.stack.reset(Probe(app))
        app.stack.apply_pending()
        assert audit.frame() == []
        assert [(f.kind, f.text) for f in audit.small_off_screen()] == [("too_small", "tiny")]
    finally:
        audit.close()


# The level the tables reached (issues 11 and 24): nothing overflows, overlaps or is under the 16 px floor, on the
# screen or in a picture, over every screen and table. A change that brings any back fails here, naming the state.
def test_the_lint_covers_at_least_forty_states_and_finds_nothing():
    import layout_lint

    report = layout_lint.run()
    assert report["states"] >= 40
    assert report["errors"] == []
    found = {name: items for name, items in report["findings"].items()}
    assert (report["overflows"], report["overlaps"], report["too_small"], report["too_small_in_pictures"],
            report["clipped_buttons"], report["missing_glyphs"], report["text_under_pictures"]) == (0,) * 7, found


def test_every_screen_the_app_opens_by_name_has_a_lint_state():
    """A new screen in the directory without a state in tools/lint_screens.py fails here: the lint would not
    see it. The screens each state shows are read off the app's stack, not declared."""
    import layout_lint

    from baraza.scenes.screens.directory import SCREENS

    report = layout_lint.run(screens_only=True)
    assert report["errors"] == []
    assert set(SCREENS) - set(report["screens"]) == set()
    assert report["overflows"] == report["overlaps"] == report["clipped_buttons"] == report["missing_glyphs"] == 0


def test_the_main_menu_shows_the_version():
    from baraza import __version__
    from baraza.scenes.screens.menu import MainMenuScene

    app = make_app()
    audit = TextAudit(app)
    try:
        app.stack.reset(MainMenuScene(app))
        app.stack.apply_pending()
        audit.frame()
        shown = [t.text for t in audit.screen.texts]
    finally:
        audit.close()
    assert f"version {__version__}" in shown


# --- the sweep (issue 24) ----------------------------------------------------------------------------------
SWEEP_KEYS = {"states", "overflows", "overlaps", "too_small", "clipped_buttons", "missing_glyphs", "text_under_pictures"}


def test_the_screen_floor_is_twelve_pixels_at_the_smallest_window():
    from baraza.scenes.ui.text_audit import screen_floor

    assert screen_floor() == 16  # 16 × 0.75 = 12 px at 960×540; 15 × 0.75 = 11.25 px is flagged
    assert theme.MIN_TEXT == screen_floor()  # the text-fit floor is the screen floor: nothing fits by shrinking under it


def unfitted_buttons(monkeypatch) -> None:
    """Buttons fit their labels now (Button.fitted_label): a planted clipped button draws its label whole, as
    buttons did before, so the audit has one to find."""
    from baraza.scenes.ui.widgets import Button

    monkeypatch.setattr(Button, "fitted_label", lambda self, fonts: (self.font_size, self.text))


def test_a_clipped_button_and_a_missing_glyph_are_found(monkeypatch):
    from baraza.scenes.ui.widgets import Button

    unfitted_buttons(monkeypatch)
    app = make_app()
    audit = TextAudit(app)

    def painter(surface, fonts):
        Button(pygame.Rect(100, 100, 90, 40), "A label far wider than its button", lambda: None).draw(surface, fonts)
        Button(pygame.Rect(100, 200, 300, 40), "Fits", lambda: None).draw(surface, fonts)
        theme.blit_text(surface, fonts, "Persistence 漢", (400, 400), 18, face="title")

    from baraza.scenes.scene import Scene

    class Probe(Scene):
        def draw(self, surface):
            painter(surface, app.fonts)

    try:
        app.stack.reset(Probe(app))
        app.stack.apply_pending()
        found = audit.frame() + audit.missing_found()
    finally:
        audit.close()
    assert [(f.kind, f.text) for f in found] == [("clipped_button", "A label far wider than its button"),
                                                 ("missing_glyph", "Persistence 漢")]
    assert "漢" in found[1].other


def test_a_small_sweep_reports_every_game_and_never_raises():
    import layout_lint

    report = layout_lint.sweep(8, lessons=False)
    assert SWEEP_KEYS <= set(report)
    assert report["states"] == 8 and report["errors"] == []
    assert report["views"]["table"] == 8 and report["views"]["pause"] >= 1
    assert report["views"]["animating"] >= 1  # the last move replayed: banners are drawn only then
    assert report["floor"] == {"window": [960, 540], "screen_px": 12, "logical_px": 16}
    from baraza.game.registry import GAMES

    assert set(report["by_table"]) <= set(GAMES)
    for key in SWEEP_KEYS - {"states"}:
        assert report[key] == sum(counts[key] for counts in report["by_table"].values())
    for item in report["findings"]:
        assert {"state", "kind", "text", "rect"} <= set(item) and item["state"]


def _planted(app):
    """A test-only dialog with an overflowing label, a clipped button and a glyph its face lacks."""
    from baraza.scenes.scene import Scene
    from baraza.scenes.ui.widgets import Button

    class Planted(Scene):
        def draw(self, surface):
            box = pygame.Rect(300, 200, 160, 60)
            theme.draw_panel(surface, box)
            theme.blit_text(surface, app.fonts, "A planted label far too long for its panel", (304, 210), 18)
            Button(pygame.Rect(300, 300, 80, 40), "Planted button label", lambda: None).draw(surface, app.fonts)
            theme.blit_text(surface, app.fonts, "Planted ★漢", (300, 400), 20, face="title")

    return Planted(app)


def test_the_sweep_finds_defects_planted_in_a_dialog_a_table_opens(monkeypatch, baraza_home):
    import layout_lint

    unfitted_buttons(monkeypatch)
    from plugin_dist import installed_game
    from tictactoe.table import TicTacToeScene

    def lint_openings(table):
        return [lambda: table.app.stack.push(_planted(table.app))]

    monkeypatch.setattr(TicTacToeScene, "lint_openings", lint_openings, raising=False)
    with installed_game("tictactoe", "tictactoe"):
        report = layout_lint.sweep(3, games=["tictactoe"], lessons=False)
    assert report["states"] == 3 and report["errors"] == []
    planted = [f for f in report["findings"] if "/opening 1" in f["state"]]
    kinds = {(f["kind"], f["text"]) for f in planted}
    assert ("overflow", "A planted label far too long for its panel") in kinds
    assert ("clipped_button", "Planted button label") in kinds
    assert ("missing_glyph", "Planted ★漢") in kinds
    assert report["overflows"] >= 3 and report["clipped_buttons"] >= 3 and report["missing_glyphs"] >= 3
    assert report["top"]["tictactoe"]["clipped_button"][0]["states"] == 3


def test_a_state_that_fails_to_draw_is_an_error_entry(monkeypatch, baraza_home):
    import layout_lint
    from plugin_dist import installed_game
    from tictactoe.table import TicTacToeScene

    def broken(table, surface, view):
        raise RuntimeError("planted drawing failure")

    monkeypatch.setattr(TicTacToeScene, "draw_table", broken)
    with installed_game("tictactoe", "tictactoe"):
        report = layout_lint.sweep(2, games=["tictactoe"], lessons=False)
    assert report["states"] == 2
    assert report["errors"] and all("planted drawing failure" in e["error"] for e in report["errors"])


def test_the_sweep_never_picks_an_option_only_lessons_set():
    """A random setup leaves lesson-only options (KROWNIA's lesson deck) at their default, as a player's does."""
    import random

    import layout_lint

    from baraza.game.registry import get_game

    spec = get_game("krownia")
    assert any(o.lesson_only for o in spec.options())
    rng = random.Random(3)
    for _ in range(20):
        assert "lesson_deck" not in layout_lint._options(spec, rng)
