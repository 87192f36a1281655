"""KROWNIA by keyboard at 150 % text (issue 44, a blind tester): the arrows on the hex board go to the nearest spot
within 45 degrees of the arrow and the opposite arrow comes back; a spot's words keep off the prompts and the
controls."""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import show_cursor
from scene_helpers import frames
from test_krownia_scene import _table

OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


def _pirate(match) -> bool:
    return match.state.phase == "move_pirate" and match.active_seats() == (0,)


def _after_roll(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "build_road" for a in match.legal_actions(0)))


def _at_150(cond):
    app, match, table = _table(cond, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    app.settings.text_scale = 150
    app.apply_look()
    table.forget_pictures()
    frames(app, 2)
    show_cursor(app, table)
    frames(app, 2, dt=0.3)
    return app, match, table


def _board(table) -> list:
    board = table.geometry.board_rect
    return [t for t in table.focus.targets() if t.region == "board" and board.collidepoint(t.centre)]


def _stand_on(app, table, spot) -> None:
    table.focus._announce(spot)  # the cursor put on the spot (as the arrows or Tab would)
    frames(app, 1)


def _in_cone(start, spot, direction: str) -> bool:
    dx, dy = spot.centre[0] - start.centre[0], spot.centre[1] - start.centre[1]
    along, across = {"up": (-dy, dx), "down": (dy, dx), "left": (-dx, dy), "right": (dx, dy)}[direction]
    return along > 0 and abs(across) <= along


def _check_arrows(table, step=None) -> int:
    """Every board spot, every arrow: within 45 degrees when a spot lies that way, and the opposite arrow back.
    `step(targets, spot, direction)`: the rule tested (by default the board's, arrows.py, with its trail)."""
    from baraza.scenes.krownia.arrows import BoardArrows

    targets, moves = table.focus.targets(), 0
    for start in _board(table):
        for direction in OPPOSITE:
            arrows = BoardArrows(table.geometry.board_rect)
            went = (step or arrows.step)(targets, start, direction)
            if went is None:
                continue  # nothing within 45 degrees: the shared cursor's wider rule takes the key
            assert _in_cone(start, went, direction), \
                f"{direction} from {start.label!r} went outside 45 degrees, to {went.label!r}"
            arrows.went(direction, start, went)
            back = (step or arrows.step)(targets, went, OPPOSITE[direction])
            assert back is not None and back.rect == start.rect, \
                f"{direction} then {OPPOSITE[direction]} from {start.label!r} ended on {getattr(back, 'label', None)!r}"
            moves += 1
    return moves


def test_the_arrows_on_the_tiles_keep_to_their_cone_and_come_back(baraza_home):
    """Moving the Pirate: every tile a stop; an arrow from a tile goes to a tile within 45 degrees of its axis when
    there is one, and the opposite arrow comes back to the tile it left. The shared rule fails both (Left from the
    pasture 6 went down to the hills 5; Left then Right from it ended on the mountains 10)."""
    from baraza.scenes.table.focus import arrow_step

    app, match, table = _at_150(_pirate)
    assert len(_board(table)) >= 15
    assert _check_arrows(table) > 40
    with pytest.raises(AssertionError):
        _check_arrows(table, arrow_step)


def test_the_arrows_on_the_build_spots_keep_to_their_cone_and_come_back(baraza_home):
    """After the roll: roads' edges and villages' corners are stops; the same two rules hold among them."""
    from baraza.scenes.table.focus import arrow_step

    app, match, table = _at_150(_after_roll)
    assert len(_board(table)) >= 2
    assert _check_arrows(table) > 0
    with pytest.raises(AssertionError):
        _check_arrows(table, arrow_step)


def test_a_long_walk_retraced_comes_back_to_its_start(baraza_home):
    """Right, Right, Down, then Up, Left, Left: back where the walk began (the trail, step by step)."""
    from baraza.scenes.krownia.arrows import BoardArrows

    app, match, table = _at_150(_pirate)
    targets = table.focus.targets()
    arrows = BoardArrows(table.geometry.board_rect)
    start = current = min(_board(table), key=lambda t: (t.centre[1], t.centre[0]))
    for direction in ("right", "right", "down", "up", "left", "left"):
        went = arrows.step(targets, current, direction)
        assert went is not None, (direction, current.label)
        if not arrows.backed:
            arrows.went(direction, current, went)
        current = went
    assert current.rect == start.rect, current.label


def _kept_clear(table) -> list[pygame.Rect]:
    view = table.current_view()
    panel = table.geometry.actions_rect
    turn, room = pygame.Rect(table.turn_panel.rect), table.focus.turn_room
    if room is not None:  # the turn panel gives up its lower part (or all of it) to the words (s38: keys at 150 %)
        turn.h = room
    out = [pygame.Rect(panel.x, panel.y, panel.w, 40 + 3 * 21 - 2)] + ([turn] if turn.h else [])
    return out + [pygame.Rect(c.rect) for c in table.input.controls(view)]


def test_a_tiles_words_keep_off_the_prompts_and_the_controls(baraza_home):
    """At 150 % the words of the fields 4 by the island's left edge covered the turn panel's prompt. On every
    tile the words stand clear of both prompts and of every control."""
    app, match, table = _at_150(_pirate)
    for spot in _board(table):
        _stand_on(app, table, spot)
        frames(app, 1)
        tag = table.focus.tag
        assert tag is not None, spot.label
        hit = [r for r in _kept_clear(table) if tag.colliderect(r)]
        assert not hit, f"the words of {spot.label!r} at {tag} cover {hit}"


def test_the_table_steps_its_arrows_by_the_cone_when_a_key_is_pressed(baraza_home):
    """The board's rule is the table's (`focus_arrow`, asked by the shared cursor): without a trail its steps keep to
    the cone and the opposite arrow comes back; a real key press lands where it says."""
    from keyboard_player import press

    app, match, table = _at_150(_pirate)
    targets, board, moves, home = table.focus.targets(), _board(table), 0, 0
    for spot in board:
        for direction in OPPOSITE:
            went = table.focus_arrow(targets, spot, direction)
            if went is None:
                continue
            assert _in_cone(spot, went, direction), (spot.label, direction, went.label)
            if went in board:  # off the board the shared rule answers the way back
                back = table.focus_arrow(targets, went, OPPOSITE[direction])
                assert back is not None and _in_cone(went, back, OPPOSITE[direction]), (spot.label, direction)
                moves, home = moves + 1, home + (back.rect == spot.rect)
    # a hex row's two neighbours tie up or down: without the trail the way back may take the other one
    assert moves > 40 and home >= 0.7 * moves, (home, moves)
    start = next(s for s in _board(table) if table.focus_arrow(table.focus.targets(), s, "left") is not None)
    _stand_on(app, table, start)
    expected = table.focus_arrow(table.focus.targets(), table.focus.current, "left")
    press(app, pygame.K_LEFT)
    assert table.focus.current.rect == expected.rect
