"""New game, step one: pick a game. Any number of games is laid out in a grid of cards."""

from __future__ import annotations

import math

import pygame

from baraza.game.core.spec import GameSpec
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.table.launch import playable_games
from baraza.scenes.table.tutorial import has_lesson, open_lesson
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import MessageScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu

GRID = pygame.Rect(60, 150, 1160, 410)  # where the cards go; the title is above, Back below
GAP = 20


def card_rects(count: int, area: pygame.Rect = GRID) -> list[pygame.Rect]:
    """`count` equal cards filling `area`: up to four a row, as many rows as needed."""
    if count <= 0:
        return []
    columns = min(count, 4)
    rows = math.ceil(count / columns)
    width = min(270, (area.w - GAP * (columns - 1)) // columns)
    height = min(360, (area.h - GAP * (rows - 1)) // rows)
    rects = []
    for i in range(count):
        row, col = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        x0 = area.centerx - (in_row * width + (in_row - 1) * GAP) // 2
        rects.append(pygame.Rect(x0 + col * (width + GAP), area.y + row * (height + GAP), width, height))
    return rects


PICTURE_H = 118  # height of a game's picture on its card (its table at the start of a match, scaled down)


def table_picture(app, spec: GameSpec, width: int, height: int) -> pygame.Surface | None:
    """The game's own table at the start of a match, drawn by its own scene and scaled to fit."""
    from baraza.game.registry import new_match
    from baraza.scenes.table.launch import table_class

    seats = ["human"] * (spec.min_seats if spec.min_seats >= 2 else 1)
    try:
        scene = table_class(spec)(app, new_match(spec.name, seats, 1))
        try:
            full = pygame.Surface(theme.LOGICAL_SIZE)
            scene.draw(full)
        finally:
            scene.ai.close()
    except Exception:  # noqa: BLE001 - a picture is decoration: a table that cannot draw one shows none
        return None
    return pygame.transform.smoothscale(full, (width, height))


class GameSelectScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs: list[GameSpec] = available_games()
        self.playable = {spec.name: spec for spec in playable_games()}
        self.cards: list[tuple[GameSpec, pygame.Rect]] = list(zip(self.specs, card_rects(len(self.specs)),
                                                                  strict=True))
        buttons = []
        for spec, rect in self.cards:
            live = spec.name in self.playable
            if live and has_lesson(spec.name):
                play_w = max(80, (rect.w - 42) * 2 // 5)
                learn_w = rect.w - 42 - play_w
                buttons.append(Button(pygame.Rect(rect.x + 16, rect.bottom - 56, play_w, 42), "Play",
                                      lambda n=spec.name: self.pick(n), accent=True))
                buttons.append(Button(pygame.Rect(rect.right - 16 - learn_w, rect.bottom - 56, learn_w, 42),
                                      "Learn to play",
                                      lambda n=spec.name: self.learn(n), font_size=18,
                                      tooltip="A guided first match that teaches the rules"))
                continue
            button = Button(pygame.Rect(rect.x + 16, rect.bottom - 56, rect.w - 32, 42),
                            "Play" if live else "Coming later", lambda n=spec.name: self.pick(n), enabled=live)
            buttons.append(button)
        # Pictures are drawn one per frame (a table takes a moment to build) and kept by the App.
        self.waiting_pictures = [spec for spec in self.playable.values() if spec.name not in app.pictures]
        back = Button(pygame.Rect(0, 0, 200, 46), "Back", app.stack.pop)
        back.rect.midtop = (theme.LOGICAL_SIZE[0] // 2, 590)
        buttons.append(back)
        self.menu = Menu(buttons, horizontal=True)

    def pick(self, name: str) -> None:
        """Setup for `name`; the first time a game with a lesson is picked, the lesson is offered first."""
        settings = self.app.settings
        if has_lesson(name) and name not in settings.lessons_offered:
            settings.lessons_offered = [*settings.lessons_offered, name]
            self.app.save_settings()
            title = self.playable[name].title
            self.app.stack.push(MessageScene(
                self.app, f"New to {title}?",
                f"A guided first match teaches {title} step by step: you play, and each step shows where to click "
                "and why. You can leave it at any time, and find it again under Learn to play.",
                (("Learn to play", lambda: self.learn(name)),
                 ("Go to setup", lambda: self.app.show("setup", self.playable[name])))))
            return
        self.app.show("setup", self.playable[name])

    def learn(self, name: str) -> None:
        open_lesson(self.app, name)

    def update(self, dt: float) -> None:
        if self.waiting_pictures:
            spec = self.waiting_pictures.pop(0)
            rect = dict((s.name, r) for s, r in self.cards)[spec.name]
            width = rect.w - 32
            self.app.pictures[spec.name] = table_picture(self.app, spec, width, min(PICTURE_H, width * 9 // 16))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if intent_of(event) == "cancel":
            self.app.stack.pop()
            return True
        if self.menu.handle_event(event):  # the card's own buttons first (Play, Learn to play)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for spec, rect in self.cards:
                if rect.collidepoint(event.pos) and spec.name in self.playable:
                    self.pick(spec.name)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "New game", (theme.LOGICAL_SIZE[0] // 2, 70), 48, theme.ACCENT, "title", "midtop")
        for spec, rect in self.cards:
            live = spec.name in self.playable
            theme.draw_panel(surface, rect, theme.PANEL if live else theme.PANEL_DARK)
            title_size = 32 if rect.h >= 300 else 26
            theme.blit_text(surface, fonts, spec.title, (rect.centerx, rect.y + 18), title_size,
                            theme.ACCENT if live else theme.TEXT_DIM, "title", "midtop")
            y = rect.y + 24 + title_size
            theme.blit_text(surface, fonts, spec.seats_text(), (rect.centerx, y), 16, theme.TEXT_DIM, anchor="midtop")
            y += 28
            picture = self.app.pictures.get(spec.name)
            if rect.h >= 300:
                frame = pygame.Rect(rect.x + 16, y, rect.w - 32, min(PICTURE_H, (rect.w - 32) * 9 // 16))
                if picture is not None:
                    surface.blit(picture, picture.get_rect(center=frame.center))
                    pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1, border_radius=4)
                else:
                    pygame.draw.rect(surface, theme.PANEL_DARK, frame, border_radius=4)
                y = frame.bottom + 10
            for line in theme.wrap_text(fonts, spec.blurb, 16, rect.w - 32):
                if y > rect.bottom - 84:
                    break
                theme.blit_text(surface, fonts, line, (rect.x + 16, y), 16, theme.TEXT if live else theme.TEXT_DIM)
                y += 21
        self.menu.draw(surface, fonts)
