"""New game, step two: seats, variants and an optional seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from baraza.game.core.glossary import glossary_for
from baraza.game.core.ladder import level_line, load_ladder
from baraza.game.core.match import Match
from baraza.game.core.rules import OptionSpec
from baraza.game.core.spec import GameSpec
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.click_guard import ChangeGuard
from baraza.scenes.ui.keymap import intent_of, nearest_that_way
from baraza.scenes.ui.widgets import Button, ChoiceRow, NumberField, split_for

FRIEND = "remote"  # a seat a friend takes from another machine: starting the match hosts the table


def seat_choices(spec: GameSpec) -> list[tuple[str, str]]:
    """Human, each AI level the game declares, then a friend on the network (for games of two or more)."""
    friend = [(FRIEND, "Friend (network)")] if spec.rules.max_seats >= 2 else []
    return [("human", "Human")] + [(f"ai:{level}", f"AI {level}") for level in spec.ai_levels] + friend


def visible_options(spec: GameSpec, num_seats: int) -> list[OptionSpec]:
    """The options that matter for this many seats: a per-seat option is hidden when its seat is empty, and
    an option only lessons set is never shown. The match's own options come first and the per-seat ones after
    them, so a seat's row comes (or goes) at the bottom and no row moves under the pointer (a Khedu tester's
    clicks on the Turn limit's arrow changed "Clan of player 2", which Players: 2 had put in its place)."""
    return sorted((option for option in spec.options()
                   if not option.lesson_only and (option.seat is None or option.seat < num_seats)),
                  key=lambda option: option.seat is not None)


def option_help(spec: GameSpec, option: OptionSpec) -> str:
    """The option's own help line, or else the glossary's entry for its label (the first sentence)."""
    if option.help.strip():
        return option.help.strip()
    glossary = glossary_for(spec.name, spec.data_package)
    label = option.label
    for name in (label, label.split("(")[0], label.rstrip("0123456789 "), option.key.replace("_", " ")):
        entry = glossary.lookup(name.strip())
        if entry is not None:
            return entry.text
    return ""


def is_stepper(option: OptionSpec) -> bool:
    """An option over ordered numbers (a turn limit, a target): its row stops at the ends instead of going round."""
    values = [value for value, _ in option.choices]
    numbers = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    return len(values) > 1 and numbers and values == sorted(values)


PANEL_TOP, PANEL_BOTTOM = 148, 548  # the seats' and variants' panels (the bottom comes up to the last row)
HELP_BOTTOM = 622  # the focused row's help ends above Start and Back
ROWS_ROOM = PANEL_BOTTOM - 14 - 190 + 8  # px for the rows' steps (the last one's gap under it not needed)
NOT_USED = "Not used"  # the value an option shows while another option makes it do nothing


def unused_reason(spec: GameSpec, option: OptionSpec) -> str:
    """Why `option` does nothing now: the option and value it needs, in the setup's own words."""
    key, value = option.needs or ("", None)
    other = next((o for o in spec.options() if o.key == key), None)
    if other is None:
        return "Not used with these settings."
    return f"Only with {other.label}: {other.label_of(value)}."


@dataclass
class OptionRow(ChoiceRow):
    """A choice row whose value part starts `split` pixels from the left (0: halfway), so a long label and
    a long value both fit. A row whose option does nothing with the other choices is disabled and reads
    "Not used" (its own value is kept for when it matters again)."""

    split: int = 0

    def draw(self, surface: pygame.Surface, fonts) -> None:
        if self.enabled:
            super().draw(surface, fonts)
            return
        kept = self.choices
        self.choices, self.index = [(self.value, NOT_USED)], 0
        try:
            super().draw(surface, fonts)
        finally:
            value = self.choices[0][0]
            self.choices = kept
            self.set_value(value)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        left, right = super()._arrow_rects()
        if self.split:
            left.x = self.rect.x + self.split
        return left, right


