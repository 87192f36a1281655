"""What every table shares (TableScene): hot-seat covers, viewers."""

from scene_helpers import frames, make_app

from baraza.game.registry import new_match


def test_hot_seat_with_an_ai_hides_hands_while_the_ai_plays(baraza_home):
    """Two humans and an AI in a hidden-hand game: while the AI plays nobody's hand is open, and the
    next human gets the pass-the-device cover."""
    from baraza.scenes.screens.handoff import HandoffScene
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    match = new_match("krownia", ["human", "ai:easy", "human"], 4)
    scene = scene_class("krownia")(app, match)
    app.stack.reset(scene)
    frames(app)
    saw_ai_turn = saw_cover = False
    for _ in range(60):
        active = match.active_seats()
        if not active:
            break
        seat = active[0]
        if match.seats[seat] != "human":
            assert scene.views.pick_viewer(scene.viewer) is None
            saw_ai_turn = True
        match.submit(seat, match.legal_actions(seat)[0])
        scene.animations.skip()
        frames(app)
        if isinstance(app.stack.top, HandoffScene):
            saw_cover = True
            app.stack.pop()
            frames(app)
    assert saw_ai_turn and saw_cover
