"""Blind tester, Kona round 8: a legal landing on a tower is marked above it (the green dot was drawn under the
tower, hidden on a tower of 2), the Analysis "Why" names pieces by colour (it said "your d3" of the AI's piece
beside the AI's move), the threat warning reads whole in the side panel (it was cut "…a line of you…"), and the
Hint's verdict beside a move that wins at once says so ("White wins in 1 move" beside that very move)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame
import pytest
from scene_helpers import frames, make_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kona"))
from kona_helpers import board_from_diagram  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona import analysis  # noqa: E402
from baraza.game.kona.rules import RULES, WHITE  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.kona.table import LANDING_EDGE, LANDING_FILL, PIECE_FACE, KonaScene  # noqa: E402

# White to move: the White piece on c3 may land on d4 (a tower of 2, White on top) or b2 (a Black piece)
TOWERS = """
. . . . . .
. . . . . b
. . . bw . .
. . w . . .
. b . . . .
. . . . . .
"""
# White to move and win on c3 (a1-b2-c3); Black would land on c6 next (a4-b5-c6)
WIN_FIRST = """
. . . b . .
. b . . . .
b . . . . .
. . . w . .
. w . . . w
w . . . . .
"""
# White (the player) to move; Black lands on c3 next; the only stop loses by force (test_s32_kona_warning_worker)
LOST = [("a6", "d3"), ("a1", "b2"), ("d3", "c2"), ("b2", "c2"), ("f1", "f4"), ("a6", "c4")]


def _table(diagram: str | None = None, moves=(), scale: int = 100):
    match = new_match("kona", ["human", "ai:normal"], 1, {"opening": "free"} if diagram else {})
    if diagram:
        match.state = RULES.state_from_board(board_from_diagram(diagram), WHITE, (False, False))
    for i, squares in enumerate(moves):
        assert match.submit(i % 2, Action("move", squares)).ok
    app = make_app()
    app.settings.text_scale = scale
    app.settings.show_hints = True
    app.apply_look()
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    scene.ai.close()
    return app, scene


def _count(surface: pygame.Surface, rect: pygame.Rect, colours) -> int:
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if surface.get_at((x, y))[:3] in colours)


@pytest.mark.parametrize(("square", "height"), [("d4", 2), ("b2", 1)])
def test_a_landing_on_a_tower_is_marked_above_it(baraza_home, square, height) -> None:
    app, scene = _table(TOWERS)
    assert len(scene.current_view().stacks[square]) == height
    scene.selected = "c3"
    frames(app, 1)
    rect = scene.square_rect(square)
    assert _count(app.screen, rect, {LANDING_FILL, LANDING_EDGE}) > 150  # a dot under a tower of 2 showed none
    # the top piece's colour still shows round the mark
    top = PIECE_FACE[scene.current_view().stacks[square][-1]]
    assert _count(app.screen, rect, {top}) > 300


def test_the_why_names_the_ais_pieces_by_colour() -> None:
    """"Why: a1 → a4 let White cover your d3" beside the AI's (Black's) move: d3 was Black's."""
    state = RULES.initial_state({}, 2)
    for i, squares in enumerate([("f1", "f3"), ("a1", "a4"), ("a1", "c3"), ("f1", "d3"), ("c3", "d3"), ("a1", "a2"),
                                 ("d3", "f3"), ("a4", "b5"), ("a6", "d6")]):
        RULES.apply(state, i % 2, Action("move", squares))
    why = analysis.mark_reason(RULES, state, 1, Action("move", ("a2", "a3")), Action("move", ("d3", "c3")))
    # kona16: Black could make a6-b5-c4 at once here, which the Why names first
    assert why is not None and why.startswith("Black had a win in one: d3 → c4 makes a line"), why
    assert not re.search(r"\byou", why), why


def _drawn_warning(app, scene) -> tuple[str, str]:
    """The warning's full words and the words drawn in the side panel (its wrapped lines joined)."""
    assert scene.warning_words.settle()
    frames(app, 1)
    words = scene.line_warning(scene.current_view())[1]
    app.fonts.placed, app.fonts.shortened = [], []
    try:
        scene.draw(app.screen)
        info = scene.layout.zone("info")
        lines = [line for rect, line, _size, face in app.fonts.placed if face == "bold" and info.contains(rect)
                 and rect.y > info.y + 100]
    finally:
        app.fonts.placed = None
    return words, " ".join(lines)


@pytest.mark.parametrize("scale", [100, 150])
def test_the_win_first_warning_reads_whole(baraza_home, scale) -> None:
    """"…but you win first: land on e4 for a line of you…": cut at 150 % text. The window's 1280×720 logical picture
    is only scaled for 960×540, so the panel's room is the same there: the text size is what matters."""
    app, scene = _table(WIN_FIRST, scale=scale)
    words, drawn = _drawn_warning(app, scene)
    assert words is not None and words.startswith("You win first: land on c3 (line a1–b2–c3).")
    assert drawn == words and "…" not in drawn
    assert not app.fonts.shortened


@pytest.mark.parametrize("scale", [100, 150])
def test_the_lost_by_force_warning_reads_whole(baraza_home, scale) -> None:
    app, scene = _table(moves=LOST, scale=scale)
    words, drawn = _drawn_warning(app, scene)
    assert words.startswith("Black can make a line by landing on c3 next move; the game is lost by force.")
    # s36 (kona15): the Hint's best defence follows, whole sentences only (how long it holds, where there is room)
    assert "Best defence: " in drawn and words.startswith(drawn.rstrip(".")) and not app.fonts.shortened


def test_the_hint_beside_the_winning_move_says_it_wins_now() -> None:
    """"Hint: a3 → c3 … (White wins in 1 move)" beside the very move that wins."""
    state = RULES.state_from_board(board_from_diagram(WIN_FIRST), WHITE)
    assert analysis.hint_verdict(RULES.view(state, None)) == "this wins now"
