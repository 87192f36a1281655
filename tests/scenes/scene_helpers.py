"""Helpers for scene tests: a strict headless app and event factories."""

from __future__ import annotations

import random

import pygame

from baraza.game.persistence.settings import Settings


def make_app():
    from baraza.scenes.app import App

    settings = Settings(animation_speed="instant")
    app = App(settings)
    app.strict = True
    app.find_tables = False  # no multicast from tests: they talk to 127.0.0.1 only
    return app


def audited_frame(app, painter) -> list:
    """What the layout lint's text audit finds in one frame drawn by `painter(surface, fonts)` alone."""
    from baraza.scenes.scene import Scene
    from baraza.scenes.ui.text_audit import TextAudit

    class Probe(Scene):
        def draw(self, surface):
            painter(surface, app.fonts)

    audit = TextAudit(app)
    try:
        app.stack.reset(Probe(app))
        app.stack.apply_pending()
        return audit.frame()
    finally:
        audit.close()


def open_table(app, game: str):
    """`game`'s table for its fewest seats, all human, opened through the app (its AI worker closed)."""
    from baraza.game.registry import get_game, new_match

    table = app.show_match(new_match(game, ["human"] * get_game(game).min_seats, 5))
    app.stack.apply_pending()
    table.ai.close()
    return table


def frames(app, n: int = 1, events=None, dt: float = 1 / 60) -> None:
    for i in range(n):
        app.frame(dt, events=(events if i == 0 and events is not None else []))


def click(pos, button: int = 1) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_h, pygame.K_z, pygame.K_BACKSPACE, pygame.K_1, pygame.K_5, pygame.K_PAGEDOWN, pygame.K_HOME]


def random_event(rng: random.Random) -> pygame.event.Event:
    """Clicks, wheel, motion, keys and window resizes anywhere, never Esc/F11/quit (those leave the scene under
    test)."""
    pos = (rng.randrange(1280), rng.randrange(720))
    kind = rng.random()
    if kind < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3]))
    if kind < 0.6:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.7:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    if kind < 0.72:  # the window changing size under the scene (drag, maximise, full screen)
        w, h = rng.choice([(800, 600), (1920, 1080), (640, 360), (2560, 1440)])
        return rng.choice([pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h),
                           pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
                           pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h)])
    k = rng.choice(KEYS)
    return key(k, pygame.KMOD_CTRL if k == pygame.K_z else 0, chr(k) if k < 128 and chr(k).isdigit() else "")


def text_boxes_drawn(draw) -> list[str]:
    """The texts `draw()` writes through theme.draw_text_box, in order (the words a panel shows)."""
    from baraza.scenes.ui import theme

    drawn: list[str] = []
    real = theme.draw_text_box

    def spy(surface, fonts, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, fonts, text, *args, **kwargs)

    theme.draw_text_box = spy
    try:
        draw()
    finally:
        theme.draw_text_box = real
    return drawn
