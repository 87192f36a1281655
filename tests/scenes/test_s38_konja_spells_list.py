"""Konja: the player's Spells list stays readable after casts (blind tester konja22, moves 15-18 of
tests/konja/data/konja22_record.json: Patron's Gift cast, then two Chaac!s that drew Spells, left six places of 18 px:
"Patron's Gift cast…" cut and the two live Spells squeezed). Once a card is drawn into the row, the places left empty
are laid small, two to a row, below the live strips; a cast alone moves no card (issue 24); every spent place shows
its whole name, at 100 % and 150 % text."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.registry import new_match
from baraza.scenes.konja.layout import strip_places
from baraza.scenes.konja.table import KonjaScene

RECORD = Path(__file__).parents[1] / "konja" / "data" / "konja22_record.json"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _submit(match, move) -> None:
    assert match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"]))).ok


def _live_rects(scene, match) -> dict[str, pygame.Rect]:
    hand = match.view(0).players[0].spells
    scene.geometry.hold(match.view(0))
    return {card: scene.geometry.spell_rect("my", i, len(hand)) for i, card in enumerate(hand)}


def test_spent_places_are_laid_small_below_the_live_strips():
    zone = pygame.Rect(732, 550, 264, 162)
    rects = strip_places(zone, 6, [0, 1, 2, 3])
    live, spent = rects[4:], rects[:4]
    assert all(r.h >= 34 for r in live), live  # was 18 px
    assert all(r.w < zone.w // 2 for r in spent) and len({r.y for r in spent}) == 2  # two to a row
    assert all(zone.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert min(r.y for r in spent) > max(r.bottom for r in live) - 1  # below the live ones


@pytest.mark.parametrize("scale", [100, 150])
def test_the_spells_list_after_casts_and_draws_reads_whole(baraza_home, scale):
    record = json.loads(RECORD.read_text())
    app = make_app()
    if scale != 100:
        app.settings.text_scale = scale
        app.apply_look()
    match = new_match("konja", ["human", "ai:normal"], record["seed"], record["options"])
    for move in record["moves"][:15]:
        _submit(match, move)
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    scene.ai.cancel()
    scene.animations.skip()
    frames(app, 3)
    before = _live_rects(scene, match)
    _submit(match, record["moves"][15])  # Patron's Gift cast: no card drawn, so none moves
    scene.animations.skip()
    frames(app, 3)
    after = _live_rects(scene, match)
    assert all(after[card] == before[card] for card in after), (before, after)
    for move in record["moves"][16:19]:  # a Relic taken, two Chaac!s: Spells discarded and drawn
        _submit(match, move)
        scene.animations.skip()
        frames(app, 3)
    hand = match.view(0).players[0].spells
    assert list(hand) == ["barter", "storm_veil"], hand
    live = list(_live_rects(scene, match).values())
    gaps = scene.geometry.spell_gaps(len(hand))
    assert sorted(cards.spells()[c].name for _r, c in gaps) == ["Chaac!", "Patron's Gift", "Violet Spark",
                                                                "Violet Twin"]
    assert all(r.h >= 34 for r in live), live  # the two Spells left keep a strip's room (were 18 px)
    zone = scene.z["my_spells"]
    every = live + [r for r, _c in gaps]
    assert all(zone.contains(r) for r in every)
    assert not any(a.colliderect(b) for i, a in enumerate(every) for b in every[i + 1:])
    app.fonts.placed = []
    scene.players.draw(pygame.Surface(app.screen.get_size()), match.view(0))
    texts = {text: rect for rect, text, _size, _face in app.fonts.placed}
    for rect, card in gaps:
        name = cards.spells()[card].name
        assert name in texts, (name, sorted(texts))  # whole, never "Patron's Gift cast…"
        assert rect.contains(texts[name]), (name, rect, texts[name])
    assert not any("…" in text for text in texts if any(n in text for n in ("Patron", "Violet", "Chaac")))
