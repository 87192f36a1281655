"""The lesson card's Next hopped from place to place in the KROWNIA lesson (blind testers chased it): the card,
narrowed to the log's width for the trade dialog, found no usual place its text fitted and went to the middle of
the left edge, then wide again, and back. It now rests at the log's foot, running up over what is above it
(scenes/table/lesson_place.py). And the "New to <game>?" message crammed its lines at 150 % text size."""

from __future__ import annotations

import pygame
from test_s32_lesson_card_stays import _moves, _walk

from baraza.game.persistence.settings import Settings
from baraza.scenes.ui.dialog import MessageScene

# Next's moves per lesson before this fix (counted by the walk of test_s32_lesson_card_stays)
MOVES_BEFORE = {"krownia": 6, "khedu": 9, "konja": 7, "kona": 0}  # khedu 9: the script names its card homes (s36)


def test_krownia_next_moves_less():
    moves = [b["step"] for a, b in _moves(_walk("krownia"))]
    assert len(moves) <= 4, moves


def test_no_lesson_moves_next_more_than_before():
    counts = {game: len(_moves(_walk(game))) for game in MOVES_BEFORE}
    assert all(counts[game] <= MOVES_BEFORE[game] for game in MOVES_BEFORE), counts


def _message(text_scale: int) -> MessageScene:
    from baraza.scenes.app import App

    app = App(Settings(animation_speed="instant", text_scale=text_scale))
    app.find_tables = False
    text = ("A short lesson shows the moves, the trades and how a turn goes. It takes about ten minutes; you can "
            "leave it at any step and start it again later from the game's card.")
    return MessageScene(app, "New to KROWNIA?", text, [("Start the lesson", None), ("Not now", None)])


def test_the_message_gives_its_lines_room_at_150():
    scene = _message(150)
    fonts = scene.app.fonts
    line = fonts.get(20).get_linesize()
    assert scene.line_h >= line + 4  # a gap between lines, not glyphs touching
    title_bottom = scene.rect.y + 22 + fonts.get(28, "title").get_linesize()
    assert scene.rect.y + scene.text_top >= title_bottom + 8
    text_bottom = scene.rect.y + scene.text_top + scene.line_h * len(scene.lines)
    buttons = [pygame.Rect(b.rect) for b in scene.menu.buttons]
    assert all(text_bottom + 8 <= b.y for b in buttons)
    assert all(scene.rect.contains(b) for b in buttons), (scene.rect, buttons)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # draws without error at that size
