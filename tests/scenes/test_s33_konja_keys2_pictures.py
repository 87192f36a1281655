"""The rules page's Summoning Pyramid at 150 % text (a keys-only tester, 17-f1-p7.png): its title read
"ummoning Pyrami", and each row's reward line lay under the row's name. The picture grows with the text size."""

from __future__ import annotations

import itertools

from scene_helpers import make_app

from baraza.scenes.konja.art import PYRAMID_ROWS
from baraza.scenes.konja.rules_pictures import pyramid, pyramid_layout


def test_the_pyramid_picture_has_its_title_whole_and_no_words_over_each_other(baraza_home):
    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.apply_look()
        parts = pyramid_layout(1040, app.fonts)
        art = parts["art"]
        assert art.contains(parts["title"]), (scale, parts["title"], art)
        for kind, _name, _reward in PYRAMID_ROWS:
            row = [parts[f"{kind}:{p}"] for p in ("name", "reward", "dice")]
            for a, b in itertools.combinations(row, 2):
                assert not a.colliderect(b), (scale, kind, a, b)
            assert all(art.contains(r) for r in row), (scale, kind)
        beside = [parts[f"{kind}:{p}"] for kind, *_ in PYRAMID_ROWS for p in ("pays", "note")]
        for a, b in itertools.combinations(beside, 2):
            assert not a.colliderect(b), (scale, a, b)
        picture = pyramid(1040, app.fonts)
        assert picture.get_width() <= 1040 and all(picture.get_rect().contains(r) for r in parts.values())


def test_the_pyramid_grows_with_the_text_size(baraza_home):
    sizes = []
    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.apply_look()
        sizes.append(pyramid_layout(1040, app.fonts)["art"].w)
    assert sizes[1] >= sizes[0] * 1.4, sizes
