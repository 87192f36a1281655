"""Kona's table says what it means: a hint is an arrow from → to with words that stay until the next move,
and a refused landing says why."""

import pygame
from scene_helpers import click, frames, make_app, text_boxes_drawn

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.kona.table import HINT_COLOUR, KonaScene


def _table(seats=("human", "human"), seed=4):
    app = make_app()
    match = new_match("kona", list(seats), seed, {"opening": "free"})  # a free first move: clicks choose it
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _hint_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if surface.get_at((x, y))[:3] == HINT_COLOUR)


def test_a_hint_is_an_arrow_from_to_and_its_words_stay_until_the_next_move(baraza_home):
    app, match, scene = _table()
    move = Action("move", ("f1", "d3"))
    scene.hint = move
    frames(app, 1, dt=10.0)  # long after any toast has gone
    surface = app.screen
    mid = pygame.Rect(0, 0, 12, 12)
    mid.center = scene.square_rect("e2").center  # the square between: only an arrow crosses it
    assert _hint_pixels(surface, mid) > 0
    info = scene.layout.zone("info")
    assert _hint_pixels(surface, info) > 0  # the words, drawn in the hint's colour in the info panel
    frames(app, 1, click(scene.square_rect("f1").center))
    frames(app, 1, click(scene.square_rect("d3").center))
    frames(app, 20, dt=0.1)
    assert scene.hint is None
    frames(app, 1)
    assert _hint_pixels(surface, info) == 0


def test_a_refused_landing_says_why(baraza_home):
    app, match, scene = _table()
    view = match.view(0)
    assert "straight line" in view.why_not_landing("f1", "d2")
    assert "1, 2 or 3 squares" in view.why_not_landing("f1", "f5")
    match.submit(0, Action("move", ("f1", "d3")))
    view = match.view(1)
    assert "red X" in view.why_not_landing("f1", "d3")  # f1 shows Black now; d3 is White's first landing
    frames(app, 10, dt=0.1)
    frames(app, 1, click(scene.square_rect("f6").center))
    assert scene.selected == "f6"
    frames(app, 1, click(scene.square_rect("f2").center))
    assert any("cannot land there:" in t.text for t in app.toasts)


def test_distance_and_full_towers_are_named():
    match = new_match("kona", ["human", "human"], 1, {"opening": "free"})
    for f, t in (("f1", "d3"), ("f6", "d4"), ("f6", "d4"), ("a1", "d4")):
        assert match.submit(match.active_seats()[0], Action("move", (f, t))).ok
    view = match.view(0)
    assert view.first_move_pending == (False, False)
    assert "exactly 2 squares" in view.why_not_landing("a1", "a2")  # a1 is two tall now
    assert "full tower" in view.why_not_landing("d3", "d4")  # d4 is three tall


def test_an_ai_moves_caption_stays_on_the_board_beside_the_edge_files(baraza_home):
    """An AI move landing on the a- or f-file, near the top or the bottom: its caption stays inside the board."""
    app, _match, scene = _table()
    caption = "Black moved the top of a tower of 3 from b5 to a2 and covered a White piece"
    for square in ("a1", "a6", "f1", "f6", "a3"):
        scene.action_spots.spot = (scene.square_rect(square), caption, 5.0)
        app.fonts.placed = []
        try:
            scene.action_spots.draw(app.screen)
            placed = [rect for rect, _text, _size, _face in app.fonts.placed]
        finally:
            app.fonts.placed = None
        assert placed, square
        for rect in placed:
            assert scene.board_rect.contains(rect), (square, rect, scene.board_rect)


def test_tower_heights_read_at_the_smallest_window(baraza_home):
    from baraza.scenes.kona.table import draw_tower
    from baraza.scenes.ui import theme

    app = make_app()
    app.fonts.placed = []
    try:
        draw_tower(pygame.Surface((200, 200)), app.fonts, (100, 120), (0, 1, 0))
        sizes = {text: size for _rect, text, size, _face in app.fonts.placed}
    finally:
        app.fonts.placed = None
    assert sizes == {"3": sizes["3"]} and sizes["3"] >= theme.MIN_TEXT


def test_a_saves_suggested_name_counts_moves_as_the_table_does(baraza_home):
    """The save dialog suggested "Kona turn 12" while the table said "Move 13" (issue 41)."""
    from baraza.scenes.screens.save_name import SaveNameScene
    from baraza.scenes.shots import play_actions

    app, _match, scene = _table()
    play_actions(scene.match, 12)
    view = scene.current_view()
    assert SaveNameScene(app, scene).name == f"Kona move {view.move_number + 1}"


def test_the_hint_says_why_once_in_the_players_panel_not_again_in_a_toast(baraza_home):
    """A playtester's first hint read only "Hint: a6 → b6", and the words showed twice (panel and toast)."""
    from baraza.scenes.table.ai_runner import AIResult

    app, match, scene = _table()
    move = Action("move", ("f1", "d3"))
    answer = AIResult(1, "hint", move, None, 0.0, None, "it threatens a line on c3")
    scene.move_intents.ai.poll = lambda purpose: answer if purpose == "hint" else None
    app.toast("Thinking of a hint…", 30, key="hint")  # as asking for it says
    scene.move_intents.poll_hint()
    assert scene.hint == move and not [t for t in app.toasts if "Hint" in t.text or "hint" in t.text]
    drawn = text_boxes_drawn(lambda: frames(app))
    assert any("it threatens a line on c3" in text and "f1" in text for text in drawn), drawn
