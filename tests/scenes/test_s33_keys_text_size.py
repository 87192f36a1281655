"""At 150 % text (a keys-only tester): the results' Rematch button kept its 100 % size, its label squeezed, and the
rules' italic glossary words stayed at 100 % among larger text. Both follow the text size."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.screens.markdown_view import StyledFonts
from baraza.scenes.screens.results import ResultsScene
from baraza.scenes.table.launch import scene_class


def _rematch(scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    scene = scene_class("konja")(app, new_match("konja", ["human", "ai:easy"], 3, {}))
    scene.results_shown = True
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 2)
    return app, results


def test_the_rematch_button_grows_with_the_text_size_and_its_label_fits(baraza_home):
    _app, small = _rematch(100)
    app, large = _rematch(150)
    a, b = small.rematch_button.rect, large.rematch_button.rect
    assert b.w > a.w and b.h > a.h, (a, b)
    label = app.fonts.get(20, "bold").size("Rematch")
    assert label[0] + 12 <= b.w and label[1] <= b.h
    assert not b.colliderect(large.menu_button.rect)
    assert large.column.contains(b) and large.column.contains(large.menu_button.rect)


def test_italic_words_follow_the_text_size(baraza_home):
    app = make_app()
    styled = StyledFonts(app.fonts)
    at_100 = styled.get(17, "italic").get_height()
    wide_100 = styled.width("glossary word", 17, "italic")
    app.settings.text_scale = 150
    app.apply_look()
    assert styled.get(17, "italic").get_height() > at_100 * 1.3
    assert styled.width("glossary word", 17, "italic") > wide_100 * 1.3
    assert styled.get(17, "italic").get_height() >= app.fonts.get(17).get_height() - 2  # as large as the plain text