SEAT_HELP = ("Who plays this seat: a person at this screen, the computer at the level shown, or a friend at another "
             "machine who joins your table over the network (Join a table, with the code shown once you start).")
PLAYERS_HELP = "How many play."
SOLO_HELP = " Solo is a game alone for a high score."  # only for games that have a solo mode
SEED_HELP = "Leave it empty for a fresh deal; the same seed deals the same game again."


class SetupScene(Scene):
    def __init__(self, app, entry: GameSpec) -> None:
        super().__init__(app)
        self.entry = entry
        rules = entry.rules
        # A full table by default; a game that can be played alone starts solo.
        self.num_seats = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
        default_ai = "ai:normal" if "normal" in entry.ai_levels else f"ai:{entry.ai_levels[0]}"
        self.seat_kinds = ["human"] + [default_ai] * (rules.max_seats - 1)
        self.options = rules.default_options()
        self._recall(app.settings)
        self.ratings = load_ladder(entry.name, entry.data_package)  # level -> Elo rating ({} when none)
        self.seed_field = NumberField(pygame.Rect(0, 0, 560, 44), "Seed")
        self.focus = 0
        self.clock = 0.0  # seconds on screen: the moved rows' guard runs on it
        self.placed: dict[str, pygame.Rect] = {}  # each row's place by its name (see _guard_moved)
        self.guards: dict[str, ChangeGuard] = {}
        self._layout()

    def _recall(self, settings) -> None:
        """Open on what this game was last started with (a tester set Khedu to two players against the AI, and
        its turn limit, at every start: issue 41): the seat count, each seat's kind and the options. Only what
        the game still offers is taken: a seat kind or option value it no longer has keeps its default, a seat
        count out of its range too, so a game whose offer changed (or an old settings file) still opens."""
        rules = self.entry.rules
        offered = {kind for kind, _ in seat_choices(self.entry)}
        remembered = settings.setup_seats.get(self.entry.name, [])  # the seats last started with, AI levels too
        for seat, kind in enumerate(remembered[: rules.max_seats]):
            if kind in offered:
                self.seat_kinds[seat] = kind
        last = settings.setup_last.get(self.entry.name, {})
        seats = last.get("seats")
        if isinstance(seats, int) and rules.min_seats <= seats <= rules.max_seats:
            self.num_seats = seats
        choices = {spec.key: [value for value, _ in spec.choices] for spec in self.entry.options()
                   if not spec.lesson_only}
        for key, value in (last.get("options") or {}).items():
            # the very value offered (not True for an offered 1: JSON keeps the type)
            if any(v == value and type(v) is type(value) for v in choices.get(key, ())):
                self.options[key] = value

    def _layout(self) -> None:
        """Seats on the left, variants on the right (one centred column when a game has no variants)."""
        rules = self.entry.rules
        specs = visible_options(self.entry, self.num_seats)
        two_columns = bool(specs)
        width = 480 if two_columns else 560
        # The variants column grows (and the pair re-centres) when a label or a value needs the room.
        fonts = self.app.fonts
        label_room = max((fonts.get(20).size(spec.label)[0] + 28 for spec in specs), default=0)
        value_room = max((fonts.get(20, "bold").size(text)[0] + 80 for spec in specs
                          for text in [label for _, label in spec.choices] + ([NOT_USED] if spec.needs else [])),
                         default=0)
        # ... but never off the screen: at a larger text size the rows' own text fitting takes over
        option_width = min(max(width, label_room + value_room), theme.LOGICAL_SIZE[0] - width - 80 - 2 * 40)
        split = 0 if option_width // 2 >= max(label_room, value_room) else label_room
        left = (theme.LOGICAL_SIZE[0] - width - 80 - option_width) // 2 if two_columns else \
            theme.LOGICAL_SIZE[0] // 2 - width // 2
        right = left + width + 80
        # the rows' step as for a full table: a row added for a seat never moves the rows above it
        seat_rows = (1 if rules.min_seats != rules.max_seats else 0) + rules.max_seats + 1
        # a few rows grow with the text (two lines of a long value fit: Konja's "Off: opponent attacks" at 150 %
        # was squeezed under its 100 % size into a row of one line's height)
        grown = round(52 * fonts.real_size(20) / 20)
        # the seats' column holds the level's rating line too, as tall as its text: at 150 % with four seats the
        # Seed row stood below the panel, under the help (keys playtest keys15)
        rating_gap = max(24, fonts.get(16).get_linesize() - 2) if self.ratings else 0
        step = min(grown, 360 // max(len(visible_options(self.entry, rules.max_seats)), 1),
                   (ROWS_ROOM - rating_gap) // max(seat_rows, 1))
        height = step - 8
        two_lines = height - 4 >= 2 * fonts.get(17, "bold").get_linesize()  # two lines, each over its 100 % size
        if split and two_lines and label_room + value_room > option_width:
            split = 0  # neither fits whole beside the other: label and value each wrap in half the row
        y = 190
        self.rows: list = []
        self.help_of: dict[int, str] = {}  # id(row) -> the line shown while it is focused or hovered
        self.hovered = None
        if rules.min_seats != rules.max_seats:
            choices = [(n, f"{n} {'seat' if n == 1 else 'seats'}" + (" (solo)" if n == 1 else ""))
                       for n in range(rules.min_seats, rules.max_seats + 1)]
            row = ChoiceRow(pygame.Rect(left, y, width, height), "Players", choices, on_change=self._set_seat_count,
                            wraps=False)
            row.set_value(self.num_seats)
            self.rows.append(row)
            self.help_of[id(row)] = PLAYERS_HELP + (SOLO_HELP if rules.min_seats == 1 else "")
            y += step
        names = rules.seat_names(self.num_seats)
        self.seat_of: dict[int, int] = {}  # id(seat row) -> its seat
        for seat in range(self.num_seats):
            row = ChoiceRow(pygame.Rect(left, y, width, height), names[seat], seat_choices(self.entry),
                            on_change=lambda v, s=seat: self._set_kind(s, v))
            row.set_value(self.seat_kinds[seat])
            self.rows.append(row)
            self.help_of[id(row)] = SEAT_HELP
            self.seat_of[id(row)] = seat
            y += step
        seat_split = split_for([r for r in self.rows if isinstance(r, ChoiceRow)], fonts)
        for row in self.rows:  # the seat column's values start where its longest needs ("1 seat (solo)")
            row.split = seat_split
        self.rating_at = (left + 4, y - 4)  # the level's rating line, just under the seat choices
        self.rating_width = width
        y += rating_gap
        self.seed_field.rect = pygame.Rect(left, y, width, height)
        self.rows.append(self.seed_field)
        self.help_of[id(self.seed_field)] = SEED_HELP
        oy = 190
        self.option_rows: dict[str, tuple[OptionRow, OptionSpec]] = {}
        for spec in specs:
            row = OptionRow(pygame.Rect(right, oy, option_width, height), spec.label, list(spec.choices),
                            on_change=lambda v, k=spec.key: self._set_option(k, v), split=split,
                            wraps=not is_stepper(spec))
            row.set_value(self.options.get(spec.key, spec.default))
            self.rows.append(row)
            self.option_rows[spec.key] = (row, spec)
            self.help_of[id(row)] = option_help(self.entry, spec)
            oy += step
        self._mark_unused()
        self.columns = [(left, "Seats", width)] + ([(right, "Variants", option_width)] if two_columns else [])
        # The panels end under their last row, so a long help line (Kona's seats at 150 %) has room below them.
        self.panel_bottom = min(PANEL_BOTTOM, max([y + 4, oy] + [r.rect.bottom for r in self.rows]) + 14)
        cx = theme.LOGICAL_SIZE[0] // 2
        self.start = Button(pygame.Rect(cx - 290, 630, 280, 52), "Start", self.begin, accent=True)
        self.back = Button(pygame.Rect(cx + 10, 630, 280, 52), "Back", self.app.stack.pop)
        self.rows += [self.start, self.back]
        from baraza.game.persistence.runs import solo_plugin

        if solo_plugin(self.entry) is not None:  # a game with deal codes: play one typed in
            self.start.rect.x += 110
            self.back.rect.x += 110
            self.rows.append(Button(pygame.Rect(cx - 400, 630, 200, 52), "Play a code",
                                    lambda: self.app.show("play_code", self.entry.name), font_size=20))
            self.help_of[id(self.rows[-1])] = "Start the deal a code names (every solo run shows its code)."
        self.focus = min(self.focus, len(self.rows) - 1)
        self._sync_focus()
        self._guard_moved()

    def _row_name(self, row) -> str:
        return f"seat {self.seat_of[id(row)]}" if id(row) in self.seat_of else getattr(row, "label", "") or \
            getattr(row, "text", "")

    def _guard_moved(self) -> None:
        """A row that moved (the Seed under a seat added) or came where another was ignores the mouse for a
        moment: a click aimed at what was there must not change it (ui/click_guard.py)."""
        before, self.placed = self.placed, {self._row_name(row): row.rect.copy() for row in self.rows}
        for name, rect in self.placed.items():
            if before and before.get(name) != rect:
                self.guards[name] = ChangeGuard(changed_at=self.clock)

    def _guarded(self, event: pygame.event.Event) -> bool:
        """A click on a row that moved a moment ago."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        row = next((r for r in self.rows if r.rect.collidepoint(event.pos)), None)
        guard = self.guards.get(self._row_name(row)) if row is not None else None
        return guard is not None and guard.blocks(self.clock)

    def update(self, dt: float) -> None:
        self.clock += dt

    def _set_seat_count(self, n: int) -> None:
        self.num_seats = n
        self._layout()

    def _set_option(self, key: str, value) -> None:
        self.options[key] = value
        self._mark_unused()

    def _mark_unused(self) -> None:
        """Options that do nothing with the others as chosen are shown as not used, with the reason as help."""
        for row, spec in self.option_rows.values():
            row.enabled = spec.used_with(self.options)
            help_text = option_help(self.entry, spec)
            self.help_of[id(row)] = help_text if row.enabled else f"{unused_reason(self.entry, spec)} {help_text}"

    def _set_kind(self, seat: int, kind: str) -> None:
        self.seat_kinds[seat] = kind

    def _sync_focus(self) -> None:
        for i, row in enumerate(self.rows):
            row.focused = i == self.focus

    def begin(self) -> None:
        seed = self.seed_field.value
        if seed is None:
            seed = random.randrange(1, 1_000_000)
        seats = self.seat_kinds[: self.num_seats]
        settings = self.app.settings
        settings.setup_seats = {**settings.setup_seats, self.entry.name: list(self.seat_kinds)}
        options = {key: value for key, value in self.options.items() if key in self.option_rows}  # the shown ones
        settings.setup_last = {**settings.setup_last, self.entry.name: {"seats": self.num_seats, "options": options}}
        self.app.save_settings()
        match = Match(self.entry.rules, seats, seed, dict(self.options))
        self.app.show_match(match)

    def rating_line(self) -> str:
        """The rating of the level in the pointed or focused seat (else the first AI seat), in one line."""
        row = self.hovered if self.hovered is not None else self.rows[self.focus]
        seats = ([self.seat_of[id(row)]] if id(row) in self.seat_of else []) + list(range(self.num_seats))
        for seat in seats:
            kind = self.seat_kinds[seat]
            if kind.startswith("ai:"):
                return level_line(self.ratings, self.entry.ai_levels, kind[3:])
        return ""

    def help_line(self) -> str:
        """The explanation of the row under the pointer, or else of the focused row."""
        row = self.hovered if self.hovered is not None else self.rows[self.focus]
        return self.help_of.get(id(row), "")

    def next_frame(self) -> float | None:
        waits = [w for w in (g.wait(self.clock) for g in self.guards.values()) if w is not None]
        caret = self.seed_field.next_change()  # the seed's caret blinks; a moved row's guard runs out
        return min([w for w in (caret, *waits) if w is not None], default=None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._guarded(event):
            return True  # aimed at the row that was there before it moved
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((row for row in self.rows if id(row) in self.help_of
                                 and row.rect.collidepoint(event.pos)), None)
        if event.type == pygame.KEYDOWN:
            self.hovered = None  # the keyboard takes over: explain the focused row
            intent = intent_of(event)
            if intent == "cancel":
                self.app.stack.pop()
                return True
            if intent in ("down", "next", "up", "previous"):
                step = -1 if intent in ("up", "previous") else 1
                self.focus = (self.focus + step) % len(self.rows)
                self._sync_focus()
                return True
            focused = self.rows[self.focus]
            if isinstance(focused, Button) and intent in ("left", "right"):  # along the buttons' row by their places
                self._along_buttons(intent.name)  # (Right on Start did nothing: keys-only tester at 150 %)
                return True
            if isinstance(focused, Button) and intent in ("confirm", "select"):
                focused.on_click()
                return True
            if intent == "confirm":  # on a value row Enter moves on, never changes it silently (issue 44):
                self.focus = (self.focus + 1) % len(self.rows)  # ←/→ (or Space) change it, as the help line says
                self._sync_focus()
                return True
        for row in list(self.rows):
            if row.handle_event(event):
                if row in self.rows and event.type == pygame.MOUSEBUTTONDOWN:
                    self.focus = self.rows.index(row)
                    self._sync_focus()
                return True
        return False

    def _along_buttons(self, direction: str) -> None:
        """Left/Right on a button (Play a code, Start, Back): the button beside it that way."""
        own = [i for i, row in enumerate(self.rows) if isinstance(row, Button)]
        found = nearest_that_way([pygame.Rect(self.rows[i].rect) for i in own], [self.rows[i].enabled for i in own],
                                 own.index(self.focus), direction)
        if found is not None:
            self.focus = own[found]
            self._sync_focus()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        # from the panels up: at a larger text size the subtitle stays clear of them and the title of it
        subtitle = theme.blit_text(surface, fonts, "Choose who sits at the table, and how you want to play",
                                   (theme.LOGICAL_SIZE[0] // 2, PANEL_TOP - 8), 18, theme.TEXT_DIM, anchor="midbottom")
        theme.blit_text(surface, fonts, self.entry.title, (theme.LOGICAL_SIZE[0] // 2, subtitle.top + 4), 48,
                        theme.ACCENT, "title", "midbottom")
        for x, heading, width in self.columns:
            panel = pygame.Rect(x - 16, PANEL_TOP, width + 32, self.panel_bottom - PANEL_TOP)
            theme.draw_panel(surface, panel, theme.PANEL_DARK)
            theme.blit_text(surface, fonts, heading, (x, 158), 18, theme.ACCENT, "bold")
        centre = theme.LOGICAL_SIZE[0] // 2
        # the whole help, wrapped into the room under the panels (shrunk only if even that is short)
        help_box = pygame.Rect(0, self.panel_bottom + 10, 1160, HELP_BOTTOM - self.panel_bottom - 10)
        help_box.centerx = centre
        self.help_drawn = theme.draw_text_box(surface, fonts, self.help_line(), help_box, 17, theme.TEXT,
                                              align="center")
        theme.blit_text(surface, fonts, "↑/↓ or Enter: next row · ←/→ change it · its help shows below",
                        (centre, 692), 16, theme.TEXT_DIM, anchor="midtop")
        for row in self.rows:
            row.draw(surface, fonts)
        rating = self.rating_line()
        if rating:
            text = f"AI {rating} (Elo)"
            if fonts.get(16).size(text)[0] > self.rating_width:
                text = f"AI {rating.split(',')[0]} (Elo)"
            theme.blit_text(surface, fonts, text, self.rating_at, 16, theme.TEXT_DIM)
