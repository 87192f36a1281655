"""The History screen's list of matches: one row per match, newest first, a selected row, wheel and arrow keys
to move through them. It only draws and picks; the screen decides what the rows are (filters)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

import pygame

from baraza.game.persistence.history import HistoryEntry
from baraza.game.registry import get_game
from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

ROW = 40
OUTCOME_COLOURS = {"won": theme.GOOD, "lost": theme.BAD, "drawn": (150, 156, 166), "unfinished": theme.TEXT_DIM,
                   "solo": theme.ACCENT, "watched": theme.TEXT_DIM, "hotseat": theme.TEXT}
OUTCOME_WORDS = {"won": "Won", "lost": "Lost", "drawn": "Drawn", "unfinished": "Unfinished", "solo": "Solo run",
                 "watched": "AI only", "hotseat": "won"}
COLUMNS = (("When", 16), ("Game", 186), ("Who played", 306), ("Result", 556), ("Turns", 716), ("Time", 826))


def _luminance(colour) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def on_band(colour, band=theme.BUTTON_HOVER, ratio: float = 4.5) -> tuple[int, int, int]:
    """`colour` lifted towards white until it reads on the selected row's band, its hue kept as far as it can be
    ("Drawn 13–13" drew dim grey on the highlighted row: blind tester khedu23)."""
    r, g, b = colour[:3]
    for step in range(11):
        lifted = tuple(int(c + (255 - c) * step / 10) for c in (r, g, b))
        if contrast(lifted, band) >= ratio:
            return lifted
    return (255, 255, 255)


def column_width(index: int, list_width: int) -> int:
    """The room of column `index` (its title and its cells): up to the next column, 10 px apart."""
    right = COLUMNS[index + 1][1] if index + 1 < len(COLUMNS) else list_width - 12
    return right - COLUMNS[index][1] - 10


def practice_words(fonts: Fonts, result: str, outcome: str, width: int, size: int = 17) -> str:
    """A practice game's result cell, whole in its column: with its score, else without it, else "Practice" alone
    ("Practice ·…" was all a tester could read of "Practice · Unfinished")."""
    tries = [f"Practice · {result}", f"Practice · {outcome}", "Practice"]
    return next((t for t in tries if not theme.fit_lines(fonts, t, (width, ROW - 8), size)[2]), tries[-1])


def when_text(when: datetime, now: datetime | None = None) -> str:
    now = now or datetime.now(when.tzinfo)
    if when.date() == now.date():
        return f"Today {when:%H:%M}"
    return f"{when.day} {when:%b %Y}" if when.year != now.year else f"{when.day} {when:%b} {when:%H:%M}"


def opponents_text(levels: list[str]) -> str:
    """The AIs at the table, each counted: "AI normal", "2 AI normal", "AI easy and AI hard"."""
    counted = [(level, levels.count(level)) for level in sorted(set(levels), key=levels.index)]
    parts = [("random mover" if level == "random" else f"AI {level}") if n == 1 else
             (f"{n} random movers" if level == "random" else f"{n} AI {level}") for level, n in counted]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def seats_text(entry: HistoryEntry) -> str:
    if entry.solo:
        return "You, alone"
    humans = entry.human_seats()
    levels = entry.levels()
    if not humans:
        return "AI only: " + opponents_text(levels)
    if not levels:
        return f"{len(humans)} players, hot-seat"
    # every opponent counted: "You vs AI normal" read as one AI where two sat at the table (playtest)
    who = "You" if len(humans) == 1 else f"{len(humans)} players"
    return f"{who} vs {opponents_text(levels)}"


def turns_text(entry: HistoryEntry) -> str:
    """The Turns column: the turns as the table and its results count them ("10 turns"; a Konja tester read "66" of
    their own moves beside the results' "10 turns"), the one under way counted for a match left unfinished (a run
    left on turn 2 read "1"); the player's own moves for a record that kept no turn count."""
    return str(entry.turns()) if entry.turns() else str(entry.player_moves())


def score_text(entry: HistoryEntry) -> str:
    """The final score, the player's first ("17–20"), for a game scored in points; "" for a game whose scores only
    say who won (1 and 0): a Khedu result read "Lost" alone, with no score (a playtest)."""
    scores = entry.scores
    humans = entry.human_seats()
    if len(scores) < 2 or len(humans) != 1 or all(s in (0, 0.5, 1) for s in scores):
        return ""
    return "–".join(f"{scores[i]:g}" for i in result_order(entry))


def result_order(entry: HistoryEntry) -> list[int]:
    """The seats as a Result's score lists them: the one player first, then the others in turn order."""
    me = entry.human_seats()[0]
    return [me] + [i for i in play_order(entry) if i != me]


def play_order(entry: HistoryEntry) -> list[int]:
    """The seats in turn order, as the table listed them (a game may draw its turn order, so a score read
    "5–11–8" in seat order under a table listed in another: s34): the order they first moved in, kept with the
    entry when its record was read; seat order where it is not known."""
    order = [s for s in getattr(entry, "turn_order", ()) if 0 <= s < len(entry.scores)]
    return order + [s for s in range(len(entry.scores)) if s not in order]


