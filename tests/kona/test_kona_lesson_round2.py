"""The Kona lesson after a blind playtest: no red X talked of where none shows, the lesson's card keeps clear of
the turn panel, and a won lesson's Enter plays on with a real match (it restarted the lesson)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))

from scene_helpers import frames, key, make_app  # noqa: E402

from baraza.game.core.tutorial import load_tutorial  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402
from baraza.scenes.table.tutorial import lesson_table  # noqa: E402
from baraza.scenes.table.tutorial_auto import _settle, current, run_lesson  # noqa: E402


def test_the_red_x_is_talked_of_only_where_it_shows() -> None:
    steps = load_tutorial(get_game("kona")).steps
    assert "red X" not in steps[2].text  # the step of White's first move: the X comes once it has landed
    assert "red X on d3" in steps[3].text and steps[3].do is None and steps[3].reply  # shown until Next, then Black
    assert "red X on d3" not in steps[4].text  # after Black's first move no X shows any more


def test_the_lesson_card_never_covers_the_turn_panel(baraza_home) -> None:
    app = make_app()
    table = lesson_table(app, "kona")
    app.stack.reset(table)
    app.stack.apply_pending()
    overlay = table.tutorial
    seen = 0
    while not overlay.run.finished:
        assert _settle(app, table, overlay)
        table, overlay = current(app, table)
        if overlay.run.finished:
            break
        frames(app, 1)
        assert not overlay.card.colliderect(table.turn_panel.rect), f"step {overlay.run.index + 1}"
        seen += 1
        if overlay.run.waiting_for_next:
            overlay.next_step()
        else:
            action = overlay.run.expected()
            table.match.submit(overlay.learner, action)
        frames(app, 3)
    assert seen == len(overlay.tutorial.steps)


def test_enter_on_a_won_lessons_card_opens_setup_not_the_lesson_again(baraza_home) -> None:
    from baraza.scenes.screens.setup import SetupScene

    app = make_app()
    result = run_lesson(app, "kona", None)
    assert result.ok, result.problem
    table = app.stack.top
    labels = [b.text for b in table.tutorial.buttons]
    assert labels[0] == "Play a match" and table.tutorial.buttons[0].accent
    assert not next(b for b in table.tutorial.buttons if b.text == "Start again").accent
    assert "Play a match" in table.tutorial.tutorial.outro
    for _ in range(2):  # the cursor's first key shows it, the next one acts
        frames(app, 1, [key(pygame.K_RETURN)])
        frames(app, 40, dt=1 / 60)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.entry.name == "kona"


def test_the_squares_a_step_names_are_kept_in_sight(baraza_home) -> None:
    """"Black moved from f6 to d4": a keys tester at 150 % found the card over d4. The squares a step's words name are
    among its zones, which the card keeps clear when it can."""
    app = make_app()
    table = lesson_table(app, "kona")
    app.stack.reset(table)
    app.stack.apply_pending()
    overlay = table.tutorial
    overlay.run.index = next(i for i, s in enumerate(overlay.run.tutorial.steps) if "from f6 to d4" in s.text)
    zones = table.lesson_zones(table.current_view())
    assert table.square_rect("f6") in zones and table.square_rect("d4") in zones
    assert table.square_rect("a2") not in zones  # only what the step names
