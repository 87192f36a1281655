"""The quiet window (issue 40): the loop draws only when something changed and otherwise waits for an event
with a timeout. The loop runs here on a made-up clock (no real waiting, no durations asserted): the waiter
records the timeouts it is given and moves the clock on by them."""

from __future__ import annotations

import math
import threading
import time as real_time

import pygame
import pytest

from baraza.game.registry import new_match
from baraza.scenes.app import IDLE_POLL, WAKE_EVENT, wake_window
from baraza.scenes.scene import Scene
from baraza.scenes.shots import play_actions
from baraza.scenes.table.context import CALM_AFTER, PULSE_HIGH, PULSE_LOW, TableClock
from baraza.scenes.table.launch import scene_class
from baraza.scenes.table.wakeups import AI_POLL
from tests.scenes.scene_helpers import make_app


class MadeUpTime:
    """Stands in for the app's waiter and clock: a wait returns at once, having moved the clock on by its
    timeout unless an event is already queued; tick() paces passes at least 1/fps apart, as pygame's does."""

    def __init__(self) -> None:
        self.now = 0.0
        self.last = 0.0
        self.waits: list[float] = []

    def wait(self, timeout: float) -> list:
        self.waits.append(timeout)
        if timeout > 0 and not pygame.event.peek():
            self.now += timeout
        return []

    def tick(self, fps: int = 0) -> float:
        step = max(self.now - self.last, 1 / fps if fps else 0.0)
        self.now = self.last = self.last + step
        return step * 1000


def quiet_app():
    app = make_app()
    time = MadeUpTime()
    app.waiter, app.clock = time, time
    pygame.event.clear()
    return app, time


def run_for(app, time: MadeUpTime, seconds: float, max_passes: int = 5000) -> list[float]:
    """Run the loop's passes until `seconds` of made-up time went by; returns the time of each frame drawn."""
    drawn, end = [], time.now + seconds
    for _ in range(max_passes):
        if time.now >= end:
            break
        before = app.frames_drawn
        app.run_once()
        if app.frames_drawn > before:
            drawn.append(time.now)
    return drawn


def waiting_table(app, game: str = "kona"):
    """A table of `game` with seat 0 (human) to act against an AI seat."""
    match = new_match(game, ["human", "ai:easy"], 3)
    while 0 not in match.active_seats():
        play_actions(match, 1)
    table = scene_class(game)(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    return table


def test_an_idle_menu_draws_its_first_frame_then_nothing_and_waits_with_a_timeout(baraza_home):
    app, time = quiet_app()
    menu = app.make_screen("menu")
    app.stack.reset(menu)
    # Today's deal is read on a real thread; the loop below runs on made-up time in a few real milliseconds, so on
    # a loaded machine the read could still be going when it ends (a suite run failed so). Let the read finish
    # first, in real time: the menu takes it at its first pass, as on a machine where reading is quick.
    deadline = real_time.monotonic() + 60
    while menu.daily.waiting and real_time.monotonic() < deadline:
        real_time.sleep(0.01)
    drawn = run_for(app, time, 30.0)
    # The first frame, and the one where today's deal comes in from its thread (if a game deals one and the read
    # was not already done when the first frame was drawn)
    assert 1 <= len(drawn) <= (2 if menu.daily.found else 1) and all(t < 1.0 for t in drawn)
    assert not menu.daily.waiting
    waits = time.waits[1:]
    assert waits and all(0 < w <= IDLE_POLL for w in waits)  # it waited every time, never for ever
    assert len(time.waits) <= 30.0 / IDLE_POLL + 5  # and woke about twice a second, not 60 times


def test_a_scene_that_does_not_say_gets_every_frame(baraza_home):
    class Plain(Scene):
        pass

    app, time = quiet_app()
    app.stack.reset(Plain(app))
    drawn = run_for(app, time, 1.0)
    assert len(drawn) >= 55  # 60 a second, as before the window learnt to wait
    assert all(w == 0 for w in time.waits[1:])


def test_an_animation_draws_every_frame_until_it_ends_then_the_table_rests(baraza_home):
    app, time = quiet_app()
    table = waiting_table(app)
    run_for(app, time, CALM_AFTER + 2)  # the blinks have calmed: nothing more to draw
    assert run_for(app, time, 3.0) == []
    table.animations.factor = 1.0
    table.animations.add("pause", 0.5)
    start = time.now
    drawn = run_for(app, time, 2.0)
    during = [t for t in drawn if t <= start + 0.5]
    assert len(during) >= 25  # 60 a second while it moves
    assert not table.animations.busy
    after = [t for t in drawn if t > start + 0.55]
    assert len(after) <= 3  # the blinks of the new stillness only (about one a second)


def test_a_waiting_table_blinks_about_once_a_second_then_calms(baraza_home):
    app, time = quiet_app()
    table = waiting_table(app)
    drawn = run_for(app, time, CALM_AFTER + 10)
    blinking = [t for t in drawn if t < CALM_AFTER]
    assert 3 <= len(blinking) <= CALM_AFTER * 2 + 2  # each flip of the rings, not 60 a second
    assert [t for t in drawn if t > CALM_AFTER + 0.1] == []  # calm: nothing is drawn
    assert table.ctx.clock.calm and table.pulse() == PULSE_HIGH  # the rings stay lit
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))]
    for event in events:
        pygame.event.post(event)
    assert len(run_for(app, time, 3.0)) >= 2  # the player is back: a frame, and the blinks start again
    assert not table.ctx.clock.calm