def minutes_text(seconds: float) -> str:
    minutes = round(seconds / 60)
    return "under a minute" if minutes < 1 else f"{minutes} min"


def game_title(name: str) -> str:
    try:
        return get_game(name).rules.title
    except (ImportError, KeyError):
        return name


class HistoryList:
    def __init__(self, rect: pygame.Rect, on_open: Callable[[HistoryEntry], None]) -> None:
        self.rect = rect
        self.on_open = on_open
        self.entries: list[HistoryEntry] = []
        self.selected = 0
        self.top = 0  # first row shown
        self._last_click: tuple[int, int] = (-1, 0)
        self.reading = False  # the history is still being read: an empty list is not "no matches"
        self.chosen = False  # the player picked a row: it stays picked while a read adds rows around it

    @property
    def rows_shown(self) -> int:
        return max(1, (self.rect.h - 44) // ROW)

    def set_entries(self, entries: Sequence[HistoryEntry]) -> None:
        self.entries = list(entries)
        self.selected = min(self.selected, max(0, len(self.entries) - 1))
        self._keep_in_view()

    def select_path(self, path) -> None:
        """Choose the entry of this file again if it is listed (its place may have moved)."""
        for index, entry in enumerate(self.entries):
            if entry.path == path:
                self.selected = index
                self._keep_in_view()
                return

    def current(self) -> HistoryEntry | None:
        return self.entries[self.selected] if self.entries else None

    def move(self, step: int) -> None:
        if self.entries:
            self.chosen = True
            self.selected = max(0, min(len(self.entries) - 1, self.selected + step))
            self._keep_in_view()

    def _keep_in_view(self) -> None:
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.rows_shown:
            self.top = self.selected - self.rows_shown + 1
        self.top = max(0, min(self.top, max(0, len(self.entries) - self.rows_shown)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.top = max(0, min(self.top - event.y * 3, max(0, len(self.entries) - self.rows_shown)))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            row = (event.pos[1] - self.rect.y - 40) // ROW
            index = self.top + row
            if row >= 0 and index < len(self.entries):
                now = pygame.time.get_ticks()
                double = self._last_click[0] == index and now - self._last_click[1] < 450
                self.selected, self._last_click = index, (index, now)
                self.chosen = True
                if double:
                    self.on_open(self.entries[index])
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        theme.draw_panel(surface, self.rect)
        x0 = self.rect.x
        for i, (title, x) in enumerate(COLUMNS):  # each title in its column: at 150 % "Your moves" ran into "Time"
            theme.blit_fit(surface, fonts, title, (x0 + x, self.rect.y + 12), 16, column_width(i, self.rect.w),
                           theme.TEXT_DIM, "bold")
        if not self.entries:
            words = "None of the matches read so far is one of these; still reading the rest…" if self.reading \
                else "No matches here yet. Every match you play is kept here, to replay and analyse."
            theme.draw_text_box(surface, fonts, words, self.rect.inflate(-80, -120), 20, theme.TEXT_DIM,
                                align="center", valign="middle")
            return
        for row, entry in enumerate(self.entries[self.top:self.top + self.rows_shown]):
            index = self.top + row
            y = self.rect.y + 40 + row * ROW
            band = pygame.Rect(x0 + 6, y, self.rect.w - 12, ROW - 4)
            if index == self.selected:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, band, border_radius=6)
            outcome = entry.outcome()
            cells = [(when_text(entry.run.when), theme.TEXT), (game_title(entry.game), theme.TEXT),
                     (seats_text(entry), theme.TEXT), (OUTCOME_WORDS[outcome], OUTCOME_COLOURS[outcome]),
                     (turns_text(entry), theme.TEXT), (minutes_text(entry.run.duration), theme.TEXT)]
            if outcome in ("won", "lost", "drawn") and score_text(entry):
                cells[3] = (f"{cells[3][0]} {score_text(entry)}", cells[3][1])
            if entry.solo and entry.run.finished:
                cells[3] = (f"Solo: {entry.run.score}", theme.ACCENT)
            elif outcome == "hotseat":
                cells[3] = (f"{entry.winner_names()} won", theme.TEXT)
            if getattr(entry, "from_replay", False):  # played on from a replay: practice, not a match won
                cells[3] = (practice_words(fonts, cells[3][0], OUTCOME_WORDS[outcome], column_width(3, self.rect.w)),
                            theme.TEXT_DIM)  # (the same box as the cells below)
            for i, ((text, colour), (_, x)) in enumerate(zip(cells, COLUMNS, strict=True)):
                colour = on_band(colour) if index == self.selected else colour
                box = pygame.Rect(x0 + x, y + 2, column_width(i, self.rect.w), ROW - 8)
                theme.draw_text_box(surface, fonts, text, box, 17, colour, valign="middle")
        if len(self.entries) > self.rows_shown:
            inner_h = self.rect.h - 48
            bar_h = max(24, inner_h * self.rows_shown // len(self.entries))
            bar_y = self.rect.y + 40 + (inner_h - bar_h) * self.top // max(1, len(self.entries) - self.rows_shown)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (self.rect.right - 8, bar_y, 4, bar_h), border_radius=2)
