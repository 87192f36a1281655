"""New game, step two: seats, variants and an optional seed."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match
from game.registry import GameEntry
from scenes import theme
from scenes.backdrop import table_backdrop
from scenes.game_scenes import start_match
from scenes.scene import Scene
from scenes.widgets import Button, ChoiceRow, NumberField

SEAT_CHOICES = [("human", "Human"), ("ai:easy", "AI easy"), ("ai:normal", "AI normal"), ("ai:hard", "AI hard")]


class SetupScene(Scene):
    def __init__(self, app, entry: GameEntry) -> None:
        super().__init__(app)
        self.entry = entry
        rules = entry.rules
        # A full table by default; a game that can be played alone starts solo.
        self.num_seats = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
        self.seat_kinds = ["human"] + ["ai:normal"] * (rules.max_seats - 1)
        self.options = rules.default_options()
        self.seed_field = NumberField(pygame.Rect(0, 0, 560, 44), "Seed")
        self.focus = 0
        self._layout()

    def _layout(self) -> None:
        """Seats on the left, variants on the right (one centred column when a game has no variants)."""
        rules = self.entry.rules
        specs = rules.option_specs()
        two_columns = bool(specs)
        width = 480 if two_columns else 560
        left = 120 if two_columns else theme.LOGICAL_SIZE[0] // 2 - width // 2
        right = 680
        seat_rows = (1 if rules.min_seats != rules.max_seats else 0) + self.num_seats + 1
        step = min(52, 420 // max(seat_rows, len(specs), 1))
        height = step - 8
        y = 190
        self.rows: list = []
        if rules.min_seats != rules.max_seats:
            choices = [(n, f"{n} {'seat' if n == 1 else 'seats'}" + (" (solo)" if n == 1 else ""))
                       for n in range(rules.min_seats, rules.max_seats + 1)]
            row = ChoiceRow(pygame.Rect(left, y, width, height), "Players", choices, on_change=self._set_seat_count)
            row.set_value(self.num_seats)
            self.rows.append(row)
            y += step
        names = rules.seat_names(self.num_seats)
        for seat in range(self.num_seats):
            # a game may offer stronger levels of its own (KROWNIA's expert)
            choices = list(SEAT_CHOICES) + list(getattr(self.entry.module, "EXTRA_SEAT_CHOICES", ()))
            row = ChoiceRow(pygame.Rect(left, y, width, height), names[seat], choices,
                            on_change=lambda v, s=seat: self._set_kind(s, v))
            row.set_value(self.seat_kinds[seat])
            self.rows.append(row)
            y += step
        self.seed_field.rect = pygame.Rect(left, y, width, height)
        self.rows.append(self.seed_field)
        oy = 190
        for spec in specs:
            row = ChoiceRow(pygame.Rect(right, oy, width, height), spec.label, list(spec.choices),
                            on_change=lambda v, k=spec.key: self.options.__setitem__(k, v))
            row.set_value(self.options.get(spec.key, spec.default))
            self.rows.append(row)
            oy += step
        self.columns = [(left, "Seats", width)] + ([(right, "Variants", width)] if two_columns else [])
        cx = theme.LOGICAL_SIZE[0] // 2
        self.start = Button(pygame.Rect(cx - 290, 630, 280, 52), "Start", self.begin, accent=True)
        self.back = Button(pygame.Rect(cx + 10, 630, 280, 52), "Back", self.app.stack.pop)
        self.rows += [self.start, self.back]
        self.focus = min(self.focus, len(self.rows) - 1)
        self._sync_focus()

    def _set_seat_count(self, n: int) -> None:
        self.num_seats = n
        self._layout()

    def _set_kind(self, seat: int, kind: str) -> None:
        self.seat_kinds[seat] = kind

    def _sync_focus(self) -> None:
        for i, row in enumerate(self.rows):
            row.focused = i == self.focus

    def begin(self) -> None:
        seed = self.seed_field.value
        if seed is None:
            seed = random.randrange(1, 1_000_000)
        seats = self.seat_kinds[: self.num_seats]
        match = Match(self.entry.name, seats, seed, dict(self.options))
        start_match(self.app, match)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
                return True
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
                step = -1 if event.key == pygame.K_UP or event.mod & pygame.KMOD_SHIFT else 1
                self.focus = (self.focus + step) % len(self.rows)
                self._sync_focus()
                return True
            focused = self.rows[self.focus]
            if isinstance(focused, Button) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                focused.on_click()
                return True
        for row in list(self.rows):
            if row.handle_event(event):
                if row in self.rows and event.type == pygame.MOUSEBUTTONDOWN:
                    self.focus = self.rows.index(row)
                    self._sync_focus()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, self.entry.title, (theme.LOGICAL_SIZE[0] // 2, 60), 48, theme.ACCENT,
                        "title", "midtop")
        theme.blit_text(surface, fonts, "Choose who sits at the table, and how you want to play",
                        (theme.LOGICAL_SIZE[0] // 2, 116), 18, theme.TEXT_DIM, anchor="midtop")
        for x, title, width in self.columns:
            panel = pygame.Rect(x - 16, 148, width + 32, 440)
            theme.draw_panel(surface, panel, theme.PANEL_DARK)
            theme.blit_text(surface, fonts, title, (x, 158), 18, theme.ACCENT, "bold")
        theme.blit_text(surface, fonts, "↑/↓ choose a row · ←/→ change it · the same seed deals the same game",
                        (theme.LOGICAL_SIZE[0] // 2, 600), 15, theme.TEXT_DIM, anchor="midtop")
        for row in self.rows:
            row.draw(surface, fonts)
