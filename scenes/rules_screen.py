"""The rules, one key away: each game's rules document, shown as readable text with tabs per game."""

from __future__ import annotations

import re
from importlib import resources

import pygame

from baraza.game.registry import GAME_MODULES
from baraza.scenes import theme
from baraza.scenes.backdrop import table_backdrop
from baraza.scenes.game_select import TITLES
from baraza.scenes.scene import Scene
from baraza.scenes.widgets import Button, TextBox

_INLINE = re.compile(r"(\*\*|__|`)")


def read_rules_text(game: str) -> str:
    try:
        return resources.files("baraza.assets").joinpath("rules", f"{game}.md").read_text(encoding="utf-8")
    except (OSError, FileNotFoundError):
        return f"# {TITLES.get(game, game)}\n\nThe rules of this game are not installed yet."


def markdown_lines(fonts, text: str, width: int) -> list[tuple[str, int, tuple, str]]:
    """A small Markdown reader: headings, bullets, tables and paragraphs become styled lines."""
    out: list[tuple[str, int, tuple, str]] = []
    table_header: list[str] | None = None
    for raw in text.splitlines():
        line = _INLINE.sub("", raw.rstrip())
        if not line.strip():
            table_header = None
            out.append(("", 6, theme.TEXT, "sans"))
            continue
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            size = {1: 30, 2: 24}.get(level, 20)
            out.append((line.lstrip("# ").strip(), size, theme.ACCENT, "bold"))
            continue
        if line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            if table_header is None:
                table_header = cells
                continue
            first, rest = cells[0], cells[1:]
            for i, piece in enumerate(theme.wrap_text(fonts, "• " + first, 18, width, "bold")):
                out.append((piece if i == 0 else "   " + piece, 18, theme.TEXT, "bold"))
            for label, cell in zip(table_header[1:], rest, strict=False):
                for piece in theme.wrap_text(fonts, f"{label}: {cell}", 17, width - 30):
                    out.append(("      " + piece, 17, theme.TEXT_DIM, "sans"))
            continue
        indent = ""
        stripped = line.lstrip()
        if stripped.startswith(("- ", "* ")):
            indent, stripped = "   ", "• " + stripped[2:]
        for i, piece in enumerate(theme.wrap_text(fonts, stripped, 18, width - 20)):
            out.append(((indent if i == 0 else indent + "   ") + piece, 18, theme.TEXT, "sans"))
    return out


class RulesScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.games = list(GAME_MODULES)
        self.index = self.games.index(game) if game in self.games else 0
        self.box = TextBox(pygame.Rect(140, 150, 1000, 490))
        self.tabs = []
        x = 140
        for i, name in enumerate(self.games):
            self.tabs.append(Button(pygame.Rect(x, 90, 180, 44), TITLES[name], lambda i=i: self.select(i)))
            x += 196
        self.back = Button(pygame.Rect(1000, 660, 140, 44), "Back", app.stack.pop)
        self.select(self.index)

    def select(self, index: int) -> None:
        self.index = index
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        self.box.lines = markdown_lines(self.app.fonts, read_rules_text(self.games[index]), self.box.rect.w - 30)
        self.box.scroll = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400,
                    pygame.K_SPACE: 400}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key in keys:
                self.box.scroll_by(keys[event.key])
            elif event.key in (pygame.K_RIGHT, pygame.K_TAB):
                self.select((self.index + 1) % len(self.games))
            elif event.key == pygame.K_LEFT:
                self.select((self.index - 1) % len(self.games))
            elif event.key == pygame.K_HOME:
                self.box.scroll = 0
            elif event.key == pygame.K_END:
                self.box.scroll = self.box.max_scroll()
            return True
        for widget in (*self.tabs, self.back, self.box):
            if widget.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Rules", (140, 28), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        theme.draw_panel(surface, self.box.rect.inflate(16, 12), theme.PANEL_DARK)
        self.box.draw(surface, fonts)
        theme.blit_text(surface, fonts, "←/→ game  ·  ↑/↓ PgUp/PgDn scroll  ·  Esc back", (140, 670), 16,
                        theme.TEXT_DIM)
        self.back.draw(surface, fonts)
