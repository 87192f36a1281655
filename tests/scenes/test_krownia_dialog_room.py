"""KROWNIA's texts and badges where the blind testers found them covered or cut: the offer's count badges sat
under its + and − buttons; a greyed build row's reason was cut ("no village to…"); the steal dialog's line of
words ran under its first seat's button (and the keyboard's ring round it), at 100 % and 150 % text."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames
from test_krownia_scene import _table

from baraza.game.core.action import Action
from baraza.scenes.krownia import art
from baraza.scenes.krownia.art import Control
from baraza.scenes.table.focus import RING

RING_EDGE = RING + 3  # the ring's outer line, beyond the spot


def _scaled(app, scale: int) -> None:
    app.settings.text_scale = scale
    app.apply_look()
    frames(app, 2)


def _can_offer(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "open_trade" for a in match.legal_actions(0)))


def test_the_offers_count_badges_are_clear_of_its_buttons(baraza_home):
    app, match, table = _table(_can_offer, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    assert match.submit(0, Action("open_trade")).ok
    frames(app, 2)
    view = table.current_view()
    controls = {c.name: c.rect for c in table.trade.controls(view)}
    for side in ("give", "get"):
        for r in range(5):
            plus, minus = controls[f"{side}_plus_{r}"], controls[f"{side}_minus_{r}"]
            card = table.trade.offer_card(plus.x - 20, plus.y)
            badge = pygame.Rect(0, 0, 28, 28)
            badge.center = (card.right - 6, card.y + 6)  # art.draw_resource_card's count badge
            assert not badge.colliderect(plus) and not badge.colliderect(minus), (side, r)
            assert badge.right <= plus.x - 4, "the badge touches the button's keyboard ring"


@pytest.mark.parametrize("scale", [100, 150])
def test_a_greyed_build_rows_reason_is_whole(baraza_home, scale):
    app, match, table = _table(_can_offer, seats=("human", "ai:easy"))
    _scaled(app, scale)
    town = table.control("build_town")
    fonts = app.fonts
    surface = pygame.Surface(app.screen.get_size())
    for note in ("no village to upgrade", "need 3 more cards", "the deck is empty"):
        fonts.shortened = []
        ctl = Control(town.rect, "Town", None, enabled=False, cost=town.cost, note=note, name="build_town")
        art.draw_control(surface, fonts, ctl, False)
        assert fonts.shortened == [], f"{note!r} is cut"


@pytest.mark.parametrize("scale", [100, 150])
def test_the_steal_dialogs_words_keep_above_its_first_seat(baraza_home, scale):
    def steal(match) -> bool:
        return match.active_seats() == (0,) and match.state.phase == "steal"

    app, match, table = _table(steal, seats=("human", "ai:easy", "ai:easy"), seed=2)
    _scaled(app, scale)
    view = table.current_view()
    fonts = app.fonts
    fonts.placed = []
    try:
        table.trade.draw(pygame.Surface(app.screen.get_size()), view)
        words = next(rect for rect, text, *_ in fonts.placed if text.startswith("A random card"))
    finally:
        fonts.placed = None
    first = min((c.rect for c in table.trade.controls(view)), key=lambda r: r.y)
    assert words.bottom <= first.top - RING_EDGE, (words, first)
    assert table.trade.rect(view).contains(table.trade.controls(view)[-1].rect)
