"""KROWNIA's lesson card lay over the scores (the players panel down to its Longest Road and Largest Army boxes)
on steps that do not talk about them: through the whole trade (steps 12-16) and part of step 5 (blind testers).
The table now names the scores, as last drawn, in its `lesson_busy` (scenes/table/tutorial.py keeps the card off
them when it can); at 100 % no step's card covers them."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_krownia_lesson_card import _cards_by_step, make_app  # noqa: E402


def test_no_lesson_card_over_the_scores(baraza_home) -> None:
    app = make_app()
    seen = _cards_by_step(app)
    assert len(seen) > 40
    for words, (card, table, _view) in seen.items():
        scores = [pygame.Rect(r) for r in table.lesson_busy]
        assert len(scores) == 1 and scores[0].h > 100, scores  # the panel, as drawn
        assert not card.colliderect(scores[0]), (words, card, scores)
