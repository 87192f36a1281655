"""New game, step one: pick a game. Any number of games is laid out as cards, up to four a row.

A card is as tall as its contents need: title, seats, the game's picture, its whole blurb and its buttons. The
rows that fit are shown; when there are more, the picker turns a row at a time (the wheel, ↑/↓, the arrows at
its side), so a card is always drawn whole: no picture dropped, no blurb cut, every button reachable."""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass, field

import pygame

from baraza.game.core.spec import GameSpec
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.table.launch import playable_games
from baraza.scenes.table.tutorial import has_lesson, open_lesson
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import MessageScene
from baraza.scenes.ui.keymap import intent_of, nearest_that_way
from baraza.scenes.ui.widgets import LABEL_PAD, Button, Menu

AREA = pygame.Rect(60, 128, 1160, 474)  # where the cards go; the title is above, Back below
GAP = 20
COLUMNS = 4
CARD_W = 270
PICTURE_BUDGET = 0.12  # seconds of one frame the pictures may take after the first (a screen opening, once)
PICTURE_H = 118  # height of a game's picture on its card (its table at the start of a match, scaled down)
PAD = 16
TITLE_SIZE, SEATS_SIZE, BLURB_SIZE, LINE_H = 30, 16, 16, 21
BUTTON_H = 42
MAX_BLURB_LINES = 6  # a longer blurb keeps its whole sentences that fit
LEARN_SIZE, STACK_GAP = 18, 8  # "Learn to play"'s label; the gap between Play and it when they stand stacked
GROWN_AREA = pygame.Rect(60, 118, 1160, 524)  # the cards' room when stacked buttons make them taller (Back lower)


