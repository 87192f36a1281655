"""A held Enter, Esc or Space presses once: the window's repeats of those keys are dropped (a keyboard-only
playtest at 150 % saw one Enter choose twice, and Esc go out of a screen and out of the app), while arrows, Tab
and Backspace still repeat, and every key repeats in a text field."""

from __future__ import annotations

import pygame
from scene_helpers import make_app

from baraza.scenes.scene import Scene


class _Listener(Scene):
    def __init__(self, app, takes_text: bool = False) -> None:
        super().__init__(app)
        self.keys: list[int] = []
        self.takes_text = takes_text

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


def _down(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _up(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def _through_the_window(app, events: list[pygame.event.Event]) -> None:
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    app.step(1 / 60)  # events read from the window's queue, as the real loop reads them


def test_a_held_enter_or_escape_presses_once_and_arrows_still_repeat(baraza_home) -> None:
    app = make_app()
    scene = _Listener(app)
    app.stack.reset(scene)
    app.stack.apply_pending()
    R, E, D = pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_DOWN
    _through_the_window(app, [_down(R), _down(R), _down(R), _up(R), _down(R), _up(R),
                              _down(E), _down(E), _up(E), _down(D), _down(D), _down(D), _up(D)])
    assert scene.keys == [R, R, E, D, D, D]


def test_every_key_repeats_in_a_text_field_and_tests_events_are_never_filtered(baraza_home) -> None:
    app = make_app()
    scene = _Listener(app, takes_text=True)
    app.stack.reset(scene)
    app.stack.apply_pending()
    _through_the_window(app, [_down(pygame.K_a), _down(pygame.K_a), _up(pygame.K_a)])
    assert scene.keys == [pygame.K_a, pygame.K_a]
    scene.takes_text = False
    app.step(1 / 60, events=[_down(pygame.K_RETURN), _down(pygame.K_RETURN)])  # a test's presses: each counts
    assert scene.keys[-2:] == [pygame.K_RETURN, pygame.K_RETURN]
