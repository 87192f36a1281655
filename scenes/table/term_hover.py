"""The game's words explained where they appear: rest the pointer on a word of the glossary anywhere on the
table (a panel label, a prompt, a log line) and its one- or two-sentence explanation shows beside it.

The table records every text it places while it draws (`fonts.placed`); when the pointer has rested for a
moment, the word under it is looked up in the game's glossary with the font metrics of the text it sits in.
The explanation goes under the word, else over it, else beside what holds the word, clear of what a running
lesson keeps in view (`avoid`, set by the lesson hook-up each frame); with no such place it is not shown.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.glossary import Glossary, GlossaryEntry
from baraza.scenes.ui import theme

DWELL = 0.6  # seconds the pointer rests before the explanation shows
TIP_W = 360
TIP_SIZE = 16


class TermHover:
    def __init__(self, glossary: Glossary) -> None:
        self.glossary = glossary
        self.pos: tuple[int, int] | None = None
        self.rest = 0.0
        self.shown: tuple[pygame.Rect, GlossaryEntry] | None = None  # the word's rect and its entry
        self.drawn_box: pygame.Rect | None = None  # the explanation's panel as last drawn (None: none shown)
        self.avoid: list[pygame.Rect] = []  # where the explanation must not go (a lesson's card and lit spots)
        self.hushed = False  # a key or a click hushed it: only a pointer that moves calls it again

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            if getattr(event, "keyboard", False):
                self.hush()  # the keys' cursor pointing at its spot: no hover of the player's (issue 41)
                return
            # after a key or a click only a pointer that really moved calls the help: news of a resting pointer
            # (the window opened or a screen changed under it) is no hover ("Recharge" opened under a keyboard
            # player's idle pointer at the screen's centre: keys playtest, issue 41)
            moved = tuple(getattr(event, "rel", (0, 0))) != (0, 0) or (
                self.pos is not None and tuple(event.pos) != tuple(self.pos))
            if moved or not self.hushed:
                self.hushed = False
                if self.shown is None or not self.shown[0].inflate(8, 8).collidepoint(event.pos):
                    self.shown = None
                    self.rest = 0.0
            self.pos = event.pos
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.hush()
        elif event.type == pygame.WINDOWLEAVE:
            self.pos, self.shown = None, None

    def hush(self) -> None:
        """A click, a key or a move: the explanation goes until the pointer moves and rests again (never back by
        itself while it rests: a negative rest does not grow, `update`)."""
        self.shown = None
        self.rest = -1.0  # as for a rest on no word: looked for again once the pointer moves
        self.hushed = True  # news of a pointer that did not move (a window under it) no longer counts

    def update(self, dt: float) -> None:
        if self.rest >= 0:  # hushed (negative): it stays so until the pointer moves (it came back 10 s later)
            self.rest += dt

    def word_at(self, fonts: theme.Fonts, placed, pos) -> tuple[pygame.Rect, GlossaryEntry] | None:
        """The glossary word under `pos` among the texts placed this frame (topmost first)."""
        for rect, text, size, face in reversed(placed):
            if not rect.collidepoint(pos):
                continue
            font = fonts.get(size, face)
            for start, end, entry in self.glossary.find_terms(text):
                x0 = rect.x + font.size(text[:start])[0]
                x1 = rect.x + font.size(text[:end])[0]
                if x0 <= pos[0] <= x1:
                    return pygame.Rect(x0, rect.y, x1 - x0, rect.h), entry
            return None  # the topmost text under the pointer has no game word there
        return None

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts, placed, buttons: list | None = None,
             to_screen: Callable[[pygame.Rect], pygame.Rect] | None = None) -> None:
        """The explanation of the word under the resting pointer. `to_screen`: the table is drawn scaled (the
        replay's board), `placed` and the pointer are in the table's coordinates, the explanation goes on
        `surface` at full size by the word where it shows."""
        self.drawn_box = None
        if self.pos is None or not len(self.glossary) or self.rest < DWELL:
            return
        # every button drawn, greyed ones too (they show costs), and the table's own controls: a word on a button
        # ("Roll the dice") is the button's, not a word to explain, and a tip never covers one if it can help it
        # (KROWNIA's "Dice" tip covered Roll's "Enter" and the Road button: blind playtest)
        keep = [pygame.Rect(getattr(b, "rect", b)) for b in buttons or ()]
        if self.shown is None:
            self.shown = self.word_at(fonts, placed, self.pos)
            if self.shown is not None and any(r.contains(self.shown[0]) for r in keep):
                self.shown = None
            if self.shown is None:
                self.rest = -1.0  # nothing here: do not look again until the pointer moves
                return
        word, entry = self.shown
        if to_screen is not None:
            word = to_screen(word)
        lines = theme.wrap_text(fonts, entry.text, TIP_SIZE, TIP_W - 24)
        step = fonts.get(TIP_SIZE).get_linesize() + 2
        box = self._place(word, (TIP_W, 40 + step * len(lines)), surface.get_rect(), keep)
        if box is None:
            return
        pygame.draw.line(surface, theme.ACCENT, word.bottomleft, word.bottomright, 2)
        theme.draw_panel(surface, box, theme.PANEL_DARK, theme.ACCENT, 8)
        self.drawn_box = box
        theme.blit_text(surface, fonts, entry.term, (box.x + 12, box.y + 8), 17, theme.ACCENT, "bold")
        y = box.y + 32
        for line in lines:
            theme.blit_text(surface, fonts, line, (box.x + 12, y), TIP_SIZE, theme.TEXT)
            y += step

    def _place(self, word: pygame.Rect, size: tuple[int, int], screen: pygame.Rect,
               buttons: list[pygame.Rect] | None = None) -> pygame.Rect | None:
        """Under the word (over it when there is no room below), on screen, over no button the table drew when
        either side is free of them (the "Dice" tip covered the Road button); with `avoid` set, the first of
        under, over, and under or over each kept spot the word lies in, that covers none of them."""
        area = screen.inflate(-8, -8)
        below = pygame.Rect((word.x, word.bottom + 6), size)
        above = pygame.Rect(word.x, word.y - 6 - size[1], *size)
        first = below if below.bottom <= screen.bottom - 4 else above
        if not self.avoid:
            for trial in (first, above if first is below else below):
                trial = trial.clamp(area)
                if trial.collidelist(buttons or []) < 0 and not trial.colliderect(word):
                    return trial
            return first.clamp(area)
        trials = [first, above if first is below else below]
        for kept in (r for r in self.avoid if r.colliderect(word)):  # the word sits in a lit spot: beside it
            trials += [pygame.Rect(word.x, kept.bottom + 6, *size), pygame.Rect(word.x, kept.y - 6 - size[1], *size)]
        for trial in trials:
            trial = trial.clamp(area)
            if trial.collidelist(self.avoid) < 0 and not trial.colliderect(word):
                return trial
        return None
