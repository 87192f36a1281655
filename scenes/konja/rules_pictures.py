"""Pictures for Konja's rules page, drawn with the table's own art: the Summoning Pyramid with an example
combination laid on each row, and what each one pays."""

from __future__ import annotations

import pygame

from baraza.game.konja.dice import combo_reward
from baraza.scenes.konja.art import (
    PYRAMID_ROWS,
    ROW_DICE_Y,
    draw_cloud,
    draw_pyramid,
    draw_token,
    pyramid_rows,
)
from baraza.scenes.konja.layout import PLAN_DIE
from baraza.scenes.render.dice import draw_die
from baraza.scenes.ui import theme

ZONE = pygame.Rect(0, 0, 250, 262)  # the pyramid's size on the table
SCALE = 1.3  # drawn at the table's size, then enlarged so its row names read at 14 px and more
FELT = (36, 70, 58)

# An example for each row (by combination kind) and the plain words beside it.
EXAMPLES = {
    "kind": ((5, 5, 5), "Three alike", "Four alike give a 5-point Cloud, five alike a 7."),
    "run": ((2, 3, 4), "A run of three", "A longer run gives 1 Gold per die."),
    "pair": ((6, 6), "A pair", "Any two dice showing the same."),
    "power": ((4,), "One die showing 4, 5 or 6", ""),
}
NAMES = {"cloud": "a {}-point Cloud", "gold": "{} Gold", "magick": "{} Magick", "power": "{} Power"}


def draw_picture(name: str, width: int, fonts: theme.Fonts) -> pygame.Surface | None:
    if name == "pyramid":
        return pyramid(width, fonts)
    return None


def pyramid(width: int, fonts: theme.Fonts) -> pygame.Surface:
    """The pyramid with example dice on its rows, and beside each row what that example pays."""
    art = pygame.Surface(ZONE.size, pygame.SRCALPHA)
    pygame.draw.polygon(art, (30, 60, 50), [(ZONE.centerx, ZONE.y + 18), ZONE.bottomright, ZONE.bottomleft])
    draw_pyramid(art, fonts, ZONE)
    rows = pyramid_rows(ZONE)
    for rect, (kind, _title, _reward) in zip(rows, PYRAMID_ROWS, strict=True):
        for j, value in enumerate(EXAMPLES[kind][0]):
            centre = (rect.x + 8 + j * (PLAN_DIE + 3) + PLAN_DIE // 2, rect.y + ROW_DICE_Y + PLAN_DIE // 2)
            draw_die(art, centre, PLAN_DIE, value, "green", fonts=fonts)
    size = (int(ZONE.w * SCALE), int(ZONE.h * SCALE))
    art = pygame.transform.smoothscale(art, size)
    text_x = size[0] + 40
    text_w = max(260, min(520, width - text_x))
    out = pygame.Surface((text_x + text_w, size[1] + 16), pygame.SRCALPHA)
    pygame.draw.rect(out, FELT, (0, 0, size[0] + 20, size[1] + 16), border_radius=12)
    out.blit(art, (10, 8))
    for rect, (kind, _title, _reward) in zip(rows, PYRAMID_ROWS, strict=True):
        dice, title, note = EXAMPLES[kind]
        resource, amount = combo_reward(kind, dice)
        mid = 8 + int((rect.centery + 4) * SCALE)
        if resource == "cloud":
            draw_cloud(out, fonts, (text_x + 20, mid - 10), amount, scale=0.9)
        else:
            draw_token(out, fonts, resource, (text_x + 20, mid - 10), 15)
        pays = f"{'-'.join(map(str, dice))}: {title.lower()} pays {NAMES[resource].format(amount)}"
        theme.draw_text_box(out, fonts, pays, pygame.Rect(text_x + 46, mid - 22, text_w - 46, 24), 17, theme.TEXT,
                            "bold")
        if note:
            theme.draw_text_box(out, fonts, note, pygame.Rect(text_x + 46, mid + 2, text_w - 46, 22), theme.MIN_TEXT,
                                theme.TEXT_DIM)
    # the row lines up with its words: a thin rule from the pyramid's edge to the text
    for rect in rows:
        y = 8 + int((rect.centery + 4) * SCALE)
        pygame.draw.line(out, (70, 100, 88), (10 + int(rect.right * SCALE) + 4, y - 10), (text_x - 4, y - 10), 1)
    return out
