"""Scores: per game, the finished-match statistics, the player's record against each AI level, and (for games
with a solo mode) the solo high-score tables, best first."""

from __future__ import annotations

import pygame

from baraza.game.persistence.scores import LevelRecord
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, tab_row
from baraza.scenes.ui.words import format_duration

LEFT, RIGHT, TOP = 140, 1140, 160
WON, LOST, DRAWN = theme.GOOD, theme.BAD, (128, 132, 140)
KEEPER_POLL = 0.1  # seconds between looks at the score keeper while it reads or writes this game's rows


def level_label(level: str) -> str:
    return "Random mover" if level == "random" else f"AI {level}"


class ScoresScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.specs = available_games()
        self.games = [spec.name for spec in self.specs]
        self.index = self.games.index(game) if game in self.games else 0
        self.tabs = tab_row([spec.title for spec in self.specs], self.select)
        self.back = Button(pygame.Rect(1000, 660, 140, 44), "Back", app.stack.pop)
        self.category = 0
        self.select(self.index)

    def select(self, index: int, category: int = 0) -> None:
        """Show game `index`: its figures are read here (from the app's score keeper, which answers from
        memory) and again only when the keeper's `version` changes, never per frame."""
        self.index = index
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        spec = self.specs[index]
        self.version = self.app.scores.version
        self.stats = self.app.scores.stats(spec.name)
        self.record: list[LevelRecord] = self.app.scores.record_against_ai(spec.name, spec.ai_levels)
        self.categories = self.app.scores.categories(spec.name)
        self.category = category if category < len(self.categories) else 0
        self.tables = {name: self.app.scores.top_scores(spec.name, name) for name in self.categories}
        # Only games with a solo mode (or solo scores kept from before) get the high-score panel.
        self.solo = spec.has_solo or bool(self.categories)

    def update(self, dt: float) -> None:
        if self.app.scores.version != self.version:  # a write landed or a game's rows were read
            self.select(self.index, self.category)
            self.app.request_redraw()  # the keeper's thread posts no event: the news is drawn from here

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input and the keeper's news redraw it

    def next_poll(self) -> float | None:
        """While the keeper has not read this game's rows yet, or has writes queued, look for its news."""
        keeper = self.app.scores
        return KEEPER_POLL if not keeper.loaded(self.specs[self.index].name) or keeper.pending() else None

    # --- where things go ---------------------------------------------------------------------------
    def panels(self) -> dict[str, pygame.Rect]:
        """The panels of the selected game: statistics and record side by side, high scores below (solo)."""
        height = 236 if self.solo else 286
        rects = {"stats": pygame.Rect(LEFT, TOP, 360, height),
                 "record": pygame.Rect(LEFT + 380, TOP, RIGHT - LEFT - 380, height)}
        if self.solo:
            rects["high"] = pygame.Rect(LEFT, TOP + height + 14, RIGHT - LEFT, 640 - TOP - height - 6)
        return rects

    def _category_rects(self) -> list[pygame.Rect]:
        high = self.panels().get("high")
        if high is None:
            return []
        return [pygame.Rect(high.x + 250 + i * 150, high.y + 12, 140, 34) for i in range(len(self.categories))]

    # --- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent in ("cancel", "back", "confirm"):
                self.app.stack.pop()
            elif intent in ("right", "next"):
                self.select((self.index + 1) % len(self.games))
            elif intent in ("left", "previous"):
                self.select((self.index - 1) % len(self.games))
            elif intent in ("down", "up") and self.categories:
                self.category = (self.category + (1 if intent == "down" else -1)) % len(self.categories)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self._category_rects()):
                if rect.collidepoint(event.pos):
                    self.category = i
                    return True
        for widget in (*self.tabs, self.back):
            if widget.handle_event(event):
                return True
        return True

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Scores", (LEFT, 28), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        panels = self.panels()
        self.draw_stats(surface, panels["stats"])
        self.draw_record(surface, panels["record"])
        if "high" in panels:
            self.draw_high_scores(surface, panels["high"])
        self.back.draw(surface, fonts)

    def draw_stats(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        theme.draw_panel(surface, rect)
        s = self.stats
        rows = [("Matches finished", str(s.played)), ("Won by a human", str(s.human_wins)),
                ("Average turns", f"{s.mean_turns:g}"), ("Time played", format_duration(s.total_seconds))]
        if s.solo_played:  # a solo run is not a win: counted apart
            rows.insert(2, ("Solo runs", str(s.solo_played)))
        theme.blit_text(surface, fonts, "Statistics", (rect.x + 20, rect.y + 16), 24, theme.ACCENT, "bold")
        step = min(48, (rect.h - 70) // len(rows))
        for i, (label, value) in enumerate(rows):
            y = rect.y + 66 + i * step
            theme.blit_text(surface, fonts, label, (rect.x + 20, y), 19)
            theme.blit_text(surface, fonts, value, (rect.right - 20, y), 19, theme.ACCENT, "bold", "topright")

    def draw_record(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Won / lost / drawn against each AI level, with a bar of the shares."""
        fonts = self.app.fonts
        theme.draw_panel(surface, rect)
        theme.blit_text(surface, fonts, "Your record against the AI", (rect.x + 20, rect.y + 16), 24,
                        theme.ACCENT, "bold")
        spec = self.specs[self.index]
        cols = {"won": rect.x + 230, "lost": rect.x + 300, "drawn": rect.x + 370}
        bar_x, bar_w = rect.x + 420, rect.right - 20 - (rect.x + 420)
        header_y = rect.y + 58
        theme.blit_text(surface, fonts, "Opponent", (rect.x + 20, header_y), 16, theme.TEXT_DIM, "bold")
        for key, x in cols.items():
            theme.blit_text(surface, fonts, key.capitalize(), (x, header_y), 16, theme.TEXT_DIM, "bold", "midtop")
        rows = self.record or [LevelRecord(level) for level in spec.ai_levels]
        footnote = spec.max_seats > 2
        room = rect.bottom - (header_y + 28) - (30 if footnote else 10)
        step = max(26, min(44, room // max(1, len(rows))))
        for i, row in enumerate(rows):
            y = header_y + 28 + i * step
            dim = row.played == 0
            theme.blit_text(surface, fonts, level_label(row.level), (rect.x + 20, y), 18,
                            theme.TEXT_DIM if dim else theme.TEXT)
            for key, x in cols.items():
                value = getattr(row, key)
                theme.blit_text(surface, fonts, str(value), (x, y), 18,
                                theme.TEXT_DIM if dim else theme.TEXT, "bold", "midtop")
            bar = pygame.Rect(bar_x, y + 3, bar_w, 16)
            if dim:
                theme.blit_text(surface, fonts, "not played yet", (bar.x, y), 16, theme.TEXT_DIM)
                continue
            x = bar.x
            for count, colour in ((row.won, WON), (row.drawn, DRAWN), (row.lost, LOST)):
                width = round(bar.w * count / row.played)
                if width:
                    pygame.draw.rect(surface, colour, (x, bar.y, min(width, bar.right - x), bar.h))
                x += width
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar, width=1)
        if footnote:
            theme.draw_text_box(surface, fonts, "A match with several AI players counts under the strongest.",
                                pygame.Rect(rect.x + 20, rect.bottom - 28, rect.w - 40, 20), 15, theme.TEXT_DIM)

    def draw_high_scores(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The top ten of the chosen solo table, in two columns of five."""
        fonts = self.app.fonts
        theme.draw_panel(surface, rect)
        first = self._category_rects()[:1]
        title_w = (first[0].x if first else rect.right) - 10 - (rect.x + 20)  # never under the first category
        theme.draw_text_box(surface, fonts, "Solo high scores", pygame.Rect(rect.x + 20, rect.y + 12, title_w, 34), 24,
                            theme.ACCENT, "bold", valign="middle")
        if not self.categories:
            theme.blit_text(surface, fonts, "No solo scores yet. Each finished solo game enters a top-10 table here.",
                            (rect.x + 20, rect.y + 62), 18, theme.TEXT_DIM)
            return
        for i, cat_rect in enumerate(self._category_rects()):
            active = i == self.category
            pygame.draw.rect(surface, theme.ACCENT if active else theme.BUTTON, cat_rect, border_radius=6)
            theme.draw_text_box(surface, fonts, self.categories[i], cat_rect.inflate(-10, -6), 17,
                                theme.TEXT_DARK if active else theme.TEXT, "bold", "center", "middle")
        table = self.tables.get(self.categories[self.category], [])
        half = (rect.w - 40) // 2
        header_y = rect.y + 60
        for column in range(2 if len(table) > 5 else 1):
            x0 = rect.x + 20 + column * half
            for dx, label in ((4, "#"), (44, "Score"), (150, "Seed"), (260, "Date")):
                theme.blit_text(surface, fonts, label, (x0 + dx, header_y), 16, theme.TEXT_DIM, "bold")
        for row in table:
            column, line = divmod(row.rank - 1, 5)
            x0 = rect.x + 20 + column * half
            y = header_y + 26 + line * 28
            cells = ((4, str(row.rank), theme.TEXT, "sans"), (44, str(row.score), theme.ACCENT, "bold"),
                     (150, str(row.seed), theme.TEXT, "sans"), (260, row.achieved_at[:16].replace("T", " "), theme.TEXT,
                                                                 "sans"))
            for i, (dx, text, colour, face) in enumerate(cells):  # each in its own cell: a larger text size shrinks back
                right = cells[i + 1][0] - 6 if i + 1 < len(cells) else half - 10
                theme.draw_text_box(surface, fonts, text, pygame.Rect(x0 + dx, y, right - dx, 27), 18, colour, face)
