"""Solo run history: per category (a clan) the best, median and last ten scores, a chart of the scores over
time, and the runs, newest first; Enter or a click opens a run's breakdown."""

from __future__ import annotations

from datetime import date

import pygame

from baraza.game.persistence.runs import RunList, RunRecord, categories, read_runs, summary
from baraza.scenes.render.charts import draw_line_chart
from baraza.scenes.scene import Scene
from baraza.scenes.screens.daily_panel import daily_game
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, tab_row

LEFT = pygame.Rect(60, 150, 340, 486)
CHART = pygame.Rect(420, 150, 800, 290)
LIST = pygame.Rect(420, 454, 800, 182)
ROW_H = 30
ROWS = 4


def run_kind(run: RunRecord) -> str:
    if run.daily is not None:
        return "daily" if run.counted else "practice"
    return "solo"


def short_day(run: RunRecord) -> str:
    when = run.when.astimezone()
    return f"{when.day} {when:%b}"


class RunHistoryScene(Scene):
    def __init__(self, app, runs: RunList | None = None, game: str | None = None, today: date | None = None) -> None:
        super().__init__(app)
        found = daily_game()
        self.game = game or (found[0].name if found else "")
        self.title = found[0].title if found else self.game
        if runs is None and self.game:
            app.autosaver.flush(2.0)
            runs = read_runs(self.game, cache=self.app.run_cache)
        self.runs = runs or RunList()
        self.today = today or date.today()
        self.names = ["All", *categories(self.runs.runs)]
        self.tabs = tab_row(self.names, self.pick, left=60, right=1220, y=92, height=40, max_width=170)
        self.back = Button(pygame.Rect(1080, 656, 140, 44), "Back", app.stack.pop)
        self.row = 0
        self.top = 0
        self.pick(0)

    def pick(self, index: int) -> None:
        self.index = index
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        category = None if index == 0 else self.names[index]
        self.shown = [r for r in self.runs.runs if category is None or r.category == category]
        self.finished = [r for r in self.shown if r.finished]
        self.summary = summary(self.runs.runs, category)
        self.newest = list(reversed(self.shown))
        self.row, self.top = 0, 0

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        out = []
        for i in range(self.top, min(len(self.newest), self.top + ROWS)):
            out.append((i, pygame.Rect(LIST.x + 12, LIST.y + 40 + (i - self.top) * ROW_H, LIST.w - 24, ROW_H - 2)))
        return out

    def open(self, index: int) -> None:
        if 0 <= index < len(self.newest):
            self.app.show("run_breakdown", self.newest[index], self.runs)

    def move(self, step: int) -> None:
        if not self.newest:
            return
        self.row = max(0, min(len(self.newest) - 1, self.row + step))
        self.top = min(max(self.top, self.row - ROWS + 1), self.row)

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent is not None:
            if intent in ("left", "right", "next", "previous"):
                step = -1 if intent in ("left", "previous") else 1
                self.pick((self.index + step) % len(self.names))
            elif intent in ("up", "down"):
                self.move(-1 if intent == "up" else 1)
            elif intent == "confirm":
                self.open(self.row)
            elif intent in ("cancel", "back"):
                self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.move(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.row = i
                    self.open(i)
                    return True
        for widget in (*self.tabs, self.back):
            if widget.handle_event(event):
                return True
        return True

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, f"{self.title} run history", (60, 24), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        self._draw_summary(surface)
        theme.draw_panel(surface, CHART, theme.PANEL_DARK)
        label = "every clan" if self.index == 0 else self.names[self.index]
        theme.blit_text(surface, fonts, f"Scores over time · {label}", (CHART.x + 16, CHART.y + 10), 18, theme.ACCENT,
                        "bold")
        values = [r.score for r in self.finished]
        best = max(values) if values else None
        marks = [i for i, r in enumerate(self.finished) if r.score == best]
        draw_line_chart(surface, fonts, pygame.Rect(CHART.x + 12, CHART.y + 40, CHART.w - 28, CHART.h - 50), values,
                        [short_day(r) for r in self.finished], marks,
                        self.summary.median, f"median {self.summary.median:g}" if self.summary.median is not None
                        else "", points=len(values) <= 60)
        self._draw_list(surface)
        self.back.draw(surface, fonts)
        if self.runs.problems:
            theme.draw_text_box(surface, fonts, f"{len(self.runs.problems)} history file(s) skipped: "
                                f"{self.runs.problems[0]}", pygame.Rect(60, 650, 990, 44), 15, theme.BAD)

    def _draw_summary(self, surface) -> None:
        fonts = self.app.fonts
        s = self.summary
        theme.draw_panel(surface, LEFT, theme.PANEL_DARK)
        x = LEFT.x + 20
        rows = [("Best", "—" if s.best is None else str(s.best)),
                ("Median", "—" if s.median is None else f"{s.median:g}"),
                ("Finished runs", str(s.count))]
        daily = [r for r in self.shown if r.daily is not None and r.counted]
        rows.append(("Daily deals played", str(len(daily))))
        y = LEFT.y + 18
        for label, value in rows:
            theme.blit_text(surface, fonts, label, (x, y + 6), 19)
            theme.blit_text(surface, fonts, value, (LEFT.right - 20, y), 28 if label == "Best" else 24,
                            theme.ACCENT if label == "Best" else theme.TEXT, "bold", "topright")
            y += 46
        theme.draw_text_box(surface, fonts, "Last 10 scores, oldest first", pygame.Rect(x, y + 6, LEFT.w - 40, 26), 16,
                            theme.TEXT_DIM, "bold")
        y += 36
        last = list(s.last)
        if not last:
            theme.draw_text_box(surface, fonts, "No finished run yet. Finish a solo game and it shows here.",
                                pygame.Rect(x, y, LEFT.w - 40, 60), 17, theme.TEXT_DIM)
            return
        # The last ten as small bars, the score above each.
        area = pygame.Rect(x, y + 22, LEFT.w - 40, LEFT.bottom - y - 56)
        top = max(max(last), 1)
        step = area.w / 10
        for i, value in enumerate(last):
            height = max(2, round(area.h * max(0, value) / top))
            bar = pygame.Rect(int(area.x + i * step + 3), area.bottom - height, int(step) - 6, height)
            pygame.draw.rect(surface, theme.ACCENT if value == s.best else theme.BUTTON_HOVER, bar, border_radius=3)
            # each score within its own bar's step: at 150 % neighbours ran together ("222326")
            theme.blit_fit(surface, fonts, str(value), (bar.centerx, bar.y - 2), 16, int(step) - 2, theme.TEXT,
                           anchor="midbottom")
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, area.bottom), (area.right, area.bottom))

    def _draw_list(self, surface) -> None:
        fonts = self.app.fonts
        theme.draw_panel(surface, LIST, theme.PANEL_DARK)
        half = (LIST.w - 32) // 2  # the title and the help share the top line, each in its half
        theme.draw_text_box(surface, fonts, f"Runs, newest first ({len(self.newest)})",
                            pygame.Rect(LIST.x + 16, LIST.y + 10, half - 8, 26), 18, theme.ACCENT, "bold")
        theme.draw_text_box(surface, fonts, "↑/↓ and Enter, or click: the run's breakdown",
                            pygame.Rect(LIST.right - 16 - half - 8, LIST.y + 12, half + 8, 24), 16, theme.TEXT_DIM,
                            align="right")
        columns = (0, 110, 230, 360, 560)
        for i, rect in self.row_rects():
            run = self.newest[i]
            if i == self.row:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=6)
            state = str(run.score) if run.finished else f"{run.score} (left)"
            cells = (short_day(run), state, run_kind(run), run.category or "—", run.code or "no code")
            for dx, text in zip(columns, cells, strict=True):
                theme.blit_text(surface, fonts, text, (rect.x + 10 + dx, rect.y + 4), 17,
                                theme.ACCENT if dx == 110 else theme.TEXT, "bold" if dx == 110 else "sans")
        if not self.newest:
            theme.blit_text(surface, fonts, "No runs yet.", (LIST.x + 16, LIST.y + 48), 17, theme.TEXT_DIM)
