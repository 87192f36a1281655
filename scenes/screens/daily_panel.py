"""The main menu's panel of today's deal: which deal, whether it is played and its score, the streak, and
the ways in (play or continue it, practise it, the calendar, play a code, the run history).

It shows the first game whose solo-runs module deals a daily (GameSpec.solo_runs); without one it is empty.
"""

from __future__ import annotations

from datetime import date

import pygame

from baraza.game.core.match import Match
from baraza.game.persistence.runs import DailyStatus, RunList, daily_status, solo_plugin
from baraza.game.registry import available_games
from baraza.scenes.event_wait import wake_window
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import LABEL_PAD, Button

PANEL = pygame.Rect(44, 250, 380, 420)


def daily_game():
    """(spec, solo-runs module) of the first game with a daily deal, or None."""
    for spec in available_games():
        plugin = solo_plugin(spec)
        if plugin is not None and hasattr(plugin, "today_deal"):
            return spec, plugin
    return None


def day_text(day: date) -> str:
    return f"{day:%a} {day.day} {day:%b}"


def status_lines(status: DailyStatus) -> list[tuple[str, tuple[int, int, int]]]:
    """What the panel and the calendar say about the day's run: played, in progress, left, or not yet."""
    run = status.run
    if run is None:
        lines = [("Not played yet today.", theme.TEXT)]
    elif run.finished:
        lines = [(f"Played: {run.score} points.", theme.GOOD)]
    else:
        lines = [(f"Started: {run.score} so far, turn {run.turns + 1}. It counts as it stands.", theme.HIGHLIGHT)]
    if status.practice:
        best = max((r.score for r in status.practice if r.finished), default=None)
        extra = f" (best {best})" if best is not None else ""
        lines.append((f"{len(status.practice)} practice run{'s' if len(status.practice) > 1 else ''}{extra}; "
                      "practice never changes the day's score.", theme.TEXT_DIM))
    return lines


