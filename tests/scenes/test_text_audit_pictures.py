"""The layout lint sees the game's art: text a card, a tile or a token is drawn over (or text across such a
picture's edge) is found; the words printed on a picture, and text on the cloth or a dialog, are not."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_helpers import audited_frame, make_app

from baraza.scenes.ui import theme

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))


def _findings(painter) -> list:
    return [f for f in audited_frame(make_app(), painter) if f.kind == "under_picture"]


def _card(size=(96, 134), colour=(236, 226, 204)) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, colour, card.get_rect(), border_radius=8)
    return card


def _cloth(surface) -> None:
    surface.blit(pygame.Surface(theme.LOGICAL_SIZE), (0, 0))  # the whole-screen ground: not a picture


def test_a_card_drawn_over_text_is_found():
    def painter(surface, fonts):
        _cloth(surface)
        theme.blit_text(surface, fonts, "vs defence 14", (300, 300), 18)
        surface.blit(_card(), (360, 280))  # the defender's card lands on the line's end

    found = _findings(painter)
    assert [(f.text, f.other.split(" a picture")[0]) for f in found] == [("vs defence 14", "under")]


def test_text_across_a_cards_edge_is_found():
    def painter(surface, fonts):
        surface.blit(_card(), (300, 300))
        theme.blit_text(surface, fonts, "9 left on the deck", (330, 400), 18)  # starts on the card, runs off it

    assert [f.text for f in _findings(painter)] == ["9 left on the deck"]


def test_the_words_on_a_card_and_text_beside_it_are_not_found():
    def painter(surface, fonts):
        _cloth(surface)
        surface.blit(_card(), (300, 300))
        theme.blit_text(surface, fonts, "Gold", (310, 310), 18)  # printed on the card
        theme.blit_text(surface, fonts, "Stack 1 · 9", (300, 440), 18)  # under it, on the cloth
        theme.blit_text(surface, fonts, "deck 16", (420, 300), 18)  # beside it

    assert _findings(painter) == []


def test_a_shade_a_token_and_a_dialog_over_cards_are_not_pictures_text_hides_under():
    def painter(surface, fonts):
        theme.blit_text(surface, fonts, "dimmed", (310, 320), 18)
        shade = pygame.Surface((96, 134), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))  # a card dimmed: a shade shows what is under it
        surface.blit(shade, (300, 300))
        surface.blit(_card(), (600, 300))
        coin = pygame.Surface((28, 28), pygame.SRCALPHA)
        pygame.draw.circle(coin, (232, 184, 64), (14, 14), 13)
        surface.blit(coin, (682, 380))  # a token on the card's edge: its count stands on the token
        theme.blit_text(surface, fonts, "7", (696, 394), 16, anchor="center")
        surface.blit(_card(), (900, 300))
        theme.draw_panel(surface, pygame.Rect(850, 280, 300, 200))  # a dialog over the card
        theme.blit_text(surface, fonts, "Lay one Cadence face up", (870, 400), 18)

    assert _findings(painter) == []


def test_a_text_hidden_by_a_whole_cover_is_not_judged():
    def painter(surface, fonts):
        theme.blit_text(surface, fonts, "drawn before the cloth", (300, 300), 18)
        surface.blit(_card(), (400, 280))
        _cloth(surface)  # covers everything so far: neither is seen

    assert _findings(painter) == []


def test_the_lint_counts_text_under_pictures():
    import layout_lint

    assert layout_lint.KINDS["under_picture"] == "text_under_pictures"
    report = layout_lint.sweep(4, lessons=False)
    assert "text_under_pictures" in report and report["errors"] == []
    assert all("text_under_pictures" in counts for counts in report["by_table"].values())
