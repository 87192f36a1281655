"""The second keyboard playtest (issue 44): Enter does what the focused spot says while the recap shows (it
only closed the recap before, a second Enter acted); the recap opens whole by Enter only with the cursor on it."""

from __future__ import annotations

import math
from collections import deque

import pygame
import pytest
from keyboard_player import play_by_keys, press, show_cursor, wait_for_turn
from scene_helpers import frames, make_app

from baraza.game.registry import get_game, new_match
from baraza.scenes.table.focus import FocusTarget, arrow_step
from baraza.scenes.table.launch import scene_class
from baraza.scenes.ui.speech import RecordingBackend


def _table(name: str):
    spec = get_game(name)
    app = make_app()
    app.settings.speech = "on"
    app.speech.backend = RecordingBackend()
    ai = f"ai:{spec.ai_levels[0]}"
    match = new_match(name, ["human", ai], 5, {})
    table = scene_class(name)(app, match)
    app.stack.reset(table)
    frames(app, 3)
    return app, match, table


def _to_a_recap(app, match, table) -> None:
    """Moves made by keys (each ends with Enter) until the others' moves are told in the recap."""
    for _ in range(12):
        wait_for_turn(app, table)
        frames(app, 3)
        if table.recap.recap_lines:
            return
        play_by_keys(app, table, table.legal_actions()[0])
    pytest.skip("no recap came")


@pytest.mark.parametrize("name", ["krownia", "kona"])
def test_enter_acts_on_the_focused_spot_while_the_recap_shows(baraza_home, name):
    app, match, table = _table(name)
    _to_a_recap(app, match, table)
    frames(app, 40)
    focus = table.focus
    assert focus.active and focus.current.acts, focus.current
    version, spots = table._match_version, [(t.rect, t.label) for t in focus.targets() if t.kind != "log"]
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert not table.recap.recap_lines, "the recap closes as it does"
    acted = table._match_version != version or focus.choice_open or spots != [
        (t.rect, t.label) for t in focus.targets() if t.kind != "log"]
    assert acted, f"{name}: Enter on {focus.current.label!r} only closed the recap"
    table.on_exit()


def test_enter_opens_the_recap_whole_only_with_the_cursor_on_it(baraza_home):
    app, match, table = _table("krownia")
    _to_a_recap(app, match, table)
    show_cursor(app, table)
    assert table.focus.current.kind != "log"
    press(app, pygame.K_RETURN)
    frames(app)
    assert app.stack.top is table, "Enter on another spot opened the recap"
    table.on_exit()


# --- the arrows on a board: the neighbour first (KROWNIA skipped a row of hexes) ---------------------------------
ARROWS = ("up", "down", "left", "right")


def _neighbours_first(spots: list[FocusTarget]) -> list[str]:
    """Where an arrow misses a geometric neighbour (a spot at the least spacing) lying within 55° of its way."""
    spacing = min(math.dist(a.centre, b.centre) for a in spots for b in spots if a != b)
    wrong = []
    for spot in spots:
        cx, cy = spot.centre
        for way in ARROWS:
            near = []
            for other in spots:
                dx, dy = other.centre[0] - cx, other.centre[1] - cy
                along, across = {"up": (-dy, dx), "down": (dy, dx), "left": (-dx, dy), "right": (dx, dy)}[way]
                if other != spot and along > 0 and abs(across) <= 1.43 * along \
                        and math.dist(other.centre, spot.centre) <= 1.1 * spacing:
                    near.append(other)
            got = arrow_step(spots, spot, way)
            if near and got not in near:
                wrong.append(f"{way} from {spot.label} went to {got and got.label}, not {[n.label for n in near]}")
    return wrong


def _presses(spots: list[FocusTarget]) -> int:
    """The most arrow presses from any spot to any other (the arrows alone); a spot out of reach fails."""
    worst = 0
    for start in spots:
        seen, todo = {start: 0}, deque([start])
        while todo:
            spot = todo.popleft()
            for way in ARROWS:
                nxt = arrow_step(spots, spot, way)
                if nxt is not None and nxt not in seen:
                    seen[nxt] = seen[spot] + 1
                    todo.append(nxt)
        assert len(seen) == len(spots), f"from {start.label}: {len(spots) - len(seen)} spots out of reach"
        worst = max(worst, *seen.values())
    return worst


def test_krownias_arrows_reach_the_neighbouring_hex_and_corner_first(baraza_home):
    from baraza.game.krownia import board as B
    from baraza.scenes.krownia.geometry import around

    app, match, table = _table("krownia")
    geo = table.geometry
    hexes = [FocusTarget(tuple(geo.tile_rect(h)), f"hex {h}", "board") for h in range(B.NUM_HEXES)]
    assert not _neighbours_first(hexes)
    assert _presses(hexes) <= 6  # a board five hexes across
    corners = [FocusTarget(tuple(around(geo.corner_px[c])), f"corner {c}", "board") for c in range(B.NUM_CORNERS)]
    assert not _neighbours_first(corners)
    assert _presses(corners) <= 14
    table.on_exit()


def test_konas_arrows_go_square_by_square():
    squares = [FocusTarget((100 + 60 * x, 100 + 60 * y, 56, 56), f"{x},{y}", "board") for x in range(6)
               for y in range(6)]
    assert not _neighbours_first(squares)
    assert _presses(squares) == 10


def test_the_tables_cursor_is_not_drawn_under_a_screen_that_has_the_keys(baraza_home):
    """A playtester saw two focus rings on the results (the board's cursor and the panel's Menu) and the board
    cursor's words over the win banner: with a screen over the table, only that screen's focus shows."""
    from baraza.scenes.screens.pause import PauseScene

    app = make_app()
    table = scene_class("kona")(app, new_match("kona", ["human", "ai:easy"], 3))
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, 1)
    show_cursor(app, table)
    frames(app, 1)
    assert table.focus.tag is not None  # the cursor's words show while the table has the keys
    app.stack.push(PauseScene(app, table))
    frames(app, 1)
    assert app.stack.top is not table and table.focus.tag is None
