"""History: every match played, newest first, to replay, analyse, export; a statistics page per game.

The records are read on a thread by the app's HistoryReader (a long history must not freeze the window; a file
unchanged since it was proven is not read again; leaving History cancels the read); a record that cannot be
read is skipped and counted in one line. Filters: game, opponent level, result. "Import" takes a record file (typed,
or dropped on the window), checks it move by move and adds it.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from baraza.game.persistence import history
from baraza.game.persistence.history import History, HistoryEntry
from baraza.game.persistence.paths import data_dir
from baraza.game.registry import available_games
from baraza.scenes.event_wait import wake_window
from baraza.scenes.history.match_list import (
    COLUMNS,
    ROW,
    HistoryList,
    column_width,
    game_title,
    result_order,
    score_text,
)
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, ChoiceRow

LEFT, RIGHT = 140, 1140
FROM_REPLAY = "from replay"  # the Result filter "Practice": matches played on from a replay's position
READ_POLL = 0.1  # seconds between looks at the reader while it reads (its WAKE_EVENT usually comes first)
RESULTS = [(None, "Any"), ("won", "Won"), ("lost", "Lost"), ("drawn", "Drawn"), ("unfinished", "Unfinished"),
           ("solo", "Solo runs"), ("hotseat", "Hot-seat"), (FROM_REPLAY, "Practice")]


WHEN_TIP = "When: the time the match ended (or, left unfinished, when it was last played)"


def scores_named(entry: HistoryEntry) -> str:
    """Every seat's final score, named in the Result's order ("You (Red) 7 · Blue 10 · White 7" for "Lost 7–10–7":
    a KROWNIA tester could not tell whose 10 it was); "" where the Result shows no score."""
    if not score_text(entry):
        return ""
    from baraza.game.registry import get_game  # the seat names are the game's

    seats = len(entry.run.seats)
    try:
        names = list(get_game(entry.game).rules.seat_names(seats))
    except (ImportError, KeyError, ValueError):
        names = [f"Seat {i + 1}" for i in range(seats)]
    me = entry.human_seats()[0]
    names[me] = f"You ({names[me]})"
    return " · ".join(f"{names[i]} {entry.scores[i]:g}" for i in result_order(entry))


def picked_line(entry: HistoryEntry) -> str:
    """The line under the list for the picked match: which time When gives, and whose scores its Result gives."""
    when = ("Ended" if entry.run.finished else "Last played") + f" {entry.run.when.day} {entry.run.when:%b %Y, %H:%M}"
    scores = scores_named(entry)
    return f"{when} · Scores: {scores}" if scores else when


def shown_result(entry: HistoryEntry) -> str:
    """The Result filter's kind of a record: a match played on from a replay is practice, not a won (or lost)
    match: one winning move from a replay read as a win (a Kona playtest)."""
    return FROM_REPLAY if entry.from_replay else entry.outcome()


class HistoryScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs = available_games()
        self.history: History | None = None
        self._version = -1  # the reader's list this screen shows (its version)
        self.list = HistoryList(pygame.Rect(LEFT, 204, RIGHT - LEFT, 392), self.open_replay)
        self.game_row = ChoiceRow(pygame.Rect(LEFT, 144, 320, 44), "Game",
                                  [(None, "All")] + [(s.name, s.rules.title) for s in self.specs],
                                  on_change=lambda _v: self.refilter())
        self.level_row = ChoiceRow(pygame.Rect(LEFT + 340, 144, 320, 44), "Opponent", [(None, "Any")],
                                   on_change=lambda _v: self.refilter())
        self.result_row = ChoiceRow(pygame.Rect(LEFT + 680, 144, RIGHT - LEFT - 680, 44), "Result", RESULTS,
                                    on_change=lambda _v: self.refilter())
        y = 640
        self.buttons = {
            "replay": Button(pygame.Rect(LEFT, y, 150, 46), "Replay", self.replay_selected, accent=True),
            "stats": Button(pygame.Rect(LEFT + 166, y, 170, 46), "Statistics", lambda: self.app.show(
                "history_stats", self.history, self.game_row.value or self._selected_game())),
            "export": Button(pygame.Rect(LEFT + 352, y, 140, 46), "Export", self.export_selected),
            "import": Button(pygame.Rect(LEFT + 508, y, 140, 46), "Import", lambda: self.app.show(
                "import_record", self.import_file)),
            "back": Button(pygame.Rect(RIGHT - 140, y, 140, 46), "Back", self.app.stack.pop),
        }
        # by keys: Tab goes list → Game → Opponent → Result → each button, and back with Shift+Tab; ←/→ change a
        # filter, Enter presses a button (a keys tester reached neither the filters after Game nor Statistics)
        self.stops: list[object] = [self.list, self.game_row, self.level_row, self.result_row, *self.buttons.values()]
        self.stop = 0
        self.reload()

    # --- reading ---------------------------------------------------------------------------------
    def reload(self) -> None:
        self.app.history_reader.start(on_done=wake_window)

    def on_resume(self) -> None:
        self.reload()  # a match played or imported meanwhile shows up

    def on_exit(self) -> None:
        self.app.history_reader.cancel()  # leaving History stops its read

    def update(self, dt: float) -> None:
        reader = self.app.history_reader
        if reader.version != self._version and reader.history is not None:
            self.history, self._version = reader.history, reader.version
            levels = self.history.all_levels()
            self.level_row.choices = [(None, "Any")] + [(lv, f"AI {lv}" if lv != "random" else "Random")
                                                        for lv in levels]
            self.level_row.index = min(self.level_row.index, len(self.level_row.choices) - 1)
            self.refilter()
            self.app.request_redraw()  # the records replace "Reading your matches…" with no input
        has = self.list.current() is not None
        for name in ("replay", "export"):
            self.buttons[name].enabled = has

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself ("Reading your matches…" is still): input and news redraw it

    def next_poll(self) -> float | None:
        """While the app's reader reads, look for its answer (update redraws when a read completes)."""
        reader = self.app.history_reader
        waiting = reader.reading or (reader.history is not None and reader.version != self._version)
        return READ_POLL if waiting else None

    def refilter(self) -> None:
        if self.history is None:
            return
        game, level, result = self.game_row.value, self.level_row.value, self.result_row.value
        chosen = self.list.current() if self.list.chosen else None  # a read adds records: a pick stays picked
        self.list.reading = not self.history.complete
        self.list.set_entries([e for e in self.history.entries if not e.untouched()  # left before a move: nothing
                               and (game is None or e.game == game) and (level is None or level in e.levels())
                               and (result is None or shown_result(e) == result)])
        if chosen is not None:
            self.list.select_path(chosen.path)

    def _selected_game(self) -> str | None:
        entry = self.list.current()
        return entry.game if entry else (self.specs[0].name if self.specs else None)

    # --- acting on a record ------------------------------------------------------------------------
    def replay_selected(self) -> None:
        entry = self.list.current()
        if entry is not None:
            self.open_replay(entry)

    def open_replay(self, entry: HistoryEntry) -> None:
        try:
            match = history.replay_entry(entry)
        except ValueError as exc:
            self.app.toast(str(exc), 5, theme.BAD)
            return
        self.app.show("replay", match, title=f"{game_title(entry.game)}, {entry.run.when:%d %b %Y}",
                      origin=entry.path.name)

    def export_selected(self) -> None:
        entry = self.list.current()
        if entry is None:
            return
        folder = data_dir() / "exports"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = history.export_record(entry, folder)
        except (OSError, ValueError) as exc:
            self.app.toast(f"Could not export: {exc}", 5, theme.BAD)
            return
        self.app.toast(f"Exported to {path}", 6)

    def import_file(self, path: Path) -> bool:
        """Check and add a record file; True when it joined the history (the import box closes then)."""
        try:
            entry = history.import_record(path)
        except (OSError, ValueError) as exc:
            self.app.toast(str(exc), 6, theme.BAD)
            return False
        self.app.toast(f"Imported: {game_title(entry.game)}, {entry.run.turns} turns.", 4, theme.GOOD)
        self.reload()
        return True

    # --- input and drawing -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.import_file(Path(event.file))
            return True
        intent = intent_of(event)
        if intent is not None and self._key(intent.name):
            return True
        for widget in (self.game_row, self.level_row, self.result_row, self.list, *self.buttons.values()):
            if widget.handle_event(event):
                return True
        return True

    def _key(self, name: str) -> bool:
        """A key's intent on this screen: True when it did something."""
        stop = self.stops[self.stop]
        if name in ("next", "previous"):
            self.stop = (self.stop + (1 if name == "next" else -1)) % len(self.stops)
            if isinstance(self.stops[self.stop], Button) and not self.stops[self.stop].enabled:
                return self._key(name)  # a greyed button is no stop
            self._mark_focus()
            return True
        if name in ("cancel", "back"):
            self.app.stack.pop()
            return True
        if isinstance(stop, ChoiceRow) and name in ("left", "right"):
            stop.step(1 if name == "right" else -1)
            return True
        if isinstance(stop, Button) and name == "confirm":
            if stop.enabled:
                stop.on_click()
            return True
        act = {"up": lambda: self.list.move(-1), "down": lambda: self.list.move(1),
               "page_up": lambda: self.list.move(-self.list.rows_shown),
               "page_down": lambda: self.list.move(self.list.rows_shown), "confirm": self.replay_selected}.get(name)
        if act is None:
            return False
        act()
        return True

    def _mark_focus(self) -> None:
        for i, stop in enumerate(self.stops):
            if not isinstance(stop, HistoryList):
                stop.focused = i == self.stop

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "History", (LEFT, 28), 42, theme.ACCENT, "title")
        theme.draw_text_box(surface, fonts, "Every match you played. Pick one to replay it move by move and see "
                            "where it was won and lost.", pygame.Rect(LEFT, 92, theme.LOGICAL_SIZE[0] - 2 * LEFT, 26),
                            18, theme.TEXT_DIM)
        for row in (self.game_row, self.level_row, self.result_row):
            row.draw(surface, fonts)
        if self.history is None or not (self.history.complete or self.history.entries):  # nothing to list yet
            theme.draw_panel(surface, self.list.rect)
            theme.blit_text(surface, fonts, "Reading your matches…", self.list.rect.center, 20, theme.TEXT_DIM,
                            anchor="center")
        else:
            self.list.draw(surface, fonts)
            if not self.history.complete:
                theme.draw_text_box(surface, fonts, f"Still reading: {len(self.history.entries):,} of "
                                    f"{self.history.total:,} matches listed so far.",
                                    pygame.Rect(LEFT, 604, RIGHT - LEFT, 24), 15, theme.TEXT_DIM)
            elif self.history.problems:
                n = len(self.history.problems)
                theme.draw_text_box(surface, fonts, f"{n} record{'s' if n != 1 else ''} could not be read and "
                                    f"{'are' if n != 1 else 'is'} left out: {self.history.problems[0]}",
                                    pygame.Rect(LEFT, 604, RIGHT - LEFT, 24), 15, theme.TEXT_DIM)
            elif self.list.current() is not None:  # the picked match, in words a key player sees too
                theme.draw_text_box(surface, fonts, picked_line(self.list.current()),
                                    pygame.Rect(LEFT, 604, RIGHT - LEFT, 24), 15, theme.TEXT_DIM)
        for button in self.buttons.values():
            button.draw(surface, fonts)
        self._tips(fonts)

    def _tips(self, fonts) -> None:
        """What the list's words leave unsaid, on hover (the tooltip of ui/tooltip.py): whose scores a Result
        gives, and which time When is."""
        listed = self.list
        fonts.shortened.append((pygame.Rect(listed.rect.x + COLUMNS[0][1], listed.rect.y + 6,
                                            column_width(0, listed.rect.w), 30), WHEN_TIP))
        if self.history is None:
            return
        for row, entry in enumerate(listed.entries[listed.top:listed.top + listed.rows_shown]):
            scores = scores_named(entry)
            if scores:
                box = pygame.Rect(listed.rect.x + COLUMNS[3][1], listed.rect.y + 40 + row * ROW,
                                  column_width(3, listed.rect.w), ROW - 4)
                fonts.shortened.append((box, f"Final scores: {scores}"))
