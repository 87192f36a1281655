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
