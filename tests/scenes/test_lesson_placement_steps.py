"""The lesson steps the blind playtests named, one by one: the card keeps off what each talks about, and a step
lights only what it allows. (The walk is test_lesson_placement.py's, shared within a run.)"""

from __future__ import annotations

import pygame
from scene_helpers import make_app, open_table
from test_lesson_placement import walk


def _zones(game: str) -> dict[str, pygame.Rect]:
    return {name: pygame.Rect(rect) for name, rect in open_table(make_app(), game).layout.zones.items()}


def _step(steps: list[dict], n: int) -> dict:
    return next(s for s in steps if s["step"] == n)


def test_krownia_the_card_keeps_off_the_hand_and_the_bank_as_they_change():
    steps, zones = walk("krownia"), _zones("krownia")
    bank = pygame.Rect(zones["board"].x + 4, zones["board"].y + 2, 124, 92)  # the geometry's bank box
    hand = zones["hand"]
    cards = pygame.Rect(hand.x, hand.y + 32, 330, hand.h - 32)  # the five resource cards under the hand's title
    for n in (6, 24, 32):  # the second village pays; Ore to spare; Monopoly with Sheep and Ore but no Wheat
        assert not _step(steps, n)["card"].colliderect(cards), n
    for n in range(37, 43):  # Year of Plenty: two cards from the bank into the hand, then the roads
        card = _step(steps, n)["card"]
        assert not card.colliderect(bank) and not card.colliderect(cards), n


def test_khedu_with_a_rival_the_card_keeps_off_the_hand_and_the_songs():
    steps, zones = walk("khedu"), _zones("khedu")
    for s in steps[39:]:  # the two-player table, after its opening Cadence pick
        assert not s["card"].colliderect(zones["hand"]) and not s["card"].colliderect(zones["ensemble"]), s["step"]
    for n in (5, 25):  # the aura that adds 3 is on the clan board
        assert not _step(steps, n)["card"].colliderect(zones["clan"]), n


def test_konja_the_card_keeps_off_the_tokens_a_collected_row_pays():
    steps, zones = walk("konja"), _zones("konja")
    for n in (16, 29):  # "so it gives Power too"; Reed Shield has just paid 1 Power
        assert not _step(steps, n)["card"].colliderect(zones["my_tokens"]), n


def test_konja_step_3_lights_only_the_ancestor_it_asks_for():
    app = make_app()
    from baraza.scenes.table import tutorial_auto as auto
    from baraza.scenes.table.tutorial import lesson_table

    table = lesson_table(app, "konja")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while overlay.run.index < 2:
        assert auto._settle(app, table, overlay)
        overlay.next_step()
    assert auto._settle(app, table, overlay)
    auto._frame(app)
    view = table.current_view()
    resource = table.tutorial_spot("ancestor:resource", view)
    assert overlay.spots() == resource  # not all five tiles
    others = [table.tutorial_spot(f"ancestor:{key}", view)[0] for key in ("spirit", "spell", "merchant", "rain")]
    assert all(tile in overlay.zones() for tile in others)  # "these five tiles" stay in sight, unlit
    assert not any(overlay.card.colliderect(tile) for tile in [*resource, *others])