def card_width(count: int, area: pygame.Rect = AREA) -> int:
    columns = max(1, min(count, COLUMNS))
    return min(CARD_W, (area.w - GAP * (columns - 1)) // columns)


def picture_size(width: int) -> tuple[int, int]:
    inner = width - 2 * PAD
    return inner, min(PICTURE_H, inner * 9 // 16)


def blurb_lines(fonts: theme.Fonts, blurb: str, width: int) -> list[str]:
    """The blurb wrapped to `width`; past MAX_BLURB_LINES, the whole sentences that fit (never half of one)."""
    lines = theme.wrap_text(fonts, blurb, BLURB_SIZE, width)
    if len(lines) <= MAX_BLURB_LINES:
        return lines
    sentences = re.split(r"(?<=[.!?])\s+", blurb.strip())
    kept: list[str] = []
    for count in range(1, len(sentences) + 1):
        trial = theme.wrap_text(fonts, " ".join(sentences[:count]), BLURB_SIZE, width)
        if len(trial) > MAX_BLURB_LINES and kept:
            break
        kept = trial
    return kept


@dataclass(frozen=True)
class CardRows:
    """The heights of a card's parts at the player's text size (the text grows at 125/150 %, so do they)."""

    title: int
    seats: int
    line: int
    gap: int = 12


def buttons_stacked(fonts: theme.Fonts, width: int) -> bool:
    """Whether a card's Play and Learn to play stand one above the other: side by side at 150 % their labels did
    not fit, and "Learn to play" shrank back to its 100 % size."""
    need = sum(fonts.get(size, "bold").size(text)[0] + 2 * LABEL_PAD + 4
               for text, size in (("Play", 22), ("Learn to play", LEARN_SIZE)))
    return need + 10 > width - 2 * PAD


def button_rows_h(fonts: theme.Fonts, width: int) -> int:
    """The height of a card's buttons: one row, or two when they stand stacked."""
    return 2 * BUTTON_H + STACK_GAP if buttons_stacked(fonts, width) else BUTTON_H


def cards_area(fonts: theme.Fonts, width: int) -> pygame.Rect:
    return GROWN_AREA.copy() if buttons_stacked(fonts, width) else AREA.copy()


def card_rows(fonts: theme.Fonts, lines: int, width: int) -> CardRows:
    """Each part's height from the fonts drawn at this text size; the gaps narrow (not under 6 px) only when
    the card would not fit the area with them."""
    title, seats = fonts.real_size(TITLE_SIZE), fonts.real_size(SEATS_SIZE)
    line = max(LINE_H, fonts.get(BLURB_SIZE).get_linesize())
    fixed = 2 * PAD + title + seats + picture_size(width)[1] + lines * line + button_rows_h(fonts, width)
    gap = max(6, min(12, (cards_area(fonts, width).h - fixed) // 4))
    return CardRows(title, seats, line, gap)


def card_height(fonts: theme.Fonts, specs: list[GameSpec], width: int) -> int:
    """One height for every card: enough for the longest blurb."""
    lines = max((len(blurb_lines(fonts, spec.blurb, width - 2 * PAD)) for spec in specs), default=1)
    rows = card_rows(fonts, lines, width)
    return (2 * PAD + rows.title + rows.seats + picture_size(width)[1] + lines * rows.line
            + button_rows_h(fonts, width) + 4 * rows.gap)


@dataclass(frozen=True)
class Grid:
    """Where `count` cards of `size` go: `columns` a row, `shown` rows at a time."""

    count: int
    size: tuple[int, int]
    area: pygame.Rect = field(default_factory=AREA.copy)

    @property
    def columns(self) -> int:
        return max(1, min(self.count, COLUMNS))

    @property
    def rows(self) -> int:
        return math.ceil(self.count / self.columns) if self.count else 0

    @property
    def shown(self) -> int:
        """Rows that fit the area whole (at least one)."""
        return max(1, min(self.rows, (self.area.h + GAP) // (self.size[1] + GAP)))

    def rect(self, index: int, first_row: int) -> pygame.Rect | None:
        """Card `index`'s place when rows from `first_row` are shown, or None when its row is not shown."""
        row, col = divmod(index, self.columns)
        if not first_row <= row < first_row + self.shown:
            return None
        width, height = self.size
        in_row = min(self.columns, self.count - row * self.columns)
        x0 = self.area.centerx - (in_row * width + (in_row - 1) * GAP) // 2
        block = self.shown * height + (self.shown - 1) * GAP
        y0 = self.area.y + max(0, (self.area.h - block) // 2)
        return pygame.Rect(x0 + col * (width + GAP), y0 + (row - first_row) * (height + GAP), width, height)


def card_rects(count: int, fonts: theme.Fonts, specs: list[GameSpec], first_row: int = 0) -> list[pygame.Rect | None]:
    width = card_width(count)
    grid = Grid(count, (width, card_height(fonts, specs, width)), cards_area(fonts, width))
    return [grid.rect(i, first_row) for i in range(count)]


def table_picture(app, spec: GameSpec, width: int, height: int) -> pygame.Surface | None:
    """The game's own table at the start of a match, drawn by its own scene and scaled to fit."""
    from baraza.game.registry import new_match
    from baraza.scenes.table.launch import table_class

    seats = ["human"] * (spec.min_seats if spec.min_seats >= 2 else 1)
    try:
        scene = table_class(spec)(app, new_match(spec.name, seats, 1))
        try:
            full = pygame.Surface(theme.LOGICAL_SIZE)
            scene.draw(full)
        finally:
            scene.ai.close()
    except Exception:  # noqa: BLE001 - a picture is decoration: a table that cannot draw one shows none
        return None
    return pygame.transform.smoothscale(full, (width, height))


def _ahead(here: pygame.Rect, there: pygame.Rect, direction: str) -> bool:
    """Whether `there` lies `direction` of `here` (not round the far end)."""
    dx, dy = there.centerx - here.centerx, there.centery - here.centery
    return {"up": dy < 0, "down": dy > 0, "left": dx < 0, "right": dx > 0}[direction]


class GameSelectScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs: list[GameSpec] = available_games()
        self.playable = {spec.name: spec for spec in playable_games()}
        width = card_width(len(self.specs))
        self.grid = Grid(len(self.specs), (width, card_height(app.fonts, self.specs, width)),
                         cards_area(app.fonts, width))
        area = self.grid.area
        self.first_row = 0
        self.blurbs = {spec.name: blurb_lines(app.fonts, spec.blurb, width - 2 * PAD) for spec in self.specs}
        self.parts = card_rows(app.fonts, max((len(b) for b in self.blurbs.values()), default=1), width)
        self.back = Button(pygame.Rect(0, 0, 200, 46), "Back", app.stack.pop)
        self.back.rect.midtop = (theme.LOGICAL_SIZE[0] // 2, area.bottom + 14)
        self.up = Button(pygame.Rect(area.right + 8, area.y, 44, 44), "▲", lambda: self.turn(-1),
                         tooltip="The row of games above")
        self.down = Button(pygame.Rect(area.right + 8, area.bottom - 44, 44, 44), "▼", lambda: self.turn(1),
                           tooltip="More games below")
        # Pictures are drawn one per frame (a table takes a moment to build) and kept by the App.
        self.waiting_pictures = [spec for spec in self.playable.values() if spec.name not in app.pictures]
        self.cards: list[tuple[GameSpec, pygame.Rect]] = []
        self.card_buttons: dict[str, list[Button]] = {}
        self.menu = Menu([])
        self._place()

    # --- layout ----------------------------------------------------------------------------------
    @property
    def paged(self) -> bool:
        return self.grid.rows > self.grid.shown

    def _place(self, focus_name: str | None = None, focus_text: str | None = None) -> None:
        """Lay out the shown rows' cards and their buttons; the menu holds the shown buttons, then Back."""
        self.cards = [(spec, rect) for i, spec in enumerate(self.specs)
                      if (rect := self.grid.rect(i, self.first_row)) is not None]
        self.card_buttons = {spec.name: self._buttons(spec, rect) for spec, rect in self.cards}
        self.up.enabled = self.first_row > 0
        self.down.enabled = self.first_row + self.grid.shown < self.grid.rows
        buttons = [b for spec, _ in self.cards for b in self.card_buttons[spec.name]] + [self.back]
        keyboard = self.menu.keyboard_used or not self.menu.buttons  # opening: the first Play shows its focus
        self.menu = Menu(buttons, horizontal=True)
        self.menu.keyboard_used = keyboard
        self.menu._sync()
        if focus_name in self.card_buttons:
            own = self.card_buttons[focus_name]
            chosen = next((b for b in own if b.text == focus_text and b.enabled), None) or \
                next((b for b in own if b.enabled), None)
            if chosen is not None:
                self.menu.focus = buttons.index(chosen)
                self.menu.keyboard_used = keyboard
                self.menu._sync()

    def _buttons(self, spec: GameSpec, rect: pygame.Rect) -> list[Button]:
        live = spec.name in self.playable
        y = rect.bottom - PAD - BUTTON_H
        if live and has_lesson(spec.name) and buttons_stacked(self.app.fonts, rect.w):
            whole = rect.w - 2 * PAD  # Play above, Learn to play under it: each label at the player's size
            return [Button(pygame.Rect(rect.x + PAD, y - BUTTON_H - STACK_GAP, whole, BUTTON_H), "Play",
                           lambda n=spec.name: self.pick(n), accent=True),
                    Button(pygame.Rect(rect.x + PAD, y, whole, BUTTON_H), "Learn to play",
                           lambda n=spec.name: self.learn(n), font_size=LEARN_SIZE,
                           tooltip="A guided first match that teaches the rules")]
        if live and has_lesson(spec.name):
            play_w = max(80, (rect.w - 42) * 2 // 5)
            learn_w = rect.w - 42 - play_w
            return [Button(pygame.Rect(rect.x + PAD, y, play_w, BUTTON_H), "Play",
                           lambda n=spec.name: self.pick(n), accent=True),
                    Button(pygame.Rect(rect.right - PAD - learn_w, y, learn_w, BUTTON_H), "Learn to play",
                           lambda n=spec.name: self.learn(n), font_size=LEARN_SIZE,
                           tooltip="A guided first match that teaches the rules")]
        return [Button(pygame.Rect(rect.x + PAD, y, rect.w - 2 * PAD, BUTTON_H), "Play" if live else "Coming later",
                       lambda n=spec.name: self.pick(n), enabled=live)]

    def turn(self, rows: int) -> None:
        """Show the row of games `rows` below (negative: above), keeping the focus on a shown card."""
        last = max(0, self.grid.rows - self.grid.shown)
        first = max(0, min(last, self.first_row + rows))
        if first != self.first_row:
            self.first_row = first
            self._place(self.specs[first * self.grid.columns].name)

    def show_card(self, name: str) -> pygame.Rect:
        """Turn to the row of the game `name` and return its card."""
        index = [spec.name for spec in self.specs].index(name)
        row = index // self.grid.columns
        if not self.first_row <= row < self.first_row + self.grid.shown:
            self.first_row = min(row, max(0, self.grid.rows - self.grid.shown))
            self._place(name)
        return dict((spec.name, rect) for spec, rect in self.cards)[name]

    def _move_rows(self, step: int) -> None:
        """↑/↓: to the card a row above or below (turning the rows when it is not shown); from the last row
        ↓ goes to Back, and from Back ↑ to the last shown row."""
        focused = self.menu.buttons[self.menu.focus] if self.menu.buttons else None
        owner = next((name for name, own in self.card_buttons.items() if focused in own), None)
        names = [spec.name for spec in self.specs]
        if owner is None:  # on Back
            if step < 0 and self.cards:
                self._focus(self.cards[-1][0].name)
            return
        own = [b for b in self.card_buttons[owner] if b.enabled]
        inside = own.index(focused) + step if focused in own else -1
        if len(own) > 1 and own[0].rect.y != own[-1].rect.y and 0 <= inside < len(own):  # stacked: Play ↔ Learn
            self.menu.focus = self.menu.buttons.index(own[inside])
            self.menu.keyboard_used = True
            self.menu._sync()
            return
        target = names.index(owner) + step * self.grid.columns
        if step > 0 and target >= len(names):
            last_row_start = (self.grid.rows - 1) * self.grid.columns
            if names.index(owner) < last_row_start:
                target = len(names) - 1
            else:
                self.menu.focus = len(self.menu.buttons) - 1
                self.menu.keyboard_used = True
                self.menu._sync()
                return
        if 0 <= target < len(names):
            self.show_card(names[target])
            self._focus(names[target], focused.text if focused else None)

    def _arrow(self, direction: str) -> None:
        """An arrow: the button that lies that way on the screen (Right from a card's Play went to the Learn to
        play under it, in the list's order: keys-only tester at 150 %). Up and Down with nothing that way, or with
        rows of cards out of sight, go by the rows (`_move_rows`: to Back under the last row, turning the rows)."""
        buttons = self.menu.buttons
        vertical = direction in ("up", "down")
        if not buttons or (vertical and self.paged):
            self._move_rows(-1 if direction == "up" else 1)
            return
        here = pygame.Rect(buttons[self.menu.focus].rect)
        # Left and Right keep to the row (round at its end): Back below, nearer than the next card's Play, took
        # Right from KROWNIA's Play at 150 % (keys15); only Down reaches Back
        usable = [b.enabled and (vertical or (b.rect.top < here.bottom and b.rect.bottom > here.top)) for b in buttons]
        found = nearest_that_way([pygame.Rect(b.rect) for b in buttons], usable, self.menu.focus, direction)
        ahead = found is not None and _ahead(here, pygame.Rect(buttons[found].rect), direction)
        if vertical and not ahead:  # not round to the top of the column: Back, or the row beyond
            self._move_rows(-1 if direction == "up" else 1)
            return
        if found is not None:
            self.menu.focus = found
        self.menu.keyboard_used = True
        self.menu._sync()

    def _focus(self, name: str, text: str | None = None) -> None:
        own = self.card_buttons.get(name, [])
        chosen = next((b for b in own if b.text == text and b.enabled), None) or next((b for b in own if b.enabled),
                                                                                     None)
        if chosen is not None:
            self.menu.focus = self.menu.buttons.index(chosen)
        self.menu.keyboard_used = True
        self.menu._sync()

    # --- actions ---------------------------------------------------------------------------------
    def pick(self, name: str) -> None:
        """Setup for `name`; the first time a game with a lesson is picked, the lesson is offered first."""
        settings = self.app.settings
        if has_lesson(name) and name not in settings.lessons_offered:
            settings.lessons_offered = [*settings.lessons_offered, name]
            self.app.save_settings()
            title = self.playable[name].title
            self.app.stack.push(MessageScene(
                self.app, f"New to {title}?",
                f"A guided first match teaches {title} step by step: you play, and each step shows what to choose "
                "and why. You can leave it at any time, and find it again under Learn to play.",
                (("Learn to play", lambda: self.learn(name)),
                 ("Go to setup", lambda: self.app.show("setup", self.playable[name])))))
            return
        self.app.show("setup", self.playable[name])

    def learn(self, name: str) -> None:
        open_lesson(self.app, name)

    def update(self, dt: float) -> None:
        start = time.perf_counter()
        while self.waiting_pictures:  # one a frame at least, more while the frame has time (all four at once,
            # usually, so no card opens on an empty frame)
            spec = self.waiting_pictures.pop(0)
            self.app.pictures[spec.name] = table_picture(self.app, spec, *picture_size(self.grid.size[0]))
            if time.perf_counter() - start > PICTURE_BUDGET:
                break

    def next_frame(self) -> float | None:
        return 0.0 if self.waiting_pictures else None  # the cards' pictures are drawn a few a frame

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent == "cancel":
            self.app.stack.pop()
            return True
        if intent in ("up", "down", "left", "right"):
            self._arrow(intent.name)
            return True
        if event.type == pygame.MOUSEWHEEL and self.paged:
            self.turn(-1 if event.y > 0 else 1)
            return True
        if self.paged and (self.up.handle_event(event) or self.down.handle_event(event)):
            return True
        if self.menu.handle_event(event):  # the card's own buttons first (Play, Learn to play)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for spec, rect in self.cards:
                if rect.collidepoint(event.pos) and spec.name in self.playable:
                    self.pick(spec.name)
                    return True
        return False

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "New game", (theme.LOGICAL_SIZE[0] // 2, 40), 48, theme.ACCENT, "title",
                        "midtop")
        for spec, rect in self.cards:
            self._draw_card(surface, spec, rect)
        self.menu.draw(surface, fonts)
        if self.paged:
            self.up.draw(surface, fonts)
            self.down.draw(surface, fonts)
            last = min(len(self.specs), (self.first_row + self.grid.shown) * self.grid.columns)
            first = self.first_row * self.grid.columns + 1
            theme.blit_text(surface, fonts, f"Games {first}–{last} of {len(self.specs)}  ·  ↑/↓ or the wheel for more",
                            (AREA.x, self.back.rect.centery), 16, theme.TEXT_DIM, anchor="midleft")

    def _draw_card(self, surface: pygame.Surface, spec: GameSpec, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        live = spec.name in self.playable
        theme.draw_panel(surface, rect, theme.PANEL if live else theme.PANEL_DARK)
        rows = self.parts
        y = rect.y + PAD
        # a long title shrinks to fit its card (at the smallest size, shortened: the whole title shows on hover)
        theme.draw_text_box(surface, fonts, spec.title, pygame.Rect(rect.x + PAD, y - 4, rect.w - 2 * PAD, rows.title + 8),
                            TITLE_SIZE, theme.ACCENT if live else theme.TEXT_DIM, "title", align="center",
                            valign="middle", min_size=18)
        y += rows.title + rows.gap
        theme.blit_text(surface, fonts, spec.seats_text(), (rect.centerx, y), SEATS_SIZE, theme.TEXT_DIM,
                        anchor="midtop")
        y += rows.seats + rows.gap
        frame = pygame.Rect((rect.x + PAD, y), picture_size(rect.w))
        picture = self.app.pictures.get(spec.name)
        if picture is not None:
            surface.blit(picture, picture.get_rect(center=frame.center))
            pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1, border_radius=4)
        else:  # still being drawn, or the game has no table yet: the frame keeps the card's shape and says so
            pygame.draw.rect(surface, theme.BG_BOTTOM, frame, border_radius=4)
            pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1, border_radius=4)
            waiting = any(s.name == spec.name for s in self.waiting_pictures)
            theme.draw_text_box(surface, fonts, "Setting the table…" if waiting else f"{spec.title}: no picture yet",
                                frame.inflate(-16, -16), 16, theme.TEXT_DIM, align="center", valign="middle")
        y = frame.bottom + rows.gap
        for line in self.blurbs[spec.name]:
            theme.blit_text(surface, fonts, line, (rect.x + PAD, y), BLURB_SIZE, theme.TEXT if live else theme.TEXT_DIM)
            y += rows.line
