"""Every table is played without a mouse: a whole match against the AI and the whole lesson, by key events
only, with every move, roll and prompt spoken (a recording speech backend). The cursor's own rules (reading
order, the nearest spot, Esc backing out, a ring around and never over its spot) are tested on their own."""

from __future__ import annotations

import random

import pygame
import pytest
from keyboard_player import play_by_keys, press, walk_to
from scene_helpers import frames, make_app

from baraza.game.registry import get_game, new_match
from baraza.scenes.table.focus import FocusTarget, reading_order, step_towards
from baraza.scenes.table.launch import scene_class, table_class
from baraza.scenes.table.tutorial import lesson_table
from baraza.scenes.table.voice import move_lines
from baraza.scenes.ui.speech import RecordingBackend

MAX_HUMAN_MOVES = 700


def _listening_app():
    app = make_app()
    app.settings.speech = "on"
    app.speech.backend = RecordingBackend()
    return app


def _seats(spec) -> list[str]:
    ai = f"ai:{spec.ai_levels[0]}"
    return ["human"] + [ai] * (max(2, spec.min_seats) - 1) if spec.max_seats >= 2 else ["human"]


def _wait_for_turn(app, table, turns: int = 600) -> None:
    for _ in range(turns):
        if table.match.is_over() or table.human_to_act() is not None:
            return
        frames(app, 1, dt=0.1)


def test_a_whole_match_against_the_ai_by_keys_only_every_move_spoken(baraza_home, contract_game):
    spec = contract_game
    app = _listening_app()
    match = new_match(spec.name, _seats(spec), 5, {})
    table = scene_class(spec.name)(app, match)
    app.stack.reset(table)
    frames(app, 3)
    chooser = spec.make_agent(f"ai:{spec.ai_levels[0]}", 0, 11)
    rng = random.Random(3)
    made = said = 0
    while not match.is_over() and made < MAX_HUMAN_MOVES:
        _wait_for_turn(app, table)
        assert app.stack.top is table, f"{type(app.stack.top).__name__} opened during the match"
        seat = table.human_to_act()
        if seat is None:
            continue
        legal = table.legal_actions()
        # The AI's choice plays the match to its end; now and then any legal move, so every kind gets its turn.
        _title, body, _seat, acting = table.turn_panel.turn_prompt()
        assert acting and body in app.speech.backend.lines[said:], f"the prompt {body!r} was not spoken"
        view = match.view(seat)
        action = rng.choice(legal) if rng.random() < 0.25 else chooser.choose(match.rules, view, seat, legal)
        if made == 0:  # F2: the hand in the game's words, or plainly none
            press(app, pygame.K_F2)
            hand = getattr(table, "hand_words", None)
            expected = hand(table.current_view()) if hand is not None else "You hold no cards in this game."
            assert app.speech.backend.lines[-1] == expected
        said = len(app.speech.backend.lines)
        play_by_keys(app, table, action)
        made += 1
    _wait_for_turn(app, table)
    frames(app, 30, dt=0.1)
    assert match.is_over(), f"{spec.name}: not over after {made} moves made by keys"
    spoken = app.speech.backend.lines
    for record in match.records:  # every move of every seat, rolls among them (a roll is a move's log line)
        assert move_lines(match, record)[0] in spoken
    roll_lines = [e.text for r in match.records for e in r.events if e.kind in match.rules.roll_events and e.text]
    assert all(line in spoken for line in roll_lines)
    assert any(line.startswith("You can:") for line in spoken), "what the player can do was never said"
    assert any(line.startswith("Game over") for line in spoken), "the end was not said"
    table.on_exit()


def test_the_lesson_to_its_end_by_keys_only(baraza_home, contract_game):
    spec = contract_game
    app = _listening_app()
    try:
        table = lesson_table(app, spec.name)
    except (LookupError, ValueError, OSError):
        pytest.skip(f"{spec.name} has no lesson")
    app.stack.reset(table)
    frames(app, 3)
    spoken_steps = 0
    for _ in range(400):
        top = app.stack.top
        if getattr(top, "tutorial", None) is not None:
            table = top
        lesson = table.tutorial
        if lesson is None or lesson.run.finished:
            break
        for _ in range(600):  # the scripted replies and animations play
            if lesson.settled or lesson.run.finished or lesson.stage_due:
                break
            frames(app, 1, dt=0.1)
        if lesson.stage_due:
            frames(app, 2)
            continue
        if lesson.run.step.text in app.speech.backend.lines:
            spoken_steps += 1
        if lesson.run.waiting_for_next:
            press(app, pygame.K_RETURN)
            continue
        clicks = lesson.clicks()
        assert clicks, f"step {lesson.run.index + 1}: no spot for the keyboard"
        walk_to(app, table, clicks[0])
        press(app, pygame.K_RETURN)
    assert table.tutorial is not None and table.tutorial.run.finished, "the lesson did not reach its end"
    assert spoken_steps >= len(table.tutorial.tutorial.steps) // 2, "the lesson's notes were not read out"
    table.on_exit()


def test_reading_order_and_nearest_spot():
    spots = [FocusTarget((x * 50, y * 50, 40, 40), f"{x},{y}", "board") for y in (2, 0, 1) for x in (1, 0)]
    order = reading_order(spots)
    assert [t.label for t in order] == ["0,0", "1,0", "0,1", "1,1", "0,2", "1,2"]
    start = next(t for t in spots if t.label == "0,0")
    assert step_towards(spots, start, "down").label == "0,1"
    assert step_towards(spots, start, "right").label == "1,0"
    assert step_towards(spots, start, "up") is None


def test_every_game_names_its_click_spots(contract_game):
    assert callable(getattr(table_class(get_game(contract_game.name)), "tutorial_clicks", None)), \
        f"{contract_game.name}: its table has no tutorial_clicks, so neither lessons nor the keyboard can play it"
