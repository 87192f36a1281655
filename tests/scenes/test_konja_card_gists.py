"""A Relic's gist reads whole on the opponent's small cards, under a two-line name (a render showed Kofi's
Ember Totem as "Reroll…": its gist "Reroll ≤ 2" was a few pixels too wide for the card's one free line; Moon
Mirror's "Copy a die", Spirit Bowl's "+4 Magick" and Elder Staff's "Recharge" were cut the same way)."""

from __future__ import annotations

from scene_helpers import make_app

from baraza.game.konja import cards
from baraza.scenes.konja.art import card_summary, relic_face
from baraza.scenes.ui import theme

SMALL_RELIC_W = 84  # the opponent's Relic cards at 1280×720 (measured on a render)


def test_every_relic_gist_fits_one_line_of_a_small_card():
    app = make_app()
    fonts = app.fonts
    line = fonts.get(theme.MIN_TEXT).get_height()
    width = SMALL_RELIC_W - 8
    two_line_names = 0
    for card_id in cards.relics():
        face = relic_face(card_id)
        name_lines = theme.wrap_text(fonts, face.title, theme.MIN_TEXT, width, "bold")
        rows = 1 if len(name_lines) > 1 else 2  # a two-line name leaves the gist one line above the cost
        two_line_names += len(name_lines) > 1
        box = (width, rows * line)
        gist = card_summary(face)
        _size, lines, cut = theme.fit_lines(fonts, gist, box, theme.MIN_TEXT, line_gap=0)
        if cut:  # the card falls back on its narrow words (as small_card_surface does)
            gist = card_summary(face, narrow=True)
            _size, lines, cut = theme.fit_lines(fonts, gist, box, theme.MIN_TEXT, line_gap=0)
        assert not cut, (card_id, gist, lines)
    assert two_line_names, "some Relic names take two lines"
