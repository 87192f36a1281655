"""The calendar of daily deals: a month of days, each with the day's score (the first run started that day),
the streak and, for the chosen day, its deal, code and runs. Enter (or a second click) opens the day's run."""

from __future__ import annotations

import calendar
from datetime import date, timedelta

import pygame

from baraza.game.core.match import Match
from baraza.game.persistence.runs import (
    FIRST_YEAR,
    LAST_YEAR,
    RunList,
    RunRecord,
    day_runs,
    read_runs,
    streak,
)
from baraza.scenes.scene import Scene
from baraza.scenes.screens.daily_panel import DailyPanel, daily_game, day_text
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

GRID = pygame.Rect(60, 170, 700, 474)
CELL_W, CELL_H = GRID.w // 7, GRID.h // 6
SIDE = pygame.Rect(790, 92, 430, 546)


class DailyCalendarScene(Scene):
    def __init__(self, app, runs: RunList | None = None, today: date | None = None) -> None:
        super().__init__(app)
        self.found = daily_game()
        self.today = today or date.today()
        if runs is None and self.found is not None:
            app.autosaver.flush(2.0)
            runs = read_runs(self.found[0].name, cache=self.app.run_cache)
        self.runs = runs or RunList()
        self.days = day_runs(self.runs.runs)
        self.streak = streak(self.days, self.today)
        self.best_streak = self._best_streak()
        self.today_panel = DailyPanel(app, self.runs, self.today)  # today's deal plays (or continues) as the menu's
        self.selected = self.today
        self.month = self.today.replace(day=1)
        self.back = Button(pygame.Rect(1080, 656, 140, 44), "Back", app.stack.pop)
        self.prev = Button(pygame.Rect(GRID.x, 92, 130, 38), "< Earlier", lambda: self.shift_month(-1), font_size=18,
                           tooltip="Page Up")
        self.next = Button(pygame.Rect(GRID.right - 136, 92, 130, 38), "Later >", lambda: self.shift_month(1),
                           font_size=18, tooltip="Page Down")
        self.open_button = Button(pygame.Rect(SIDE.x + 20, SIDE.bottom - 116, SIDE.w - 40, 44), "See the day's run",
                                  self.open_run, font_size=18)
        self.play_button = Button(pygame.Rect(SIDE.x + 20, SIDE.bottom - 62, SIDE.w - 40, 44), "Play this deal",
                                  self.play_deal, font_size=18)
        self._sync()

    def _best_streak(self) -> int:
        best = run = 0
        previous = None
        for day in sorted(self.days):
            run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
            best, previous = max(best, run), day
        return best

    # --- choosing --------------------------------------------------------------------------------
    def bounds(self) -> tuple[date, date]:
        """The first and last day the calendar pages to: the years a record may carry (and today's), so paging
        never leaves what the date type and the month grid can hold."""
        return (date(min(FIRST_YEAR, self.today.year), 1, 1), date(max(LAST_YEAR, self.today.year), 12, 31))

    def shift_month(self, step: int) -> None:
        year, month = self.month.year, self.month.month + step
        year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
        first, last_day = self.bounds()
        if not first.year <= year <= last_day.year:
            return  # the end of the calendar: paging stops here
        self.month = date(year, month, 1)
        last = calendar.monthrange(year, month)[1]
        self.selected = self.month.replace(day=min(self.selected.day, last))
        self._sync()

    def select(self, day: date) -> None:
        first, last = self.bounds()
        self.selected = min(max(day, first), last)
        self.month = self.selected.replace(day=1)
        self._sync()

    def _sync(self) -> None:
        run = self.days.get(self.selected)
        self.open_button.enabled = run is not None
        self.play_button.enabled = self.found is not None and self.selected <= self.today
        self.play_button.text = "Practise this deal"
        if self.selected == self.today and self.today_panel.status is not None:
            self.play_button.text = self.today_panel.play_button.text

    def cells(self) -> list[tuple[date, pygame.Rect]]:
        weeks = calendar.Calendar(firstweekday=0).monthdatescalendar(self.month.year, self.month.month)
        return [(day, pygame.Rect(GRID.x + col * CELL_W, GRID.y + row * CELL_H, CELL_W - 6, CELL_H - 6))
                for row, week in enumerate(weeks) for col, day in enumerate(week)]

    def open_run(self) -> None:
        run = self.days.get(self.selected)
        if run is not None:
            self.app.show("run_breakdown", run, self.runs)

    def play_deal(self) -> None:
        if self.found is None or self.selected > self.today:
            return
        if self.selected == self.today:
            self.today_panel.play()
            return
        spec, plugin = self.found
        deal = plugin.today_deal(self.selected)
        self.app.show_match(Match(spec.rules, ["human"], deal["seed"], spec.check_options(deal["options"])))

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent is not None:
            moves = {"left": -1, "right": 1, "up": -7, "down": 7}
            if intent.name in moves:
                try:
                    day = self.selected + timedelta(days=moves[intent.name])
                except OverflowError:  # only with a clock at the end of the year 9999
                    day = self.selected
                self.select(day)
            elif intent in ("page_up", "page_down"):
                self.shift_month(-1 if intent == "page_up" else 1)
            elif intent == "confirm":
                self.open_run()
            elif intent in ("cancel", "back"):
                self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for day, rect in self.cells():
                if rect.collidepoint(event.pos):
                    if day == self.selected:
                        self.open_run()
                    else:
                        self.select(day)
                    return True
        for widget in (self.back, self.prev, self.next, self.open_button, self.play_button):
            if widget.handle_event(event):
                return True
        return True

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        title = f"{self.found[0].title} daily deals" if self.found else "Daily deals"
        theme.blit_text(surface, fonts, title, (60, 24), 42, theme.ACCENT, "title")
        theme.blit_text(surface, fonts, f"{calendar.month_name[self.month.month]} {self.month.year}",
                        (GRID.centerx - 3, 111), 26, theme.TEXT, "bold", "center")
        for col, name in enumerate(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")):
            theme.blit_text(surface, fonts, name, (GRID.x + col * CELL_W + (CELL_W - 6) // 2, GRID.y - 4), 16,
                            theme.TEXT_DIM, "bold", "midbottom")
        practice = {}
        for run in self.runs.runs:
            if run.practice:
                practice[run.daily] = practice.get(run.daily, 0) + 1
        for day, rect in self.cells():
            self._draw_cell(surface, day, rect, self.days.get(day), practice.get(day, 0))
        self._draw_side(surface)
        for widget in (self.prev, self.next, self.back):
            widget.draw(surface, fonts)
        if self.runs.problems:
            theme.draw_text_box(surface, fonts, f"{len(self.runs.problems)} history file(s) skipped: "
                                f"{self.runs.problems[0]}", pygame.Rect(60, 654, 1000, 44), 16, theme.BAD)

    def _draw_cell(self, surface, day: date, rect: pygame.Rect, run: RunRecord | None, practice: int) -> None:
        fonts = self.app.fonts
        inside = day.month == self.month.month
        future = day > self.today
        colour = theme.PANEL if inside else theme.PANEL_DARK
        if run is not None and inside:
            colour = (52, 70, 58) if run.finished else (72, 66, 46)
        pygame.draw.rect(surface, colour, rect, border_radius=8)
        edge = theme.HIGHLIGHT if day == self.selected else (theme.ACCENT if day == self.today else theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, rect, 3 if day in (self.selected, self.today) else 1, border_radius=8)
        dim = theme.TEXT_DIM if not inside or future else theme.TEXT
        number = theme.blit_text(surface, fonts, str(day.day), (rect.x + 8, rect.y + 4), 16, dim, "bold")
        if not inside:
            return
        note_h = fonts.get(16).get_linesize()
        note = pygame.Rect(rect.x + 3, rect.bottom - 3 - note_h, rect.w - 6, note_h)
        # the middle: between the day's number above and a note under it, measured (the text size may be larger)
        middle = pygame.Rect(rect.x + 3, number.bottom, rect.w - 6, note.y - number.bottom)
        if middle.h < note_h:  # no room for three lines (a large text size): the score goes beside the day's number
            middle = pygame.Rect(number.right + 4, rect.y + 2, rect.right - 4 - number.right - 4, number.h + 2)
        if run is not None:
            theme.draw_text_box(surface, fonts, str(run.score), middle, 26,
                                theme.TEXT if run.finished else theme.HIGHLIGHT, "bold", "center", "middle")
            if not run.finished:
                theme.draw_text_box(surface, fonts, "unfinished", note, 16, theme.HIGHLIGHT, align="center")
        elif day < self.today:
            theme.draw_text_box(surface, fonts, "—", middle, 22, theme.TEXT_DIM, align="center", valign="middle")
        elif day == self.today:
            theme.draw_text_box(surface, fonts, "today", middle, 16, theme.ACCENT, "bold", "center", "middle")
        if practice and (run is None or run.finished):
            words = f"+{practice} practice"
            if fonts.get(16).size(words)[0] > note.w - 4:  # a narrow cell (a large text size): the count alone
                words = f"+{practice}"
            theme.draw_text_box(surface, fonts, words, note, 16, theme.TEXT_DIM, align="center")

    def _draw_side(self, surface) -> None:
        fonts = self.app.fonts
        theme.draw_panel(surface, SIDE, theme.PANEL_DARK)
        x, w = SIDE.x + 20, SIDE.w - 40
        streak_text = f"Streak: {self.streak} day{'s' if self.streak != 1 else ''}"
        theme.blit_text(surface, fonts, streak_text, (x, SIDE.y + 16), 24, theme.GOOD if self.streak else theme.TEXT,
                        "bold")
        scores = [r.score for r in self.days.values() if r.finished]
        played = len(self.days)
        facts = f"Longest {self.best_streak} · {played} day{'' if played == 1 else 's'} played"
        if scores:
            facts += f" · best {max(scores)}"
        theme.draw_text_box(surface, fonts, facts, pygame.Rect(x, SIDE.y + 52, w, 24), 16, theme.TEXT_DIM)
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, SIDE.y + 88), (x + w, SIDE.y + 88))
        day = self.selected
        theme.blit_text(surface, fonts, f"{day_text(day)} {day.year}", (x, SIDE.y + 102), 22, theme.ACCENT, "bold")
        y = SIDE.y + 140
        if self.found is None:
            return
        spec, plugin = self.found
        deal = plugin.today_deal(day)
        run = self.days.get(day)
        lines = [(f"{spec.title} · {plugin.deal_label(deal['options'])}", theme.TEXT),
                 (f"Code {deal['code']}", theme.TEXT_DIM)]
        if run is not None:
            state = "finished" if run.finished else f"left at turn {run.turns + 1}: it counts as it stands"
            lines.append((f"The day's score: {run.score} ({state}).", theme.GOOD if run.finished else theme.HIGHLIGHT))
        elif day > self.today:
            lines.append(("Not dealt yet.", theme.TEXT_DIM))
        elif day == self.today:
            lines.append(("Not played yet: your first run today counts.", theme.TEXT))
        else:
            lines.append(("Not played that day. Its deal can still be played as practice.", theme.TEXT_DIM))
        extra = [r for r in self.runs.runs if r.daily == day and r.practice and r.finished]
        if extra:
            lines.append((f"Practice: {', '.join(str(r.score) for r in extra[:6])}.", theme.TEXT_DIM))
        for text, colour in lines:
            used = theme.draw_text_box(surface, fonts, text, pygame.Rect(x, y, w, 52), 18, colour)
            y = used.bottom + 10
        self.open_button.draw(surface, fonts)
        if day <= self.today:
            self.play_button.draw(surface, fonts)
