"""Words blind testers misread (round 5): a pass "for 3 Legacy points" read as a gain; "1 dice"; a hint to end the
turn saying the cards kept are next turn's fuel, while the lesson says the hand is refilled to five."""

from baraza.game.registry import new_match


def test_a_pass_says_it_pays():
    match = new_match("khedu", ["human"], 3)
    for _ in range(400):
        seat = match.active_seats()[0]
        passes = [a for a in match.legal_actions(seat) if a.kind == "pass"]
        if passes:
            match.submit(seat, passes[0])
            break
        match.submit(seat, match.legal_actions(seat)[0])
    texts = [line.text for line in match.log if "passes the turn" in line.text]
    assert texts and all("paying" in t and " for " not in t for t in texts), texts


def test_end_turn_hint_promises_nothing_the_lesson_denies():
    from baraza.scenes.khedu.prompt import HINT_REASONS

    assert "keep" not in HINT_REASONS["end_turn"] and "fuel" not in HINT_REASONS["end_turn"]


def test_the_cursor_says_why_a_unit_of_another_clan_does_nothing(baraza_home):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "scenes"))
    from scene_helpers import frames, make_app

    from baraza.scenes.khedu.layout import mat_seat

    app = make_app()
    for seed in range(1, 40):
        table = app.show_match(new_match("khedu", ["human"], seed))
        app.stack.apply_pending()
        table.ai.close()
        frames(app, 1)
        view = table.current_view()
        me = view.players[mat_seat(view)]
        words = [w for _rect, w in table.keyboard._hand(view)]
        foreign = [c for c in me.hand if c.kind == "unit" and table.keyboard.ctx.data.units[c.key].denomination != me.clan]
        if foreign:
            said = next(w for w in words if w.startswith(foreign[0].name))
            assert f"not of your clan ({me.clan})" in said, said
            return
    raise AssertionError("no deal with a unit of another clan in hand")
