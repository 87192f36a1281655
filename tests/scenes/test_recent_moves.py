"""The recap and the AI's captions opened whole (issue 24): a click on the recap, or "More" beside a caption,
opens a panel listing every action of the last turn(s), one log line each; it scrolls and Esc or a click
outside closes it."""

import pygame
from scene_helpers import click, frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import scene_class
from baraza.scenes.table.moves_panel import RecentMovesScene, last_moves, moves_since


def _table(game: str, seats: list[str], seed: int = 4):
    app = make_app()
    match = new_match(game, seats, seed)
    scene = scene_class(game)(app, match)
    scene.ai_turns.enabled = False  # the test plays the AI seats itself
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _play_until(match, done, limit: int = 400) -> None:
    """Play each seat's first legal action until `done(match)`."""
    for _ in range(limit):
        if done(match):
            return
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    raise AssertionError("the position was never reached")


def _ai_turn(match) -> int:
    """Up to the AI's turn, then the AI's moves until the human must decide again; returns the index of the
    AI's first move."""
    _play_until(match, lambda m: m.active_seats() == (1,))
    start = len(match.records)
    _play_until(match, lambda m: m.active_seats() == (0,))
    return start


def test_a_click_on_the_recap_lists_every_line_of_the_ai_turns_and_esc_closes_it(baraza_home):
    app, match, scene = _table("konja", ["human", "ai:easy"])
    start = _ai_turn(match)
    frames(app)
    ai_lines = [line.text for line in match.log if line.move_index >= start]
    assert len(ai_lines) >= 2 and scene.recap.recap_lines == ai_lines
    frames(app, 1, click(scene.recap.rect.center))
    panel = app.stack.top
    assert isinstance(panel, RecentMovesScene)
    assert panel.lines() == ai_lines  # all of them, one per line, none cut
    assert scene.recap.recap_lines == []  # the recap itself closed
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is scene


def test_a_click_elsewhere_still_just_closes_the_recap(baraza_home):
    app, match, scene = _table("kona", ["human", "ai:easy"])
    _ai_turn(match)
    frames(app)
    assert scene.recap.recap_lines
    frames(app, 1, click((5, 5)))
    assert scene.recap.recap_lines == [] and app.stack.top is scene


def test_more_beside_an_ai_caption_opens_the_moves_since_your_last_one(baraza_home):
    app, match, scene = _table("konja", ["human", "ai:easy"])
    # the AI mid-turn: it made the last move and makes the next one too
    _play_until(match, lambda m: len(m.records) > 2 and m.records[-1].seat == 1 and m.records[-2].seat == 1
                and m.active_seats() == (1,))
    start = max(i for i, r in enumerate(match.records) if r.seat == 0) + 1
    scene.turn_panel.caption_hold = 30.0  # the AI's last caption is on show
    frames(app)
    assert scene.turn_panel.more_shown
    frames(app, 1, click(scene.turn_panel.more.rect.center))
    panel = app.stack.top
    assert isinstance(panel, RecentMovesScene) and panel.title == "Since your last move"
    assert panel.lines() == [line.text for line in match.log if line.move_index >= start]
    frames(app, 1, click((3, 3)))  # outside the panel: closed
    assert app.stack.top is scene


def test_no_more_control_on_your_own_turn(baraza_home):
    app, match, scene = _table("kona", ["human", "ai:easy"])
    frames(app)
    assert not scene.turn_panel.more_shown
    frames(app, 1, click(scene.turn_panel.more.rect.center))
    assert app.stack.top is scene


def test_a_long_list_scrolls_and_every_line_is_there(baraza_home):
    app, match, scene = _table("krownia", ["human", "ai:easy", "ai:easy", "ai:easy"])
    play_actions(match, 80)  # the AIs' own choices (the human's at random)
    groups = last_moves(match, 40)
    assert sum(len(lines) for _seat, lines in groups) > 20
    panel = app.show("recent_moves", scene, groups, "The last moves")
    frames(app)
    assert panel.lines() == [line for _seat, lines in groups for line in lines]
    assert panel.box.max_scroll() > 0
    frames(app, 1, [key(pygame.K_PAGEDOWN)])
    assert panel.box.scroll > 0
    frames(app, 1, [key(pygame.K_END)])
    assert panel.box.scroll == panel.box.max_scroll()
    frames(app, 1, [key(pygame.K_HOME)])
    assert panel.box.scroll == 0


def test_moves_since_leaves_out_the_seats_own_moves():
    match = new_match("kona", ["human", "ai:easy"], 2)
    match.submit(0, match.legal_actions(0)[0])
    assert moves_since(match, 0) == []
    match.submit(1, match.legal_actions(1)[0])
    assert moves_since(match, 0) == [(1, [line.text for line in match.log if line.move_index == 1])]