def pair_split(fonts: theme.Fonts, labels: tuple[str, str], size: int, room: int) -> int:
    """The first of two buttons' width in a row `room` px wide: halves while both labels fit, else shared by
    their labels' widths (at 150 % "Play a code" in half the row shrank back to its 100 % size)."""
    need = [fonts.get(size, "bold").size(text)[0] + 2 * LABEL_PAD + 2 for text in labels]
    if max(need) <= room // 2:
        return room // 2
    if sum(need) <= room:
        return max(need[0], min(room // 2, room - need[1]))
    return need[0] - (sum(need) - room) // 2  # both a little short: each shrinks one step at most


class DailyPanel:
    def __init__(self, app, runs: RunList | None = None, today: date | None = None) -> None:
        self.app = app
        self.found = daily_game()
        self.buttons: list[Button] = []
        self.status: DailyStatus | None = None
        self._version = -1  # the runs reader's version this panel shows
        self._given = False
        if self.found is None:
            return
        self.spec, self.plugin = self.found
        x, w = PANEL.x + 20, PANEL.w - 40
        half = pair_split(app.fonts, ("Calendar", "Play a code"), 18, w - 12)
        self.play_button = Button(pygame.Rect(x, PANEL.bottom - 168, w, 46), "Play today's deal", self.play,
                                  font_size=20)
        self.buttons = [
            self.play_button,
            Button(pygame.Rect(x, PANEL.bottom - 112, half, 42), "Calendar", lambda: app.show("daily_calendar"),
                   font_size=18, tooltip="Each day's score and your streak"),
            Button(pygame.Rect(x + half + 12, PANEL.bottom - 112, w - 12 - half, 42), "Play a code",
                   lambda: app.show("play_code"), font_size=18, tooltip="Start the deal a code names"),
            Button(pygame.Rect(x, PANEL.bottom - 60, w, 42), "Run history", lambda: app.show("run_history"),
                   font_size=18, tooltip="Best, median and last scores per clan; each run's breakdown"),
        ]
        self.load(runs, today)

    def load(self, runs: RunList | None = None, today: date | None = None) -> None:
        """Take the history and work out today's status; without `runs`, the app's reader reads it on a thread
        (the last read shows meanwhile; at start-up the panel says it is reading) and `update` takes it."""
        if self.found is None:
            return
        self.today = today or date.today()
        self._given = runs is not None  # runs handed over (the calendar's, a render's) are not replaced
        if runs is None:
            self._version = self.app.solo_runs.version
            self.app.solo_runs.request(self.spec.name, on_done=wake_window)
            runs = self.app.solo_runs.latest(self.spec.name)
            if runs is None:
                self.status = None
                self.play_button.enabled = False
                return
        self._show(runs)

    def _show(self, runs: RunList) -> None:
        self.status = daily_status(self.plugin, runs.runs, self.today)
        self.play_button.enabled = True
        run = self.status.run
        if run is None:
            self.play_button.text = "Play today's deal"
        elif not run.finished and self._autosave_of(run.match_id) is not None:
            self.play_button.text = "Continue today's deal"
        else:
            self.play_button.text = "Practise today's deal"
        self.play_button.accent = self.play_button.text != "Practise today's deal"

    @property
    def waiting(self) -> bool:
        """Whether the runs asked for have not come yet (the menu then looks for them)."""
        return self.found is not None and not self._given and self.app.solo_runs.pending(self.spec.name)

    def wait_for_runs(self, timeout: float = 30.0) -> None:
        """Renders and tools only (the window never waits): block until the runs asked for are read, take them."""
        import time

        deadline = time.monotonic() + timeout
        while self.waiting and time.monotonic() < deadline:
            time.sleep(0.01)
        self.update()

    def update(self) -> None:
        """Take a read that completed since the last look (the menu calls this each update)."""
        reader = self.app.solo_runs
        if self.found is None or self._given or reader.version == self._version:
            return
        self._version = reader.version
        runs = reader.latest(self.spec.name)
        if runs is not None:
            self._show(runs)
            self.app.request_redraw()

    @staticmethod
    def _autosave_of(match_id: str):
        from baraza.game.persistence.paths import autosaves_dir

        path = autosaves_dir() / f"{match_id}.json"
        return path if path.is_file() else None

    def play(self) -> None:
        """Today's deal: the day's run continues where it was left; a new one starts otherwise (the run's
        keeper decides whether it is the day's run or practice)."""
        from baraza.game.persistence.autosaves import load_autosave
        from baraza.game.persistence.saves import SaveError

        status = self.status
        if status is None:
            return
        run = status.run
        path = self._autosave_of(run.match_id) if run is not None and not run.finished else None
        if path is not None:
            try:
                match = load_autosave(path)
            except SaveError as exc:
                self.app.show("message", "Cannot continue today's deal", str(exc))
                return
            self.app.show_match(match, cover=True)
            return
        deal = status.deal
        self.app.show_match(Match(self.spec.rules, ["human"], deal["seed"], self.spec.check_options(deal["options"])))

    def draw(self, surface: pygame.Surface) -> None:
        if self.found is None:
            return
        fonts = self.app.fonts
        theme.draw_panel(surface, PANEL, theme.PANEL_DARK)
        x, w = PANEL.x + 20, PANEL.w - 40
        if self.status is None:  # start-up: the runs are being read
            theme.draw_text_box(surface, fonts, f"Today's deal · {day_text(self.today)}",
                                pygame.Rect(x, PANEL.y + 12, w, 28), 18, theme.ACCENT, "bold")
            theme.draw_text_box(surface, fonts, "Reading your runs…", pygame.Rect(x, PANEL.y + 106, w, 28), 17,
                                theme.TEXT_DIM)
            return
        deal = self.status.deal
        theme.draw_text_box(surface, fonts, f"Today's deal · {day_text(self.today)}", pygame.Rect(x, PANEL.y + 12, w, 28),
                            18, theme.ACCENT, "bold")
        theme.draw_text_box(surface, fonts, f"{self.spec.title} · {self.plugin.deal_label(deal['options'])}",
                            pygame.Rect(x, PANEL.y + 42, w, 30), 24, theme.TEXT, "bold")
        theme.blit_text(surface, fonts, f"Code {deal['code']}", (x, PANEL.y + 76), 17, theme.TEXT_DIM)
        y = PANEL.y + 106
        for text, colour in status_lines(self.status):
            used = theme.draw_text_box(surface, fonts, text, pygame.Rect(x, y, w, 48), 17, colour)
            y = used.bottom + 6
        streak = self.status.streak
        words = f"Streak: {streak} day{'s' if streak != 1 else ''}" if streak else "No streak yet: play today's deal"
        # two lines' room over Play (less under a long status): at 150 % in one line's it shrank to 100 %
        top = max(y, self.play_button.rect.y - 70)
        theme.draw_text_box(surface, fonts, words, pygame.Rect(x, top, w, self.play_button.rect.y - 4 - top), 18,
                            theme.GOOD if streak else theme.TEXT_DIM, "bold", valign="bottom")
        # The buttons are drawn by the menu that holds them (they take its keyboard focus too).
