"""Konja's hand in words, for the speech key F2 (scenes/table/voice.py): the bottom seat's Relics and Spells."""

from __future__ import annotations

from baraza.game.konja import cards
from baraza.scenes.konja.layout import KonjaGeometry


def hand_words(view) -> str:
    me = view.players[KonjaGeometry.bottom_seat(view)]
    relics = [r.name + (" (spent)" if r.spent else "") for r in me.relics]
    spells = [cards.spells()[card].name for card in me.spells or ()]
    return (f"Your Relics: {', '.join(relics) if relics else 'none'}. "
            f"Your Spells: {', '.join(spells) if spells else 'none'}.")
