"""Khedu: a unit's Honor pile covered the defence number on the 76×106 cards in the fight area (it sat low on the
card's right edge, over the shield's point). It now sits in the icon row between the cost badge and the shield,
so the pile, the cost and the defence all read, at every size the table draws a unit."""

from __future__ import annotations

import dataclasses

import pygame
from scene_helpers import make_app

from baraza.game.khedu.cards import load_cards
from baraza.scenes.khedu import cards as card_module
from baraza.scenes.khedu.cards import CardArt, honor_spot

SIZES = ((104, 146), (100, 140), (78, 109), (76, 106))  # every size with an icon row (a 54×76 rail card has none)


def test_the_honor_pile_covers_neither_the_defence_nor_the_cost_nor_a_word(baraza_home, monkeypatch):
    app = make_app()
    texts: dict[int, str] = {}
    plain = app.fonts.render

    def render(text, size, colour=(255, 255, 255), face="sans"):
        image = plain(text, size, colour, face)
        texts[id(image)] = text
        return image

    placed: list[tuple[str, pygame.Rect]] = []

    class Face(pygame.Surface):  # records where each word lands on the card
        def blit(self, source, dest, area=None, special_flags=0):
            if id(source) in texts:
                at = pygame.Rect(dest) if isinstance(dest, pygame.Rect) else pygame.Rect(dest, (0, 0))
                placed.append((texts[id(source)], source.get_rect(topleft=at.topleft)))
            return super().blit(source, dest, area, special_flags)

    app.fonts.render = render
    monkeypatch.setattr(card_module.pygame, "Surface", Face)
    art = CardArt(app.fonts)
    covered = []
    for unit in load_cards().units.values():
        fields = {f.name: getattr(unit, f.name) for f in dataclasses.fields(unit)}
        carried = type("Carried", (), {**fields, "honor": 3})
        for size in SIZES:
            placed.clear()
            art.unit(carried, size)  # as draw_unit asks it, noting the title band the pile goes under
            (x, y), r = honor_spot(size, art._bands.get((unit.key, size)))
            pile = pygame.Rect(x - r, y - r, 2 * r + 2, 2 * r + 9)  # draw_honor's picture of three coins
            assert pygame.Rect((0, 0), size).contains(pile), (unit.name, size)
            numbers = [rect for text, rect in placed if text in (str(unit.defence), str(unit.cost))]
            assert numbers, (unit.name, size)
            covered += [(unit.name, size, text) for text, rect in placed if rect.colliderect(pile)]
    assert covered == []


def test_the_fight_cards_pile_sits_between_the_cost_and_the_shield():
    (x, y), r = honor_spot((76, 106), 26)
    icon = 22
    assert 5 + icon - 2 <= x - r and x + r + 2 <= 76 - 5 - icon  # clear of the badge and of the shield
    assert y == 26 + 5 + icon // 2  # on the shield's row, never over its point