def test_a_posted_wake_event_brings_an_update_and_a_frame(baraza_home):
    app, time = quiet_app()
    app.stack.reset(app.make_screen("menu"))
    run_for(app, time, 2.0)
    before = app.frames_drawn
    worker = threading.Thread(target=wake_window)
    worker.start()
    worker.join()
    app.run_once()
    assert app.frames_drawn == before + 1
    assert not any(e.type == WAKE_EVENT for e in pygame.event.get())  # taken, not left queued


def test_a_thinking_ai_is_polled_often_without_drawing_every_poll(baraza_home):
    app, time = quiet_app()
    match = new_match("kona", ["ai:easy", "human"], 5)
    table = scene_class("kona")(app, match)
    table.ai.close()
    table.ai._use_process = False  # the thread fallback: its answer wakes the window
    woken = []
    table.ai.on_result = lambda: woken.append(True)
    app.stack.reset(table)
    app.run_once()
    assert table.next_poll() == AI_POLL  # an AI seat to act: looked at every AI_POLL seconds
    drawn_before = app.frames_drawn
    for _ in range(400):
        if match.records:
            break
        app.run_once()
    assert match.records and woken  # the answer arrived, woke the window, and the move was made
    assert app.frames_drawn > drawn_before
    polls = [w for w in time.waits if 0 < w <= AI_POLL + 1e-9]
    assert polls  # it waited between looks instead of spinning


def test_the_hovered_button_lights_up_on_mouse_motion(baraza_home):
    app, time = quiet_app()
    menu = app.make_screen("menu")
    app.stack.reset(menu)
    run_for(app, time, 2.0)
    # a button other than the one the keyboard's focus lights from the start (the menu shows its focus at once)
    button = next(b for i, b in enumerate(menu.menu.buttons) if i != menu.menu.focus and b.enabled)
    before_pixel = app.screen.get_at((button.rect.x + 8, button.rect.centery))
    drawn = app.frames_drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    app.run_once()
    assert app.frames_drawn == drawn + 1 and button.hovered
    assert app.screen.get_at((button.rect.x + 8, button.rect.centery)) != before_pixel


def test_a_toast_is_drawn_then_taken_down_when_it_expires_then_quiet(baraza_home):
    app, time = quiet_app()
    app.stack.reset(app.make_screen("menu"))
    run_for(app, time, 2.0)
    app.toast("Hello", 1.5)
    start = time.now
    drawn = run_for(app, time, 5.0)
    assert drawn and drawn[0] - start < 0.1  # shown at once
    assert any(start + 1.4 < t < start + 1.7 for t in drawn)  # and taken down when its time is up
    assert not app.toasts and len(drawn) <= 3


def test_a_long_quiet_wait_counts_in_full_but_a_stall_does_not(baraza_home):
    app, time = quiet_app()
    table = waiting_table(app)
    run_for(app, time, CALM_AFTER + 1)
    clock = table.turn_clock
    app.run_once()  # waited IDLE_POLL: the turn clock moved by that
    assert table.turn_clock - clock == pytest.approx(IDLE_POLL, abs=1e-6)
    clock = table.turn_clock
    time.now += 3600  # the machine slept for an hour during the wait
    app.run_once()
    assert table.turn_clock - clock <= IDLE_POLL + 0.1 + 1e-6


def test_the_turn_timer_wakes_the_window_each_second(baraza_home):
    from baraza.game.registry import available_games

    spec = next((g for g in available_games() if any(o.key == "turn_timer" for o in g.rules.option_specs())), None)
    if spec is None:
        pytest.skip("no game has a turn timer option")
    app, time = quiet_app()
    seats = ["human"] + ["ai:easy"] * (max(2, spec.rules.min_seats) - 1)
    match = new_match(spec.name, seats, 3, {"turn_timer": 30})
    table = scene_class(spec.name)(app, match)
    table.ai_turns.enabled = False
    while 0 not in match.active_seats():
        play_actions(match, 1)
    app.stack.reset(table)
    drawn = run_for(app, time, CALM_AFTER + 6)
    late = [t for t in drawn if t > CALM_AFTER + 0.5]
    assert 4 <= len(late) <= 7  # the seconds left, once a second
    assert table.turn_timer.seconds_left() is not None


def test_a_blink_has_two_steps_and_says_when_it_flips():
    clock = TableClock()
    clock.advance(0.1)
    assert clock.pulse(3.0) == PULSE_HIGH
    wait = clock.next_change()
    assert wait == pytest.approx(math.pi / 3 - 0.1, abs=0.01)
    clock.advance(wait)
    assert clock.pulse(3.0) == PULSE_LOW
    clock.advance(CALM_AFTER)
    clock.speeds.clear()
    assert clock.pulse(3.0) == PULSE_HIGH and clock.next_change() is None
    clock.stir()
    clock.speeds.clear()
    clock.pulse(3.0)
    assert clock.next_change() is not None


def test_the_waiter_returns_for_a_queued_event_and_loses_none(baraza_home):
    from baraza.scenes.event_wait import EventWaiter

    make_app()
    waiter = EventWaiter()
    pygame.event.clear()
    assert waiter.wait(0) == []  # no wait at all
    pygame.event.post(pygame.event.Event(WAKE_EVENT, tag=7))
    taken = waiter.wait(30.0) + pygame.event.get()  # an event already queued: it returns at once
    assert [e.tag for e in taken if e.type == WAKE_EVENT] == [7]
