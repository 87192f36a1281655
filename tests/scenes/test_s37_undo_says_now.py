"""After Undo the toast stands in the turn panel's place: it says what the player can do now, as the panel would
(kona17 saw only "Move taken back", the "You can:" line gone until the toast went)."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.registry import new_match


def test_the_undo_toast_says_what_the_player_can_do_now(baraza_home):
    app = make_app()
    match = new_match("kona", ["human", "human"], 4, {})
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai_turns.enabled = False
    frames(app, 3)
    seat = match.active_seats()[0]
    assert match.submit(seat, match.legal_actions(seat)[0]).ok
    frames(app, 3)
    table.move_intents.undo()
    frames(app, 3)
    texts = [t.text for t in app.toasts]
    assert any(t.startswith("Move taken back. You can: ") for t in texts), texts
