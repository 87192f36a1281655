"""Statistics of one game over the whole history: matches, wins against each AI level, average length, and for
games whose matches count dice totals the totals rolled over all matches, as a bar chart (a neutral line for
any other game: one that rolls dice need not add them up)."""

from __future__ import annotations

import pygame

from baraza.game.persistence.history import GameStats, History, game_stats
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, tab_row

LEFT, RIGHT, TOP = 140, 1140, 160
READ_POLL = 0.1  # seconds between looks at the app's history reader while it reads
NO_TOTALS = "No dice totals to show."  # where no match kept has counted any


class HistoryStatsScene(Scene):
    def __init__(self, app, history: History | None, game: str | None = None) -> None:
        super().__init__(app)
        self.history = history or History()
        # opened during a read (history None), it fills in when the app's reader completes one
        self._generation = app.history_reader.generation if history is not None else -1
        self.specs = available_games()
        names = [s.name for s in self.specs]
        self.index = names.index(game) if game in names else 0
        self.tabs = tab_row([s.rules.title for s in self.specs], self.select)
        self.back = Button(pygame.Rect(RIGHT - 140, 650, 140, 46), "Back", app.stack.pop)
        self.select(self.index)

    def select(self, index: int) -> None:
        self.index = index
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        self.stats: GameStats = game_stats(self.history.entries, self.specs[index].name)

    def update(self, dt: float) -> None:
        reader = self.app.history_reader
        if reader.generation != self._generation and reader.history is not None:
            self.history, self._generation = reader.history, reader.generation
            self.select(self.index)
            self.app.request_redraw()  # the figures of the completed read, with no input

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input and a completed read redraw it

    def next_poll(self) -> float | None:
        """While the app's reader reads (Statistics opened during a read), look for its answer."""
        reader = self.app.history_reader
        waiting = reader.reading or (reader.history is not None and reader.generation != self._generation)
        return READ_POLL if waiting else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent in ("cancel", "back"):
            self.app.stack.pop()
            return True
        if intent in ("next", "right", "previous", "left"):
            step = 1 if intent in ("next", "right") else -1
            self.select((self.index + step) % len(self.specs))
            return True
        for widget in (*self.tabs, self.back):
            if widget.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Statistics", (LEFT, 28), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        s = self.stats
        left = pygame.Rect(LEFT, TOP, 400, 470)
        theme.draw_panel(surface, left)
        rows = [("Matches kept", str(s.games)), ("Finished", str(s.finished)),
                ("Average length", f"{s.mean_turns:.0f} turns" if s.mean_turns is not None else "—"),
                ("Average time", f"{s.mean_minutes:.0f} min" if s.mean_minutes is not None else "—")]
        for i, (label, value) in enumerate(rows):
            y = left.y + 24 + i * 40
            half = (left.w - 40) // 2  # the label and its value each in a half: never over each other
            theme.draw_text_box(surface, fonts, label, pygame.Rect(left.x + 20, y, half + 30, 30), 19)
            theme.draw_text_box(surface, fonts, value, pygame.Rect(left.right - 20 - half + 30, y, half - 30, 30), 19,
                                theme.ACCENT, "bold", "right")
        y = left.y + 200
        theme.draw_text_box(surface, fonts, "Your wins against the AI", pygame.Rect(left.x + 20, y, left.w - 40, 30), 20,
                            theme.ACCENT, "bold")
        if not s.wins_by_level:
            theme.draw_text_box(surface, fonts, "No finished match against the AI yet.",
                                pygame.Rect(left.x + 20, y + 36, left.w - 40, 60), 17, theme.TEXT_DIM)
        for i, (level, (wins, games)) in enumerate(s.wins_by_level.items()):
            yy = y + 36 + i * 34
            theme.blit_text(surface, fonts, f"AI {level}" if level != "random" else "Random mover", (left.x + 20, yy), 18)
            theme.blit_text(surface, fonts, f"{wins} of {games}", (left.right - 20, yy), 18, theme.TEXT, "bold",
                            "topright")
        if self.shows_dice():
            self.draw_dice(surface, pygame.Rect(LEFT + 420, TOP, RIGHT - LEFT - 420, 470))
        self.back.draw(surface, fonts)

    def shows_dice(self) -> bool:
        """Only where kept matches counted dice totals: an empty "No dice totals" panel read as a fault in a game
        without dice (a Kona playtest) and in one that rolls dice without adding them up (a Konja playtest)."""
        return self.specs[self.index].chance is not False and bool(self.stats.roll_totals)

    def draw_dice(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        theme.draw_panel(surface, rect)
        totals = self.stats.roll_totals
        if not totals:
            # said of every game alike: a game may roll dice without adding them up (or have none kept yet)
            theme.draw_text_box(surface, fonts, NO_TOTALS,
                                rect.inflate(-60, -60), 18, theme.TEXT_DIM, align="center", valign="middle")
            return
        count = sum(totals.values())
        theme.draw_text_box(surface, fonts, f"Dice totals rolled ({count} rolls)",
                            pygame.Rect(rect.x + 20, rect.y + 18, rect.w - 40, 30), 20, theme.ACCENT, "bold")
        keys = list(range(min(totals), max(totals) + 1))
        chart = pygame.Rect(rect.x + 30, rect.y + 70, rect.w - 60, rect.h - 130)
        width = chart.w // len(keys)
        most = max(totals.values())
        for i, total in enumerate(keys):
            n = totals.get(total, 0)
            h = round(chart.h * n / most) if most else 0
            bar = pygame.Rect(chart.x + i * width + 4, chart.bottom - h, width - 8, h)
            pygame.draw.rect(surface, theme.ACCENT_DARK, bar, border_radius=3)
            cell = pygame.Rect(chart.x + i * width + 1, 0, width - 2, 26)  # its own column: never over the next
            theme.draw_text_box(surface, fonts, str(total), cell.move(0, chart.bottom + 8), 16, theme.TEXT,
                                align="center")
            theme.draw_text_box(surface, fonts, f"{n / count:.0%}", cell.move(0, bar.y - 4 - 26), 16, theme.TEXT_DIM,
                                align="center", valign="bottom")
