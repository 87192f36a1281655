"""KROWNIA, a blind tester's round 7 (issue 41): the scene's findings."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.krownia.constants import WARRIOR
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _to_a_roll(match, rolls: int = 6) -> None:
    for _ in range(3000):
        view = match.view(None)
        if view.phase == "roll" and sum(view.dice_counts) >= rolls:
            return
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("roll", "end_turn")), None)
        match.submit(seat, pick or next(a for a in legal if a.kind not in ("open_trade", "timeout")))
    raise AssertionError("no roll phase")


def _said(app, table) -> list[tuple[pygame.Rect, str]]:
    app.fonts.placed = []
    try:
        table.forget_pictures()
        table.draw(app.screen)
        placed = list(app.fonts.placed)
    finally:
        app.fonts.placed = None
    return [(pygame.Rect(r), t) for r, t, _s, _f in placed]


@pytest.mark.parametrize("scale", [100, 150])
def test_a_warrior_before_the_roll_leaves_the_last_roll_said_as_old(baraza_home, scale):
    """Red played a Warrior before rolling: the dice panel showed White's "7 Pirate!" as if it were this turn's
    roll, and no "last roll"."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("krownia", ["human", "human"], 3)
    _to_a_roll(match)
    seat = match.active_seats()[0]
    match.state.dice = (3, 4)  # the last turn's roll was a 7
    match.state.devs[seat][WARRIOR] += 1
    match.submit(seat, Action("play_warrior"))
    assert match.view(None).phase == "move_pirate" and not match.state.rolled
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    frames(app, 3)
    dice = table.geometry.dice_rect
    words = [t for r, t in _said(app, table) if dice.contains(r)]
    assert "last roll" in words, words
    assert "Pirate!" not in words


@pytest.mark.parametrize("scale", [100, 150])
def test_the_game_over_panel_says_the_record_line_whole(baraza_home, scale):
    """'Your record against AI normal:…' was cut under the dice chart (3 seats: a line per seat's points)."""
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.shots import play_actions
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("krownia", ["human", "ai:normal", "ai:normal"], 5)
    play_actions(match, 20_000)
    assert match.is_over()
    result = match.result()
    app.scores.record_match("krownia", match.seats, result.winners, result.scores, 1, 1, 1.0, 1)
    scene = scene_class("krownia")(app, match)
    scene.results_shown = True
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 3)
    assert results.record_line.startswith("Your record against AI normal")
    app.fonts.placed = []
    try:
        results.draw(app.screen)
        placed = [(pygame.Rect(r), t) for r, t, _s, _f in app.fonts.placed]
    finally:
        app.fonts.placed = None
    said = " ".join(t for _r, t in placed)
    assert "drawn." in said and not any(t.endswith("…") for _r, t in placed), said
    column = results.panel_rect()
    assert all(column.contains(r) for r, _t in placed)


def _lesson_steps(scale: int, wanted: tuple[int, ...], look):
    """Walk the KROWNIA lesson as `baraza tutorial krownia --auto` does; `look(n, app, table, overlay)` at each
    step in `wanted`."""
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.table import tutorial_auto as auto
    from baraza.scenes.table.tutorial import lesson_table

    if scale == 100:
        app = make_app()
    else:
        app = App(Settings(animation_speed="instant", text_scale=scale))
        app.strict, app.find_tables = True, False
    table = lesson_table(app, "krownia")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while not overlay.run.finished and overlay.run.index < max(wanted):
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        auto._frame(app)
        n = overlay.run.index + 1
        if n in wanted:
            look(n, app, table, overlay)
        assert auto.do_step(app, overlay) is None


def test_the_lesson_lights_the_send_button_its_step_asks_for(baraza_home):
    """Step 14 says "Send the offer to Blue" while "Send to everyone" was the orange main button."""
    seen = {}

    def look(n, app, table, overlay):
        controls = {c.name: c for c in table.input.controls(table.current_view())}
        seen[n] = (controls["send_1"].style, controls["send_-1"].style)

    _lesson_steps(100, (14,), look)
    assert seen[14] == ("accent", "normal")


