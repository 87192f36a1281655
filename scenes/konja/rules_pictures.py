"""Pictures for Konja's rules page, drawn with the table's own art: the Summoning Pyramid with an example
combination laid on each row, and what each one pays."""

from __future__ import annotations

import pygame

from baraza.game.konja.dice import combo_reward
from baraza.scenes.konja.art import (
    MIN,
    PYRAMID_ROWS,
    ROW_DICE_Y,
    draw_cloud,
    draw_pyramid,
    draw_token,
    pyramid_row_words,
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


def art_scale(fonts: theme.Fonts) -> float:
    """How much the table-sized pyramid is enlarged: its words are drawn at their 100 % size into the table-sized
    art, so a larger text size enlarges the whole picture (its words grown with it, never past their steps: at 150 %
    the title read "ummoning Pyrami" and each row's reward lay under its name)."""
    return SCALE * max(1.0, fonts.scale)


def pyramid_layout(width: int, fonts: theme.Fonts) -> dict[str, pygame.Rect]:
    """Where the picture's parts lie in it: the art ("art"), its title ("title"), and for each row kind its title
    ("<kind>:name"), reward line ("<kind>:reward"), example dice ("<kind>:dice"), and the words beside it
    ("<kind>:pays", "<kind>:note")."""
    k = art_scale(fonts)
    size = (int(ZONE.w * k), int(ZONE.h * k))
    text_x = size[0] + 40
    text_w = max(260, min(520, width - text_x))
    out = {"art": pygame.Rect(10, 8, *size)}

    def scaled(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(10 + int(rect.x * k), 8 + int(rect.y * k), int(rect.w * k), int(rect.h * k))

    with fonts.picture_text():  # the art's words, as drawn into it (art.draw_pyramid)
        title = pygame.Rect((0, 0), fonts.get(MIN, "bold").size("Summoning Pyramid"))
        title.midtop = (ZONE.centerx, ZONE.y + 1)
        out["title"] = scaled(title)
        for rect, (kind, name, reward) in zip(pyramid_rows(ZONE), PYRAMID_ROWS, strict=True):
            for (text, face, pos, _colour), part in zip(pyramid_row_words(fonts, rect, name, reward),
                                                        ("name", "reward"), strict=True):
                font = fonts.get(MIN, face)
                # the line's capitals, top to baseline (not its leading): the reward line sits tight under the name
                ink = pygame.Rect(pos[0], pos[1] - font.get_descent(), font.size(text)[0],
                                  font.get_ascent() + font.get_descent())
                out[f"{kind}:{part}"] = scaled(ink)
            count = len(EXAMPLES[kind][0])
            out[f"{kind}:dice"] = scaled(pygame.Rect(rect.x + 8, rect.y + ROW_DICE_Y, count * (PLAN_DIE + 3) - 3,
                                                     PLAN_DIE))
    pays_h = fonts.get(17, "bold").get_linesize() + 2
    note_h = fonts.get(theme.MIN_TEXT).get_linesize() + 2
    for rect, (kind, _name, _reward) in zip(pyramid_rows(ZONE), PYRAMID_ROWS, strict=True):
        mid = 8 + int((rect.centery + 4) * k)
        out[f"{kind}:pays"] = pygame.Rect(text_x + 46, mid - 10 - pays_h // 2 - 2, text_w - 46, pays_h)
        out[f"{kind}:note"] = pygame.Rect(text_x + 46, out[f"{kind}:pays"].bottom, text_w - 46, note_h)
    return out


def pyramid(width: int, fonts: theme.Fonts) -> pygame.Surface:
    """The pyramid with example dice on its rows, and beside each row what that example pays."""
    parts = pyramid_layout(width, fonts)
    k = art_scale(fonts)
    art = pygame.Surface(ZONE.size, pygame.SRCALPHA)
    pygame.draw.polygon(art, (30, 60, 50), [(ZONE.centerx, ZONE.y + 18), ZONE.bottomright, ZONE.bottomleft])
    with fonts.picture_text():  # drawn at the table's size, the words at theirs: the art is enlarged as a whole
        draw_pyramid(art, fonts, ZONE)
        rows = pyramid_rows(ZONE)
        for rect, (kind, _title, _reward) in zip(rows, PYRAMID_ROWS, strict=True):
            for j, value in enumerate(EXAMPLES[kind][0]):
                centre = (rect.x + 8 + j * (PLAN_DIE + 3) + PLAN_DIE // 2, rect.y + ROW_DICE_Y + PLAN_DIE // 2)
                draw_die(art, centre, PLAN_DIE, value, "green", fonts=fonts)
    size = parts["art"].size
    art = pygame.transform.smoothscale(art, size)
    text_x = size[0] + 40
    text_w = max(260, min(520, width - text_x))
    out = pygame.Surface((text_x + text_w, max(size[1] + 16, max(r.bottom for r in parts.values()) + 4)),
                         pygame.SRCALPHA)
    pygame.draw.rect(out, FELT, (0, 0, size[0] + 20, size[1] + 16), border_radius=12)
    out.blit(art, (10, 8))
    for rect, (kind, _title, _reward) in zip(rows, PYRAMID_ROWS, strict=True):
        dice, title, note = EXAMPLES[kind]
        resource, amount = combo_reward(kind, dice)
        mid = 8 + int((rect.centery + 4) * k)
        if resource == "cloud":
            draw_cloud(out, fonts, (text_x + 20, mid - 10), amount, scale=0.9)
        else:
            draw_token(out, fonts, resource, (text_x + 20, mid - 10), 15)
        pays = f"{'-'.join(map(str, dice))}: {title.lower()} pays {NAMES[resource].format(amount)}"
        theme.draw_text_box(out, fonts, pays, parts[f"{kind}:pays"], 17, theme.TEXT, "bold")
        if note:
            theme.draw_text_box(out, fonts, note, parts[f"{kind}:note"], theme.MIN_TEXT, theme.TEXT_DIM)
    # the row lines up with its words: a thin rule from the pyramid's edge to the text
    for rect in rows:
        y = 8 + int((rect.centery + 4) * k)
        pygame.draw.line(out, (70, 100, 88), (10 + int(rect.right * k) + 4, y - 10), (text_x - 4, y - 10), 1)
    return out
