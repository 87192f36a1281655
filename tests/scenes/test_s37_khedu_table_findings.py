"""S37, Khedu's table (blind testers khedu22, keys18): the bar's sentence beside a pressed spot kept for the step,
the opening discard's first cursor stop, and the cursor's words on a rival's infiltrator."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble, take  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402
from test_khedu_table_round2 import SETTLE  # noqa: E402
from test_s36_khedu_traps2_opening import _opening_table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402

LAST_RESORTS = ("Hint: lit button.", "Hint: the lit button.")


def _press(app, table, label: str) -> pygame.Rect:
    table.prompt.sync(table.current_view())
    button = next(b for b in table.prompt.buttons if b.text == label)
    rect, pos = pygame.Rect(button.rect), button.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    return rect


def test_a_pressed_spot_kept_for_the_step_leaves_the_hint_its_sentence(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    new_turn(match.state, 0)
    set_ensemble(match.state, 0, ["sandfire_hymn", None, None, None])  # a place to replenish
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, SETTLE)
    spot = _press(app, table, "Meditate")
    frames(app, 3)
    view = table.current_view()
    assert view.phase == "meditation"
    table.hint = Action("med_replenish")  # as the Hint's answer arrives
    table.prompt.invalidate()
    table.prompt.sync(view)
    # the spot stays empty of other words (khedu19) ...
    assert not [b.text for b in table.prompt.live_buttons() if b.enabled and b.rect.colliderect(spot)]
    # ... and the sentence names the hinted move whole, not the last resort "Hint: lit button." (khedu22)
    text = table.prompt.text(view)
    assert text not in LAST_RESORTS and "Replenish Cadences" in text, text
    # used, Replenish keeps its place empty; the buttons keep theirs
    places = {b.text: pygame.Rect(b.rect) for b in table.prompt.buttons}
    frames(app, SETTLE)
    _press(app, table, "Replenish Cadences")
    frames(app, 3)
    table.prompt.sync(table.current_view())
    after = {b.text: pygame.Rect(b.rect) for b in table.prompt.buttons}
    assert all(after[label] == rect for label, rect in places.items() if label in after), (places, after)


def _card_rects(table) -> dict[int, pygame.Rect]:
    return {hot.token[1]: pygame.Rect(hot.rect) for hot in table.hot_spots.build(table.current_view())
            if hot.token is not None and hot.token[0] == "open"}


def test_the_opening_discard_starts_on_the_card_needed_least_never_the_only_offensive(baraza_home):
    app, match, table = _opening_table()
    view = table.current_view()
    up = view.opening_cadences[0].card
    assert match.submit(0, Action("reveal_cadence", (up,))).ok
    s = match.state
    p = s.players[0]
    assert len(p.opening) == 4
    up_slot = next(slot for slot in p.ensemble if slot.card == up)
    s.cadence_deck.extend([*p.opening, up])  # dealt again by hand: their kinds chosen
    up_slot.card = take(s, "mirage_lament")
    # the only offensive Cadence dealt first (where the cursor started: keys18), a defensive one's copies after it
    p.opening[:] = [take(s, key) for key in ("sandfire_hymn", "whitesand_ballad", "mirage_lament", "whitesand_ballad")]
    cards = list(p.opening)
    table.hint = None
    frames(app, 5, dt=0.05)
    table._match_version += 1  # the state changed by hand: views and moves built again
    view = table.current_view()
    assert view.opening_step == "discard" and view.opening_cadences[0].key == "sandfire_hymn"
    rects = _card_rects(table)
    spot = table.keyboard.landing(view)
    assert spot is not None and spot != rects[cards[0]], "never on the only offensive Cadence"
    assert spot in (rects[cards[1]], rects[cards[2]], rects[cards[3]])  # a copy stays: nothing lost
    table.hint = Action("discard_cadence", (cards[3],))  # once asked for, the Hint's discard
    assert table.keyboard.landing(view) == rects[cards[3]]


def test_a_rivals_infiltrator_is_offered_as_a_provocation_in_true_words(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 3, {"clan_1": "Wuqri", "clan_2": "Oadhii"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "rahala_fighter", "rahala_hunter"])
    put_cadre(s, 1, 0, "oadhii_infiltrator")  # Player 2's own unit, in Player 2's Cadre
    desert_top(s, 0, "himbua_wanderer")
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 5)
    view = table.current_view()
    provoked = [a for a in table.legal_actions() if a.kind == "attack" and tuple(a.args[0]) == ("cadre", 1, 0)]
    assert provoked, "the rules let a rival's infiltrator be provoked (docs/rules/khedu.md §6, 3)"
    words = table.keyboard.label(pygame.Rect(0, 0, 1, 1), provoked[:1], view)
    assert words.startswith("Provoke Player 2's Oadhii Infiltrator, an infiltrator in Player 2's Cadre"), words
    assert "your infiltrator" not in words
    more = table.keyboard.label(pygame.Rect(0, 0, 1, 1), provoked, view)
    assert more.startswith("Provoke Player 2's") or len(provoked) == 1, more