@pytest.mark.parametrize("scale", [100, 150])
def test_the_lesson_card_keeps_off_the_rows_and_dice_its_steps_declare(baraza_home, scale):
    """Step 24 (a 6 rolled; trading) hid Blue's row, step 37 the Dice panel."""
    found = {}

    def look(n, app, table, overlay):
        view = table.current_view()
        found[n] = (pygame.Rect(overlay.card), table.tutorial_spot("players", view),
                    table.tutorial_spot("dice", view))

    _lesson_steps(scale, (24, 37), look)
    card, players, dice = found[24]
    assert not any(card.colliderect(r) for r in players)
    # at 150 % the long step's card takes the board's middle and touches the Dice panel's edge (a few pixels)
    assert not any(card.colliderect(r.inflate(-12, -12)) for r in dice)
    card, _players, dice = found[37]
    assert not any(card.colliderect(r) for r in dice)


@pytest.mark.parametrize("scale", [100, 150])
def test_the_dice_bars_have_a_key_on_hover(baraza_home, scale):
    """The roll chart's yellow, red and blue bars were never explained."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("krownia", ["human", "human"], 3)
    _to_a_roll(match)
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    frames(app, 3)
    dice = table.geometry.dice_rect
    frames(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=(dice.x + 60, dice.bottom - 40), rel=(1, 1),
                                       buttons=(0, 0, 0))], dt=0.3)
    said = " ".join(t for _r, t in _said(app, table))
    assert "Red: 7, the Pirate" in said and "yellow: the last roll" in said, said[-300:]
    shown = table.board.tooltip_shown
    assert shown is not None and app.screen.get_rect().contains(shown) and not shown.colliderect(dice)


def test_a_key_moment_tick_on_the_timeline_says_what_it_was(baraza_home):
    """The small chart's grey ticks (key moments) had no tooltip."""
    from baraza.scenes.replay.timeline import Timeline

    app = make_app()
    line = Timeline(pygame.Rect(340, 670, 280, 40), 100, [(45, "a seven"), (60, "the win")], lambda ply: None)
    x = line.x_of(45)
    line.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 2, 690), rel=(1, 0), buttons=(0, 0, 0)))
    assert line.moment_words() == "Move 45: a seven"
    app.fonts.placed = []
    try:
        line.draw(app.screen, app.fonts, 10)
        said = [p[1] for p in app.fonts.placed]
    finally:
        app.fonts.placed = None
    assert any("Move 45: a seven" in t for t in said)
    line.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(line.x_of(52), 690), rel=(1, 0), buttons=(0, 0, 0)))
    assert line.moment_words() == ""


def _after_roll(match) -> int:
    for _ in range(3000):
        seat = match.active_seats()[0]
        if match.view(None).phase == "main" and match.state.rolled and match.state.turn >= 3:
            return seat
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("roll", "end_turn")), None)
        match.submit(seat, pick or next(a for a in legal if a.kind not in ("open_trade", "timeout")))
    raise AssertionError("no main phase")


def test_with_the_town_tool_picked_the_hint_names_which_village(baraza_home):
    """While choosing which village to make a town, the Hint suggested a Sheep trade."""
    app = make_app()
    match = new_match("krownia", ["human", "human"], 3)
    seat = _after_roll(match)
    match.state.hands[seat] = [0, 0, 4, 2, 3]  # a town's cards, and Sheep to trade
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    frames(app, 2)
    table.selection.pick_build("town")
    table.hint = Action("bank_trade", (2, 0))  # the hint as it came: a Sheep trade
    frames(app, 2)
    assert table.hint.kind == "build_town" and table.hint in match.legal_actions(seat)
    assert "Town you picked" in table.hint_text
    table.forget_pictures()
    frames(app, 1)
    # with the Village tool and no village to build, it says to cancel the tool first
    table.selection.pick_build("village")
    table.hint = Action("bank_trade", (2, 0))
    frames(app, 2)
    assert table.hint == Action("bank_trade", (2, 0)) and "cancel Village first" in table.hint_text
