"""S34, a blind tester's 3-seat KROWNIA match: the players panel ran in turn order (Red, White, Blue) while the
trade dialog's buttons read "Send to Blue, Send to White" and History's score "Lost 5–11–8" went You, Blue,
White. The trade dialog's sends and answer rows, and History's scores, follow the turn order now."""

from __future__ import annotations

from types import SimpleNamespace

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.history.match_list import score_text
from baraza.scenes.krownia.table import KrowniaScene
from baraza.scenes.screens.history import scores_named


def _offer_table():
    """Red (the player, seat 0) to move in the main phase, turn order Red, White, Blue; its offer drafted."""
    app = make_app()
    match = new_match("krownia", ["human", "human", "human"], 3)
    state = match.state
    state.phase, state.order, state.current, state.turn, state.rolled = "main", [0, 2, 1], 0, 7, True
    state.hands = [[2, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 1, 0, 0, 0]]
    state.public_cards = [list(h) for h in state.hands]
    for action in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (1,))):
        assert match.submit(0, action).ok
    scene = KrowniaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def test_the_send_buttons_and_answer_rows_run_in_turn_order(baraza_home):
    app, match, scene = _offer_table()
    sends = {c.name: c.rect.x for c in scene.input.controls(scene.current_view()) if c.name.startswith("send_")}
    assert sends["send_-1"] < sends["send_2"] < sends["send_1"]  # everyone, White, Blue: as the panel lists them
    assert match.submit(0, Action("offer_send", (-1,))).ok
    for seat in (1, 2):
        assert match.submit(seat, Action("accept_trade")).ok
    frames(app)
    rows = {c.name: c.rect.y for c in scene.input.controls(scene.current_view()) if c.name.startswith("confirm_")}
    assert rows["confirm_2"] < rows["confirm_1"]


def test_history_scores_follow_the_turn_order(tmp_path):
    entry = SimpleNamespace(path=tmp_path / "krownia-x.json", scores=(5.0, 11.0, 8.0), human_seats=lambda: [0],
                            game="krownia", turn_order=(0, 2, 1),
                            run=SimpleNamespace(seats=("human", "ai:normal", "ai:normal")))
    assert score_text(entry) == "5–8–11"  # You, White, Blue (was 5–11–8: seat order)
    assert scores_named(entry) == "You (Red) 5 · White 8 · Blue 11"
    entry.turn_order = ()  # not known (an index row written before it was kept): seat order, as before
    assert score_text(entry) == "5–11–8"


def test_a_read_record_keeps_its_turn_order_and_the_index_row_too(baraza_home):
    """The turn order comes from the record's moves when it is proven (never read again by the list on the frame
    thread), and the history index keeps it."""
    from matches import played

    from baraza.game.persistence import history
    from baraza.game.persistence.history_index import entry_from_summary, entry_summary

    match = played("krownia", 3, ["human", "ai:easy", "ai:easy"], limit=12)
    entry = history.read_entry(history.write_match(match, baraza_home / "history"))
    first: list[int] = []
    for record in match.records:
        if record.seat not in first:
            first.append(record.seat)
    assert entry.turn_order == tuple(first) and sorted(entry.turn_order) == [0, 1, 2]
    again = entry_from_summary(entry_summary(entry), entry.path)
    assert again.turn_order == entry.turn_order
    old_row = entry_summary(entry)
    del old_row["turn_order"]  # a row an older release wrote
    assert entry_from_summary(old_row, entry.path).turn_order == ()
