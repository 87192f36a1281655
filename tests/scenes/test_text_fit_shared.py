"""The shared text path: buttons that always fit their labels, and glyphs that exist in the face that draws them."""

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import Button


def _ink(surface: pygame.Surface, colour) -> pygame.Rect:
    """The bounding box of the pixels drawn in `colour` (the label's text)."""
    mask = pygame.mask.from_threshold(surface, colour, (40, 40, 40, 255))
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


def test_a_long_label_is_drawn_inside_its_button_and_whole_on_hover():
    pygame.init()
    fonts = Fonts()
    surface = pygame.Surface((400, 100))
    surface.fill((0, 0, 0))
    text = "Make it a 3 and keep the other dice ready for later"
    button = Button(pygame.Rect(100, 30, 85, 30), text, lambda: None, font_size=14)
    button.draw(surface, fonts)
    size, shown = button.fitted_label(fonts)
    assert size >= theme.MIN_TEXT
    assert shown.endswith("…") and shown != text
    assert fonts.get(size, "bold").size(shown)[0] <= button.rect.w
    assert button.rect.contains(_ink(surface, theme.TEXT))  # no pixel of the label outside the button
    assert (button.rect, text) in fonts.shortened  # the hover tooltip offers the whole label


def test_a_label_shrinks_before_it_is_shortened():
    pygame.init()
    fonts = Fonts()
    text = "Cast Shape Bone"
    wide = fonts.get(22, "bold").size(text)[0]
    button = Button(pygame.Rect(0, 0, wide, 40), text, lambda: None)  # a little too narrow at 22 px
    size, shown = button.fitted_label(fonts)
    assert shown == text and theme.MIN_TEXT <= size < 22
    surface = pygame.Surface((300, 60))
    button.draw(surface, fonts)
    assert fonts.shortened == []  # nothing was cut, so nothing to offer on hover


def test_a_label_that_fits_is_drawn_as_before():
    pygame.init()
    fonts = Fonts()
    button = Button(pygame.Rect(0, 0, 320, 48), "Play", lambda: None)
    assert button.fitted_label(fonts) == (22, "Play")


def test_a_star_in_the_title_face_is_drawn_by_a_face_that_has_it():
    pygame.init()
    fonts = Fonts()
    title = fonts.get(24, "title")
    assert not title.has_glyph("★")  # the serif title face lacks it: the case the Khedu banner showed
    text = "★ Persistence"
    for part, font in title.runs(text):
        for char in part:
            assert char.isspace() or font.has_glyph(char), (char, part)
    image = fonts.render(text, 24, theme.TEXT, "title")
    assert image.get_width() == title.size(text)[0]
    assert image.get_height() == title.get_height()
    # the star drawn is not the face's missing-glyph box
    box = pygame.font.Font.render(title, "\uffff", True, (255, 255, 255))
    star = image.subsurface(pygame.Rect(0, 0, title.runs(text)[0][1].size("★")[0], image.get_height()))
    assert pygame.mask.from_surface(star).count() != pygame.mask.from_surface(box).count()


def test_every_face_has_the_symbols_the_tables_draw():
    pygame.init()
    fonts = Fonts()
    symbols = "★●…→←·—×✓✦⚑①②③"
    for face in ("sans", "bold", "title"):
        font = fonts.get(18, face)
        for part, drawer in font.runs(symbols):
            assert all(drawer.has_glyph(c) for c in part), (face, part)


def test_plain_text_keeps_one_face():
    pygame.init()
    fonts = Fonts()
    font = fonts.get(18, "title")
    assert [f for _, f in font.runs("Ancestors (phase 1)")] == [font]
