"""The Konja lesson's card keeps off what a step talks about and hops less; its rings keep off the labels beside
them (blind playtest, lesson 8: the card sat on the red dice tray and Kofi's Action dice as step 19 said "you hold
the red dice", on the Summoning Pyramid and Kofi's Spells at step 34; it hopped between six spots, Leave lesson
with it; the tokens' ring cut the "Nia 1st" pill, the Cloud line's ring crossed the Cloud)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app

from baraza.scenes.table import tutorial_auto
from baraza.scenes.table.tutorial import HOLE_PAD, THIN_SPOT
from baraza.scenes.ui import theme

# what each step talks about, which its card must leave in sight: a layout zone ("zone:…") or a Konja spot. (Step
# 18's card still lies on the Supply: every other place hides the prompt, the Offering, the Merchant or Nia's Relics)
KEEP_IN_SIGHT = {19: ["red_dice", "action_dice"], 34: ["zone:pyramid", "zone:opp_spells"]}


def _ring(rect: pygame.Rect) -> pygame.Rect:
    """The lit ring round a spot, as the lesson draws it (scenes/table/tutorial.py)."""
    return rect.inflate(HOLE_PAD * 2, (HOLE_PAD if rect.h >= THIN_SPOT else 3) * 2)


@pytest.fixture(scope="module")
def lesson_steps():
    """Each step as the learner saw it: (step, card rect, Leave lesson's centre, Next's anchor, lit spots,
    the rects of its KEEP_IN_SIGHT names, the table)."""
    app = make_app()
    seen = []
    original = tutorial_auto.do_step

    def recording(app, overlay):
        table, index = overlay.table, overlay.run.index + 1
        view = table.current_view()
        card = pygame.Rect(overlay.card)
        keep = []
        for name in KEEP_IN_SIGHT.get(index, []):
            kind, _, key = name.partition(":")
            keep += [pygame.Rect(table.geometry.z[key])] if kind == "zone" else table.lesson.spot(name, view)
        top = overlay.buttons_top
        anchor = (card.right, card.top if top else card.bottom, top)
        seen.append((index, card, overlay.buttons[-1].rect.center, anchor, overlay.spots(), keep, table))
        return original(app, overlay)

    tutorial_auto.do_step = recording
    try:
        result = tutorial_auto.run_lesson(app, "konja", None)
    finally:
        tutorial_auto.do_step = original
    assert result.ok, result.problem
    return seen


def test_the_card_keeps_off_what_steps_19_and_34_talk_about(baraza_home, lesson_steps):
    checked = 0
    for index, card, _leave, _anchor, _spots, keep, _table in lesson_steps:
        if index in KEEP_IN_SIGHT:
            assert keep, index
            assert card.collidelist(keep) < 0, (index, card, [r for r in keep if card.colliderect(r)])
            checked += 1
    assert checked == len(KEEP_IN_SIGHT)


def test_the_card_hops_less(baraza_home, lesson_steps):
    """Leave lesson moved 10 times over the 44 steps (six places) and Next 8 times: now 8 and 7."""
    leaves = [s[2] for s in lesson_steps]
    anchors = [s[3] for s in lesson_steps]
    leave_moves = sum(a != b for a, b in zip(leaves, leaves[1:], strict=False))
    next_moves = sum(a != b for a, b in zip(anchors, anchors[1:], strict=False))
    assert leave_moves <= 8 and next_moves <= 7, (leave_moves, next_moves)
    assert len(set(leaves)) <= 5, set(leaves)


def test_the_tokens_ring_keeps_off_the_first_players_pill(baraza_home, lesson_steps):
    index, *_rest, table = next(s for s in lesson_steps if s[0] == 5)  # step 5 lights both players' tokens
    view = table.current_view()
    pill_h = table.app.fonts.get(theme.MIN_TEXT, "bold").get_height()
    for side in ("my", "opp"):
        zone = table.geometry.z[f"{side}_tokens"]
        name_row = pygame.Rect(zone.x, zone.y + 13 - pill_h // 2, zone.w, pill_h)  # the name and the 1st pill
        ring = _ring(table.lesson.spot(f"tokens:{side}", view)[0])
        assert not ring.colliderect(name_row), (side, ring, name_row)
        for k in range(3):  # the coins and their counts stay inside it
            assert ring.contains(table.geometry.token_count_box(side, k)), (side, k)


def test_no_two_rings_cross_at_the_cloud_line(baraza_home, lesson_steps):
    """At steps 24 and 44 (the Cloud line and the Clouds lit) one ring holds both; at step 26 the Cloud line's
    ring keeps off the Cloud under it."""
    for index, _card, _leave, _anchor, spots, _keep, table in lesson_steps:
        if index not in (24, 26, 44):
            continue
        view = table.current_view()
        clouds = [rect for _idx, rect in table.geometry.cloud_rects(view, "my")]
        assert clouds, index
        rings = [_ring(r) for r in spots]
        line = table.lesson.spot("score:my", view)[0]
        lit = [r for r in rings if r.contains(line)]
        assert lit, index
        for i, a in enumerate(rings):
            for b in rings[i + 1:]:
                assert a.contains(b) or b.contains(a) or not a.colliderect(b), (index, a, b)
        if index == 26:
            assert _ring(line).collidelist(clouds) < 0, (_ring(line), clouds)
        else:
            assert all(lit[0].contains(c) for c in clouds), (index, lit, clouds)
