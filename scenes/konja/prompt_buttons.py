"""The prompt panel's buttons: their size at the text size chosen, their flow into rows, whether a label is
whole in its button, and how a button is drawn (its label wrapped onto the lines measured for it).

The prompt panel (prompt.py) lays its buttons out with these; the slots' names (END_SLOT, GO_SLOT) say which
labels sit where.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.choice_rows import label_lines, lay_out_buttons
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import LABEL_PAD, Button

BUTTON_GAP = 6
# the prompt's two fixed slots (see PromptPanel._lay_out): a button that ends a phase or gives something up sits
# at the bottom, never where a harmless one stood a moment before; the harmless "go on" buttons sit above it
END_SLOT = frozenset({"End Bones", "Do not answer", "Pass", "Leave them", "Done with red dice",
                      "Collect & end turn"})
GO_SLOT = frozenset({"Roll the dice", "Roll red dice", "Done flipping", "Done selling", "Keep the rest", "Use",
                     "Cast", "Cancel", "Back"})
CARD_VERBS = ("Use", "Cast", "Cancel", "Back")  # a card's go slot: its verbs, one to a row at most
SHORT_END = ("End Bones", "Pass")  # the end slot's buttons outside TALL_END_PHASES
# the phases in which, or right after which, the end slot may hold its longest labels (Done with red dice,
# Collect & end turn: End Bones may lead straight to the Collection)
TALL_END_PHASES = frozenset({"bones", "red_roll", "red_reply", "red_assign", "collect"})
COSTLY_CHOICES = ("Buy", "Replace", "3-point", "5-point", "7-point", "3 points", "5 points", "7 points")  # choices that spend: never where Done was
# the phase track's bars lie this far above the panel's bottom; the buttons end TRACK_CLEAR above them, so a lit
# button's ring (the lesson's, the hint's) stays off the track (a blind playtest saw "Collect & end turn" over it)
TRACK_RISE = 60
TRACK_CLEAR = 12
SIZE = theme.MIN_TEXT  # the panel's words and buttons: one size, the readable floor (the panel is narrow)


def line_step(fonts: Fonts) -> int:
    """A line of the panel's words (19 px at 100 %): measured, so a larger text size spaces its lines out."""
    return fonts.get(SIZE, "bold").get_linesize()


def row_height(fonts: Fonts) -> int:
    """A one-line button (30 px at 100 %); each more line of its label adds a line_step."""
    return line_step(fonts) + 11


def flow_buttons(fonts: Fonts, keys: list[str], room: pygame.Rect) -> dict[str, pygame.Rect]:
    """Places for buttons labelled `keys`, left to right in rows inside `room` (the shared layout of choice rows,
    labels wrapped when wider than the room). A label added at the end never moves those before it."""
    row = row_height(fonts)
    rects = lay_out_buttons(keys, room, 48, BUTTON_GAP, fonts, size=SIZE, height=row, min_height=row, wrap=True)
    # a label wrapped onto more lines takes its row's whole width: a narrow two-line chip ("Reed / Shield" at
    # 150 %) lay so far aside that Up from the button under it went past it (keyboard playtest)
    for i, rect in enumerate(rects):
        if rect.h > row and not any(o.y == rect.y for j, o in enumerate(rects) if j != i):
            rects[i] = pygame.Rect(room.x, rect.y, room.w, rect.h)
    return dict(zip(keys, rects, strict=True))


def fits(fonts: Fonts, key: str, rect: pygame.Rect) -> bool:
    """Whether the label is whole in its button (the shared layout squeezes buttons only when out of room)."""
    lines = label_lines(fonts, key, SIZE, rect.w)
    font = fonts.get(SIZE, "bold")
    return (max(font.size(line)[0] for line in lines) <= rect.w - 2 * LABEL_PAD - 4
            and row_height(fonts) + (len(lines) - 1) * line_step(fonts) <= rect.h)


def draw_button(surface: pygame.Surface, fonts, button: Button) -> None:
    """A prompt button with its label wrapped onto the lines measured for it, never past its edge."""
    Button.draw(replace(button, text=""), surface, fonts)
    colour = theme.TEXT_DIM if not button.enabled else theme.TEXT_DARK if button.accent else theme.TEXT
    text = button.text
    if text.startswith("● "):  # the chip picked: a ring, so picking it never widens the label
        text = text.removeprefix("● ")
        pygame.draw.rect(surface, theme.HIGHLIGHT, button.rect.inflate(-4, -4), 2, border_radius=7)
    if not fits(fonts, text, button.rect):  # too tight (a larger text size): shrunk back, at most to 100 %
        theme.draw_text_box(surface, fonts, text, button.rect.inflate(-2 * LABEL_PAD, -4), button.font_size, colour,
                            "bold", "center", "middle", line_gap=0)
        return
    lines = label_lines(fonts, text, button.font_size, button.rect.w)
    step = line_step(fonts)
    y = button.rect.centery - step * len(lines) // 2
    for line in lines:
        theme.blit_text(surface, fonts, line, (button.rect.centerx, y), button.font_size, colour, "bold", "midtop")
        y += step
