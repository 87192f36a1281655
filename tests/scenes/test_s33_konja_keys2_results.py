"""The results panel at 150 % text (a keys-only tester, 111-end.png): the heading "Kofi (AI normal) wins!" came out
smaller than the lines under it, and the last seat's line smaller than the winner's."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.screens.results import ResultsScene
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import scene_class
from baraza.scenes.ui import theme


def _drawn_sizes(monkeypatch, scale: int) -> tuple[ResultsScene, dict[str, int]]:
    """The results of a finished Konja match against the AI, and the size each text was drawn at."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "ai:normal"], 3, None)
    play_actions(match, 20_000)
    scene = scene_class("konja")(app, match)
    scene.results_shown = True
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 2)
    sizes: dict[str, int] = {}
    real = theme.draw_text_box

    def spy(surface, fonts, text, box, size=18, colour=None, face="sans", *args, min_size=theme.MIN_TEXT,
            line_gap=2, **kw):
        sizes[text] = theme.fit_lines(fonts, text, box.size, size, face, min_size, line_gap)[0]
        return real(surface, fonts, text, box, size, colour, face, *args, min_size=min_size, line_gap=line_gap, **kw)

    monkeypatch.setattr(theme, "draw_text_box", spy)
    results.draw(app.screen)
    return results, sizes


def test_the_heading_is_never_smaller_than_the_lines_and_the_lines_share_one_size(monkeypatch, baraza_home):
    for scale in (100, 150):
        results, sizes = _drawn_sizes(monkeypatch, scale)
        summary = {line: sizes[line] for line in results.lines if line in sizes}
        assert len(summary) >= 2, (scale, results.lines, sizes)
        assert len(set(summary.values())) == 1, (scale, summary)  # "Nia: 12 points…" was smaller
        assert sizes[results.headline] >= max(summary.values()), (scale, sizes[results.headline], summary)
        seat_lines = [line for line in results.lines if line.startswith(("Nia:", "Kofi:"))]
        assert all(line in summary for line in seat_lines), (scale, seat_lines, summary)  # each seat's line shows
        monkeypatch.undo()
