"""What every table shares (MatchScene): hot-seat covers, viewers."""

from scene_helpers import frames, make_app

from baraza.game.core.match import Match


def test_hot_seat_with_an_ai_hides_hands_while_the_ai_plays(baraza_home):
    """Two humans and an AI in a hidden-hand game: while the AI plays nobody's hand is open, and the
    next human gets the pass-the-device cover."""
    from baraza.scenes.game_scenes import scene_class
    from baraza.scenes.handoff import HandoffScene

    app = make_app()
    match = Match("krownia", ["human", "ai:easy", "human"], 4)
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
            assert scene._pick_viewer(scene.viewer) is None
            saw_ai_turn = True
        match.submit(seat, match.legal_actions(seat)[0])
        scene.animations.skip()
        frames(app)
        if isinstance(app.stack.top, HandoffScene):
            saw_cover = True
            app.stack.pop()
            frames(app)
    assert saw_ai_turn and saw_cover
