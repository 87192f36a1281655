"""Tables read at a larger text size (issue 44): positions where the layout lint's sweep at 150 % (seeds 2, 3, 5
and 6) found text running into other text, under a picture or off the table, each reached in a seeded match of
random players at every seat (as the sweep plays them) and judged at the smallest window as the sweep does.

- KROWNIA's offer being answered: a seat's row (name, answer, what is lacking, the counter-offer's terms under
  the name) grows with the text, so the terms no longer run into the name;
- KROWNIA's discard dialog: its hint stands under the chips, not beside a title that has grown into it;
- Konja's piles of Clouds: each pile's count tag is drawn once every pile is down, so the next pile is not
  drawn over a count that reaches it;
- Khedu's prompt bar: a row of choices too wide for the bar narrows (labels at their 100 % size, then shrunk by
  their buttons) instead of running off the table's left edge; the solo banner's lines keep inside it.
"""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app

from baraza.game.registry import get_game, new_match
from baraza.scenes.konja.layout import KonjaGeometry


def _played(game: str, seats: int, seed: int, until):
    """A match of random players at every seat (as the sweep plays them), played until `until(match)` holds."""
    spec = get_game(game)
    match = new_match(game, ["human"] * seats, seed)
    agents = [spec.make_agent("random", seat, seed) for seat in range(seats)]
    while not until(match):
        assert not match.is_over(), "the match never came to the position"
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    return match


def _countered(match) -> bool:
    """The offerer to act with a counter-offer in: its dialog lists what each seat answered."""
    seat = match.active_seats()[0]
    view = match.view(seat)
    return view.trade is not None and seat == view.current and "countered" in view.trade.responses


def _discarding(match) -> bool:
    """A seat to discard three cards or more after a 7: the dialog's title is at its longest."""
    view = match.view(match.active_seats()[0])
    return view.phase == "discard" and view.discard_owed[view.seat] >= 3


def _piled(match) -> bool:
    """The Clouds of the seat to act (drawn in the bottom corner) in piles, one of two Clouds or more with another
    pile right of it."""
    view = match.view(match.active_seats()[0])
    piles = KonjaGeometry.cloud_groups(view.players[KonjaGeometry.bottom_seat(view)])
    return any(len(idx) > 1 for _v, _f, idx in piles[:-1])


def _findings(match, text_scale: int):
    """What the text audit finds on the table of `match` at `text_scale` % (the table and the dialog it shows)."""
    from baraza.scenes.ui.text_audit import TextAudit, screen_floor

    app = make_app()
    app.settings.text_scale = text_scale
    app.apply_look()
    audit = TextAudit(app, floor=screen_floor())
    try:
        table = app.show_match(match)
        app.stack.apply_pending()
        table.ai.close()
        found = []
        for _ in range(2):
            table.animations.skip()
            found = audit.frame()
        return table, [(f.kind, f.text, f.other) for f in found]
    finally:
        audit.close()


@pytest.mark.parametrize("text_scale", [100, 125, 150])
def test_krownia_a_counter_offer_reads_under_the_name_that_made_it(baraza_home, text_scale):
    table, found = _findings(_played("krownia", 2, 2, _countered), text_scale)
    view = table.current_view()
    assert table.trade.kind(view) == "pending" and "countered" in view.trade.responses
    assert found == []


@pytest.mark.parametrize("text_scale", [100, 125, 150])
def test_krownia_the_discard_hint_keeps_clear_of_the_title(baraza_home, text_scale):
    table, found = _findings(_played("krownia", 2, 2, _discarding), text_scale)
    assert table.trade.kind(table.current_view()) == "discard"
    assert found == []


@pytest.mark.parametrize("text_scale", [100, 125, 150])
def test_konja_a_pile_count_is_never_under_the_next_pile(baraza_home, text_scale):
    table, found = _findings(_played("konja", 2, 3, _piled), text_scale)
    assert found == []


def _khedu_solo(text_scale: int):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    app.settings.text_scale = text_scale
    app.apply_look()
    table = KheduScene(app, new_match("khedu", ["human"], 6))
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.close()
    return app, table


@pytest.mark.parametrize("text_scale", [100, 125, 150])
def test_khedu_a_long_row_of_choices_stays_in_the_prompt_bar(baraza_home, text_scale):
    """Meditation's three choices and the go-on slot (a solo sweep's position): at 150 % their labels' widths ran
    the first button off the table's left edge (the layout lint's clipped button); now the row narrows to fit."""
    from baraza.scenes.khedu.prompt import _nothing

    app, table = _khedu_solo(text_scale)
    bar = table.prompt
    specs = [(label, _nothing, False) for label in
             ("Replenish Cadences", "Conveyance of Dreams", "Redraw hand")]
    bar._lay_out(table.current_view(), specs, ("End turn", _nothing, True))
    zone = table.z["prompt"]
    assert [b.text for b in bar.buttons[:3]] == [label for label, _cb, _acc in specs]
    for a, b in zip(bar.buttons, bar.buttons[1:], strict=False):
        assert a.rect.right <= b.rect.x, (a.text, b.text)
    for b in bar.buttons:
        assert zone.contains(b.rect), (b.text, b.rect, zone)
        size, text = b.fitted_label(app.fonts)
        assert app.fonts.get(size, "bold").size(text)[0] <= b.rect.w - 4


@pytest.mark.parametrize("text_scale", [100, 125, 150])
def test_khedu_the_solo_banner_keeps_its_words_inside(baraza_home, text_scale):
    """The solo score banner's lines right of the Best box: at 150 % "Score: Legacy points + Honor" ran past the
    banner's right edge; the words stay inside it and do not run into one another."""
    from baraza.scenes.ui.text_audit import TextAudit

    app, table = _khedu_solo(text_scale)
    zone = table.z["opponents"]
    audit = TextAudit(app)
    try:
        audit.frame()
        placed = [(pygame.Rect(t.rect), t.text) for t in audit.screen.texts
                  if zone.x + 600 <= t.rect.x and zone.colliderect(t.rect)]
    finally:
        audit.close()
    words = " ".join(text for _rect, text in placed)
    assert "Influence left" in words and "Legacy points" in words and "heroes." in words
    for rect, text in placed:
        assert zone.contains(rect), (text, rect, zone)
    for i, (a, _t) in enumerate(placed):
        for b, _u in placed[i + 1:]:
            assert not a.inflate(0, -6).colliderect(b.inflate(0, -6)), (_t, _u)
