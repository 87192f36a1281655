"""kona21's small findings in Kona's words: the Glossary's first-move rule left out "or pass over it" (the lesson,
Rules and turn panel have it); the Rules numbered the rows "from White's side to Black's side" though both colours
start on both rows; and at lesson step 10 d3 glowed like the move's target (it was pointed at beside the move), so
pressing it picked the piece there and only the landing was refused."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.core.glossary import glossary_for
from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.tutorial import POINTER, lesson_table
from baraza.scenes.ui.game_texts import read_rules_text


def test_the_glossarys_first_move_rule_says_black_may_not_pass_over_whites_landing_square():
    entry = next(e for e in glossary_for("kona").entries if e.term == "First-move rule")
    assert "one, two or three squares" in entry.text
    assert "nor pass over it" in entry.text, entry.text


def test_the_rules_number_the_rows_from_bottom_to_top_not_from_a_colours_side():
    text = read_rules_text("kona")
    assert "White's side" not in text and "Black's side" not in text
    assert "numbered 1–6 from bottom to top" in text
    # both colours start on both rows: the corners' table says so
    assert "| a6 and f1 | White, Black, White | White |" in text
    assert "| a1 and f6 | Black, White, Black | Black |" in text


def _lesson_at(step: int):
    app = make_app()
    table = lesson_table(app, "kona")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while True:
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        auto._frame(app)  # drawn once, as the learner sees it: its buttons are made
        if overlay.run.index == step - 1:
            return app, table, overlay
        assert auto.do_step(app, overlay) is None


def test_lesson_step_10_lights_only_the_move_and_refuses_a_press_on_d3(baraza_home):
    app, table, overlay = _lesson_at(10)
    assert overlay.run.expected().args == ("a1", "c3")
    lit = [pygame.Rect(r) for r in overlay.spots()]
    assert table.square_rect("d3") not in lit
    assert lit == [table.square_rect("a1"), table.square_rect("c3")]
    # d3 still stays in sight: the step names it, so the card keeps off it
    assert not overlay.card.colliderect(table.square_rect("d3"))
    frames(app, 2, events=click(table.square_rect("d3").center))
    assert table.selected is None
    assert any(t.text == POINTER for t in app.toasts)
    assert overlay.run.index == 9
