"""Pictures for Khedu's rules page, drawn with the table's own cards and dice: one fight from roll to verdict,
with the equal-dice rule turning a loss into a win."""

from __future__ import annotations

import pygame

from baraza.game.khedu.dice import adjusted_dice, best_choices
from baraza.game.registry import get_game
from baraza.scenes.khedu.cards import CardArt
from baraza.scenes.render.dice import draw_die
from baraza.scenes.ui import theme

CARD = (136, 190)
SIDE_W = 190  # the column of each card and the words under it
DIE, DIE_GAP = 42, 10
MIDDLE_W = 440

# The example fight: a Hadimi Guard from a Cadre attacks a Rahala Outrider on top of a Desert stack.
ATTACKER, DEFENDER = "hadimi_guard", "rahala_outrider"
ROLL = (2, 3, 3, 5)


def draw_picture(name: str, width: int, fonts: theme.Fonts) -> pygame.Surface | None:
    if name == "combat":
        return combat(width, fonts)
    return None


def combat(width: int, fonts: theme.Fonts) -> pygame.Surface:
    """Attacker and defender cards either side; between them the roll, the equal-dice move and the verdict."""
    units = get_game("khedu").rules.data.units
    attacker, defender = units[ATTACKER], units[DEFENDER]
    roll = ROLL[:attacker.dice]
    moved = adjusted_dice(roll, best_choices(roll))
    total = sum(moved)
    cards = CardArt(fonts)
    out = pygame.Surface((2 * SIDE_W + 2 * 16 + MIDDLE_W, 30 + CARD[1] + 52), pygame.SRCALPHA)
    for x, unit, role, line in ((0, attacker, "Attacker", f"rolls {attacker.dice} {'die' if attacker.dice == 1 else 'dice'}"),
                                (out.get_width() - SIDE_W, defender, "Defender", f"defence {defender.defence}")):
        theme.blit_text(out, fonts, role, (x + SIDE_W // 2, 0), 17, theme.ACCENT, "bold", "midtop")
        out.blit(cards.unit(unit, CARD), (x + (SIDE_W - CARD[0]) // 2, 30))
        theme.draw_text_box(out, fonts, unit.name, pygame.Rect(x, 30 + CARD[1] + 6, SIDE_W, 22), 16, theme.TEXT,
                            "bold", align="center")
        theme.draw_text_box(out, fonts, line, pygame.Rect(x, 30 + CARD[1] + 28, SIDE_W, 22), 16, theme.TEXT,
                            align="center")
    left = SIDE_W + 16
    _dice_line(out, fonts, left, 34, "The roll", roll, roll)
    sets = " and ".join(f"the {v}s" for v in sorted({v for v, m in zip(roll, moved, strict=True) if v != m}))
    _dice_line(out, fonts, left, 120, f"Equal dice: {sets} become {max(roll)}s, the highest die", roll, moved)
    won = total >= defender.defence
    verdict = f"{total} is at least the defence of {defender.defence}: the attacker wins" if won else \
        f"{total} is less than the defence of {defender.defence}: the defender holds"
    theme.draw_text_box(out, fonts, verdict, pygame.Rect(left, 204, MIDDLE_W, 48), 18, theme.GOOD if won else theme.BAD,
                        "bold", align="center")
    return out


def _dice_line(surface: pygame.Surface, fonts: theme.Fonts, left: int, y: int, label: str, natural, shown) -> None:
    """A label, then the dice (a die the rule changed is yellow, as on the table) and their sum."""
    theme.draw_text_box(surface, fonts, label, pygame.Rect(left, y, MIDDLE_W, 22), 16, theme.TEXT_DIM, align="center")
    row_w = len(shown) * (DIE + DIE_GAP) - DIE_GAP + 70
    x = left + (MIDDLE_W - row_w) // 2
    for i, value in enumerate(shown):
        colour = "yellow" if value != natural[i] else "white"
        draw_die(surface, (x + i * (DIE + DIE_GAP) + DIE // 2, y + 28 + DIE // 2), DIE, value, colour)
    theme.blit_text(surface, fonts, f"= {sum(shown)}", (x + len(shown) * (DIE + DIE_GAP) + 4, y + 28 + DIE // 2), 22,
                    theme.TEXT, "bold", "midleft")
