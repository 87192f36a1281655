"""Rows of choices (scenes/ui/choice_rows.py): never over each other, never past their panel."""

import itertools
import random

import pygame
import pytest

from baraza.scenes.ui import theme
from baraza.scenes.ui.choice_rows import lay_out_buttons
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import Button

WORDS = ["Make", "it", "a", "3", "Cast", "Shape", "Bone", "Gold", "→", "Mag/Pow", "Keep", "ready", "(1 Power)",
         "3-point", "Cloud", "(5 Gold)", "Meditate:", "not", "twice", "in", "a", "row", "Ancestors"]


def _assert_clean(rects: list[pygame.Rect], area: pygame.Rect, count: int) -> None:
    assert len(rects) == count
    for rect in rects:
        assert area.contains(rect), (rect, area)
        assert rect.w > 0 and rect.h > 0
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b)


@pytest.mark.parametrize("count", [1, 2, 5, 9, 14, 30])
def test_many_long_labels_never_overlap_and_stay_inside(count):
    pygame.init()
    fonts = Fonts()
    rng = random.Random(count)
    labels = [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 9))) for _ in range(count)]
    for area in (pygame.Rect(980, 300, 180, 200), pygame.Rect(400, 660, 700, 50), pygame.Rect(10, 10, 300, 90)):
        for stretch, align in ((False, "left"), (True, "left"), (False, "right"), (False, "center")):
            rects = lay_out_buttons(labels, area, 70, 6, fonts, stretch=stretch, align=align)
            _assert_clean(rects, area, count)


def test_each_button_gets_the_width_its_label_needs():
    """Konja's worst case: two exchange choices that two fixed 85 px columns drew over each other."""
    pygame.init()
    fonts = Fonts()
    labels = ["Make it a 2", "Make it a 3", "Cast Shape Bone", "Gold → Mag/Pow", "3-point Cloud (5 Gold)",
              "Keep ready (1 Power)", "Cancel"]
    area = pygame.Rect(1000, 320, 250, 240)
    rects = lay_out_buttons(labels, area, 70, 6, fonts, size=15)
    _assert_clean(rects, area, len(labels))
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    for label, rect in zip(labels, rects, strict=True):
        button = Button(rect, label, lambda: None, font_size=15)
        size, shown = button.fitted_label(fonts)
        assert shown == label and size == theme.MIN_TEXT  # every label whole, asked under the floor: at the floor
        button.draw(surface, fonts)
    assert fonts.shortened == []


def test_stretched_rows_fill_the_width():
    pygame.init()
    fonts = Fonts()
    area = pygame.Rect(0, 0, 300, 200)
    rects = lay_out_buttons(["Yes", "No"], area, 60, 6, fonts, stretch=True)
    _assert_clean(rects, area, 2)
    assert rects[0].left == area.left and rects[1].right == area.right


def test_a_bar_of_buttons_can_end_at_its_right_edge():
    pygame.init()
    fonts = Fonts()
    area = pygame.Rect(400, 660, 860, 40)
    rects = lay_out_buttons(["Best: 14", "Attack", "Cancel"], area, 74, 6, fonts, size=16, height=30, align="right")
    _assert_clean(rects, area, 3)
    assert rects[-1].right == area.right and rects[0].x > area.x


def test_no_labels_no_rects():
    pygame.init()
    assert lay_out_buttons([], pygame.Rect(0, 0, 100, 100), 60, 6, Fonts()) == []


def test_wrapped_labels_take_lines_and_labels_added_at_the_end_move_nothing(baraza_home):
    """`wrap`: a label wider than the area (or with a newline) takes two lines in a taller button, whole at
    the size asked; a label added at the end never moves or resizes the buttons laid out before it."""
    from baraza.scenes.ui.choice_rows import label_lines
    from baraza.scenes.ui.widgets import LABEL_PAD

    fonts = Fonts()
    area = pygame.Rect(10, 10, 160, 300)
    labels = ["3-point Cloud\n(5 Gold)", "Keep ready (1 Power)", "1", "2", "Pass"]
    rects = lay_out_buttons(labels, area, 48, 6, fonts, size=16, height=32, min_height=32, wrap=True)
    line = fonts.get(16, "bold").get_linesize()
    for label, rect in zip(labels, rects, strict=True):
        lines = label_lines(fonts, label, 16, rect.w)
        assert area.contains(rect), label
        assert max(fonts.get(16, "bold").size(x)[0] for x in lines) <= rect.w - 2 * LABEL_PAD, label
        assert rect.h >= 32 + (len(lines) - 1) * line, label
    assert rects[0].h == rects[1].h == 32 + line  # both wrap to two lines: the first by its newline
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    more = lay_out_buttons(labels + ["Let it be spent", "7-point Cloud\n(11 Gold)"], area, 48, 6, fonts, size=16,
                           height=32, min_height=32, wrap=True)
    assert more[:len(rects)] == rects
    assert lay_out_buttons(["A long label that wraps"], area, 48, 6, fonts, size=16)[0].h == 34  # no wrap asked
