"""Where the replay bar's controls stand. At 100 % text one row under the caption line: the step icons, the
timeline, the text buttons. At a larger text size the text buttons grow with their words (they shrank back to
their 100 % size to fit, 861 px of buttons beside 322 px of icons and a timeline of 240 px do not fit 1280 px):
the bar then takes two rows, the icons and the timeline on the first, the text buttons on the second, and the
board above gives up that one row."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from baraza.scenes.replay import buttons as analysis_buttons
from baraza.scenes.replay.controls import BAR_HEIGHT
from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import LABEL_PAD

EDGE, GAP, ROW = 12, 6, 40  # the bar's margin, the gap between buttons, a row's height
ROW_STEP = ROW + 6  # from one row's top to the next's
FIRST_ROW = 48  # the first row's top below the bar's (the caption line above it)
TIMELINE_MIN = 240  # the timeline keeps this room at least (tests/scenes/test_replay_round4.py)
BUTTON_TEXT = 17  # the text buttons' font size (grown with the text size)
LABEL_AIR = 4  # a little more than the label's pads, so a grown label is drawn at its size, not one smaller
VIEW_MOST = 260  # the view button grows to show "White (AI normal)" whole, not past this: the name alone then


@dataclass
class BarPlan:
    """The bar's rect and each control's: icons and text buttons in their order, the timeline."""

    rect: pygame.Rect
    icons: list[pygame.Rect] = field(default_factory=list)
    buttons: list[pygame.Rect] = field(default_factory=list)
    timeline: pygame.Rect = field(default_factory=pygame.Rect)


def grown_width(fonts: Fonts, words: Sequence[str], base: int, most: int | None = None) -> int:
    """A text button's width: `base` at 100 % (as always), at a larger text size room for the widest of the
    `words` it may show at its grown font (up to `most`), never narrower than `base`."""
    if fonts.scale <= 1.0 or not words:
        return base
    font = fonts.get(BUTTON_TEXT, "bold")
    need = max(font.size(text)[0] for text in words) + 2 * LABEL_PAD + LABEL_AIR
    return max(base, need if most is None else min(need, most))


def plan_bar(size: tuple[int, int], icon_count: int, widths: Sequence[int]) -> BarPlan:
    """The bar along the bottom of a window of `size`: one row when the icons, the timeline's least room and the
    buttons of `widths` fit side by side, else two (the icons and the timeline, then the buttons at the right)."""
    w, h = size
    icons_w = icon_count * (ROW + GAP) - GAP
    buttons_w = sum(widths) + GAP * (len(widths) - 1)
    one_row = EDGE + icons_w + EDGE + TIMELINE_MIN + EDGE + buttons_w + EDGE <= w
    height = BAR_HEIGHT if one_row else BAR_HEIGHT + ROW_STEP
    rect = pygame.Rect(0, h - height, w, height)
    top = rect.y + FIRST_ROW
    plan = BarPlan(rect, [pygame.Rect(EDGE + i * (ROW + GAP), top, ROW, ROW) for i in range(icon_count)])
    y = top if one_row else top + ROW_STEP
    x = w - EDGE - buttons_w
    for width in widths:
        plan.buttons.append(pygame.Rect(x, y, width, ROW))
        x += width + GAP
    left = plan.icons[-1].right + EDGE if plan.icons else EDGE
    right = plan.buttons[0].x - EDGE if one_row and plan.buttons else w - EDGE
    plan.timeline = pygame.Rect(left, top, right - left, ROW)
    return plan


def lay_out(viewer, words: Sequence[Sequence[str]], bases: Sequence[int]) -> None:
    """Place the viewer's bar (scenes/screens/replay.py's ReplayScene) for the text size now: its icons, its row
    of text buttons (`viewer.row_buttons`, each with the `words` it may show and its 100 % width in `bases`),
    Practise and Cancel in the caption line, the timeline, and the move list above the bar."""
    fonts = viewer.app.fonts
    views = [i for i, b in enumerate(viewer.row_buttons) if b is viewer.view_button]
    widths = [grown_width(fonts, texts, base, VIEW_MOST if i in views else None)
              for i, (texts, base) in enumerate(zip(words, bases, strict=True))]
    plan = plan_bar(theme.LOGICAL_SIZE, len(viewer.bar.icons), widths)
    viewer.bar.rect = plan.rect
    for icon, rect in zip(viewer.bar.icons, plan.icons, strict=True):
        icon.rect = rect
    for button, rect in zip(viewer.row_buttons, plan.buttons, strict=True):
        button.rect = rect
    viewer.practise_button.rect = analysis_buttons.practise_rect(
        plan.rect, viewer.analyse_button.rect, grown_width(fonts, ["Practise"], analysis_buttons.PRACTISE_WIDTH))
    viewer.cancel_button.rect = analysis_buttons.cancel_rect(
        plan.rect, grown_width(fonts, ["Cancel"], analysis_buttons.CANCEL_WIDTH))
    viewer.timeline.rect = plan.timeline
    viewer.moves.rect.h = plan.rect.y - 2 * viewer.moves.rect.y  # above the bar, as far from it as from the top
    viewer.laid_at = fonts.scale
