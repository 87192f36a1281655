"""A long hint shown in the table's toast place read "…next turn…" (cut): players took the advice for doubtful.
The toast's panel grows down over the log until the words are whole."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.registry import GAMES, get_game, new_match
from baraza.scenes.table.launch import table_class

LONG = ("Hint: Use At! with the blank Action die, 1 Power on the 1, 1 (it scores the 7-point Cloud next turn "
        "and keeps your Gold for the Pyramid)")


def test_a_long_hint_reads_whole_at_every_table_and_text_size(baraza_home):
    for name in sorted(GAMES):
        spec = get_game(name)
        for scale in (100, 150):
            app = make_app()
            app.settings.text_scale = scale
            app.apply_look()
            seats = ["human"] + ["ai:normal"] * (max(spec.min_seats, 2) - 1)
            scene = table_class(spec)(app, new_match(name, seats, 3))
            app.stack.reset(scene)
            frames(app, 3)
            app.toast(LONG, 30, key="hint")
            app.fonts.shortened.clear()
            frames(app, 1)
            app.screen.fill((0, 0, 0))
            app.stack.draw(app.screen) if hasattr(app.stack, "draw") else None
            app._draw_toasts(app.screen)
            cut = [text for _, text in app.fonts.shortened if text == LONG]
            assert not cut, (name, scale)
            area = app._toast_area()
            assert area is None or app._toast_grown(area, LONG).bottom <= 720, (name, scale)


def test_a_long_toast_across_the_top_wraps_inside_the_window(baraza_home):
    app = make_app()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 1)
    app.toast(LONG + " " + LONG, 10)
    assert app._toast_area() is None  # the menu keeps no toast place: across the top
    from baraza.scenes.ui import theme

    panels = []
    real = theme.draw_panel
    theme.draw_panel = lambda surface, rect, *a, **k: (panels.append(rect.copy()), real(surface, rect, *a, **k))
    try:
        app._draw_toasts(app.screen)
    finally:
        theme.draw_panel = real
    # drawn as lines within the window: the panel is inside the window and taller than one line
    assert panels and panels[-1].left >= 0 and panels[-1].right <= 1280 and panels[-1].h > 60, panels


def test_a_finished_analysis_says_what_it_found():
    """Konja playtest: the analysis ended on a chart with no mark and said nothing; the player could not tell
    whether it had found nothing or failed."""
    from baraza.game.core.analysis import MoveJudgement
    from baraza.scenes.replay.practise_words import analysis_summary

    def judged(*marks):
        return [MoveJudgement(i + 1, 0, "m", None, 0.5, 0.5, None, mark) for i, mark in enumerate(marks)]

    assert analysis_summary(judged(None, None)) == "Analysis done: no move marked (no inaccuracy, mistake or blunder seen)."
    words = analysis_summary(judged("mistake", None, "inaccuracy", "inaccuracy"))
    assert words.startswith("Analysis done: 1 mistake, 2 inaccuracies.")
