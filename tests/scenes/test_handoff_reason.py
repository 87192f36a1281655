"""The hand-over cover says why the device is passed, not only to whom."""

from __future__ import annotations

from types import SimpleNamespace

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.screens.handoff import HandoffScene
from baraza.scenes.table.launch import scene_class


def test_krownia_says_a_trade_answer_or_a_discard_and_other_hand_overs_are_turns(baraza_home):
    app = make_app()
    match = new_match("krownia", ["human", "human"], 5, {})
    table = scene_class("krownia")(app, match)
    names = match.seat_names()
    trade = SimpleNamespace(phase="trade_pending", current=0, discard_owed=(0, 0))
    assert table.handoff_reason(1, trade) == f"answers {names[0]}'s trade offer."
    discard = SimpleNamespace(phase="discard", current=0, discard_owed=(0, 4))
    assert table.handoff_reason(1, discard) == "puts back 4 cards: a 7 was rolled."
    assert table.handoff_reason(1, SimpleNamespace(phase="main", current=1, discard_owed=(0, 0))) == "takes their turn."
    kona = scene_class("kona")(app, new_match("kona", ["human", "human"], 1, {}))
    assert kona.handoff_reason(1, kona.current_view()) == "takes their turn."


def test_the_cover_shows_the_reason(baraza_home):
    app = make_app()
    cover = HandoffScene(app, "Blue", (60, 110, 220), "answers Red's trade offer.")
    app.stack.reset(cover)
    app.fonts.placed = []
    frames(app, 1)
    cover.draw(app.screen)
    texts = [text for _r, text, _s, _f in app.fonts.placed]
    app.fonts.placed = None
    assert "Blue answers Red's trade offer." in texts
