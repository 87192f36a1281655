"""A game's glossary: every word of the game in a sentence or two, one tab per game.

Opened by name from the Rules screen (the Glossary button or G) and from a table (G):
`app.show("glossary", game, term)`; given a term it scrolls to that entry and marks it. The words themselves
are read by `ui.game_texts.game_glossary` (which a table imports for its word hovers, never this screen).
"""

from __future__ import annotations

import pygame

from baraza.game.core.glossary import Glossary, GlossaryEntry, normalise, singular_forms
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.screens.markdown_view import BoxPiece, GamePages, Layout, Layouter, RichBox, StyledFonts
from baraza.scenes.ui import theme
from baraza.scenes.ui.game_texts import game_glossary
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, tab_row

MARK = (66, 60, 44)  # the background of the entry a table asked for


def shown_aliases(entry: GlossaryEntry) -> list[str]:
    """The aliases worth showing: not mere plurals of the term, nor phrases that contain it."""
    term = normalise(entry.term)
    return [alias for alias in entry.aliases
            if term not in singular_forms(normalise(alias)) and term not in normalise(alias)]


def entry_markdown(entry: GlossaryEntry) -> str:
    aliases = shown_aliases(entry)
    also = f" *(also: {', '.join(aliases)})*" if aliases else ""
    return f"**{entry.term}**{also} — {entry.text}"


def layout_glossary(layouter: Layouter, glossary: Glossary, marked: GlossaryEntry | None = None) -> Layout:
    """Entries in alphabetical order; `anchors` maps each term (lower case) to its y."""
    out = Layout()
    if not len(glossary):
        return layouter.layout("This game has no glossary yet.")
    for entry in sorted(glossary, key=lambda e: normalise(e.term)):
        top = out.height
        out.anchors[normalise(entry.term)] = top
        first = len(out.pieces)
        layouter.layout(entry_markdown(entry), into=out)
        if entry is marked:
            out.pieces.insert(first, BoxPiece(pygame.Rect(-6, top - 4, layouter.width + 12, out.height - top - 2), MARK))
    return out


class GlossaryScene(GamePages, Scene):
    def __init__(self, app, game: str | None = None, term: str | None = None, over_rules: bool = False) -> None:
        super().__init__(app)
        self.over_rules = over_rules  # opened from the Rules screen: "Rules" just goes back to it
        specs = available_games()
        self.games = [spec.name for spec in specs]
        self.index = self.games.index(game) if game in self.games else 0
        self.term = term
        self.styled = StyledFonts(app.fonts)
        self.box = RichBox(pygame.Rect(100, 150, 1080, 490))
        self.tabs = tab_row([spec.title for spec in specs], self.select, left=100, right=1000)
        self.rules = Button(pygame.Rect(1020, 90, 160, 44), "Rules", self.open_rules)
        self.back = Button(pygame.Rect(1040, 660, 140, 44), "Back", app.stack.pop)
        self.select(self.index)

    def select(self, index: int) -> None:
        self.index = index
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        glossary = game_glossary(self.games[index])
        marked = glossary.lookup(self.term) if self.term else None
        layout = layout_glossary(Layouter(self.styled, self.box.rect.w - 36), glossary, marked)
        self.box.set_layout(layout)
        if marked is not None:
            self.box.scroll_to(layout.anchors[normalise(marked.term)])
        self.term = None  # only the first page opened marks the asked term

    def open_rules(self) -> None:
        """Back to the rules of the same game (replacing this screen, so Back leads where it came from)."""
        if self.over_rules:
            self.app.stack.pop()
        else:
            self.app.show("rules", self.games[self.index], how="replace")

    def next_frame(self) -> float | None:
        return None  # the page scrolls by steps, never in motion: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent in ("cancel", "back", "glossary"):
                self.app.stack.pop()
            else:
                self.page_intent(intent)
            return True
        for widget in (*self.tabs, self.rules, self.back, self.box):
            if widget.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Glossary", (100, 28), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        self.rules.draw(surface, fonts)
        theme.draw_panel(surface, self.box.rect.inflate(16, 12), theme.PANEL_DARK)
        self.box.draw(surface, self.styled)
        theme.blit_text(surface, fonts, "←/→ game  ·  ↑/↓ PgUp/PgDn scroll  ·  Esc back", (100, 670), 16,
                        theme.TEXT_DIM)
        self.back.draw(surface, fonts)


def open_glossary(app, game: str, term: str | None = None, over_rules: bool = False) -> None:
    """Show `game`'s glossary over the current scene; with `term`, scrolled to that word and marked."""
    app.show("glossary", game, term, over_rules)
