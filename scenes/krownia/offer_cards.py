"""An offer's cards drawn in a row (the offer waiting on answers, the offer to answer) or said in words: each
resource as a mini card with its count and name ("2 Wheat": at 150 % the cards alone did not say which they were),
"×2" where the names would not fit. trade.py's dialogs use them."""

from __future__ import annotations

import pygame

from baraza.scenes.krownia import art
from baraza.scenes.krownia.art import RESOURCES
from baraza.scenes.ui import theme

TEXT = art.TEXT


def vec_words(fonts, vec, named: bool) -> list[tuple[int, str, int]]:
    """Each resource of a vector with its words beside its mini card ("2 Wheat", or "×2") and their width."""
    font = fonts.get(TEXT, "bold")
    out = []
    for r, n in enumerate(vec):
        if n:
            words = f"{n} {RESOURCES[r]}" if named else f"×{n}"
            out.append((r, words, font.size(words)[0]))
    return out


def vec_width(fonts, vec, named: bool = True) -> int:
    """How wide `draw_vec` draws `vec`."""
    return sum(29 + w + 12 for _r, _words, w in vec_words(fonts, vec, named)) if any(vec) else 60


def draw_vec(surface: pygame.Surface, fonts, vec, x: int, y: int, right: int | None = None) -> int:
    """Mini cards for a resource vector at (x, y), named when they fit before `right` (None: always); returns the x
    after the last."""
    if not any(vec):
        theme.blit_text(surface, fonts, "nothing", (x, y + 8), TEXT, theme.TEXT_DIM)
        return x + 60
    named = right is None or x + vec_width(fonts, vec) <= right
    for r, words, width in vec_words(fonts, vec, named):
        card = pygame.Rect(x, y, 26, 36)
        art.draw_resource_card(surface, fonts, card, r)
        theme.blit_text(surface, fonts, words, (card.right + 3, card.centery), TEXT, theme.TEXT, "bold", "midleft")
        x = card.right + 3 + width + 12
    return x


def vec_text(vec) -> str:
    """A vector in words: "1 Sheep + 1 Wheat", or "nothing"."""
    parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(vec) if n]
    return " + ".join(parts) if parts else "nothing"
